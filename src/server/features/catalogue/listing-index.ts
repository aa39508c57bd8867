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
import {
  addTo,
  emptySet,
  fullSet,
  has,
  intersect,
  membersOf,
  type ProductSet,
  subtract,
  unite,
} from "./product-set.ts";

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

/** The index: its products, and the sets and orders the listing reads them by (product-set.ts). */
export interface ListingIndex {
  products: readonly IndexedProduct[];
  byParent: ReadonlyMap<number, ProductSet>;
  bySubCategory: ReadonlyMap<number, ProductSet>;
  byCategory: ReadonlyMap<number, ProductSet>;
  byTerm: ReadonlyMap<number, ProductSet>;
  /** By the country in lower case, as the filter matches it. */
  byCountry: ReadonlyMap<string, ProductSet>;
  /** By the country as stored, '' left out: the origin facet's options. */
  byCountryName: ReadonlyMap<string, ProductSet>;
  /** By whole star (the floor of the rating, 0 to 5). */
  byStar: ReadonlyMap<number, ProductSet>;
  featured: ProductSet;
  bestSeller: ProductSet;
  ratings: Float64Array;
  /** Product i's variant prices are prices[priceStarts[i]] up to (not including) prices[priceStarts[i + 1]]. */
  priceStarts: Int32Array;
  prices: Float64Array;
  /** Product positions by list price, lowest first (the price facet's bounds). */
  byListPrice: Int32Array;
  /** Product positions in each sort's order by the first variant's price, made when first asked. */
  orders: Map<SortOption, Int32Array>;
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
  return buildListingIndex(result.rows);
}

/** The sets and orders of a list of products (their positions are the sets' bits). */
export function buildListingIndex(products: readonly IndexedProduct[]): ListingIndex {
  const size = products.length;
  const setIn = <K>(sets: Map<K, ProductSet>, key: K) => {
    const set = sets.get(key) ?? emptySet(size);
    sets.set(key, set);
    return set;
  };
  const byParent = new Map<number, ProductSet>();
  const bySubCategory = new Map<number, ProductSet>();
  const byCategory = new Map<number, ProductSet>();
  const byTerm = new Map<number, ProductSet>();
  const byCountry = new Map<string, ProductSet>();
  const byCountryName = new Map<string, ProductSet>();
  const byStar = new Map<number, ProductSet>();
  const featured = emptySet(size);
  const bestSeller = emptySet(size);
  const ratings = new Float64Array(size);
  const priceStarts = new Int32Array(size + 1);
  const prices = new Float64Array(products.reduce((sum, product) => sum + product.variantPrices.length, 0));
  products.forEach((product, position) => {
    addTo(setIn(byParent, product.parentCategoryId), position);
    addTo(setIn(bySubCategory, product.subCategoryId), position);
    addTo(setIn(byCategory, product.categoryId), position);
    for (const term of new Set(product.termIds)) addTo(setIn(byTerm, term), position);
    addTo(setIn(byCountry, product.country), position);
    if (product.countryOfOrigin !== "") addTo(setIn(byCountryName, product.countryOfOrigin), position);
    addTo(setIn(byStar, Math.floor(product.rating)), position);
    if (product.featureProduct) addTo(featured, position);
    if (product.bestSeller) addTo(bestSeller, position);
    ratings[position] = product.rating;
    const start = priceStarts[position] ?? 0;
    product.variantPrices.forEach((paise, variant) => {
      prices[start + variant] = paise;
    });
    priceStarts[position + 1] = start + product.variantPrices.length;
  });
  const byListPrice = Int32Array.from(products.keys()).sort(
    (a, b) => (products[a]?.listPrice ?? 0) - (products[b]?.listPrice ?? 0) || a - b,
  );
  return {
    products,
    byParent,
    bySubCategory,
    byCategory,
    byTerm,
    byCountry,
    byCountryName,
    byStar,
    featured,
    bestSeller,
    ratings,
    priceStarts,
    prices,
    byListPrice,
    orders: new Map(),
  };
}

type PriceRange = NonNullable<ListingFilter["price"]>;

/** Inclusive at both ends; a missing bound is open. */
const inRange = (price: PriceRange, paise: number) =>
  (price.min === undefined || paise >= price.min) && (price.max === undefined || paise <= price.max);

/** The union of the sets of these keys (an unknown key adds nothing). */
function unionOf<K>(index: ListingIndex, sets: ReadonlyMap<K, ProductSet>, keys: readonly K[]): ProductSet {
  const union = emptySet(index.products.length);
  for (const key of keys) {
    const set = sets.get(key);
    if (set) unite(union, set);
  }
  return union;
}

/** The products with a variant whose shown price is in the range. */
function inPriceRange(index: ListingIndex, price: PriceRange): ProductSet {
  const set = emptySet(index.products.length);
  const { priceStarts, prices } = index;
  for (let position = 0; position < index.products.length; position += 1) {
    const end = priceStarts[position + 1] ?? 0;
    for (let at = priceStarts[position] ?? 0; at < end; at += 1) {
      if (inRange(price, prices[at] ?? 0)) {
        addTo(set, position);
        break;
      }
    }
  }
  return set;
}

function ratedAtLeast(index: ListingIndex, minRating: number): ProductSet {
  const set = emptySet(index.products.length);
  index.ratings.forEach((rating, position) => {
    if (rating >= minRating) addTo(set, position);
  });
  return set;
}

/**
 * The products each filter group in use lets through. Within a group names are OR-ed (an unknown
 * name resolves to no ids, and its group then lets nothing through); groups are AND-ed by partition.
 */
function groupSets(index: ListingIndex, filter: ListingFilter): Map<FilterGroup, ProductSet> {
  const groups = new Map<FilterGroup, ProductSet>();
  const group = filter.categoryGroup;
  if (group) {
    groups.set(
      "category",
      unite(
        unionOf(index, index.byCategory, group.categoryIds),
        unionOf(index, index.bySubCategory, group.subCategoryIds),
      ),
    );
  }
  if (filter.concernIds) groups.set("concern", unionOf(index, index.byTerm, filter.concernIds));
  if (filter.chakraIds) groups.set("chakra", unionOf(index, index.byTerm, filter.chakraIds));
  if (filter.intentIds) groups.set("intent", unionOf(index, index.byTerm, filter.intentIds));
  if (filter.countries) groups.set("origin", unionOf(index, index.byCountry, filter.countries));
  if (filter.price) groups.set("price", inPriceRange(index, filter.price));
  if (filter.minRating !== undefined) groups.set("rating", ratedAtLeast(index, filter.minRating));
  return groups;
}

/**
 * The products matching the filter, and for each group in use the products matching every OTHER
 * group: a group's facet options are counted over those. What no facet leaves out (the parent
 * category, featured, best seller) narrows them all.
 */
export interface Partition {
  index: ListingIndex;
  matching: ProductSet;
  withoutGroup: ReadonlyMap<FilterGroup, ProductSet>;
}

export function partition(index: ListingIndex, filter: ListingFilter): Partition {
  const size = index.products.length;
  const scope = fullSet(size);
  if (filter.parentId !== undefined) intersect(scope, index.byParent.get(filter.parentId) ?? emptySet(size));
  if (filter.featured !== undefined) (filter.featured ? intersect : subtract)(scope, index.featured);
  if (filter.bestSeller !== undefined) (filter.bestSeller ? intersect : subtract)(scope, index.bestSeller);
  const groups = groupSets(index, filter);
  const matching = scope.slice();
  for (const set of groups.values()) intersect(matching, set);
  const withoutGroup = new Map<FilterGroup, ProductSet>();
  for (const left of groups.keys()) {
    const others = scope.slice();
    for (const [group, set] of groups) if (group !== left) intersect(others, set);
    withoutGroup.set(left, others);
  }
  return { index, matching, withoutGroup };
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

/** Product positions in the sort's order, the first variant's price for the price sorts; kept on the index. */
function sortedPositions(index: ListingIndex, sort: SortOption): Int32Array {
  let order = index.orders.get(sort);
  if (!order) {
    const shown = index.products.map((product) => ({ product, variantIndex: 0, price: product.listPrice }));
    const compare = sortOrder(sort);
    order = Int32Array.from(index.products.keys()).sort((a, b) => compare(shown[a] as Shown, shown[b] as Shown));
    index.orders.set(sort, order);
  }
  return order;
}

/**
 * One page of the listing. With a price filter a card shows the first variant inside the range, and
 * the price sorts use that variant's price; without one, the first variant's (and the page is read
 * off the sort's order, kept on the index, without sorting).
 */
export function listingPageEntries(
  { index, matching }: Partition,
  filter: ListingFilter,
  sort: SortOption,
  limit: number,
  offset: number,
): PageEntry[] {
  const { price } = filter;
  const variantShown = (product: IndexedProduct) =>
    price ? product.variantPrices.findIndex((paise) => inRange(price, paise)) : 0;
  if (price && (sort === "price_asc" || sort === "price_desc")) {
    const shown: Shown[] = [];
    for (const position of membersOf(matching)) {
      const product = index.products[position] as IndexedProduct;
      const variantIndex = variantShown(product);
      shown.push({ product, variantIndex, price: product.variantPrices[variantIndex] ?? product.listPrice });
    }
    shown.sort(sortOrder(sort));
    return shown
      .slice(offset, offset + limit)
      .map((entry) => ({ id: entry.product.id, variantIndex: entry.variantIndex }));
  }
  const page: PageEntry[] = [];
  let skipped = 0;
  for (const position of sortedPositions(index, sort)) {
    if (page.length === limit) break;
    if (!has(matching, position)) continue;
    if (skipped < offset) {
      skipped += 1;
      continue;
    }
    const product = index.products[position] as IndexedProduct;
    page.push({ id: product.id, variantIndex: variantShown(product) });
  }
  return page;
}
