import { describe, expect, test } from "vitest";
import { listingQuerySchema } from "../../core/schemas/catalogue.ts";
import { shopHref } from "./shop-links.ts";

function parse(href: string) {
  const url = new URL(href, "http://shop.test");
  return { path: url.pathname, query: listingQuerySchema.parse(Object.fromEntries(url.searchParams)) };
}

describe("shopHref", () => {
  test("is plain /shop without filters", () => {
    expect(shopHref()).toBe("/shop");
    expect(shopHref({ category: [], sort: "default" })).toBe("/shop");
  });

  test("writes lists as JSON that the listing schema reads back", () => {
    const href = shopHref({ parentCategory: "aura-jewels", subCategory: ["Crystal Bracelets"], category: ["Pendant"] });
    expect(href).toBe(
      "/shop?parentCategory=aura-jewels&subCategory=%5B%22Crystal+Bracelets%22%5D&category=%5B%22Pendant%22%5D",
    );
    const { path, query } = parse(href);
    expect(path).toBe("/shop");
    expect(query.parentCategory).toBe("aura-jewels");
    expect(query.subCategory).toEqual(["Crystal Bracelets"]);
    expect(query.category).toEqual(["Pendant"]);
  });

  test("keeps names with commas, quotes and ampersands intact", () => {
    const { query } = parse(shopHref({ intents: ["Vastu & Feng Shui", 'Say "om", softly'] }));
    expect(query.intents).toEqual(["Vastu & Feng Shui", 'Say "om", softly']);
  });

  test("carries price, rating and sort", () => {
    const { query } = parse(shopHref({ minPrice: 100, maxPrice: 900, rating: 4, sort: "price_asc" }));
    expect(query).toMatchObject({ minPrice: 100, maxPrice: 900, rating: 4, sort: "price_asc" });
  });
});
