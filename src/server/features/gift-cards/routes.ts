// Gift cards' HTTP side (decision 0062): what the card's page offers, buying one (a payment link), the
// buyer's return from it, the holder's balance check (rate-limited like coupon codes), the sandbox's
// payment link, and the admin's list, card, goodwill card and disabling. The sequences are in service.ts.
import express, { type Router } from "express";
import { z } from "zod";
import { giftCardStatuses } from "../../../core/gift-cards.ts";
import {
  buyGiftCardSchema,
  checkGiftCardSchema,
  disableGiftCardSchema,
  giftCardCallbackSchema,
  issueGiftCardSchema,
} from "../../../core/schemas/gift-cards.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { NotFound } from "../../http/errors.ts";
import { requireAdmin } from "../../http/permissions.ts";
import { pathsCheckingCoupons } from "../coupons/limits.ts";
import { giftCardCheckCounter, giftCardCheckLimit } from "./limits.ts";
import {
  adminGiftCard,
  adminGiftCards,
  buyGiftCard,
  checkGiftCard,
  giftCardOptions,
  giftCardReturn,
  issueGoodwillCard,
  sandboxGiftCardLink,
  setGiftCardDisabled,
} from "./service.ts";

const tag = "Gift cards";
const idParams = z.object({ giftCardId: z.uuid({ error: "No such gift card." }) });

export function giftCardRoutes(ctx: AppContext): Router {
  const router = express.Router();
  // every check of a code counts (mounted before the orders and payments routers, whose bodies may carry one)
  router.post("/gift-cards/check", giftCardCheckLimit(ctx));
  router.post(pathsCheckingCoupons, giftCardCheckCounter(ctx));

  endpoint(
    router,
    {
      method: "get",
      path: "/gift-cards/options",
      summary:
        "The gift card page's choices: the amounts offered and a custom amount's limits (rupees), the months a card works, today (India)",
      tag,
      access: "public",
    },
    async () => ({ success: true, ...(await giftCardOptions(ctx)) }),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/gift-cards",
      summary:
        "Buys a gift card for a recipient, sent by e-mail on a chosen day with a message: answers the payment link where the buyer pays (Razorpay's hosted page, or the sandbox's). The card is not an order and has no tax invoice (a voucher is not a supply: CBIC circular 243/37/2024-GST).",
      tag,
      access: "public",
      body: buyGiftCardSchema,
      status: 201,
      errors: {
        400: "An amount outside the settings' limits, a day in the past or over a year ahead, a missing name or a bad e-mail",
        502: "The payment provider refused or could not be reached",
        503: "Online payment is off",
      },
    },
    async ({ body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await buyGiftCard(ctx, req.user, body)) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/gift-cards/paid",
      summary:
        "The buyer back from the payment link (Razorpay's callback query, signed: HMAC-SHA256 of payment_link_id|reference_id|status|payment_id with the key secret): the card is paid once, whichever of this and the payment_link.paid webhook comes first. Never answers the code.",
      tag,
      access: "public",
      query: giftCardCallbackSchema,
      errors: { 400: "Not paid, or a forged signature", 404: "No such gift card" },
    },
    async ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      const giftCard = await giftCardReturn(
        ctx,
        {
          linkId: query.razorpay_payment_link_id,
          referenceId: query.razorpay_payment_link_reference_id,
          status: query.razorpay_payment_link_status,
          paymentId: query.razorpay_payment_id,
        },
        query.razorpay_signature,
      );
      return { success: true, giftCard };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/gift-cards/check",
      summary:
        "The holder's balance check (and printable card): the code typed answers its balance, value, validity and message. Each check counts against the member and the address like coupon codes (30 and 60 in ten minutes; 429 with Retry-After past them).",
      tag,
      access: "public",
      body: checkGiftCardSchema,
      errors: { 400: "Not a code's shape", 404: "No such card (or not sent yet)", 429: "Too many codes tried" },
    },
    async ({ body, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, giftCard: await checkGiftCard(ctx, body.code) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/payment/sandbox/gift-cards/:linkId",
      summary: "Sandbox only: a gift card's payment link, its amount (paise) and status",
      tag,
      access: "public",
      params: z.object({ linkId: z.string().min(1).max(100) }),
      errors: { 404: "Not the sandbox, or no such payment link" },
    },
    async ({ params }) => {
      const link = await sandboxGiftCardLink(ctx, params.linkId, false);
      if (!link) throw new NotFound("No such payment link.");
      return link;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/payment/sandbox/gift-cards/:linkId/pay",
      summary:
        "Sandbox only: pays a gift card's payment link, answering where Razorpay would send the buyer back (returnTo: the signed callback, which settles the card)",
      tag,
      access: "public",
      params: z.object({ linkId: z.string().min(1).max(100) }),
      errors: { 404: "Not the sandbox, or no such payment link" },
    },
    async ({ params }) => {
      const link = await sandboxGiftCardLink(ctx, params.linkId, true);
      if (!link) throw new NotFound("No such payment link.");
      return link;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/gift-cards",
      summary:
        "Admin: gift cards newest first (codes masked to their last four), optionally of one status or by a code's last four, with the balance outstanding on active cards",
      tag: "Admin",
      access: "admin",
      query: z.object({
        status: z.enum(giftCardStatuses).optional(),
        last4: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[0-9A-Z]{4}$/, "Type the code's last four characters")
          .optional(),
      }),
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await adminGiftCards(ctx, query)) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/gift-cards/:giftCardId",
      summary: "Admin: one gift card (code masked) and its ledger: issued, spent, given back, refunded",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such gift card" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await adminGiftCard(ctx, params.giftCardId)) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/gift-cards",
      summary:
        "Admin: issues a goodwill gift card (up to the settings' most), active at once and e-mailed to its recipient with its code; the admin sees only its last four",
      tag: "Admin",
      access: "admin",
      body: issueGiftCardSchema,
      status: 201,
      errors: { 400: "A bad amount, name or e-mail", 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await issueGoodwillCard(ctx, requireAdmin(req), body)) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/gift-cards/:giftCardId/disable",
      summary: "Admin: disables a sent card (it can no longer pay; its balance stays on it). Safe to repeat.",
      tag: "Admin",
      access: "admin",
      params: idParams,
      body: disableGiftCardSchema,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such gift card", 409: "Not sent yet" },
    },
    async ({ params, body, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await setGiftCardDisabled(ctx, params.giftCardId, true, body.reason)) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/gift-cards/:giftCardId/enable",
      summary: "Admin: enables a disabled card again. Safe to repeat.",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such gift card" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, ...(await setGiftCardDisabled(ctx, params.giftCardId, false, null)) };
    },
  );

  return router;
}
