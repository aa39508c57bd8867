// Product counts of filter sets, the raw material of the facets. A facet option counts the
// products matching every OTHER filter group, so a query with n groups in use needs n + 1 sets
// (all groups, and each group left out). A set is counted only for what the query takes from it:
// its "groups" (total, price range, sub-category, category and star counts), its "terms" (products
// per concern, chakra and intent term) or its countries. Counted in memory over the listing's index
// (listing-index.ts, decision 0065): an option's count is the size of its set AND the query's
// (product-set.ts), so counting costs the same however many products match.
import type { ListingIndex, Partition } from "./listing-index.ts";
import { type FilterGroup, filterGroups } from "./listing-queries.ts";
import { has, type ProductSet, sizeOf, sizeOfBoth } from "./product-set.ts";

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

/** How many of the set each keyed set holds, the keys holding none left out. */
function countsBy<K extends number | string>(set: ProductSet, sets: ReadonlyMap<K, ProductSet>): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const [key, members] of sets) {
    const count = sizeOfBoth(set, members);
    if (count > 0) counts[key] = count;
  }
  return counts;
}

/** Lowest and highest list price in the set, read off the index's price order. */
function priceBounds(index: ListingIndex, set: ProductSet): GroupCounts["price"] {
  const order = index.byListPrice;
  let low = 0;
  while (low < order.length && !has(set, order[low] ?? 0)) low += 1;
  if (low === order.length) return null;
  let high = order.length - 1;
  while (!has(set, order[high] ?? 0)) high -= 1;
  const priceAt = (at: number) => index.products[order[at] ?? 0]?.listPrice ?? 0;
  return { min: priceAt(low), max: priceAt(high) };
}

function groupCounts(index: ListingIndex, set: ProductSet): GroupCounts {
  return {
    total: sizeOf(set),
    price: priceBounds(index, set),
    subCategories: countsBy(set, index.bySubCategory),
    categories: countsBy(set, index.byCategory),
    stars: countsBy(set, index.byStar),
  };
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

export function listingCounts({ index, matching, withoutGroup }: Partition): ListingCounts {
  // the products each group's options are counted over: those matching every other group
  const setFor = (group: FilterGroup) => withoutGroup.get(group) ?? matching;
  const own = groupCounts(index, matching);
  const groups = new Map<FilterGroup, GroupCounts>(
    [...withoutGroup.keys()]
      .filter((group) => !termGroups.has(group) && group !== "origin")
      .map((group) => [group, groupCounts(index, setFor(group))]),
  );
  const terms = new Map<FilterGroup, TermCounts>(
    filterGroups
      .filter((group) => termGroups.has(group))
      .map((group) => [group, countsBy(setFor(group), index.byTerm)]),
  );
  return {
    total: own.total,
    groups: (group) => groups.get(group) ?? own,
    terms: (group) => terms.get(group) ?? {},
    countries: countsBy(setFor("origin"), index.byCountryName),
  };
}
