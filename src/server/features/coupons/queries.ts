// The coupons' SQL: a coupon by its (upper-case) code, and its uses. A use with no order is one
// recorded through PUT /api/coupons/use and not yet spent by an order.
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { coupons, couponUses } from "../../db/schema.ts";

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon; `lock` holds its row until the transaction ends (uses of one coupon take turns). */
export async function couponByCode(exec: Executor, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = exec.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** Whether the user has spent the coupon on an order. */
export async function spentBy(exec: Executor, couponId: string, userId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId), isNotNull(couponUses.orderId)))
    .limit(1);
  return row !== undefined;
}

/** Ties a recorded use without an order to this order, or records a new use; answers the use's id. */
export async function spend(exec: Executor, couponId: string, userId: string, orderId: string): Promise<string> {
  const claimed = await exec
    .update(couponUses)
    .set({ orderId })
    .where(
      eq(
        couponUses.id,
        sql`(select id from ${couponUses} where ${couponUses.couponId} = ${couponId} and ${couponUses.userId} = ${userId} and ${couponUses.orderId} is null limit 1)`,
      ),
    )
    .returning({ id: couponUses.id });
  if (claimed[0]) return claimed[0].id;
  const [made] = await exec.insert(couponUses).values({ couponId, userId, orderId }).returning({ id: couponUses.id });
  if (!made) throw new Error("coupon use insert returned nothing");
  return made.id;
}

/** Records a use with no order yet (once per user and coupon). */
export async function recordUnspentUse(exec: Executor, couponId: string, userId: string): Promise<void> {
  const [open] = await exec
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId), isNull(couponUses.orderId)))
    .limit(1);
  if (!open) await exec.insert(couponUses).values({ couponId, userId });
}

/** An order that will not happen gives its coupon back. */
export async function releaseUse(exec: Executor, orderId: string): Promise<void> {
  await exec.delete(couponUses).where(eq(couponUses.orderId, orderId));
}

/** The admin list's page: codes containing `search`, in one state, newest first, with the total. */
export async function couponPage(
  exec: Executor,
  query: { search?: string; state?: "active" | "inactive" | "expired"; today: string; limit: number; offset: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = and(
    query.search
      ? sql`${coupons.code} like ${`%${query.search.toUpperCase().replace(/[\\%_]/g, "\\$&")}%`}`
      : undefined,
    query.state === "active"
      ? and(eq(coupons.isActive, true), sql`${coupons.expiryDate} >= ${query.today}`)
      : undefined,
    query.state === "inactive" ? eq(coupons.isActive, false) : undefined,
    query.state === "expired" ? sql`${coupons.expiryDate} < ${query.today}` : undefined,
  );
  const rows = await exec
    .select()
    .from(coupons)
    .where(where)
    .orderBy(sql`${coupons.createdAt} desc`, coupons.id)
    .limit(query.limit)
    .offset(query.offset);
  // counted on its own, so a page past the end still knows how many there are
  const [counted] = await exec.select({ total: sql<number>`count(*)::int` }).from(coupons).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function couponById(exec: Executor, id: string) {
  const [row] = await exec.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** Inserts the coupon; undefined when its code is taken. */
export async function insertCoupon(exec: Executor, values: typeof coupons.$inferInsert) {
  const [row] = await exec.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function updateCoupon(exec: Executor, id: string, values: Partial<typeof coupons.$inferInsert>) {
  const [row] = await exec
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

export async function deleteCoupon(exec: Executor, id: string) {
  const [row] = await exec.delete(coupons).where(eq(coupons.id, id)).returning();
  return row;
}

export async function usesOf(exec: Executor, couponIds: readonly string[]) {
  if (couponIds.length === 0) return new Map<string, number>();
  const rows = await exec
    .select({
      couponId: couponUses.couponId,
      uses: sql<number>`count(*) filter (where ${couponUses.orderId} is not null)::int`,
    })
    .from(couponUses)
    .where(inArray(couponUses.couponId, [...couponIds]))
    .groupBy(couponUses.couponId);
  return new Map(rows.map((row) => [row.couponId, row.uses]));
}
