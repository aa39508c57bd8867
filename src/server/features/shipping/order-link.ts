// The one place where a shipment's progress moves its order, through the order's one door
// (orders/transitions.ts): booked → shipped (the GST invoice is issued then, once), cancelled
// before its pickup → back to processing (holding its stock, to be booked again or cancelled; by
// the admin, cancel.ts, or in Shiprocket's panel, its webhook), delivered → delivered, back at the
// shop (RTO delivered) → refused for cash on delivery, returned when prepaid, its stock held until
// the admin checks the parcel in (check-in.ts). Every move is the courier's ("courier" actor), with
// the admin who booked, cancelled or recorded a scan named in the history.
import { type OrderStatus, orderStatusNames } from "../../../core/order-status.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { afterTransition, type TransitionCause, type TransitionResult, transition } from "../orders/transitions.ts";
import type { ShipmentStatus } from "./courier.ts";
import { queueShipmentMail } from "./shipment-mail.ts";

/** The order status a shipment status leads to, if any. */
export function orderStatusFor(status: ShipmentStatus, paymentMethod: string): OrderStatus | null {
  if (status === "booked") return "shipped";
  // a parcel cancelled before its pickup: the order waits to be booked again, or cancelled
  if (status === "cancelled") return "processing";
  if (status === "delivered") return "delivered";
  if (status === "rto_delivered") return paymentMethod === "COD" ? "refused" : "returned";
  return null;
}

export interface ShipmentChange {
  orderId: string;
  paymentMethod: string;
  status: ShipmentStatus;
  /** The admin who booked; null for the courier's own tracking update. */
  by: SessionUser | null;
  provider: string;
  /** The admin who recorded the manual courier's scan by hand (shipping/scans.ts), if so. */
  recordedBy?: SessionUser | null;
  /** A cancelled parcel: which one, and why (the admin's reason), for the order's history. */
  parcel?: { courierName: string; awb: string | null };
  reason?: string | null;
}

const nameOf = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim();

export type OrderMove = { moved: true; to: OrderStatus } | { moved: false; reason: string | null };

function causeOf(change: ShipmentChange): TransitionCause {
  if (change.status === "cancelled") {
    const parcel = change.parcel
      ? `${change.parcel.courierName}${change.parcel.awb ? ` AWB ${change.parcel.awb}` : ""}`
      : change.provider;
    const by = change.by ? `by ${nameOf(change.by)}` : `at ${change.provider} (its own panel)`;
    return {
      actor: "courier",
      userId: change.by?.id ?? null,
      note: `Parcel ${parcel} cancelled ${by}${change.reason ? `: ${change.reason}` : ""}; back to processing, its stock still held`,
    };
  }
  if (change.by) {
    const name = `${change.by.firstName} ${change.by.lastName}`.trim();
    // booking is the only way an order ships: as the courier taking the parcel, by this admin
    return { actor: "courier", userId: change.by.id, note: `Booked with ${change.provider} by ${name}` };
  }
  const status = change.status.replaceAll("_", " ");
  const recorder = change.recordedBy;
  return {
    actor: "courier",
    userId: recorder?.id ?? null,
    note: recorder
      ? `Courier scan (${change.provider}) recorded by ${`${recorder.firstName} ${recorder.lastName}`.trim()}: ${status}`
      : `Courier update (${change.provider}): ${status}`,
    // the parcel is back, unopened: its units wait for the admin's check-in (restock or write off)
    stockAtCheckIn: change.status === "rto_delivered",
  };
}

function answer(ctx: AppContext, change: ShipmentChange, to: OrderStatus, result: TransitionResult): OrderMove {
  if (result.ok) return { moved: true, to };
  // the order is already there, or was cancelled meanwhile: reported, not thrown
  ctx.log.info(
    { order: change.orderId, to: orderStatusNames[to], reason: result.message },
    "shipment status did not move the order",
  );
  return { moved: false, reason: result.message };
}

/**
 * Moves the order in its own transaction (the admin's booking, made after the courier answered);
 * the shopper's "shipped" mail is queued in that transaction when the order moved.
 */
export async function applyShipmentStatusToOrder(ctx: AppContext, change: ShipmentChange): Promise<OrderMove> {
  const to = orderStatusFor(change.status, change.paymentMethod);
  if (!to) return { moved: false, reason: null };
  const { result, mailed } = await ctx.db.transaction(async (tx) => {
    const moved = await transition(ctx, tx, change.orderId, to, causeOf(change));
    return { result: moved, mailed: moved.ok && (await queueShipmentMail(ctx, tx, change.orderId, change.status)) };
  });
  await afterTransition(ctx, result);
  if (mailed) sendQueuedMessages(ctx);
  return answer(ctx, change, to, result);
}

/**
 * Moves the order inside the caller's transaction (a tracking event: the shipment and its order
 * move together or not at all). The caller runs afterTransition on the result after its commit.
 */
export async function moveOrderWithShipment(
  ctx: AppContext,
  tx: Transaction,
  change: ShipmentChange,
): Promise<{ move: OrderMove; result: TransitionResult | null }> {
  const to = orderStatusFor(change.status, change.paymentMethod);
  if (!to) return { move: { moved: false, reason: null }, result: null };
  const result = await transition(ctx, tx, change.orderId, to, causeOf(change));
  return { move: answer(ctx, change, to, result), result };
}
