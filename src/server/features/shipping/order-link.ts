// The one place where a shipment's progress moves its order: booked → shipped (the GST invoice is
// issued then), delivered → delivered, back at the shop (RTO delivered) → refused for cash on
// delivery, returned when prepaid. Today it goes through the admin's status change
// (orders/service.ts changeOrderStatus, which runs the side effects in its own transaction);
// when the order lifecycle's single transition() lands, this is the call to point at it.
import { type OrderStatus, orderStatusNames } from "../../../core/order-status.ts";
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { changeOrderStatus } from "../orders/service.ts";
import type { ShipmentStatus } from "./courier.ts";

/** The order status a shipment status leads to, if any. */
export function orderStatusFor(status: ShipmentStatus, paymentMethod: string): OrderStatus | null {
  if (status === "booked") return "shipped";
  if (status === "delivered") return "delivered";
  if (status === "rto_delivered") return paymentMethod === "COD" ? "refused" : "returned";
  return null;
}

/** Who moved the order, as its history shows it: the admin who booked, or the courier's update. */
export function courierActor(provider: string): SessionUser {
  const name = provider === "shiprocket" ? "Shiprocket" : "Courier";
  return { id: `courier:${provider}`, email: "", firstName: name, lastName: "(tracking)", role: "admin" };
}

export type OrderMove = { moved: true; to: OrderStatus } | { moved: false; reason: string | null };

/**
 * Moves the order as the shipment's new status says. A move the order's state machine refuses
 * (the order is already there, or was cancelled meanwhile) is reported, not thrown.
 */
export async function applyShipmentStatusToOrder(
  ctx: AppContext,
  change: { orderId: string; paymentMethod: string; status: ShipmentStatus; by: SessionUser },
): Promise<OrderMove> {
  const to = orderStatusFor(change.status, change.paymentMethod);
  if (!to) return { moved: false, reason: null };
  try {
    await changeOrderStatus(ctx, change.by, change.orderId, to);
    return { moved: true, to };
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      ctx.log.info(
        { order: change.orderId, to: orderStatusNames[to], reason: error.message },
        "shipment status did not move the order",
      );
      return { moved: false, reason: error.message };
    }
    throw error;
  }
}
