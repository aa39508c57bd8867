// The listing's SQL (DESIGN.md point 15c): one statement for a page of products, one that counts
// the facets of one or more filter sets, and search (full text, then typo-tolerant). Filters are
// predicates on indexed columns of products (category ids, the GIN-indexed term_ids, rating) and
// on variants.price; sorting and paging happen in the database. Everything is parameterized.
import { type SQL, sql } from "drizzle-orm";
import type { SortOption } from "../../../core/catalogue.ts";
import type { Executor } from "../../db/connection.ts";

/** The filter groups: within a group names are OR-ed, across groups AND-ed. */
export const filterGroups = ["category", "concern", "chakra", "intent", "price", "rating"] as const;
export type FilterGroup = (typeof filterGroups)[number];

/** A listing query with names resolved to ids and rupees to paise (filters.ts builds it). */
export interface ListingFilter {
  parentId?: number;
  featured?: boolean;
  bestSeller?: boolean;
  /**
   * Sub-categories and categories are one group (the spec's ticking rule): a product matches by its
   * category, or by its sub-category when none of that sub-category's categories is chosen.
   */
  categoryGroup?: { categoryIds: number[]; subCategoryIds: number[] };
  concernIds?: number[];
  chakraIds?: number[];
  intentIds?: number[];
  /** Shown price bounds (GST included), paise, inclusive: a product matches when any variant does. */
  price?: { min?: number; max?: number };
  minRating?: number;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

type PriceRange = NonNullable<ListingFilter["price"]>;

function priceRange(price: PriceRange): SQL {
  const bounds = [
    ...(price.min !== undefined ? [sql`v.price >= ${price.min}`] : []),
    ...(price.max !== undefined ? [sql`v.price <= ${price.max}`] : []),
  ];
  return bounds.length ? sql.join(bounds, sql` and `) : sql`true`;
}

/** Unknown names resolve to no ids: the group then matches nothing. */
function termPredicate(termIds: readonly number[]): SQL {
  return termIds.length ? sql`p.term_ids && ${ids(termIds)}` : sql`false`;
}

function categoryPredicate(group: NonNullable<ListingFilter["categoryGroup"]>): SQL {
  const either = [
    ...(group.categoryIds.length ? [sql`p.category_id = any(${ids(group.categoryIds)})`] : []),
    ...(group.subCategoryIds.length ? [sql`p.sub_category_id = any(${ids(group.subCategoryIds)})`] : []),
  ];
  return either.length ? sql`(${sql.join(either, sql` or `)})` : sql`false`;
}

/** Whether filters other than price narrow the products first (then few are left to price-check). */
function narrowedBeforePrice(filter: ListingFilter): boolean {
  return Boolean(filter.categoryGroup || filter.concernIds || filter.chakraIds || filter.intentIds);
}

/**
 * Has the product a variant in the price range? When other filters leave few products, each one
 * probes its own variants (a correlated subquery with LIMIT stays per-row, an index probe). When
 * the price is what narrows, a semi-join lets the planner hash the variants in range once. (The
 * planner, costing disk reads, would hash even for a handful of products: in memory that is the
 * slower way by far.)
 */
function hasVariantInRange(filter: ListingFilter, price: PriceRange): SQL {
  return narrowedBeforePrice(filter)
    ? sql`(select true from variants v where v.product_id = p.id and ${priceRange(price)} limit 1)`
    : sql`exists (select 1 from variants v where v.product_id = p.id and ${priceRange(price)})`;
}

/**
 * Everything a product of `products p` must satisfy: public, in scope, and every group in use.
 * `priceJoined` says the caller's join already keeps only products with a variant in range.
 */
function wherePredicate(filter: ListingFilter, priceJoined = false): SQL {
  const parts = [sql`p.status = 'active'`];
  if (filter.parentId !== undefined) parts.push(sql`p.parent_category_id = ${filter.parentId}`);
  if (filter.featured !== undefined) parts.push(sql`p.feature_product = ${filter.featured}`);
  if (filter.bestSeller !== undefined) parts.push(sql`p.best_seller = ${filter.bestSeller}`);
  if (filter.categoryGroup) parts.push(categoryPredicate(filter.categoryGroup));
  if (filter.concernIds) parts.push(termPredicate(filter.concernIds));
  if (filter.chakraIds) parts.push(termPredicate(filter.chakraIds));
  if (filter.intentIds) parts.push(termPredicate(filter.intentIds));
  if (filter.price && !priceJoined) parts.push(hasVariantInRange(filter, filter.price));
  if (filter.minRating !== undefined) parts.push(sql`p.rating >= ${filter.minRating}::real`);
  return sql.join(parts, sql` and `);
}

/** A product of a page, before its variants and images are loaded. */
export interface ListingRow extends Record<string, unknown> {
  id: string;
  variantIndex: number;
  name: string;
  title: string;
  sku: string;
  parentCategoryId: number;
  subCategoryId: number;
  categoryId: number;
  rating: number;
  reviewCount: number;
  featureProduct: boolean;
  bestSeller: boolean;
}

const listingColumns = sql`p.id, p.name, p.title, p.sku,
  p.parent_category_id as "parentCategoryId", p.sub_category_id as "subCategoryId", p.category_id as "categoryId",
  p.rating, p.review_count as "reviewCount", p.feature_product as "featureProduct", p.best_seller as "bestSeller"`;

/** Every order ends with the product id, so equal keys page stably. */
function sortOrder(sort: SortOption, shownPrice: SQL): SQL {
  switch (sort) {
    case "price_asc":
      return sql`${shownPrice} asc, p.id asc`;
    case "price_desc":
      return sql`${shownPrice} desc, p.id asc`;
    case "rating":
      return sql`p.rating desc, p.review_count desc, p.id asc`;
    case "reviews":
      return sql`p.review_count desc, p.rating desc, p.id asc`;
    case "newest":
      return sql`p.created_at desc, p.id asc`;
    default:
      // featured first, then best sellers, then the newest
      return sql`p.feature_product desc, p.best_seller desc, p.created_at desc, p.id asc`;
  }
}

/** One page of the listing (the total comes from the filter set's counts). */
export async function listingPage(
  exec: Executor,
  filter: ListingFilter,
  sort: SortOption,
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  // With a price filter the card shows the first variant inside it, and price sorts use its price;
  // the join also keeps only the products with a variant in range. As in hasVariantInRange: after
  // other filters each product left looks up its own variants; when the price is what narrows, the
  // variants in range are gathered once, and min(array[position, price]) is a product's first
  // variant in range (arrays compare element by element).
  const { price } = filter;
  const shown = !price
    ? { join: sql``, index: sql`0`, price: sql`p.list_price` }
    : narrowedBeforePrice(filter)
      ? {
          join: sql`cross join lateral (
            select v.position, v.price from variants v
            where v.product_id = p.id and ${priceRange(price)}
            order by v.position limit 1
          ) as shown`,
          index: sql`shown.position::int`,
          price: sql`shown.price`,
        }
      : {
          join: sql`join (
            select v.product_id, min(array[v.position::int, v.price]) as pick
            from variants v where ${priceRange(price)} group by v.product_id
          ) as shown on shown.product_id = p.id`,
          index: sql`shown.pick[1]`,
          price: sql`shown.pick[2]`,
        };
  const result = await exec.execute<ListingRow>(sql`
    select ${listingColumns}, ${shown.index} as "variantIndex"
    from products p ${shown.join}
    where ${wherePredicate(filter, true)}
    order by ${sortOrder(sort, shown.price)}
    limit ${limit} offset ${offset}
  `);
  return result.rows;
}

/** One row of `filterSetCountRows`. */
export interface SetCountRow extends Record<string, unknown> {
  /** Index of the filter set in the call. */
  set: number;
  facet: "all" | "sub" | "category" | "stars" | "term";
  /** Category id, whole stars (floor of the rating), term id, or 0 for "all". */
  key: number;
  count: number;
  /** Lowest and highest list price (paise), on the "all" row. */
  low: number | null;
  high: number | null;
}

/**
 * Counts the products of each filter set: in all, per sub-category, per category, per whole star
 * rating, per term, and their price range, in one statement for every set asked. Each set's
 * products are gathered once (narrow sets through the indexes), then counted in two passes.
 */
export async function filterSetCountRows(exec: Executor, filters: readonly ListingFilter[]): Promise<SetCountRow[]> {
  if (filters.length === 0) return [];
  const setTables = filters.map((filter, index) => {
    const name = sql.raw(`set_${index}`);
    return {
      name,
      cte: sql`${name} as materialized (
        select p.sub_category_id, p.category_id, floor(p.rating)::int as stars, p.list_price, p.term_ids
        from products p where ${wherePredicate(filter)}
      )`,
    };
  });
  // grouping() has a bit per column, set when the column is not grouped: 3 = 011 is the
  // sub-category set, 5 = 101 the category set, 6 = 110 the rating set, 7 the grand total
  const counts = setTables.flatMap(({ name }, index) => [
    sql`select ${index}::int as set,
        case grouping(sub_category_id, category_id, stars)
          when 3 then 'sub' when 5 then 'category' when 6 then 'stars' else 'all' end as facet,
        coalesce(sub_category_id, category_id, stars, 0) as key,
        count(*)::int as count, min(list_price) as low, max(list_price) as high
      from ${name}
      group by grouping sets ((sub_category_id), (category_id), (stars), ())`,
    sql`select ${index}::int, 'term', tagged.term, count(*)::int, null, null
      from (select unnest(term_ids) as term from ${name}) as tagged
      group by tagged.term`,
  ]);
  const result = await exec.execute<SetCountRow>(sql`
    with ${sql.join(
      setTables.map((table) => table.cte),
      sql`, `,
    )}
    ${sql.join(counts, sql` union all `)}
  `);
  return result.rows;
}

/** A page of search hits (`hits`: a select of product ids) ranked by `rank`, with their number. */
async function searchHits(exec: Executor, hits: SQL, rank: SQL, limit: number) {
  // the hits are found through their own index first (materialized, so the planner cannot swap in
  // the status indexes), then only the public ones are ranked
  const result = await exec.execute<ListingRow & { total: number }>(sql`
    with hits as materialized (${hits})
    select ${listingColumns}, 0 as "variantIndex", count(*) over ()::int as total
    from products p join hits on hits.id = p.id
    where p.status = 'active'
    order by ${rank} desc, p.review_count desc, p.id asc
    limit ${limit}
  `);
  return { total: result.rows[0]?.total ?? 0, rows: result.rows };
}

/**
 * Products whose text has every word of the query (full text, stemmed, over the indexed
 * expression: name, title, categories, tags, terms and description), best name match first.
 */
export function textSearchPage(exec: Executor, query: string, limit: number) {
  return searchHits(
    exec,
    sql`select p.id from products p
      where to_tsvector('english', p.search_text || ' ' || p.description) @@ websearch_to_tsquery('english', ${query})`,
    sql`word_similarity(${query}, p.name)`,
    limit,
  );
}

/**
 * Products whose short text resembles the query despite typos ('amethist', 'rose quarts'):
 * trigram word similarity at or above the transaction's pg_trgm.word_similarity_threshold, which
 * the `%>` operator reads when it uses the trigram index. Products in `except` are left out.
 */
export function typoSearchPage(exec: Executor, query: string, limit: number, except: readonly string[]) {
  return searchHits(
    exec,
    // (select ...) hides the text from the planner: estimating %> for a known text computes word
    // similarity against every value in its statistics sample, milliseconds for each plan
    sql`select p.id from products p
      where p.search_text %> (select ${query}::text) and not (p.id = any(${sql.param([...except])}::text[]))`,
    sql`word_similarity(${query}, p.name)`,
    limit,
  );
}

/** The listing columns of the given public (active) products, variant 0 shown. */
export async function publicListingRows(exec: Executor, productIds: readonly string[]): Promise<ListingRow[]> {
  if (productIds.length === 0) return [];
  const result = await exec.execute<ListingRow>(sql`
    select ${listingColumns}, 0 as "variantIndex"
    from products p
    where p.id = any(${sql.param([...productIds])}::text[]) and p.status = 'active'`);
  return result.rows;
}
