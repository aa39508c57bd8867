import { formatRupees, type Paise, toRupees } from "../../../core/money.ts";
import { capLineRefund, refundForLines, splitExchangeLines } from "../../../core/pricing.ts";
import type { RefundDestination } from "../../../core/schemas/refunds.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import type { orders } from "../../db/schema.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import { creditNotesOfRefunds } from "../gst/service.ts";
import { lockOrder, recordRefundedPayment } from "../orders/transitions.ts";
import { type PaymentProvider, paymentProvider } from "../payments/provider.ts";
import { reopenRefundedReturn } from "../returns/reopen.ts";
import { retryRefund } from "./cancellation.ts";
import {
  chargedLinesOf,
  failedRefundsOfReturn,
  insertRefund,
  insertRefundLines,
  linesOfRefunds,
  lockRefund,
  noteOnOrder,
  orderById,
  type RefundRow,
  refundById,
  refundByKey,
  refundByProviderId,
  refundedSum,
  refundedUnits,
  refundsOfOrder,
  updateRefund,
} from "./queries.ts";
import { markProcessed, paidBy, providerKey, settleRefundedStatus } from "./settle.ts";
import { creditGiftCard, creditStoreCredit, giftCardOwed, giveBackSpends } from "./store-credit.ts";

type OrderRow = typeof orders.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 409: more than the order can still give back; `refundable` says how much it can (paise). */
export class OverRefundable extends HttpError {
  constructor(readonly refundable: Paise) {
    super(
      409,
      "over_refundable",
      refundable > 0
        ? `Only ${formatRupees(refundable)} can still be refunded on this order.`
        : "Nothing more can be refunded on this order.",
      undefined,
      undefined,
      { refundable },
    );
  }
}

export interface RefundLinesInput {
  orderId: string;
  lines: ReadonlyArray<{ orderItemId: string; quantity: number }>;
  to: RefundDestination;
  upiId?: string | null;
  reason: string;
  /** The return this refund pays (features/returns). */
  returnId?: string | null;
  /** One refund per key and order: a repeat answers the first. */
  idempotencyKey: string;
  /** The admin who refunds (null: the system). */
  actorId: string | null;
  /**
   * The returns setting "refund shipping when the whole order comes back". Until the returns settings
   * exist the caller passes it; absent, false.
   */
  refundShippingOnFullReturn?: boolean;
}

export interface GoodwillRefundInput {
  orderId: string;
  amount: Paise;
  reason: string;
  to?: RefundDestination;
  upiId?: string | null;
  idempotencyKey: string;
  actorId: string | null;
}

export interface RefundOutcome {
  /** False when the key had a refund already (that refund is answered). */
  created: boolean;
  refund: RefundAnswer;
}

/** Units of lines back: each line at what it paid (core/pricing.ts), in one refund. */
export function refundLines(ctx: AppContext, input: RefundLinesInput): Promise<RefundOutcome> {
  if (input.lines.length === 0) throw new Invalid("Name at least one line to refund.", { lines: "Required" });
  return makeRefund(ctx, input, async (tx, order, refundable) => {
    const priced = await priceLineRefund(tx, order, input.lines, input.refundShippingOnFullReturn ?? false);
    // after a goodwill refund the lines may ask more than is left: they give back what is left
    if (refundable <= 0 || priced.amount <= refundable) return priced;
    const capped = capLineRefund({ lines: priced.lines, total: priced.amount }, refundable);
    return { amount: capped.total, lines: capped.lines };
  });
}

/**
 * What refunding these units of these lines gives back now (core/pricing.ts `refundForLines`, after
 * what the order's earlier refunds took): the one price of a line refund, for `refundLines` and for
 * the admin's returns queue, which shows it on the Refund button. 400 for a line not on the order
 * or more units than are left.
 */
export async function priceLineRefund(
  exec: Executor,
  order: OrderRow,
  lines: ReadonlyArray<{ orderItemId: string; quantity: number }>,
  refundShippingOnFullReturn: boolean,
): Promise<Priced> {
  const charged = await chargedLinesOf(exec, order.id);
  const already = await refundedUnits(exec, order.id);
  const asks = lines.map((wanted) => {
    const index = charged.findIndex((line) => line.id === wanted.orderItemId);
    const line = charged[index];
    if (!line) throw new Invalid("That line is not on this order.", { lines: "Unknown line" });
    const left = line.quantity - (already.get(line.id) ?? 0);
    if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > left) {
      throw new Invalid(`Only ${left} of ${line.name} can still be refunded.`, { lines: "Too many units" });
    }
    return { line: index, quantity: wanted.quantity };
  });
  if (new Set(asks.map((ask) => ask.line)).size !== asks.length) {
    throw new Invalid("Name each line once.", { lines: "A line twice" });
  }
  const priced = refundForLines(
    {
      lines: charged,
      discount: order.discount,
      giftWrap: order.giftWrap,
      shipping: order.shipping,
      codFee: order.codFee,
    },
    asks,
    { alreadyRefunded: charged.map((line) => already.get(line.id) ?? 0), refundShippingOnFullReturn },
  );
  return {
    amount: priced.total,
    lines: priced.lines.map((line) => ({
      orderItemId: charged[line.line]?.id ?? "",
      quantity: line.quantity,
      amount: line.amount,
    })),
  };
}

/** What a line refund of the order would give back now (paise), or null when it cannot be made. */
export async function quoteLineRefund(
  exec: Executor,
  orderId: string,
  lines: ReadonlyArray<{ orderItemId: string; quantity: number }>,
  refundShippingOnFullReturn: boolean,
): Promise<Paise | null> {
  const order = await orderById(exec, orderId);
  if (!order) return null;
  try {
    return (await priceLineRefund(exec, order, lines, refundShippingOnFullReturn)).amount;
  } catch (error) {
    if (error instanceof Invalid) return null;
    throw error;
  }
}

export { failedRefundsOfReturn };

/**
 * An exchange's refund (features/returns, decision 0034): the returned units at what they paid, in two
 * refunds of the same lines. `part: "difference"`: what the replacement does not take, to the
 * shopper's way, its lines at quantity 0 (value only), made first; `part: "credit"`: the units
 * themselves at the part that pays the replacement, as store credit the replacement order spends.
 * Their credit notes together credit exactly what the lines paid (core/pricing.ts splitExchangeLines).
 * Shipping stays with the order: the goods are replaced, not the order returned.
 */
export function refundExchangePart(
  ctx: AppContext,
  input: Omit<RefundLinesInput, "refundShippingOnFullReturn"> & { part: "credit" | "difference"; credit: Paise },
): Promise<RefundOutcome> {
  if (input.lines.length === 0) throw new Invalid("Name at least one line to refund.", { lines: "Required" });
  // the credit part pays the replacement from the member's store credit: it never goes to a gift card
  return makeRefund(ctx, { ...input, cardFirst: input.part !== "credit" }, async (tx, order) => {
    const full = await priceLineRefund(tx, order, input.lines, false);
    const split = splitExchangeLines(
      full.lines.map((line) => line.amount),
      input.credit,
    );
    const amounts = input.part === "credit" ? split.kept : split.back;
    const lines = full.lines
      .map((line, index) => ({
        orderItemId: line.orderItemId,
        quantity: input.part === "credit" ? line.quantity : 0,
        amount: amounts[index] ?? 0,
      }))
      .filter((line) => line.quantity > 0 || line.amount > 0);
    return { amount: lines.reduce((sum, line) => sum + line.amount, 0), lines };
  });
}

/** A refund's state now (a return's refund step reads it before marking the return refunded). */
export async function refundStatusOf(exec: Executor, refundId: string): Promise<RefundRow["status"] | null> {
  return (await refundById(exec, refundId))?.status ?? null;
}

/** An amount back without a return (the admin's goodwill refund). */
export function goodwillRefund(ctx: AppContext, input: GoodwillRefundInput): Promise<RefundOutcome> {
  return makeRefund(ctx, input, async () => ({ amount: input.amount, lines: [] }));
}

type Priced = { amount: Paise; lines: Array<{ orderItemId: string; quantity: number; amount: Paise }> };

/** Where the money goes when the caller does not say: the payment it came from, else store credit. */
function destinationFor(order: OrderRow, to: RefundDestination | undefined): RefundDestination {
  if (to) return to;
  return order.paymentMethod === "UPI" ? "source" : "store_credit";
}

function destinationRefusal(order: OrderRow, to: RefundDestination, upiId: string | null | undefined): string | null {
  if (to === "source" && (order.paymentMethod !== "UPI" || !order.transactionId))
    return "This order was not paid online: refund it as store credit or to a UPI id.";
  if (to === "store_credit" && !order.userId) return "A guest's order cannot be refunded as store credit.";
  if (to === "upi" && !upiId) return "Give the UPI id the money goes to.";
  return null;
}

async function makeRefund(
  ctx: AppContext,
  input: {
    orderId: string;
    to?: RefundDestination;
    upiId?: string | null;
    reason: string;
    returnId?: string | null;
    idempotencyKey: string;
    actorId: string | null;
    /** A gift card's part goes back to the card first (decision 0062); false only for an exchange's credit. */
    cardFirst?: boolean;
  },
  /** What the refund gives back, knowing what the order can still give back (paise). */
  price: (tx: Transaction, order: OrderRow, refundable: Paise) => Promise<Priced>,
): Promise<RefundOutcome> {
  const row = await ctx.db.transaction(async (tx): Promise<{ created: boolean; refund: RefundRow }> => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new NotFound("Order not found");
    const earlier = await refundByKey(tx, order.id, input.idempotencyKey);
    if (earlier) return { created: false, refund: earlier };
    const to = destinationFor(order, input.to);
    const refundable = (await paidBy(tx, order)) - (await refundedSum(tx, order.id));
    const priced = await price(tx, order, refundable);
    if (priced.amount > refundable || priced.amount <= 0) throw new OverRefundable(Math.max(refundable, 0));
    // what a gift card paid goes back to the card first, at once (decision 0062); the rest goes `to`
    const toCard =
      order.giftCardId && input.cardFirst !== false ? Math.min(priced.amount, await giftCardOwed(tx, order.id)) : 0;
    const rest = priced.amount - toCard;
    const refusal = rest > 0 ? destinationRefusal(order, to, input.upiId) : null;
    if (refusal) throw new Invalid(refusal, { refundTo: refusal });
    if (to === "source" && rest > 0) {
      // the provider can give back only what it captured: store credit spent on the order goes back as credit
      const captured = order.totalAmount - order.storeCredit - (await refundedSum(tx, order.id, "source"));
      if (rest > captured) {
        throw new Invalid(
          `Only ${formatRupees(Math.max(captured, 0))} can go back to the original payment; refund the rest as store credit.`,
          { refundTo: "Over the captured payment" },
        );
      }
    }

    let refund = await insertRefund(tx, {
      orderId: order.id,
      returnId: input.returnId ?? null,
      amount: priced.amount,
      giftCardAmount: toCard,
      destination: to,
      upiId: to === "upi" && rest > 0 ? (input.upiId ?? null) : null,
      payoutStatus: to === "upi" && rest > 0 ? "pending" : null,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
      actorId: input.actorId,
    });
    await insertRefundLines(
      tx,
      priced.lines.map((line) => ({ refundId: refund.id, ...line })),
    );
    await noteOnOrder(
      tx,
      order.id,
      order.orderStatus,
      `Refund of ${formatRupees(refund.amount)} (${to.replace("_", " ")}): ${input.reason}`,
      input.actorId,
    );
    if (toCard > 0 && order.giftCardId) {
      await creditGiftCard(tx, {
        giftCardId: order.giftCardId,
        amount: toCard,
        kind: "refund",
        note: `Refund on order #${order.number ?? ""}: ${input.reason}`,
        refundId: refund.id,
        orderId: order.id,
      });
    }
    if (rest === 0) refund = await markProcessed(ctx, tx, refund);
    else if (to === "store_credit" && order.userId) {
      await creditStoreCredit(tx, {
        userId: order.userId,
        amount: rest,
        kind: "refund",
        note: `Refund on order #${order.number ?? ""}: ${input.reason}`,
        refundId: refund.id,
        orderId: order.id,
      });
      refund = await markProcessed(ctx, tx, refund);
    }
    if (to === "source" && rest > 0) refund = await refundToSource(ctx, tx, order, refund);
    await settleRefundedStatus(tx, order.id);
    return { created: true, refund };
  });
  return { created: row.created, refund: (await answersFor(ctx, [row.refund]))[0] as RefundAnswer };
}

/** The provider refunds the payment; its answer's status stands until the webhook says more. */
async function refundToSource(ctx: AppContext, tx: Transaction, order: OrderRow, refund: RefundRow) {
  const provider = paymentProvider(ctx);
  if (!provider || !order.transactionId) throw new HttpError(503, "payment_unavailable", "Online refunds are off.");
  let answer: Awaited<ReturnType<typeof provider.refund>>;
  try {
    answer = await provider.refund({
      paymentId: order.transactionId,
      amount: refund.amount - refund.giftCardAmount,
      receipt: `refund_${refund.id.replaceAll("-", "")}`.slice(0, 40),
      notes: { orderId: order.id, refundId: refund.id },
      idempotencyKey: providerKey(order.id, refund.idempotencyKey),
    });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, "the payment provider refused a refund");
    throw new HttpError(502, "payment_provider", "The payment provider could not refund just now. Try again.");
  }
  const updated = await updateRefund(tx, refund.id, { providerRefundId: answer.id });
  if (answer.status === "processed") return markProcessed(ctx, tx, updated);
  if (answer.status === "failed") return updateRefund(tx, refund.id, { status: "failed", failureReason: "Refused" });
  return updated;
}

/**
 * The provider's word on a refund (Razorpay's refund.processed / refund.failed / refund.created):
 * in the caller's transaction, which has kept the event once by its id. The order's row is locked
 * first, so a webhook that overtakes the refund's own transaction waits for it. Only a pending
 * refund moves; an event about a refund already settled changes nothing.
 */
export async function applyRefundEvent(
  ctx: AppContext,
  tx: Transaction,
  event: string,
  entity: { id?: string; status?: string; notes?: Record<string, unknown> | unknown[] },
): Promise<"applied" | "unknown" | "stale"> {
  const notes = (Array.isArray(entity.notes) ? {} : (entity.notes ?? {})) as Record<string, unknown>;
  const uuidIn = (value: unknown) => (typeof value === "string" && uuidPattern.test(value) ? value : null);
  const orderId = uuidIn(notes.orderId);
  const order = orderId ? await lockOrder(tx, orderId) : undefined;
  const refundId = uuidIn(notes.refundId) ?? (entity.id ? (await refundByProviderId(tx, entity.id))?.id : undefined);
  const found = refundId ? await lockRefund(tx, refundId) : undefined;
  if (!found || (found.providerRefundId && entity.id && found.providerRefundId !== entity.id)) return "unknown";
  if (found.status !== "pending") return "stale";
  if (event === "refund.processed") await markProcessed(ctx, tx, found);
  else if (event === "refund.failed") {
    await updateRefund(tx, found.id, { status: "failed", failureReason: "The payment provider could not refund it" });
    await noteOnOrder(
      tx,
      found.orderId,
      order?.orderStatus ?? "",
      `The refund of ${formatRupees(found.amount)} failed at the payment provider; it can be refunded again`,
      null,
    );
    await settleRefundedStatus(tx, found.orderId);
    // a return marked refunded while its refund was pending goes back to received: the admin refunds again
    if (found.returnId) await reopenRefundedReturn(ctx, tx, found.returnId, found.amount);
  } else if (event === "refund.created" && entity.id && !found.providerRefundId) {
    await updateRefund(tx, found.id, { providerRefundId: entity.id });
  } else return "stale";
  return "applied";
}

/**
 * A payment that came after its order was cancelled, for an order that could not be revived (its
 * stock, coupon or store credit was gone): in the payment's transaction, the order locked. The
 * provider gives back what it captured (the total less the store credit, which the provider never
 * charged), recorded as the order's refund so its webhooks settle it and the order's ceiling counts
 * it; the store credit the order spent goes back to the ledger, once (only what was not given back as
 * the order was cancelled). If the provider cannot be reached, it throws and nothing is written.
 */
export async function refundLatePayment(
  ctx: AppContext,
  tx: Transaction,
  provider: PaymentProvider,
  order: OrderRow,
  paymentId: string,
  why: string,
): Promise<{ providerRefundId: string; amount: Paise }> {
  const captured = order.totalAmount - order.storeCredit;
  let refund =
    (await refundByKey(tx, order.id, latePaymentKey)) ??
    (await insertRefund(tx, {
      orderId: order.id,
      amount: captured,
      destination: "source",
      reason: `Paid after the order was cancelled: ${why}`,
      idempotencyKey: latePaymentKey,
      actorId: null,
    }));
  const answer = await provider.refund({
    paymentId,
    amount: refund.amount,
    receipt: `refund_${order.id.replaceAll("-", "")}`,
    notes: { orderId: order.id, refundId: refund.id, reason: "paid after the order was cancelled" },
  });
  refund = await updateRefund(tx, refund.id, { providerRefundId: answer.id });
  if (answer.status === "processed") await markProcessed(ctx, tx, refund);
  if (answer.status === "failed") await updateRefund(tx, refund.id, { status: "failed", failureReason: "Refused" });
  await giveBackSpends(tx, order.id, "Given back: the order was paid after it was cancelled and could not go ahead");
  await recordRefundedPayment(tx, order, paymentId, answer.id, why);
  return { providerRefundId: answer.id, amount: refund.amount };
}

/**
 * A subscription's delivery that could not take some lines' stock at renewal (decision 0060): in the
 * order's transaction, those lines are refunded to the payment at what they paid, once (keyed on the
 * order), as a pending refund with its lines, said on the order. The caller asks the provider after the
 * commit (cancellation.ts sendRefund); the refunds job sends it if the process stops before.
 */
export async function refundUnfilledLines(
  tx: Transaction,
  order: OrderRow,
  lines: ReadonlyArray<{ orderItemId: string; quantity: number; name: string }>,
): Promise<RefundRow | null> {
  const key = "subscription-unfilled";
  const earlier = await refundByKey(tx, order.id, key);
  if (earlier) return earlier;
  if (lines.length === 0) return null;
  const priced = await priceLineRefund(tx, order, lines, false);
  const names = lines.map((line) => line.name).join(", ");
  const refund = await insertRefund(tx, {
    orderId: order.id,
    amount: priced.amount,
    destination: "source",
    reason: `Out of stock at renewal: ${names}`,
    idempotencyKey: key,
    actorId: null,
  });
  await insertRefundLines(
    tx,
    priced.lines.map((line) => ({ refundId: refund.id, ...line })),
  );
  await noteOnOrder(
    tx,
    order.id,
    order.orderStatus,
    `Refund of ${formatRupees(refund.amount)} to the original payment: out of stock at renewal (${names})`,
    null,
  );
  await settleRefundedStatus(tx, order.id);
  return refund;
}

/** The one refund of a late payment per order (with the provider's own key, one per payment). */
const latePaymentKey = "late-payment";

/** The admin paid a UPI refund out by hand: done with its UTR, once. */
export async function recordPayout(ctx: AppContext, refundId: string, utr: string, actorId: string) {
  const refund = await ctx.db.transaction(async (tx) => {
    const found = await refundById(tx, refundId);
    if (!found) throw new NotFound("No such refund.");
    const order = await lockOrder(tx, found.orderId);
    const locked = await lockRefund(tx, refundId);
    if (locked?.destination !== "upi") throw new Conflict("Only a UPI refund is paid out by hand.");
    if (locked.payoutStatus === "done") throw new Conflict(`This refund was paid out already (UTR ${locked.utr}).`);
    if (locked.status !== "pending") throw new Conflict("This refund is no longer waiting for its payout.");
    await updateRefund(tx, refundId, { payoutStatus: "done", utr });
    await noteOnOrder(
      tx,
      found.orderId,
      order?.orderStatus ?? "",
      `UPI refund of ${formatRupees(locked.amount)} paid out (UTR ${utr})`,
      actorId,
    );
    return markProcessed(ctx, tx, { ...locked, payoutStatus: "done", utr });
  });
  return (await answersFor(ctx, [refund]))[0] as RefundAnswer;
}

/** The admin retries a refund that failed at the provider (cancellation.ts retryRefund), answered as the API does. */
export async function retryFailedRefund(ctx: AppContext, refundId: string, actorId: string): Promise<RefundAnswer> {
  const refund = await retryRefund(ctx, refundId, actorId);
  return (await answersFor(ctx, [refund]))[0] as RefundAnswer;
}

/** The order's refunds with what it paid and what it can still give back. */
export async function refundsOfOrderAnswer(ctx: AppContext, orderId: string) {
  const order = await orderById(ctx.db, orderId);
  if (!order) throw new NotFound("Order not found");
  const rows = await refundsOfOrder(ctx.db, orderId);
  const refunded = rows.filter((row) => row.status !== "failed").reduce((sum, row) => sum + row.amount, 0);
  const paid = await paidBy(ctx.db, order);
  return {
    paid: toRupees(paid),
    refunded: toRupees(refunded),
    refundable: toRupees(Math.max(paid - refunded, 0)),
    refunds: (await answersFor(ctx, rows)).map((answer) => ({
      ...answer,
      /** A failed refund the admin retried (a later refund is keyed by it). */
      retried: rows.some((row) => row.idempotencyKey === `retry:${answer._id}`),
    })),
  };
}

export type RefundAnswer = Awaited<ReturnType<typeof answersFor>>[number];

/** Refunds as the API answers them: rupees, their lines and credit notes. */
async function answersFor(ctx: AppContext, rows: readonly RefundRow[]) {
  const ids = rows.map((row) => row.id);
  const [lines, notes] = await Promise.all([linesOfRefunds(ctx.db, ids), creditNotesOfRefunds(ctx.db, ids)]);
  return rows.map((row) => ({
    _id: row.id,
    orderId: row.orderId,
    returnId: row.returnId,
    amount: toRupees(row.amount),
    refundTo: row.destination,
    upiId: row.upiId,
    status: row.status,
    /** Why the payment provider would not make it (a failed refund). */
    failureReason: row.failureReason,
    payoutStatus: row.payoutStatus,
    utr: row.utr,
    providerRefundId: row.providerRefundId,
    reason: row.reason,
    lines: lines
      .filter((line) => line.refundId === row.id)
      .map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity, amount: toRupees(line.amount) })),
    creditNote: notes.get(row.id) ?? null,
    createdAt: row.createdAt,
    processedAt: row.processedAt,
  }));
}
