// The shopper's mails about their parcel: shipped (courier, AWB, the /track link), out for delivery
// and delivered. Queued in the transaction that moved the shipment, each at most once per order:
// the outbox row's id is made from the order and the kind, so a repeated webhook, a status that
// comes back, or two instances racing write nothing more. The same news goes on WhatsApp too
// (order-updates-whatsapp.ts) to a shopper with the `whatsapp` consent, once per order and kind;
// the mail stays the record. Wake both senders after the commit with sendQueuedMessages.
import { orderNumberOf, trackPagePath } from "../../../core/order-status.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { queueMailOnce } from "../mail/service.ts";
import { type ShipmentMailKind, shipmentMail } from "../mail/templates.ts";
import { sendWhatsappMessage } from "../messaging/send.ts";
import type { ShipmentStatus } from "./courier.ts";
import { orderUpdateMessage } from "./order-updates-whatsapp.ts";
import { liveShipmentOf, orderToShip } from "./queries.ts";

/** The mail a shipment status brings, if any. */
export function shipmentMailKind(status: ShipmentStatus): ShipmentMailKind | null {
  if (status === "booked") return "shipped";
  if (status === "out_for_delivery") return "out_for_delivery";
  if (status === "delivered") return "delivered";
  return null;
}

/**
 * Queues the status's mail (and WhatsApp message) unless this order had it already. Answers whether
 * it queued anything.
 */
export async function queueShipmentMail(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  status: ShipmentStatus,
): Promise<boolean> {
  const kind = shipmentMailKind(status);
  if (!kind) return false;
  const order = await orderToShip(tx, orderId);
  const shipment = await liveShipmentOf(tx, orderId);
  if (!order || !shipment) return false;
  const number = orderNumberOf(order);
  const mailed = await queueMailOnce(
    ctx,
    tx,
    `shipment-mail:${orderId}:${kind}`,
    order.email,
    (brand) =>
      shipmentMail(brand, {
        kind,
        number,
        firstName: order.firstName,
        courierName: shipment.courierName,
        awb: shipment.awb,
        trackPath: trackPagePath(number),
      }),
    order.language,
  );
  const whatsapped = await sendWhatsappMessage(ctx, tx, {
    to: { email: order.email },
    purpose: null,
    template: orderUpdateMessage(kind),
    data: { firstName: order.firstName, orderNumber: number, courierName: shipment.courierName, awb: shipment.awb },
    dedupeKey: `order-update:${orderId}:${kind}`,
  });
  return mailed || whatsapped;
}
