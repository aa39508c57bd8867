// The payment-provider interface and its two implementations: Razorpay (with RAZORPAY_KEY_ID and
// RAZORPAY_KEY_SECRET) and the built-in sandbox, which answers and signs exactly as Razorpay does
// so the rest of the shop cannot tell them apart. Signatures are HMAC-SHA256 of
// "order_id|payment_id" with the secret, compared in constant time (DESIGN.md decision 6).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkoutMessages } from "../../../core/checkout.ts";
import type { Paise } from "../../../core/money.ts";
import { type PaidWith, paidWithFrom } from "../../../core/refund-words.ts";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http/errors.ts";
import {
  itemsOf,
  type ProviderReads,
  paymentFrom,
  readable,
  reconItemFrom,
  refundFrom,
  settlementFrom,
} from "./provider-reads.ts";

export interface ProviderOrder {
  id: string;
  /** Paise, as Razorpay answers. */
  amount: number;
  currency: string;
}

export interface ProviderRefund {
  id: string;
  /** Paise refunded. */
  amount: number;
  /** Razorpay's refund status: pending, processed or failed. */
  status: string;
}

/** A payment link (Razorpay's Payment Links API: the entity's id, short_url and status). */
export interface ProviderPaymentLink {
  id: string;
  /** Where the shopper pays (Razorpay: https://rzp.io/...; the sandbox: the shop's own path). */
  shortUrl: string;
  amount: number;
  status: string;
}

export interface PaymentLinkInput {
  amount: Paise;
  /** Ours, unique per link (Razorpay refuses a second link with the same reference_id). */
  referenceId: string;
  description: string;
  customer: { name: string; email: string; contact?: string };
  notes: Record<string, string>;
  /** Where Razorpay sends the shopper back after paying (GET, with the signed razorpay_* fields). */
  callbackUrl?: string;
}

/** A subscription as the provider answers it (Razorpay's subscription entity, the fields the shop keeps). */
export interface ProviderSubscription {
  id: string;
  /** Razorpay's state: created, authenticated, active, pending, halted, paused, cancelled, completed, expired. */
  status: string;
  /** The next charge (Razorpay's charge_at, unix seconds); null when none is due (paused, ended, or not told). */
  chargeAt: number | null;
  /** Where the shopper authorises or fixes the mandate (Razorpay's short_url). */
  shortUrl: string | null;
  paidCount: number;
}

/**
 * Razorpay Subscriptions (decision 0060): plans (never edited: the shop makes a new one when the
 * amount or cadence changes), subscriptions, and their pause, resume and cancel. A subscription paid
 * by UPI cannot be updated at all, so the interface offers no update: a change is a new subscription.
 */
export interface SubscriptionProvider {
  /** POST /v1/plans: period monthly, interval = every N months, item { name, amount, currency }. */
  createPlan(input: { everyMonths: number; amount: Paise; name: string; notes: Record<string, string> }): Promise<{
    id: string;
  }>;
  /** POST /v1/subscriptions: the shop sends its own notices, so Razorpay's (customer_notify) are off. */
  createSubscription(input: {
    planId: string;
    totalCount: number;
    notes: Record<string, string>;
  }): Promise<ProviderSubscription>;
  /** POST /v1/subscriptions/{id}/pause with pause_at "now". */
  pauseSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** POST /v1/subscriptions/{id}/resume with resume_at "now". */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** POST /v1/subscriptions/{id}/cancel, at once (cancel_at_cycle_end 0). */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** The checkout's answer for a subscription: HMAC-SHA256 of "payment_id|subscription_id" with the key secret. */
  verifySubscriptionPayment(subscriptionId: string, paymentId: string, signature: string): boolean;
}

/** The provider's API; what the shop reads back (payments, refunds, settlements) is in provider-reads.ts. */
export interface PaymentProvider extends ProviderReads, SubscriptionProvider {
  name: "razorpay" | "sandbox";
  /** What the browser opens the provider's checkout with (Razorpay's key id); null for the sandbox. */
  publicKey: string | null;
  createOrder(input: { amount: Paise; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /**
   * Refunds a captured payment, in full or in part (Razorpay: POST /v1/payments/{id}/refund with the
   * amount in paise). Safe to repeat: the same refund is asked with the same idempotency key, so it is
   * made once. A late payment's full refund uses one key per payment (refundKey); a refund record of
   * features/refunds brings a key of its own (several partial refunds of one payment).
   */
  refund(input: {
    paymentId: string;
    amount: Paise;
    receipt: string;
    notes: Record<string, string>;
    idempotencyKey?: string;
  }): Promise<ProviderRefund>;
  /**
   * A payment link for an amount (Razorpay: POST /v1/payment_links); its `payment_link.paid` webhook
   * settles it. The shop sends the link in its own mail, so Razorpay's SMS and e-mail are off.
   */
  createPaymentLink(input: PaymentLinkInput): Promise<ProviderPaymentLink>;
  /**
   * How a payment was made (Razorpay: GET /v1/payments/{id} with its card expanded): UPI and its id,
   * a card and its last digits, net banking and its bank, a wallet; null when the provider does not say.
   */
  paidWith(paymentId: string): Promise<PaidWith | null>;
  /** The checkout's answer is genuine: its signature is the provider's. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * A payment link's callback (Razorpay: HMAC-SHA256 of
   * "payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id" with the key secret).
   */
  verifyPaymentLink(fields: PaymentLinkReturn, signature: string): boolean;
  /** A webhook's body is the provider's (false when no webhook secret is configured). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

export function hmacHex(secret: string, payload: string | Buffer): string {
  return crypto.createHmac("sha256", secret).update(payload).digest("hex");
}

/** Compares two hex signatures in constant time. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given.toLowerCase(), "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** What a payment link's callback carries back, signed (Razorpay's razorpay_payment_link_* query fields). */
export interface PaymentLinkReturn {
  linkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
}

export function paymentLinkSignature(secret: string, fields: PaymentLinkReturn): string {
  return hmacHex(secret, `${fields.linkId}|${fields.referenceId}|${fields.status}|${fields.paymentId}`);
}

/** Razorpay's signature of a subscription's checkout answer: the payment id first, then the subscription's. */
export function subscriptionSignature(secret: string, subscriptionId: string, paymentId: string): string {
  return hmacHex(secret, `${paymentId}|${subscriptionId}`);
}

/** The fields the shop keeps of Razorpay's subscription entity. */
export function subscriptionFrom(entity: unknown): ProviderSubscription | null {
  const found = entity as Record<string, unknown> | null;
  if (!found || typeof found.id !== "string" || typeof found.status !== "string") return null;
  return {
    id: found.id,
    status: found.status,
    chargeAt: typeof found.charge_at === "number" ? found.charge_at : null,
    shortUrl: typeof found.short_url === "string" ? found.short_url : null,
    paidCount: typeof found.paid_count === "number" ? found.paid_count : 0,
  };
}

/**
 * The provider did not do what was asked. `refused`: it answered with a refusal (a 4xx other than 429:
 * asking again will not help; `message` carries its description); otherwise it could not be reached or
 * failed (a timeout, 429, 5xx), and the same request may be asked again later.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

/** Razorpay's error description ({ error: { description } }), if its answer has one. */
function razorpayReason(answer: unknown): string | null {
  const description = (answer as { error?: { description?: unknown } } | null)?.error?.description;
  return typeof description === "string" && description.length > 0 ? description.slice(0, 200) : null;
}

/** A 4xx but 429 is the provider's considered refusal; anything else may pass if asked again. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/** The idempotency key of a payment's full refund (Razorpay's X-Refund-Idempotency). */
export function refundKey(paymentId: string): string {
  return `refund_${paymentId.replace(/[^\w-]/g, "_")}`.slice(0, 64);
}

// Every call below goes to the configured API (configuration, not data): bare fetches, not
// http/outbound.ts, which guards addresses given by data.
function razorpay(config: NonNullable<AppContext["config"]["razorpay"]>): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  /** A GET of Razorpay's API with the key pair: its JSON answer, or PaymentProviderError. */
  const get = async (pathname: string, query: Record<string, number> = {}): Promise<unknown> => {
    const url = new URL(pathname, config.apiUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization: auth }, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as unknown;
    if (!response.ok || answer === null || typeof answer !== "object") {
      const reason = razorpayReason(answer) ?? `Razorpay refused ${pathname} (${response.status})`;
      throw new PaymentProviderError(reason, isRefusal(response.status));
    }
    return answer;
  };
  /** A POST of Razorpay's API with a JSON body: its JSON answer, or PaymentProviderError. */
  const post = async (pathname: string, body: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(new URL(pathname, config.apiUrl), {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as unknown;
    if (!response.ok || answer === null || typeof answer !== "object") {
      const reason = razorpayReason(answer) ?? `Razorpay refused ${pathname} (${response.status})`;
      throw new PaymentProviderError(reason, isRefusal(response.status));
    }
    return answer;
  };
  /** A subscription call's answer: the entity, or PaymentProviderError when it is not one. */
  const subscriptionOf = (answer: unknown): ProviderSubscription => {
    const subscription = subscriptionFrom(answer);
    if (!subscription) throw new PaymentProviderError("Razorpay answered no subscription");
    return subscription;
  };
  const subscriptionPath = (subscriptionId: string, action: string) =>
    `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/${action}`;
  return {
    name: "razorpay",
    publicKey: config.keyId,
    async createPlan({ everyMonths, amount, name, notes }) {
      const answer = (await post("/v1/plans", {
        period: "monthly",
        interval: everyMonths,
        item: { name, amount, currency: "INR" },
        notes,
      })) as { id?: unknown };
      if (typeof answer.id !== "string") throw new PaymentProviderError("Razorpay answered no plan");
      return { id: answer.id };
    },
    async createSubscription({ planId, totalCount, notes }) {
      return subscriptionOf(
        await post("/v1/subscriptions", {
          plan_id: planId,
          total_count: totalCount,
          quantity: 1,
          customer_notify: 0,
          notes,
        }),
      );
    },
    pauseSubscription: async (subscriptionId) =>
      subscriptionOf(await post(subscriptionPath(subscriptionId, "pause"), { pause_at: "now" })),
    resumeSubscription: async (subscriptionId) =>
      subscriptionOf(await post(subscriptionPath(subscriptionId, "resume"), { resume_at: "now" })),
    cancelSubscription: async (subscriptionId) =>
      subscriptionOf(await post(subscriptionPath(subscriptionId, "cancel"), { cancel_at_cycle_end: 0 })),
    verifySubscriptionPayment: (subscriptionId, paymentId, signature) =>
      sameSignature(subscriptionSignature(config.keySecret, subscriptionId, paymentId), signature),
    async createOrder({ amount, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(new URL("/v1/orders", config.apiUrl), {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/json" },
          body: JSON.stringify({ amount, currency: "INR", receipt, notes }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as Partial<ProviderOrder> | null;
      if (!response.ok || !answer?.id || answer.amount !== amount) {
        throw new PaymentProviderError(`Razorpay refused the order (${response.status})`);
      }
      return { id: answer.id, amount: answer.amount, currency: answer.currency ?? "INR" };
    },
    async refund({ paymentId, amount, receipt, notes, idempotencyKey }) {
      let response: Response;
      try {
        response = await fetch(new URL(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, config.apiUrl), {
          method: "POST",
          headers: {
            authorization: auth,
            "content-type": "application/json",
            // Razorpay's idempotency key: 10+ letters, digits, - or _; one per refund, so a retry refunds once
            "x-refund-idempotency": idempotencyKey ?? refundKey(paymentId),
          },
          body: JSON.stringify({ amount, speed: "normal", receipt, notes }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as Partial<ProviderRefund> | null;
      if (!response.ok || !answer?.id) {
        const reason = razorpayReason(answer) ?? `Razorpay refused the refund (${response.status})`;
        throw new PaymentProviderError(reason, isRefusal(response.status));
      }
      return { id: answer.id, amount: answer.amount ?? amount, status: answer.status ?? "pending" };
    },
    async createPaymentLink({ amount, referenceId, description, customer, notes, callbackUrl }) {
      let response: Response;
      try {
        response = await fetch(new URL("/v1/payment_links", config.apiUrl), {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/json" },
          body: JSON.stringify({
            amount,
            currency: "INR",
            accept_partial: false,
            reference_id: referenceId,
            description,
            customer,
            notify: { sms: false, email: false },
            reminder_enable: false,
            notes,
            ...(callbackUrl ? { callback_url: callbackUrl, callback_method: "get" } : {}),
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as {
        id?: string;
        short_url?: string;
        amount?: number;
        status?: string;
      } | null;
      if (!response.ok || !answer?.id || !answer.short_url || answer.amount !== amount) {
        throw new PaymentProviderError(`Razorpay refused the payment link (${response.status})`);
      }
      return { id: answer.id, shortUrl: answer.short_url, amount: answer.amount, status: answer.status ?? "created" };
    },
    async paymentsOfOrder(providerOrderId) {
      const answer = await get(`/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
      return readable(itemsOf(answer).map(paymentFrom));
    },
    async refundState(providerRefundId) {
      const answer = await get(`/v1/refunds/${encodeURIComponent(providerRefundId)}`);
      const refund = refundFrom(answer as Record<string, unknown>);
      if (!refund) throw new PaymentProviderError(`Razorpay answered no refund for ${providerRefundId}`);
      return refund;
    },
    async settlements({ from, to, count, skip }) {
      const unix = (at: Date) => Math.floor(at.getTime() / 1000);
      const answer = await get("/v1/settlements", { from: unix(from), to: unix(to), count, skip });
      return readable(itemsOf(answer).map(settlementFrom));
    },
    async settlementRecon({ year, month, day, count, skip }) {
      const answer = await get("/v1/settlements/recon/combined", { year, month, day, count, skip });
      return readable(itemsOf(answer).map(reconItemFrom));
    },
    async paidWith(paymentId) {
      return paidWithFrom(await get(`/v1/payments/${encodeURIComponent(paymentId)}?expand[]=card`));
    },
    verifyPayment: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(config.keySecret, orderId, paymentId), signature),
    verifyPaymentLink: (fields, signature) => sameSignature(paymentLinkSignature(config.keySecret, fields), signature),
    verifyWebhook: (rawBody, signature) =>
      config.webhookSecret ? sameSignature(hmacHex(config.webhookSecret, rawBody), signature) : false,
  };
}

/** The sandbox's signing secret: SANDBOX_PAYMENT_SECRET, else one made once and kept in DATA_DIR. */
function sandboxSecret(ctx: AppContext): string {
  if (ctx.config.sandboxPaymentSecret) return ctx.config.sandboxPaymentSecret;
  const file = path.join(ctx.config.dataDir, "sandbox-payment-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.mkdirSync(ctx.config.dataDir, { recursive: true });
    try {
      // another instance may have written it first: theirs wins
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

export interface SandboxProvider extends PaymentProvider {
  name: "sandbox";
  /**
   * What the sandbox's checkout answers when the shopper authorises a subscription (its first charge):
   * Razorpay's three fields, signed as Razorpay signs them.
   */
  authorise(subscriptionId: string): {
    razorpay_subscription_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** A new payment id for a charge the admin makes by hand ("charge now", development only). */
  chargeId(): string;
  /** What the sandbox's checkout answers when the shopper pays: Razorpay's three fields, signed. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A payment link paid in the sandbox: its callback's fields and signature, as Razorpay signs them. */
  payLink(linkId: string, referenceId: string): PaymentLinkReturn & { signature: string };
}

function sandbox(ctx: AppContext): SandboxProvider {
  const secret = sandboxSecret(ctx);
  return {
    name: "sandbox",
    publicKey: null,
    async createOrder({ amount }) {
      return { id: `order_sbx_${crypto.randomBytes(9).toString("base64url")}`, amount, currency: "INR" };
    },
    async refund({ paymentId, amount, idempotencyKey }) {
      // the same refund (its idempotency key) has the same id, as Razorpay's idempotent refund answers
      const key = idempotencyKey ?? refundKey(paymentId);
      return { id: `rfnd_sbx_${hmacHex(secret, key).slice(0, 14)}`, amount, status: "processed" };
    },
    async createPaymentLink({ amount, referenceId }) {
      // the same reference is the same link (Razorpay would refuse a second one)
      const id = `plink_sbx_${hmacHex(secret, referenceId).slice(0, 14)}`;
      return { id, shortUrl: `/sandbox-pay/${id}`, amount, status: "created" };
    },
    // no money moves in the sandbox: nothing is settled, and a payment is known only through its
    // verified answer (no webhook is missed); its refunds are processed as they are made
    paymentsOfOrder: async () => [],
    refundState: async (providerRefundId) => ({
      id: providerRefundId,
      amount: 0,
      status: "processed",
      paymentId: null,
      notes: {},
    }),
    settlements: async () => [],
    settlementRecon: async () => [],
    // the sandbox pays as Razorpay's test UPI id does
    paidWith: async () => ({ method: "upi", detail: "success@razorpay" }),
    // subscriptions: the sandbox keeps no state; the shop's row is the truth and its dates the shop's own
    async createPlan({ everyMonths, amount }) {
      return { id: `plan_sbx_${hmacHex(secret, `${everyMonths}:${amount}`).slice(0, 14)}` };
    },
    async createSubscription() {
      const id = `sub_sbx_${crypto.randomBytes(9).toString("base64url")}`;
      return { id, status: "created", chargeAt: null, shortUrl: null, paidCount: 0 };
    },
    pauseSubscription: async (id) => ({ id, status: "paused", chargeAt: null, shortUrl: null, paidCount: 0 }),
    resumeSubscription: async (id) => ({ id, status: "active", chargeAt: null, shortUrl: null, paidCount: 0 }),
    cancelSubscription: async (id) => ({ id, status: "cancelled", chargeAt: null, shortUrl: null, paidCount: 0 }),
    authorise(subscriptionId) {
      const paymentId = `pay_sbx_${crypto.randomBytes(9).toString("base64url")}`;
      return {
        razorpay_subscription_id: subscriptionId,
        razorpay_payment_id: paymentId,
        razorpay_signature: subscriptionSignature(secret, subscriptionId, paymentId),
      };
    },
    chargeId: () => `pay_sbx_${crypto.randomBytes(9).toString("base64url")}`,
    verifySubscriptionPayment: (subscriptionId, paymentId, signature) =>
      sameSignature(subscriptionSignature(secret, subscriptionId, paymentId), signature),
    pay(orderId) {
      const paymentId = `pay_sbx_${crypto.randomBytes(9).toString("base64url")}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(secret, orderId, paymentId),
      };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(secret, orderId, paymentId), signature),
    payLink(linkId, referenceId) {
      const fields = {
        linkId,
        referenceId,
        status: "paid",
        paymentId: `pay_sbx_${crypto.randomBytes(9).toString("base64url")}`,
      };
      return { ...fields, signature: paymentLinkSignature(secret, fields) };
    },
    verifyPaymentLink: (fields, signature) => sameSignature(paymentLinkSignature(secret, fields), signature),
    verifyWebhook: (rawBody, signature) => sameSignature(hmacHex(secret, rawBody), signature),
  };
}

const providers = new WeakMap<AppContext, PaymentProvider | null>();

/**
 * The shop's payment provider: Razorpay when configured; otherwise the sandbox, except in
 * production, where a sandbox would hand out goods for nothing (then online payment is off).
 */
export function paymentProvider(ctx: AppContext): PaymentProvider | null {
  if (!providers.has(ctx)) {
    const provider = ctx.config.razorpay ? razorpay(ctx.config.razorpay) : ctx.config.production ? null : sandbox(ctx);
    providers.set(ctx, provider);
  }
  return providers.get(ctx) ?? null;
}

class PaymentUnavailable extends HttpError {
  constructor(message: string) {
    super(503, "payment_unavailable", message);
  }
}

/** The provider in use, or 503 "online payment is unavailable" when none is set up. */
export function providerOrFail(ctx: AppContext): PaymentProvider {
  const provider = paymentProvider(ctx);
  if (!provider) throw new PaymentUnavailable(checkoutMessages.onlineUnavailable);
  return provider;
}

export function isSandbox(provider: PaymentProvider | null): provider is SandboxProvider {
  return provider?.name === "sandbox";
}
