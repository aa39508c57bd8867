import { describe, expect, test } from "vitest";
import { listingQuerySchema } from "../../core/schemas/catalogue.ts";
import {
  applyAutoSelects,
  canonicalShopUrl,
  emptyFilters,
  filterCount,
  listingQueryOf,
  type ShopState,
  shopUrl,
  withFilters,
} from "./listing-url.ts";
import { pageItems, showingText } from "./pagination-items.ts";
import { readShopParams } from "./read-shop-params.ts";
import {
  type CategorySelection,
  subCategoryTick,
  tickedCategories,
  toggleCategory,
  toggleSubCategory,
  withParentSubCategories,
} from "./ticking.ts";

const read = (query: string) => readShopParams(new URLSearchParams(query));
const base: ShopState = { filters: emptyFilters, sort: "default", page: 1, view: "grid-3" };

describe("the shop's URL", () => {
  test("reads the API's JSON-encoded lists, prices, rating, sort, page and view", () => {
    const state = read(
      `parentCategory=aura-jewels&category=${encodeURIComponent('["Pendant","Ring"]')}&concerns=${encodeURIComponent(
        '["Sleep"]',
      )}&minPrice=200&maxPrice=900&rating=4&sort=price_asc&page=2&view=grid-2`,
    );
    expect(state.filters).toMatchObject({
      parentCategory: "aura-jewels",
      category: ["Pendant", "Ring"],
      concerns: ["Sleep"],
      minPrice: 200,
      maxPrice: 900,
      rating: 4,
    });
    expect(state).toMatchObject({ sort: "price_asc", page: 2, view: "grid-2" });
  });

  test("reads repeated values, as a form sends them without JavaScript", () => {
    expect(read("chakra=Root&chakra=Heart&intents=Heal").filters).toMatchObject({
      chakra: ["Root", "Heart"],
      intents: ["Heal"],
    });
  });

  test("drops a bad parameter and keeps the rest", () => {
    const state = read("sort=cheapest&page=-3&concerns=%5Bbroken&chakra=Root&minPrice=900&maxPrice=100&view=list");
    expect(state.sort).toBe("default");
    expect(state.page).toBe(1);
    expect(state.view).toBe("grid-3");
    expect(state.filters.concerns).toEqual([]);
    expect(state.filters.chakra).toEqual(["Root"]);
    expect(state.filters.minPrice).toBeNull();
    expect(state.filters.maxPrice).toBe(100);
  });

  test("writes a state back in one order, leaving defaults out, and reads it again unchanged", () => {
    expect(shopUrl(base)).toBe("/shop");
    const state: ShopState = {
      filters: { ...emptyFilters, parentCategory: "divine-crystals", intents: ["Vastu & Feng Shui"], rating: 3 },
      sort: "newest",
      page: 3,
      view: "grid-2",
    };
    const url = shopUrl(state);
    expect(url).toMatch(/^\/shop\?parentCategory=divine-crystals&intents=.*&rating=3&sort=newest&page=3&view=grid-2$/);
    expect(read(url.slice("/shop?".length))).toEqual(state);
    // and the API reads the same parameters
    const api = listingQuerySchema.parse(Object.fromEntries(new URL(url, "http://shop.test").searchParams));
    expect(api.intents).toEqual(["Vastu & Feng Shui"]);
  });

  test("the canonical link keeps the collection and page, not sort, view, price or rating", () => {
    const state: ShopState = {
      filters: { ...emptyFilters, parentCategory: "aura-jewels", category: ["Ring"], minPrice: 100, rating: 4 },
      sort: "price_desc",
      page: 2,
      view: "grid-2",
    };
    expect(canonicalShopUrl(state)).toBe(
      `/shop?parentCategory=aura-jewels&category=${encodeURIComponent('["Ring"]').replace(/%20/g, "+")}&page=2`,
    );
  });

  test("a filter change goes back to page 1 and keeps sort and view", () => {
    const next = withFilters({ ...base, sort: "rating", page: 4, view: "grid-2" }, { minPrice: 500 });
    expect(next).toMatchObject({ page: 1, sort: "rating", view: "grid-2" });
    expect(next.filters.minPrice).toBe(500);
  });

  test("asks the service for 12 a page", () => {
    expect(listingQueryOf({ ...base, page: 2 })).toMatchObject({ page: 2, pageSize: 12, sort: "default" });
  });

  test("counts chosen filters for the Filter button", () => {
    expect(filterCount(emptyFilters)).toBe(0);
    expect(filterCount({ ...emptyFilters, concerns: ["Sleep", "Protection"], minPrice: 100, maxPrice: 500 })).toBe(3);
  });
});

describe("autoSelects navigation state", () => {
  test("turns one item or a list into URL filters", () => {
    expect(applyAutoSelects(base, { autoSelects: { type: "concerns", value: "Sleep" } })?.filters.concerns).toEqual([
      "Sleep",
    ]);
    const next = applyAutoSelects(base, {
      autoSelects: [
        { type: "productCategories", value: "Crystal Bracelets" },
        { type: "categories", value: "Pendant" },
        { type: "chakra", value: "Heart" },
        { type: "intents", value: "Heal" },
        { type: "nonsense", value: "x" },
        { type: "concerns", value: "  " },
      ],
    });
    expect(next?.filters).toMatchObject({
      subCategory: ["Crystal Bracelets"],
      category: ["Pendant"],
      chakra: ["Heart"],
      intents: ["Heal"],
      concerns: [],
    });
  });

  test("is null without autoSelects", () => {
    expect(applyAutoSelects(base, null)).toBeNull();
    expect(applyAutoSelects(base, { other: 1 })).toBeNull();
  });
});

describe("ticking sub-categories and categories", () => {
  const tree = [
    { name: "Crystal Bracelets", categories: [{ name: "Crystal Bracelet" }, { name: "Chakra Bracelet" }] },
    { name: "Wearables", categories: [{ name: "Pendant" }, { name: "Ring" }] },
  ];
  const none: CategorySelection = { subCategory: [], category: [] };

  test("ticking a sub-category ticks all its categories; unticking it unticks them", () => {
    const ticked = toggleSubCategory(tree, none, "Wearables", true);
    expect(ticked).toEqual({ subCategory: ["Wearables"], category: [] });
    expect([...tickedCategories(tree, ticked)]).toEqual(["Pendant", "Ring"]);
    expect(subCategoryTick(tree, ticked, "Wearables")).toBe("all");
    expect(toggleSubCategory(tree, ticked, "Wearables", false)).toEqual(none);
  });

  test("ticking a category also adds its sub-category", () => {
    const ticked = toggleCategory(tree, none, "Ring", true);
    expect(ticked).toEqual({ subCategory: ["Wearables"], category: ["Ring"] });
    expect(subCategoryTick(tree, ticked, "Wearables")).toBe("some");
  });

  test("unticking the last ticked category of a sub-category removes the sub-category", () => {
    const one = toggleCategory(tree, none, "Ring", true);
    expect(toggleCategory(tree, one, "Ring", false)).toEqual(none);
    // from a whole sub-category, unticking one leaves the others
    const whole = { subCategory: ["Wearables"], category: [] };
    expect(toggleCategory(tree, whole, "Ring", false)).toEqual({ subCategory: ["Wearables"], category: ["Pendant"] });
  });

  test("ticking every category of a sub-category writes the sub-category alone", () => {
    const both = toggleCategory(tree, toggleCategory(tree, none, "Ring", true), "Pendant", true);
    expect(both).toEqual({ subCategory: ["Wearables"], category: [] });
  });

  test("a category named alone (a link, autoSelects) gains its sub-category", () => {
    expect(withParentSubCategories(tree, { subCategory: [], category: ["Chakra Bracelet"] })).toEqual({
      subCategory: ["Crystal Bracelets"],
      category: ["Chakra Bracelet"],
    });
  });
});

describe("pagination", () => {
  test("shows every page when there are 5 or fewer", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test("shows page 1, the last and the current ±1 with ellipses", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
    // a gap of one page shows the page
    expect(pageItems(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(1, 6)).toEqual([1, 2, "gap", 6]);
  });

  test("says which results are shown", () => {
    expect(showingText(1, 12, 70)).toBe("Showing 1–12 of 70 results");
    expect(showingText(6, 12, 70)).toBe("Showing 61–70 of 70 results");
    expect(showingText(1, 12, 1)).toBe("Showing 1–1 of 1 result");
    expect(showingText(1, 12, 0)).toBe("Showing 0 results");
  });
});
