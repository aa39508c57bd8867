// What every refund path shares and the order's door may call (it imports nothing of orders/, so the
// cancellation's refund, refunds/cancellation.ts, can run inside `transition`): what an order paid, its
// payment state after refunds, a refund done (its credit note and its row in the money ledger), and the
// provider's idempotency key of a refund.
import crypto from "node:crypto";
import type { Paise } from "../../../core/money.ts";
import { capturedPaymentStatuses, type PaymentStatus, paymentStatusAfterRefunds } from "../../../core/order-status.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import type { orders } from "../../db/schema.ts";
import { issueRefundCreditNote } from "../gst/service.ts";
import { recordMoney } from "../money/ledger.ts";
import { readSettingsIn } from "../settings/service.ts";
import {
  courierRemitted,
  linesOfRefunds,
  orderById,
  type RefundRow,
  refundedSum,
  setPaymentStatus,
  updateRefund,
} from "./queries.ts";
import { unreturnedSpendTotal } from "./store-credit.ts";

type OrderRow = typeof orders.$inferSelect;

/**
 * What the order paid, the ceiling of its refunds, once its money came in (a prepaid order's captured
 * payment, a COD order's cash once delivered): what the provider or the courier took, plus the store
 * credit spent on it and not given back. A payment that came after its order was cancelled paid only
 * what the provider captured: its store credit went back to the ledger as the order was cancelled.
 */
export async function paidBy(exec: Executor, order: OrderRow): Promise<Paise> {
  const captured = order.paymentMethod === "UPI" && capturedPaymentStatuses.includes(order.paymentStatus);
  const collected = order.paymentMethod === "COD" && order.deliveredAt !== null;
  if (!captured && !collected) return 0;
  const credit = await unreturnedSpendTotal(exec, order.id);
  return order.totalAmount - order.storeCredit + credit;
}

/** The payment's state before any refund: a prepaid order's captured payment; a COD order's cash. */
async function unrefundedStatus(exec: Executor, order: OrderRow): Promise<PaymentStatus> {
  if (order.paymentMethod === "UPI") return "paid";
  if (!order.deliveredAt) return "pending";
  return (await courierRemitted(exec, order.id)) ? "remitted" : "collected";
}

/**
 * The order's `payment_status` after its refunds changed (in their transaction, the order locked):
 * refunded once the refunds that did not fail reach what it paid, partly refunded before that, and
 * back to what it was when every refund failed (core/order-status.ts `paymentStatusAfterRefunds`).
 */
export async function settleRefundedStatus(tx: Transaction, orderId: string): Promise<void> {
  const order = await orderById(tx, orderId);
  if (!order) return;
  const paid = await paidBy(tx, order);
  if (paid === 0) return;
  const status = paymentStatusAfterRefunds(paid, await refundedSum(tx, order.id), await unrefundedStatus(tx, order));
  if (status !== order.paymentStatus) await setPaymentStatus(tx, order.id, status);
}

const ledgerChannel = { source: "online", store_credit: "store_credit", upi: "upi" } as const;

/**
 * A refund done: its state, the credit note of what it gave back (when the order was invoiced) and
 * its row in the money ledger, once.
 */
export async function markProcessed(ctx: AppContext, tx: Transaction, refund: RefundRow): Promise<RefundRow> {
  const done = await updateRefund(tx, refund.id, { status: "processed", processedAt: new Date() });
  const { gst } = await readSettingsIn(ctx, tx);
  const lines = await linesOfRefunds(tx, [refund.id]);
  await issueRefundCreditNote(tx, gst, refund.orderId, { id: refund.id, amount: refund.amount, lines });
  // a gift card's part went back to the card (decision 0062), the rest to the refund's destination
  const rest = refund.amount - refund.giftCardAmount;
  if (refund.giftCardAmount > 0) {
    await recordMoney(tx, {
      kind: "refunded",
      channel: "gift_card",
      amount: refund.giftCardAmount,
      key: `refunded-gift-card:${refund.id}`,
      orderId: refund.orderId,
      refundId: refund.id,
    });
  }
  if (rest > 0) {
    await recordMoney(tx, {
      kind: "refunded",
      channel: ledgerChannel[refund.destination],
      amount: rest,
      key: `refunded:${refund.id}`,
      orderId: refund.orderId,
      refundId: refund.id,
      reference: done.providerRefundId ?? done.utr,
    });
  }
  return done;
}

/** The provider's idempotency key of a refund: the same request (order + key) asks the same refund. */
export const providerKey = (orderId: string, key: string) =>
  `rf_${crypto.createHash("sha256").update(`${orderId}|${key}`).digest("hex").slice(0, 40)}`;
