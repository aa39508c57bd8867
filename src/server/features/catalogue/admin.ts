// The admin's product list and removal: every product (drafts and archived too), searched by name,
// SKU or category path, with its variants' prices and stock; a product that was ever ordered is
// archived (its orders keep pointing at it), any other is deleted with its variants and images.
// Each product carries how many shoppers wait for each of its sold-out variants (back in stock).
import { sql } from "drizzle-orm";
import { mediaUrl } from "../../../core/media.ts";
import { toRupees } from "../../../core/money.ts";
import type { AppContext } from "../../context.ts";
import { NotFound } from "../../http/errors.ts";
import { waitingByVariant } from "../back-in-stock/service.ts";

export interface AdminProductRow extends Record<string, unknown> {
  id: string;
  name: string;
  sku: string;
  status: "active" | "draft" | "archived";
  path: string;
  variants: number;
  minPrice: number;
  maxPrice: number;
  stock: number;
  imageKey: string | null;
  featureProduct: boolean;
  bestSeller: boolean;
  todos: string[];
}

export async function adminProducts(
  ctx: AppContext,
  query: { search?: string; status?: string; todo?: "needs-attention"; page: number; pageSize: number },
) {
  const conditions = [sql`true`];
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.todo) conditions.push(sql`jsonb_array_length(p.todos) > 0`);
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      sql`(p.name ilike ${like} or p.sku ilike ${like} or p.id ilike ${like}
        or concat_ws(' / ', parent.name, sub.name, leaf.name) ilike ${like})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const from = sql`products p
    join categories parent on parent.id = p.parent_category_id
    join categories sub on sub.id = p.sub_category_id
    join categories leaf on leaf.id = p.category_id`;
  const [rows, count] = await Promise.all([
    ctx.db.execute<AdminProductRow>(sql`
      select p.id, p.name, p.sku, p.status, concat_ws(' / ', parent.name, sub.name, leaf.name) as path,
        (select count(*)::int from variants v where v.product_id = p.id) as variants,
        coalesce((select min(v.price) from variants v where v.product_id = p.id), 0) as "minPrice",
        coalesce((select max(v.price) from variants v where v.product_id = p.id), 0) as "maxPrice",
        p.stock, p.feature_product as "featureProduct", p.best_seller as "bestSeller", p.todos,
        (select i.media_key from product_images i where i.product_id = p.id and i.role = 'front'
          order by i.variant_id is not null, i.position limit 1) as "imageKey"
      from ${from} where ${where}
      order by p.updated_at desc, p.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  // shoppers waiting for a sold-out variant (confirmed back-in-stock requests), per variant
  const waiting = [
    ...(
      await waitingByVariant(
        ctx.db,
        rows.rows.map((row) => row.id),
      )
    ).values(),
  ];
  return {
    products: rows.rows.map((row) => ({
      _id: row.id,
      name: row.name,
      sku: row.sku,
      status: row.status,
      category: row.path,
      variants: row.variants,
      minPrice: toRupees(row.minPrice),
      maxPrice: toRupees(row.maxPrice),
      stock: row.stock,
      featureProduct: row.featureProduct,
      bestSeller: row.bestSeller,
      todos: row.todos,
      image: row.imageKey ? mediaUrl(row.imageKey) : null,
      waiting: waiting
        .filter((variant) => variant.productId === row.id)
        .map((variant) => ({ variant: variant.variantName, waiting: variant.waiting })),
    })),
    total: count.rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Deletes a product never ordered; archives one that was (it leaves the shop, its orders keep it). */
export async function removeProduct(ctx: AppContext, productId: string) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const ordered = await tx.execute<{ ordered: boolean }>(
      // a kit's component (decision 0059) is kept like an ordered product: kits and their orders point at it
      sql`select exists (select 1 from order_items where product_id = ${productId})
        or exists (select 1 from variants v where v.product_id = ${productId} and (
          exists (select 1 from kit_components k where k.component_variant_id = v.id)
          or exists (select 1 from order_item_components c where c.variant_id = v.id))) as ordered`,
    );
    if (ordered.rows[0]?.ordered) {
      const archived = await tx.execute(
        sql`update products set status = 'archived', updated_at = now() where id = ${productId} returning id`,
      );
      return archived.rows.length > 0 ? "archived" : null;
    }
    const deleted = await tx.execute(sql`delete from products where id = ${productId} returning id`);
    return deleted.rows.length > 0 ? "deleted" : null;
  });
  if (!outcome) throw new NotFound("Product not found");
  await ctx.cache.invalidate();
  ctx.log.info({ product: productId, outcome }, "product removed by an admin");
  return {
    success: true,
    outcome,
    message:
      outcome === "archived"
        ? "Product archived: it has orders, so it is kept for them."
        : "Product deleted successfully",
  };
}
