// Razorpay's API on this machine, for tests (DESIGN.md point 17), answering as Razorpay's docs show:
// POST /v1/orders (amount in paise, basic auth with the key pair) and POST /v1/payments/{id}/refund
// (partial or full, amount in paise; the X-Refund-Idempotency header makes a repeat answer the same
// refund), the refund answered "pending" as a normal-speed refund is; POST /v1/payment_links (the
// Payment Links API's entity: plink_ id, short_url, status created; a reference_id used twice refused). It plays Razorpay's side of the
// rest too: the checkout's signed answer (pay) and the refund webhooks (refund.created, refund.processed,
// refund.failed with the refund entity under payload.refund.entity) and a paid link's payment_link.paid
// (payload.payment_link, .order and .payment entities), signed with the webhook secret
// and sent to the shop's POST /api/payment/webhook with an X-Razorpay-Event-Id.
import crypto from "node:crypto";
import http from "node:http";
import { hmacHex, paymentSignature } from "../features/payments/provider.ts";

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
  /** Every refund made, oldest first; `calls` counts refund requests, repeats included. */
  refunds: StandInRefund[];
  calls: { refund: number; paymentLink: number };
  /** Every payment link made, oldest first. */
  paymentLinks: StandInPaymentLink[];
  /**
   * The shopper pays a link: it becomes paid and its `payment_link.paid` webhook (payment_link, order
   * and payment entities) goes to the shop, signed; the same eventId twice is a redelivery.
   */
  payPaymentLink(shopUrl: string, linkId: string, eventId?: string): Promise<Response>;
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
  close(): Promise<void>;
}

const keyId = "rzp_test_standin";
const keySecret = "standin_key_secret";
const webhookSecret = "standin_webhook_secret";

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const refunds: StandInRefund[] = [];
  const byKey = new Map<string, StandInRefund>();
  const calls = { refund: 0, paymentLink: 0 };
  const paymentLinks: StandInPaymentLink[] = [];
  const linkPayments = new Map<string, { paymentId: string; orderId: string }>();
  const refuseRefundsOf = new Set<string>();
  const outage = { on: false };
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

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
      if (req.method === "POST" && req.url === "/v1/orders") {
        answer(200, { id: id("order"), entity: "order", amount: body.amount, currency: "INR", status: "created" });
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
          callback_url: "",
          callback_method: "",
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
    paymentLinks,
    async payPaymentLink(shopUrl, linkId, eventId = id("evt")) {
      const link = paymentLinks.find((made) => made.id === linkId);
      if (!link) throw new Error(`the stand-in made no payment link ${linkId}`);
      const paid = linkPayments.get(linkId) ?? { paymentId: id("pay"), orderId: id("order") };
      linkPayments.set(linkId, paid);
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
    },
    refuseRefundsOf,
    outage,
    pay(orderId) {
      const paymentId = id("pay");
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
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
