// A cancelled order gives its money back (issue 31 point 1, DESIGN.md point 22). Cancelling an order
// (whoever cancels it: its shopper, the admin or the system) runs `refundCancellation` inside the
// order's door (orders/transitions.ts), in the transaction that cancels it:
//   - what the order still owes is what it paid (refunds/settle.ts paidBy: the capture plus the store
//     credit it spent) less every refund that did not fail;
//   - the payment's part goes back to the source: a refund row, pending, keyed "cancellation" on the
//     order, so a repeated cancel or a retried job writes no second one; the store credit it spent goes
//     back to the member's ledger;
//   - the shopper's mail says how much goes where and when it arrives (core/refund-words.ts), once per order.
// The provider is asked after the commit (`sendRefund`, right away in the request, then by the
// refunds job for any still unsent: Razorpay unreachable); the provider's key is made from the refund's
// own key, so asking twice refunds once. A refund Razorpay refuses is marked failed with its reason and
// stays on the order's refunds panel, where the admin retries it (`retryRefund`: a new refund of the
// same amount and lines, keyed by the failed one).

import { pathIn } from "../../../core/i18n.ts";
import { formatRupees, type Paise } from "../../../core/money.ts";
import { capturedPaymentStatuses, trackPagePath } from "../../../core/order-status.ts";
import { giftCardRefundWords, refundWhereAndWhen, type Say } from "../../../core/refund-words.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import type { orders } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import { queueMailOnce, sendQueuedMail } from "../mail/service.ts";
import { mailWords, orderCancelledMail } from "../mail/templates.ts";
import { PaymentProviderError, paymentProvider } from "../payments/provider.ts";
import { readSettingsIn } from "../settings/service.ts";
import {
  insertRefund,
  insertRefundLines,
  linesOfRefunds,
  lockOrderRow,
  lockRefund,
  noteOnOrder,
  type RefundRow,
  refundById,
  refundByKey,
  refundedSum,
  unsentRefunds,
  updateRefund,
} from "./queries.ts";
import { markProcessed, paidBy, providerKey, settleRefundedStatus } from "./settle.ts";
import { giveBackSpends, unreturnedSpendTotal } from "./store-credit.ts";

type OrderRow = typeof orders.$inferSelect;

/** The cancellation's one refund per order. */
export const cancellationKey = "cancellation";

export interface CancellationRefund {
  /** The refund to send to the provider after the commit, if the payment has a part to give back. */
  refundId: string | null;
  toSource: Paise;
  toStoreCredit: Paise;
  toGiftCard: Paise;
}

/**
 * In the cancelling transaction, the order locked and already cancelled: what it paid goes back, once.
 * A captured payment's part to the source (a pending refund, sent after the commit) and the store
 * credit it spent to the member's balance; an unpaid order's store credit the same way. The shopper
 * of a real order (one with a number) is mailed what went where.
 */
export async function refundCancellation(
  ctx: AppContext,
  tx: Transaction,
  order: OrderRow,
  cancelledBy: { actor: string; userId: string | null },
): Promise<CancellationRefund | null> {
  if (await refundByKey(tx, order.id, cancellationKey)) return null;
  const captured = order.paymentMethod === "UPI" && capturedPaymentStatuses.includes(order.paymentStatus);
  const spent = await unreturnedSpendTotal(tx, order.id);
  // an unpaid order owes back only the store credit and gift card it spent
  const owed = captured ? (await paidBy(tx, order)) - (await refundedSum(tx, order.id)) : spent;
  const sourceLeft =
    captured && order.transactionId
      ? order.totalAmount - order.storeCredit - (await refundedSum(tx, order.id, "source"))
      : 0;
  const toSource = Math.max(Math.min(sourceLeft, owed), 0);

  let refund: RefundRow | null = null;
  if (toSource > 0) {
    refund = await insertRefund(tx, {
      orderId: order.id,
      amount: toSource,
      destination: "source",
      reason: "Order cancelled",
      idempotencyKey: cancellationKey,
      actorId: cancelledBy.userId,
    });
    await noteOnOrder(
      tx,
      order.id,
      order.orderStatus,
      `Refund of ${formatRupees(toSource)} to the original payment: the order was cancelled`,
      cancelledBy.userId,
    );
  }
  // the store credit and the gift card it spent go back to their balances (the card first)
  const { toStoreCredit, toGiftCard } =
    spent > 0
      ? await giveBackSpends(tx, order.id, "Given back: the order was cancelled", Math.max(owed - toSource, 0))
      : { toStoreCredit: 0, toGiftCard: 0 };
  if (captured) await settleRefundedStatus(tx, order.id);
  let mailed = false;
  if (order.number !== null) {
    const number = order.number;
    // the days each refund takes are settings, read through this transaction (one connection when embedded)
    const { returns: days } = await readSettingsIn(ctx, tx);
    // each sentence in the order's language (decision 0064)
    const refunds = (say: Say) =>
      [
        toSource > 0
          ? refundWhereAndWhen(toSource, { destination: "source", paidWith: order.paidWith, upiId: null }, days, say)
          : "",
        toStoreCredit > 0
          ? refundWhereAndWhen(toStoreCredit, { destination: "store_credit", paidWith: null, upiId: null }, days, say)
          : "",
        toGiftCard > 0 ? giftCardRefundWords(toGiftCard, say) : "",
      ].filter(Boolean);
    mailed = await queueMailOnce(
      ctx,
      tx,
      `order-cancelled:${order.id}`,
      order.email,
      (brand) =>
        orderCancelledMail(brand, {
          number,
          firstName: order.firstName,
          byShopper: cancelledBy.actor === "customer",
          refunds: refunds(mailWords(order.language)),
          orderPath: pathIn(order.language, trackPagePath(number)),
        }),
      order.language,
    );
  }
  if (!refund && !mailed) return null;
  return { refundId: refund?.id ?? null, toSource, toStoreCredit, toGiftCard };
}

export type SendOutcome = "processed" | "pending" | "failed" | "unsent" | "skipped";

/**
 * Asks the provider for a pending refund to the source that has no provider refund yet: in its own
 * transaction with the order and the refund locked (a webhook about it waits; two senders take
 * turns and the second finds it sent). Razorpay unreachable: it stays unsent for the job to ask again;
 * Razorpay's refusal: failed, with its reason, for the admin to retry.
 */
export async function sendRefund(ctx: AppContext, refundId: string): Promise<SendOutcome> {
  const provider = paymentProvider(ctx);
  if (!provider) return "unsent";
  return ctx.db.transaction(async (tx): Promise<SendOutcome> => {
    const found = await refundById(tx, refundId);
    if (!found) return "skipped";
    const order = await lockOrderRow(tx, found.orderId);
    const refund = await lockRefund(tx, refundId);
    if (!order || !refund || refund.status !== "pending" || refund.destination !== "source") return "skipped";
    if (refund.providerRefundId || !order.transactionId) return "skipped";
    let answer: Awaited<ReturnType<typeof provider.refund>>;
    try {
      answer = await provider.refund({
        paymentId: order.transactionId,
        amount: refund.amount,
        receipt: `refund_${refund.id.replaceAll("-", "")}`.slice(0, 40),
        notes: { orderId: order.id, refundId: refund.id },
        idempotencyKey: providerKey(order.id, refund.idempotencyKey),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.refused) {
        await failRefund(tx, order, refund, error.message);
        return "failed";
      }
      ctx.log.warn({ err: error, orderId: order.id, refundId }, "refund not sent: the payment provider did not answer");
      return "unsent";
    }
    const sent = await updateRefund(tx, refund.id, { providerRefundId: answer.id });
    if (answer.status === "processed") {
      await markProcessed(ctx, tx, sent);
      return "processed";
    }
    if (answer.status === "failed") {
      await failRefund(tx, order, sent, "The payment provider could not refund it");
      return "failed";
    }
    return "pending";
  });
}

/** A refund the provider would not make: failed, said on the order, its amount refundable again. */
async function failRefund(tx: Transaction, order: OrderRow, refund: RefundRow, reason: string) {
  await updateRefund(tx, refund.id, { status: "failed", failureReason: reason });
  await noteOnOrder(
    tx,
    order.id,
    order.orderStatus,
    `The refund of ${formatRupees(refund.amount)} failed at the payment provider (${reason}); it can be retried`,
    null,
  );
  await settleRefundedStatus(tx, order.id);
}

/** After the commit that wrote a cancellation's refund: ask the provider now, and send the mail. */
export async function afterCancellation(ctx: AppContext, refund: CancellationRefund | null | undefined) {
  if (!refund) return;
  sendQueuedMail(ctx);
  if (refund.refundId) await sendRefund(ctx, refund.refundId);
}

/**
 * The refunds job's round: every refund to the source still unsent a minute after it was written
 * (Razorpay was unreachable, or the process stopped between the commit and the call) is asked again.
 */
export async function sendUnsentRefunds(ctx: AppContext, now = new Date()): Promise<number> {
  const due = await unsentRefunds(ctx.db, new Date(now.getTime() - 60_000));
  let sent = 0;
  for (const id of due) if ((await sendRefund(ctx, id)) !== "unsent") sent += 1;
  return sent;
}

/**
 * The admin retries a refund that failed at the provider: a new refund of the same amount, to the
 * same place, for the same lines, keyed by the failed one (a second click answers the first retry).
 * The order's ceiling still holds: the failed refund no longer counts, the new one does.
 */
export async function retryRefund(ctx: AppContext, refundId: string, actorId: string): Promise<RefundRow> {
  const retried = await ctx.db.transaction(async (tx) => {
    const found = await refundById(tx, refundId);
    if (!found) throw new NotFound("No such refund.");
    const order = await lockOrderRow(tx, found.orderId);
    if (!order) throw new NotFound("Order not found");
    const key = `retry:${found.id}`;
    const earlier = await refundByKey(tx, order.id, key);
    if (earlier) return earlier;
    if (found.status !== "failed") throw new Conflict("Only a refund that failed can be retried.");
    if (found.destination !== "source") throw new Conflict("Only a refund to the original payment is retried here.");
    if (found.returnId) throw new Conflict("This refund pays a return: refund it again from the returns queue.");
    const left = (await paidBy(tx, order)) - (await refundedSum(tx, order.id));
    if (found.amount > left) throw new Conflict(`Only ${formatRupees(Math.max(left, 0))} can still be refunded.`);
    const refund = await insertRefund(tx, {
      orderId: order.id,
      returnId: found.returnId,
      amount: found.amount,
      destination: found.destination,
      reason: found.reason,
      idempotencyKey: key,
      actorId,
    });
    const lines = await linesOfRefunds(tx, [found.id]);
    await insertRefundLines(
      tx,
      lines.map((line) => ({ ...line, refundId: refund.id })),
    );
    await noteOnOrder(
      tx,
      order.id,
      order.orderStatus,
      `Refund of ${formatRupees(found.amount)} retried after it failed`,
      actorId,
    );
    await settleRefundedStatus(tx, order.id);
    return refund;
  });
  await sendRefund(ctx, retried.id);
  return (await refundById(ctx.db, retried.id)) ?? retried;
}
