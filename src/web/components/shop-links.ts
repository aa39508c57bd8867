// Links into the shop listing with filters chosen through the URL. The parameter names and their
// JSON-encoded lists are those of GET /api/products (core/schemas/catalogue.ts), so the /shop page
// reads them with the same listingQuerySchema. Every menu, tile and footer link is built here.
import type { ParentSlug, SortOption } from "../../core/catalogue.ts";

export interface ShopFilters {
  parentCategory?: ParentSlug;
  subCategory?: readonly string[];
  category?: readonly string[];
  concerns?: readonly string[];
  chakra?: readonly string[];
  intents?: readonly string[];
  countryOfOrigin?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  sort?: SortOption;
}

const listParams = ["subCategory", "category", "concerns", "chakra", "intents", "countryOfOrigin"] as const;

/** `/shop?parentCategory=aura-jewels&category=["Pendant"]` (URL-encoded); `/shop` with no filters. */
export function shopHref(filters: ShopFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.parentCategory) params.set("parentCategory", filters.parentCategory);
  for (const name of listParams) {
    const values = filters[name];
    if (values && values.length > 0) params.set(name, JSON.stringify(values));
  }
  if (filters.minPrice !== undefined) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("maxPrice", String(filters.maxPrice));
  if (filters.rating !== undefined) params.set("rating", String(filters.rating));
  if (filters.sort && filters.sort !== "default") params.set("sort", filters.sort);
  const query = params.toString();
  return query ? `/shop?${query}` : "/shop";
}
