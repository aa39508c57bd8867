// Online payment's HTTP side (DESIGN.md decision 6): each endpoint parses its input and answers;
// the sequence behind it (the order written, the provider's order, the rollback, the payment moving
// the order through its one door, a late payment revived or refunded) is in service.ts. Without
// Razorpay keys the sandbox provider stands in, with its own pay/fail endpoints that answer and sign
// exactly as Razorpay's checkout does.
import express, { type Router } from "express";
import { z } from "zod";
import { placeOrderSchema, verifyPaymentSchema } from "../../../core/schemas/checkout.ts";
import { orderPaidSchema } from "../../../core/schemas/order-answer.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid } from "../../http/errors.ts";
import { idempotencyKey, idempotencyOwner, orderErrors } from "../orders/routes.ts";
import { applySubscriptionEvent, isSubscriptionEvent } from "../subscriptions/service.ts";
import { paymentProvider } from "./provider.ts";
import {
  abandonPayment,
  receiveWebhook,
  sandboxPay,
  sandboxPaymentLink,
  startOnlinePayment,
  verifyPayment,
} from "./service.ts";

const tag = "Payments";

export function paymentRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/create-order",
      summary:
        "Writes an online order (pending payment, its stock held for 30 minutes) and creates the provider's order for the server's total. Same body as placeorder; answers { id, amount (paise), currency } as Razorpay does, with what the browser needs to open the checkout. Honours Idempotency-Key.",
      tag,
      access: "public",
      body: placeOrderSchema,
      errors: {
        ...orderErrors,
        502: "The payment provider refused or could not be reached",
        503: "Online payment is off",
      },
    },
    async ({ body, user, req, res }) => {
      const answer = await startOnlinePayment(
        ctx,
        user,
        body,
        idempotencyKey(req),
        idempotencyOwner(user?.id, body.guestUser?.email),
      );
      res.setHeader("Cache-Control", "no-store");
      res.status(answer.status).json(answer.body);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/verify-payment",
      summary:
        "Checks the provider's signature (HMAC-SHA256 of order_id|payment_id with the key secret, in constant time) and only then writes the order as paid. Safe to repeat.",
      tag,
      access: "public",
      body: verifyPaymentSchema,
      response: orderPaidSchema,
      errors: {
        400: "'Payment verification failed. Please try again.': a bad or forged signature, or an unknown order",
        409: "The payment came after the order was cancelled and its stock or coupon could not be taken again: refunded in full (code payment_refunded; the message says where the refund goes and when, and `said` carries the same sentences with their values apart, for a page to say in its language)",
        502: "A late payment's refund could not be made (nothing written; try again)",
      },
    },
    async ({ body, res }) => {
      const answer = await verifyPayment(ctx, body);
      res.setHeader("Cache-Control", "no-store");
      return answer;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/abandon",
      summary:
        "The shopper closed the payment window or the payment failed: the unpaid order is cancelled and its stock and coupon given back",
      tag,
      access: "public",
      body: z.object({
        orderId: z.uuid(),
        key: z.string().max(100).optional(),
        failed: z.boolean().optional().default(false),
      }),
      errors: { 403: "Not your order", 404: "No such order" },
    },
    async ({ body, user }) => abandonPayment(ctx, user, body),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/webhook",
      summary:
        "Razorpay's webhook (payment.captured, order.paid): completes an order whose browser never came back; payment.failed marks the attempt's payment failed (the order stays open for another try); payment_link.paid settles an exchange's replacement order; refund.created, refund.processed and refund.failed settle a refund; subscription.* events move a subscription and subscription.charged makes its cycle's order, once per payment (each event kept once by its X-Razorpay-Event-Id). The X-Razorpay-Signature header must be the HMAC-SHA256 of the raw body with the webhook secret.",
      tag,
      access: "public",
      errors: { 400: "Bad signature" },
    },
    async ({ req }) => {
      // subscription.* events (features/subscriptions): the same signature, their own handling
      const provider = paymentProvider(ctx);
      if (isSubscriptionEvent(req.body)) {
        if (!provider || !req.rawBody || !provider.verifyWebhook(req.rawBody, req.get("x-razorpay-signature"))) {
          throw new Invalid("The webhook signature is not valid.");
        }
        return applySubscriptionEvent(ctx, provider, req.get("x-razorpay-event-id"), req.body);
      }
      const answer = await receiveWebhook(
        ctx,
        req.rawBody,
        req.get("x-razorpay-signature"),
        req.get("x-razorpay-event-id"),
        req.body,
      );
      if (!answer) throw new Invalid("The webhook signature is not valid.");
      return answer;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/sandbox/pay",
      summary:
        "Sandbox only (no Razorpay keys, not production): the shop's own payment page pays or fails a provider order, answering what Razorpay's checkout would",
      tag,
      access: "public",
      body: z.object({ orderId: z.string().min(1).max(100), outcome: z.enum(["success", "failure"]) }),
      errors: { 404: "Not the sandbox, or no such provider order", 400: "The sandbox payment failed (as asked)" },
    },
    async ({ body }) => sandboxPay(ctx, body),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/payment/sandbox/payment-links/:linkId",
      summary: "Sandbox only: a payment link's amount (paise) and status, as the sandbox's payment link opens",
      tag,
      access: "public",
      params: z.object({ linkId: z.string().min(1).max(100) }),
      errors: { 404: "Not the sandbox, or no such payment link" },
    },
    async ({ params }) => sandboxPaymentLink(ctx, params.linkId, false),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/sandbox/payment-links/:linkId/pay",
      summary:
        "Sandbox only: pays a payment link (an exchange's difference), settled as Razorpay's payment_link.paid webhook settles it",
      tag,
      access: "public",
      params: z.object({ linkId: z.string().min(1).max(100) }),
      errors: { 404: "Not the sandbox, or no such payment link" },
    },
    async ({ params }) => sandboxPaymentLink(ctx, params.linkId, true),
  );

  return router;
}
