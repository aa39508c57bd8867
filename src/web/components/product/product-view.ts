// What the product page derives from a product and its chosen variant: the gallery's images, the
// listing item the shared product actions take, the stock note and the short description. Pure
// functions, no React.
import { formatClockTime } from "../../../core/dates.ts";
import type { ListingItem, ProductDetail, ProductVariant } from "../../../core/schemas/catalogue.ts";

/** From this many units down, the page says "Only N left". */
export const lowStockFrom = 5;

/** Words of the description shown before "Know More" (spec: first 50 words with ellipsis). */
export const descriptionPreviewWords = 50;

export function variantAt(product: ProductDetail, index: number): ProductVariant | undefined {
  return product.variants[index];
}

/** The product as a listing card showing one variant: what ProductActions (cart, wishlist) take. */
export function asListingItem(product: ProductDetail, variantIndex: number): ListingItem {
  const variant = product.variants[variantIndex];
  return {
    _id: product._id,
    id: `${product._id}-${variantIndex}`,
    variantIndex,
    name: product.name,
    title: product.title,
    sku: variant?.sku ?? product.sku,
    parentCategory: product.parentCategory,
    subCategory: product.subCategory,
    category: product.category,
    rating: product.rating,
    reviewCount: product.reviewCount,
    featureProduct: product.featureProduct,
    bestSeller: product.bestSeller,
    frontImage: variant?.frontImage ?? product.frontImage,
    backImage: variant?.backImage ?? product.backImage,
    variants: product.variants,
  };
}

/** Front, back, then the gallery: a variant's own images override the product's (spec section 3). */
export function galleryImages(product: ProductDetail, variant: ProductVariant | undefined): string[] {
  const front = variant?.frontImage ?? product.frontImage;
  const back = variant?.backImage ?? product.backImage;
  const gallery = variant && variant.variantsimages.length > 0 ? variant.variantsimages : product.otherimages;
  const images = [front, back, ...gallery].filter((url): url is string => Boolean(url));
  return [...new Set(images)];
}

export type StockState = { kind: "out" | "low" | "in" | "held"; text: string };

/**
 * A one-of-a-kind piece someone is paying for: when it comes back unless they pay, their payment
 * window's end as India's clock reads it (decision 0055), the same on the server and in the browser.
 */
export function holdNote(heldUntil: string): string {
  return `In someone’s bag — back at ${formatClockTime(heldUntil)} if not bought`;
}

/**
 * The stock note under the variants. A one-of-a-kind piece is the piece itself: available, held
 * for someone paying (with when it comes back), or sold.
 */
export function stockState(stock: number, piece?: { oneOfAKind: boolean; heldUntil: string | null }): StockState {
  if (piece?.oneOfAKind) {
    if (stock > 0) return { kind: "in", text: "Available" };
    if (piece.heldUntil) return { kind: "held", text: holdNote(piece.heldUntil) };
    return { kind: "out", text: "Sold" };
  }
  if (stock <= 0) return { kind: "out", text: "Out of stock" };
  if (stock <= lowStockFrom) return { kind: "low", text: `Only ${stock} left` };
  return { kind: "in", text: "In stock" };
}

/** The first `count` words with an ellipsis, and whether anything was left out. */
export function firstWords(text: string, count = descriptionPreviewWords): { preview: string; truncated: boolean } {
  const words = text.trim().split(/\s+/);
  if (words.length <= count) return { preview: text.trim(), truncated: false };
  return {
    preview: `${words
      .slice(0, count)
      .join(" ")
      .replace(/[,;:.!?-]+$/, "")}…`,
    truncated: true,
  };
}

/**
 * Words for the disclaimer, by parent category (slug). That crystals and rituals are no medical
 * treatment is the wellness notice's to say, shown open on the page (settings: claims).
 */
export function disclaimerFor(parentSlug: string): string[] {
  const natural =
    "Every stone is natural and one of a kind: its colour, size, shape and markings may differ a little from the photographs.";
  switch (parentSlug) {
    case "skin-care":
      return [
        "Made in small batches from natural ingredients, without preservatives: colour and scent vary a little from batch to batch.",
        "For external use only. Do a patch test before first use and stop using it if irritation occurs.",
      ];
    case "sacred-rituals":
      return [
        "Never leave a burning candle, sage or palo santo unattended; keep it away from children, pets and anything that can catch fire.",
        natural,
      ];
    default:
      return [natural];
  }
}
