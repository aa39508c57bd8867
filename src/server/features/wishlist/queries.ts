// The wishlist's SQL: one row per member and variant (wishlist_items), newest first.
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { wishlistItems } from "../../db/schema.ts";

export interface WishlistRow {
  productId: string;
  variantId: string;
}

export function wishlistRows(exec: Executor, userId: string): Promise<WishlistRow[]> {
  return exec
    .select({ productId: wishlistItems.productId, variantId: wishlistItems.variantId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), wishlistItems.variantId);
}

/** The variant ids of wishlistRows, in its order, as a column of a statement that reads more (visitor/). */
export function wishlistVariantIdsSql(userId: string): SQL<string[]> {
  return sql<string[]>`coalesce((
    select json_agg(${wishlistItems.variantId} order by ${wishlistItems.createdAt} desc, ${wishlistItems.variantId})
    from ${wishlistItems} where ${wishlistItems.userId} = ${userId}
  ), '[]'::json)`;
}

/** Removes the item; false when it was not there. */
export async function deleteItem(exec: Executor, userId: string, variantId: string): Promise<boolean> {
  const rows = await exec
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.variantId, variantId)))
    .returning({ variantId: wishlistItems.variantId });
  return rows.length > 0;
}

/** Saves the item (a second save of the same variant changes nothing). */
export async function insertItem(exec: Executor, userId: string, item: WishlistRow): Promise<void> {
  await exec
    .insert(wishlistItems)
    .values({ userId, ...item })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.variantId] });
}

export async function itemCount(exec: Executor, userId: string): Promise<number> {
  const [row] = await exec
    .select({ items: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.items ?? 0;
}
