// The /shop page's state lives in its URL: the filters with the parameter names of GET /api/products
// (shop-links.ts writes them), plus sort, page and view mode. This module writes a state into a
// canonical URL and says which parts of it belong in the canonical link; read-shop-params.ts reads
// a URL back (on the server only: it needs the listing schema, which pages' bundles can do without).
import { type ParentSlug, parentCategories, type SortOption, sortOptions } from "../../core/catalogue.ts";
import type { ListingQuery } from "../../core/schemas/catalogue.ts";
import { shopHref } from "../components/shop-links.ts";

export const viewModes = ["grid-3", "grid-2"] as const;
export type ViewMode = (typeof viewModes)[number];

export const listNames = ["subCategory", "category", "concerns", "chakra", "intents", "countryOfOrigin"] as const;
export type ListName = (typeof listNames)[number];

export interface ShopFilterState {
  parentCategory: ParentSlug | null;
  subCategory: string[];
  category: string[];
  concerns: string[];
  chakra: string[];
  intents: string[];
  /** Countries of origin (Legal Metrology rule 6(10A)). */
  countryOfOrigin: string[];
  /** Rupees on the shown price; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** "n stars and up"; null: any rating. */
  rating: number | null;
}

export interface ShopState {
  filters: ShopFilterState;
  sort: SortOption;
  page: number;
  view: ViewMode;
}

export const emptyFilters: ShopFilterState = {
  parentCategory: null,
  subCategory: [],
  category: [],
  concerns: [],
  chakra: [],
  intents: [],
  countryOfOrigin: [],
  minPrice: null,
  maxPrice: null,
  rating: null,
};

export const sortLabels: Record<SortOption, string> = {
  default: "Featured",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  rating: "Rating: High to Low",
  reviews: "Most Reviewed",
  newest: "Newest",
};

/** The same, short enough for the phone bar. */
export const shortSortLabels: Record<SortOption, string> = {
  default: "Featured",
  price_asc: "Low to high",
  price_desc: "High to low",
  rating: "Top rated",
  reviews: "Most reviewed",
  newest: "Newest",
};

/** The catalogue service's query for a shop state (12 a page). */
export function listingQueryOf(state: ShopState): ListingQuery {
  const { filters } = state;
  return {
    ...(filters.parentCategory ? { parentCategory: filters.parentCategory } : {}),
    subCategory: filters.subCategory,
    category: filters.category,
    concerns: filters.concerns,
    chakra: filters.chakra,
    intents: filters.intents,
    countryOfOrigin: filters.countryOfOrigin,
    ...(filters.minPrice !== null ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.rating !== null ? { rating: filters.rating } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: 12,
  };
}

/** `/shop?…` for a state, parameters always in one order; defaults (page 1, grid-3) left out. */
export function shopUrl(state: ShopState): string {
  const { filters } = state;
  const base = shopHref({
    ...(filters.parentCategory ? { parentCategory: filters.parentCategory } : {}),
    subCategory: filters.subCategory,
    category: filters.category,
    concerns: filters.concerns,
    chakra: filters.chakra,
    intents: filters.intents,
    countryOfOrigin: filters.countryOfOrigin,
    ...(filters.minPrice !== null ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.rating !== null ? { rating: filters.rating } : {}),
    sort: state.sort,
  });
  const extra = new URLSearchParams();
  if (state.page > 1) extra.set("page", String(state.page));
  if (state.view !== "grid-3") extra.set("view", state.view);
  const tail = extra.toString();
  if (!tail) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${tail}`;
}

/**
 * The canonical link: the collection a page shows (parent, categories and tags, and the page number),
 * without the ways of looking at it (sort, view) or the narrowing a shopper does on top (price, rating).
 */
export function canonicalShopUrl(state: ShopState): string {
  return shopUrl({
    filters: { ...state.filters, minPrice: null, maxPrice: null, rating: null },
    sort: "default",
    page: state.page,
    view: "grid-3",
  });
}

/** A new state with changed filters: back to page 1, sort and view kept. */
export function withFilters(state: ShopState, filters: Partial<ShopFilterState>): ShopState {
  return { ...state, filters: { ...state.filters, ...filters }, page: 1 };
}

/** Whether any filter (the parent category included) narrows the listing. */
export function hasFilters(filters: ShopFilterState): boolean {
  return (
    filters.parentCategory !== null ||
    listNames.some((name) => filters[name].length > 0) ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.rating !== null
  );
}

/** How many filters a shopper has chosen (the mobile Filter button's badge). */
export function filterCount(filters: ShopFilterState): number {
  const lists = listNames.reduce((sum, name) => sum + filters[name].length, 0);
  return (
    lists +
    (filters.parentCategory ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.rating !== null ? 1 : 0)
  );
}

export function parentName(slug: ParentSlug): string {
  return parentCategories.find((parent) => parent.slug === slug)?.name ?? slug;
}

export function isSortOption(value: string): value is SortOption {
  return (sortOptions as readonly string[]).includes(value);
}

// ── navigation state: autoSelects (spec, "Shop") ───────────────────────────────────────────

const autoSelectTypes: Record<string, ListName> = {
  productCategories: "subCategory",
  categories: "category",
  concerns: "concerns",
  chakra: "chakra",
  intents: "intents",
};

/**
 * The spec's navigation state `autoSelects` (one item or a list of { type, value }) added to a
 * state's filters; null when the navigation state carries none. Anything malformed is ignored.
 */
export function applyAutoSelects(state: ShopState, navigationState: unknown): ShopState | null {
  if (typeof navigationState !== "object" || navigationState === null) return null;
  const given = (navigationState as { autoSelects?: unknown }).autoSelects;
  if (given === undefined || given === null) return null;
  const items = Array.isArray(given) ? given : [given];
  const filters = { ...state.filters };
  for (const item of items) {
    if (typeof item !== "object" || item === null) continue;
    const { type, value } = item as { type?: unknown; value?: unknown };
    const list = typeof type === "string" ? autoSelectTypes[type] : undefined;
    const values = (Array.isArray(value) ? value : [value]).filter(
      (entry): entry is string => typeof entry === "string" && entry.trim() !== "",
    );
    if (!list || values.length === 0) continue;
    filters[list] = [...new Set([...filters[list], ...values.map((entry) => entry.trim())])];
  }
  return { ...state, filters, page: 1 };
}
