// The listing's and search's SQL (DESIGN.md point 15c). The listing's filters, sorts, paging and
// facet counts run over its index in memory (listing-index.ts, decision 0065); here are the cards
// of a page, read for its rows only, and search (full text, then typo-tolerant, then through the
// synonyms). Everything is parameterized.
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { products } from "../../db/schema.ts";
import type { PageEntry } from "./listing-index.ts";
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

// The variants and images are subqueries of the select list, computed for the page's rows only,
// so a page comes back in one round trip.
const listingColumns = sql`p.id, p.name, p.title, p.name_hi as "nameHi", p.title_hi as "titleHi", p.sku,
  p.parent_category_id as "parentCategoryId", p.sub_category_id as "subCategoryId", p.category_id as "categoryId",
  p.rating, p.review_count as "reviewCount", p.feature_product as "featureProduct", p.best_seller as "bestSeller",
  p.one_of_a_kind as "oneOfAKind", ${variantsJson(sql`p.id`)} as variants, ${imagesJson(sql`p.id`, ["front", "back"])} as images`;

/**
 * The cards of these products (variant 0 shown): a named, prepared statement (parsed once per
 * connection, planned once: the ids change, never the plan), so a busy shop's queue of listings
 * sends their pages' cards together (service.ts gathers them).
 */
export function prepareListingCards(exec: Executor) {
  const prepared = exec
    .select({
      id: products.id,
      name: products.name,
      title: products.title,
      nameHi: products.nameHi,
      titleHi: products.titleHi,
      sku: products.sku,
      parentCategoryId: products.parentCategoryId,
      subCategoryId: products.subCategoryId,
      categoryId: products.categoryId,
      rating: products.rating,
      reviewCount: products.reviewCount,
      featureProduct: products.featureProduct,
      bestSeller: products.bestSeller,
      oneOfAKind: products.oneOfAKind,
      // inside select fields Drizzle writes columns without their table: the subqueries name products.id
      variants: sql<VariantRow[]>`${variantsJson(sql`products.id`)}`,
      images: sql<ImageRow[]>`${imagesJson(sql`products.id`, ["front", "back"])}`,
      variantIndex: sql<number>`0`,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::text[])`)
    .prepare("listing_cards");
  return async (ids: readonly string[]): Promise<ListingRow[]> => prepared.execute({ ids: [...ids] });
}

/**
 * The page's cards (the index chose its products and their variants), in the page's order. A
 * product deleted since the index was read is left out, as a fresh listing would leave it out.
 */
export async function pageCards(
  cardsOf: (ids: readonly string[]) => Promise<(ListingRow | undefined)[]>,
  page: readonly PageEntry[],
): Promise<ListingRow[]> {
  if (page.length === 0) return [];
  const rows = await cardsOf(page.map((entry) => entry.id));
  return page.flatMap((entry, at) => {
    const row = rows[at];
    return row ? [{ ...row, variantIndex: entry.variantIndex }] : [];
  });
}

/** A product search found, in rank order; its card is read apart (service.ts: the listing's cards). */
export interface SearchHit extends Record<string, unknown> {
  id: string;
}

/**
 * A page of search hits (`hits`: a select of product ids) ranked by `rank`, with their number: ids
 * only, so ranking 48 hits does not build 48 cards (the cards shown are read by the listing's
 * prepared card statement, service.ts).
 */
async function searchHits(exec: Executor, hits: SQL, rank: SQL, limit: number) {
  // the hits are found through their own index first (materialized, so the planner cannot swap in
  // the status indexes), then only the public ones are ranked
  const result = await exec.execute<SearchHit & { total: number }>(sql`
    with hits as materialized (${hits})
    select p.id, count(*) over ()::int as total
    from products p join hits on hits.id = p.id
    where p.status = 'active'
    order by ${rank} desc, p.review_count desc, p.id asc
    limit ${limit}
  `);
  return { total: result.rows[0]?.total ?? 0, rows: result.rows.map((row): SearchHit => ({ id: row.id })) };
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
): Promise<{ total: number; rows: Array<SearchHit & { synonymUses: number[] }> }> {
  const queries = [
    ...(search.plain.trim() ? [sql`websearch_to_tsquery('english', ${search.plain})`] : []),
    ...search.parts.map(partQuery),
  ];
  if (queries.length === 0) return { total: 0, rows: [] };
  // the text searched is the expression of products_search_fts_idx, as matching_products reads it
  const result = await exec.execute<SearchHit & { total: number; synonymUses: number[] }>(sql`
    with hits as materialized (
      select id from matching_products(${sql.join(queries, sql` && `)})
      where not (id = any(${sql.param([...except])}::text[]))
    )
    select p.id, count(*) over ()::int as total, found.uses as "synonymUses"
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
    rows: result.rows.map((row) => ({ id: row.id, synonymUses: row.synonymUses.map((at) => at - 1) })),
  };
}
