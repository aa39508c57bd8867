// Reads /shop's query string into the page's state with the listing schema of GET /api/products, so
// the page and the API accept exactly the same parameters. Used by the loader on the server only
// (the schema library stays out of the page's JavaScript).
import { listingQuerySchema } from "../../core/schemas/catalogue.ts";
import { listNames, type ShopState, type ViewMode, viewModes } from "./listing-url.ts";

const schemaKeys = ["parentCategory", ...listNames, "minPrice", "maxPrice", "rating", "sort", "page"] as const;

/**
 * Reads /shop's query string. Lists come as the API's JSON-encoded lists, or as repeated values
 * (what the filter form sends without JavaScript). A parameter the listing schema refuses is
 * dropped, so a mistyped link still shows the shop.
 */
export function readShopParams(params: URLSearchParams): ShopState {
  const raw: Record<string, string | string[]> = {};
  for (const key of schemaKeys) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    raw[key] = (listNames as readonly string[]).includes(key) && values.length > 1 ? values : (values[0] ?? "");
  }
  let parsed = listingQuerySchema.safeParse(raw);
  for (let attempt = 0; !parsed.success && attempt < schemaKeys.length; attempt++) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = listingQuerySchema.safeParse(raw);
  }
  const query = parsed.success ? parsed.data : listingQuerySchema.parse({});
  const view = params.get("view");
  return {
    filters: {
      parentCategory: query.parentCategory ?? null,
      subCategory: query.subCategory,
      category: query.category,
      concerns: query.concerns,
      chakra: query.chakra,
      intents: query.intents,
      countryOfOrigin: query.countryOfOrigin ?? [],
      // ₹0 is the floor anyway, and "0 stars and up" is every product
      minPrice: query.minPrice ? query.minPrice : null,
      maxPrice: query.maxPrice ?? null,
      rating: query.rating ? Math.floor(query.rating) : null,
    },
    sort: query.sort,
    page: query.page,
    view: (viewModes as readonly string[]).includes(view ?? "") ? (view as ViewMode) : "grid-3",
  };
}
