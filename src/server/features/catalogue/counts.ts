// Product counts of filter sets, the raw material of the facets. A facet option counts the
// products matching every OTHER filter group, so a query with n groups in use needs n + 1 sets
// (all groups, and each group left out). A set is counted only for what the query takes from it:
// its "groups" (total, price range, sub-category, category and star counts: one aggregate) and its
// "terms" (products per concern, chakra and intent term: one pass over the term arrays). The set
// with a term group left out needs only its terms, the one with the category left out only its
// groups, and so on. Each part is cached per set: the wide sets (a parent category's whole range,
// say) are counted once and shared by every query that needs them, and the parts a query still
// lacks are counted together in one statement.
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { type Filters, groupInUse, resolveFilter, withoutGroup } from "./filters.ts";
import { type CountPart, countRows, type FilterGroup, filterGroups } from "./listing-queries.ts";
import type { Vocabulary } from "./vocabulary.ts";

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

type PartCounts = { groups: GroupCounts; terms: TermCounts; countries: CountryCounts };

const emptyGroups = (): GroupCounts => ({ total: 0, price: null, subCategories: {}, categories: {}, stars: {} });

const add = (record: Record<number, number>, key: number, count: number) => {
  record[key] = (record[key] ?? 0) + count;
};

interface Request {
  filters: Filters;
  part: CountPart;
  resolve: (counts: PartCounts[CountPart]) => void;
  reject: (error: unknown) => void;
}

/** Counts the requested parts, the parts of one set in one go, every set in one statement. */
async function countParts(exec: Executor, known: Vocabulary, requests: readonly Request[]): Promise<void> {
  const sets = new Map<string, { filters: Filters; parts: Set<CountPart>; results: PartCounts }>();
  for (const request of requests) {
    const key = JSON.stringify(request.filters);
    const set = sets.get(key) ?? {
      filters: request.filters,
      parts: new Set(),
      results: { groups: emptyGroups(), terms: {}, countries: {} },
    };
    set.parts.add(request.part);
    sets.set(key, set);
  }
  const list = [...sets.values()];
  const rows = await countRows(
    exec,
    list.map((set) => ({ filter: resolveFilter(known, set.filters), parts: [...set.parts] })),
  );
  for (const row of rows) {
    const results = list[row.set]?.results;
    if (!results) continue;
    if (row.term !== null) {
      results.terms[row.term] = row.count;
      continue;
    }
    if (row.country !== null) {
      results.countries[row.country] = row.count;
      continue;
    }
    // a cell of (sub-category, category, whole stars): the set's totals are its cells' sums
    const groups = results.groups;
    groups.total += row.count;
    if (row.low !== null && row.high !== null) {
      groups.price = groups.price
        ? { min: Math.min(groups.price.min, row.low), max: Math.max(groups.price.max, row.high) }
        : { min: row.low, max: row.high };
    }
    if (row.subCategoryId !== null) add(groups.subCategories, row.subCategoryId, row.count);
    if (row.categoryId !== null) add(groups.categories, row.categoryId, row.count);
    if (row.stars !== null) add(groups.stars, row.stars, row.count);
  }
  for (const request of requests) {
    const results = sets.get(JSON.stringify(request.filters))?.results;
    if (results) request.resolve(results[request.part]);
  }
}

/**
 * Gathers the parts asked for in one turn of the event loop and counts them in one statement.
 * (The cache asks for each missing part as it finds it missing.)
 */
function batchedCounter(exec: Executor, known: Vocabulary) {
  let waiting: Request[] = [];
  const flush = async () => {
    const batch = waiting;
    waiting = [];
    try {
      await countParts(exec, known, batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };
  return <P extends CountPart>(filters: Filters, part: P) =>
    new Promise<PartCounts[P]>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(() => void flush());
      waiting.push({ filters, part, resolve: resolve as Request["resolve"], reject });
    });
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

export async function listingCounts(ctx: AppContext, known: Vocabulary, filters: Filters): Promise<ListingCounts> {
  const count = batchedCounter(ctx.db, known);
  const cached = <P extends CountPart>(set: Filters, part: P) =>
    ctx.cache.get(`catalogue:counts:${part}:${JSON.stringify(set)}`, () => count(set, part));
  // the set each group's options are counted under: without that group when it is in use
  const setFor = (group: FilterGroup) => (groupInUse(filters, group) ? withoutGroup(filters, group) : filters);
  const [own, countries, groupEntries, termEntries] = await Promise.all([
    cached(filters, "groups"),
    cached(setFor("origin"), "countries"),
    Promise.all(
      filterGroups
        .filter((group) => !termGroups.has(group) && group !== "origin")
        .map(async (group) => [group, await cached(setFor(group), "groups")] as const),
    ),
    Promise.all(
      filterGroups
        .filter((group) => termGroups.has(group))
        .map(async (group) => [group, await cached(setFor(group), "terms")] as const),
    ),
  ]);
  const groups = new Map<FilterGroup, GroupCounts>(groupEntries);
  const terms = new Map<FilterGroup, TermCounts>(termEntries);
  return {
    total: own.total,
    groups: (group) => groups.get(group) ?? own,
    terms: (group) => terms.get(group) ?? {},
    countries,
  };
}
