// The listing's SQL (DESIGN.md point 15c): one statement for a page of products, one that counts
// the facets of one or more filter sets, and search (full text, then typo-tolerant). Filters, facet
// counts and sorts read listing_products, the narrow copy of the active products (category ids, the
// GIN-indexed term_ids, rating, the variants' shown prices kept in the row; schema.ts), and join
// products only for the page's rows; sorting and paging happen in the database. Everything is
// parameterized.
import { type SQL, sql } from "drizzle-orm";
import type { SortOption } from "../../../core/catalogue.ts";
import type { Executor } from "../../db/connection.ts";
import { type ImageRow, imagesJson, type VariantRow, variantsJson } from "./queries.ts";

/** The filter groups: within a group names are OR-ed, across groups AND-ed. */
export const filterGroups = ["category", "concern", "chakra", "intent", "origin", "price", "rating"] as const;
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
  /** Countries of origin, lower case (matched case-insensitively). */
  countries?: string[];
  /** Shown price bounds (GST included), paise, inclusive: a product matches when any variant does. */
  price?: { min?: number; max?: number };
  minRating?: number;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

type PriceRange = NonNullable<ListingFilter["price"]>;

/** The price filter as an inclusive range of paise (a missing bound is open). */
function priceRange(price: PriceRange): SQL {
  const bound = (paise: number | undefined) => (paise === undefined ? sql`null` : sql`${paise}`);
  return sql`int4range(${bound(price.min)}::int, ${bound(price.max)}::int, '[]')`;
}

/**
 * Has the product a variant in the price range? Tested in the row: `variant_prices` holds every
 * variant's shown price (denormalize.ts), so no variant is looked up.
 */
function hasVariantInRange(price: PriceRange): SQL {
  return emptyRange(price) ? sql`false` : sql`${priceRange(price)} @> any(p.variant_prices)`;
}

/** int4range refuses a lower bound above the upper one: such a filter matches nothing. */
function emptyRange(price: PriceRange): boolean {
  return price.min !== undefined && price.max !== undefined && price.min > price.max;
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

/**
 * Everything a product of `listing_products p` must satisfy: in scope, and every group in use (the
 * table holds public, active products only).
 */
function wherePredicate(filter: ListingFilter): SQL {
  const parts: SQL[] = [];
  if (filter.parentId !== undefined) parts.push(sql`p.parent_category_id = ${filter.parentId}`);
  if (filter.featured !== undefined) parts.push(sql`p.feature_product = ${filter.featured}`);
  if (filter.bestSeller !== undefined) parts.push(sql`p.best_seller = ${filter.bestSeller}`);
  if (filter.categoryGroup) parts.push(categoryPredicate(filter.categoryGroup));
  if (filter.concernIds) parts.push(termPredicate(filter.concernIds));
  if (filter.chakraIds) parts.push(termPredicate(filter.chakraIds));
  if (filter.intentIds) parts.push(termPredicate(filter.intentIds));
  if (filter.countries) parts.push(sql`lower(p.country_of_origin) = any(${sql.param([...filter.countries])}::text[])`);
  if (filter.price) parts.push(hasVariantInRange(filter.price));
  if (filter.minRating !== undefined) parts.push(sql`p.rating >= ${filter.minRating}::real`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** A product of a page with its variants and front/back images: the raw listing card. */
export interface ListingRow extends Record<string, unknown> {
  id: string;
  variantIndex: number;
  name: string;
  title: string;
  nameHi: string | null;
  titleHi: string | null;
  sku: string;
  parentCategoryId: number;
  subCategoryId: number;
  categoryId: number;
  rating: number;
  reviewCount: number;
  featureProduct: boolean;
  bestSeller: boolean;
  /** A piece of its own (decision 0055): its sold-out variant may only be held while someone pays. */
  oneOfAKind: boolean;
  /** Every variant, in position order. */
  variants: VariantRow[];
  /** The product's and its variants' front and back images. */
  images: ImageRow[];
}

// The variants and images are subqueries of the select list, computed for the page's rows only
// (after the sort and limit), so a page comes back in one round trip.
const listingColumns = sql`p.id, p.name, p.title, p.name_hi as "nameHi", p.title_hi as "titleHi", p.sku,
  p.parent_category_id as "parentCategoryId", p.sub_category_id as "subCategoryId", p.category_id as "categoryId",
  p.rating, p.review_count as "reviewCount", p.feature_product as "featureProduct", p.best_seller as "bestSeller",
  p.one_of_a_kind as "oneOfAKind", ${variantsJson(sql`p.id`)} as variants, ${imagesJson(sql`p.id`, ["front", "back"])} as images`;

/** Every order ends with the product id, so equal keys page stably. `row` names the relation. */
function sortOrder(sort: SortOption, shownPrice: SQL, row: "p" | "page"): SQL {
  const r = sql.raw(row);
  switch (sort) {
    case "price_asc":
      return sql`${shownPrice} asc, ${r}.id asc`;
    case "price_desc":
      return sql`${shownPrice} desc, ${r}.id asc`;
    case "rating":
      return sql`${r}.rating desc, ${r}.review_count desc, ${r}.id asc`;
    case "reviews":
      return sql`${r}.review_count desc, ${r}.rating desc, ${r}.id asc`;
    case "newest":
      return sql`${r}.created_at desc, ${r}.id asc`;
    default:
      // featured first, then best sellers, then the newest
      return sql`${r}.feature_product desc, ${r}.best_seller desc, ${r}.created_at desc, ${r}.id asc`;
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
  // With a price filter the card shows the first variant inside it, and price sorts use its price:
  // found in the row's variant prices (position order), for the products the filters keep.
  const { price } = filter;
  if (price && emptyRange(price)) return [];
  const shown = !price
    ? { join: sql``, index: sql`0`, price: sql`p.list_price` }
    : {
        join: sql`cross join lateral (
          select (u.ordinal - 1)::int as position, u.price
          from unnest(p.variant_prices) with ordinality as u(price, ordinal)
          where ${priceRange(price)} @> u.price
          order by u.ordinal limit 1
        ) as shown`,
        index: sql`shown.position`,
        price: sql`shown.price`,
      };
  // the page is chosen in the narrow table first; its cards' parts are then loaded for its rows
  // alone (not for the rows the offset skips), and the few rows are put back in order
  const result = await exec.execute<ListingRow>(sql`
    select ${listingColumns}, page.variant_index as "variantIndex"
    from (
      select p.id, p.rating, p.review_count, p.feature_product, p.best_seller, p.created_at,
        ${shown.index} as variant_index, ${shown.price} as shown_price
      from listing_products p ${shown.join}
      where ${wherePredicate(filter)}
      order by ${sortOrder(sort, shown.price, "p")}
      limit ${limit} offset ${offset}
    ) as page
    join products p on p.id = page.id
    order by ${sortOrder(sort, sql`page.shown_price`, "page")}
  `);
  return result.rows;
}

/** What is counted of a filter set (counts.ts): its aggregate, or its products per term. */
export type CountPart = "groups" | "terms" | "countries";

/** One row of `countRows`: a cell of a set's aggregate, or one term's count. */
export interface CountRow extends Record<string, unknown> {
  /** Index of the filter set in the call. */
  set: number;
  /** Set on a term's row; null on the aggregate's cells. */
  term: number | null;
  subCategoryId: number | null;
  categoryId: number | null;
  /** Whole stars (the floor of the rating). */
  stars: number | null;
  count: number;
  /** Lowest and highest list price (paise) of the cell. */
  low: number | null;
  high: number | null;
  /** Set on a country's row (its products counted by country of origin). */
  country: string | null;
}

/**
 * Counts the asked parts of each filter set, every set in one statement. The aggregate is one
 * GROUP BY (sub-category, category, whole stars) whose cells the caller adds up into the total,
 * price range and per-option counts; terms are counted over the unnested term arrays. A set
 * counted both ways is gathered once (a materialized CTE), through the indexes.
 */
export async function countRows(
  exec: Executor,
  sets: ReadonlyArray<{ filter: ListingFilter; parts: readonly CountPart[] }>,
): Promise<CountRow[]> {
  if (sets.length === 0) return [];
  const ctes: SQL[] = [];
  const selects = sets.flatMap(({ filter, parts }, index) => {
    const both = parts.length > 1;
    const name = sql.raw(`set_${index}`);
    if (both) {
      ctes.push(sql`${name} as materialized (
        select p.sub_category_id, p.category_id, p.rating, p.list_price, p.term_ids, p.country_of_origin
        from listing_products p where ${wherePredicate(filter)}
      )`);
    }
    const from = both ? sql`${name} p` : sql`listing_products p`;
    const where = both ? sql`true` : wherePredicate(filter);
    return parts.map((part) =>
      part === "groups"
        ? sql`select ${index}::int, null::int, p.sub_category_id, p.category_id, floor(p.rating)::int,
            count(*)::int, min(p.list_price), max(p.list_price), null::text
          from ${from} where ${where}
          group by p.sub_category_id, p.category_id, floor(p.rating)::int`
        : part === "countries"
          ? sql`select ${index}::int, null::int, null::int, null::int, null::int, count(*)::int, null::int, null::int,
            p.country_of_origin
          from ${from} where ${where} and p.country_of_origin <> ''
          group by p.country_of_origin`
          : // unnest in the select list (a ProjectSet) costs about half of a lateral function scan per row
            sql`select ${index}::int, tagged.term, null::int, null::int, null::int, count(*)::int, null::int, null::int,
            null::text
          from (select unnest(p.term_ids) as term from ${from} where ${where}) as tagged
          group by tagged.term`,
    );
  });
  const result = await exec.execute<CountRow>(sql`
    ${ctes.length ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
    select set, term, sub_category_id as "subCategoryId", category_id as "categoryId", stars, count, low, high, country
    from (${sql.join(selects, sql` union all `)})
      as counted(set, term, sub_category_id, category_id, stars, count, low, high, country)
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
 * expression: name, title, categories, tags, terms and description), best name match first. The
 * database function matching_products (migration 0009) finds them through the index.
 */
export function textSearchPage(exec: Executor, query: string, limit: number) {
  return searchHits(
    exec,
    sql`select id from matching_products(websearch_to_tsquery('english', ${query}))`,
    sql`word_similarity(${query}, p.name)`,
    limit,
  );
}

/** A word typed, a word of the catalogue that resembles it, and how much (word similarity). */
export interface WordMatch extends Record<string, unknown> {
  typed: string;
  word: string;
  similarity: number;
}

/**
 * The catalogue's words (search_words) resembling each word typed ('amethist' → amethyst): word
 * similarity of `minSimilarity` or more, found through the trigram index by the database function
 * similar_words (migration 0009), which sets what the index search needs for itself. A short list,
 * so this is quick however many products carry the words.
 */
export async function similarWords(
  exec: Executor,
  typed: readonly string[],
  minSimilarity: number,
): Promise<WordMatch[]> {
  if (typed.length === 0) return [];
  const result = await exec.execute<WordMatch>(
    sql`select typed, word, similarity from similar_words(${sql.param([...typed])}::text[], ${minSimilarity}::real)`,
  );
  return result.rows;
}

/**
 * Full-text search again, with each word typed replaced by the catalogue words that resemble it
 * (`wordSets`, one list per word, from similarWords): the products having, for every word, one of
 * its look-alikes, best name match first. Products in `except` are left out.
 */
export function typoSearchPage(
  exec: Executor,
  query: string,
  wordSets: readonly (readonly string[])[],
  limit: number,
  except: readonly string[],
) {
  // words hold letters and digits only (denormalize.ts splits on everything else), so they cannot
  // be read as tsquery operators
  const corrected = wordSets.map((words) => `(${words.join(" | ")})`).join(" & ");
  return searchHits(
    exec,
    sql`select id from matching_products(to_tsquery('english', ${corrected}))
      where not (id = any(${sql.param([...except])}::text[]))`,
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

/**
 * One word (or term) typed in a search read through the synonyms (decision 0057), and what may stand
 * for it in full-text search, any one of which a product must have: the words typed themselves,
 * catalogue look-alikes (typo search) and the meanings of the synonyms it matched, each a phrase.
 */
export interface SearchPart {
  typed: string | null;
  lookAlikes: readonly string[];
  meanings: readonly string[];
}

/** A synonym a search used: what was typed and the meaning it was read as, for a result's reason. */
export interface SynonymUse {
  typed: string;
  means: string;
}

function partQuery(part: SearchPart): SQL {
  const alternatives: SQL[] = [];
  if (part.typed) alternatives.push(sql`plainto_tsquery('english', ${part.typed})`);
  // look-alikes are words of search_words (letters and digits only), so not tsquery operators
  if (part.lookAlikes.length > 0) alternatives.push(sql`to_tsquery('english', ${part.lookAlikes.join(" | ")})`);
  for (const meaning of part.meanings) alternatives.push(sql`phraseto_tsquery('english', ${meaning})`);
  return sql`(${sql.join(alternatives, sql` || `)})`;
}

/**
 * A page of the products matching a search read through the synonyms: `plain` (the words no synonym
 * covered, full text as typed; may be empty) and every part. Ranked first by how many of `literal`
 * (the words typed that synonyms covered) the product's own text has, so "sphatik mala" puts a
 * mala before a bracelet ("mala" stands for bracelet too), then by the name's likeness to `rank`
 * (the query with each term read as its meaning). Each row names the synonym uses (indexes into
 * `uses`) it was found through: the meaning is in its text and the word typed is not.
 */
export async function synonymSearchPage(
  exec: Executor,
  search: {
    plain: string;
    parts: readonly SearchPart[];
    rank: string;
    literal: readonly string[];
    uses: readonly SynonymUse[];
  },
  limit: number,
  except: readonly string[],
): Promise<{ total: number; rows: Array<ListingRow & { synonymUses: number[] }> }> {
  const queries = [
    ...(search.plain.trim() ? [sql`websearch_to_tsquery('english', ${search.plain})`] : []),
    ...search.parts.map(partQuery),
  ];
  if (queries.length === 0) return { total: 0, rows: [] };
  // the text searched is the expression of products_search_fts_idx, as matching_products reads it
  const result = await exec.execute<ListingRow & { total: number; synonymUses: number[] }>(sql`
    with hits as materialized (
      select id from matching_products(${sql.join(queries, sql` && `)})
      where not (id = any(${sql.param([...except])}::text[]))
    )
    select ${listingColumns}, 0 as "variantIndex", count(*) over ()::int as total, found.uses as "synonymUses"
    from products p join hits on hits.id = p.id
    cross join lateral (select to_tsvector('english', p.search_text || ' ' || p.description) as text) doc
    cross join lateral (
      select
        (select count(*) from unnest(${sql.param([...search.literal])}::text[]) as typed(word)
          where doc.text @@ plainto_tsquery('english', typed.word))::int as literal,
        array(select used.at::int
          from unnest(${sql.param(search.uses.map((use) => use.typed))}::text[],
            ${sql.param(search.uses.map((use) => use.means))}::text[]) with ordinality as used(typed, means, at)
          where doc.text @@ phraseto_tsquery('english', used.means)
            and not doc.text @@ plainto_tsquery('english', used.typed)
          order by used.at) as uses
    ) found
    where p.status = 'active'
    order by found.literal desc, word_similarity(${search.rank}, p.name) desc, p.review_count desc, p.id asc
    limit ${limit}
  `);
  return {
    total: result.rows[0]?.total ?? 0,
    rows: result.rows.map((row) => ({ ...row, synonymUses: row.synonymUses.map((at) => at - 1) })),
  };
}
