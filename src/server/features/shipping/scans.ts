// The manual courier's scans, recorded by the admin (POST /api/admin/shipments/{id}/events): India
// Post or a local courier tells the shop nothing, so the owner types what its tracking page says
// (status, place, remark, time). The scan goes through the same door as Shiprocket's webhook
// (service.ts applyTrackingEvent): kept once, never moving the parcel back for an older time, the
// order following (delivered; RTO delivered → refused or returned, awaiting check-in), the
// shopper's mails and the NDR queue exactly as for a courier that tells.
import { eq } from "drizzle-orm";
import type { RecordScanInput } from "../../../core/schemas/shipping.ts";
import { scanMessages } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import { orders } from "../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { eventsOf, liveShipmentOf, shipmentById } from "./queries.ts";
import {
  applyTrackingEvent,
  finalStatuses,
  type ShipmentAnswer,
  shipmentAnswer,
  type TrackingOutcome,
} from "./service.ts";

const minuteMs = 60_000;
/** A clock a little ahead of the server's is not "the future". */
const clockSlackMs = 5 * minuteMs;

export interface ScanAnswer {
  /** moved: the parcel took the scan's status; recorded: kept in the timeline only (an older time,
   * or the status it has); duplicate: the same scan was recorded already. */
  outcome: Exclude<TrackingOutcome, "unknown_shipment">;
  shipment: ShipmentAnswer;
}

export async function recordManualScan(
  ctx: AppContext,
  admin: SessionUser,
  shipmentId: string,
  input: RecordScanInput,
): Promise<ScanAnswer> {
  const shipment = await shipmentById(ctx.db, shipmentId);
  if (!shipment) throw new NotFound("Shipment not found");
  if (shipment.provider !== "manual") throw new Conflict(scanMessages.notManual);
  if (finalStatuses.includes(shipment.status)) throw new Conflict(scanMessages.over);
  const now = Date.now();
  let at = input.at ? new Date(input.at) : new Date(now);
  if (at.getTime() > now + clockSlackMs) throw new Invalid(scanMessages.future, { at: scanMessages.future });
  // the form's time has minutes only: a scan typed in the booking's own minute is not before it
  const booked = shipment.createdAt.getTime();
  if (at.getTime() < Math.floor(booked / minuteMs) * minuteMs) {
    throw new Invalid(scanMessages.beforeBooking, { at: scanMessages.beforeBooking });
  }
  if (at.getTime() < booked) at = new Date(booked);
  // one scan per status and minute: a double submit (or a second tab) records it once
  const minute = new Date(Math.floor(at.getTime() / minuteMs) * minuteMs).toISOString();
  const outcome = await applyTrackingEvent(
    ctx,
    shipment,
    {
      eventId: `manual:${shipment.id}:${input.status}:${minute}`,
      at,
      rawStatusId: "",
      status: input.status,
      place: input.place ?? null,
      remark: input.remark ?? null,
    },
    admin,
  );
  if (outcome === "unknown_shipment") throw new NotFound("Shipment not found");
  const row = (await shipmentById(ctx.db, shipmentId)) ?? shipment;
  ctx.log.info({ shipment: shipmentId, status: input.status, outcome, admin: admin.id }, "manual scan recorded");
  return { outcome, shipment: shipmentAnswer(row, await eventsOf(ctx.db, shipmentId)) };
}

/**
 * The admin marks an order delivered ("Move to… Delivered", issue 38 point 3): when the order has a
 * parcel still on its way, the parcel is what is delivered, so the move is a "delivered" scan
 * through the same door (the parcel, the order, /track and the shopper's delivered mail move
 * together). Answers false when there is no such parcel: the order moves on its own.
 */
export async function deliverWithParcel(ctx: AppContext, admin: SessionUser, orderId: string): Promise<boolean> {
  // only a shipped order's parcel: any other state goes to the order's door, which says why not
  const [order] = await ctx.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "shipped") return false;
  const shipment = await liveShipmentOf(ctx.db, orderId);
  if (!shipment || finalStatuses.includes(shipment.status) || shipment.status === "cancelled") return false;
  const at = new Date(Math.max(Date.now(), shipment.statusAt.getTime()));
  const by = `${admin.firstName} ${admin.lastName}`.trim();
  const outcome = await applyTrackingEvent(
    ctx,
    shipment,
    {
      eventId: `shop-delivered:${shipment.id}`,
      at,
      rawStatusId: "",
      status: "delivered",
      place: null,
      remark: `Marked delivered by ${by}`,
    },
    admin,
  );
  ctx.log.info({ shipment: shipment.id, outcome, admin: admin.id }, "parcel marked delivered by the shop");
  // a second yes finds the scan recorded: the order's door answers that it is delivered already
  return outcome === "moved";
}
