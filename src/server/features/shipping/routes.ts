// The shipping API: the admin books a parcel for an order (manual courier or Shiprocket), and
// Shiprocket's tracking webhook reports each scan. The webhook is authenticated by its x-api-key
// header against SHIPROCKET_WEBHOOK_TOKEN, compared in constant time.
import crypto from "node:crypto";
import express, { type Router } from "express";
import { z } from "zod";
import { bookShipmentSchema, trackQuerySchema } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid, Unauthorized } from "../../http/errors.ts";
import { requireAdmin } from "../../http/permissions.ts";
import { clientInfo } from "../../http/sessions.ts";
import { availableCourierProviders, parcelSuggestion } from "./admin-parcels.ts";
import { bookShipment, receiveTrackingEvent } from "./service.ts";
import { type ShiprocketWebhook, webhookEvent } from "./shiprocket-status.ts";
import { trackOrder } from "./tracking.ts";

const tag = "Shipping";

/** Same token, compared in constant time whatever the lengths (both hashed first). */
export function sameToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(expected), digest(given));
}

export function shippingRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/orders/:orderId/shipments",
      summary:
        "Books a parcel for a processing order: with the manual courier (courierName and awb as typed, trackingUrl optional) or through Shiprocket (which assigns the courier and AWB, schedules the pickup and makes the label). Weight and box default to the parcel settings. The order moves to shipped and its GST invoice is issued.",
      tag,
      access: "admin",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      body: bookShipmentSchema,
      status: 201,
      errors: {
        400: "Invalid input, the manual courier without its name or AWB, or Shiprocket not configured",
        404: "No such order",
        409: "The order is not ready to ship (with the reason), already has a shipment, or is being booked",
        502: "The courier refused or could not be reached (its reason); the order is unchanged",
      },
    },
    async ({ params, body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { shipment: await bookShipment(ctx, requireAdmin(req), params.orderId, body) };
    },
  );

  shipPanelRoutes(ctx, router);

  endpoint(
    router,
    {
      method: "get",
      path: "/track",
      summary:
        "The shopper follows an order without signing in: its number (order, with or without #) and the e-mail or phone it was placed with. Answers the order's status and its parcel (courier, AWB, tracking link, timeline). A wrong pair is the same 404 as an unknown order; rate limited per address and per order number.",
      tag,
      access: "public",
      query: trackQuerySchema,
      errors: {
        400: "No order number, or neither e-mail nor phone",
        404: "No order with this number and e-mail or phone",
        429: "Too many tries",
      },
    },
    ({ query, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return trackOrder(ctx, query, clientInfo(req));
    },
  );

  const webhook = async ({ req }: { req: express.Request }) => {
    if (!sameToken(ctx.config.shiprocketWebhookToken, req.get("x-api-key"))) {
      throw new Unauthorized("The webhook's x-api-key is not valid.");
    }
    const parsed = webhookEvent((req.body ?? {}) as ShiprocketWebhook);
    if (!parsed) throw new Invalid("The webhook carries no AWB.", { awb: "The webhook carries no AWB." });
    const outcome = await receiveTrackingEvent(ctx, "shiprocket", parsed.awb, parsed.event);
    return { received: true, outcome };
  };
  const webhookSpec = {
    method: "post" as const,
    summary:
      "Shiprocket's tracking webhook: one scan of a parcel. Authenticated by the x-api-key header (SHIPROCKET_WEBHOOK_TOKEN). Each event is kept once; a status the shop acts on moves the shipment (and its order at booked, delivered and RTO delivered) unless it is older than the shipment's status.",
    tag,
    access: "public" as const,
    errors: { 400: "No AWB in the body", 401: "Missing or wrong x-api-key" },
  };
  endpoint(router, { ...webhookSpec, path: "/shipping/webhook/shiprocket" }, webhook);
  // Shiprocket refuses webhook addresses containing "shiprocket", "kartrocket", "sr" or "kr"
  endpoint(router, { ...webhookSpec, path: "/shipping/webhook/tracking-updates" }, webhook);

  return router;
}

/** What the admin's Ship panel reads before booking: the couriers on offer and the suggested parcel. */
function shipPanelRoutes(ctx: AppContext, router: Router): void {
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/shipping/providers",
      summary:
        "The courier providers this shop can book with now: manual always, shiprocket when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set.",
      tag,
      access: "admin",
    },
    ({ res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { providers: availableCourierProviders(ctx) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/orders/:orderId/parcel",
      summary:
        "The parcel a booking of this order uses when the admin types nothing (weight in grams and box in cm from the parcel settings), its value with tax in rupees, whether it leaves the shop's state and whether it needs an e-way bill number.",
      tag,
      access: "admin",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      errors: { 404: "No such order", 409: "The order is not ready to ship (with the reason)" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { parcel: await parcelSuggestion(ctx, params.orderId) };
    },
  );
}
