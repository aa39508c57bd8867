// Shipping's rules: booking a parcel for an order that is ready to ship (the provider first, then
// the shipment and its first event in one transaction, then the order moves to shipped), and a
// tracking event from a courier kept once and applied only when it is news: not seen before, a
// status the shop acts on, and not older than the shipment's status. Knows nothing of HTTP.

import { fromRupees } from "../../../core/money.ts";
import { orderStatusNames } from "../../../core/order-status.ts";
import { type BookShipmentInput, shippingMessages } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import { finishedShipmentStatuses } from "../../db/schema.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { afterTransition } from "../orders/transitions.ts";
import { readSettings } from "../settings/service.ts";
import { type Booking, CourierError, type Parcel, type ShipmentStatus, type TrackingEvent } from "./courier.ts";
import { afterNdr, recordNdr } from "./ndr.ts";
import { applyShipmentStatusToOrder, moveOrderWithShipment } from "./order-link.ts";
import { crossesStateLine, parcelNeedsEwayBill, parcelWeightGrams } from "./parcel-value.ts";
import { courierProvider } from "./provider.ts";
import {
  cancelShipment,
  eventsOf,
  insertShipment,
  linesToShip,
  liveShipmentOf,
  moveShipment,
  type OrderToShip,
  orderToShip,
  recordEvent,
  type ShipmentEventRow,
  type ShipmentRow,
  shipmentByAwb,
  shipmentById,
  shipmentCountOf,
} from "./queries.ts";
import { queueShipmentMail } from "./shipment-mail.ts";

/** Statuses after which a parcel's story is over: nothing moves it again (the one list, db/schema.ts). */
export const finalStatuses: readonly ShipmentStatus[] = finishedShipmentStatuses;

/** The courier could not book: 502 with its reason; the order is left as it was. */
export class CourierFailed extends HttpError {
  constructor(message: string) {
    super(502, "courier_failed", message);
  }
}

export function shipmentAnswer(row: ShipmentRow, events: ShipmentEventRow[] = [], remarks: string[] = []) {
  return {
    _id: row.id,
    orderId: row.orderId,
    provider: row.provider,
    courierName: row.courierName,
    awb: row.awb,
    trackingUrl: row.trackingUrl,
    labelUrl: row.labelRef,
    weightGrams: row.weightGrams,
    lengthCm: row.lengthCm,
    breadthCm: row.breadthCm,
    heightCm: row.heightCm,
    ewayBillNo: row.ewayBillNo,
    status: row.status,
    statusAt: row.statusAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    remarks,
    events: events.map((event) => ({
      at: event.occurredAt.toISOString(),
      status: event.status,
      place: event.place,
      remark: event.remark,
    })),
  };
}

export type ShipmentAnswer = ReturnType<typeof shipmentAnswer>;

/** Why the order cannot ship now, or null when it can. */
export function notReadyToShip(order: Pick<OrderToShip, "orderStatus">, live: ShipmentRow | undefined): string | null {
  if (live) return `This order already has a shipment: AWB ${live.awb ?? "pending"} with ${live.courierName}.`;
  switch (order.orderStatus) {
    case "processing":
      return null;
    case "pending_payment":
      return "This order is still waiting for its payment; it cannot ship yet.";
    case "awaiting_confirmation":
      return "This cash-on-delivery order is not confirmed yet; confirm it before shipping.";
    default:
      return `This order is ${orderStatusNames[order.orderStatus].toLowerCase()}; only a processing order can ship.`;
  }
}

/** Orders being booked on this instance: a double click waits for nothing and gets a 409. */
const booking = new Set<string>();

/**
 * Books a parcel for a processing order with the chosen courier. The provider is asked first
 * (outside any transaction: it may take seconds); a refusal leaves the order as it was, with the
 * courier's reason. Then the shipment is written and the order moves to shipped.
 */
export async function bookShipment(
  ctx: AppContext,
  admin: SessionUser,
  orderId: string,
  input: BookShipmentInput,
): Promise<ShipmentAnswer> {
  const order = await orderToShip(ctx.db, orderId);
  if (!order) throw new NotFound("Order not found");
  const refusal = notReadyToShip(order, await liveShipmentOf(ctx.db, orderId));
  if (refusal) throw new Conflict(refusal);
  const provider = courierProvider(ctx, input.provider);
  if ("unavailable" in provider) throw new Invalid(provider.unavailable, { provider: provider.unavailable });
  if (input.provider === "manual") {
    const fields: Record<string, string> = {};
    if (!input.courierName) fields.courierName = "Enter the courier's name";
    if (!input.awb) fields.awb = "Enter the AWB (tracking number)";
    const first = Object.values(fields)[0];
    if (first) throw new Invalid(first, fields);
  }
  if (booking.has(orderId)) throw new Conflict("This order is being booked already.");
  booking.add(orderId);
  try {
    const { parcels, gst } = await readSettings(ctx);
    const attempt = (await shipmentCountOf(ctx.db, orderId)) + 1;
    const parcel = await parcelOf(ctx, order, input, parcels, attempt);
    const interState = crossesStateLine(order.deliveryStateCode, gst.state);
    if (
      !input.ewayBillNo &&
      parcelNeedsEwayBill(parcel.items, parcel.discount, interState, parcels.ewayBillThreshold)
    ) {
      const needed = shippingMessages.ewayBillNeeded(fromRupees(parcels.ewayBillThreshold));
      throw new Invalid(needed, { ewayBillNo: needed });
    }
    let booked: Booking;
    try {
      booked = await provider.book(parcel);
    } catch (error) {
      if (error instanceof CourierError) throw new CourierFailed(error.message);
      throw error;
    }
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertShipment(tx, {
        orderId,
        provider: provider.name,
        courierName: booked.courierName,
        awb: booked.awb,
        trackingUrl: booked.trackingUrl,
        labelRef: booked.labelRef,
        reference: parcel.reference,
        providerOrderId: booked.providerOrderId,
        providerShipmentId: booked.providerShipmentId,
        weightGrams: parcel.weightGrams,
        lengthCm: parcel.lengthCm,
        breadthCm: parcel.breadthCm,
        heightCm: parcel.heightCm,
        ewayBillNo: parcel.ewayBillNo ?? null,
        bookedBy: admin.id,
      });
      if (!inserted) return null;
      await recordEvent(tx, inserted.id, {
        eventId: `${provider.name}:${inserted.id}:booked`,
        at: inserted.statusAt,
        rawStatusId: "",
        status: "booked",
        place: null,
        remark: `Booked with ${booked.courierName}, AWB ${booked.awb}`,
      });
      return inserted;
    });
    if (!row) {
      throw new Conflict(
        (await liveShipmentOf(ctx.db, orderId))
          ? "This order was booked meanwhile."
          : `The AWB ${booked.awb} belongs to another shipment.`,
        { awb: `The AWB ${booked.awb} belongs to another shipment.` },
      );
    }
    const move = await applyShipmentStatusToOrder(ctx, {
      orderId,
      paymentMethod: order.paymentMethod,
      status: "booked",
      by: admin,
      provider: provider.name,
    });
    if (!move.moved) {
      // the order was cancelled (or moved) while the courier booked: take the parcel back
      await provider.cancel({ providerOrderId: row.providerOrderId, awb: row.awb }).catch((error: Error) => {
        ctx.log.warn({ order: order.number, error: error.message }, "could not cancel the courier booking");
      });
      await cancelShipment(ctx.db, row.id);
      throw new Conflict(move.reason ?? "The order changed meanwhile. Reload and try again.");
    }
    ctx.log.info({ order: order.number, provider: provider.name, awb: row.awb, admin: admin.id }, "shipment booked");
    return shipmentAnswer(row, await eventsOf(ctx.db, row.id), booked.remarks);
  } finally {
    booking.delete(orderId);
  }
}

async function parcelOf(
  ctx: AppContext,
  order: OrderToShip,
  input: BookShipmentInput,
  defaults: {
    defaultWeightGrams: number;
    packagingGrams: number;
    boxLengthCm: number;
    boxBreadthCm: number;
    boxHeightCm: number;
    pickupLocation: string;
  },
  attempt: number,
): Promise<Parcel> {
  const lines = await linesToShip(ctx.db, order.id);
  return {
    // a second booking after a cancelled one needs a new id: Shiprocket refuses a cancelled order's id
    reference: attempt === 1 ? String(order.number) : `${order.number}-${attempt}`,
    orderDate: order.createdAt,
    customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
    address: order.shippingAddress,
    cashOnDelivery: order.paymentMethod === "COD",
    items: lines.map((line) => ({
      name: `${line.name} (${line.variantname})`,
      sku: line.sku,
      units: line.quantity,
      unitPrice: line.unitPrice,
      hsn: line.hsn,
      gstRate: line.gstRate,
    })),
    discount: order.discount,
    shipping: order.shipping,
    giftWrap: order.giftWrap,
    codFee: order.codFee,
    // what the admin weighed, else the lines' weights and the packaging, else the usual parcel
    weightGrams: input.weightGrams ?? parcelWeightGrams(lines, defaults),
    lengthCm: input.lengthCm ?? defaults.boxLengthCm,
    breadthCm: input.breadthCm ?? defaults.boxBreadthCm,
    heightCm: input.heightCm ?? defaults.boxHeightCm,
    pickupLocation: defaults.pickupLocation,
    ewayBillNo: input.ewayBillNo,
    typed: { courierName: input.courierName, awb: input.awb, trackingUrl: input.trackingUrl },
  };
}

export type TrackingOutcome = "unknown_shipment" | "duplicate" | "recorded" | "moved";

/**
 * A courier's tracking event: kept once in the shipment's timeline; it moves the shipment only
 * when its status is one the shop acts on, differs from the current one, the shipment's story is
 * not over, and it is not older than the current status. The order follows (order-link.ts).
 */
export async function receiveTrackingEvent(
  ctx: AppContext,
  provider: string,
  awb: string,
  event: TrackingEvent,
): Promise<TrackingOutcome> {
  const shipment = await shipmentByAwb(ctx.db, provider, awb);
  if (!shipment) return "unknown_shipment";
  return applyTrackingEvent(ctx, shipment, event);
}

/**
 * The rules of receiveTrackingEvent for a shipment already found: the courier's webhook and
 * poller, and the admin recording the manual courier's scan by hand (scans.ts, `recordedBy`).
 */
export async function applyTrackingEvent(
  ctx: AppContext,
  shipment: ShipmentRow,
  event: TrackingEvent,
  recordedBy: SessionUser | null = null,
): Promise<TrackingOutcome> {
  const provider = shipment.provider;
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, shipment.id, event))) return { outcome: "duplicate" as const };
    const current = await shipmentById(tx, shipment.id);
    if (!current || !event.status) return { outcome: "recorded" as const };
    // a cancelled parcel's story is over: a late scan is kept, moves nothing and mails nobody; the
    // courier's own "cancelled" cancels only a parcel still waiting for its pickup (decision 0038)
    if (current.status === "cancelled") return { outcome: "recorded" as const };
    if (event.status === "cancelled" && current.status !== "booked") {
      ctx.log.warn({ awb: shipment.awb, status: current.status }, "a cancellation after pickup was kept, not applied");
      return { outcome: "recorded" as const };
    }
    if (event.status === current.status) {
      // another failed attempt while the parcel still waits: a new NDR (ndr.ts)
      const ndr = event.status === "undelivered" ? await recordNdr(ctx, tx, current, event) : null;
      return { outcome: "recorded" as const, ndr };
    }
    if (finalStatuses.includes(current.status) || event.at < current.statusAt) return { outcome: "recorded" as const };
    const moved = await moveShipment(tx, current, event.status, event.at);
    if (!moved) return { outcome: "recorded" as const };
    // a failed delivery: its reason and attempt kept, the COD shopper mailed a link (ndr.ts)
    const ndr = moved.status === "undelivered" ? await recordNdr(ctx, tx, moved, event) : null;
    // the order follows in the same transaction: the shipment and its order move together
    const order = await orderToShip(tx, shipment.orderId);
    const followed = order
      ? await moveOrderWithShipment(ctx, tx, {
          orderId: order.id,
          paymentMethod: order.paymentMethod,
          status: moved.status,
          by: null,
          provider,
          recordedBy,
          parcel: { courierName: moved.courierName, awb: moved.awb },
        })
      : null;
    // the shopper's mail (out for delivery, delivered), once per order, in the same transaction
    const mailed = await queueShipmentMail(ctx, tx, shipment.orderId, moved.status);
    return { outcome: "moved" as const, moved, order: followed?.result ?? null, mailed, ndr };
  });
  if ("ndr" in result) await afterNdr(ctx, result.ndr ?? null, shipment);
  if (result.outcome !== "moved") return result.outcome;
  if (result.order) await afterTransition(ctx, result.order);
  if (result.mailed) sendQueuedMessages(ctx);
  ctx.log.info({ awb: shipment.awb, status: result.moved.status }, "shipment moved");
  return "moved";
}

/** An order's shipments with their timelines (the admin's order page, the shopper's tracking). */
export async function shipmentOf(ctx: AppContext, orderId: string): Promise<ShipmentAnswer | null> {
  const row = await liveShipmentOf(ctx.db, orderId);
  return row ? shipmentAnswer(row, await eventsOf(ctx.db, row.id)) : null;
}
