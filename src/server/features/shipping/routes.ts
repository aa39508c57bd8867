// The shipping API: the admin books a parcel for an order (manual courier or Shiprocket), and
// Shiprocket's tracking webhook reports each scan. The webhook is authenticated by its x-api-key
// header against SHIPROCKET_WEBHOOK_TOKEN, compared in constant time.
import crypto from "node:crypto";
import express, { type Router } from "express";
import { z } from "zod";
import { checkInSchema } from "../../../core/schemas/check-in.ts";
import { adminReattemptSchema, ndrTokenQuerySchema, shopperNdrRequestSchema } from "../../../core/schemas/ndr.ts";
import {
  bookShipmentSchema,
  cancelShipmentSchema,
  labelsQuerySchema,
  recordScanSchema,
  trackQuerySchema,
} from "../../../core/schemas/shipping.ts";

import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid, Unauthorized } from "../../http/errors.ts";
import { requireAdmin } from "../../http/permissions.ts";
import { clientInfo } from "../../http/sessions.ts";
import { auditAdminView, listSubject } from "../audit/service.ts";
import { availableCourierProviders, parcelSuggestion } from "./admin-parcels.ts";
import { cancelParcel } from "./cancel.ts";
import { checkInOfOrder, checkInParcel } from "./check-in.ts";
import { labelsPdf } from "./labels.ts";
import { adminReattempt, adminReturnToOrigin, shopperNdrRequest, shopperNdrView, undeliveredQueue } from "./ndr.ts";
import { rtoDashboard } from "./rto.ts";
import { recordManualScan } from "./scans.ts";
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
      method: "post",
      path: "/admin/shipments/:shipmentId/cancel",
      summary:
        "Cancels a booked parcel before the courier picks it up: through Shiprocket's cancel (its order id, or the AWB), or on the owner's word for the manual courier. The shipment becomes cancelled and its order goes back from shipped to processing, its stock still held and its tax invoice standing, to be booked again (another weight or courier) or cancelled (with a credit note). The reason, if given, goes into the order's history and the parcel's timeline. Once picked up, the way back is return to origin.",
      tag,
      access: "admin",
      params: z.object({ shipmentId: z.uuid({ error: "Shipment not found" }) }),
      body: cancelShipmentSchema,
      errors: {
        400: "A reason longer than 300 characters",
        404: "No such shipment",
        409: "The parcel is already cancelled, picked up (return it to origin instead), delivered or coming back; the courier refused (its reason); or the order changed meanwhile. Nothing changed.",
        502: "The courier could not be reached; nothing changed",
      },
    },
    async ({ params, body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return cancelParcel(ctx, requireAdmin(req), params.shipmentId, body.reason);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/shipments/:shipmentId/check-in",
      summary:
        "Checks in a parcel back at the shop (RTO delivered, its order refused or returned), once: each line named is restocked (its held units back to the variant's stock) or written off (reason required). All or nothing; a line already checked in changes nothing (409).",
      tag,
      access: "admin",
      params: z.object({ shipmentId: z.uuid({ error: "Shipment not found" }) }),
      body: checkInSchema,
      errors: {
        400: "Invalid input: no line, a decision other than restock or write_off, a write-off without its reason, or an item not in the parcel",
        404: "No such shipment",
        409: "The parcel is not back yet, its order is not refused or returned, or a line was checked in already",
      },
    },
    async ({ params, body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { checkIn: await checkInParcel(ctx, requireAdmin(req), params.shipmentId, body) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/shipments/:shipmentId/events",
      summary:
        "Records a scan of a manual courier's parcel as its tracking page tells it (status, place, remark, time: now when left out), through the same rules as Shiprocket's webhook: kept once (the same status in the same minute twice is one scan), never moving the parcel back for an older time; delivered moves the order to delivered, rto_delivered to refused (COD) or returned awaiting its check-in; undelivered joins the Undelivered queue; the shopper is mailed at out for delivery and delivered. outcome: moved, recorded (timeline only) or duplicate.",
      tag,
      access: "admin",
      params: z.object({ shipmentId: z.uuid({ error: "Shipment not found" }) }),
      body: recordScanSchema,
      errors: {
        400: "A status that is not a scan's, a place or remark too long, a time in the future or before the booking",
        404: "No such shipment",
        409: "A Shiprocket parcel (its scans come from the courier), or a parcel whose journey is over (delivered, back at the shop, cancelled)",
      },
    },
    async ({ params, body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return recordManualScan(ctx, requireAdmin(req), params.shipmentId, body);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/shipping/rto",
      summary:
        "Returns to origin over the settings' window (rto.windowDays): parcels with an outcome (delivered or coming back) and how many came back, for all parcels and for cash on delivery, and the five PIN codes with the highest rates among those with at least rto.minParcels parcels.",
      tag,
      access: "admin",
    },
    async ({ res }) => {
      res.setHeader("Cache-Control", "no-store");
      return rtoDashboard(ctx);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/orders/:orderId/check-in",
      summary:
        "The order's parcel back at the shop (RTO delivered) with each line's units held and its check-in (decision, units, reason), or checkIn null when no parcel came back.",
      tag,
      access: "admin",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      errors: { 400: "Not an order id" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return { checkIn: await checkInOfOrder(ctx, params.orderId) };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/shipments/labels",
      summary:
        "One PDF to print: for each shipment (ids separated by commas, 1 to 50, a repeated id printed once) its shipping label, then its packing slip. Shiprocket's parcels get the courier's own label, fetched from Shiprocket; the manual courier's get the shop's 4 × 6 in label (ship-to, from, order, AWB as a Code 128 barcode, courier, weight, cash to collect or PREPAID). The packing slip (A6) lists the lines and the gift wrap, without prices.",
      tag,
      access: "admin",
      query: labelsQuerySchema,
      errors: {
        400: "No ids, more than 50, or one that is not a shipment id",
        404: "One of the ids is not a shipment",
        409: "One of the shipments is cancelled",
        502: "A courier's label could not be fetched (its reason, with the order number)",
      },
    },
    async ({ query, req, res }) => {
      const admin = requireAdmin(req);
      const labels = await labelsPdf(ctx, admin, query.ids);
      // labels carry names, phones and addresses
      await auditAdminView(
        ctx,
        admin,
        { kind: "labels", id: listSubject({ ids: query.ids }) },
        clientInfo(req).ip,
        "export",
      );
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="${labels.fileName}"`);
      res.send(Buffer.from(labels.bytes));
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/track",
      summary:
        "The shopper follows an order without signing in: its number (order, with or without #) and the e-mail or phone it was placed with. Answers the order's status, its timeline in the shopper's words (payment received, handed to the courier, delivered, each refund with where it goes and when it arrives; no internal notes) and its parcel (courier, AWB, tracking link, timeline). A wrong pair is the same 404 as an unknown order; rate limited per address and per order number.",
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

  // ── failed deliveries (NDR): the admin's queue and actions, the shopper's link (ndr.ts) ──
  const shipmentParams = z.object({ shipmentId: z.uuid({ error: "Shipment not found" }) });

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/shipments/undelivered",
      summary:
        "The Undelivered queue: parcels waiting after a failed delivery, with the order, shopper, PIN, payment, the courier's reason, the attempts, the last event, the shopper's request and the action taken; and the dates a re-attempt may be asked for.",
      tag,
      access: "admin",
    },
    async ({ user, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      const queue = await undeliveredQueue(ctx);
      await auditAdminView(ctx, user, { kind: "undelivered", id: "all" }, clientInfo(req).ip);
      return queue;
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/shipments/:shipmentId/reattempt",
      summary:
        "After a failed delivery, asks the courier to try again on a date (one of the next working days in the courier's window, settings ndr), with a new phone or address if given: through Shiprocket's NDR action, recorded in the timeline for the manual courier. The same request twice answers the first.",
      tag,
      access: "admin",
      params: shipmentParams,
      body: adminReattemptSchema,
      errors: {
        400: "No date, a date outside the courier's window or not a working day, a bad phone or address",
        404: "No such shipment",
        409: "The parcel is not waiting after a failed delivery, or a re-attempt on another date was asked already",
        502: "The courier refused or could not be reached; nothing was recorded",
      },
    },
    async ({ params, body, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return adminReattempt(ctx, requireAdmin(req), params.shipmentId, body);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/shipments/:shipmentId/rto",
      summary:
        'After a failed delivery, sends the parcel back to the shop (return to origin): Shiprocket\'s NDR action "return", or recorded for the manual courier. The shipment moves to RTO initiated; the order moves when the parcel is back. Asking twice answers the first.',
      tag,
      access: "admin",
      params: shipmentParams,
      errors: {
        404: "No such shipment",
        409: "The parcel is not waiting after a failed delivery",
        502: "The courier refused or could not be reached; nothing was recorded",
      },
    },
    async ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return adminReturnToOrigin(ctx, requireAdmin(req), params.shipmentId);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/delivery-requests",
      summary:
        "The shopper's link from the failed-delivery mail (no sign-in): the order, courier, reason, attempts and the dates a new attempt may be asked for. The token is random, stored hashed and expires.",
      tag,
      access: "public",
      query: ndrTokenQuerySchema,
      errors: { 400: "No token", 404: "The link is not valid", 410: "The link has expired" },
    },
    async ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return shopperNdrView(ctx, query.token);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/delivery-requests",
      summary:
        "The shopper asks for a new delivery attempt on a date and/or gives a new phone, with the token from the mail. Once per failed delivery (the same answer twice is accepted once); Shiprocket is told at once, the admin sees it in the Undelivered queue.",
      tag,
      access: "public",
      body: shopperNdrRequestSchema,
      errors: {
        400: "Neither date nor phone, a date outside the courier's window, a bad phone",
        404: "The link is not valid",
        409: "The parcel no longer waits, or another request was made already",
        410: "The link has expired",
        502: "The courier could not be told; nothing was recorded",
      },
    },
    async ({ body, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return shopperNdrRequest(ctx, body);
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
