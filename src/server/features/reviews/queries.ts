// SQL of the reviews feature: the reviews table's rows.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { orderItems, orders, reviews } from "../../db/schema.ts";

export type NewReviewRow = typeof reviews.$inferInsert;

/** Inserts one review and returns its id and time. */
export async function insertReview(exec: Executor, row: NewReviewRow): Promise<{ id: string; createdAt: Date }> {
  const [inserted] = await exec.insert(reviews).values(row).returning({ id: reviews.id, createdAt: reviews.createdAt });
  if (!inserted) throw new Error("review not inserted");
  return inserted;
}

/** The member bought the product and that order was delivered (a "verified purchase"). */
export async function boughtAndDelivered(exec: Executor, userId: string, productId: string): Promise<boolean> {
  const rows = await exec
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), eq(orders.orderStatus, "delivered")))
    .limit(1);
  return rows.length > 0;
}
