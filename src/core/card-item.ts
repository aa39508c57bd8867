// What a product card draws and its buttons use (Add to Cart, Buy Now, the heart): a listing item
// without the fields only the API's callers read (sku, title, categories, colour, sale price, tax).
// Pages hand cards these, so the hydration data React Router writes into the HTML carries only what
// the page draws (issue 23); the JSON API still answers whole listing items.
import type { ListingItem, ListingVariant } from "./schemas/catalogue.ts";

export type CardVariant = Pick<
  ListingVariant,
  "_id" | "variantname" | "size" | "price" | "costPrice" | "discount" | "stock" | "frontImage" | "backImage"
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
> & { variants: CardVariant[] };

export function cardItem(item: ListingItem): CardItem {
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
    variants: item.variants.map((variant) => ({
      _id: variant._id,
      variantname: variant.variantname,
      size: variant.size,
      price: variant.price,
      costPrice: variant.costPrice,
      discount: variant.discount,
      stock: variant.stock,
      frontImage: variant.frontImage,
      backImage: variant.backImage,
    })),
  };
}
