// The shopper's own timeline of an order (issue 38 point 7): My Account's order detail and /track.
// Written from the order's moves and its refunds in the shopper's words ("Payment received", "Your
// parcel was handed to the courier", "Refund of ₹1,200 sent to your UPI account …"), never from the
// history's notes, which are the shop's (the admin who moved it, the courier's provider, payment and
// refund ids, "restocked", remittances). Notes that change no status are left out; the refunds come
// from the refunds themselves (refunds/words.ts). The admin keeps the detailed history.
import type { Said } from "../../../core/i18n.ts";
import type { OrderStatus } from "../../../core/order-status.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { refundsOnTimeline } from "../refunds/words.ts";
import { type OrderRow, statusHistory } from "./queries.ts";

export interface ShopperTimelineEntry {
  /** The order's state from this moment (a refund: the state it was in). */
  status: OrderStatus;
  at: string;
  /** What happened, in the shopper's words. */
  title: string;
  /** More of it, when there is more to say (a refund's where and when). */
  note: string | null;
  /**
   * A line with an amount built in (a refund's), as its message and values (core/i18n.ts Said): a page
   * says it in its own language; `title` and `note` are its English.
   */
  said?: { title: Said; note: Said | null };
}

type HistoryRow = Awaited<ReturnType<typeof statusHistory>>[number];

/** The words of one move of the order, or null for a move the shopper need not read. */
type TimelineOrder = Pick<OrderRow, "id" | "userId" | "paidWith" | "orderStatus">;

function moveWords(order: TimelineOrder, entry: HistoryRow): string | null {
  const from = entry.fromStatus;
  const to = entry.toStatus as OrderStatus;
  if (from === to) return null;
  if (from === null) {
    if (to === "pending_payment") return "Order placed, waiting for your payment";
    if (to === "awaiting_confirmation") return "Order placed, waiting for your confirmation";
    return "Order placed";
  }
  switch (to) {
    case "processing":
      if (from === "pending_payment" || from === "cancelled") return "Payment received: we are preparing your order";
      if (from === "awaiting_confirmation") return "Order confirmed: we are preparing your order";
      if (from === "shipped") return "The courier booking was cancelled: we are preparing your parcel again";
      return "We are preparing your order";
    case "shipped":
      return "Your parcel was handed to the courier";
    case "delivered":
      return "Delivered";
    case "cancelled":
      if (from === "pending_payment") return "The payment was not completed, so the order was cancelled";
      return entry.actorId !== null && entry.actorId === order.userId
        ? "You cancelled your order"
        : "Your order was cancelled";
    case "refused":
      return "The parcel was refused at delivery and is coming back to us";
    case "returned":
      return from === "delivered" ? "Your return reached us" : "Your parcel came back to us";
    default:
      return null;
  }
}

/** The order's timeline for its shopper, oldest first. */
export async function shopperTimeline(
  ctx: AppContext,
  exec: Executor,
  order: TimelineOrder,
): Promise<ShopperTimelineEntry[]> {
  const history = (await statusHistory(exec, order.id)).filter((entry) => !entry.internal);
  const moves = history.flatMap((entry) => {
    const title = moveWords(order, entry);
    return title
      ? [{ status: entry.toStatus as OrderStatus, at: entry.createdAt, title, note: null as string | null }]
      : [];
  });
  const refunds = (await refundsOnTimeline(ctx, exec, order.id, order.paidWith)).map((refund) => ({
    status: statusAt(moves, refund.at) ?? order.orderStatus,
    at: refund.at,
    title: refund.title,
    note: refund.detail,
    said: refund.said,
  }));
  return [...moves, ...refunds]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

/** The order's state at a moment: that of its last move before it. */
function statusAt(moves: ReadonlyArray<{ status: OrderStatus; at: Date }>, at: Date): OrderStatus | undefined {
  return moves.filter((move) => move.at.getTime() <= at.getTime()).at(-1)?.status;
}
