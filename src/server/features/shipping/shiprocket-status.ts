// Shiprocket's shipment status ids and what each means for the shop's shipment, and the tracking
// event both the webhook and the tracking API describe (docs/decisions/0017-shipping-providers.md).
// Ids not listed (AWB assigned, label generated, pickup queued, lost, damaged, ...) are kept in the
// timeline and change nothing.
import type { ShipmentStatus, TrackingEvent } from "./courier.ts";

/** Shiprocket's shipment_status_id (the "sr-status" of a scan) → our status. */
export const shiprocketStatusIds: Readonly<Record<number, ShipmentStatus>> = {
  42: "picked_up", // PICKED UP
  6: "in_transit", // SHIPPED
  18: "in_transit", // IN TRANSIT
  38: "in_transit", // REACHED AT DESTINATION HUB
  17: "out_for_delivery", // OUT FOR DELIVERY
  7: "delivered", // DELIVERED
  21: "undelivered", // UNDELIVERED (NDR)
  9: "rto_initiated", // RTO INITIATED
  14: "rto_initiated", // RTO ACKNOWLEDGED
  40: "rto_initiated", // RTO NDR
  41: "rto_initiated", // RTO OFD
  46: "rto_initiated", // RTO IN TRANSIT
  10: "rto_delivered", // RTO DELIVERED
  8: "cancelled", // CANCELLED
  45: "cancelled", // CANCELLED BEFORE DISPATCHED
};

export function shipmentStatusFor(statusId: number | string | undefined | null): ShipmentStatus | null {
  const id = Number(statusId);
  return Number.isInteger(id) ? (shiprocketStatusIds[id] ?? null) : null;
}

const indiaOffset = "+05:30";

/**
 * Shiprocket's times are India time without a zone: "2023-05-19 11:59:16" in scans and the
 * tracking API, "23 05 2023 11:43:52" (day month year) in the webhook's current_timestamp.
 */
export function parseShiprocketTime(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s = "00"] = match;
    return validDate(`${y}-${mo}-${d}T${h}:${mi}:${s}${indiaOffset}`);
  }
  match = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (match) {
    const [, d, mo, y, h, mi, s = "00"] = match;
    return validDate(`${y}-${mo}-${d}T${h}:${mi}:${s}${indiaOffset}`);
  }
  return null;
}

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One event, the same id whether the webhook or the tracking API told it. */
export function shiprocketEvent(input: {
  awb: string;
  statusId: number | string | undefined | null;
  at: Date;
  place?: unknown;
  remark?: unknown;
}): TrackingEvent {
  const rawStatusId = String(input.statusId ?? "");
  return {
    eventId: `shiprocket:${input.awb}:${rawStatusId}:${input.at.toISOString()}`,
    at: input.at,
    rawStatusId,
    status: shipmentStatusFor(input.statusId),
    place: text(input.place),
    remark: text(input.remark),
  };
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 500) : null;
}

/** The tracking webhook's body, as Shiprocket documents it (the fields the shop reads). */
export interface ShiprocketWebhook {
  awb?: string | number;
  current_status?: string;
  current_status_id?: number | string;
  shipment_status?: string;
  shipment_status_id?: number | string;
  current_timestamp?: string;
  order_id?: string;
  sr_order_id?: number | string;
  scans?: { date?: string; status?: string; activity?: string; location?: string; "sr-status"?: string | number }[];
}

/** The webhook's event: its status, when it happened, where (the newest scan's place). */
export function webhookEvent(body: ShiprocketWebhook, now = new Date()): { awb: string; event: TrackingEvent } | null {
  const awb = body.awb === undefined || body.awb === null ? "" : String(body.awb).trim();
  if (!awb) return null;
  const scans = Array.isArray(body.scans) ? body.scans : [];
  const newest = scans.at(-1);
  const at = parseShiprocketTime(body.current_timestamp) ?? parseShiprocketTime(newest?.date) ?? now;
  return {
    awb,
    event: shiprocketEvent({
      awb,
      statusId: body.shipment_status_id,
      at,
      place: newest?.location,
      remark: newest?.activity ?? body.shipment_status ?? body.current_status,
    }),
  };
}
