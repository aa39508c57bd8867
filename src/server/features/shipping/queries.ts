// The shipping feature's SQL: shipments and their timeline, and the order as a parcel needs it
// (read only; an order's state changes through the orders feature, order-link.ts).
import { and, asc, count, eq, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { orderItems, orders, shipmentEvents, shipments, variants } from "../../db/schema.ts";
import type { ShipmentStatus, TrackingEvent } from "./courier.ts";

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export async function orderToShip(exec: Executor, orderId: string) {
  const [order] = await exec
    .select({
      id: orders.id,
      number: orders.number,
      orderStatus: orders.orderStatus,
      paymentMethod: orders.paymentMethod,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
      language: orders.language,
      shippingAddress: orders.shippingAddress,
      deliveryStateCode: orders.deliveryStateCode,
      discount: orders.discount,
      giftWrap: orders.giftWrap,
      shipping: orders.shipping,
      codFee: orders.codFee,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** The order a shopper asks to track, by its number, with what proves it is theirs. */
export async function orderByNumber(exec: Executor, number: number) {
  const [order] = await exec
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      phone: orders.phone,
      orderStatus: orders.orderStatus,
      createdAt: orders.createdAt,
      userId: orders.userId,
      paidWith: orders.paidWith,
    })
    .from(orders)
    .where(eq(orders.number, number));
  return order;
}

export type OrderToShip = NonNullable<Awaited<ReturnType<typeof orderToShip>>>;

export function linesToShip(exec: Executor, orderId: string) {
  return exec
    .select({
      name: orderItems.name,
      variantname: orderItems.variantname,
      sku: orderItems.sku,
      hsn: orderItems.hsn,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      gstRate: orderItems.gstRate,
      /** The variant's weight today (null: not weighed); the order line keeps none of its own. */
      weightGrams: variants.weightGrams,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** The order's parcel that is not cancelled, if any. */
export async function liveShipmentOf(exec: Executor, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await exec
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, "cancelled")));
  return row;
}

export async function shipmentCountOf(exec: Executor, orderId: string): Promise<number> {
  const [row] = await exec.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
  return row?.n ?? 0;
}

/** Inserts the shipment; undefined when the order already has a live one or the AWB is taken. */
export async function insertShipment(exec: Executor, shipment: NewShipment): Promise<ShipmentRow | undefined> {
  const [row] = await exec.insert(shipments).values(shipment).onConflictDoNothing().returning();
  return row;
}

export async function shipmentById(exec: Executor, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await exec.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function shipmentByAwb(exec: Executor, provider: string, awb: string): Promise<ShipmentRow | undefined> {
  const [row] = await exec
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.awb, awb)));
  return row;
}

/** Keeps the event once by its provider event id; false when it was kept before. */
export async function recordEvent(exec: Executor, shipmentId: string, event: TrackingEvent): Promise<boolean> {
  const rows = await exec
    .insert(shipmentEvents)
    .values({
      shipmentId,
      providerEventId: event.eventId,
      occurredAt: event.at,
      status: event.status,
      place: event.place,
      remark: event.remark,
      rawStatusId: event.rawStatusId,
    })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

/**
 * Moves the shipment from the status it was read in, only when the event is not older than the
 * status it has; undefined when either changed meanwhile or the event is older.
 */
export async function moveShipment(
  exec: Executor,
  shipment: ShipmentRow,
  to: ShipmentStatus,
  at: Date,
): Promise<ShipmentRow | undefined> {
  const [row] = await exec
    .update(shipments)
    .set({ status: to, statusAt: at, updatedAt: sql`now()` })
    .where(
      and(
        eq(shipments.id, shipment.id),
        eq(shipments.status, shipment.status),
        sql`${shipments.statusAt} <= ${at.toISOString()}`,
      ),
    )
    .returning();
  return row;
}

export async function cancelShipment(exec: Executor, id: string): Promise<void> {
  await exec
    .update(shipments)
    .set({ status: "cancelled", statusAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(shipments.id, id));
}

export function eventsOf(exec: Executor, shipmentId: string): Promise<ShipmentEventRow[]> {
  return exec
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.createdAt));
}

/** Parcels on their way at a courier that tells (not manual) that heard nothing since `before`. */
export function quietShipments(exec: Executor, before: Date, finished: readonly ShipmentStatus[], limit = 20) {
  return exec
    .select()
    .from(shipments)
    .where(
      and(
        ne(shipments.provider, "manual"),
        notInArray(shipments.status, [...finished]),
        lt(shipments.updatedAt, before),
        sql`${shipments.awb} is not null`,
      ),
    )
    .orderBy(asc(shipments.updatedAt))
    .limit(limit);
}

/** The shipment was asked about now (the poller waits before asking again). */
export async function touchShipments(exec: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await exec
    .update(shipments)
    .set({ updatedAt: sql`now()` })
    .where(inArray(shipments.id, [...ids]));
}

/** Shipments with what their labels and packing slips print of their orders (GET /api/admin/shipments/labels). */
export function shipmentsForLabels(exec: Executor, ids: readonly string[]) {
  return exec
    .select({
      shipment: shipments,
      order: {
        number: orders.number,
        createdAt: orders.createdAt,
        firstName: orders.firstName,
        lastName: orders.lastName,
        phone: orders.phone,
        shippingAddress: orders.shippingAddress,
        deliveryState: orders.deliveryState,
        paymentMethod: orders.paymentMethod,
        totalAmount: orders.totalAmount,
        orderNote: orders.orderNote,
      },
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(inArray(shipments.id, [...ids]));
}

/** The lines a packing slip lists, by order, in the order's own order. */
export function packingLines(exec: Executor, orderIds: readonly string[]) {
  return exec
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      variantname: orderItems.variantname,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      giftWrap: orderItems.giftWrap,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** The live (not cancelled) parcels of several orders at once: the admin's order list. */
export function liveShipmentsOfOrders(exec: Executor, orderIds: readonly string[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, [...orderIds]), ne(shipments.status, "cancelled")));
}

/** The timelines of several shipments, oldest event first. */
export function eventsOfShipments(exec: Executor, shipmentIds: readonly string[]): Promise<ShipmentEventRow[]> {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, [...shipmentIds]))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.createdAt));
}
