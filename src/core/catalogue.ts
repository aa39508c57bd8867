// The four parent categories: their names, API slugs and landing pages. Every screen and the
// server use these; the sub-categories and categories below them live in the database.

export const parentCategories = [
  { name: "Body Soap", slug: "skin-care", landing: "/skincare", label: "Skin Care" },
  { name: "Aura Jewels", slug: "aura-jewels", landing: "/aurajewels", label: "Aura Jewels" },
  { name: "Divine Crystals", slug: "divine-crystals", landing: "/divinecrystals", label: "Divine Crystals" },
  { name: "Sacred Rituals", slug: "sacred-rituals", landing: "/sacredrituals", label: "Sacred Rituals" },
] as const;

export type ParentSlug = (typeof parentCategories)[number]["slug"];

export const parentSlugs = parentCategories.map((parent) => parent.slug) as [ParentSlug, ...ParentSlug[]];

export const tagKinds = ["concern", "chakra", "intent"] as const;
export type TagKind = (typeof tagKinds)[number];

export const sortOptions = ["default", "price_asc", "price_desc", "rating", "reviews", "newest"] as const;
export type SortOption = (typeof sortOptions)[number];

/** Shop page size (spec: 12) and the largest page the API serves. */
export const defaultPageSize = 12;
export const maxPageSize = 100;

/** The product URL: /productdetails/{productId}-{variantIndex}, the index zero-based. */
export function productPath(productId: string, variantIndex = 0): string {
  return `/productdetails/${productId}-${variantIndex}`;
}

/** Splits "rose-quartz-bracelet-2" into the product id and the variant index (the last dash). */
export function parseProductPathId(pathId: string): { productId: string; variantIndex: number } | null {
  const match = /^(.+)-(\d{1,3})$/.exec(pathId);
  if (!match?.[1] || match[2] === undefined) return null;
  return { productId: match[1], variantIndex: Number(match[2]) };
}
