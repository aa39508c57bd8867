// The listing's index (decision 0065): every row of listing_products (the narrow copy of the active
// products: category ids, term ids, the variants' shown prices, rating, sort keys), read in one
// statement and kept in the catalogue cache, so it is dropped and read again whenever the catalogue
// or stock changes, here or on another instance. The listing's filters, its sorts, its paging and
// every facet count are answered from it in memory: an uncached listing sends one statement (its
// page's cards) instead of two that the database planned and ran for every price range a shopper
// tried. These are the listing's filter rules, in one place.
import { sql } from "drizzle-orm";
import type { SortOption } from "../../../core/catalogue.ts";
import type { Executor } from "../../db/connection.ts";
import type { FilterGroup, ListingFilter } from "./listing-queries.ts";

/** A product as the listing filters, sorts and counts it. */
export interface IndexedProduct extends Record<string, unknown> {
  id: string;
  parentCategoryId: number;
  subCategoryId: number;
  categoryId: number;
  /** Concern, chakra and intent term ids. */
  termIds: readonly number[];
  /** The first variant's shown price (GST included), paise. */
  listPrice: number;
  /** Every variant's shown price in position order, paise. */
  variantPrices: readonly number[];
  rating: number;
  reviewCount: number;
  featureProduct: boolean;
  bestSeller: boolean;
  /** Creation time to the microsecond, as fixed-width digits (compares as the time does). */
  created: string;
  /** As stored ('' when none) and in lower case, as the filter matches it. */
  countryOfOrigin: string;
  country: string;
}

export interface ListingIndex {
  products: readonly IndexedProduct[];
}

/** Every listed product, in one statement. */
export async function loadListingIndex(exec: Executor): Promise<ListingIndex> {
  const result = await exec.execute<IndexedProduct>(sql`
    select id, parent_category_id as "parentCategoryId", sub_category_id as "subCategoryId",
      category_id as "categoryId", term_ids as "termIds", list_price as "listPrice",
      variant_prices as "variantPrices", rating, review_count as "reviewCount",
      feature_product as "featureProduct", best_seller as "bestSeller",
      to_char(created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as created,
      country_of_origin as "countryOfOrigin", lower(country_of_origin) as country
    from listing_products`);
  return { products: result.rows };
}

type PriceRange = NonNullable<ListingFilter["price"]>;

/** Inclusive at both ends; a missing bound is open. */
const inRange = (price: PriceRange, paise: number) =>
  (price.min === undefined || paise >= price.min) && (price.max === undefined || paise <= price.max);

const sharesAny = (have: readonly number[], wanted: readonly number[]) => {
  for (const id of have) if (wanted.includes(id)) return true;
  return false;
};

/** A bit per filter group; `scope` for what no facet leaves out (parent category, featured, best seller). */
const bits: Record<FilterGroup, number> = {
  category: 1,
  concern: 2,
  chakra: 4,
  intent: 8,
  origin: 16,
  price: 32,
  rating: 64,
};
const scope = 128;

/**
 * The groups of the filter the product fails, as bits (0: it matches). Within a group names are
 * OR-ed, across groups AND-ed; an unknown name resolves to no ids and its group then matches nothing.
 */
function failedGroups(product: IndexedProduct, filter: ListingFilter): number {
  if (
    (filter.parentId !== undefined && product.parentCategoryId !== filter.parentId) ||
    (filter.featured !== undefined && product.featureProduct !== filter.featured) ||
    (filter.bestSeller !== undefined && product.bestSeller !== filter.bestSeller)
  ) {
    return scope;
  }
  let failed = 0;
  const group = filter.categoryGroup;
  if (
    group &&
    !group.categoryIds.includes(product.categoryId) &&
    !group.subCategoryIds.includes(product.subCategoryId)
  ) {
    failed |= bits.category;
  }
  if (filter.concernIds && !sharesAny(product.termIds, filter.concernIds)) failed |= bits.concern;
  if (filter.chakraIds && !sharesAny(product.termIds, filter.chakraIds)) failed |= bits.chakra;
  if (filter.intentIds && !sharesAny(product.termIds, filter.intentIds)) failed |= bits.intent;
  if (filter.countries && !filter.countries.includes(product.country)) failed |= bits.origin;
  const { price } = filter;
  if (price && !product.variantPrices.some((paise) => inRange(price, paise))) failed |= bits.price;
  if (filter.minRating !== undefined && product.rating < filter.minRating) failed |= bits.rating;
  return failed;
}

/**
 * The products matching the filter, and for each group the ones failing that group alone: a
 * group's facet options are counted over the products matching every OTHER group, which are the
 * matching ones and those. One pass over the index.
 */
export interface Partition {
  matching: IndexedProduct[];
  failingOnly: Map<FilterGroup, IndexedProduct[]>;
}

export function partition(index: ListingIndex, filter: ListingFilter): Partition {
  const matching: IndexedProduct[] = [];
  const failingOnly = new Map<FilterGroup, IndexedProduct[]>();
  const groupOfBit = new Map(Object.entries(bits).map(([group, bit]) => [bit, group as FilterGroup]));
  for (const product of index.products) {
    const failed = failedGroups(product, filter);
    if (failed === 0) {
      matching.push(product);
      continue;
    }
    const group = groupOfBit.get(failed);
    if (!group) continue;
    const list = failingOnly.get(group);
    if (list) list.push(product);
    else failingOnly.set(group, [product]);
  }
  return { matching, failingOnly };
}

/** A product of a page and the variant its card shows. */
export interface PageEntry {
  id: string;
  variantIndex: number;
}

interface Shown {
  product: IndexedProduct;
  variantIndex: number;
  price: number;
}

const byId = (a: Shown, b: Shown) => (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0);
const descending = (a: number | string | boolean, b: number | string | boolean) => (a > b ? -1 : a < b ? 1 : 0);

/** Every order ends with the product id, so equal keys page stably. */
function sortOrder(sort: SortOption): (a: Shown, b: Shown) => number {
  switch (sort) {
    case "price_asc":
      return (a, b) => a.price - b.price || byId(a, b);
    case "price_desc":
      return (a, b) => b.price - a.price || byId(a, b);
    case "rating":
      return (a, b) =>
        descending(a.product.rating, b.product.rating) ||
        descending(a.product.reviewCount, b.product.reviewCount) ||
        byId(a, b);
    case "reviews":
      return (a, b) =>
        descending(a.product.reviewCount, b.product.reviewCount) ||
        descending(a.product.rating, b.product.rating) ||
        byId(a, b);
    case "newest":
      return (a, b) => descending(a.product.created, b.product.created) || byId(a, b);
    default:
      // featured first, then best sellers, then the newest
      return (a, b) =>
        descending(a.product.featureProduct, b.product.featureProduct) ||
        descending(a.product.bestSeller, b.product.bestSeller) ||
        descending(a.product.created, b.product.created) ||
        byId(a, b);
  }
}

/**
 * One page of the listing. With a price filter a card shows the first variant inside the range, and
 * the price sorts use that variant's price; without one, the first variant's.
 */
export function listingPageEntries(
  matching: readonly IndexedProduct[],
  filter: ListingFilter,
  sort: SortOption,
  limit: number,
  offset: number,
): PageEntry[] {
  const { price } = filter;
  const shown: Shown[] = matching.map((product) => {
    if (!price) return { product, variantIndex: 0, price: product.listPrice };
    const variantIndex = product.variantPrices.findIndex((paise) => inRange(price, paise));
    return { product, variantIndex, price: product.variantPrices[variantIndex] ?? product.listPrice };
  });
  shown.sort(sortOrder(sort));
  return shown
    .slice(offset, offset + limit)
    .map((entry) => ({ id: entry.product.id, variantIndex: entry.variantIndex }));
}
