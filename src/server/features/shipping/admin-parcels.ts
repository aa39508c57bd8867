// What the admin's Ship panel needs before booking: which courier providers this shop can use,
// the parcel the server would book when the admin types nothing (the lines' weights plus the
// packaging, or the parcel settings' usual weight; the box from the settings) and whether the parcel
// needs an e-way bill (the shared rule in core/eway-bill.ts, with the parcel settings' threshold),
// and, for the order list, each order's live shipment with its timeline and why it cannot ship.
import type { OrderStatus } from "../../../core/order-status.ts";
import { type CourierProviderName, courierProviders } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import { readSettings } from "../settings/service.ts";
import { crossesStateLine, parcelNeedsEwayBill, parcelValueWithTax, parcelWeightGrams } from "./parcel-value.ts";
import { courierProvider } from "./provider.ts";
import { eventsOfShipments, linesToShip, liveShipmentOf, liveShipmentsOfOrders, orderToShip } from "./queries.ts";
import { notReadyToShip, type ShipmentAnswer, shipmentAnswer } from "./service.ts";

/** The couriers this shop can book with now: manual always, Shiprocket when its API user is set. */
export function availableCourierProviders(ctx: AppContext): CourierProviderName[] {
  return courierProviders.filter((name) => !("unavailable" in courierProvider(ctx, name)));
}

export interface ParcelSuggestion {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** In rupees, as the API speaks. */
  valueWithTax: number;
  interState: boolean;
  ewayBillRequired: boolean;
  /** The parcel settings' threshold, rupees: what the panel's words about the e-way bill name. */
  ewayBillThreshold: number;
}

/**
 * The parcel a booking would use for the order when the admin types nothing, and whether it needs
 * an e-way bill. 404 for no such order, 409 with the reason when it cannot ship.
 */
export async function parcelSuggestion(ctx: AppContext, orderId: string): Promise<ParcelSuggestion> {
  const order = await orderToShip(ctx.db, orderId);
  if (!order) throw new NotFound("Order not found");
  const refusal = notReadyToShip(order, await liveShipmentOf(ctx.db, orderId));
  if (refusal) throw new Conflict(refusal);
  const { parcels, gst } = await readSettings(ctx);
  const lines = await linesToShip(ctx.db, orderId);
  const goods = lines.map((line) => ({ hsn: line.hsn, unitPrice: line.unitPrice, units: line.quantity }));
  const value = parcelValueWithTax(goods, order.discount);
  const interState = crossesStateLine(order.deliveryStateCode, gst.state);
  return {
    // the lines' weights and the packaging, or the usual weight (the same as service.ts parcelOf)
    weightGrams: parcelWeightGrams(lines, parcels),
    lengthCm: parcels.boxLengthCm,
    breadthCm: parcels.boxBreadthCm,
    heightCm: parcels.boxHeightCm,
    valueWithTax: value / 100,
    interState,
    ewayBillRequired: parcelNeedsEwayBill(goods, order.discount, interState, parcels.ewayBillThreshold),
    ewayBillThreshold: parcels.ewayBillThreshold,
  };
}

export interface OrderShipping {
  shipment: ShipmentAnswer | null;
  /** Why the order cannot be booked now; null when the Ship action is offered. */
  shipRefusal: string | null;
}

/** Each listed order's live shipment (with its timeline) and whether it can ship: one read for a page. */
export async function shippingOfOrders(
  ctx: AppContext,
  orders: readonly { _id: string; orderStatus: string }[],
): Promise<{ providers: CourierProviderName[]; orders: Record<string, OrderShipping> }> {
  const rows = await liveShipmentsOfOrders(
    ctx.db,
    orders.map((order) => order._id),
  );
  const events = await eventsOfShipments(
    ctx.db,
    rows.map((row) => row.id),
  );
  const byOrder: Record<string, OrderShipping> = {};
  for (const order of orders) {
    const row = rows.find((candidate) => candidate.orderId === order._id);
    byOrder[order._id] = {
      shipment: row
        ? shipmentAnswer(
            row,
            events.filter((event) => event.shipmentId === row.id),
          )
        : null,
      shipRefusal: notReadyToShip({ orderStatus: order.orderStatus as OrderStatus }, row),
    };
  }
  return { providers: availableCourierProviders(ctx), orders: byOrder };
}
