// Product counts of filter sets, the raw material of the facets. A facet option counts the
// products matching every OTHER filter group, so a query with n groups in use needs n + 1 sets
// (all groups, and each group left out). Counts are cached per set: the wide sets (a parent
// category's whole range, say) are counted once and shared by every query that needs them, and
// the sets a query still lacks are counted together in one statement.
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { type Filters, groupInUse, resolveFilter, withoutGroup } from "./filters.ts";
import { type FilterGroup, filterGroups, filterSetCountRows, type ListingFilter } from "./listing-queries.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** Plain records (not Maps), so a shared cache could serialize them. */
export interface SetCounts {
  total: number;
  /** Lowest and highest list price (paise), null when the set is empty. */
  price: { min: number; max: number } | null;
  subCategories: Record<number, number>;
  categories: Record<number, number>;
  /** Products per whole star (the floor of their rating, 0 to 5). */
  stars: Record<number, number>;
  terms: Record<number, number>;
}

const emptyCounts = (): SetCounts => ({
  total: 0,
  price: null,
  subCategories: {},
  categories: {},
  stars: {},
  terms: {},
});

async function countSets(exec: Executor, filters: readonly ListingFilter[]): Promise<SetCounts[]> {
  const counts = filters.map(emptyCounts);
  for (const row of await filterSetCountRows(exec, filters)) {
    const set = counts[row.set];
    if (!set) continue;
    if (row.facet === "all") {
      set.total = row.count;
      set.price = row.low !== null && row.high !== null ? { min: row.low, max: row.high } : null;
    } else if (row.facet === "sub") set.subCategories[row.key] = row.count;
    else if (row.facet === "category") set.categories[row.key] = row.count;
    else if (row.facet === "stars") set.stars[row.key] = row.count;
    else set.terms[row.key] = row.count;
  }
  return counts;
}

/**
 * Gathers the sets asked for in one turn of the event loop and counts them in one statement.
 * (The cache asks for each missing set as it finds it missing.)
 */
function batchedCounter(exec: Executor, known: Vocabulary) {
  let waiting: Array<{ filters: Filters; resolve: (counts: SetCounts) => void; reject: (error: unknown) => void }> = [];
  const flush = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const counts = await countSets(
        exec,
        batch.map((item) => resolveFilter(known, item.filters)),
      );
      for (const [index, item] of batch.entries()) item.resolve(counts[index] ?? emptyCounts());
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };
  return (filters: Filters) =>
    new Promise<SetCounts>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(() => void flush());
      waiting.push({ filters, resolve, reject });
    });
}

/** The counts behind a listing's total and facets: its own set, and each group in use left out. */
export interface ListingCounts {
  own: SetCounts;
  /** The counts a group's options are shown with (the listing's own when the group is not in use). */
  without(group: FilterGroup): SetCounts;
}

export async function listingCounts(ctx: AppContext, known: Vocabulary, filters: Filters): Promise<ListingCounts> {
  const groupsInUse = filterGroups.filter((group) => groupInUse(filters, group));
  const sets = [filters, ...groupsInUse.map((group) => withoutGroup(filters, group))];
  const count = batchedCounter(ctx.db, known);
  const [own = emptyCounts(), ...others] = await Promise.all(
    sets.map((set) => ctx.cache.get(`catalogue:counts:${JSON.stringify(set)}`, () => count(set))),
  );
  return { own, without: (group) => others[groupsInUse.indexOf(group)] ?? own };
}
