// The catalogue's plain reads: the category tree and terms, the variants and images of a page of
// products, and one product with everything its page shows. The listing, facet and search
// statements live in listing-queries.ts.
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import {
  categories,
  kitComponents,
  media,
  orderItems,
  orders,
  productImages,
  products,
  reviews,
  tagTermParents,
  tagTerms,
  variants,
} from "../../db/schema.ts";
import { sellableStockOf, variantSellableStock } from "../../db/stock.ts";

export function categoryRows(exec: Executor) {
  return exec
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      name: categories.name,
      nameHi: categories.nameHi,
      slug: categories.slug,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
}

export function termRows(exec: Executor) {
  return exec
    .select({ id: tagTerms.id, kind: tagTerms.kind, name: tagTerms.name, slug: tagTerms.slug })
    .from(tagTerms)
    .orderBy(asc(tagTerms.position), asc(tagTerms.id));
}

export function termParentRows(exec: Executor) {
  return exec
    .select({ termId: tagTermParents.termId, parentCategoryId: tagTermParents.parentCategoryId })
    .from(tagTermParents)
    .orderBy(asc(tagTermParents.parentCategoryId), asc(tagTermParents.position), asc(tagTermParents.termId));
}

export type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];
export type TermRow = Awaited<ReturnType<typeof termRows>>[number];
export type TermParentRow = Awaited<ReturnType<typeof termParentRows>>[number];

/**
 * When a sold-out variant's units come back unless paid for: the soonest payment window of the
 * unpaid online orders holding it (null when none holds it, or it is not sold out). The product page
 * of a one-of-a-kind piece says so (decision 0055); the payment-window job releases it then.
 */
function heldUntilSql(variantId: SQL, productId: SQL, stock: SQL): SQL<string | null> {
  return sql<string | null>`case when ${stock} = 0 then (
        select min(o.payment_due_at) from ${orderItems} oi join ${orders} o on o.id = oi.order_id
        where oi.product_id = ${productId} and oi.variant_id = ${variantId} and oi.stock_held > 0
          and o.order_status = 'pending_payment' and o.payment_due_at > now()
      ) end`;
}

const variantFields = {
  id: variants.id,
  productId: variants.productId,
  position: variants.position,
  variantname: variants.variantname,
  sku: variants.sku,
  size: variants.size,
  color: variants.color,
  price: variants.price,
  mrp: variants.mrp,
  gstRate: variants.gstRate,
  hsn: variants.hsn,
  stock: variantSellableStock(),
  weightGrams: variants.weightGrams,
  heldUntil: heldUntilSql(sql`${variants.id}`, sql`${variants.productId}`, variantSellableStock()),
  specifications: variants.specifications,
  declarations: variants.declarations,
  certificate: variants.certificate,
  subscribeEvery: variants.subscribeEvery,
  subscribeDiscount: variants.subscribeDiscount,
  featureProduct: variants.featureProduct,
  bestSeller: variants.bestSeller,
  rating: variants.rating,
};

/** Every variant of the given products, in position order. */
export function variantsOf(exec: Executor, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return exec
    .select(variantFields)
    .from(variants)
    .where(inArray(variants.productId, [...productIds]))
    .orderBy(asc(variants.productId), asc(variants.position));
}

/** One piece of a kit as its product page lists it (decision 0059): its product, name and quantity per kit. */
export interface KitPieceRow {
  productId: string;
  variantId: string;
  name: string;
  variantname: string;
  quantity: number;
  /** The piece's variant index on its product page (its place among the product's variants). */
  variantIndex: number;
  /** Its product is on sale (active): only then is its page linked. */
  public: boolean;
}

/** A variant row; the product page's also carries what a kit holds (null: not a kit). */
export type VariantRow = Awaited<ReturnType<typeof variantsOf>>[number] & { kitContents?: KitPieceRow[] | null };

type ImageRole = (typeof productImages.$inferSelect)["role"];

/** Images of the given products (and of their variants), optionally only some roles, in position order. */
export function imagesOf(exec: Executor, productIds: readonly string[], roles?: readonly ImageRole[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  const ofProducts = inArray(productImages.productId, [...productIds]);
  return exec
    .select({
      productId: productImages.productId,
      variantId: productImages.variantId,
      role: productImages.role,
      mediaKey: productImages.mediaKey,
      title: productImages.title,
    })
    .from(productImages)
    .where(roles ? and(ofProducts, inArray(productImages.role, [...roles])) : ofProducts)
    .orderBy(asc(productImages.productId), asc(productImages.role), asc(productImages.position));
}

export type ImageRow = Awaited<ReturnType<typeof imagesOf>>[number];

export type ProductRow = typeof products.$inferSelect;

/** A review as the product page shows it: no e-mail (it is never selected). */
export interface ReviewRow {
  id: string;
  rating: number;
  title: string;
  reviewText: string;
  name: string;
  /** ISO 8601 (it arrives through JSON). */
  createdAt: string;
  youtubeURL: string | null;
  variantId: string | null;
  verifiedPurchase: boolean;
  /** The review's uploads that exist, in order; kind and type decide the URL shape. */
  media: Array<{ key: string; kind: "image" | "video"; contentType: string }>;
}

/**
 * The pieces of the kit `variantId` names (a column of the outer query), as a JSON array of
 * KitPieceRow in the kit's order; null when the variant is no kit.
 */
function kitContentsJson(variantId: SQL): SQL {
  return sql`(
        select json_agg(json_build_object(
          'productId', c.product_id, 'variantId', c.id, 'name', p.name, 'variantname', c.variantname,
          'quantity', k.quantity, 'public', p.status = 'active',
          'variantIndex', (select count(*) from ${variants} o where o.product_id = c.product_id and o.position < c.position)
        ) order by k.position)
        from ${kitComponents} k
        join ${variants} c on c.id = k.component_variant_id
        join ${products} p on p.id = c.product_id
        where k.kit_variant_id = ${variantId}
      )`;
}

/**
 * Every variant of the product `productId` names (a column of the outer query), as a JSON array
 * of VariantRow in position order. The page of a listing and the product page both load them so;
 * the product page's with what each kit holds (`kitContents`).
 */
export function variantsJson(productId: SQL, options: { kitContents?: boolean } = {}): SQL {
  const contents = options.kitContents ? sql`, 'kitContents', ${kitContentsJson(sql`v.id`)}` : sql``;
  return sql`coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'productId', v.product_id, 'position', v.position, 'variantname', v.variantname,
          'sku', v.sku, 'size', v.size, 'color', v.color, 'price', v.price, 'mrp', v.mrp,
          'gstRate', v.gst_rate, 'hsn', v.hsn, 'stock', sellable.stock, 'specifications', v.specifications,
          'featureProduct', v.feature_product, 'bestSeller', v.best_seller, 'rating', v.rating,
          'declarations', v.declarations, 'certificate', v.certificate, 'weightGrams', v.weight_grams,
          'subscribeEvery', v.subscribe_every, 'subscribeDiscount', v.subscribe_discount,
          'heldUntil', ${heldUntilSql(sql`v.id`, sql`v.product_id`, sql`sellable.stock`)}${contents}
        ) order by v.position)
        from ${variants} v
        -- the sellable stock once per variant (a kit's is a subquery over its components)
        cross join lateral (select ${sellableStockOf(sql`v.id`, sql`v.stock`)} as stock) as sellable
        where v.product_id = ${productId}
      ), '[]'::json)`;
}

/** The images of the product `productId` names (and of its variants), as a JSON array of ImageRow. */
export function imagesJson(productId: SQL, roles?: readonly ImageRole[]): SQL {
  const ofRoles = roles ? sql` and i.role = any(${sql.param([...roles])}::text[])` : sql``;
  return sql`coalesce((
        select json_agg(json_build_object(
          'productId', i.product_id, 'variantId', i.variant_id, 'role', i.role, 'mediaKey', i.media_key, 'title', i.title
        ) order by i.role, i.position)
        from ${productImages} i where i.product_id = ${productId}${ofRoles}
      ), '[]'::json)`;
}

/**
 * Active products (drafts and archived products are not public) with their variants, images,
 * latest published reviews and the number of published reviews per star rating, in one statement:
 * the product page is the most requested single read, and each round trip to the database counts
 * (service.ts gathers the product pages asked at the same time into one call).
 *
 * The statement is named and prepared (call the function returned with the ids): parsed once per
 * connection, and planned once when PostgreSQL settles on its generic plan, which saves PGlite
 * about a millisecond of planning per call. Safe on the embedded database because its connections drop the names an
 * earlier connection prepared (PgliteSessionClient in db/connection.ts). Listings are not
 * prepared: their best plan depends on the values asked for.
 */
export function prepareProductsWithParts(exec: Executor, reviewLimit: number) {
  const prepared = productsWithPartsQuery(exec, sql.placeholder("ids"), reviewLimit).prepare("product_pages");
  return (ids: readonly string[]) => prepared.execute({ ids: [...ids] });
}

function productsWithPartsQuery(exec: Executor, ids: SQLWrapper, reviewLimit: number) {
  // (inside select fields Drizzle writes columns without their table, so the subqueries name products.id)
  return exec
    .select({
      product: products,
      variants: sql<VariantRow[]>`${variantsJson(sql`products.id`, { kitContents: true })}`,
      images: sql<ImageRow[]>`${imagesJson(sql`products.id`)}`,
      reviews: sql<ReviewRow[]>`coalesce((
        select json_agg(latest order by latest."createdAt" desc, latest.id desc)
        from (
          select r.id, r.rating, r.title, r.review_text as "reviewText", r.name, r.created_at as "createdAt",
            r.youtube_url as "youtubeURL", r.variant_id as "variantId",
            r.verified_purchase as "verifiedPurchase",
            coalesce((
              select json_agg(json_build_object('key', m.key, 'kind', m.kind, 'contentType', m.content_type) order by k.ord)
              from unnest(r.media_keys) with ordinality as k(key, ord)
              join ${media} m on m.key = k.key
            ), '[]'::json) as media
          from ${reviews} r
          where r.product_id = products.id and r.status = 'published'
          order by r.created_at desc, r.id desc
          limit ${reviewLimit}
        ) as latest
      ), '[]'::json)`,
      starCounts: sql<Record<string, number>>`coalesce((
        select json_object_agg(stars.rating, stars.count)
        from (
          select r.rating, count(*) as count from ${reviews} r
          where r.product_id = products.id and r.status = 'published'
          group by r.rating
        ) as stars
      ), '{}'::json)`,
    })
    .from(products)
    .where(and(sql`${products.id} = any(${ids}::text[])`, eq(products.status, "active")));
}

export type ProductWithParts = Awaited<ReturnType<ReturnType<typeof prepareProductsWithParts>>>[number];

/** Every public product's id, parent category slug and last change, by id (the sitemap's list). */
export function publicProductStamps(exec: Executor) {
  return exec
    .select({ id: products.id, parentSlug: categories.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.parentCategoryId))
    .where(eq(products.status, "active"))
    .orderBy(asc(products.id));
}
