// A listing query's filters in one canonical form (the cache keys), split into their groups, and
// resolved against the catalogue's names into the ids and paise the SQL works with.
import { fromRupees } from "../../../core/money.ts";
import type { ListingQuery } from "../../../core/schemas/catalogue.ts";
import type { FilterGroup, ListingFilter } from "./listing-queries.ts";
import { categoryIdsNamed, parentBySlug, termIdsNamed, type Vocabulary } from "./vocabulary.ts";

export function normalizeFilters(query: ListingQuery) {
  // names match case-insensitively and in any order, so they are keyed that way
  const names = (list: readonly string[] | undefined) =>
    [...new Set((list ?? []).map((name) => name.trim().toLowerCase()).filter(Boolean))].sort();
  return {
    parentCategory: query.parentCategory ?? null,
    featured: query.featured ?? null,
    bestSeller: query.bestSeller ?? null,
    subCategory: names(query.subCategory),
    category: names(query.category),
    concerns: names(query.concerns),
    chakra: names(query.chakra),
    intents: names(query.intents),
    countryOfOrigin: names(query.countryOfOrigin),
    minPrice: query.minPrice === undefined ? null : fromRupees(query.minPrice),
    maxPrice: query.maxPrice === undefined ? null : fromRupees(query.maxPrice),
    // "0 stars and up" is every product
    rating: query.rating ? query.rating : null,
  };
}

export type Filters = ReturnType<typeof normalizeFilters>;

export function groupInUse(filters: Filters, group: FilterGroup): boolean {
  switch (group) {
    case "category":
      return filters.subCategory.length > 0 || filters.category.length > 0;
    case "concern":
      return filters.concerns.length > 0;
    case "chakra":
      return filters.chakra.length > 0;
    case "intent":
      return filters.intents.length > 0;
    case "origin":
      return filters.countryOfOrigin.length > 0;
    case "price":
      return filters.minPrice !== null || filters.maxPrice !== null;
    case "rating":
      return filters.rating !== null;
  }
}

/** The same filters with one group dropped: what that group's facet options are counted under. */
export function withoutGroup(filters: Filters, group: FilterGroup): Filters {
  switch (group) {
    case "category":
      return { ...filters, subCategory: [], category: [] };
    case "concern":
      return { ...filters, concerns: [] };
    case "chakra":
      return { ...filters, chakra: [] };
    case "intent":
      return { ...filters, intents: [] };
    case "origin":
      return { ...filters, countryOfOrigin: [] };
    case "price":
      return { ...filters, minPrice: null, maxPrice: null };
    case "rating":
      return { ...filters, rating: null };
  }
}

/** Unknown names resolve to no ids, so their group matches nothing (never an error). */
export function resolveFilter(known: Vocabulary, filters: Filters): ListingFilter {
  const filter: ListingFilter = {};
  if (filters.parentCategory !== null) {
    // a known slug whose category is not in the database yet simply matches nothing
    filter.parentId = parentBySlug(known, filters.parentCategory)?.id ?? -1;
  }
  if (filters.featured !== null) filter.featured = filters.featured;
  if (filters.bestSeller !== null) filter.bestSeller = filters.bestSeller;
  if (groupInUse(filters, "category")) {
    const categoryIds = categoryIdsNamed(known, 2, filters.category);
    // a chosen category narrows its own sub-category; a sub-category without chosen categories counts whole
    const narrowed = new Set(categoryIds.map((id) => known.categories.get(id)?.parentId));
    const subCategoryIds = categoryIdsNamed(known, 1, filters.subCategory).filter((id) => !narrowed.has(id));
    filter.categoryGroup = { categoryIds, subCategoryIds };
  }
  if (groupInUse(filters, "concern")) filter.concernIds = termIdsNamed(known, "concern", filters.concerns);
  if (groupInUse(filters, "chakra")) filter.chakraIds = termIdsNamed(known, "chakra", filters.chakra);
  if (groupInUse(filters, "intent")) filter.intentIds = termIdsNamed(known, "intent", filters.intents);
  if (groupInUse(filters, "origin")) filter.countries = filters.countryOfOrigin;
  if (groupInUse(filters, "price")) {
    filter.price = {
      ...(filters.minPrice !== null ? { min: filters.minPrice } : {}),
      ...(filters.maxPrice !== null ? { max: filters.maxPrice } : {}),
    };
  }
  if (filters.rating !== null) filter.minRating = filters.rating;
  return filter;
}
