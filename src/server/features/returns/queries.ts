// Returns' SQL: the rows of a return with its lines and timeline as one view, the units of an
// order's lines already spoken for by open returns, the admin's queue a page at a time.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { mediaUrl, videoUrl } from "../../../core/media.ts";
import { toRupees } from "../../../core/money.ts";
import {
  openReturnStatuses,
  type ReturnExchangeView,
  type ReturnShopper,
  type ReturnStatus,
  type ReturnView,
  returnLabel,
} from "../../../core/schemas/returns.ts";
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
  variants,
} from "../../db/schema.ts";
import { variantSellableStock } from "../../db/stock.ts";
import { NotFound } from "../../http/errors.ts";

export type ReturnRow = typeof returns.$inferSelect;

export async function orderRowById(exec: Executor, orderId: string) {
  const [row] = await exec.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderRowById>>>;

/** A return's order, which must exist (404 otherwise). */
export async function orderOfReturn(exec: Executor, orderId: string): Promise<OrderRow> {
  const order = await orderRowById(exec, orderId);
  if (!order) throw new NotFound("Order not found");
  return order;
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
      productId: orderItems.productId,
      variantId: orderItems.variantId,
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
      productId: orderItems.productId,
      exchangeVariantId: returnLines.exchangeVariantId,
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
  const replacementIds = rows.flatMap((row) => (row.replacementOrderId ? [row.replacementOrderId] : []));
  const [lines, events, numbers, files, replacements] = await Promise.all([
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
        exchangeVariantId: returnLines.exchangeVariantId,
        exchangeVariantname: variants.variantname,
        exchangePrice: variants.price,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .leftJoin(variants, eq(variants.id, returnLines.exchangeVariantId))
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
    replacementIds.length === 0
      ? Promise.resolve([])
      : exec
          .select({
            id: orders.id,
            number: orders.number,
            status: orders.orderStatus,
            paymentStatus: orders.paymentStatus,
            totalAmount: orders.totalAmount,
          })
          .from(orders)
          .where(inArray(orders.id, replacementIds)),
  ]);
  const replacementOf = new Map(replacements.map((order) => [order.id, order]));
  const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
  const urlOf = new Map(
    files.map((file) => [
      file.key,
      file.kind === "video"
        ? videoUrl(file.key, file.contentType === "video/webm" ? "webm" : "mp4")
        : mediaUrl(file.key),
    ]),
  );
  return rows.map((row) => {
    const own = lines.filter((line) => line.returnId === row.id);
    const exchanged = own.filter((line) => line.exchangeVariantId !== null);
    const replacement = row.replacementOrderId ? replacementOf.get(row.replacementOrderId) : undefined;
    const settled = row.exchangeCredit !== null;
    const toPay = row.exchangeToPay ?? 0;
    const toRefund = row.exchangeToRefund ?? 0;
    const exchange: ReturnExchangeView | null =
      exchanged.length === 0
        ? null
        : {
            lines: exchanged.map((line) => ({
              orderItemId: line.orderItemId,
              variantId: line.exchangeVariantId ?? "",
              variantname: line.exchangeVariantname ?? "",
              unitPrice: toRupees(line.exchangePrice ?? 0),
            })),
            // settled figures; a quote fills them before the parcel is received (returns/exchange.ts):
            // the replacement's total is the replacement order's own, as priceExchange was given it
            paid: settled ? toRupees((row.exchangeCredit ?? 0) + toRefund) : 0,
            replacementTotal: settled && replacement ? toRupees(replacement.totalAmount) : 0,
            difference: toRupees(toPay - toRefund),
            toPay: toRupees(toPay),
            toRefund: toRupees(toRefund),
            settled,
            replacementOrder: replacement
              ? {
                  _id: replacement.id,
                  number: replacement.number,
                  status: replacement.status,
                  paid: replacement.paymentStatus === "paid",
                }
              : null,
            paymentLink: row.paymentLinkUrl,
          };
    return {
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
      lines: own.map((line) => ({
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
      exchange,
    };
  });
}

/** Variants by id with their product, price, stock and whether the product is on sale. */
export async function variantsForExchange(exec: Executor, variantIds: readonly string[]) {
  if (variantIds.length === 0) return new Map<string, never>();
  const rows = await exec
    .select({
      id: variants.id,
      productId: variants.productId,
      variantname: variants.variantname,
      price: variants.price,
      stock: variantSellableStock(),
      active: sql<boolean>`${products.status} = 'active'`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...variantIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The variants of these products (My Account's exchange choices), in their order. */
export function variantsOfProducts(exec: Executor, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return exec
    .select({
      id: variants.id,
      productId: variants.productId,
      variantname: variants.variantname,
      price: variants.price,
      stock: variantSellableStock(),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.productId, [...productIds]), eq(products.status, "active")))
    .orderBy(asc(variants.productId), asc(variants.position));
}

/** An exchange's settled money and replacement order on its return (decision 0034). */
export async function setExchange(
  exec: Executor,
  returnId: string,
  fields: Partial<
    Pick<ReturnRow, "replacementOrderId" | "exchangeCredit" | "exchangeToPay" | "exchangeToRefund" | "paymentLinkUrl">
  >,
): Promise<void> {
  await exec
    .update(returns)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(returns.id, returnId));
}

/** An order's returns, newest first. */
export function returnsOfOrder(exec: Executor, orderId: string): Promise<ReturnRow[]> {
  return exec.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt));
}

/** The contact and address of each order (the admin's return card), by order id. */
export async function shoppersOfOrders(exec: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, ReturnShopper>();
  const rows = await exec
    .select({
      id: orders.id,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
      address: orders.shippingAddress,
    })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map(({ id, ...shopper }) => [id, shopper]));
}

/** Returns waiting for the admin's decision (requested): the admin dashboard's "Waiting for you". */
export async function requestedReturnCount(exec: Executor): Promise<number> {
  const [row] = await exec.select({ total: count() }).from(returns).where(eq(returns.status, "requested"));
  return row?.total ?? 0;
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

/** The received exchange becomes exchanged (its lock held by the caller). */
export async function markExchanged(exec: Executor, returnId: string): Promise<ReturnRow> {
  const [moved] = await exec
    .update(returns)
    .set({ status: "exchanged", exchangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(returns.id, returnId), eq(returns.status, "received")))
    .returning();
  if (!moved) throw new Error("return changed under its lock");
  return moved;
}
