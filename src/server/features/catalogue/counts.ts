// Product counts of filter sets, the raw material of the facets. A facet option counts the
// products matching every OTHER filter group, so a query with n groups in use needs n + 1 sets
// (all groups, and each group left out). A set is counted only for what the query takes from it:
// its "groups" (total, price range, sub-category, category and star counts), its "terms" (products
// per concern, chakra and intent term) or its countries. Counted in memory over the listing's index
// (listing-index.ts, decision 0065), from one pass that sorts the products by the groups they fail.
import { type Filters, groupInUse } from "./filters.ts";
import type { IndexedProduct, Partition } from "./listing-index.ts";
import { type FilterGroup, filterGroups } from "./listing-queries.ts";

/** One aggregate over a set. Plain records (not Maps), so a shared cache could serialize them. */
export interface GroupCounts {
  total: number;
  /** Lowest and highest list price (paise), null when the set is empty. */
  price: { min: number; max: number } | null;
  subCategories: Record<number, number>;
  categories: Record<number, number>;
  /** Products per whole star (the floor of their rating, 0 to 5). */
  stars: Record<number, number>;
}

/** Products per term id. */
export type TermCounts = Record<number, number>;

/** Products per country of origin, by the name stored. */
export type CountryCounts = Record<string, number>;

const add = (record: Record<number | string, number>, key: number | string, count = 1) => {
  record[key] = (record[key] ?? 0) + count;
};

function groupCounts(products: readonly IndexedProduct[]): GroupCounts {
  const counts: GroupCounts = { total: products.length, price: null, subCategories: {}, categories: {}, stars: {} };
  for (const product of products) {
    if (!counts.price) counts.price = { min: product.listPrice, max: product.listPrice };
    else if (product.listPrice < counts.price.min) counts.price.min = product.listPrice;
    else if (product.listPrice > counts.price.max) counts.price.max = product.listPrice;
    add(counts.subCategories, product.subCategoryId);
    add(counts.categories, product.categoryId);
    add(counts.stars, Math.floor(product.rating));
  }
  return counts;
}

function termCounts(products: readonly IndexedProduct[]): TermCounts {
  const counts: TermCounts = {};
  for (const product of products) for (const term of product.termIds) add(counts, term);
  return counts;
}

function countryCounts(products: readonly IndexedProduct[]): CountryCounts {
  const counts: CountryCounts = {};
  for (const product of products) if (product.countryOfOrigin !== "") add(counts, product.countryOfOrigin);
  return counts;
}

/** Term groups: their facet options are the terms of one kind. */
const termGroups: ReadonlySet<FilterGroup> = new Set(["concern", "chakra", "intent"]);

/** The counts behind a listing's total and facets. */
export interface ListingCounts {
  /** Products matching the whole query. */
  total: number;
  /** The aggregate a group's options are shown with (category, rating, price): the set without that group. */
  groups(group: FilterGroup): GroupCounts;
  /** The term counts a term group's options are shown with: the set without that group. */
  terms(group: FilterGroup): TermCounts;
  /** The country-of-origin options' counts: the set without the origin group. */
  countries: CountryCounts;
}

export function listingCounts(filters: Filters, { matching, failingOnly }: Partition): ListingCounts {
  // the products each group's options are counted over: those matching every other group
  const setFor = (group: FilterGroup) =>
    groupInUse(filters, group) ? matching.concat(failingOnly.get(group) ?? []) : matching;
  const own = groupCounts(matching);
  const groups = new Map<FilterGroup, GroupCounts>(
    filterGroups
      .filter((group) => !termGroups.has(group) && group !== "origin")
      .map((group) => [group, groupInUse(filters, group) ? groupCounts(setFor(group)) : own]),
  );
  const terms = new Map<FilterGroup, TermCounts>(
    filterGroups.filter((group) => termGroups.has(group)).map((group) => [group, termCounts(setFor(group))]),
  );
  return {
    total: own.total,
    groups: (group) => groups.get(group) ?? own,
    terms: (group) => terms.get(group) ?? {},
    countries: countryCounts(setFor("origin")),
  };
}
