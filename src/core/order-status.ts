// The order's state machine (DESIGN.md decision 9): processing → shipped → delivered; any state
// but delivered may be cancelled; a shipped cash-on-delivery parcel may be refused at the door; a
// delivered order may come back as returned. Every other move is refused with a reason.

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

const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["cancelled"],
  awaiting_confirmation: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled", "refused"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
  refused: [],
};

/** The statuses an order may move to from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return moves[from];
}

/** Why the move is not allowed, or null when it is. */
export function moveRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return `The order is already ${orderStatusNames[to].toLowerCase()}.`;
  if (moves[from].includes(to)) return null;
  if (from === "delivered" && to === "cancelled")
    return "A delivered order cannot be cancelled; mark it returned instead.";
  if (moves[from].length === 0) return `A ${orderStatusNames[from].toLowerCase()} order cannot change any more.`;
  return `An order that is ${orderStatusNames[from].toLowerCase()} cannot move to ${orderStatusNames[to].toLowerCase()}.`;
}

/** Statuses that give the order's stock back. */
export const stockReturningStatuses: readonly OrderStatus[] = ["cancelled", "refused", "returned"];
