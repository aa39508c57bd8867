// The search results page shows one card per variant of each product found (spec, "Search"): a
// product with three variants gives three cards, ids {productId}-{variantIndex}, each opening
// /productdetails/{productId}-{variantIndex}.
import type { ListingItem } from "../../../core/schemas/catalogue.ts";

export function variantCards(products: readonly ListingItem[]): ListingItem[] {
  return products.flatMap((product) =>
    product.variants.map((_, variantIndex) => ({ ...product, id: `${product._id}-${variantIndex}`, variantIndex })),
  );
}
