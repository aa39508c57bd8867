// Turns filter-set counts into the filter panel's options: every option in the current parent
// category's scope is listed, with a count of 0 where nothing would match. Each group's options
// are counted under the other groups only (the usual faceted-search rule).
import type { TagKind } from "../../../core/catalogue.ts";
import { toRupees } from "../../../core/money.ts";
import type { ListingFacets } from "../../../core/schemas/catalogue.ts";
import type { ListingCounts } from "./counts.ts";
import type { FilterGroup } from "./listing-queries.ts";
import type { TermRow } from "./queries.ts";
import { subCategoriesInScope, type Vocabulary } from "./vocabulary.ts";

/** The rating filter's steps: "4 stars and up" ... "1 star and up". */
const ratingSteps = [4, 3, 2, 1] as const;
const termGroup: Record<TagKind, FilterGroup> = { concern: "concern", chakra: "chakra", intent: "intent" };

/**
 * Terms in scope: with a parent, the terms its menus list (when it has a list for that kind) and
 * any other term that would still find products or is ticked; without one, every term.
 */
function termsInScope(
  vocabulary: Vocabulary,
  kind: TagKind,
  parentId: number | undefined,
  keep: (term: TermRow) => boolean,
): TermRow[] {
  const all = vocabulary.termsOfKind[kind];
  if (parentId === undefined) return [...all];
  const listed = (vocabulary.termsOfParent.get(parentId) ?? []).filter((term) => term.kind === kind);
  if (listed.length === 0) return [...all];
  const listedIds = new Set(listed.map((term) => term.id));
  return [...listed, ...all.filter((term) => !listedIds.has(term.id) && keep(term))];
}

/**
 * Every country some product of the set comes from (under the other groups), A to Z, and a ticked
 * country that would find nothing with a count of 0, so it can be unticked.
 */
function countryOptions(counts: Readonly<Record<string, number>>, ticked: readonly string[]) {
  const options = Object.entries(counts).map(([name, count]) => ({ name, count }));
  const known = new Set(options.map((option) => option.name.toLowerCase()));
  // the ticked names arrive lower case (the cache key's form): shown capitalised
  const titled = (name: string) => name.replace(/(^|[\s-])\p{Ll}/gu, (letter) => letter.toUpperCase());
  for (const name of ticked) if (!known.has(name.toLowerCase())) options.push({ name: titled(name), count: 0 });
  return options.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/**
 * `counts` gives, for each group, the counts of the query's filters with that group left out (the
 * query's own counts when the group is not in use).
 */
export function assembleFacets(
  vocabulary: Vocabulary,
  parentId: number | undefined,
  counts: ListingCounts,
  tickedTermIds: ReadonlySet<number>,
  tickedCountries: readonly string[] = [],
): ListingFacets {
  const byCategory = counts.groups("category");
  const termOptions = (kind: TagKind) => {
    const termCounts = counts.terms(termGroup[kind]);
    const count = (term: TermRow) => termCounts[term.id] ?? 0;
    return termsInScope(vocabulary, kind, parentId, (term) => count(term) > 0 || tickedTermIds.has(term.id)).map(
      (term) => ({ name: term.name, count: count(term) }),
    );
  };
  const stars = counts.groups("rating").stars;
  const atLeast = (min: number) =>
    Object.entries(stars).reduce((sum, [whole, count]) => (Number(whole) >= min ? sum + count : sum), 0);
  const price = counts.groups("price").price;

  return {
    subCategories: subCategoriesInScope(vocabulary, parentId).map((sub) => ({
      name: sub.name,
      count: byCategory.subCategories[sub.id] ?? 0,
      categories: (vocabulary.childrenOf.get(sub.id) ?? []).map((category) => ({
        name: category.name,
        count: byCategory.categories[category.id] ?? 0,
      })),
    })),
    concerns: termOptions("concern"),
    chakra: termOptions("chakra"),
    intents: termOptions("intent"),
    countryOfOrigin: countryOptions(counts.countries, tickedCountries),
    // a rating of 4.5 has 4 whole stars, so "4 and up" is every whole-star count from 4
    rating: ratingSteps.map((min) => ({ min, count: atLeast(min) })),
    price: price ? { min: toRupees(price.min), max: toRupees(price.max) } : { min: null, max: null },
  };
}
