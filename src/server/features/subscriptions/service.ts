// Subscribe and save (issue 33, DESIGN.md point 23, decision 0060). A member subscribes to a box of
// subscribable lines at a cadence; the shop prices it once with the pricing module (each line at its
// subscription discount, shipping per delivery), refuses a box over the mandate cap, reuses or makes
// the provider's plan for its cadence and amount, and opens the provider's subscription, which the
// shopper authorises in Razorpay Checkout (its first charge). Every successful charge, the checkout's
// signed answer or the subscription.charged webhook, whichever comes first, is kept once by its payment
// id and makes the cycle's order through the one order door at the subscription's prices; a line out
// of stock is refunded for that cycle. The shopper skips (the mandate paused until the skipped date
// passes), pauses, resumes and cancels, each through the provider and safe to repeat; the notices job
// sends the pre-debit notice at least 24 hours before each charge. Knows nothing of HTTP.

import { formatDate } from "../../../core/dates.ts";
import { findIndianState } from "../../../core/india.ts";
import { formatRupees, fromRupees, type Paise, toRupees } from "../../../core/money.ts";
import { subscribePrice, summarize } from "../../../core/pricing.ts";
import type { PlaceOrderInput } from "../../../core/schemas/checkout.ts";
import type { StartSubscriptionInput, VerifySubscriptionInput } from "../../../core/schemas/subscriptions.ts";
import {
  addMonths,
  liveSubscriptionStatuses,
  mandateLimitWithoutAuthentication,
  type SubscriptionStatus,
  subscriptionMessages,
  subscriptionStatuses,
} from "../../../core/subscriptions.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { memberCart } from "../cart/service.ts";
import { deliverablePlace } from "../delivery/service.ts";
import { queueMail, queueMailOnce, sendQueuedMail } from "../mail/service.ts";
import { sendQueuedMessages, sendWhatsappMessage } from "../messaging/send.ts";
import { recordMoney } from "../money/ledger.ts";
import { type Answer, idempotent } from "../orders/idempotency.ts";
import { shopOwnerAddress } from "../orders/order-mail.ts";
import { memberRecipient, writeSubscriptionOrder } from "../orders/service.ts";
import { afterTransition } from "../orders/transitions.ts";
import {
  isSandbox,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSubscription,
  paymentProvider,
  providerOrFail,
  subscriptionFrom,
} from "../payments/provider.ts";
import { keepWebhookEvent } from "../payments/service.ts";
import { sendRefund } from "../refunds/cancellation.ts";
import { refundUnfilledLines } from "../refunds/service.ts";
import { pricingSettings, readSettings } from "../settings/service.ts";
import {
  haltedMail,
  haltedOwnerMail,
  lateNoticeSkipMail,
  paymentPendingMail,
  preDebitMail,
  unfilledMail,
} from "./mail.ts";
import {
  chargeOfPayment,
  chargesOf,
  deleteSubscription,
  eventsOf,
  insertSubscription,
  itemsOfSubscription,
  itemsOfSubscriptions,
  keepCharge,
  keepPlan,
  lockSubscription,
  noteEvent,
  noticesDue,
  planFor,
  type SubscriptionItemRow,
  type SubscriptionRow,
  settleCharge,
  skipsPassed,
  subscribableVariants,
  subscriptionById,
  subscriptionOfProvider,
  subscriptionsOfUser,
  updateSubscription,
} from "./queries.ts";
import { preDebitWhatsapp } from "./whatsapp.ts";

const unixDate = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

/** The box priced as every delivery will be: each line at its subscription price, shipping by today's settings. */
async function priceBox(ctx: AppContext, input: StartSubscriptionInput) {
  const settings = await readSettings(ctx);
  const merged = new Map<string, { product: string; variant: string; quantity: number }>();
  for (const line of input.lines) {
    const known = merged.get(line.variant);
    if (known) known.quantity += line.quantity;
    else merged.set(line.variant, { ...line });
  }
  const lines = [...merged.values()];
  const variants = await subscribableVariants(
    ctx.db,
    lines.map((line) => line.variant),
  );
  const priced = lines.map((line, index) => {
    const variant = variants.get(line.variant);
    if (!variant || variant.productId !== line.product || !variant.active) {
      const message = variant ? `${variant.name} is no longer available.` : "This product is no longer available.";
      throw new NotFound(message, { [`lines.${index}`]: message });
    }
    const label = variant.variantname ? `${variant.name} (${variant.variantname})` : variant.name;
    if (variant.subscribeEvery.length === 0) {
      throw new Invalid(subscriptionMessages.notSubscribable(label), { [`lines.${index}`]: "Not subscribable" });
    }
    if (!variant.subscribeEvery.includes(input.everyMonths)) {
      const message = subscriptionMessages.cadenceNotOffered(label, input.everyMonths);
      throw new Invalid(message, { everyMonths: message });
    }
    return {
      variant,
      quantity: line.quantity,
      unitPrice: subscribePrice(variant.price, variant.subscribeDiscount),
      unitMrp: Math.max(variant.mrp, variant.price),
    };
  });
  const summary = summarize(priced, null, pricingSettings(settings));
  const cap = Math.min(fromRupees(settings.subscriptions.maxCharge), mandateLimitWithoutAuthentication);
  if (summary.total > cap) {
    const message = subscriptionMessages.overLimit(summary.total, cap);
    throw new Invalid(message, { lines: message });
  }
  return { settings, priced, summary };
}

/** The provider's plan for this cadence and amount: the shop's, else made there and kept. */
async function planOf(ctx: AppContext, provider: PaymentProvider, everyMonths: number, amount: Paise) {
  const known = await planFor(ctx.db, provider.name, everyMonths, amount);
  if (known) return known;
  const made = await provider.createPlan({
    everyMonths,
    amount,
    name: `Subscribe and save: ${formatRupees(amount)} every ${everyMonths === 1 ? "month" : `${everyMonths} months`}`,
    notes: { shop: "subscribe-and-save" },
  });
  const kept = await keepPlan(ctx.db, { provider: provider.name, providerPlanId: made.id, everyMonths, amount });
  if (!kept) throw new Error("a plan was made but not kept");
  return kept;
}

/**
 * POST /api/subscriptions: the box priced and checked, the plan found or made, the subscription
 * written and opened at the provider; answers what the browser opens the provider's checkout with.
 * When the provider refuses, nothing stays (502). Honours Idempotency-Key.
 */
export function startSubscription(
  ctx: AppContext,
  member: SessionUser,
  input: StartSubscriptionInput,
  idempotencyKey: string | undefined,
): Promise<Answer> {
  const provider = providerOrFail(ctx);
  return idempotent(
    ctx,
    { owner: `user:${member.id}`, endpoint: "subscribe", key: idempotencyKey, request: input },
    async () => {
      const { settings, priced, summary } = await priceBox(ctx, input);
      const who = await ctx.db.transaction((tx) =>
        memberRecipient(tx, member, input.shippingAddress as PlaceOrderInput["shippingAddress"]),
      );
      const place = deliverablePlace(settings, who.address);
      let plan: Awaited<ReturnType<typeof planOf>>;
      try {
        plan = await planOf(ctx, provider, input.everyMonths, summary.total);
      } catch (error) {
        ctx.log.error({ err: error }, "the payment provider refused a plan");
        throw new HttpError(
          502,
          "payment_provider",
          "The subscription could not be started just now. Please try again.",
        );
      }
      const row = await ctx.db.transaction((tx) =>
        insertSubscription(
          tx,
          {
            userId: member.id,
            provider: provider.name,
            planId: plan.id,
            everyMonths: input.everyMonths,
            itemsTotal: summary.itemsTotal,
            shipping: summary.shipping,
            amount: summary.total,
            ...who.contact,
            shippingAddress: { ...who.address, addressLine2: who.address.addressLine2 ?? null },
            deliveryState: who.address.state,
            deliveryStateCode: findIndianState(who.address.state)?.code ?? place.stateCode,
            language: input.language,
          },
          priced.map((line, position) => ({
            productId: line.variant.productId,
            variantId: line.variant.variantId,
            position,
            name: line.variant.name,
            variantname: line.variant.variantname,
            quantity: line.quantity,
            listPrice: line.variant.price,
            unitPrice: line.unitPrice,
            unitMrp: line.unitMrp,
            discountPercent: line.variant.subscribeDiscount,
          })),
        ),
      );
      let opened: ProviderSubscription;
      try {
        opened = await provider.createSubscription({
          planId: plan.providerPlanId,
          totalCount: Math.max(Math.floor((settings.subscriptions.years * 12) / input.everyMonths), 1),
          notes: { subscriptionId: row.id },
        });
      } catch (error) {
        ctx.log.error({ err: error, subscriptionId: row.id }, "the payment provider refused a subscription");
        await deleteSubscription(ctx.db, row.id);
        throw new HttpError(
          502,
          "payment_provider",
          "The subscription could not be started just now. Please try again.",
        );
      }
      const started = await ctx.db.transaction(async (tx) => {
        const kept = await updateSubscription(tx, row.id, {
          providerSubscriptionId: opened.id,
          shortUrl: opened.shortUrl,
        });
        await noteEvent(
          tx,
          row.id,
          `Started: ${formatRupees(kept.amount)} every ${kept.everyMonths === 1 ? "month" : `${kept.everyMonths} months`}, waiting for the mandate`,
          member.id,
        );
        return kept;
      });
      return {
        status: 201,
        body: {
          subscriptionId: started.id,
          number: started.number,
          id: opened.id,
          amount: started.amount,
          currency: "INR",
          everyMonths: started.everyMonths,
          provider: provider.name,
          key: provider.publicKey,
          prefill: { name: `${started.firstName} ${started.lastName}`, email: started.email, contact: started.phone },
        },
      };
    },
  );
}

export type ChargeOutcome = "ordered" | "refunded" | "duplicate" | "unknown";

/**
 * A successful charge (the checkout's first, or a renewal): kept once by its payment id, in one
 * transaction with the subscription locked. A charge made after the subscription was cancelled or
 * stopped makes no order: it is refunded in full at once (if the provider cannot be reached nothing is
 * written, and the webhook's retry tries again). Otherwise the cycle's order is written at the
 * subscription's prices and paid by the charge; lines out of stock are refunded.
 */
export async function recordCharge(
  ctx: AppContext,
  provider: PaymentProvider,
  subscriptionId: string,
  charge: {
    paymentId: string;
    /** What the provider charged (paise); the subscription's amount when it did not say. */
    amount?: Paise;
    /** When the payment was made (the payment entity's created_at); now when not said. */
    paidAt?: Date;
    /** The provider's subscription entity with the charge: its next charge date. */
    entity?: ProviderSubscription | null;
    event?: { id: string | undefined; body: unknown };
  },
): Promise<{ outcome: ChargeOutcome; orderId?: string }> {
  let after: { moved?: Parameters<typeof afterTransition>[1]; refundId?: string } = {};
  const result = await ctx.db.transaction(async (tx): Promise<{ outcome: ChargeOutcome; orderId?: string }> => {
    if (charge.event && !(await keepWebhookEvent(tx, provider.name, charge.event.id, charge.event.body))) {
      return { outcome: "duplicate" };
    }
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription) return { outcome: "unknown" };
    const amount = charge.amount ?? subscription.amount;
    const paidAt = charge.paidAt ?? new Date();
    const ended = subscription.cancelledAt !== null && paidAt.getTime() > subscription.cancelledAt.getTime();
    const chargeId = await keepCharge(tx, {
      subscriptionId,
      providerPaymentId: charge.paymentId,
      amount,
      outcome: ended ? "refunded" : "ordered",
    });
    if (!chargeId) {
      const earlier = await chargeOfPayment(tx, charge.paymentId);
      return { outcome: "duplicate", orderId: earlier?.orderId ?? undefined };
    }
    if (ended) {
      // no order for a subscription that had ended: the money goes back, and the ledger says both moves
      const refund = await provider.refund({
        paymentId: charge.paymentId,
        amount,
        receipt: `subrefund_${subscription.number}`,
        notes: { subscriptionId, reason: "charged after the subscription ended" },
        idempotencyKey: `subend_${charge.paymentId.replace(/[^\w-]/g, "_")}`.slice(0, 64),
      });
      await settleCharge(tx, chargeId, { providerRefundId: refund.id });
      const reference = charge.paymentId;
      await recordMoney(tx, {
        kind: "captured",
        channel: "online",
        amount,
        key: `captured:${reference}`,
        reference,
        note: `Subscription S-${subscription.number}`,
      });
      await recordMoney(tx, {
        kind: "refunded",
        channel: "online",
        amount,
        key: `refunded:subscription-ended:${reference}`,
        reference: refund.id,
        note: `Subscription S-${subscription.number} had ended: charge refunded`,
      });
      await noteEvent(
        tx,
        subscriptionId,
        `A charge of ${formatRupees(amount)} (${charge.paymentId}) came after the subscription ended: refunded in full, no order made`,
      );
      return { outcome: "refunded" };
    }
    const items = await itemsOfSubscription(tx, subscriptionId);
    const cycle = subscription.paidCount + 1;
    const written = await writeSubscriptionOrder(ctx, tx, {
      subscriptionId,
      label: `S-${subscription.number}, delivery ${cycle}`,
      userId: subscription.userId,
      contact: {
        firstName: subscription.firstName,
        lastName: subscription.lastName,
        email: subscription.email,
        phone: subscription.phone,
      },
      address: subscription.shippingAddress,
      deliveryState: subscription.deliveryState,
      deliveryStateCode: subscription.deliveryStateCode,
      lines: items.map((item) => ({
        product: item.productId,
        variant: item.variantId,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        unitMrp: item.unitMrp,
      })),
      shipping: subscription.shipping,
      paymentId: charge.paymentId,
      language: subscription.language,
    });
    await settleCharge(tx, chargeId, { orderId: written.order.id });
    after = { moved: written.moved };
    if (written.short.length > 0) {
      const refund = await refundUnfilledLines(
        tx,
        written.order,
        written.short.map((item) => ({ orderItemId: item.id, quantity: item.quantity, name: item.name })),
      );
      if (refund) {
        after.refundId = refund.id;
        await queueMail(
          ctx,
          tx,
          subscription.email,
          (brand) =>
            unfilledMail(brand, {
              firstName: subscription.firstName,
              number: subscription.number,
              id: subscription.id,
              orderNumber: written.order.number ?? 0,
              lines: written.short.map((item) => item.name),
              refunded: refund.amount,
            }),
          subscription.language,
        );
      }
    }
    const next = nextChargeAfter(subscription, charge.entity ?? null, paidAt);
    const status: SubscriptionStatus = ["created", "authenticated", "pending"].includes(subscription.status)
      ? "active"
      : subscription.status;
    await updateSubscription(tx, subscriptionId, {
      paidCount: Math.max(subscription.paidCount + 1, charge.entity?.paidCount ?? 0),
      status,
      nextChargeAt: status === "active" ? next : subscription.nextChargeAt,
    });
    await noteEvent(
      tx,
      subscriptionId,
      `Charged ${formatRupees(amount)} (${charge.paymentId}): order #${written.order.number} for delivery ${cycle}` +
        (written.short.length > 0
          ? `; out of stock and refunded: ${written.short.map((item) => item.name).join(", ")}`
          : ""),
    );
    return { outcome: "ordered", orderId: written.order.id };
  });
  if (after.moved) await afterTransition(ctx, after.moved);
  if (after.refundId) await sendRefund(ctx, after.refundId);
  if (result.outcome === "ordered") {
    await ctx.cache.invalidate();
    sendQueuedMail(ctx);
    ctx.log.info({ subscriptionId, orderId: result.orderId }, "a subscription's charge made its order");
  }
  return result;
}

/** The next charge: the provider's word when it gave it, else a cadence after this charge (the sandbox). */
function nextChargeAfter(subscription: SubscriptionRow, entity: ProviderSubscription | null, paidAt: Date): Date {
  const told = unixDate(entity?.chargeAt);
  if (told) return told;
  // charged ahead of its date (the sandbox's "charge now"): the cycle after the one it paid
  const paidFor = subscription.nextChargeAt && subscription.nextChargeAt > paidAt ? subscription.nextChargeAt : paidAt;
  return addMonths(paidFor, subscription.everyMonths);
}

/** POST /api/subscriptions/verify: the checkout's signed answer for the first charge makes the first order. */
export async function verifyFirstCharge(ctx: AppContext, member: SessionUser, input: VerifySubscriptionInput) {
  const provider = providerOrFail(ctx);
  const found = await subscriptionOfProvider(ctx.db, provider.name, input.razorpay_subscription_id);
  const genuine =
    found !== undefined &&
    provider.verifySubscriptionPayment(
      input.razorpay_subscription_id,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
  if (!found || !genuine) {
    ctx.log.warn({ subscription: input.razorpay_subscription_id }, "a subscription's signature was refused");
    throw new HttpError(400, "payment_failed", subscriptionMessages.verificationFailed);
  }
  if (found.userId !== member.id) throw new HttpError(403, "forbidden", subscriptionMessages.notYours);
  const charged = await recordCharge(ctx, provider, found.id, { paymentId: input.razorpay_payment_id });
  return { success: true, subscription: await subscriptionAnswer(ctx, found.id), orderId: charged.orderId ?? null };
}

/** The state a subscription event moves it to (Razorpay's event names). */
const eventStatus: Record<string, SubscriptionStatus | undefined> = {
  "subscription.authenticated": "authenticated",
  "subscription.activated": "active",
  "subscription.pending": "pending",
  "subscription.halted": "halted",
  "subscription.cancelled": "cancelled",
  "subscription.completed": "completed",
  "subscription.paused": "paused",
  "subscription.resumed": "active",
};

export const isSubscriptionEvent = (body: unknown) =>
  String((body as { event?: unknown } | null)?.event ?? "").startsWith("subscription.");

/**
 * The provider's subscription.* webhooks, authenticated over the raw body (the caller checked the
 * signature) and kept once per event id. subscription.charged makes the cycle's order (once per payment,
 * whichever of it and the checkout comes first); the others move the state, unless the event is older
 * than the state it would change (events come in any order): then it is noted and changes nothing.
 */
export async function applySubscriptionEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  eventId: string | undefined,
  body: unknown,
) {
  const event = body as {
    event?: string;
    created_at?: number;
    payload?: {
      subscription?: { entity?: unknown };
      payment?: { entity?: { id?: string; amount?: number; created_at?: number } };
    };
  };
  const entity = subscriptionFrom(event.payload?.subscription?.entity);
  const found = entity ? await subscriptionOfProvider(ctx.db, provider.name, entity.id) : undefined;
  if (!entity || !found) {
    const kept = await keepWebhookEvent(ctx.db, provider.name, eventId, body);
    return kept ? { received: true as const } : { received: true as const, duplicate: true as const };
  }
  const payment = event.payload?.payment?.entity;
  if (event.event === "subscription.charged" && payment?.id) {
    const charged = await recordCharge(ctx, provider, found.id, {
      paymentId: payment.id,
      amount: typeof payment.amount === "number" ? payment.amount : undefined,
      paidAt: unixDate(payment.created_at) ?? undefined,
      entity,
      event: { id: eventId, body },
    });
    return charged.outcome === "duplicate"
      ? { received: true as const, duplicate: true as const }
      : { received: true as const };
  }
  const to = eventStatus[event.event ?? ""];
  const at = unixDate(event.created_at) ?? new Date();
  let mail: "pending" | "halted" | null = null;
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await keepWebhookEvent(tx, provider.name, eventId, body))) return "duplicate";
    const subscription = await lockSubscription(tx, found.id);
    if (!subscription || !to) return "kept";
    if (subscription.statusAt && at < subscription.statusAt) {
      await noteEvent(
        tx,
        subscription.id,
        `The provider's ${event.event} (older than the state it would change) was kept and changed nothing`,
      );
      return "kept";
    }
    // an ended subscription stays ended; a charge's own activation never goes back to authorised
    if (["cancelled", "completed", "halted"].includes(subscription.status) && to !== subscription.status) {
      await noteEvent(
        tx,
        subscription.id,
        `The provider's ${event.event} came after the subscription ended and changed nothing`,
      );
      return "kept";
    }
    if (to === "authenticated" && subscription.status === "active") return "kept";
    const ends = to === "cancelled" || to === "halted" || to === "completed";
    await updateSubscription(tx, subscription.id, {
      status: to,
      statusAt: at,
      nextChargeAt: ends || to === "paused" ? null : (unixDate(entity.chargeAt) ?? subscription.nextChargeAt),
      ...(ends && !subscription.cancelledAt ? { cancelledAt: at } : {}),
      ...(entity.shortUrl ? { shortUrl: entity.shortUrl } : {}),
    });
    await noteEvent(
      tx,
      subscription.id,
      `The provider says: ${event.event?.replace("subscription.", "") ?? "changed"}`,
    );
    if (to === "pending" && subscription.status !== "pending") mail = "pending";
    if (to === "halted") mail = "halted";
    if (mail === "pending") {
      await queueMail(
        ctx,
        tx,
        subscription.email,
        (brand) =>
          paymentPendingMail(brand, {
            firstName: subscription.firstName,
            number: subscription.number,
            id: subscription.id,
            fixUrl: entity.shortUrl ?? subscription.shortUrl,
          }),
        subscription.language,
      );
    }
    if (mail === "halted") {
      await queueMailOnce(
        ctx,
        tx,
        `subscription-halted:${subscription.id}`,
        subscription.email,
        (brand) =>
          haltedMail(brand, { firstName: subscription.firstName, number: subscription.number, id: subscription.id }),
        subscription.language,
      );
      await queueMailOnce(ctx, tx, `subscription-halted-owner:${subscription.id}`, shopOwnerAddress(ctx), (brand) =>
        haltedOwnerMail(brand, {
          number: subscription.number,
          shopper: `${subscription.firstName} ${subscription.lastName}`,
          email: subscription.email,
          id: subscription.id,
        }),
      );
    }
    return "applied";
  });
  if (mail) sendQueuedMail(ctx);
  return outcome === "duplicate" ? { received: true as const, duplicate: true as const } : { received: true as const };
}

// ── The shopper's (and the admin's) actions ──────────────────────────────────────────────

type Action = "skip" | "pause" | "resume" | "cancel";

/** Who acts: the subscription's member, or an admin on their behalf (cancel only). */
export interface Actor {
  id: string;
  admin: boolean;
}

/**
 * One action on a subscription, with its row locked (a double click waits, then finds it done and
 * answers the same). The provider is asked first; a refusal is a 409 with its reason, an outage a 502,
 * and nothing changes. Repeating an action already done answers the subscription as it is.
 */
export async function act(ctx: AppContext, actor: Actor, subscriptionId: string, action: Action) {
  const provider = providerOrFail(ctx);
  await ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription?.providerSubscriptionId) throw new NotFound("No such subscription.");
    if (!actor.admin && subscription.userId !== actor.id) throw new NotFound("No such subscription.");
    await applyAction(ctx, tx, provider, subscription, action, actor.id);
  });
  return subscriptionAnswer(ctx, subscriptionId);
}

async function applyAction(
  ctx: AppContext,
  tx: Transaction,
  provider: PaymentProvider,
  subscription: SubscriptionRow,
  action: Action,
  actorId: string | null,
) {
  const providerId = subscription.providerSubscriptionId as string;
  const ask = async (call: () => Promise<ProviderSubscription>) => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderError && error.refused) throw new Conflict(error.message);
      ctx.log.warn(
        { err: error, subscriptionId: subscription.id },
        "the payment provider did not answer a subscription action",
      );
      throw new HttpError(502, "payment_provider", "The payment provider could not be reached. Please try again.");
    }
  };
  const now = new Date();
  if (action === "cancel") {
    if (subscription.status === "cancelled") return;
    if (["completed", "halted", "expired"].includes(subscription.status))
      throw new Conflict(subscriptionMessages.ended);
    await ask(() => provider.cancelSubscription(providerId));
    await updateSubscription(tx, subscription.id, {
      status: "cancelled",
      statusAt: now,
      cancelledAt: now,
      nextChargeAt: null,
      skippedChargeAt: null,
    });
    await noteEvent(
      tx,
      subscription.id,
      actorId && subscription.userId !== actorId ? "Cancelled by the shop for the shopper" : "Cancelled by the shopper",
      actorId,
    );
    return;
  }
  if (action === "skip") {
    if (subscription.skippedChargeAt) return;
    if (subscription.status !== "active" || !subscription.nextChargeAt)
      throw new Conflict(subscriptionMessages.cannotSkip);
    const skipped = subscription.nextChargeAt;
    await ask(() => provider.pauseSubscription(providerId));
    await updateSubscription(tx, subscription.id, {
      status: "paused",
      statusAt: now,
      skippedChargeAt: skipped,
      // the mandate is resumed once the skipped date has passed (the notices job): the next charge after it
      nextChargeAt: addMonths(skipped, subscription.everyMonths),
    });
    await noteEvent(tx, subscription.id, `Skipped the delivery of ${skipped.toISOString().slice(0, 10)}`, actorId);
    return;
  }
  if (action === "pause") {
    if (subscription.status === "paused" && !subscription.skippedChargeAt) return;
    if (subscription.status !== "active" && !(subscription.status === "paused" && subscription.skippedChargeAt)) {
      throw new Conflict(subscriptionMessages.cannotPause);
    }
    if (subscription.status === "active") await ask(() => provider.pauseSubscription(providerId));
    await updateSubscription(tx, subscription.id, {
      status: "paused",
      statusAt: now,
      nextChargeAt: null,
      skippedChargeAt: null,
    });
    await noteEvent(tx, subscription.id, "Paused: no charges until resumed", actorId);
    return;
  }
  if (subscription.status === "active") return;
  if (subscription.status !== "paused") throw new Conflict(subscriptionMessages.cannotResume);
  const resumed = await ask(() => provider.resumeSubscription(providerId));
  // after a skip, the charge after the skipped one stands (the sandbox); the provider's word when it says
  const afterSkip = subscription.skippedChargeAt && subscription.nextChargeAt && subscription.nextChargeAt > now;
  const next =
    unixDate(resumed.chargeAt) ??
    (afterSkip ? (subscription.nextChargeAt as Date) : addMonths(now, subscription.everyMonths));
  await updateSubscription(tx, subscription.id, {
    status: "active",
    statusAt: now,
    nextChargeAt: next,
    skippedChargeAt: null,
  });
  await noteEvent(tx, subscription.id, `Resumed: next charge on ${next.toISOString().slice(0, 10)}`, actorId);
}

/** PUT /api/subscriptions/{id}/address: where the deliveries to come go (the orders made keep theirs). */
export async function changeAddress(
  ctx: AppContext,
  member: SessionUser,
  subscriptionId: string,
  shippingAddress: PlaceOrderInput["shippingAddress"],
) {
  const settings = await readSettings(ctx);
  await ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription || subscription.userId !== member.id || !subscription.providerSubscriptionId) {
      throw new NotFound("No such subscription.");
    }
    if (!liveSubscriptionStatuses.includes(subscription.status)) throw new Conflict(subscriptionMessages.ended);
    const who = await memberRecipient(tx, member, shippingAddress);
    const place = deliverablePlace(settings, who.address);
    await updateSubscription(tx, subscription.id, {
      ...who.contact,
      shippingAddress: { ...who.address, addressLine2: who.address.addressLine2 ?? null },
      deliveryState: who.address.state,
      deliveryStateCode: findIndianState(who.address.state)?.code ?? place.stateCode,
    });
    await noteEvent(tx, subscription.id, `Deliveries now go to ${who.address.city} ${who.address.zipCode}`, member.id);
  });
  return subscriptionAnswer(ctx, subscriptionId);
}

// ── What the pages read ──────────────────────────────────────────────────────────────────

function lineAnswer(item: SubscriptionItemRow) {
  return {
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    variantname: item.variantname,
    quantity: item.quantity,
    listPrice: toRupees(item.listPrice),
    unitPrice: toRupees(item.unitPrice),
    discountPercent: item.discountPercent,
  };
}

function summaryAnswer(row: SubscriptionRow, items: readonly SubscriptionItemRow[]) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    everyMonths: row.everyMonths,
    itemsTotal: toRupees(row.itemsTotal),
    shipping: toRupees(row.shipping),
    amount: toRupees(row.amount),
    nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
    skippedChargeAt: row.skippedChargeAt?.toISOString() ?? null,
    paidCount: row.paidCount,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    shippingAddress: row.shippingAddress,
    recipient: { firstName: row.firstName, lastName: row.lastName, phone: row.phone },
    lines: items.map(lineAnswer),
  };
}

/** One subscription with its charges (and their orders) and its timeline. */
export async function subscriptionAnswer(ctx: AppContext, subscriptionId: string) {
  const row = await subscriptionById(ctx.db, subscriptionId);
  if (!row) throw new NotFound("No such subscription.");
  const [items, charges, events] = await Promise.all([
    itemsOfSubscription(ctx.db, row.id),
    chargesOf(ctx.db, row.id),
    eventsOf(ctx.db, row.id),
  ]);
  return {
    ...summaryAnswer(row, items),
    charges: charges.map((charge) => ({
      ...charge,
      amount: toRupees(charge.amount),
      chargedAt: charge.chargedAt.toISOString(),
    })),
    events: events.map((event) => ({ note: event.note, at: event.at.toISOString() })),
  };
}

export async function mySubscriptions(ctx: AppContext, userId: string) {
  const rows = await subscriptionsOfUser(ctx.db, userId);
  const items = await itemsOfSubscriptions(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    summaryAnswer(
      row,
      items.filter((item) => item.subscriptionId === row.id),
    ),
  );
}

export async function mySubscription(ctx: AppContext, member: SessionUser, subscriptionId: string) {
  const row = await subscriptionById(ctx.db, subscriptionId);
  if (!row || row.userId !== member.id || !row.providerSubscriptionId) throw new NotFound("No such subscription.");
  return subscriptionAnswer(ctx, subscriptionId);
}

export { subscriptionStatuses };

/**
 * The member's bag lines that may join a subscription's box (the subscribe page's "Add from your
 * bag"): each in stock and offered on subscription, with its cadences and its price per delivery (paise).
 */
export async function subscribableBagLines(ctx: AppContext, userId: string) {
  const bag = await memberCart(ctx, userId);
  const terms = await subscribableVariants(
    ctx.db,
    bag.items.map((item) => item.variantId),
  );
  return bag.items.flatMap((item) => {
    const variant = terms.get(item.variantId);
    if (!variant?.active || variant.subscribeEvery.length === 0 || item.stock <= 0) return [];
    return [
      {
        productId: item.productId,
        variantId: item.variantId,
        name: item.name,
        variantname: variant.variantname,
        quantity: item.quantity,
        image: item.image,
        price: variant.price,
        unitMrp: Math.max(variant.mrp, variant.price),
        subscribePrice: subscribePrice(variant.price, variant.subscribeDiscount),
        everyMonths: variant.subscribeEvery,
      },
    ];
  });
}

// ── Development: the sandbox's mandate ───────────────────────────────────────────────────

/** The sandbox's checkout: the shopper authorises the subscription (Razorpay's three fields, signed). */
export async function sandboxAuthorise(ctx: AppContext, member: SessionUser, providerSubscriptionId: string) {
  const provider = paymentProvider(ctx);
  if (!isSandbox(provider)) throw new NotFound("The sandbox is not in use.");
  const found = await subscriptionOfProvider(ctx.db, provider.name, providerSubscriptionId);
  if (!found || found.userId !== member.id) throw new NotFound("No such subscription.");
  return provider.authorise(providerSubscriptionId);
}

/** The admin's "charge now" in development: the sandbox's mandate charges the next cycle at once. */
export async function sandboxChargeNow(ctx: AppContext, subscriptionId: string) {
  const provider = paymentProvider(ctx);
  if (!isSandbox(provider) || ctx.config.production) throw new NotFound("Only the sandbox charges by hand.");
  const row = await subscriptionById(ctx.db, subscriptionId);
  if (!row) throw new NotFound("No such subscription.");
  if (row.status !== "active") throw new Conflict("Only an active subscription is charged.");
  const charged = await recordCharge(ctx, provider, row.id, { paymentId: provider.chargeId() });
  return {
    outcome: charged.outcome,
    orderId: charged.orderId ?? null,
    subscription: await subscriptionAnswer(ctx, row.id),
  };
}

// ── The notices job ──────────────────────────────────────────────────────────────────────

/** RBI's least notice before a debit. */
const leastNoticeMs = 24 * 3600_000;

/**
 * One round: every live subscription whose next charge is within the notice window gets its pre-debit
 * notice once (amount, date, links to skip or cancel), at least 24 hours before; one whose notice can
 * no longer come 24 hours before has that charge skipped instead (never a debit without notice). Then
 * every subscription paused for a skipped delivery whose date has passed is resumed.
 */
export async function subscriptionNotices(ctx: AppContext, now = new Date()) {
  const provider = paymentProvider(ctx);
  const { subscriptions: terms } = await readSettings(ctx);
  const due = await noticesDue(ctx.db, new Date(now.getTime() + terms.noticeHours * 3600_000));
  let sent = 0;
  let skipped = 0;
  for (const found of due) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, found.id);
      const chargeAt = subscription?.nextChargeAt;
      if (!subscription || !chargeAt || subscription.noticeFor?.getTime() === chargeAt.getTime()) return null;
      if (!["active", "authenticated"].includes(subscription.status)) return null;
      if (chargeAt.getTime() - now.getTime() < leastNoticeMs) {
        if (!provider) return null;
        await applyAction(ctx, tx, provider, subscription, "skip", null);
        await updateSubscription(tx, subscription.id, { noticeFor: chargeAt });
        await queueMailOnce(
          ctx,
          tx,
          `subscription-late:${subscription.id}:${chargeAt.toISOString()}`,
          subscription.email,
          (brand) =>
            lateNoticeSkipMail(brand, {
              firstName: subscription.firstName,
              number: subscription.number,
              id: subscription.id,
              skipped: chargeAt,
            }),
          subscription.language,
        );
        return "skipped";
      }
      const items = await itemsOfSubscription(tx, subscription.id);
      await queueMailOnce(
        ctx,
        tx,
        `subscription-pre-debit:${subscription.id}:${chargeAt.toISOString()}`,
        subscription.email,
        (brand) =>
          preDebitMail(brand, {
            firstName: subscription.firstName,
            number: subscription.number,
            id: subscription.id,
            amount: subscription.amount,
            chargeAt,
            everyMonths: subscription.everyMonths,
            lines: items.map((item) => `${item.quantity} × ${item.name}`),
          }),
        subscription.language,
      );
      await sendWhatsappMessage(ctx, tx, {
        to: { email: subscription.email },
        purpose: null,
        template: preDebitWhatsapp,
        data: {
          firstName: subscription.firstName,
          number: `S-${subscription.number}`,
          amount: formatRupees(subscription.amount),
          date: formatDate(chargeAt),
          subscriptionId: subscription.id,
        },
        dedupeKey: `subscription-pre-debit:${subscription.id}:${chargeAt.toISOString()}`,
      });
      await updateSubscription(tx, subscription.id, { noticeFor: chargeAt });
      await noteEvent(
        tx,
        subscription.id,
        `Pre-debit notice sent for the charge of ${chargeAt.toISOString().slice(0, 10)}`,
      );
      return "sent";
    });
    if (outcome === "sent") sent += 1;
    if (outcome === "skipped") skipped += 1;
  }
  let resumed = 0;
  if (provider) {
    for (const found of await skipsPassed(ctx.db, now)) {
      const done = await ctx.db
        .transaction(async (tx) => {
          const subscription = await lockSubscription(tx, found.id);
          if (subscription?.status !== "paused" || !subscription.skippedChargeAt) return false;
          if (subscription.skippedChargeAt > now) return false;
          await applyAction(ctx, tx, provider, subscription, "resume", null);
          return true;
        })
        .catch((error: unknown) => {
          ctx.log.warn({ err: error, subscriptionId: found.id }, "a skipped subscription could not be resumed yet");
          return false;
        });
      if (done) resumed += 1;
    }
  }
  if (sent + skipped > 0) sendQueuedMessages(ctx);
  return { sent, skipped, resumed };
}
