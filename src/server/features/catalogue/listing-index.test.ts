// The listing index's sets and kept orders (decision 0065) against the listing's rules written out
// plainly: random catalogues, random filters, every sort; the page, the total and every facet count
// must be the same as a pass over the products computes them.
import { describe, expect, test } from "vitest";
import { type SortOption, sortOptions } from "../../../core/catalogue.ts";
import { listingCounts } from "./counts.ts";
import { buildListingIndex, type IndexedProduct, listingPageEntries, partition } from "./listing-index.ts";
import type { FilterGroup, ListingFilter } from "./listing-queries.ts";

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const some = <T>(items: readonly T[], most: number) => items.filter(() => next() < most / items.length);
  return { next, int, some, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T };
}

const countries = ["India", "Brazil", "Madagascar", "", "Nepal"];

function catalogue(seed: number, size: number): IndexedProduct[] {
  const random = randomFrom(seed);
  return Array.from({ length: size }, (_, position) => {
    const variantPrices = Array.from({ length: random.int(0, 4) }, () => random.int(1, 40) * 5_000);
    const countryOfOrigin = random.pick(countries);
    return {
      id: `p-${String(random.int(0, 99_999)).padStart(5, "0")}-${position}`,
      parentCategoryId: random.int(1, 3),
      subCategoryId: random.int(10, 15),
      categoryId: random.int(100, 112),
      termIds: random.some([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3),
      listPrice: variantPrices[0] ?? 0,
      variantPrices,
      rating: random.int(0, 10) / 2,
      reviewCount: random.int(0, 6),
      featureProduct: random.next() < 0.2,
      bestSeller: random.next() < 0.2,
      created: `2026${String(random.int(10, 99))}${String(random.int(0, 9_999_999_999)).padStart(12, "0")}`,
      countryOfOrigin,
      country: countryOfOrigin.toLowerCase(),
    };
  });
}

function randomFilter(seed: number): ListingFilter {
  const random = randomFrom(seed);
  const filter: ListingFilter = {};
  const maybe = () => random.next() < 0.45;
  if (maybe()) filter.parentId = random.int(1, 4);
  if (random.next() < 0.15) filter.featured = random.next() < 0.5;
  if (random.next() < 0.15) filter.bestSeller = random.next() < 0.5;
  if (maybe()) {
    filter.categoryGroup = {
      categoryIds: random.some([100, 101, 102, 103, 104, 105, 106, 199], 2),
      subCategoryIds: random.some([10, 11, 12, 13, 14, 15, 99], 2),
    };
  }
  if (maybe()) filter.concernIds = random.some([1, 2, 3, 4, 99], 2);
  if (maybe()) filter.chakraIds = random.some([5, 6, 7, 8], 1.5);
  if (maybe()) filter.intentIds = random.some([9, 10, 11, 12], 1.5);
  if (maybe()) filter.countries = random.some(["india", "brazil", "nepal", "atlantis"], 1.5);
  if (maybe()) {
    const min = random.int(0, 30) * 5_000;
    filter.price = random.next() < 0.2 ? { min } : { min, max: min + random.int(0, 20) * 5_000 };
  }
  if (maybe()) filter.minRating = random.int(0, 5);
  return filter;
}

// ── the rules, written out plainly ──────────────────────────────────────────────────────────

const inRange = (price: NonNullable<ListingFilter["price"]>, paise: number) =>
  (price.min === undefined || paise >= price.min) && (price.max === undefined || paise <= price.max);

function passes(product: IndexedProduct, filter: ListingFilter, group: FilterGroup): boolean {
  const any = (ids: readonly number[] | undefined) => !ids || product.termIds.some((id) => ids.includes(id));
  switch (group) {
    case "category": {
      const chosen = filter.categoryGroup;
      return (
        !chosen ||
        chosen.categoryIds.includes(product.categoryId) ||
        chosen.subCategoryIds.includes(product.subCategoryId)
      );
    }
    case "concern":
      return any(filter.concernIds);
    case "chakra":
      return any(filter.chakraIds);
    case "intent":
      return any(filter.intentIds);
    case "origin":
      return !filter.countries || filter.countries.includes(product.country);
    case "price":
      return !filter.price || product.variantPrices.some((paise) => inRange(filter.price ?? {}, paise));
    case "rating":
      return filter.minRating === undefined || product.rating >= filter.minRating;
  }
}

const groups: FilterGroup[] = ["category", "concern", "chakra", "intent", "origin", "price", "rating"];

function inScope(product: IndexedProduct, filter: ListingFilter) {
  return (
    (filter.parentId === undefined || product.parentCategoryId === filter.parentId) &&
    (filter.featured === undefined || product.featureProduct === filter.featured) &&
    (filter.bestSeller === undefined || product.bestSeller === filter.bestSeller)
  );
}

const matchingBut = (products: IndexedProduct[], filter: ListingFilter, leftOut?: FilterGroup) =>
  products.filter(
    (product) =>
      inScope(product, filter) && groups.every((group) => group === leftOut || passes(product, filter, group)),
  );

function tally<K extends string | number>(products: IndexedProduct[], keys: (product: IndexedProduct) => K[]) {
  const counts = {} as Record<K, number>;
  for (const product of products) for (const key of keys(product)) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

function plainPage(products: IndexedProduct[], filter: ListingFilter, sort: SortOption, limit: number, offset: number) {
  const { price } = filter;
  const shown = matchingBut(products, filter).map((product) => {
    const variantIndex = price ? product.variantPrices.findIndex((paise) => inRange(price, paise)) : 0;
    return { product, variantIndex, price: price ? (product.variantPrices[variantIndex] ?? 0) : product.listPrice };
  });
  type Shown = (typeof shown)[number];
  const down = (a: number | string | boolean, b: number | string | boolean) => (a > b ? -1 : a < b ? 1 : 0);
  const id = (a: Shown, b: Shown) => (a.product.id < b.product.id ? -1 : 1);
  const compare: Record<SortOption, (a: Shown, b: Shown) => number> = {
    price_asc: (a, b) => a.price - b.price || id(a, b),
    price_desc: (a, b) => b.price - a.price || id(a, b),
    rating: (a, b) =>
      down(a.product.rating, b.product.rating) || down(a.product.reviewCount, b.product.reviewCount) || id(a, b),
    reviews: (a, b) =>
      down(a.product.reviewCount, b.product.reviewCount) || down(a.product.rating, b.product.rating) || id(a, b),
    newest: (a, b) => down(a.product.created, b.product.created) || id(a, b),
    default: (a, b) =>
      down(a.product.featureProduct, b.product.featureProduct) ||
      down(a.product.bestSeller, b.product.bestSeller) ||
      down(a.product.created, b.product.created) ||
      id(a, b),
  };
  return shown
    .sort(compare[sort])
    .slice(offset, offset + limit)
    .map((entry) => ({ id: entry.product.id, variantIndex: entry.variantIndex }));
}

describe("the listing index", () => {
  test("pages, totals and facet counts are those of a plain pass over the products", () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const products = catalogue(seed, seed % 3 === 0 ? 31 : 200 + seed * 13);
      const index = buildListingIndex(products);
      for (let query = 0; query < 40; query += 1) {
        const filter = randomFilter(seed * 1_000 + query);
        const found = partition(index, filter);
        const counts = listingCounts(found);
        const matching = matchingBut(products, filter);
        expect(counts.total).toBe(matching.length);
        for (const group of groups) {
          const used = group !== "category" || filter.categoryGroup;
          const set = used ? matchingBut(products, filter, group) : matching;
          const prices = set.map((product) => product.listPrice);
          if (!["concern", "chakra", "intent", "origin"].includes(group)) {
            expect(counts.groups(group)).toEqual({
              total: set.length,
              price: set.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
              subCategories: tally(set, (product) => [product.subCategoryId]),
              categories: tally(set, (product) => [product.categoryId]),
              stars: tally(set, (product) => [Math.floor(product.rating)]),
            });
          } else if (group === "origin") {
            expect(counts.countries).toEqual(
              tally(set, (product) => (product.countryOfOrigin ? [product.countryOfOrigin] : [])),
            );
          } else {
            expect(counts.terms(group)).toEqual(tally(set, (product) => [...product.termIds]));
          }
        }
        for (const sort of sortOptions) {
          const offset = (query % 4) * 7;
          expect(listingPageEntries(found, filter, sort, 7, offset), `seed ${seed}, query ${query}, ${sort}`).toEqual(
            plainPage(products, filter, sort, 7, offset),
          );
        }
      }
    }
  });

  test("an empty catalogue answers an empty page and no counts", () => {
    const found = partition(buildListingIndex([]), { price: { min: 0 } });
    expect(listingCounts(found).total).toBe(0);
    expect(listingCounts(found).groups("price").price).toBeNull();
    expect(listingPageEntries(found, {}, "default", 10, 0)).toEqual([]);
  });
});
