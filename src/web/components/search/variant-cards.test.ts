import { describe, expect, test } from "vitest";
import type { ListingItem } from "../../../core/schemas/catalogue.ts";
import { variantCards } from "./variant-cards.ts";

function product(id: string, variants: number): ListingItem {
  return {
    _id: id,
    id: `${id}-0`,
    variantIndex: 0,
    name: id,
    title: id,
    sku: id,
    parentCategory: "Divine Crystals",
    subCategory: "Tumbles & Kits",
    category: "Crystal Tumble",
    rating: 4,
    reviewCount: 1,
    featureProduct: false,
    bestSeller: false,
    frontImage: null,
    backImage: null,
    variants: Array.from({ length: variants }, (_, index) => ({
      _id: `${id}-v${index}`,
      variantname: `Size ${index}`,
      size: "",
      color: "",
      salePrice: 100,
      price: 105,
      costPrice: 150,
      tax: 5,
      discount: 30,
      stock: 1,
      frontImage: null,
      backImage: null,
    })),
  };
}

describe("search result cards", () => {
  test("one card per variant, ids {productId}-{variantIndex}", () => {
    const cards = variantCards([product("amethyst-tumble", 3), product("rose-quartz-heart", 1)]);
    expect(cards.map((card) => [card.id, card.variantIndex])).toEqual([
      ["amethyst-tumble-0", 0],
      ["amethyst-tumble-1", 1],
      ["amethyst-tumble-2", 2],
      ["rose-quartz-heart-0", 0],
    ]);
  });
});
