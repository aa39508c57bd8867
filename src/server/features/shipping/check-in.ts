// A parcel back at the shop (RTO delivered) is checked in by the admin, once: each line restocked
// (its units back to the variant) or written off with the reason. The units are what the line still
// holds (order_items.stock_held): the courier's move to refused or returned kept them held for this
// (order-link.ts), so nothing is counted twice. The order's lock serialises two check-ins; the
// second finds the lines checked in and changes nothing (409). Decision 0021.
import { and, desc, eq, inArray } from "drizzle-orm";
import { type CheckInInput, checkInMessages } from "../../../core/schemas/check-in.ts";
import type { AppContext } from "../../context.ts";
import { orderItems, parcelCheckIns, shipments } from "../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { lockOrder, releaseHeldLines } from "../orders/transitions.ts";
import { shipmentById } from "./queries.ts";

const backStatuses = ["refused", "returned"];

export interface CheckInLine {
  orderItemId: string;
  name: string;
  variantname: string;
  quantity: number;
  /** Units the line still holds, waiting for the check-in. */
  held: number;
  decision: "restock" | "write_off" | null;
  /** Units the decision covered. */
  units: number;
  reason: string | null;
  checkedInAt: string | null;
}

export interface ParcelCheckIn {
  shipmentId: string;
  courierName: string;
  awb: string | null;
  lines: CheckInLine[];
  /** Every line decided, or holding nothing left to decide. */
  complete: boolean;
}

async function linesOf(ctx: AppContext, shipmentId: string, orderId: string): Promise<CheckInLine[]> {
  const [items, done] = await Promise.all([
    ctx.db
      .select({
        id: orderItems.id,
        name: orderItems.name,
        variantname: orderItems.variantname,
        quantity: orderItems.quantity,
        held: orderItems.stockHeld,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position),
    ctx.db.select().from(parcelCheckIns).where(eq(parcelCheckIns.shipmentId, shipmentId)),
  ]);
  const byLine = new Map(done.map((row) => [row.orderItemId, row]));
  return items.map((item) => {
    const decided = byLine.get(item.id);
    return {
      orderItemId: item.id,
      name: item.name,
      variantname: item.variantname,
      quantity: item.quantity,
      held: item.held,
      decision: decided?.decision ?? null,
      units: decided?.quantity ?? 0,
      reason: decided?.reason ?? null,
      checkedInAt: decided?.createdAt.toISOString() ?? null,
    };
  });
}

function answer(shipment: typeof shipments.$inferSelect, lines: CheckInLine[]): ParcelCheckIn {
  return {
    shipmentId: shipment.id,
    courierName: shipment.courierName,
    awb: shipment.awb,
    lines,
    complete: lines.every((line) => line.decision !== null || line.held === 0),
  };
}

/** The order's parcel back at the shop with each line's check-in, or null when none came back. */
export async function checkInOfOrder(ctx: AppContext, orderId: string): Promise<ParcelCheckIn | null> {
  const [shipment] = await ctx.db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, "rto_delivered")))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  if (!shipment) return null;
  return answer(shipment, await linesOf(ctx, shipment.id, orderId));
}

/**
 * Checks the parcel's lines in: restocked lines give their held units back to stock, written-off
 * lines give them up, each recorded once with who and why. All or nothing: a line already checked
 * in, not in the parcel or holding nothing refuses the whole request, changing nothing.
 */
export async function checkInParcel(
  ctx: AppContext,
  admin: SessionUser,
  shipmentId: string,
  input: CheckInInput,
): Promise<ParcelCheckIn> {
  const shipment = await shipmentById(ctx.db, shipmentId);
  if (!shipment) throw new NotFound("Shipment not found");
  const { stockMoved, mailQueued } = await ctx.db.transaction(async (tx) => {
    // the order's lock: a second check-in (double click, another admin) waits, then finds it done
    const order = await lockOrder(tx, shipment.orderId);
    const current = await shipmentById(tx, shipmentId);
    if (!order || !current) throw new NotFound("Shipment not found");
    if (current.status !== "rto_delivered") throw new Conflict(checkInMessages.notBack);
    if (!backStatuses.includes(order.orderStatus)) throw new Conflict(checkInMessages.orderOpen);

    const ids = input.lines.map((line) => line.orderItemId);
    const items = await tx
      .select({ id: orderItems.id, name: orderItems.name, held: orderItems.stockHeld })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const byId = new Map(items.map((item) => [item.id, item]));
    const fields: Record<string, string> = {};
    input.lines.forEach((line, index) => {
      if (!byId.has(line.orderItemId)) fields[`lines.${index}.orderItemId`] = checkInMessages.notInParcel;
    });
    if (Object.keys(fields).length > 0) throw new Invalid(checkInMessages.notInParcel, fields);
    const done = await tx
      .select({ id: parcelCheckIns.orderItemId })
      .from(parcelCheckIns)
      .where(inArray(parcelCheckIns.orderItemId, ids));
    if (done.length > 0) throw new Conflict(checkInMessages.already);
    const empty = input.lines.map((line) => byId.get(line.orderItemId)).find((item) => item && item.held === 0);
    if (empty) throw new Conflict(checkInMessages.nothingHeld(empty.name));

    const name = `${admin.firstName} ${admin.lastName}`.trim();
    const summary = input.lines
      .map((line) => {
        const item = byId.get(line.orderItemId);
        const what = line.decision === "restock" ? "restocked" : `written off (${line.reason})`;
        return `${item?.name ?? "item"} × ${item?.held ?? 0} ${what}`;
      })
      .join("; ");
    const { released, stockMoved, mailQueued } = await releaseHeldLines(
      ctx,
      tx,
      order.id,
      input.lines.map((line) => ({ orderItemId: line.orderItemId, restock: line.decision === "restock" })),
      `Parcel checked in by ${name}: ${summary}`,
      admin.id,
    );
    await tx.insert(parcelCheckIns).values(
      input.lines.map((line) => ({
        shipmentId,
        orderItemId: line.orderItemId,
        decision: line.decision,
        quantity: released.get(line.orderItemId) ?? 0,
        reason: line.decision === "write_off" ? (line.reason ?? null) : line.reason || null,
        checkedInBy: admin.id,
      })),
    );
    return { stockMoved, mailQueued };
  });
  if (stockMoved) await ctx.cache.invalidate();
  if (mailQueued) sendQueuedMessages(ctx);
  ctx.log.info({ shipment: shipmentId, lines: input.lines.length }, "parcel checked in");
  return answer(shipment, await linesOf(ctx, shipmentId, shipment.orderId));
}
