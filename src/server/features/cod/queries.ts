// COD remittances' SQL: orders found by their parcel's AWB or the order id a report names (the
// shipments table read here, never through shipping's queries), what the courier collected (the
// ledger's cod_collected rows), the remittances and their lines, and the differences to chase.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connection.ts";
import {
  codRemittanceLines,
  codRemittances,
  moneyEntries,
  orderStatusHistory,
  orders,
  shipments,
  users,
} from "../../db/schema.ts";

export type RemittanceRow = typeof codRemittances.$inferSelect;
export type RemittanceLineRow = typeof codRemittanceLines.$inferSelect;
export type NewRemittance = typeof codRemittances.$inferInsert;
export type NewRemittanceLine = typeof codRemittanceLines.$inferInsert;

/** What matching a line needs of its order. */
const orderColumns = {
  id: orders.id,
  number: orders.number,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  orderStatus: orders.orderStatus,
  deliveredAt: orders.deliveredAt,
  totalAmount: orders.totalAmount,
  storeCredit: orders.storeCredit,
};

export interface CodOrder {
  id: string;
  number: number | null;
  paymentMethod: "COD" | "UPI";
  paymentStatus: typeof orders.$inferSelect.paymentStatus;
  orderStatus: typeof orders.$inferSelect.orderStatus;
  deliveredAt: Date | null;
  totalAmount: number;
  storeCredit: number;
}

const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const ids = (values: readonly string[]) => sql`${sql.param([...values])}::uuid[]`;

/** Orders by their parcel's AWB (a cancelled booking's AWB matches nothing). */
export async function ordersByAwb(exec: Executor, awbs: readonly string[]): Promise<Map<string, CodOrder>> {
  if (awbs.length === 0) return new Map();
  const rows = await exec
    .select({ awb: shipments.awb, ...orderColumns })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(sql`${shipments.awb} = any(${texts(awbs)})`, sql`${shipments.status} <> 'cancelled'`));
  return new Map(rows.map(({ awb, ...order }) => [awb ?? "", order]));
}

/**
 * Orders by the order id a report names: the reference the shop sent the courier ("100042", or
 * "100042-2" for a second booking), the courier's own order id for the parcel, else the order's own
 * number ("100042").
 */
export async function ordersByReference(exec: Executor, refs: readonly string[]): Promise<Map<string, CodOrder>> {
  if (refs.length === 0) return new Map();
  const numbers = refs.filter((ref) => /^\d{1,9}$/.test(ref)).map(Number);
  const [sent, numbered] = await Promise.all([
    exec
      .select({ reference: shipments.reference, providerOrderId: shipments.providerOrderId, ...orderColumns })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(
        and(
          sql`(${shipments.reference} = any(${texts(refs)}) or ${shipments.providerOrderId} = any(${texts(refs)}))`,
          sql`${shipments.status} <> 'cancelled'`,
        ),
      ),
    numbers.length === 0
      ? Promise.resolve([])
      : exec
          .select(orderColumns)
          .from(orders)
          .where(sql`${orders.number} = any(${sql.param(numbers)}::int[])`),
  ]);
  const found = new Map<string, CodOrder>();
  for (const order of numbered) found.set(String(order.number), order);
  for (const { reference, providerOrderId, ...order } of sent) {
    if (providerOrderId) found.set(providerOrderId, order);
    found.set(reference, order);
  }
  return found;
}

/** What the courier collected at each order's door: its cod_collected row in the money ledger. */
export async function collectedAmounts(exec: Executor, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await exec
    .select({ orderId: moneyEntries.orderId, amount: moneyEntries.amount })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.kind, "cod_collected"), sql`${moneyEntries.orderId} = any(${ids(orderIds)})`));
  return new Map(rows.map((row) => [row.orderId ?? "", row.amount]));
}

/** The line that recorded each order's remittance, for the orders that have one. */
export async function recordedLinesOf(
  exec: Executor,
  orderIds: readonly string[],
): Promise<Map<string, RemittanceLineRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await exec
    .select()
    .from(codRemittanceLines)
    .where(and(eq(codRemittanceLines.recorded, true), sql`${codRemittanceLines.orderId} = any(${ids(orderIds)})`));
  return new Map(rows.map((row) => [row.orderId ?? "", row]));
}

/** Which of these line keys an earlier remittance holds. */
export async function knownLineKeys(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await exec
    .selectDistinct({ key: codRemittanceLines.lineKey })
    .from(codRemittanceLines)
    .where(sql`${codRemittanceLines.lineKey} = any(${texts(keys)})`);
  return new Set(rows.map((row) => row.key));
}

export async function remittanceByHash(exec: Executor, hash: string): Promise<RemittanceRow | undefined> {
  const [row] = await exec.select().from(codRemittances).where(eq(codRemittances.fileHash, hash));
  return row;
}

/** Locks the orders (in id order, so two imports never wait on each other in a circle). */
export async function lockOrders(tx: Transaction, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.id} = any(${ids(orderIds)})`)
    .orderBy(asc(orders.id))
    .for("update");
}

/** One order with its live parcel's AWB and provider, locked: the manual receipt's order. */
export async function lockedOrderWithParcel(tx: Transaction, orderId: string) {
  const [order] = await tx.select(orderColumns).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return undefined;
  const [parcel] = await tx
    .select({ awb: shipments.awb, provider: shipments.provider })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), sql`${shipments.status} <> 'cancelled'`))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return { order, parcel: parcel ?? null };
}

/** The remittance, or nothing when its report's hash is recorded already. */
export async function insertRemittance(tx: Transaction, values: NewRemittance): Promise<RemittanceRow | undefined> {
  const [row] = await tx.insert(codRemittances).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertLines(tx: Transaction, lines: readonly NewRemittanceLine[]): Promise<void> {
  // a statement holds at most 65,535 parameters: a line has 17
  for (let start = 0; start < lines.length; start += 1000) {
    await tx.insert(codRemittanceLines).values(lines.slice(start, start + 1000));
  }
}

/** The order's cash reached the bank: "remitted", only from "collected" (a refund's state stays). */
export async function markRemitted(tx: Transaction, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: "remitted", updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "collected")));
}

/** A line in the order's history (its status stays as it is), the shop's own: the shopper does not see it. */
export async function noteOnOrder(
  tx: Transaction,
  orderId: string,
  status: string,
  note: string,
  actorId: string | null,
): Promise<void> {
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: status, toStatus: status, actorId, note, internal: true });
}

/** A page of remittances, newest first, with who recorded each. */
export async function remittancePage(exec: Executor, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    exec
      .select({ remittance: codRemittances, firstName: users.firstName, lastName: users.lastName })
      .from(codRemittances)
      .leftJoin(users, eq(users.id, codRemittances.importedBy))
      .orderBy(desc(codRemittances.createdAt), desc(codRemittances.id))
      .limit(limit)
      .offset(offset),
    exec.select({ total: count() }).from(codRemittances),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function remittanceById(exec: Executor, id: string) {
  const [row] = await exec
    .select({ remittance: codRemittances, firstName: users.firstName, lastName: users.lastName })
    .from(codRemittances)
    .leftJoin(users, eq(users.id, codRemittances.importedBy))
    .where(eq(codRemittances.id, id));
  return row;
}

/** A remittance's lines in the report's order, with their orders' numbers. */
export function linesOf(exec: Executor, remittanceId: string) {
  return exec
    .select({ line: codRemittanceLines, orderNumber: orders.number })
    .from(codRemittanceLines)
    .leftJoin(orders, eq(orders.id, codRemittanceLines.orderId))
    .where(eq(codRemittanceLines.remittanceId, remittanceId))
    .orderBy(asc(codRemittanceLines.row), asc(codRemittanceLines.createdAt));
}

/** Lines of an outcome to chase, newest first, each line key once (the same report imported twice). */
export function linesToChase(exec: Executor, outcome: "short" | "unknown_awb" | "not_delivered", limit: number) {
  // a line not delivered yet stops mattering once its order's remittance is recorded
  const open =
    outcome === "not_delivered"
      ? sql`and not exists (select 1 from cod_remittance_lines r where r.order_id = l.order_id and r.recorded)`
      : sql``;
  return exec.execute<{
    id: string;
    remittance_id: string;
    row: number | null;
    awb: string | null;
    order_ref: string | null;
    order_id: string | null;
    order_number: number | null;
    cod_amount: number;
    remitted_amount: number;
    deductions: number;
    expected_amount: number | null;
    shortfall: number;
    utr: string;
    remitted_on: string;
    created_at: string;
  }>(sql`
    select * from (
      select distinct on (l.line_key) l.id, l.remittance_id, l.row, l.awb, l.order_ref, l.order_id,
        o.number as order_number, l.cod_amount, l.remitted_amount, l.deductions, l.expected_amount,
        l.shortfall, l.utr, l.remitted_on::text as remitted_on, l.created_at
      from cod_remittance_lines l
      left join orders o on o.id = l.order_id
      where l.outcome = ${outcome} ${open}
      order by l.line_key, l.created_at
    ) chase
    order by created_at desc
    limit ${limit}`);
}

/**
 * Delivered COD orders whose cash is still with the courier (payment "collected") since before
 * `before`, oldest delivery first, with their parcel; and how many there are.
 */
export async function overdueOrders(exec: Executor, before: Date, limit: number) {
  const due = and(
    eq(orders.paymentMethod, "COD"),
    eq(orders.paymentStatus, "collected"),
    sql`${orders.deliveredAt} < ${before.toISOString()}`,
  );
  const [rows, [total]] = await Promise.all([
    exec
      .select({
        ...orderColumns,
        awb: shipments.awb,
        courierName: shipments.courierName,
        provider: shipments.provider,
        collected: moneyEntries.amount,
      })
      .from(orders)
      .leftJoin(shipments, and(eq(shipments.orderId, orders.id), sql`${shipments.status} <> 'cancelled'`))
      .leftJoin(moneyEntries, sql`${moneyEntries.dedupeKey} = 'cod_collected:' || ${orders.id}`)
      .where(due)
      .orderBy(asc(orders.deliveredAt))
      .limit(limit),
    exec.select({ total: count() }).from(orders).where(due),
  ]);
  return { rows, total: total?.total ?? 0 };
}
