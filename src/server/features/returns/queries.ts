// Returns' SQL: the rows of a return with its lines and timeline as one view, the units of an
// order's lines already spoken for by open returns, the admin's queue a page at a time.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { mediaUrl, videoUrl } from "../../../core/media.ts";
import { openReturnStatuses, type ReturnStatus, type ReturnView, returnLabel } from "../../../core/schemas/returns.ts";
import type { Executor } from "../../db/connection.ts";
import {
  categories,
  media,
  orderItems,
  orders,
  products,
  returnEvents,
  returnLines,
  returns,
} from "../../db/schema.ts";

export type ReturnRow = typeof returns.$inferSelect;

export async function orderRowById(exec: Executor, orderId: string) {
  const [row] = await exec.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The order's lines with the category slugs of their products (parent, sub-category, category). */
export async function orderLinesForReturn(exec: Executor, orderId: string) {
  const rows = await exec
    .select({
      id: orderItems.id,
      name: orderItems.name,
      variantname: orderItems.variantname,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      slugs: sql<
        string[]
      >`array(select c.slug from ${categories} c where c.id in (${products.parentCategoryId}, ${products.subCategoryId}, ${products.categoryId}))`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows;
}

/** Units of each of the order's lines in returns that are not rejected or cancelled. */
export async function unitsInOpenReturns(exec: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await exec
    .select({ orderItemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...openReturnStatuses])))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.units]));
}

/** Units of each of the order's lines received back (restocked or written off). */
export async function unitsReceived(exec: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await exec
    .select({ orderItemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), sql`${returnLines.decision} is not null`))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.units]));
}

/** The return's row, locked until the transaction ends. */
export async function lockReturn(exec: Executor, returnId: string): Promise<ReturnRow | undefined> {
  const [row] = await exec.select().from(returns).where(eq(returns.id, returnId)).limit(1).for("update");
  return row;
}

export async function returnById(exec: Executor, returnId: string): Promise<ReturnRow | undefined> {
  const [row] = await exec.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  return row;
}

export async function linesOfReturn(exec: Executor, returnId: string) {
  return exec
    .select({
      id: returnLines.id,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      reason: returnLines.reason,
      decision: returnLines.decision,
      name: orderItems.name,
      variantname: orderItems.variantname,
      sku: orderItems.sku,
      unitPrice: orderItems.unitPrice,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(orderItems.position));
}

export async function addEvent(
  exec: Executor,
  returnId: string,
  status: ReturnStatus,
  note: string | null,
  actorId: string | null,
): Promise<void> {
  await exec.insert(returnEvents).values({ returnId, status, note, actorId });
}

/** Returns with their lines, timeline and media as the shopper and the admin read them, in the rows' order. */
export async function returnViews(exec: Executor, rows: readonly ReturnRow[]): Promise<ReturnView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const keys = [...new Set(rows.flatMap((row) => row.mediaKeys))];
  const [lines, events, numbers, files] = await Promise.all([
    exec
      .select({
        id: returnLines.id,
        returnId: returnLines.returnId,
        orderItemId: returnLines.orderItemId,
        quantity: returnLines.quantity,
        reason: returnLines.reason,
        decision: returnLines.decision,
        name: orderItems.name,
        variantname: orderItems.variantname,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(orderItems.position)),
    exec
      .select()
      .from(returnEvents)
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    exec.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds)),
    keys.length === 0
      ? Promise.resolve([])
      : exec
          .select({ key: media.key, kind: media.kind, contentType: media.contentType })
          .from(media)
          .where(inArray(media.key, keys)),
  ]);
  const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
  const urlOf = new Map(
    files.map((file) => [
      file.key,
      file.kind === "video"
        ? videoUrl(file.key, file.contentType === "video/webm" ? "webm" : "mp4")
        : mediaUrl(file.key),
    ]),
  );
  return rows.map((row) => ({
    _id: row.id,
    number: returnLabel(row.number),
    orderId: row.orderId,
    orderNumber: numberOf.get(row.orderId) ?? null,
    status: row.status,
    refundTo: row.refundTo,
    upiId: row.upiId,
    note: row.note,
    rejectReason: row.rejectReason,
    pickup: row.pickupProvider
      ? {
          provider: row.pickupProvider,
          courierName: row.pickupCourierName ?? "",
          awb: row.pickupAwb,
          trackingUrl: row.pickupTrackingUrl,
        }
      : null,
    media: row.mediaKeys.flatMap((key) => urlOf.get(key) ?? []),
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        _id: line.id,
        orderItemId: line.orderItemId,
        name: line.name,
        variantname: line.variantname,
        quantity: line.quantity,
        reason: line.reason,
        decision: line.decision,
      })),
    timeline: events
      .filter((event) => event.returnId === row.id)
      .map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** An order's returns, newest first. */
export function returnsOfOrder(exec: Executor, orderId: string): Promise<ReturnRow[]> {
  return exec.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt));
}

/** The admin's queue: one state (or all), oldest first so the longest waiting come first; 20 a page. */
export async function returnQueuePage(exec: Executor, status: ReturnStatus | undefined, page: number, pageSize = 20) {
  const where = status ? eq(returns.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    exec
      .select()
      .from(returns)
      .where(where)
      .orderBy(asc(returns.createdAt), asc(returns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    exec.select({ total: count() }).from(returns).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
