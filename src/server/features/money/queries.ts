// The money feature's SQL beside the ledger: what the missed-webhook job asks about (online orders
// still waiting for their payment, refunds still pending at the provider).
import { and, asc, eq, gte, isNotNull, isNull, lt, notInArray } from "drizzle-orm";
import { capturedPaymentStatuses } from "../../../core/order-status.ts";
import type { Executor } from "../../db/connection.ts";
import { orders, refunds } from "../../db/schema.ts";

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
