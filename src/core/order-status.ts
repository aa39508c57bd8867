// The order's life (DESIGN.md points 9 and 16): the one table of states and of the moves between
// them, with who may make each move. The admin ships a processing order by booking its parcel (the
// booking moves it as "courier"; a bare move to shipped is refused) and moves it to delivered; an
// order not yet shipped may be cancelled; a shipped one goes back to processing only when its parcel
// is cancelled at the courier (then it may be cancelled or booked again), and once picked up the
// way back is return to origin; a shipped cash-on-delivery parcel may be refused at the door; a
// delivered order may come back as returned. The payment, the shopper and the housekeeping jobs
// make their own moves, listed here too. Every other move is refused with a reason. The server's
// one door is server/features/orders/transitions.ts, which runs each move's side effects.

export const orderStatusNames = {
  pending_payment: "Awaiting payment",
  awaiting_confirmation: "Awaiting confirmation",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned",
  refused: "Refused",
} as const;

export type OrderStatus = keyof typeof orderStatusNames;

/** Every state, in the order of an order's life (the database's list is this one). */
export const orderStatuses = Object.keys(orderStatusNames) as [OrderStatus, ...OrderStatus[]];

/**
 * Who moves an order: the shop's admin; its shopper (the COD confirm link, their own cancellation,
 * closing the payment window); the payment provider (a verified payment or its webhook, a payment
 * that could not start); the housekeeping jobs (windows that closed); the courier's tracking
 * (a parcel delivered, or returned to the shop).
 */
export type OrderActor = "admin" | "customer" | "payment" | "system" | "courier";
// "courier" also books and cancels: the admin's booking of a parcel moves the order to shipped as the
// courier taking it, and a parcel cancelled at the courier moves it back to processing, each with the
// admin's id in the history (shipping/order-link.ts, shipping/cancel.ts).

const moves: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  pending_payment: { processing: ["payment"], cancelled: ["admin", "customer", "payment", "system"] },
  awaiting_confirmation: { processing: ["admin", "customer"], cancelled: ["admin", "customer", "system"] },
  // an order ships when its parcel is booked (shipping/order-link.ts), never by a bare status move
  processing: { shipped: ["courier"], cancelled: ["admin", "customer"] },
  // the courier's tracking moves a booked parcel: delivered, or back at the shop (RTO delivered); a
  // parcel cancelled before its pickup takes the order back to processing (decision 0038). No move
  // to cancelled: the parcel is cancelled first, or, once picked up, returned to origin
  shipped: {
    processing: ["courier"],
    delivered: ["admin", "courier"],
    refused: ["admin", "courier"],
    returned: ["courier"],
  },
  delivered: { returned: ["admin"] },
  // a payment that arrives after its window closed revives the order when its stock and coupon
  // can be taken again (otherwise it is refunded: docs/decisions/0015-one-order-lifecycle.md)
  cancelled: { processing: ["payment"] },
  returned: {},
  refused: {},
};

/**
 * The payment's states, named once for every page, mail and filter (the database's list is this
 * one). A payment refunded in part shows "Partly refunded"; refunds reaching what the order paid
 * make it "refunded" (features/refunds, decision 0027). A cash-on-delivery order's cash is
 * "collected" by the courier at the door and "remitted" once the courier's remittance reached the
 * shop's bank (features/money).
 */
export const paymentStatusNames = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  collected: "Collected by courier",
  remitted: "Remitted",
} as const;

export type PaymentStatus = keyof typeof paymentStatusNames;

/**
 * The payment's state as the shopper reads it: a COD order's cash is paid once the courier took it,
 * whether or not the courier has passed it on to the shop yet (that is the shop's business).
 */
export function shopperPaymentStatusName(status: PaymentStatus): string {
  return status === "collected" || status === "remitted" ? "Paid" : paymentStatusNames[status];
}

export const paymentStatuses = Object.keys(paymentStatusNames) as [PaymentStatus, ...PaymentStatus[]];

/** A payment the provider captured, all of it still held or some or all of it given back. */
export const capturedPaymentStatuses: readonly PaymentStatus[] = ["paid", "partially_refunded", "refunded"];

/**
 * The payment's state after refunds: refunded once they reach what the order paid, partly refunded
 * before that, and `unrefunded` (what it was before any refund) when every refund failed.
 */
export function paymentStatusAfterRefunds(paid: number, refunded: number, unrefunded: PaymentStatus): PaymentStatus {
  if (paid > 0 && refunded >= paid) return "refunded";
  return refunded > 0 ? "partially_refunded" : unrefunded;
}

/** The statuses `actor` may move an order to from `from` (the admin's choices by default). */
export function nextStatuses(from: OrderStatus, actor: OrderActor = "admin"): readonly OrderStatus[] {
  return orderStatuses.filter((to) => moves[from][to]?.includes(actor));
}

/** The admin's refusal for a bare move to shipped: a parcel is booked instead (issue 21). */
export const shipByBookingMessage =
  "An order ships when its parcel is booked: use Ship on the order to book a shipment with a courier.";

/** A parcel the order has at a courier, as a refused cancellation names it. */
export interface LiveParcel {
  courierName: string;
  /** The shipment's status: booked (not picked up yet) or on its way (picked up and later). */
  status: string;
}

/**
 * Why an order whose parcel is live at a courier cannot be cancelled (decision 0038): the parcel is
 * cancelled first while it waits for its pickup; once picked up, the way back is return to origin.
 */
export function liveParcelRefusal(parcel: LiveParcel, actor: OrderActor = "admin"): string {
  if (actor === "customer") return "This order has been handed to the courier and can no longer be cancelled.";
  return parcel.status === "booked"
    ? `This order's parcel is booked with ${parcel.courierName}: cancel the shipment first, or, once picked up, return it to origin.`
    : `This order's parcel is on its way with ${parcel.courierName}: it can no longer be cancelled; the way back is return to origin (RTO).`;
}

/** Why the move is not allowed for `actor` (the admin by default), or null when it is. */
export function moveRefusal(from: OrderStatus, to: OrderStatus, actor: OrderActor = "admin"): string | null {
  if (from === to) return `The order is already ${orderStatusNames[to].toLowerCase()}.`;
  if (moves[from][to]?.includes(actor)) return null;
  if (from === "processing" && to === "shipped") return shipByBookingMessage;
  if (from === "shipped" && to === "cancelled")
    return "A shipped order's parcel is at the courier: cancel the shipment first, or, once picked up, return it to origin.";
  if (from === "shipped" && to === "processing")
    return "A shipped order goes back to processing when its parcel is cancelled: use Cancel shipment on the order.";
  if (from === "delivered" && to === "cancelled")
    return "A delivered order cannot be cancelled; mark it returned instead.";
  if (nextStatuses(from, actor).length === 0)
    return `A ${orderStatusNames[from].toLowerCase()} order cannot change any more.`;
  return `An order that is ${orderStatusNames[from].toLowerCase()} cannot move to ${orderStatusNames[to].toLowerCase()}.`;
}

/** States in which an order holds no stock: entering one gives back what the order holds. */
export const stockReturningStatuses: readonly OrderStatus[] = ["cancelled", "refused", "returned"];

/**
 * The number of an order that is real: placed with cash on delivery, or paid online. An online
 * payment attempt that never succeeded has none and is never shown to the shopper as an order, so
 * reaching for its number where only real orders go (mail, invoice, parcel) is a bug, not a case.
 */
export function orderNumberOf(order: { id: string; number: number | null }): number {
  if (order.number === null) throw new Error(`order ${order.id} is an unpaid payment attempt and has no number`);
  return order.number;
}

/** How an order is named on screen: "#100042", or, for the admin, an unpaid online attempt. */
export function orderLabel(number: number | null): string {
  return number === null ? "Unpaid attempt" : `#${number}`;
}

/** The public tracking page of an order (/track): the shopper's mails link it, with or without an account. */
export function trackPagePath(orderNumber: number): string {
  return `/track?order=${orderNumber}`;
}
