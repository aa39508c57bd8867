// The money feature's SQL beside the ledger: settlements and their items as the provider answers them,
// the shop's payment or refund a settled item is, and what the missed-webhook job asks about (online
// orders still waiting for their payment, refunds still pending at the provider).
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, not, notInArray, sql } from "drizzle-orm";
import { capturedPaymentStatuses } from "../../../core/order-status.ts";
import type { Executor } from "../../db/connection.ts";
import { moneyEntries, orders, refunds, settlementItems, settlements } from "../../db/schema.ts";

export type SettlementRow = typeof settlements.$inferSelect;
export type SettlementItemRow = typeof settlementItems.$inferSelect;

// ── settlements ─────────────────────────────────────────────────────────────────────────────

/**
 * Keeps a settlement once by the provider's id; a later answer moves its status (created → processed).
 * Answers the row as it is now and whether it was new or its status moved.
 */
export async function saveSettlement(
  exec: Executor,
  values: Omit<typeof settlements.$inferInsert, "id" | "createdAt" | "updatedAt">,
): Promise<{ row: SettlementRow; changed: boolean }> {
  const [inserted] = await exec.insert(settlements).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, changed: true };
  const key = and(
    eq(settlements.provider, values.provider),
    eq(settlements.providerSettlementId, values.providerSettlementId),
  );
  const [moved] = await exec
    .update(settlements)
    .set({
      status: values.status,
      amount: values.amount,
      fees: values.fees,
      tax: values.tax,
      utr: values.utr,
      updatedAt: sql`now()`,
    })
    .where(and(key, sql`${settlements.status} is distinct from ${values.status}`))
    .returning();
  if (moved) return { row: moved, changed: true };
  const [kept] = await exec.select().from(settlements).where(key);
  if (!kept) throw new Error(`settlement ${values.providerSettlementId} vanished`);
  return { row: kept, changed: false };
}

/**
 * Keeps a settled item once per (provider, settlement, transaction). An item kept unmatched becomes
 * matched when the shop has learned of its payment or refund since. Answers whether it was new.
 */
export async function saveSettlementItem(
  exec: Executor,
  values: Omit<typeof settlementItems.$inferInsert, "id" | "createdAt" | "updatedAt">,
): Promise<"new" | "matched" | "kept"> {
  const [inserted] = await exec
    .insert(settlementItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: settlementItems.id });
  if (inserted) return "new";
  if (!values.matched) return "kept";
  const [matched] = await exec
    .update(settlementItems)
    .set({ matched: true, orderId: values.orderId, refundId: values.refundId, updatedAt: sql`now()` })
    .where(
      and(
        eq(settlementItems.provider, values.provider),
        eq(settlementItems.providerSettlementId, values.providerSettlementId),
        eq(settlementItems.entityId, values.entityId),
        not(settlementItems.matched),
      ),
    )
    .returning({ id: settlementItems.id });
  return matched ? "matched" : "kept";
}

/** The shop's order a captured payment paid (its provider's payment id). */
export async function orderOfPayment(exec: Executor, provider: string, paymentId: string) {
  const [row] = await exec
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.transactionId, paymentId), eq(orders.paymentProvider, provider)))
    .limit(1);
  return row;
}

/** Whether the ledger has a capture of this payment id that paid no order (a gift card sold, decision 0062). */
export async function capturedWithoutOrder(exec: Executor, paymentId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: moneyEntries.id })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.kind, "captured"), eq(moneyEntries.reference, paymentId), isNull(moneyEntries.orderId)))
    .limit(1);
  return row !== undefined;
}

/** A refund the shop asked of the provider, by the provider's refund id. */
export async function refundOfProvider(exec: Executor, providerRefundId: string) {
  const [row] = await exec
    .select({ id: refunds.id, orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

/** The provider's settlements made between two moments, newest first. */
export function settlementsBetween(exec: Executor, provider: string, from: Date, to: Date) {
  return exec
    .select()
    .from(settlements)
    .where(and(eq(settlements.provider, provider), gte(settlements.settledAt, from), lt(settlements.settledAt, to)))
    .orderBy(desc(settlements.settledAt));
}

const itemColumns = {
  providerSettlementId: settlementItems.providerSettlementId,
  entityId: settlementItems.entityId,
  type: settlementItems.type,
  amount: settlementItems.amount,
  credit: settlementItems.credit,
  debit: settlementItems.debit,
  fee: settlementItems.fee,
  tax: settlementItems.tax,
  matched: settlementItems.matched,
  orderId: settlementItems.orderId,
  orderNumber: orders.number,
  refundId: settlementItems.refundId,
  providerOrderId: settlementItems.providerOrderId,
  providerPaymentId: settlementItems.providerPaymentId,
  settledAt: settlementItems.settledAt,
};

/** The items of these settlements, with their order's number. */
export function itemsOfSettlements(exec: Executor, provider: string, providerSettlementIds: string[]) {
  if (providerSettlementIds.length === 0) return Promise.resolve([]);
  return exec
    .select(itemColumns)
    .from(settlementItems)
    .leftJoin(orders, eq(orders.id, settlementItems.orderId))
    .where(
      and(eq(settlementItems.provider, provider), inArray(settlementItems.providerSettlementId, providerSettlementIds)),
    )
    .orderBy(asc(settlementItems.type), asc(settlementItems.entityId));
}

/** The provider's settled items the shop does not know, settled between two moments, newest first. */
export function unmatchedItems(exec: Executor, provider: string, from: Date, to: Date) {
  return exec
    .select(itemColumns)
    .from(settlementItems)
    .leftJoin(orders, eq(orders.id, settlementItems.orderId))
    .where(
      and(
        not(settlementItems.matched),
        gte(settlementItems.settledAt, from),
        lt(settlementItems.settledAt, to),
        eq(settlementItems.provider, provider),
      ),
    )
    .orderBy(desc(settlementItems.settledAt));
}

/**
 * Payments the provider captured for the shop between two moments that no settlement has paid out:
 * the order, its payment id and what the provider took (the total less the store credit).
 */
export function unsettledPayments(exec: Executor, provider: string, paidFrom: Date, paidBefore: Date) {
  return exec
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      paymentId: orders.transactionId,
      amount: sql<number>`${orders.totalAmount} - ${orders.storeCredit}`,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentProvider, provider),
        isNotNull(orders.transactionId),
        gte(orders.paidAt, paidFrom),
        lt(orders.paidAt, paidBefore),
        sql`not exists (select 1 from ${settlementItems} where ${settlementItems.entityId} = ${orders.transactionId})`,
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(500);
}

// ── missed webhooks ───────────────────────────────────────────────────────────────────────────

const awaitingColumns = { id: orders.id, providerOrderId: orders.providerOrderId };

/** The provider's online orders: an exchange's replacement waits on a payment link, left to its webhook. */
const ownOnlineOrders = (provider: string) =>
  and(eq(orders.paymentProvider, provider), isNotNull(orders.providerOrderId), isNull(orders.replacementForReturnId));

/** Online orders waiting for their payment since before `before`, oldest first (orders_pending_idx). */
export function pendingOnlineOrders(exec: Executor, provider: string, before: Date, limit: number) {
  return exec
    .select(awaitingColumns)
    .from(orders)
    .where(and(eq(orders.orderStatus, "pending_payment"), lt(orders.createdAt, before), ownOnlineOrders(provider)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Online orders cancelled unpaid since `since` (placed after `placedSince`, which bounds the index's
 * range: orders_status_idx): a payment can land just as the window closes, and decision 0015 revives
 * or refunds it.
 */
export function lateCancelledOrders(exec: Executor, provider: string, since: Date, placedSince: Date, limit: number) {
  return exec
    .select(awaitingColumns)
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, "cancelled"),
        gte(orders.createdAt, placedSince),
        gte(orders.cancelledAt, since),
        isNull(orders.paidAt),
        notInArray(orders.paymentStatus, [...capturedPaymentStatuses]),
        ownOnlineOrders(provider),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Refunds to the payment still pending at the provider since before `before`, oldest first. */
export function refundsAwaitingProvider(exec: Executor, before: Date, limit: number) {
  return exec
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, "pending"),
        eq(refunds.destination, "source"),
        isNotNull(refunds.providerRefundId),
        lt(refunds.createdAt, before),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}
