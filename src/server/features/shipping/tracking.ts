// The shopper's tracking (GET /api/track, the /track page): the order number and the order's
// e-mail or phone show its status, its own timeline in the shopper's words and its parcel's timeline. A wrong pair and an unknown order get
// the same "not found", and asking is rate limited per address and per order number, so order
// numbers (consecutive) cannot be paired with e-mails by trying.
import crypto from "node:crypto";
import { orderStatusNames } from "../../../core/order-status.ts";
import { normalizeIndianPhone } from "../../../core/phone.ts";
import { type TrackQuery, trackMessages } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import { NotFound } from "../../http/errors.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { shopperTimeline } from "../orders/shopper-timeline.ts";
import { eventsOf, liveShipmentOf, orderByNumber } from "./queries.ts";

const tenMinutes = 10 * 60;

export const trackingLimits = {
  perIp: { name: "track:ip", max: 30, windowSeconds: tenMinutes, message: "Too many tracking requests." },
  perOrder: { name: "track:order", max: 10, windowSeconds: tenMinutes, message: "Too many tracking requests." },
} satisfies Record<string, Limit>;

const same = (a: string, b: string) => {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
};

export async function trackOrder(ctx: AppContext, query: TrackQuery, client: Pick<ClientInfo, "ip">) {
  await enforceLimits(ctx, [
    [trackingLimits.perIp, client.ip],
    [trackingLimits.perOrder, String(query.order)],
  ]);
  const order = await orderByNumber(ctx.db, query.order);
  const emailMatches = Boolean(order && query.email && same(order.email.toLowerCase(), query.email));
  const phoneMatches = Boolean(
    order && query.phone && same(normalizeIndianPhone(order.phone), normalizeIndianPhone(query.phone)),
  );
  if (!order || !(emailMatches || phoneMatches)) throw new NotFound(trackMessages.notFound);
  return {
    order: {
      number: order.number,
      orderStatus: order.orderStatus,
      orderStatusName: orderStatusNames[order.orderStatus],
      placedAt: order.createdAt.toISOString(),
    },
    shipment: await shopperShipment(ctx, order.id),
    /** The order's own timeline in the shopper's words (orders/shopper-timeline.ts). */
    timeline: (await shopperTimeline(ctx, ctx.db, order)).map(({ at, title, note, said }) => ({
      at,
      title,
      note,
      ...(said ? { said } : {}),
    })),
  };
}

/**
 * An order's parcel as its shopper sees it (tracking, My Account, the thank-you page): no label,
 * weight or provider references, only what the parcel's own tracking page shows. The caller has
 * already shown the order is theirs.
 */
export async function shopperShipment(ctx: AppContext, orderId: string) {
  const shipment = await liveShipmentOf(ctx.db, orderId);
  if (!shipment) return null;
  const events = await eventsOf(ctx.db, shipment.id);
  return {
    courierName: shipment.courierName,
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    status: shipment.status,
    statusAt: shipment.statusAt.toISOString(),
    events: events.map((event) => ({
      at: event.occurredAt.toISOString(),
      status: event.status,
      place: event.place,
      // the shop's own events (its booking, the admin's "Marked delivered by …") keep their remark for
      // the admin: the shopper reads the status; a courier's scan keeps the courier's words
      remark: shopsOwnEvent(event.providerEventId) ? null : event.remark,
    })),
  };
}

/** An event the shop wrote itself (scans.ts "shop-delivered:…", the booking and cancelling in service.ts, cancel.ts). */
const shopsOwnEvent = (providerEventId: string) => /^shop-|:(booked|cancelled)$/.test(providerEventId);
