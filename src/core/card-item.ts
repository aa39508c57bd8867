// What a product card draws and its buttons use (Add to Cart, Buy Now, the heart): a listing item
// without the fields only the API's callers read (sku, title, categories, colour, sale price, tax),
// and with only the variant the card shows (a card draws one; its buttons act on that one).
// Pages hand cards these, so the hydration data React Router writes into the HTML carries only what
// the page draws (issue 23); the JSON API still answers whole listing items.
import type { Language } from "./i18n.ts";
import { type InHindi, itemIn, type LocalItem } from "./product-language.ts";
import type { ListingItem, ListingVariant } from "./schemas/catalogue.ts";

export type CardVariant = Pick<
  ListingVariant,
  "_id" | "variantname" | "size" | "price" | "costPrice" | "discount" | "stock" | "held" | "frontImage" | "backImage"
>;

export type CardItem = Pick<
  ListingItem,
  | "_id"
  | "id"
  | "variantIndex"
  | "name"
  | "rating"
  | "reviewCount"
  | "featureProduct"
  | "bestSeller"
  | "frontImage"
  | "backImage"
> & {
  variants: CardVariant[];
  /**
   * Set when `variants` holds only the variant the card shows (what cardItem hands a page): how
   * many the product has. `variantIndex` is still that variant's place among them.
   */
  variantCount?: number;
  /** On a Hindi page, which of its texts are Hindi (core/product-language.ts); absent: English. */
  inHindi?: InHindi;
};

/** A listing item as a page hands it to a card: only the variant the card shows, only what it draws. */
export function cardItem(item: LocalItem): CardItem {
  const shown = item.variants[item.variantIndex] ?? item.variants[0];
  return {
    _id: item._id,
    id: item.id,
    variantIndex: item.variantIndex,
    name: item.name,
    rating: item.rating,
    reviewCount: item.reviewCount,
    featureProduct: item.featureProduct,
    bestSeller: item.bestSeller,
    frontImage: item.frontImage,
    backImage: item.backImage,
    variants: shown
      ? [
          {
            _id: shown._id,
            variantname: shown.variantname,
            size: shown.size,
            price: shown.price,
            costPrice: shown.costPrice,
            discount: shown.discount,
            stock: shown.stock,
            held: shown.held,
            frontImage: shown.frontImage,
            backImage: shown.backImage,
          },
        ]
      : [],
    variantCount: item.variants.length,
    // only where there is one: an English page's cards are what they were
    ...(item.inHindi && { inHindi: item.inHindi }),
  };
}

/** Listing items as a page in `language` hands them to its cards (a loader's `.map`). */
export function cardIn(language: Language): (item: ListingItem) => CardItem {
  return (item) => cardItem(itemIn(language, item));
}

/** The variant a card shows: the one its id names, else the first. */
export function shownVariant(product: CardItem): CardVariant | undefined {
  if (product.variantCount !== undefined) return product.variants[0];
  return product.variants[product.variantIndex] ?? product.variants[0];
}

/** The variant's place among the product's variants (a cart line's variantIndex). */
export function variantIndexOf(product: CardItem, variant: CardVariant): number {
  if (product.variantCount !== undefined) return product.variantIndex;
  const index = product.variants.findIndex((candidate) => candidate._id === variant._id);
  return index >= 0 ? index : product.variantIndex;
}
