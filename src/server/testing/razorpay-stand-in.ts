// Razorpay's API on this machine, for tests (DESIGN.md point 17), answering as Razorpay's docs show:
// POST /v1/orders (amount in paise, basic auth with the key pair) and POST /v1/payments/{id}/refund
// (partial or full, amount in paise; the X-Refund-Idempotency header makes a repeat answer the same
// refund), the refund answered "pending" as a normal-speed refund is; POST /v1/payment_links (the
// Payment Links API's entity: plink_ id, short_url, status created; a reference_id used twice refused).
// What the shop reads back: GET /v1/orders/{id}/payments (a collection of payment entities), GET
// /v1/refunds/{id} (the refund entity; an unknown id refused), GET /v1/payments/{id} (a payment entity), and the settlements the stand-in makes
// when a test asks (settle()): GET /v1/settlements and GET /v1/settlements/recon/combined
// (razorpay-settlements-stand-in.ts). It plays Razorpay's side of the rest too: the checkout's signed
// answer (pay: the payment captured), a payment captured without telling the shop (a missed webhook),
// the payment webhooks (payment.captured, payment.failed with the payment entity under
// payload.payment.entity), the refund webhooks (refund.created, refund.processed, refund.failed with
// the refund entity under payload.refund.entity) and a paid link's payment_link.paid
// (payload.payment_link, .order and .payment entities), signed with the webhook secret
// and sent to the shop's POST /api/payment/webhook with an X-Razorpay-Event-Id.
import crypto from "node:crypto";
import http from "node:http";
import { hmacHex, paymentLinkSignature, paymentSignature } from "../features/payments/provider.ts";
import {
  feeOf,
  type StandInPayment,
  type StandInReconItem,
  type StandInSettlement,
  settlementBook,
} from "./razorpay-settlements-stand-in.ts";
import { type SubscriptionBook, type SubscriptionEvent, subscriptionBook } from "./razorpay-subscriptions-stand-in.ts";

export type { StandInPayment, StandInReconItem, StandInSettlement };

export interface StandInRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal";
}

/** A payment link as Razorpay's Payment Links API answers it (POST /v1/payment_links). */
export interface StandInPaymentLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: "INR";
  accept_partial: boolean;
  reference_id: string;
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  notify: { sms: boolean; email: boolean };
  reminder_enable: boolean;
  notes: Record<string, string>;
  payments: null | Array<{ payment_id: string; amount: number; status: string }>;
  short_url: string;
  status: "created" | "partially_paid" | "paid" | "cancelled" | "expired";
  created_at: number;
  updated_at: number;
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  callback_url: string;
  callback_method: string;
  user_id: string;
  reminders: Record<string, never>;
  upi_link: boolean;
}

export interface RazorpayStandIn {
  url: string;
  /** The shop's environment for this stand-in (startTestShop's env). */
  env: Record<string, string>;
  /** Every refund made, oldest first; `calls` counts requests, repeats included. */
  refunds: StandInRefund[];
  calls: { refund: number; paymentLink: number; orderPayments: number; refundState: number; settlements: number };
  /** Every payment tried, oldest first (captured by pay(), capturePayment() or a paid link). */
  payments: StandInPayment[];
  /** The settlements made by settle(), oldest first, and their recon items. */
  settlements: StandInSettlement[];
  reconItems: StandInReconItem[];
  /**
   * Razorpay pays out: every captured payment and every refund not failed, not settled yet, in one
   * settlement created `at` (default now); null when there was nothing to settle.
   */
  settle(at?: Date): StandInSettlement | null;
  /**
   * A payment on a provider order that the shop is not told about (its webhook missed): captured by
   * default, or failed or only authorized; `amount` (paise) for an order the stand-in did not make.
   */
  capturePayment(
    orderId: string,
    options?: { amount?: number; status?: "captured" | "failed" | "authorized" },
  ): StandInPayment;
  /** Sends a payment webhook for a payment the stand-in knows, signed; the same eventId twice is a redelivery. */
  sendPaymentEvent(
    shopUrl: string,
    event: "payment.captured" | "payment.failed",
    paymentId: string,
    eventId?: string,
  ): Promise<Response>;
  /** A refund's state moves at Razorpay without its webhook reaching the shop. */
  setRefundStatus(refundId: string, status: "processed" | "failed"): void;
  /** Every payment link made, oldest first. */
  paymentLinks: StandInPaymentLink[];
  /**
   * The shopper pays a link: it becomes paid and its `payment_link.paid` webhook (payment_link, order
   * and payment entities) goes to the shop, signed; the same eventId twice is a redelivery.
   */
  payPaymentLink(shopUrl: string, linkId: string, eventId?: string): Promise<Response>;
  /**
   * Where Razorpay sends the payer back after paying a link that has a callback_url: its query fields,
   * signed with the key secret (HMAC of link id|reference id|status|payment id); the link is paid.
   */
  linkCallback(linkId: string): Record<string, string>;
  /** Payment ids whose refunds Razorpay refuses (400 BAD_REQUEST_ERROR). */
  refuseRefundsOf: Set<string>;
  /** While `on`, every call answers 503 (Razorpay down: the shop must ask again later). */
  outage: { on: boolean };
  /** What Razorpay's checkout hands the browser when the shopper pays the provider order. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** Sends a refund webhook to the shop, signed; the same eventId twice is a redelivery. */
  sendRefundEvent(
    shopUrl: string,
    event: "refund.created" | "refund.processed" | "refund.failed",
    refundId: string,
    eventId?: string,
  ): Promise<Response>;
  /**
   * Razorpay Subscriptions (razorpay-subscriptions-stand-in.ts): the plans and subscriptions made, the
   * calls counted, and the shopper's and the bank's side (authorise, charge, fail).
   */
  subscriptions: SubscriptionBook;
  /**
   * Sends a subscription webhook, signed: the subscription entity as it is now and, for a charge, its
   * payment; `createdAt` dates the event (an old event arriving late); the same eventId twice is a redelivery.
   */
  sendSubscriptionEvent(
    shopUrl: string,
    event: SubscriptionEvent,
    subscriptionId: string,
    options?: { payment?: StandInPayment; eventId?: string; createdAt?: Date },
  ): Promise<Response>;
  close(): Promise<void>;
}

const keyId = "rzp_test_standin";
const keySecret = "standin_key_secret";
const webhookSecret = "standin_webhook_secret";

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const refunds: StandInRefund[] = [];
  const byKey = new Map<string, StandInRefund>();
  const calls = { refund: 0, paymentLink: 0, orderPayments: 0, refundState: 0, settlements: 0 };
  const orderAmounts = new Map<string, number>();
  const payments: StandInPayment[] = [];
  const book = settlementBook();

  const recordPayment = (orderId: string, amount: number, status: StandInPayment["status"]): StandInPayment => {
    const captured = status === "captured";
    const charge = captured ? feeOf(amount) : null;
    const payment: StandInPayment = {
      id: id("pay"),
      entity: "payment",
      amount,
      currency: "INR",
      status,
      order_id: orderId,
      invoice_id: null,
      international: false,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: "shopper@okstandin",
      email: "shopper@example.com",
      contact: "+919829012345",
      notes: {},
      fee: charge?.fee ?? null,
      tax: charge?.tax ?? null,
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? "Payment was unsuccessful as you cancelled it." : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.push(payment);
    return payment;
  };
  const subscriptionsBook = subscriptionBook(keySecret, recordPayment);
  const paymentLinks: StandInPaymentLink[] = [];
  const linkPayments = new Map<string, { paymentId: string; orderId: string }>();
  const refuseRefundsOf = new Set<string>();
  const outage = { on: false };
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  /** A webhook to the shop, signed with the webhook secret. */
  const sendEvent = (shopUrl: string, payload: unknown, eventId: string) => {
    const raw = JSON.stringify(payload);
    return fetch(new URL("/api/payment/webhook", shopUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(webhookSecret, raw),
        "x-razorpay-event-id": eventId,
      },
      body: raw,
    });
  };

  /** The GET endpoints; false when the path is none of them. */
  const reads = (
    pathname: string,
    query: URLSearchParams,
    answer: (status: number, body: unknown) => void,
    refused: (description: string) => void,
  ): boolean => {
    const ofOrder = /^\/v1\/orders\/([^/]+)\/payments\/?$/.exec(pathname);
    if (ofOrder) {
      calls.orderPayments += 1;
      const orderId = decodeURIComponent(ofOrder[1] ?? "");
      const items = payments.filter((payment) => payment.order_id === orderId);
      if (items.length === 0 && !orderAmounts.has(orderId)) refused("The id provided does not exist");
      else answer(200, { entity: "collection", count: items.length, items });
      return true;
    }
    const onePayment = /^\/v1\/payments\/([^/]+)\/?$/.exec(pathname);
    if (onePayment) {
      const found = payments.find((made) => made.id === decodeURIComponent(onePayment[1] ?? ""));
      if (found) answer(200, found);
      else refused("The id provided does not exist");
      return true;
    }
    const refund = /^\/v1\/refunds\/([^/]+)\/?$/.exec(pathname);
    if (refund) {
      calls.refundState += 1;
      const found = refunds.find((made) => made.id === decodeURIComponent(refund[1] ?? ""));
      if (found) answer(200, found);
      else refused("The id provided does not exist");
      return true;
    }
    if (pathname === "/v1/settlements" || pathname === "/v1/settlements/") {
      calls.settlements += 1;
      const listed = book.list(query);
      if ("error" in listed) refused(listed.error ?? "");
      else answer(200, listed.collection);
      return true;
    }
    if (pathname === "/v1/settlements/recon/combined") {
      calls.settlements += 1;
      const listed = book.recon(query);
      if ("error" in listed) refused(listed.error ?? "");
      else answer(200, listed.collection);
      return true;
    }
    return false;
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      const refused = (description: string) => answer(400, { error: { code: "BAD_REQUEST_ERROR", description } });
      if (outage.on) {
        answer(503, { error: { code: "SERVER_ERROR", description: "The server is temporarily unavailable" } });
        return;
      }
      if (req.headers.authorization !== auth) {
        answer(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
        return;
      }
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      const { pathname, searchParams } = new URL(req.url ?? "/", "http://stand-in");
      if (req.method === "GET" && reads(pathname, searchParams, answer, refused)) return;
      if (subscriptionsBook.handle(req.method ?? "GET", pathname, body, answer, refused)) return;
      if (req.method === "POST" && req.url === "/v1/orders") {
        const made = id("order");
        orderAmounts.set(made, body.amount as number);
        answer(200, { id: made, entity: "order", amount: body.amount, currency: "INR", status: "created" });
        return;
      }
      if (req.method === "POST" && (req.url === "/v1/payment_links" || req.url === "/v1/payment_links/")) {
        calls.paymentLink += 1;
        if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
          return refused("The amount must be atleast INR 1.00");
        }
        const reference = typeof body.reference_id === "string" ? body.reference_id : "";
        if (reference && paymentLinks.some((link) => link.reference_id === reference)) {
          return refused(`Payment Link with reference id ${reference} already exists`);
        }
        const now = Math.floor(Date.now() / 1000);
        const made: StandInPaymentLink = {
          id: id("plink"),
          amount: body.amount as number,
          amount_paid: 0,
          currency: "INR",
          accept_partial: body.accept_partial === true,
          reference_id: reference,
          description: typeof body.description === "string" ? body.description : "",
          customer: (body.customer as StandInPaymentLink["customer"]) ?? {},
          notify: { sms: false, email: false, ...((body.notify as object) ?? {}) },
          reminder_enable: body.reminder_enable === true,
          notes: (body.notes as Record<string, string>) ?? {},
          payments: null,
          short_url: `https://rzp.io/i/${crypto.randomBytes(5).toString("base64url")}`,
          status: "created",
          created_at: now,
          updated_at: now,
          expire_by: 0,
          expired_at: 0,
          cancelled_at: 0,
          callback_url: typeof body.callback_url === "string" ? body.callback_url : "",
          callback_method: typeof body.callback_method === "string" ? body.callback_method : "",
          user_id: "",
          reminders: {},
          upi_link: false,
        };
        paymentLinks.push(made);
        return answer(200, made);
      }
      const refund = req.method === "POST" ? /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? "") : null;
      if (refund) {
        calls.refund += 1;
        const paymentId = decodeURIComponent(refund[1] ?? "");
        const key = req.headers["x-refund-idempotency"] as string | undefined;
        const earlier = key ? byKey.get(key) : undefined;
        if (earlier) return answer(200, earlier);
        if (refuseRefundsOf.has(paymentId)) return refused("The payment has been fully refunded already");
        if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
          return refused("The amount must be at least INR 1.00");
        }
        const made: StandInRefund = {
          id: id("rfnd"),
          entity: "refund",
          amount: body.amount as number,
          currency: "INR",
          payment_id: paymentId,
          notes: (body.notes as Record<string, string>) ?? {},
          receipt: (body.receipt as string) ?? null,
          acquirer_data: { arn: null },
          created_at: Math.floor(Date.now() / 1000),
          batch_id: null,
          status: "pending",
          speed_processed: "normal",
          speed_requested: "normal",
        };
        refunds.push(made);
        if (key) byKey.set(key, made);
        const payment = payments.find((tried) => tried.id === paymentId);
        if (payment) {
          payment.amount_refunded += made.amount;
          payment.refund_status = payment.amount_refunded >= payment.amount ? "full" : "partial";
          if (payment.refund_status === "full") payment.status = "refunded";
        }
        return answer(200, made);
      }
      answer(404, {
        error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    url,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
    },
    refunds,
    calls,
    payments,
    settlements: book.settlements,
    reconItems: book.items,
    settle: (at = new Date()) => book.settle(payments, refunds, at),
    capturePayment(orderId, { amount, status = "captured" } = {}) {
      const charged = amount ?? orderAmounts.get(orderId);
      if (charged === undefined) throw new Error(`the stand-in made no order ${orderId}: give an amount`);
      return recordPayment(orderId, charged, status);
    },
    sendPaymentEvent(shopUrl, event, paymentId, eventId = id("evt")) {
      const payment = payments.find((tried) => tried.id === paymentId);
      if (!payment) throw new Error(`the stand-in knows no payment ${paymentId}`);
      return sendEvent(
        shopUrl,
        {
          entity: "event",
          account_id: "acc_standin",
          event,
          contains: ["payment"],
          payload: { payment: { entity: { ...payment } } },
          created_at: Math.floor(Date.now() / 1000),
        },
        eventId,
      );
    },
    setRefundStatus(refundId, status) {
      const refund = refunds.find((made) => made.id === refundId);
      if (!refund) throw new Error(`the stand-in made no refund ${refundId}`);
      refund.status = status;
    },
    paymentLinks,
    linkCallback(linkId) {
      const link = paymentLinks.find((made) => made.id === linkId);
      if (!link) throw new Error(`the stand-in made no payment link ${linkId}`);
      let paid = linkPayments.get(linkId);
      if (!paid) {
        const orderId = id("order");
        paid = { paymentId: recordPayment(orderId, link.amount, "captured").id, orderId };
        linkPayments.set(linkId, paid);
      }
      link.status = "paid";
      link.amount_paid = link.amount;
      const fields = { linkId, referenceId: link.reference_id, status: "paid", paymentId: paid.paymentId };
      return {
        razorpay_payment_id: fields.paymentId,
        razorpay_payment_link_id: fields.linkId,
        razorpay_payment_link_reference_id: fields.referenceId,
        razorpay_payment_link_status: fields.status,
        razorpay_signature: paymentLinkSignature(keySecret, fields),
      };
    },
    async payPaymentLink(shopUrl, linkId, eventId = id("evt")) {
      const link = paymentLinks.find((made) => made.id === linkId);
      if (!link) throw new Error(`the stand-in made no payment link ${linkId}`);
      let paid = linkPayments.get(linkId);
      if (!paid) {
        const orderId = id("order");
        paid = { paymentId: recordPayment(orderId, link.amount, "captured").id, orderId };
        linkPayments.set(linkId, paid);
      }
      const now = Math.floor(Date.now() / 1000);
      link.status = "paid";
      link.amount_paid = link.amount;
      link.payments = [{ payment_id: paid.paymentId, amount: link.amount, status: "captured" }];
      link.updated_at = now;
      const payload = {
        entity: "event",
        account_id: "acc_standin",
        event: "payment_link.paid",
        contains: ["payment_link", "order", "payment"],
        payload: {
          payment_link: { entity: { ...link } },
          order: {
            entity: {
              id: paid.orderId,
              entity: "order",
              amount: link.amount,
              amount_paid: link.amount,
              amount_due: 0,
              currency: "INR",
              receipt: link.reference_id,
              status: "paid",
              notes: [],
              created_at: now,
            },
          },
          payment: {
            entity: {
              id: paid.paymentId,
              entity: "payment",
              amount: link.amount,
              currency: "INR",
              status: "captured",
              order_id: paid.orderId,
              method: "upi",
              captured: true,
              notes: { ...link.notes },
              created_at: now,
            },
          },
        },
        created_at: now,
      };
      return sendEvent(shopUrl, payload, eventId);
    },
    refuseRefundsOf,
    outage,
    pay(orderId) {
      // Razorpay captures automatically: what the checkout hands the browser is a captured payment
      const paymentId = recordPayment(orderId, orderAmounts.get(orderId) ?? 0, "captured").id;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
      };
    },
    async sendRefundEvent(shopUrl, event, refundId, eventId = id("evt")) {
      const refund = refunds.find((made) => made.id === refundId);
      if (!refund) throw new Error(`the stand-in made no refund ${refundId}`);
      if (event !== "refund.created") refund.status = event === "refund.processed" ? "processed" : "failed";
      const payload = {
        entity: "event",
        account_id: "acc_standin",
        event,
        contains: ["refund", "payment"],
        payload: {
          refund: { entity: { ...refund } },
          payment: { entity: { id: refund.payment_id, entity: "payment", status: "captured", captured: true } },
        },
        created_at: Math.floor(Date.now() / 1000),
      };
      return sendEvent(shopUrl, payload, eventId);
    },
    subscriptions: subscriptionsBook,
    sendSubscriptionEvent(shopUrl, event, subscriptionId, { payment, eventId = id("evt"), createdAt } = {}) {
      return sendEvent(shopUrl, subscriptionsBook.payload(event, subscriptionId, payment, createdAt), eventId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
