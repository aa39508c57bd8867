// The one door of an order's life (DESIGN.md point 16, Vendure's order process): every change of an
// order's state, whoever makes it, is `transition(ctx, tx, orderId, to, cause)`. It locks the order's
// row (concurrent moves of one order take turns), checks the move against the table in
// core/order-status.ts, then runs each side effect once and only when it applies:
//   - stock: entering cancelled, refused or returned gives back what the lines hold (stock_held, not
//     what they ordered), except a parcel back from the courier (RTO), whose lines hold their units
//     until the admin checks it in (releaseHeldLines: restock or write off, each line once); a late
//     payment reviving a cancelled order takes every line again, or nothing
//   - coupon: released on cancellation; taken again on revival (or the revival is refused); store
//     credit an unpaid order spent: given back on cancellation, taken again on revival
//   - GST: the tax invoice on the first move to shipped (a parcel booked again keeps it), a credit
//     note for what the invoice has left when an invoiced order is cancelled, refused or returned
//   - a live parcel: no move to cancelled while the order's parcel is at a courier (decision 0038)
//   - tribe points on delivery; payment fields, time stamps and the COD token on the order's row
//   - the status history with who (actor_id) and why; the catalogue's listing columns of the
//     products whose stock moved; the paid order's confirmation mail through the outbox
// Nothing else in the tree updates orders.order_status. Callers that own no transaction use
// `moveOrder`, which also refreshes the catalogue cache and wakes the mailer after the commit.
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  capturedPaymentStatuses,
  liveParcelRefusal,
  moveRefusal,
  type OrderActor,
  type OrderStatus,
  stockReturningStatuses,
} from "../../../core/order-status.ts";
import { pointsFor } from "../../../core/tribe-points.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { orderItems, orderStatusHistory, orders } from "../../db/schema.ts";
import { Conflict } from "../../http/errors.ts";
import { stockReturned } from "../back-in-stock/restock.ts";
import { dropOrderedLines } from "../cart/service.ts";
import { refreshProducts } from "../catalogue/denormalize.ts";
import { holdCoupon, releaseCoupon } from "../coupons/service.ts";
import { hasInvoiceToCredit, issueCreditNote, issueInvoice } from "../gst/service.ts";
import { giveUnits, heldPartsOf, type StockPart, takeUnits, unitsNeeded } from "../kits/stock.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { recordCapture, recordMoney } from "../money/ledger.ts";
import { afterCancellation, type CancellationRefund, refundCancellation } from "../refunds/cancellation.ts";
import { debitStoreCredit } from "../refunds/store-credit.ts";
import { readSettingsIn } from "../settings/service.ts";
import { queueConfirmedMail, queueOrderMail } from "./order-mail.ts";
import { awardPoints, itemsOf, liveParcelOf, type OrderItemRow, type OrderRow, takeOrderNumber } from "./queries.ts";

/** Who moves the order and why: written to its history. */
export interface TransitionCause {
  actor: OrderActor;
  /** The signed-in user making the move (an admin, or the shopper cancelling their own order). */
  userId?: string | null;
  /** Why, as the history shows it (or made from the order as it was, locked). */
  note: string | ((order: OrderRow) => string);
  /** A payment: the provider's payment id (the order becomes paid). */
  paymentId?: string;
  /** The payment failed (the order's payment status becomes failed). */
  paymentFailed?: boolean;
  /**
   * A parcel back at the shop (RTO delivered): entering refused or returned keeps the lines' units
   * held until the admin checks the parcel in and restocks or writes off each line (releaseHeldLines).
   */
  stockAtCheckIn?: boolean;
}

export interface TransitionOptions {
  /** Move only from these states (a job that read the order earlier); otherwise "changed". */
  from?: readonly OrderStatus[];
  /** A check on the locked order before the move (the COD link's token): a refusal or null. */
  guard?: (order: OrderRow) => string | null;
}

export type Transitioned = {
  ok: true;
  order: OrderRow;
  from: OrderStatus;
  /** Products whose stock or hold moved (the catalogue cache must forget them after the commit). */
  stockMoved: boolean;
  /** Mail was queued (wake the sender after the commit). */
  mailQueued: boolean;
  /** A captured order cancelled: its refund, asked of the provider after the commit (afterTransition). */
  refund: CancellationRefund | null;
};

export type NotTransitioned = {
  ok: false;
  order: OrderRow | undefined;
  reason: "not_found" | "refused" | "changed" | "short_of_stock" | "coupon_unavailable";
  message: string;
};

export type TransitionResult = Transitioned | NotTransitioned;

/** The order's row, locked until the transaction ends. */
export async function lockOrder(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for("update");
  return row;
}

/**
 * Gives back the units the lines hold to their variants' stock (variant order, as stock is taken),
 * each line then holding nothing; a variant back from none tells its waiting shoppers
 * (back-in-stock/restock.ts). Answers the products whose stock moved and whether mail was queued.
 */
async function giveBackLines(
  ctx: AppContext,
  tx: Transaction,
  items: readonly OrderItemRow[],
): Promise<{ products: string[]; told: number }> {
  const held = items.filter((item) => item.stockHeld > 0);
  for (const item of held) await tx.update(orderItems).set({ stockHeld: 0 }).where(eq(orderItems.id, item.id));
  return giveBackUnits(ctx, tx, held);
}

/**
 * A late payment's revival takes what the lines lack again, in their recorded parts (a kit's
 * components: kits/stock.ts), every stored variant at once in variant order. Answers the lines that
 * cannot be filled (nothing of theirs is kept: the caller's savepoint rolls back), or the products
 * whose stock moved, every line then holding what it ordered.
 */
async function takeStockAgain(
  tx: Transaction,
  items: readonly OrderItemRow[],
): Promise<{ short: OrderItemRow[] } | { products: string[] }> {
  const wanted = items.filter((item) => item.stockHeld < item.quantity);
  const parts = await heldPartsOf(tx, wanted);
  const lacking = wanted.map((item) => ({ variantId: item.id, quantity: item.quantity - item.stockHeld }));
  const short = await takeUnits(tx, unitsNeeded(lacking, parts));
  if (short !== null) return { short: wanted.filter((item) => parts.get(item.id)?.some((p) => p.variantId === short)) };
  for (const item of wanted)
    await tx.update(orderItems).set({ stockHeld: item.quantity }).where(eq(orderItems.id, item.id));
  return { products: productsOf(wanted, parts) };
}

/** The products of the lines and of the parts they hold (a kit's components' products too). */
function productsOf(items: readonly OrderItemRow[], parts: ReadonlyMap<string, readonly StockPart[]>): string[] {
  const products = new Set(items.map((item) => item.productId));
  for (const item of items) for (const part of parts.get(item.id) ?? []) products.add(part.productId);
  return [...products];
}

/** The row's new state with its time stamps and payment fields. */
function rowChanges(order: OrderRow, to: OrderStatus, cause: TransitionCause) {
  const changes: PgUpdateSetSource<typeof orders> = { orderStatus: to, updatedAt: sql`now()` };
  if (to === "shipped") changes.shippedAt = sql`now()`;
  if (to === "delivered") changes.deliveredAt = sql`now()`;
  if (to === "cancelled") changes.cancelledAt = sql`now()`;
  if (order.orderStatus === "cancelled") changes.cancelledAt = null;
  if (order.orderStatus === "awaiting_confirmation" && to === "processing") changes.confirmTokenHash = null;
  if (cause.paymentId && to === "processing") {
    changes.paymentStatus = "paid";
    changes.transactionId = cause.paymentId;
    changes.paidAt = sql`now()`;
  }
  if (cause.paymentFailed && order.paymentStatus !== "paid") changes.paymentStatus = "failed";
  // cash on delivery: the courier holds the cash from the door until its remittance (features/money)
  if (to === "delivered" && order.paymentMethod === "COD" && order.paymentStatus === "pending")
    changes.paymentStatus = "collected";
  // a payment attempt becomes an order (and takes its number) as it leaves pending payment alive
  if (order.number === null && to !== "cancelled") changes.number = takeOrderNumber();
  return changes;
}

/**
 * Moves the order to `to` in the caller's transaction, with every side effect the move has.
 * Expected refusals are answered (nothing changed); unexpected failures throw and roll back.
 */
export async function transition(
  ctx: AppContext,
  tx: Transaction,
  orderId: string,
  to: OrderStatus,
  cause: TransitionCause,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const order = await lockOrder(tx, orderId);
  if (!order) return { ok: false, order, reason: "not_found", message: "Order not found" };
  const from = order.orderStatus;
  if (options.from && !options.from.includes(from)) {
    return { ok: false, order, reason: "changed", message: "The order changed meanwhile. Reload and try again." };
  }
  // a parcel live at a courier is cancelled there (or returned to origin) before its order can be
  const tableRefusal = moveRefusal(from, to, cause.actor);
  const parcel = to === "cancelled" && (!tableRefusal || from === "shipped") ? await liveParcelOf(tx, orderId) : null;
  const refusal =
    (parcel ? liveParcelRefusal(parcel, cause.actor) : null) ??
    tableRefusal ??
    options.guard?.(order) ??
    revivalRefusal(order, to, cause);
  if (refusal) return { ok: false, order, reason: "refused", message: refusal };

  const items = await itemsOf(tx, orderId);
  const products = new Set<string>();
  let told = 0;
  const reviving = from === "cancelled" && to === "processing";
  if (reviving) {
    const taken = await takeBackHolds(tx, order, items);
    if (!Array.isArray(taken)) return taken;
    for (const product of taken) products.add(product);
  }
  if (stockReturningStatuses.includes(to)) {
    const waitsForCheckIn = cause.stockAtCheckIn === true && to !== "cancelled";
    if (!waitsForCheckIn) {
      const given = await giveBackLines(ctx, tx, items);
      for (const product of given.products) products.add(product);
      told += given.told;
    }
    if (to === "cancelled") await releaseCoupon(tx, orderId);
  }
  // paid: what the attempt held is sold, so a page saying when it comes back (a one-of-a-kind
  // piece's hold, decision 0055) must be read again
  if (from === "pending_payment" && to === "processing") for (const item of items) products.add(item.productId);
  const [moved] = await tx
    .update(orders)
    .set(rowChanges(order, to, cause))
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from)))
    .returning();
  if (!moved) throw new Error(`order ${order.number} changed under its lock`);

  // the tax invoice is issued as the goods first leave (it stands when a cancelled parcel is booked
  // again); an order with an invoice not yet credited in full is credited as it comes back or is
  // cancelled after its parcel was (decision 0038)
  if (to === "shipped" || (stockReturningStatuses.includes(to) && (await hasInvoiceToCredit(tx, orderId)))) {
    const { gst } = await readSettingsIn(ctx, tx);
    if (to === "shipped") await issueInvoice(tx, gst, moved, items);
    else await issueCreditNote(tx, gst, orderId);
  }
  if (to === "delivered" && moved.userId) await awardPoints(tx, moved.userId, pointsFor(moved.totalAmount));
  if (cause.paymentId && to === "processing") await recordCapture(tx, moved, cause.paymentId);
  if (to === "delivered" && moved.paymentMethod === "COD") {
    await recordMoney(tx, {
      kind: "cod_collected",
      channel: "cod",
      amount: moved.totalAmount - moved.storeCredit,
      key: `cod_collected:${orderId}`,
      orderId,
    });
  }
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actorId: cause.userId ?? null,
    note: typeof cause.note === "function" ? cause.note(order) : cause.note,
  });
  if (products.size > 0) await refreshProducts(tx, [...products]);
  // a cancelled order gives back what it paid, once: a captured payment, the store credit it spent
  // (refunds/cancellation.ts); its shopper is mailed
  const refund =
    to === "cancelled"
      ? await refundCancellation(ctx, tx, moved, { actor: cause.actor, userId: cause.userId ?? null })
      : null;

  let mailQueued = told > 0 || refund !== null;
  // a cash-on-delivery order confirmed (by its shopper's link, or by the shop after a call): the
  // shopper is told it is confirmed, as the thank-you page says
  if (from === "awaiting_confirmation" && to === "processing") {
    await queueConfirmedMail(ctx, tx, moved, items);
    mailQueued = true;
  }
  if (cause.paymentId && to === "processing") {
    await queueOrderMail(ctx, tx, moved, items, null);
    mailQueued = true;
    if (moved.userId)
      await dropOrderedLines(
        tx,
        moved.userId,
        items.map((item) => item.variantId),
      );
  }
  return { ok: true, order: moved, from, stockMoved: products.size > 0, mailQueued, refund };
}

/** A revival that cannot take back what the order held: everything it took so far is rolled back. */
class RevivalRefused extends Error {
  constructor(readonly answer: NotTransitioned) {
    super(answer.message);
  }
}

/**
 * A late payment reviving a cancelled order takes back all it held, or nothing: every line's units,
 * the coupon, the store credit it spent (given back on cancellation). In a savepoint, so a refusal
 * at the last step (the credit spent meanwhile) also gives back the stock and the coupon the first
 * steps took, and the payment's transaction goes on to refund it. Answers the products whose stock
 * moved, or the refusal.
 */
async function takeBackHolds(
  tx: Transaction,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<string[] | NotTransitioned> {
  const refuse = (reason: NotTransitioned["reason"], message: string) =>
    new RevivalRefused({ ok: false, order, reason, message });
  try {
    return await tx.transaction(async (savepoint) => {
      const taken = await takeStockAgain(savepoint, items);
      if ("short" in taken) {
        const names = taken.short.map((item) => `${item.name} (${item.variantname})`).join(", ");
        throw refuse("short_of_stock", `Short of stock: ${names}`);
      }
      if (order.couponCode && order.userId) {
        try {
          const coupon = await holdCoupon(savepoint, order.userId, order.couponCode, order.itemsTotal);
          await coupon.spendOn(order.id);
        } catch (error) {
          if (!(error instanceof Conflict)) throw error;
          throw refuse("coupon_unavailable", `Coupon ${order.couponCode}: ${error.message}`);
        }
      }
      if (order.storeCredit > 0 && order.userId) {
        const spent = await debitStoreCredit(savepoint, {
          userId: order.userId,
          amount: order.storeCredit,
          kind: "spent",
          note: "Paid towards an order (paid after it was cancelled)",
          orderId: order.id,
        });
        if (!spent) throw refuse("coupon_unavailable", "The store credit it used was spent meanwhile");
      }
      return taken.products;
    });
  } catch (error) {
    if (error instanceof RevivalRefused) return error.answer;
    throw error;
  }
}

/** Only an unpaid online order cancelled before its payment came may be revived, by that payment. */
function revivalRefusal(order: OrderRow, to: OrderStatus, cause: TransitionCause): string | null {
  if (!(order.orderStatus === "cancelled" && to === "processing")) return null;
  if (order.paymentMethod !== "UPI" || capturedPaymentStatuses.includes(order.paymentStatus))
    return "A cancelled order cannot change any more.";
  return cause.paymentId ? null : "Only its payment revives a cancelled order.";
}

export type HeldLineDecision = {
  orderItemId: string;
  restock: boolean;
  /** Units to release (a return of part of a line); all the line holds when left out. */
  units?: number;
};

/**
 * A parcel's check-in (shipping/check-in.ts) or a return received (returns/service.ts): each line
 * named gives up what it still holds (or `units` of it), back to its variant's stock (restock) or
 * nowhere (written off). The caller holds the order's lock (lockOrder), so two check-ins take turns
 * and the second finds nothing held. Answers each line's units released (0: it held nothing) and
 * whether stock moved (refresh the catalogue after commit).
 */
export async function releaseHeldLines(
  ctx: AppContext,
  tx: Transaction,
  orderId: string,
  decisions: readonly HeldLineDecision[],
  note: string,
  userId: string | null,
): Promise<{ released: Map<string, number>; stockMoved: boolean; mailQueued: boolean }> {
  const items = await itemsOf(tx, orderId);
  const byId = new Map(items.map((item) => [item.id, item]));
  const released = new Map<string, number>();
  const restocked: OrderItemRow[] = [];
  for (const decision of decisions) {
    const item = byId.get(decision.orderItemId);
    const units = item ? Math.min(decision.units ?? item.stockHeld, item.stockHeld) : 0;
    released.set(decision.orderItemId, units);
    if (!item || units === 0) continue;
    // the line keeps what is not released; giveBackUnits hands back exactly `units` (as stockHeld)
    if (decision.restock) restocked.push({ ...item, stockHeld: units });
    await tx
      .update(orderItems)
      .set({ stockHeld: item.stockHeld - units })
      .where(eq(orderItems.id, item.id));
  }
  const { products, told } = await giveBackUnits(ctx, tx, restocked);
  const [order] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  if (order) {
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: userId,
      note,
    });
  }
  if (products.length > 0) await refreshProducts(tx, products);
  return { released, stockMoved: products.length > 0, mailQueued: told > 0 };
}

/**
 * Adds each line's `stockHeld` units back in the parts it took them in (a kit line: its recorded
 * components, kits/stock.ts; the lines are already updated), one update per variant in variant order;
 * a variant (or a kit of it) back from none tells its waiting shoppers.
 */
async function giveBackUnits(
  ctx: AppContext,
  tx: Transaction,
  items: readonly OrderItemRow[],
): Promise<{ products: string[]; told: number }> {
  const parts = await heldPartsOf(tx, items);
  const lines = items.map((item) => ({ variantId: item.id, quantity: item.stockHeld }));
  const told = await stockReturned(ctx, tx, await giveUnits(tx, unitsNeeded(lines, parts)));
  return { products: productsOf(items, parts), told };
}

/** After a committed transition: the catalogue cache forgets moved stock; the mailer wakes. */
export async function afterTransition(ctx: AppContext, result: TransitionResult): Promise<void> {
  if (!result.ok) return;
  if (result.stockMoved) await ctx.cache.invalidate();
  if (result.mailQueued) sendQueuedMessages(ctx);
  await afterCancellation(ctx, result.refund);
}

/** One transition in its own transaction, with what follows its commit. */
export async function moveOrder(
  ctx: AppContext,
  orderId: string,
  to: OrderStatus,
  cause: TransitionCause,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const result = await ctx.db.transaction((tx) => transition(ctx, tx, orderId, to, cause, options));
  await afterTransition(ctx, result);
  return result;
}

/**
 * A payment that came for an order that could not be revived was refunded in full: the order stays
 * cancelled; its payment fields and history say what came and what went back.
 */
export async function recordRefundedPayment(
  tx: Transaction,
  order: OrderRow,
  paymentId: string,
  refundId: string,
  why: string,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: "refunded", transactionId: paymentId, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.orderStatus,
    toStatus: order.orderStatus,
    note: `Paid online (${paymentId}) after it was cancelled; refunded in full (${refundId}): ${why}`,
  });
  return row ?? order;
}
