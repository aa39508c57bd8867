// The rules of a product review that the write-a-review form and the API share: limits, the spec's
// messages, the rating labels and the YouTube link check. Kept free of zod so the product page's
// browser bundle stays small; core/schemas/reviews.ts builds the API's schema from these.

export const reviewLimits = {
  titleMax: 100,
  reviewTextMax: 5000,
  nameMax: 100,
  emailMax: 254,
  youtubeMax: 300,
  /** Photos and videos attached to one review. */
  files: 5,
  /** Each photo or video (DESIGN.md point 13: uploads 5 MB). */
  fileBytes: 5 * 1024 * 1024,
} as const;

export const reviewMessages = {
  required: "Please fill in all required fields, including title, rating, review, name, and email.",
  submitted: "Review submitted successfully!",
  failed: "Failed to submit review.",
  crashed: "Something went wrong while submitting your review.",
  title: "Please give your review a title.",
  titleTooLong: `Title must be at most ${reviewLimits.titleMax} characters.`,
  rating: "Choose a rating from 1 to 5 stars.",
  reviewText: "Please write your review.",
  reviewTextTooLong: `Your review must be at most ${reviewLimits.reviewTextMax} characters.`,
  name: "Please enter your name.",
  nameTooLong: `Your name must be at most ${reviewLimits.nameMax} characters.`,
  email: "Please enter a valid email address.",
  youtube: "The YouTube link must be a youtube.com or youtu.be address.",
  tooManyFiles: `Attach at most ${reviewLimits.files} photos or videos.`,
  fileTooLarge: "Each photo or video must be 5 MB or smaller.",
  fileType: "Only JPEG, PNG, GIF or WebP photos and MP4 or WebM videos can be attached.",
} as const;

export { ratingLabels } from "./rating-labels.ts";

/** What the file picker offers; the server decides by the bytes, never by these. */
export const reviewMediaTypes = ["image/jpeg", "image/png", "image/gif", "image/webp", "video/mp4", "video/webm"];

const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be"]);

/** A link to a YouTube page (https or http, youtube.com or youtu.be); nothing else is accepted. */
export function isYoutubeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password || url.port) return false;
  return youtubeHosts.has(url.hostname.toLowerCase());
}

/** The review fields the spec requires, in the order its message names them. */
export const requiredReviewFields = ["title", "rating", "reviewText", "name", "email"] as const;
export type RequiredReviewField = (typeof requiredReviewFields)[number];

/** Which required fields are blank (rating: not 1 to 5). */
export function missingReviewFields(values: Partial<Record<RequiredReviewField, unknown>>): RequiredReviewField[] {
  return requiredReviewFields.filter((field) => {
    const value = values[field];
    if (field === "rating") {
      const stars = Number(value);
      return !Number.isInteger(stars) || stars < 1 || stars > 5;
    }
    return typeof value !== "string" || value.trim() === "";
  });
}

/** A plain e-mail shape check (the server's zod schema is the authority). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** What the writer of a review sees when it waits for the admin's check (issue 25 point 4). */
export const reviewHeldMessage = "Thank you; your review will appear after a quick check";

/** The states of a review; only "published" is shown and counted. */
export const reviewStatuses = ["pending", "published", "rejected", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

// a link: http(s)://, www., or a bare domain such as "cheap-pills.shop" or "example.co.in/x"
const linkPattern =
  /(https?:\/\/|www\.|\b[a-z0-9-]{2,}\.(com|net|org|info|biz|shop|store|online|site|xyz|top|in|co|io|ru|cn|me|ly|link|app)\b)/i;

/** The banned words of the settings' text (comma- or line-separated), lower case. */
export function bannedWordList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Why a review must wait for the admin even when verified buyers' reviews are published at once:
 * a link, the same character seven times running, shouting (mostly capitals), or a banned word.
 * Null when nothing holds it.
 */
export function heldFor(
  review: { title: string; reviewText: string; name: string },
  bannedWords: readonly string[],
): string | null {
  const text = `${review.title}\n${review.reviewText}\n${review.name}`;
  if (linkPattern.test(text)) return "link";
  if (/(.)\1{6,}/su.test(text)) return "repeated characters";
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length >= 12 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.7) return "shouting";
  const lower = text.toLowerCase();
  if (bannedWords.some((word) => lower.includes(word))) return "banned word";
  return null;
}

/** The review request's per-line link (/review?token=, POST /api/reviews/by-link). */
export const reviewLinkMessages = {
  invalid: "This review link does not work. Please use the link from your e-mail as it is.",
  expired: "This review link has expired. You can still review the piece from its product page.",
  alreadyReviewed: "You have already reviewed this piece. Thank you!",
} as const;
