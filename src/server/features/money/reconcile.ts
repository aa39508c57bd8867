// Webhooks get lost (issue 31 point 6): every few minutes, online orders still waiting for their
// payment a few minutes on, or cancelled unpaid within the hour (a payment can land as the window
// closes), are asked about at Razorpay (GET /v1/orders/{id}/payments), and refunds still pending at
// Razorpay a few minutes on are asked about too (GET /v1/refunds/{id}). What Razorpay says goes
// through the webhook's own code: a captured payment through settlePayment (payments/service.ts: the
// order paid through its door, or a late one revived or refunded, decision 0015), a processed or failed
// refund through applyRefundEvent (refunds/service.ts). Both change nothing the second time, so this
// round, the webhook and the browser's verify may report one payment in any order. A failed payment
// moves nothing, as its payment.failed webhook moves nothing: the shopper may pay again on the same
// provider order until the window closes. One instance at a time does a round, under a job lease.
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { type PaymentProvider, paymentProvider } from "../payments/provider.ts";
import { settlePayment } from "../payments/service.ts";
import { applyRefundEvent } from "../refunds/service.ts";
import { lateCancelledOrders, pendingOnlineOrders, refundsAwaitingProvider } from "./queries.ts";

/** A payment or refund is asked about once its webhook has had this long to come. */
export const webhookGraceMs = 5 * 60_000;
/** How long after an unpaid order's cancel its provider order is still asked about. */
export const lateCancelWatchMs = 60 * 60_000;
export const reconcileEveryMs = 5 * 60_000;
/** Orders and refunds asked about in one round, oldest first. */
const perRound = 100;

export interface ReconcileRound {
  /** Provider orders asked about, and how many of them a captured payment moved. */
  orders: number;
  paid: number;
  /** Refunds asked about, and how many Razorpay had processed or failed. */
  refunds: number;
  settled: number;
}

/** One round (null: no payment provider, or another instance has the lease). */
export async function reconcilePayments(
  ctx: AppContext,
  now = new Date(),
  holder?: string,
): Promise<ReconcileRound | null> {
  const provider = paymentProvider(ctx);
  if (!provider) return null;
  return withLease(
    ctx.db,
    "payments-reconcile",
    10 * 60_000,
    async () => {
      const round: ReconcileRound = { orders: 0, paid: 0, refunds: 0, settled: 0 };
      const asked = new Date(now.getTime() - webhookGraceMs);
      const awaiting = [
        ...(await pendingOnlineOrders(ctx.db, provider.name, asked, perRound)),
        ...(await lateCancelledOrders(
          ctx.db,
          provider.name,
          new Date(now.getTime() - lateCancelWatchMs),
          new Date(now.getTime() - 24 * lateCancelWatchMs),
          perRound,
        )),
      ];
      for (const { providerOrderId } of awaiting) {
        if (!providerOrderId) continue;
        round.orders += 1;
        if (await caught(ctx, "payment", providerOrderId, () => payment(ctx, provider, providerOrderId)))
          round.paid += 1;
      }
      for (const refund of await refundsAwaitingProvider(ctx.db, asked, perRound)) {
        if (!refund.providerRefundId) continue;
        round.refunds += 1;
        const id = refund.providerRefundId;
        if (await caught(ctx, "refund", id, () => refundState(ctx, provider, id))) round.settled += 1;
      }
      if (round.paid + round.settled > 0) ctx.log.info(round, "missed payment webhooks caught up");
      return round;
    },
    holder,
  );
}

/** One question to the provider; a failure is logged and the next round asks again. */
async function caught(ctx: AppContext, what: string, id: string, ask: () => Promise<boolean>): Promise<boolean> {
  try {
    return await ask();
  } catch (error) {
    ctx.log.warn({ [what]: id, error: (error as Error).message }, `a ${what}'s state could not be read`);
    return false;
  }
}

/** A provider order's payments: a captured one settles the order as payment.captured does. */
async function payment(ctx: AppContext, provider: PaymentProvider, providerOrderId: string): Promise<boolean> {
  const payments = await provider.paymentsOfOrder(providerOrderId);
  // authorized is not money yet: Razorpay captures it (payment.captured) or gives it back
  const captured = payments.find((tried) => tried.status === "captured");
  if (!captured) return false;
  const settled = await settlePayment(ctx, provider, providerOrderId, captured.id);
  return settled.outcome === "paid" || settled.outcome === "revived" || settled.outcome === "refunded";
}

/** A refund's state: processed or failed moves it as refund.processed or refund.failed does. */
async function refundState(ctx: AppContext, provider: PaymentProvider, providerRefundId: string): Promise<boolean> {
  const refund = await provider.refundState(providerRefundId);
  if (refund.status !== "processed" && refund.status !== "failed") return false;
  const outcome = await ctx.db.transaction((tx) => applyRefundEvent(ctx, tx, `refund.${refund.status}`, refund));
  return outcome === "applied";
}

/** Starts the round when Razorpay is configured (the sandbox sends no webhook to miss). */
export function startPaymentReconcile(ctx: AppContext, everyMs = reconcileEveryMs): Repeating {
  if (!ctx.config.razorpay) return { stop: async () => {} };
  return repeatEvery(ctx, everyMs, "missed payment webhooks could not be caught up", () => reconcilePayments(ctx));
}
