// Cancelling a booked parcel (issue 31 point 2, docs/decisions/0038-cancelling-a-parcel.md): while
// the courier has not picked it up, the admin takes it back (Shiprocket's cancel; the manual
// courier on the owner's word) and the order goes back to processing, its stock still held by its
// lines, to be booked again (another weight, another courier) or cancelled. Once picked up, the way
// back is return to origin. The shipment's row and then the order's are locked (the tracking
// webhook's order, so the two never deadlock) for the whole of it, the courier's call included: a
// second admin, or a double click, waits and then finds the parcel cancelled (409), so the courier
// is asked once; a courier that refuses or cannot be reached leaves everything as it was.
import { eq } from "drizzle-orm";
import type { CourierProviderName } from "../../../core/schemas/shipping.ts";
import { cancelShipmentMessages } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { shipments } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { afterTransition, lockOrder } from "../orders/transitions.ts";
import { CourierError } from "./courier.ts";
import { moveOrderWithShipment } from "./order-link.ts";
import { courierProvider } from "./provider.ts";
import { cancelShipment, eventsOf, recordEvent, type ShipmentRow, shipmentById } from "./queries.ts";
import { CourierFailed, type ShipmentAnswer, shipmentAnswer } from "./service.ts";

/** Why this parcel cannot be cancelled now, or null when it can (it waits for its pickup). */
export function cancelRefusal(shipment: Pick<ShipmentRow, "status" | "courierName">): string | null {
  switch (shipment.status) {
    case "booked":
      return null;
    case "cancelled":
      return cancelShipmentMessages.already;
    case "delivered":
      return cancelShipmentMessages.delivered;
    case "rto_initiated":
    case "rto_delivered":
      return cancelShipmentMessages.returning;
    default:
      return cancelShipmentMessages.pickedUp(shipment.courierName);
  }
}

async function lockShipment(tx: Transaction, shipmentId: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
  return row;
}

export interface CancelledParcel {
  shipment: ShipmentAnswer;
  orderStatus: string;
}

/**
 * The admin cancels a booked parcel: the courier first (under the locks), then the shipment,
 * a line in its timeline, and the order back to processing through order-link.ts, in one
 * transaction. 404 unknown, 409 not cancellable (picked up: return to origin) or refused by the
 * courier, 502 when the courier cannot be reached; nothing changes on a refusal.
 */
export async function cancelParcel(
  ctx: AppContext,
  admin: SessionUser,
  shipmentId: string,
  reason: string | undefined,
): Promise<CancelledParcel> {
  const seen = await shipmentById(ctx.db, shipmentId);
  if (!seen) throw new NotFound("Shipment not found");
  const early = cancelRefusal(seen);
  if (early) throw new Conflict(early);
  const provider = courierProvider(ctx, seen.provider as CourierProviderName);
  if ("unavailable" in provider) throw new CourierFailed(provider.unavailable);

  const { row, move } = await ctx.db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, shipmentId);
    if (!shipment) throw new NotFound("Shipment not found");
    const order = await lockOrder(tx, shipment.orderId);
    // as read under the locks: a racing cancel, a scan or a webhook may have moved it meanwhile
    const refusal = cancelRefusal(shipment);
    if (refusal) throw new Conflict(refusal);
    if (order?.orderStatus !== "shipped") throw new Conflict(cancelShipmentMessages.orderChanged);
    try {
      await provider.cancel({ providerOrderId: shipment.providerOrderId, awb: shipment.awb });
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      // could not be reached: try again later; refused (picked up meanwhile): its reason
      throw error.retryable ? new CourierFailed(error.message) : new Conflict(error.message);
    }
    await cancelShipment(tx, shipment.id);
    const by = `${admin.firstName} ${admin.lastName}`.trim();
    await recordEvent(tx, shipment.id, {
      eventId: `${shipment.provider}:${shipment.id}:cancelled`,
      at: new Date(Math.max(Date.now(), shipment.statusAt.getTime())),
      rawStatusId: "",
      status: "cancelled",
      place: null,
      remark: `Cancelled by ${by}${reason ? `: ${reason}` : ""}`,
    });
    const followed = await moveOrderWithShipment(ctx, tx, {
      orderId: shipment.orderId,
      paymentMethod: order.paymentMethod,
      status: "cancelled",
      by: admin,
      provider: shipment.provider,
      parcel: { courierName: shipment.courierName, awb: shipment.awb },
      reason: reason ?? null,
    });
    // the order was locked and shipped: not moving it now would leave a parcel-less shipped order
    if (!followed.result?.ok) throw new Error(`order ${order.number} did not go back to processing`);
    return { row: (await shipmentById(tx, shipment.id)) ?? shipment, move: followed.result };
  });
  await afterTransition(ctx, move);
  ctx.log.info({ shipment: shipmentId, awb: row.awb, provider: row.provider, admin: admin.id }, "shipment cancelled");
  return { shipment: shipmentAnswer(row, await eventsOf(ctx.db, row.id)), orderStatus: move.order.orderStatus };
}
