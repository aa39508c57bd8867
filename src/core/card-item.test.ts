// A card's data holds only the variant it shows, and its buttons still act on the right variant:
// the cart line's variantIndex is that variant's place among all the product's variants.
import { describe, expect, it } from "vitest";
import { cardItem, shownVariant, variantIndexOf } from "./card-item.ts";
import type { ListingItem } from "./schemas/catalogue.ts";

function variant(id: string, price: number) {
  return {
    _id: id,
    variantname: `${id} beads`,
    size: id,
    price,
    costPrice: price + 100,
    discount: 10,
    stock: 5,
    frontImage: `/media/${id}-front/full.webp`,
    backImage: null,
  };
}

const item = {
  _id: "amethyst-calm-bracelet",
  id: "amethyst-calm-bracelet-1",
  variantIndex: 1,
  name: "Amethyst Calm Bracelet",
  rating: 4.5,
  reviewCount: 3,
  featureProduct: true,
  bestSeller: false,
  frontImage: "/media/bracelet-front/full.webp",
  backImage: "/media/bracelet-back/full.webp",
  variants: [variant("6mm", 749), variant("8mm", 899), variant("10mm", 1099)],
} as unknown as ListingItem;

describe("a card's data", () => {
  it("keeps the shown variant, its place and how many there are", () => {
    const card = cardItem(item);
    expect(card.variants.map((shown) => shown._id)).toEqual(["8mm"]);
    expect(card.variantIndex).toBe(1);
    expect(card.variantCount).toBe(3);
    expect(shownVariant(card)?._id).toBe("8mm");
    expect(variantIndexOf(card, card.variants[0] as (typeof card.variants)[0])).toBe(1);
  });

  it("reads a whole listing item (search, wishlist) the same way", () => {
    expect(shownVariant(item)?._id).toBe("8mm");
    expect(variantIndexOf(item, item.variants[2] as (typeof item.variants)[2])).toBe(2);
  });
});
