// Subscribe and save's HTTP side (issue 33, decision 0060): the member starts a subscription and
// confirms its first charge, reads theirs and skips, pauses, resumes or cancels one (each safe to
// repeat); the admin lists them with the dashboard's figures, reads one, cancels for a shopper, and in
// development charges the sandbox's mandate by hand. The sequences are in service.ts.
import express, { type Router } from "express";
import { z } from "zod";
import {
  startSubscriptionSchema,
  subscriptionAddressSchema,
  verifySubscriptionSchema,
} from "../../../core/schemas/subscriptions.ts";
import { subscriptionStatuses } from "../../../core/subscriptions.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireUser } from "../../http/permissions.ts";
import { idempotencyKey } from "../orders/routes.ts";
import { subscriptionList } from "./admin.ts";
import {
  act,
  changeAddress,
  mySubscription,
  mySubscriptions,
  sandboxAuthorise,
  sandboxChargeNow,
  startSubscription,
  subscriptionAnswer,
  verifyFirstCharge,
} from "./service.ts";

const tag = "Subscriptions";
const idParams = z.object({ subscriptionId: z.uuid({ error: "No such subscription." }) });
const actions = ["skip", "pause", "resume", "cancel"] as const;

export function subscriptionRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/subscriptions",
      summary:
        "Starts a subscription: a box of subscribable lines delivered every 1, 2 or 3 months at each variant's subscribe-and-save price, to a saved or typed address. Answers the provider's subscription id, the amount per charge (paise, as Razorpay answers) and what the browser opens Razorpay Checkout with (subscription_id). Honours Idempotency-Key.",
      tag,
      access: "member",
      body: startSubscriptionSchema,
      status: 201,
      errors: {
        400: "A line not subscribable or not at this cadence, a box over the per-charge cap (₹15,000: RBI's e-mandate limit), an undeliverable address",
        401: "Not signed in",
        404: "A product no longer on sale",
        409: "An Idempotency-Key reused for another request",
        502: "The payment provider refused or could not be reached (nothing kept)",
        503: "Online payment is off",
      },
    },
    async ({ body, req, res }) => {
      const answer = await startSubscription(ctx, requireUser(req), body, idempotencyKey(req));
      res.setHeader("Cache-Control", "no-store");
      res.status(answer.status).json(answer.body);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/subscriptions/verify",
      summary:
        "The checkout's signed answer for the subscription's first charge (HMAC-SHA256 of payment_id|subscription_id with the key secret, in constant time): the first delivery's order is made once, whichever of this and the subscription.charged webhook comes first.",
      tag,
      access: "member",
      body: verifySubscriptionSchema,
      errors: { 400: "A bad or forged signature, or an unknown subscription", 401: "Not signed in", 403: "Not yours" },
    },
    async ({ body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return verifyFirstCharge(ctx, requireUser(req), body);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/subscriptions",
      summary: "The member's subscriptions, newest first: status, cadence, amount per delivery, next charge, lines",
      tag,
      access: "member",
      errors: { 401: "Not signed in" },
    },
    async ({ req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, subscriptions: await mySubscriptions(ctx, requireUser(req).id) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/subscriptions/:subscriptionId",
      summary: "One of the member's subscriptions with its charges, their orders and its timeline",
      tag,
      access: "member",
      params: idParams,
      errors: { 401: "Not signed in", 404: "No such subscription of the member's" },
    },
    async ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, subscription: await mySubscription(ctx, requireUser(req), params.subscriptionId) };
    },
  );

  for (const action of actions) {
    endpoint(
      router,
      {
        method: "post",
        path: `/subscriptions/:subscriptionId/${action}`,
        summary: {
          skip: "Skips the next delivery: the mandate is paused until its date has passed, then resumed (no charge for it). Safe to repeat.",
          pause: "Pauses the subscription at the provider: no charges until resumed. Safe to repeat.",
          resume: "Resumes a paused subscription at the provider; the next charge is the provider's. Safe to repeat.",
          cancel: "Cancels the subscription at the provider at once, in one click and with no fee. Safe to repeat.",
        }[action],
        tag,
        access: "member",
        params: idParams,
        errors: {
          401: "Not signed in",
          404: "No such subscription of the member's",
          409: "Not possible in its state (ended, or nothing to skip), or the provider refused, with its reason",
          502: "The payment provider could not be reached (nothing changed)",
        },
      },
      async ({ params, req, res }) => {
        const user = requireUser(req);
        res.setHeader("Cache-Control", "no-store");
        return {
          success: true,
          subscription: await act(ctx, { id: user.id, admin: false }, params.subscriptionId, action),
        };
      },
    );
  }

  endpoint(
    router,
    {
      method: "put",
      path: "/subscriptions/:subscriptionId/address",
      summary:
        "Where the deliveries to come go: a saved address ({ addressId }) or a typed one; orders already made keep theirs",
      tag,
      access: "member",
      params: idParams,
      body: subscriptionAddressSchema,
      errors: {
        400: "An address that cannot be delivered to",
        401: "Not signed in",
        404: "No such subscription of the member's",
        409: "The subscription has ended",
      },
    },
    async ({ params, body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return {
        success: true,
        subscription: await changeAddress(ctx, requireUser(req), params.subscriptionId, body.shippingAddress),
      };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/sandbox/subscriptions/:providerSubscriptionId/authorise",
      summary:
        "Sandbox only (no Razorpay keys, not production): the shop's own checkout authorises the member's subscription and pays its first charge, answering what Razorpay's checkout would (signed)",
      tag,
      access: "member",
      params: z.object({ providerSubscriptionId: z.string().min(1).max(100) }),
      errors: { 401: "Not signed in", 404: "Not the sandbox, or no such subscription of the member's" },
    },
    async ({ params, req }) => sandboxAuthorise(ctx, requireUser(req), params.providerSubscriptionId),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/subscriptions",
      summary:
        "Admin: subscriptions newest first, 25 a page, optionally of one status, with the figures: active, monthly recurring revenue (rupees), churn of the last 30 days (percent)",
      tag: "Admin",
      access: "admin",
      query: z.object({
        status: z.enum(subscriptionStatuses).optional(),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
      }),
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await subscriptionList(ctx, query.status ?? null, query.page)) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/subscriptions/:subscriptionId",
      summary: "Admin: one subscription with its lines, charges, their orders and its timeline",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such subscription" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, subscription: await subscriptionAnswer(ctx, params.subscriptionId) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/subscriptions/:subscriptionId/cancel",
      summary: "Admin: cancels a subscription on the shopper's behalf, at the provider, at once. Safe to repeat.",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: {
        401: "Not signed in",
        403: "Not an admin",
        404: "No such subscription",
        409: "It has ended otherwise",
        502: "The provider could not be reached",
      },
    },
    async ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      const admin = requireUser(req);
      return {
        success: true,
        subscription: await act(ctx, { id: admin.id, admin: true }, params.subscriptionId, "cancel"),
      };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/subscriptions/:subscriptionId/charge-now",
      summary:
        "Admin, development only (the sandbox provider): the mandate charges the next cycle now, making its order as a renewal would",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: {
        401: "Not signed in",
        403: "Not an admin",
        404: "Not the sandbox, or no such subscription",
        409: "Not active",
      },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await sandboxChargeNow(ctx, params.subscriptionId)) };
    },
  );

  return router;
}
