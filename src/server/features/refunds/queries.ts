// The refunds' SQL: an order's refunds and their lines, the units of each line already refunded, and
// the refund rows' moves (processed, failed, paid out). Callers hold the order's row lock.
import { and, asc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { moneyEntries, orderItems, orderStatusHistory, orders, refundLines, refunds } from "../../db/schema.ts";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;

/** The order's lines as they were charged, in position order (the order the pricing module reads). */
export function chargedLinesOf(exec: Executor, orderId: string) {
  return exec
    .select({
      id: orderItems.id,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      giftWrap: orderItems.giftWrap,
      gstRate: orderItems.gstRate,
      name: orderItems.name,
      variantname: orderItems.variantname,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** Paise taken by refunds of the order that did not fail (pending ones hold their amount), of one destination or all. */
export async function refundedSum(
  exec: Executor,
  orderId: string,
  destination?: RefundRow["destination"],
): Promise<number> {
  const [row] = await exec
    // a destination's part leaves out what went back to a gift card (decision 0062)
    .select({
      sum: destination
        ? sql<string>`coalesce(sum(${refunds.amount} - ${refunds.giftCardAmount}), 0)`
        : sql<string>`coalesce(sum(${refunds.amount}), 0)`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        ne(refunds.status, "failed"),
        destination ? eq(refunds.destination, destination) : undefined,
      ),
    );
  return Number(row?.sum ?? 0);
}

/** Units of each line refunded by refunds that did not fail, by order item id. */
export async function refundedUnits(exec: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await exec
    .select({ orderItemId: refundLines.orderItemId, quantity: sql<string>`sum(${refundLines.quantity})` })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, "failed")))
    .groupBy(refundLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.quantity)]));
}

export async function refundByKey(exec: Executor, orderId: string, key: string): Promise<RefundRow | undefined> {
  const [row] = await exec
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row;
}

export async function refundById(exec: Executor, id: string): Promise<RefundRow | undefined> {
  const [row] = await exec.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** The refund row, locked until the transaction ends (a payout and a webhook take turns). */
export async function lockRefund(exec: Executor, id: string): Promise<RefundRow | undefined> {
  const [row] = await exec.select().from(refunds).where(eq(refunds.id, id)).for("update");
  return row;
}

export async function refundByProviderId(exec: Executor, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await exec.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

export async function insertRefund(exec: Executor, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await exec.insert(refunds).values(values).returning();
  if (!row) throw new Error("the refund was not stored");
  return row;
}

export async function insertRefundLines(exec: Executor, lines: Array<typeof refundLines.$inferInsert>) {
  if (lines.length > 0) await exec.insert(refundLines).values(lines);
}

export async function updateRefund(
  exec: Executor,
  id: string,
  changes: Partial<typeof refunds.$inferInsert>,
): Promise<RefundRow> {
  const [row] = await exec
    .update(refunds)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(refunds.id, id))
    .returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
}

export function linesOfRefunds(exec: Executor, refundIds: readonly string[]): Promise<RefundLineRow[]> {
  if (refundIds.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(refundLines)
    .where(inArray(refundLines.refundId, [...refundIds]));
}

export function refundsOfOrder(exec: Executor, orderId: string): Promise<RefundRow[]> {
  return exec.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/** A return's refunds that did not fail, oldest first. */
export function liveRefundsOfReturn(exec: Executor, returnId: string): Promise<RefundRow[]> {
  return exec
    .select()
    .from(refunds)
    .where(and(eq(refunds.returnId, returnId), ne(refunds.status, "failed")))
    .orderBy(asc(refunds.createdAt));
}

/** A line in the order's history saying what money went back (the status stays as it is). */
export async function noteOnOrder(
  exec: Executor,
  orderId: string,
  status: string,
  note: string,
  actorId: string | null,
) {
  await exec.insert(orderStatusHistory).values({ orderId, fromStatus: status, toStatus: status, actorId, note });
}

export async function orderById(exec: Executor, orderId: string) {
  const [row] = await exec.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** How many refunds of a return failed at the provider (each failure frees the return to be refunded again). */
export async function failedRefundsOfReturn(exec: Executor, returnId: string): Promise<number> {
  const [row] = await exec
    .select({ failed: sql<string>`count(*)` })
    .from(refunds)
    .where(and(eq(refunds.returnId, returnId), eq(refunds.status, "failed")));
  return Number(row?.failed ?? 0);
}

/** The order's payment state after its refunds moved (features/refunds settles which one). */
export async function setPaymentStatus(
  exec: Executor,
  orderId: string,
  status: (typeof orders.$inferSelect)["paymentStatus"],
) {
  await exec.update(orders).set({ paymentStatus: status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The order's row, locked until the transaction ends (the order's door locks it the same way). */
export async function lockOrderRow(exec: Executor, orderId: string) {
  const [row] = await exec.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** Refunds to the source written before `before` that the provider was never asked for (oldest first). */
export async function unsentRefunds(exec: Executor, before: Date, limit = 50): Promise<string[]> {
  const rows = await exec
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, "pending"),
        eq(refunds.destination, "source"),
        isNull(refunds.providerRefundId),
        lt(refunds.createdAt, before),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether a courier's remittance of the order's cash is in the money ledger (a COD order's payment state). */
export async function courierRemitted(exec: Executor, orderId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: moneyEntries.id })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.orderId, orderId), eq(moneyEntries.kind, "cod_remitted")))
    .limit(1);
  return row !== undefined;
}
