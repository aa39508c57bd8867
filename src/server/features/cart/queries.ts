// The cart's SQL: one cart per member (carts), one line per variant (cart_lines). Lines are always
// read joined to the variant and product, so names, prices, stock and images are the database's now.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { namedStatement } from "../../db/prepared.ts";
import { cartLines, carts, products, variants } from "../../db/schema.ts";
import { variantSellableStock } from "../../db/stock.ts";

/** A variant as the cart needs it: its product, whether it is sold, its stock and prices. */
export interface VariantStock {
  variantId: string;
  productId: string;
  /** The product is public (active): only then can it be added. */
  active: boolean;
  stock: number;
}

export async function variantStocks(exec: Executor, variantIds: readonly string[]): Promise<Map<string, VariantStock>> {
  if (variantIds.length === 0) return new Map();
  const rows = await exec
    .select({
      variantId: variants.id,
      productId: variants.productId,
      active: sql<boolean>`${products.status} = 'active'`,
      stock: variantSellableStock(),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...variantIds]));
  return new Map(rows.map((row) => [row.variantId, row]));
}

/** The member's cart id, made on first use (two first adds at once both get the one cart). */
export async function cartIdFor(exec: Executor, userId: string): Promise<string> {
  const made = await exec
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId })
    .returning({ id: carts.id });
  if (made[0]) return made[0].id;
  const [found] = await exec.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!found) throw new Error("cart vanished while being made");
  return found.id;
}

/** Raises a line by `quantity` (or adds it) in one statement; answers the line's new quantity. */
export async function addToLine(
  exec: Executor,
  cartId: string,
  variantId: string,
  quantity: number,
  giftWrap?: boolean,
): Promise<number> {
  const [row] = await exec
    .insert(cartLines)
    .values({ cartId, variantId, quantity, giftWrap: giftWrap ?? false })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId],
      set: {
        quantity: sql`${cartLines.quantity} + excluded.quantity`,
        ...(giftWrap === undefined ? {} : { giftWrap }),
      },
    })
    .returning({ quantity: cartLines.quantity });
  if (!row) throw new Error("cart line upsert returned nothing");
  return row.quantity;
}

/** Sets a line's quantity or gift wrap; false when the cart has no such line. */
export async function updateLine(
  exec: Executor,
  userId: string,
  variantId: string,
  change: { quantity?: number; giftWrap?: boolean },
): Promise<boolean> {
  const rows = await exec
    .update(cartLines)
    .set(change)
    .where(
      and(
        eq(cartLines.variantId, variantId),
        eq(cartLines.cartId, sql`(select id from ${carts} where ${carts.userId} = ${userId})`),
      ),
    )
    .returning({ variantId: cartLines.variantId });
  return rows.length > 0;
}

export async function deleteLine(exec: Executor, userId: string, variantId: string): Promise<boolean> {
  const rows = await exec
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.variantId, variantId),
        eq(cartLines.cartId, sql`(select id from ${carts} where ${carts.userId} = ${userId})`),
      ),
    )
    .returning({ variantId: cartLines.variantId });
  return rows.length > 0;
}

/** The quantity of each of the member's lines, by variant. */
export async function lineQuantities(exec: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await exec
    .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId));
  return new Map(rows.map((row) => [row.variantId, row.quantity]));
}

/** A variant described as a cart line, money in paise (shaped into rupees by the service). */
export type DescribedVariant = {
  productId: string;
  variantId: string;
  variantIndex: number;
  name: string;
  title: string;
  price: number;
  mrp: number;
  gstRate: number;
  stock: number;
  active: boolean;
  imageKey: string | null;
};

/** A member's line: the variant described, with the line's quantity and gift wrap. */
export type LineRow = DescribedVariant & { quantity: number; giftWrap: boolean };

/**
 * The columns of a line's variant and product: the variant's own front image, else the product's.
 * `v` and `p` must be in scope.
 */
const describedLine = sql`v.product_id as "productId", v.id as "variantId", v.position as "variantIndex",
  p.name, v.variantname as title, v.price, v.mrp, v.gst_rate as "gstRate",
  sellable_stock(v.id, v.stock) as stock, p.status = 'active' as active,
  (select i.media_key from product_images i
    where i.product_id = v.product_id and i.role = 'front' and (i.variant_id = v.id or i.variant_id is null)
    order by i.variant_id is null, i.position limit 1) as "imageKey"`;

/** The member's lines, oldest first (the order they were added): the bag, asked on every visit. */
export function memberLines(exec: Executor, userId: string): Promise<LineRow[]> {
  return memberLinesStatement(exec, { userId });
}

const memberLinesStatement = namedStatement<LineRow>(
  "member_lines",
  sql`
    select ${describedLine}, l.quantity, l.gift_wrap as "giftWrap"
    from carts c
    join cart_lines l on l.cart_id = c.id
    join variants v on v.id = l.variant_id
    join products p on p.id = v.product_id
    where c.user_id = ${sql.placeholder("userId")}
    order by l.created_at, l.variant_id`,
);

/** The given variants described as lines (a guest's cart), quantity and gift wrap left to the caller. */
export async function describeVariants(
  exec: Executor,
  variantIds: readonly string[],
): Promise<Map<string, DescribedVariant>> {
  if (variantIds.length === 0) return new Map();
  const result = await exec.execute<DescribedVariant>(sql`
    select ${describedLine}
    from variants v
    join products p on p.id = v.product_id
    where v.id = any(${sql.param([...variantIds])}::uuid[])`);
  return new Map(result.rows.map((row) => [row.variantId, row]));
}

/** Units in the member's cart, as a column of a statement that reads more (GET /api/me/summary: visitor/). */
export function memberUnitCountSql(userId: string): SQL<number> {
  return sql<number>`(select coalesce(sum(${cartLines.quantity}), 0)::int from ${cartLines}
    inner join ${carts} on ${carts.id} = ${cartLines.cartId} where ${carts.userId} = ${userId})`;
}

export async function lineCount(exec: Executor, cartId: string): Promise<number> {
  const [row] = await exec
    .select({ lines: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row?.lines ?? 0;
}

/** Removes the given variants' lines from the member's cart. */
export async function deleteLines(exec: Executor, userId: string, variantIds: readonly string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await exec
    .delete(cartLines)
    .where(
      and(
        inArray(cartLines.variantId, [...variantIds]),
        eq(cartLines.cartId, sql`(select id from ${carts} where ${carts.userId} = ${userId})`),
      ),
    );
}
