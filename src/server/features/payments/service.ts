// Online payment (DESIGN.md points 6, 14 and 16): create-order writes the order (pending payment, its
// stock held) and opens the provider's order for the server's total, cancelling the order again when
// the provider refuses; a verified payment or the provider's webhook, whichever comes first, moves the
// order to processing through the order's one door (orders/transitions.ts). A payment for an order
// already cancelled (its window closed, the shopper gave up) revives it when its stock and coupon can
// be taken again, or is refunded in full through the provider: never a paid order holding stock or a
// coupon it does not have (docs/decisions/0015-one-order-lifecycle.md). Knows nothing of HTTP.

import { eq } from "drizzle-orm";
import { checkoutMessages } from "../../../core/checkout.ts";
import { inEnglish, sentences } from "../../../core/i18n.ts";
import { capturedPaymentStatuses } from "../../../core/order-status.ts";
import { type PaidWith, paidWithFrom } from "../../../core/refund-words.ts";
import type { PlaceOrderInput } from "../../../core/schemas/checkout.ts";
import type { AppContext } from "../../context.ts";
import { orders } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { isGiftCardLink, settleGiftCardPayment } from "../gift-cards/service.ts";
import { sendQueuedMail } from "../mail/service.ts";
import { type Answer, idempotent } from "../orders/idempotency.ts";
import {
  abandonPendingOrder,
  answerFor,
  assertOrderAccess,
  attachProviderOrder,
  notePaymentFailed,
  orderForProviderOrder,
  placePendingOnlineOrder,
} from "../orders/service.ts";
import { afterTransition, lockOrder, type TransitionResult, transition } from "../orders/transitions.ts";
import { applyRefundEvent, refundLatePayment } from "../refunds/service.ts";
import { orderRefundSaids } from "../refunds/words.ts";
import { isSandbox, type PaymentProvider, paymentProvider, providerOrFail } from "./provider.ts";
import { recordEvent, setPaidWith } from "./queries.ts";

/**
 * What a late payment's 409 says: refunded in full, then where the money goes and when it arrives
 * (core/refund-words.ts, with the Returns settings' days), as the shopper's refund mail says it. As a
 * `said` (its sentences and their values apart) so a Hindi checkout says it in Hindi; `message` is its English.
 */
async function latePaymentRefusal(ctx: AppContext, orderId: string): Promise<HttpError> {
  const [order] = await ctx.db.select({ paidWith: orders.paidWith }).from(orders).where(eq(orders.id, orderId));
  const said = sentences([
    { message: checkoutMessages.latePaymentRefunded },
    ...(await orderRefundSaids(ctx, ctx.db, orderId, order?.paidWith ?? null)),
  ]);
  return new HttpError(409, "payment_refunded", inEnglish(said), undefined, undefined, { said });
}

/**
 * The provider's receipt for an order (at most 40 characters at Razorpay). By the order's id: an online
 * order has no number until it is paid (issue 19), and the receipt is written before that.
 */
const receiptOf = (kind: "order", orderId: string) => `${kind}_${orderId.replaceAll("-", "")}`;

const paymentRefused = () => new HttpError(400, "payment_failed", checkoutMessages.verificationFailed);

/**
 * create-order: the order is written holding its stock, then the provider's order is opened for its
 * total. When the provider refuses, the order is cancelled (stock and coupon back) and 502 answered.
 */
export async function startOnlinePayment(
  ctx: AppContext,
  user: SessionUser | undefined,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
  owner: string,
): Promise<Answer> {
  const provider = providerOrFail(ctx);
  return idempotent(ctx, { owner, endpoint: "create-order", key: idempotencyKey, request: input }, async () => {
    const placed = await placePendingOnlineOrder(ctx, user, input);
    if (placed.order.orderStatus === "processing") {
      // store credit and a gift card paid it all: no provider order, the order is placed and paid
      return {
        status: 200,
        body: {
          paidInFull: true,
          orderId: placed.order.id,
          accessKey: placed.accessKey,
          order: await answerFor(ctx, placed.order),
        },
      };
    }
    let providerOrder: Awaited<ReturnType<typeof provider.createOrder>>;
    try {
      providerOrder = await provider.createOrder({
        // store credit paid its part as the order was written; the provider charges the rest
        amount: placed.order.totalAmount - placed.order.storeCredit,
        receipt: receiptOf("order", placed.order.id),
        notes: { orderId: placed.order.id },
      });
    } catch (error) {
      ctx.log.error({ err: error, orderId: placed.order.id }, "the payment provider refused an order");
      await abandonPendingOrder(ctx, placed.order.id, "The payment could not be started", true, "payment");
      throw new HttpError(502, "payment_provider", checkoutMessages.paymentFailed);
    }
    await attachProviderOrder(ctx, placed.order.id, provider.name, providerOrder.id);
    return {
      status: 200,
      body: {
        id: providerOrder.id,
        amount: providerOrder.amount,
        currency: providerOrder.currency,
        provider: provider.name,
        key: provider.publicKey,
        orderId: placed.order.id,
        accessKey: placed.accessKey,
        prefill: {
          name: `${placed.order.firstName} ${placed.order.lastName}`,
          email: placed.order.email,
          contact: placed.order.phone,
        },
      },
    };
  });
}

export type Settlement =
  | { outcome: "paid" | "revived" | "already" | "refunded"; orderId: string }
  | { outcome: "unknown" | "duplicate" };

/**
 * A payment the provider vouches for, for its provider order: in one transaction, with the order's
 * row locked (the browser's verify, the webhook and the expiry job take turns), the webhook's event
 * kept once, and the order moved through its one door. A cancelled order that cannot take its
 * stock and coupon again has the payment refunded in full (in the same transaction: if the provider
 * cannot be reached nothing is written, and the webhook's retry or the shopper's retry tries again).
 */
export async function settlePayment(
  ctx: AppContext,
  provider: PaymentProvider,
  providerOrderId: string,
  paymentId: string,
  event?: { id: string | undefined; body: unknown },
): Promise<Settlement> {
  const found = await orderForProviderOrder(ctx, provider.name, providerOrderId);
  // how it was paid (for its refunds' words), asked before the transaction: the webhook's payment
  // entity says it; the checkout's answer does not, so the provider is asked (nothing if it cannot say)
  const paidWith = found ? await paidWithOf(ctx, provider, paymentId, event?.body) : null;
  let moved: TransitionResult | undefined;
  const settlement = await ctx.db.transaction(async (tx): Promise<Settlement> => {
    if (event && !(await recordEvent(tx, provider.name, event.id, event.body))) return { outcome: "duplicate" };
    const order = found && (await lockOrder(tx, found.id));
    if (!order) return { outcome: "unknown" };
    if (capturedPaymentStatuses.includes(order.paymentStatus)) {
      // refunded and never paid in: the late payment's own refund (a paid order refunded later was paid)
      const lateRefunded = order.paymentStatus === "refunded" && order.paidAt === null;
      return { outcome: lateRefunded ? "refunded" : "already", orderId: order.id };
    }
    if (order.orderStatus !== "pending_payment" && order.orderStatus !== "cancelled") {
      return { outcome: "already", orderId: order.id };
    }
    const late = order.orderStatus === "cancelled";
    moved = await transition(ctx, tx, order.id, "processing", {
      actor: "payment",
      paymentId,
      note: late ? `Paid online (${paymentId}) after it was cancelled` : `Paid online (${paymentId})`,
    });
    if (moved.ok) {
      if (paidWith) await setPaidWith(tx, order.id, paidWith);
      return { outcome: late ? "revived" : "paid", orderId: order.id };
    }
    if (!late) throw new Error(`a payment could not move order ${order.id}: ${moved.message}`);
    // the provider gives back what it captured; the store credit the order spent goes back to the ledger
    if (paidWith) await setPaidWith(tx, order.id, paidWith);
    const refund = await refundLatePayment(ctx, tx, provider, order, paymentId, moved.message);
    ctx.log.warn(
      { orderId: order.id, refund: refund.providerRefundId, amount: refund.amount, why: moved.message },
      "a late payment was refunded",
    );
    return { outcome: "refunded", orderId: order.id };
  });
  if (moved) await afterTransition(ctx, moved);
  if (settlement.outcome === "paid" || settlement.outcome === "revived") {
    ctx.log.info({ orderId: settlement.orderId, outcome: settlement.outcome, method: "UPI" }, "order paid");
  }
  return settlement;
}

/** The payment's instrument: from the webhook's payment entity, else asked of the provider (null if it cannot say). */
async function paidWithOf(
  ctx: AppContext,
  provider: PaymentProvider,
  paymentId: string,
  body: unknown,
): Promise<PaidWith | null> {
  const entity = (body as { payload?: { payment?: { entity?: unknown } } } | undefined)?.payload?.payment?.entity;
  const reported = paidWithFrom(entity);
  if (reported) return reported;
  try {
    return await provider.paidWith(paymentId);
  } catch (error) {
    ctx.log.warn({ err: error, paymentId }, "the payment provider did not say how a payment was made");
    return null;
  }
}

/** verify-payment: the checkout's signed answer; only a genuine signature moves the order. */
export async function verifyPayment(
  ctx: AppContext,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  const provider = providerOrFail(ctx);
  const genuine = provider.verifyPayment(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature);
  const settled = genuine
    ? await settlePayment(ctx, provider, input.razorpay_order_id, input.razorpay_payment_id)
    : null;
  if (!settled || !("orderId" in settled)) {
    ctx.log.warn({ providerOrder: input.razorpay_order_id }, "a payment signature was refused");
    throw paymentRefused();
  }
  if (settled.outcome === "refunded") {
    throw await latePaymentRefusal(ctx, settled.orderId);
  }
  const order = await orderForProviderOrder(ctx, provider.name, input.razorpay_order_id);
  if (!order) throw paymentRefused();
  return { success: true, message: checkoutMessages.paid, order: await answerFor(ctx, order) };
}

/** The shopper closed the payment window or the payment failed: the unpaid order is cancelled. */
export async function abandonPayment(
  ctx: AppContext,
  user: SessionUser | undefined,
  input: { orderId: string; key?: string; failed: boolean },
) {
  await assertOrderAccess(ctx, user, input.orderId, input.key);
  const cancelled = await abandonPendingOrder(
    ctx,
    input.orderId,
    input.failed ? "The payment failed" : "The shopper closed the payment window",
    input.failed,
  );
  return { success: true, cancelled };
}

/**
 * The provider's webhook: authenticated over the raw body, kept once per event id. Payments move
 * their order; refund.created / refund.processed / refund.failed settle a refund (features/refunds).
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  eventId: string | undefined,
  body: unknown,
): Promise<{ received: true; duplicate?: true } | null> {
  const provider = paymentProvider(ctx);
  if (!provider || !rawBody || !provider.verifyWebhook(rawBody, signature)) return null;
  const event = body as { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string } } } };
  const payment = event.payload?.payment?.entity;
  if ((event.event === "payment.captured" || event.event === "order.paid") && payment?.order_id && payment.id) {
    const settled = await settlePayment(ctx, provider, payment.order_id, payment.id, { id: eventId, body });
    return settled.outcome === "duplicate" ? { received: true, duplicate: true } : { received: true };
  }
  const link = (event.payload as { payment_link?: { entity?: { id?: string; status?: string } } } | undefined)
    ?.payment_link?.entity;
  if (
    event.event === "payment_link.paid" &&
    link?.id &&
    payment?.id &&
    (await isGiftCardLink(ctx, provider.name, link.id))
  ) {
    // a gift card's payment (decision 0062): the card is paid once, whichever of this and the buyer's return is first
    const paymentId = payment.id;
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, provider.name, eventId, body))) return "duplicate";
      return settleGiftCardPayment(ctx, tx, provider, link.id as string, paymentId);
    });
    sendQueuedMail(ctx);
    return outcome === "duplicate" ? { received: true, duplicate: true } : { received: true };
  }
  if (event.event === "payment_link.paid" && link?.id && payment?.id) {
    // an exchange's difference (decision 0034): the link is the replacement order's provider order
    const settled = await settlePayment(ctx, provider, link.id, payment.id, { id: eventId, body });
    return settled.outcome === "duplicate" ? { received: true, duplicate: true } : { received: true };
  }
  if (event.event === "payment.failed" && payment?.order_id) {
    // the shopper may pay again on the same provider order: the attempt's payment shows failed
    const failed = payment as { order_id: string; error_description?: unknown };
    const reason =
      typeof failed.error_description === "string" && failed.error_description
        ? failed.error_description.slice(0, 200)
        : "declined";
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, provider.name, eventId, body))) return "duplicate";
      return notePaymentFailed(tx, provider.name, failed.order_id, reason);
    });
    return outcome === "duplicate" ? { received: true, duplicate: true } : { received: true };
  }
  const refund = (event.payload as { refund?: { entity?: Parameters<typeof applyRefundEvent>[3] } } | undefined)?.refund
    ?.entity;
  if (event.event?.startsWith("refund.") && refund) {
    // a refund's final state (features/refunds): kept once by event id, in the refund's move
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await recordEvent(tx, provider.name, eventId, body))) return "duplicate";
      return applyRefundEvent(ctx, tx, event.event ?? "", refund);
    });
    return outcome === "duplicate" ? { received: true, duplicate: true } : { received: true };
  }
  if (!(await recordEvent(ctx.db, provider.name, eventId, body))) return { received: true, duplicate: true };
  return { received: true };
}

/**
 * Keeps a webhook event once by its id, in the caller's transaction (features/subscriptions handles
 * its own events): false when it was seen before.
 */
export function keepWebhookEvent(
  exec: Parameters<typeof recordEvent>[0],
  provider: string,
  eventId: string | undefined,
  body: unknown,
): Promise<boolean> {
  return recordEvent(exec, provider, eventId, body);
}

/** The sandbox's own payment page: pays (signed as Razorpay signs) or fails, as asked. */
export async function sandboxPay(ctx: AppContext, input: { orderId: string; outcome: "success" | "failure" }) {
  const provider = paymentProvider(ctx);
  if (!isSandbox(provider)) throw new HttpError(404, "not_found", "The sandbox is not in use.");
  const order = await orderForProviderOrder(ctx, provider.name, input.orderId);
  if (!order) throw new HttpError(404, "not_found", "No such payment.");
  if (input.outcome === "failure") {
    throw new HttpError(400, "payment_failed", "Your bank declined the payment (sandbox).");
  }
  return provider.pay(input.orderId);
}

/** The sandbox's payment link: what it asks (GET) and its payment (POST), settled as the webhook would. */
export async function sandboxPaymentLink(ctx: AppContext, linkId: string, pay: boolean) {
  const provider = paymentProvider(ctx);
  if (!isSandbox(provider)) throw new HttpError(404, "not_found", "The sandbox is not in use.");
  const order = await orderForProviderOrder(ctx, provider.name, linkId);
  if (!order) throw new HttpError(404, "not_found", "No such payment link.");
  const amount = order.totalAmount - order.storeCredit;
  if (!pay) {
    return { id: linkId, amount, status: order.paymentStatus === "paid" ? "paid" : "created", orderId: order.id };
  }
  const settled = await settlePayment(ctx, provider, linkId, provider.pay(linkId).razorpay_payment_id);
  return { id: linkId, amount, status: "paid", outcome: settled.outcome, orderId: order.id };
}
