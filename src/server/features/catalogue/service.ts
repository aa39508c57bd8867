// The catalogue's rules: what a listing answers (page, total, facets), which products are public,
// and how every read is cached (DESIGN.md point 15b: the cache is emptied whenever the catalogue or
// stock changes). Filters are normalized and resolved in filters.ts. Knows nothing of HTTP.

import { defaultPageSize, maxPageSize, parseProductPathId, type TagKind } from "../../../core/catalogue.ts";
import {
  type CategoryTree,
  type ListingItem,
  type ListingPage,
  type ListingQuery,
  type ProductDetail,
  searchPageSize,
} from "../../../core/schemas/catalogue.ts";
import type { SearchAnswer } from "../../../core/schemas/search.ts";
import type { AppContext } from "../../context.ts";
import { answerBytes } from "../../http/kept-answers.ts";
import { readSettings } from "../settings/service.ts";
import { batchManyWhileBusy, batchWhileBusy } from "./batch.ts";
import { listingCounts } from "./counts.ts";
import { assembleFacets } from "./facets.ts";
import { normalizeFilters, resolveFilter } from "./filters.ts";
import { type ListingIndex, listingPageEntries, loadListingIndex, partition } from "./listing-index.ts";
import { type ListingRow, pageCards, prepareListingCards, publicListingRows } from "./listing-queries.ts";
import {
  categoryRows,
  type ProductWithParts,
  prepareProductsWithParts,
  publicProductStamps,
  termParentRows,
  termRows,
} from "./queries.ts";
import { searchRows } from "./search.ts";
import { ImageIndex, listingItems, productDetail } from "./serialize.ts";
import { type SynonymIndex, synonymIndex } from "./synonym-match.ts";
import { allSynonyms } from "./synonym-queries.ts";
import { buildVocabulary, parentBySlug, type Vocabulary } from "./vocabulary.ts";

const reviewsShown = 20;

function vocabulary(ctx: AppContext): Promise<Vocabulary> {
  return ctx.cache.get("catalogue:vocabulary", async () => {
    const [categories, terms, termParents] = await Promise.all([
      categoryRows(ctx.db),
      termRows(ctx.db),
      termParentRows(ctx.db),
    ]);
    return buildVocabulary(categories, terms, termParents);
  });
}

// ── Categories and term lists ──────────────────────────────────────────────────────────────

export function categoryTree(ctx: AppContext): Promise<CategoryTree> {
  return ctx.cache.get("catalogue:categories", async () => {
    const known = await vocabulary(ctx);
    return known.parents.map((parent) => ({
      parentCategory: parent.name,
      slug: parent.slug,
      subCategories: (known.childrenOf.get(parent.id) ?? []).map((sub) => ({
        subCategory: sub.name,
        slug: sub.slug,
        categories: (known.childrenOf.get(sub.id) ?? []).map((category) => category.name),
      })),
    }));
  });
}

/** The categories' Hindi names by their English names (decision 0063): what /hi pages call them. */
export function hindiCategoryNames(ctx: AppContext): Promise<Readonly<Record<string, string>>> {
  return ctx.cache.get("catalogue:category-names-hi", async () => {
    const known = await vocabulary(ctx);
    const names: Record<string, string> = {};
    for (const row of known.categories.values()) if (row.nameHi && !(row.name in names)) names[row.name] = row.nameHi;
    return names;
  });
}

/**
 * Names of the concerns, chakras or intents, in the shop's order; with a parent category's slug,
 * the ones that parent's menus list. Null when there is no such parent category.
 */
export function tagList(ctx: AppContext, kind: TagKind, parentSlug?: string): Promise<string[] | null> {
  return ctx.cache.get(`catalogue:tags:${kind}:${parentSlug ?? ""}`, async () => {
    const known = await vocabulary(ctx);
    if (parentSlug === undefined) return known.termsOfKind[kind].map((term) => term.name);
    const parent = parentBySlug(known, parentSlug);
    if (!parent) return null;
    return (known.termsOfParent.get(parent.id) ?? []).filter((term) => term.kind === kind).map((term) => term.name);
  });
}

// ── Listing ────────────────────────────────────────────────────────────────────────────────

/** A page of products with their variants and front/back images, shaped as listing cards. */
function cards(known: Vocabulary, rows: readonly ListingRow[]): ListingItem[] {
  const images = new ImageIndex(rows.flatMap((row) => row.images));
  return listingItems(
    rows,
    rows.flatMap((row) => row.variants),
    images,
    known,
  );
}

/** The listing's index (decision 0065): read once, then again after any catalogue or stock change. */
function listingIndex(ctx: AppContext): Promise<ListingIndex> {
  return ctx.cache.get("catalogue:listing-index", () => loadListingIndex(ctx.db));
}

/** The listings' and searches' cards, per shop (cardLoader). */
const cardLoaders = new WeakMap<AppContext, (ids: readonly string[]) => Promise<(ListingRow | undefined)[]>>();

/** A card read lately, for the catalogue generation it was read in. */
interface KeptCard {
  row: ListingRow | undefined;
  generation: number;
  at: number;
}

/** Cards are kept as long as the catalogue cache keeps its answers, and at most this many. */
const cardTtlMs = 5 * 60_000;
const maxKeptCards = 20_000;

/**
 * Cards by product id for listing pages and search results: the ones read since the catalogue or
 * stock last changed (the catalogue cache's generation, here or on another instance) and in the
 * last 5 minutes, as a cached listing answer would show them, come from memory; the others are read
 * in one statement with the other listings' asked at the same time (batch.ts). A product shown by
 * many listings (filters, sorts, pages, searches) is read once, not once per listing.
 */
function cardLoader(ctx: AppContext) {
  let cards = cardLoaders.get(ctx);
  if (!cards) {
    const read = prepareListingCards(ctx.db);
    const load = batchManyWhileBusy(async (ids: string[]) => new Map((await read(ids)).map((row) => [row.id, row])), {
      inFlight: ctx.dbKind === "pglite" ? 1 : 4,
      maxBatch: 200,
    });
    const kept = new Map<string, KeptCard>();
    cards = async (ids) => {
      const generation = ctx.cache.generation();
      const now = Date.now();
      const found = new Map<string, ListingRow | undefined>();
      for (const id of ids) {
        const hit = kept.get(id);
        if (hit && hit.generation === generation && now - hit.at < cardTtlMs) found.set(id, hit.row);
      }
      const missing = [...new Set(ids.filter((id) => !found.has(id)))];
      if (missing.length > 0) {
        const rows = await load(missing);
        missing.forEach((id, at) => {
          found.set(id, rows[at]);
          kept.delete(id);
          // read while the catalogue changed: not kept (the next asker reads it again)
          if (ctx.cache.generation() === generation) kept.set(id, { row: rows[at], generation, at: now });
        });
        for (const [oldest] of kept) {
          if (kept.size <= maxKeptCards) break;
          kept.delete(oldest);
        }
      }
      return ids.map((id) => found.get(id));
    };
    cardLoaders.set(ctx, cards);
  }
  return cards;
}

/** A page of the shop listing with its total and the filter panel's counts. */
export function listProducts(ctx: AppContext, query: ListingQuery): Promise<ListingPage> {
  const filters = normalizeFilters(query);
  const sort = query.sort ?? "default";
  // pages call this directly (without the route's validation): keep their numbers in bounds too
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? defaultPageSize)), maxPageSize);
  const key = `catalogue:listing:${JSON.stringify({ filters, sort, page, pageSize })}`;
  return ctx.cache.get(key, async () => {
    const [known, index] = await Promise.all([vocabulary(ctx), listingIndex(ctx)]);
    const filter = resolveFilter(known, filters);
    const found = partition(index, filter);
    const counts = listingCounts(found);
    const rows = await pageCards(
      cardLoader(ctx),
      listingPageEntries(found, filter, sort, pageSize, (page - 1) * pageSize),
    );
    const ticked = new Set([...(filter.concernIds ?? []), ...(filter.chakraIds ?? []), ...(filter.intentIds ?? [])]);
    return {
      products: cards(known, rows),
      total: counts.total,
      page,
      pageSize,
      facets: assembleFacets(known, filter.parentId, counts, ticked, filters.countryOfOrigin),
    };
  });
}

// ── Product ────────────────────────────────────────────────────────────────────────────────

/** A product as pages use it, and as the API sends it: serialized once, with its ETag. */
export interface ProductAnswer {
  detail: ProductDetail;
  /** The JSON answer, byte for byte what `res.json(detail)` would send. */
  json: Buffer;
  /** Express's own weak ETag of those bytes (W/"length-sha1"), so conditional requests work as before. */
  etag: string;
}

/** The product pages asked at the same time, read in one statement (batch.ts), per shop. */
const productLoaders = new WeakMap<AppContext, (id: string) => Promise<ProductWithParts | undefined>>();

function productLoader(ctx: AppContext) {
  let load = productLoaders.get(ctx);
  if (!load) {
    const read = prepareProductsWithParts(ctx.db, reviewsShown);
    load = batchWhileBusy(
      async (ids: string[]) => new Map((await read(ids)).map((found) => [found.product.id, found])),
      // the embedded database runs one statement at a time; a server runs several
      { inFlight: ctx.dbKind === "pglite" ? 1 : 4, maxBatch: 50 },
    );
    productLoaders.set(ctx, load);
  }
  return load;
}

async function loadProduct(ctx: AppContext, id: string): Promise<ProductAnswer | null> {
  const [found, known, settings] = await Promise.all([productLoader(ctx)(id), vocabulary(ctx), readSettings(ctx)]);
  if (!found) return null;
  const { product, variants, images, reviews, starCounts } = found;
  const detail = productDetail({
    product,
    variants,
    images: new ImageIndex(images),
    reviews,
    starCounts,
    vocabulary: known,
    labs: settings.claims.labs,
  });
  return { detail, ...answerBytes(detail) };
}

/**
 * A public (active) product with its variants, images and latest reviews, and its JSON answer;
 * null when there is none. The page id form "{productId}-{variantIndex}" is understood too.
 */
export function productAnswer(ctx: AppContext, id: string): Promise<ProductAnswer | null> {
  return ctx.cache.get(`catalogue:product:${id}`, async () => {
    const product = await loadProduct(ctx, id);
    if (product) return product;
    const fromPath = parseProductPathId(id);
    return fromPath ? loadProduct(ctx, fromPath.productId) : null;
  });
}

/**
 * The product's answer when the cache holds it already (undefined otherwise, and for a product
 * that is not there): the product lane (http/fast-lane.ts) sends it without going through Express.
 */
export function cachedProductAnswer(ctx: AppContext, id: string): ProductAnswer | undefined {
  return ctx.cache.peek<ProductAnswer | null>(`catalogue:product:${id}`) ?? undefined;
}

/** The product (see productAnswer) as pages and other features use it. */
export async function getProduct(ctx: AppContext, id: string): Promise<ProductDetail | null> {
  return (await productAnswer(ctx, id))?.detail ?? null;
}

// ── Search ─────────────────────────────────────────────────────────────────────────────────

/** The search synonyms read for search (synonym-match.ts), kept until the catalogue or they change. */
function synonyms(ctx: AppContext): Promise<SynonymIndex> {
  return ctx.cache.get("catalogue:synonyms", async () => synonymIndex(await allSynonyms(ctx.db)));
}

/**
 * Products ranked by relevance to the words typed, as listing cards (search.ts: full text, typo
 * search, the synonyms); a card found through a synonym says which ("sphatik" read as clear quartz).
 */
export function searchProducts(ctx: AppContext, query: string, limit = 20): Promise<SearchAnswer> {
  const words = query.trim().replace(/\s+/g, " ").toLowerCase();
  return ctx.cache.get(`catalogue:search:${limit}:${words}`, async () => {
    if (words === "") return { products: [], total: 0 };
    const [known, index] = await Promise.all([vocabulary(ctx), synonyms(ctx)]);
    // counted as the results page counts (typo matches join when full text finds less than a
    // page), so a dropdown of five and the page agree on the total
    const found = await searchRows(ctx.db, words, Math.max(limit, searchPageSize), index);
    const shown = found.rows.slice(0, limit);
    const reasons = new Map(shown.map((row) => [row.id, row.synonyms]));
    // only the shown products' cards, read as the listing reads its page's (prepared, batched)
    const rows = await pageCards(
      cardLoader(ctx),
      shown.map((row) => ({ id: row.id, variantIndex: 0 })),
    );
    const products = cards(known, rows).map((card) => {
      const synonyms = reasons.get(card._id);
      return synonyms ? { ...card, synonyms } : card;
    });
    return { products, total: found.total };
  });
}

// ── Sitemap ────────────────────────────────────────────────────────────────────────────────

export type ProductStamp = Awaited<ReturnType<typeof publicProductStamps>>[number];

/** Every public product's id, parent category slug and last change (the sitemap's list). */
export function productStamps(ctx: AppContext): Promise<ProductStamp[]> {
  return ctx.cache.get("catalogue:product-stamps", () => publicProductStamps(ctx.db));
}

// ── Cards for chosen variants ──────────────────────────────────────────────────────────────

/**
 * Listing cards showing the chosen variants (the wishlist), in the order given. Products that are
 * not public, and variants that are gone, are left out.
 */
export async function listingCards(
  ctx: AppContext,
  picks: ReadonlyArray<{ productId: string; variantId: string }>,
): Promise<Array<{ productId: string; variantId: string; product: ListingItem }>> {
  if (picks.length === 0) return [];
  const ids = [...new Set(picks.map((pick) => pick.productId))];
  const [known, rows] = await Promise.all([vocabulary(ctx), publicListingRows(ctx.db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found: Array<{ productId: string; variantId: string; product: ListingItem }> = [];
  for (const pick of picks) {
    const row = byId.get(pick.productId);
    const variantIndex = row?.variants.findIndex((variant) => variant.id === pick.variantId) ?? -1;
    if (!row || variantIndex < 0) continue;
    const [product] = cards(known, [{ ...row, variantIndex }]);
    if (product) found.push({ productId: pick.productId, variantId: pick.variantId, product });
  }
  return found;
}
