// The orders' SQL: the variants an order is priced from (their stock taken by kits/stock.ts), the
// order with its items and status history, and the lookups payment and the thank-you page need. Changes of an order's state (and
// the stock it gives back) are made only by transitions.ts.

import { and, asc, eq, inArray, isNull, lt, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { Certificate } from "../../../core/schemas/certificates.ts";
import type { HoldSettings } from "../../../core/schemas/settings-holds.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import {
  addresses,
  finishedShipmentStatuses,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  shipments,
  users,
} from "../../db/schema.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
type OrderColumns = typeof orders.$inferInsert;
/** An order as insertOrder writes it: a column's value or SQL (the number from takeOrderNumber). */
export type NewOrder = { [Column in keyof OrderColumns]: OrderColumns[Column] | SQL };

/** A variant as an order line needs it, money in paise. */
export type SellableVariant = {
  variantId: string;
  productId: string;
  name: string;
  variantname: string;
  sku: string;
  hsn: string;
  size: string;
  color: string;
  price: number;
  mrp: number;
  gstRate: number;
  stock: number;
  active: boolean;
  imageKey: string | null;
  /** The variant's lab report, kept on the order line (decision 0054). */
  certificate: Certificate | null;
};

export async function sellableVariants(
  exec: Executor,
  variantIds: readonly string[],
): Promise<Map<string, SellableVariant>> {
  if (variantIds.length === 0) return new Map();
  const result = await exec.execute<SellableVariant>(sql`
    select v.id as "variantId", v.product_id as "productId", p.name, v.variantname, v.sku, v.hsn, v.size, v.color,
      v.price, v.mrp, v.gst_rate as "gstRate",
      sellable_stock(v.id, v.stock) as stock, p.status = 'active' as active, v.certificate,
      (select i.media_key from product_images i
        where i.product_id = v.product_id and i.role = 'front' and (i.variant_id = v.id or i.variant_id is null)
        order by i.variant_id is null, i.position limit 1) as "imageKey"
    from variants v join products p on p.id = v.product_id
    where v.id = any(${sql.param([...variantIds])}::uuid[])`);
  return new Map(result.rows.map((row) => [row.variantId, row]));
}

/**
 * The next order number, for an order that has just become real: a COD order as it is placed, an
 * online one in the transition that leaves its payment attempt behind. Attempts never take one.
 */
export const takeOrderNumber = () => sql<number>`nextval('order_numbers')`;

export async function insertOrder(exec: Executor, order: NewOrder): Promise<OrderRow> {
  const [row] = await exec.insert(orders).values(order).returning();
  if (!row) throw new Error("order insert returned nothing");
  return row;
}

/** What the order paid with store credit (taken in its placing transaction). */
export async function setStoreCredit(exec: Executor, orderId: string, amount: number): Promise<OrderRow> {
  const [row] = await exec.update(orders).set({ storeCredit: amount }).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error("the order vanished in its own transaction");
  return row;
}

/** A gift card paid `amount` of the order (decision 0062): it joins the store credit the order was paid with. */
export async function setGiftCardPayment(
  exec: Executor,
  orderId: string,
  card: { giftCardId: string; amount: number },
): Promise<OrderRow> {
  const [row] = await exec
    .update(orders)
    .set({
      storeCredit: sql`${orders.storeCredit} + ${card.amount}`,
      giftCard: card.amount,
      giftCardId: card.giftCardId,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error("the order vanished in its own transaction");
  return row;
}

export async function insertOrderItems(
  exec: Executor,
  items: (typeof orderItems.$inferInsert)[],
): Promise<OrderItemRow[]> {
  return exec.insert(orderItems).values(items).returning();
}

export async function recordStatus(
  exec: Executor,
  orderId: string,
  fromStatus: string | null,
  toStatus: string,
  note?: string,
): Promise<void> {
  await exec.insert(orderStatusHistory).values({ orderId, fromStatus, toStatus, note });
}

/**
 * The order's parcel still at a courier (booked, or on its way and not yet delivered or back), if
 * any: while it is there the order cannot be cancelled (transitions.ts). Read here from the shipments
 * table, since the orders feature may not import shipping's queries (and shipping imports orders).
 */
export async function liveParcelOf(
  exec: Executor,
  orderId: string,
): Promise<{ courierName: string; status: string } | undefined> {
  const [row] = await exec
    .select({ courierName: shipments.courierName, status: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), notInArray(shipments.status, [...finishedShipmentStatuses])))
    .limit(1);
  return row;
}

/** An unpaid attempt's payment failed at the provider (the order itself stays waiting for payment). */
export async function markPaymentFailed(exec: Executor, orderId: string): Promise<void> {
  await exec.update(orders).set({ paymentStatus: "failed", updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

export async function orderById(exec: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await exec.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export function itemsOf(exec: Executor, orderId: string): Promise<OrderItemRow[]> {
  return exec.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}

export async function orderByProviderOrder(
  exec: Executor,
  provider: string,
  providerOrderId: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const query = exec
    .select()
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.providerOrderId, providerOrderId)))
    .limit(1);
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function setProviderOrder(exec: Executor, orderId: string, provider: string, providerOrderId: string) {
  await exec
    .update(orders)
    .set({ paymentProvider: provider, providerOrderId, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * When the unpaid online order lapses (written on its row): the shop's payment window, or the
 * shorter hold of a one-of-a-kind piece when it holds one, counted from now by the database's clock.
 */
export async function setPaymentDue(tx: Transaction, orderId: string, holds: HoldSettings): Promise<Date> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentDueAt: sql`now() + make_interval(mins => case when exists (
        select 1 from ${orderItems} join ${products} on ${products.id} = ${orderItems.productId}
        where ${orderItems.orderId} = ${orderId} and ${products.oneOfAKind}
      ) then ${holds.oneOfAKindMinutes}::int else ${holds.paymentMinutes}::int end)`,
    })
    .where(eq(orders.id, orderId))
    .returning({ paymentDueAt: orders.paymentDueAt });
  if (!row?.paymentDueAt) throw new Error(`order ${orderId} vanished as it was written`);
  return row.paymentDueAt;
}

/**
 * When a one-of-a-kind piece held by someone paying comes back unless they pay (the soonest
 * payment window of the unpaid orders holding it); null when it is not such a piece or not held.
 */
export async function holdEndOf(exec: Executor, variantId: string): Promise<Date | null> {
  const [row] = await exec
    .select({ end: sql<string | null>`min(${orders.paymentDueAt})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.variantId, variantId),
        sql`${orderItems.stockHeld} > 0`,
        eq(products.oneOfAKind, true),
        eq(orders.orderStatus, "pending_payment"),
        sql`${orders.paymentDueAt} > now()`,
      ),
    );
  return row?.end ? new Date(row.end) : null;
}

/** Online orders whose payment window closed by `now` unpaid, soonest due first. */
export async function stalePendingOrders(exec: Executor, now: Date, limit = 50): Promise<string[]> {
  const rows = await exec
    .select({ id: orders.id })
    .from(orders)
    // an exchange's replacement (no due time) waits for its payment link as long as it takes (decision 0034)
    .where(
      and(
        eq(orders.orderStatus, "pending_payment"),
        lte(orders.paymentDueAt, now),
        isNull(orders.replacementForReturnId),
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Cash-on-delivery orders still unconfirmed, placed before `createdBefore`, oldest first. */
export async function staleUnconfirmedOrders(exec: Executor, createdBefore: Date, limit = 50): Promise<string[]> {
  const rows = await exec
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderStatus, "awaiting_confirmation"), lt(orders.createdAt, createdBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function savedAddress(exec: Executor, userId: string, addressId: string) {
  const [row] = await exec
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

export async function memberContact(exec: Executor, userId: string) {
  const [row] = await exec
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export function ordersByIds(exec: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

/**
 * A member's orders, newest first, a page at a time (orders_user_idx), with the total count. An
 * online payment attempt that never succeeded (waiting, abandoned, declined) is not an order of
 * theirs: the admin's list keeps it as an attempt.
 */
/** The orders a member sees as theirs: not those still waiting for their online payment. */
function ordersTheySee(userId: string) {
  return and(
    eq(orders.userId, userId),
    sql`${orders.orderStatus} <> 'pending_payment'`,
    sql`not (${orders.paymentMethod} = 'UPI' and ${orders.paidAt} is null)`,
  );
}

/**
 * A member's latest orders as My Account's first screen lists them (id, number, how many lines),
 * newest first, as a JSON array: a column of the statement that reads that screen (profile/
 * service.ts accountFirstScreen), not the history's four statements (orders, count, items, GST documents).
 */
export function recentOrdersJson(
  userId: string,
  limit: number,
): SQL<Array<{ id: string; number: number | null; itemCount: number }>> {
  return sql`coalesce((
      select json_agg(json_build_object('id', latest.id, 'number', latest.number, 'itemCount', latest.item_count)
        order by latest.created_at desc)
      from (
        select ${orders.id} as id, ${orders.number} as number, ${orders.createdAt} as created_at,
          (select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id}) as item_count
        from ${orders}
        where ${ordersTheySee(userId)}
        order by ${orders.createdAt} desc
        limit ${limit}
      ) as latest
    ), '[]'::json)`;
}

export async function ordersOfUser(exec: Executor, userId: string, limit: number, offset: number) {
  const theirs = ordersTheySee(userId);
  const rows = await exec
    .select()
    .from(orders)
    .where(theirs)
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(limit)
    .offset(offset);
  const [count] = await exec.select({ n: sql<number>`count(*)::int` }).from(orders).where(theirs);
  return { rows, total: count?.n ?? 0 };
}

export function itemsOfOrders(exec: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

export function statusHistory(exec: Executor, orderId: string) {
  return exec
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt));
}

export interface AdminOrderFilter {
  search?: string;
  status?: string;
  payment?: string;
  limit: number;
  offset: number;
}

/** The admin's order list: searched by number, name, e-mail or phone, filtered, newest first. */
export async function adminOrders(exec: Executor, filter: AdminOrderFilter) {
  const conditions = [];
  if (filter.status) conditions.push(sql`${orders.orderStatus} = ${filter.status}`);
  if (filter.payment) conditions.push(sql`${orders.paymentStatus} = ${filter.payment}`);
  const search = filter.search?.trim();
  if (search) {
    const number = Number(search.replace(/^#/, ""));
    const like = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      sql`(${Number.isInteger(number) && number > 0 ? sql`${orders.number} = ${number} or ` : sql``}${orders.email} ilike ${like}
        or ${orders.phone} ilike ${like} or (${orders.firstName} || ' ' || ${orders.lastName}) ilike ${like})`,
    );
  }
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await exec
    .select()
    .from(orders)
    .where(where)
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await exec.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Tribe points for a delivered order (core/tribe-points.ts). */
export async function awardPoints(exec: Executor, userId: string, points: number) {
  if (points <= 0) return;
  await exec
    .update(users)
    .set({ points: sql`${users.points} + ${points}` })
    .where(eq(users.id, userId));
}
