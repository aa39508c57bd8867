// Online payment (DESIGN.md decision 6): create-order writes the order (pending, its stock held) and
// opens a provider order for the server's total; verify-payment checks the provider's signature
// before the order is written as paid; the webhook completes an order whose browser never came
// back. Without Razorpay keys the sandbox provider stands in, with its own pay/fail endpoints that
// answer and sign exactly as Razorpay's checkout does.
import express, { type Router } from "express";
import { z } from "zod";
import { checkoutMessages } from "../../../core/checkout.ts";
import { placeOrderSchema, verifyPaymentSchema } from "../../../core/schemas/checkout.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { HttpError, Invalid } from "../../http/errors.ts";
import { idempotent } from "../orders/idempotency.ts";
import { idempotencyKey, idempotencyOwner, orderErrors } from "../orders/routes.ts";
import {
  abandonPendingOrder,
  answerFor,
  assertOrderAccess,
  attachProviderOrder,
  completePayment,
  orderForProviderOrder,
  placePendingOnlineOrder,
} from "../orders/service.ts";
import { isSandbox, paymentProvider } from "./provider.ts";
import { recordEvent } from "./queries.ts";

const tag = "Payments";

class PaymentUnavailable extends HttpError {
  constructor(message: string) {
    super(503, "payment_unavailable", message);
  }
}

const paymentRefused = () => new HttpError(400, "payment_failed", checkoutMessages.verificationFailed);

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
      const provider = paymentProvider(ctx);
      if (!provider) throw new PaymentUnavailable(checkoutMessages.onlineUnavailable);
      const answer = await idempotent(
        ctx,
        {
          owner: idempotencyOwner(user?.id, body.guestUser?.email),
          endpoint: "create-order",
          key: idempotencyKey(req),
          request: body,
        },
        async () => {
          const placed = await placePendingOnlineOrder(ctx, user, body);
          let providerOrder: Awaited<ReturnType<typeof provider.createOrder>>;
          try {
            providerOrder = await provider.createOrder({
              amount: placed.order.totalAmount,
              receipt: `order-${placed.order.number}`,
              notes: { order: String(placed.order.number) },
            });
          } catch (error) {
            ctx.log.error({ err: error, order: placed.order.number }, "the payment provider refused an order");
            await abandonPendingOrder(ctx, placed.order.id, "The payment could not be started", true);
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
              orderNumber: placed.order.number,
              accessKey: placed.accessKey,
              prefill: {
                name: `${placed.order.firstName} ${placed.order.lastName}`,
                email: placed.order.email,
                contact: placed.order.phone,
              },
            },
          };
        },
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
      errors: {
        400: "'Payment verification failed. Please try again.': a bad or forged signature, or an unknown order",
      },
    },
    async ({ body, res }) => {
      const provider = paymentProvider(ctx);
      if (!provider) throw new PaymentUnavailable(checkoutMessages.onlineUnavailable);
      const order = await orderForProviderOrder(ctx, provider.name, body.razorpay_order_id);
      if (
        !order ||
        !provider.verifyPayment(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)
      ) {
        ctx.log.warn({ providerOrder: body.razorpay_order_id }, "a payment signature was refused");
        throw paymentRefused();
      }
      const paid = await completePayment(ctx, order.id, body.razorpay_payment_id);
      res.setHeader("Cache-Control", "no-store");
      return { success: true, message: checkoutMessages.paid, order: await answerFor(ctx, paid) };
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
    async ({ body, user }) => {
      await assertOrderAccess(ctx, user, body.orderId, body.key);
      const cancelled = await abandonPendingOrder(
        ctx,
        body.orderId,
        body.failed ? "The payment failed" : "The shopper closed the payment window",
        body.failed,
      );
      return { success: true, cancelled };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/webhook",
      summary:
        "Razorpay's webhook (payment.captured, order.paid): completes an order whose browser never came back. The X-Razorpay-Signature header must be the HMAC-SHA256 of the raw body with the webhook secret.",
      tag,
      access: "public",
      errors: { 400: "Bad signature" },
    },
    async ({ req }) => {
      const provider = paymentProvider(ctx);
      const signature = req.get("x-razorpay-signature");
      if (!provider || !req.rawBody || !provider.verifyWebhook(req.rawBody, signature)) {
        throw new Invalid("The webhook signature is not valid.");
      }
      const event = req.body as {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string } } };
      };
      const eventId = req.get("x-razorpay-event-id");
      const payment = event.payload?.payment?.entity;
      if (!(await recordEvent(ctx.db, provider.name, eventId, event))) {
        return { received: true, duplicate: true };
      }
      if ((event.event === "payment.captured" || event.event === "order.paid") && payment?.order_id && payment.id) {
        const order = await orderForProviderOrder(ctx, provider.name, payment.order_id);
        if (order) await completePayment(ctx, order.id, payment.id);
      }
      return { received: true };
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
    async ({ body }) => {
      const provider = paymentProvider(ctx);
      if (!isSandbox(provider)) throw new HttpError(404, "not_found", "The sandbox is not in use.");
      const order = await orderForProviderOrder(ctx, provider.name, body.orderId);
      if (!order) throw new HttpError(404, "not_found", "No such payment.");
      if (body.outcome === "failure") {
        throw new HttpError(400, "payment_failed", "Your bank declined the payment (sandbox).");
      }
      return provider.pay(body.orderId);
    },
  );

  return router;
}
