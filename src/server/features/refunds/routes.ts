// Refunds' HTTP side: the admin's goodwill refund and an order's refunds, a UPI refund's payout, and
// the member's store credit. The rules (ceiling under the order's lock, one refund per key, where
// the money goes) are in service.ts.
import crypto from "node:crypto";
import express, { type Router } from "express";
import { z } from "zod";
import { fromRupees, toRupees } from "../../../core/money.ts";
import { goodwillRefundSchema, payoutSchema } from "../../../core/schemas/refunds.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { errorBody } from "../../http/errors.ts";
import { requireUser } from "../../http/permissions.ts";
import { idempotent } from "../orders/idempotency.ts";
import { idempotencyKey } from "../orders/routes.ts";
import { goodwillRefund, OverRefundable, recordPayout, refundsOfOrderAnswer, retryFailedRefund } from "./service.ts";
import { storeCreditBalance, storeCreditEntriesOf } from "./store-credit.ts";

const tag = "Refunds";
const orderParams = z.object({ orderId: z.uuid("Unknown order") });
const adminErrors = { 401: "Not signed in", 403: "Not an admin" };

export function refundRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/orders/:orderId/refunds",
      summary:
        "Admin: a goodwill refund without a return, { amount (₹), reason, refundTo?: source | store_credit | upi, upiId? }. The order's refunds never exceed what it paid (409 { error, refundable (paise) }, even with two admins at once); Idempotency-Key makes it once: the same key answers the same refund.",
      tag,
      access: "admin",
      params: orderParams,
      body: goodwillRefundSchema,
      status: 201,
      errors: {
        ...adminErrors,
        400: "Bad amount, reason, destination or UPI id (nothing written)",
        404: "No such order",
        409: "Over what the order can still refund (error.message names it in ₹; refundable in paise)",
        502: "The payment provider could not refund (nothing written; try again with the same key)",
      },
    },
    async ({ params, body, req, res }) => {
      const admin = requireUser(req);
      const key = idempotencyKey(req);
      res.setHeader("Cache-Control", "no-store");
      try {
        const answer = await idempotent(
          ctx,
          { owner: `user:${admin.id}`, endpoint: `refund ${params.orderId}`, key, request: body },
          async () => {
            const outcome = await goodwillRefund(ctx, {
              orderId: params.orderId,
              amount: fromRupees(body.amount),
              reason: body.reason,
              to: body.refundTo,
              upiId: body.upiId ?? null,
              idempotencyKey: key?.trim() ?? crypto.randomUUID(),
              actorId: admin.id,
            });
            return { status: 201, body: { success: true, refund: outcome.refund } };
          },
        );
        res.status(answer.status).json(answer.body);
      } catch (error) {
        if (!(error instanceof OverRefundable)) throw error;
        res
          .status(409)
          .json({ ...errorBody(error.code, error.message, undefined, error.details), refundable: error.refundable });
      }
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/orders/:orderId/refunds",
      summary:
        "Admin: the order's refunds (amount, where, status, payout, lines, credit note) with what it paid, refunded and can still refund (₹)",
      tag,
      access: "admin",
      params: orderParams,
      errors: { ...adminErrors, 404: "No such order" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return refundsOfOrderAnswer(ctx, params.orderId);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/refunds/:refundId/payout",
      summary:
        "Admin: a UPI refund (a cash-on-delivery order's money) was paid out by hand: { utr } (12 digits for UPI/IMPS, 16-22 letters and digits for NEFT/RTGS); the refund is then processed and credited",
      tag,
      access: "admin",
      params: z.object({ refundId: z.uuid("Unknown refund") }),
      body: payoutSchema,
      errors: {
        ...adminErrors,
        400: "A UTR of the wrong shape",
        404: "No such refund",
        409: "Not a UPI refund, or paid out already",
      },
    },
    async ({ params, body, req }) => ({
      success: true,
      refund: await recordPayout(ctx, params.refundId, body.utr, requireUser(req).id),
    }),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/refunds/:refundId/retry",
      summary:
        "Admin: a refund to the original payment that failed at the payment provider is asked again: a new refund of the same amount and lines (the failed one stays, marked failed); a second retry of the same refund answers the first",
      tag,
      access: "admin",
      params: z.object({ refundId: z.uuid("Unknown refund") }),
      status: 201,
      errors: {
        ...adminErrors,
        404: "No such refund",
        409: "The refund did not fail, is not to the original payment, pays a return, or is more than the order can still refund",
      },
    },
    async ({ params, req }) => ({
      success: true,
      refund: await retryFailedRefund(ctx, params.refundId, requireUser(req).id),
    }),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/me/store-credit",
      summary: "The member's store credit: the balance (₹) and the latest entries (credits and debits)",
      tag,
      access: "member",
      errors: { 401: "Not signed in" },
    },
    async ({ req, res }) => {
      const user = requireUser(req);
      res.setHeader("Cache-Control", "private, no-store");
      const [balance, entries] = await Promise.all([
        storeCreditBalance(ctx.db, user.id),
        storeCreditEntriesOf(ctx.db, user.id),
      ]);
      return {
        balance: toRupees(balance),
        entries: entries.map((entry) => ({ ...entry, amount: toRupees(entry.amount) })),
      };
    },
  );

  return router;
}
