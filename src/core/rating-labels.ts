// The words of a star rating, on their own: the product page's review summary needs only these, and
// core/reviews.ts (the write-a-review form's rules, re-exporting them) stays out of its first load.

/** The summary's bar labels, best first (spec: Excellent, Very Good, Good, Average, Poor). */
export const ratingLabels = [
  { stars: 5, label: "Excellent" },
  { stars: 4, label: "Very Good" },
  { stars: 3, label: "Good" },
  { stars: 2, label: "Average" },
  { stars: 1, label: "Poor" },
] as const;
