// Returns (issue 22 points 2 and 3): what a shopper asks for (lines, reason, where the money goes)
// and what the admin does with it (approve with a reverse pickup, reject with a reason, receive each
// line: restock or write off). The refund itself is the refunds feature's; it sets "refunded".
// Shared by My Account's form, the admin's queue and the API.
import { z } from "zod";
import { jsonShapeOver } from "../json-shape.ts";
import { formatRupees } from "../money.ts";
import { type RefundDestination, refundDestinations, upiIdSchema } from "./refunds.ts";
import { shippingMessages } from "./shipping.ts";

export { type RefundDestination, refundDestinations, upiIdSchema };

export const returnStatusNames = {
  requested: "Requested",
  approved: "Approved: pickup booked",
  rejected: "Rejected",
  received: "Received at our studio",
  refunded: "Refunded",
  exchanged: "Exchanged: replacement order placed",
  cancelled: "Cancelled",
} as const;
export type ReturnStatus = keyof typeof returnStatusNames;
export const returnStatuses = Object.keys(returnStatusNames) as [ReturnStatus, ...ReturnStatus[]];

/** Returns whose units are spoken for: a new request can only take what these leave. */
export const openReturnStatuses: readonly ReturnStatus[] = [
  "requested",
  "approved",
  "received",
  "refunded",
  "exchanged",
];

/** The moves of a return, and the state each admin action needs. "refunded" is set by the refunds feature. */
export const returnMoves: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected", "cancelled"],
  approved: ["received", "cancelled"],
  // an exchange's received return becomes exchanged as its replacement order is placed (decision 0034)
  received: ["refunded", "exchanged"],
  rejected: [],
  refunded: [],
  exchanged: [],
  cancelled: [],
};

export const returnReasonNames = {
  damaged: "Arrived damaged or broken",
  wrong_item: "Wrong item or variant sent",
  not_as_described: "Not as described or pictured",
  quality: "Quality not as expected",
  changed_mind: "Changed my mind",
  other: "Something else (tell us in the note)",
} as const;
export type ReturnReason = keyof typeof returnReasonNames;
export const returnReasons = Object.keys(returnReasonNames) as [ReturnReason, ...ReturnReason[]];

/** How the shopper's form and their return name each place the money can go (the list is refunds'). */
export const refundDestinationNames: Record<RefundDestination, string> = {
  source: "The original payment",
  store_credit: "Store credit",
  upi: "A UPI id",
};

/** Where the money of an order paid this way may go: cash on delivery has no payment to refund to. */
export function refundDestinationsFor(paymentMethod: "COD" | "UPI"): RefundDestination[] {
  return paymentMethod === "COD" ? ["upi", "store_credit"] : ["source", "store_credit"];
}

export const returnMessages = {
  lines: "Choose at least one item to return",
  line: "Item not found in this order",
  quantity: "Choose how many to return",
  reason: "Choose a reason",
  twice: "Each item once per request",
  note: "Keep the note under 1000 characters",
  refundTo: "Choose where the money should go",
  upiNeeded: "Enter the UPI id the refund should go to",
  sourceOnCod: "A cash-on-delivery order has no online payment to refund to: choose a UPI id or store credit",
  notDelivered: "Only a delivered order can be returned",
  window: (days: number) => `The return window of ${days} ${days === 1 ? "day" : "days"} after delivery has closed`,
  notReturnable: (name: string) => `${name} cannot be returned`,
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} is already being returned` : `Only ${left} of ${name} can still be returned`,
  proofRequired: "Attach a photo or video of the parcel as it was opened",
  requested: "Your return request is in. We will e-mail you when it is approved.",
  notFound: "Return not found",
  moveRefused: (from: ReturnStatus) => `A return that is ${returnStatusNames[from].toLowerCase()} cannot do that`,
  rejectReason: "Say why the return is rejected",
  receiveLines: "Choose Restock or Write off for every item of the return",
  decision: "Choose Restock or Write off",
  notInReturn: "This item is not in the return",
  exchangeOff: "Exchanges are not offered: ask for a return instead",
  exchangeVariant: "Choose a variant of the same product",
  exchangeSame: "Choose a different variant from the one you have",
  exchangeOutOfStock: (name: string) => `${name} is out of stock: choose another variant or a return`,
  exchangeMixed: "Ask for exchanges and refunds in separate requests",
  exchangeRequested: "Your exchange request is in. We will e-mail you when it is approved.",
  notExchange: "This return is not an exchange",
  /** On the return's timeline when its refund failed at the payment provider (paise). */
  refundFailed: (paise: number) =>
    `The refund of ${formatRupees(paise)} failed at the payment provider: the return is back to received, to be refunded again`,
} as const;

/** A UPI virtual payment address: handle@provider (NPCI: letters, digits, dot, hyphen, underscore). */

/** Multipart forms carry the lines as JSON text (too deep or too many values: left as text, refused). */
const jsonText = (value: unknown) => {
  if (typeof value !== "string" || jsonShapeOver(value) !== null) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const requestLine = z.object({
  orderItemId: z.uuid({ error: returnMessages.line }),
  quantity: z.coerce
    .number({ error: returnMessages.quantity })
    .int(returnMessages.quantity)
    .min(1, returnMessages.quantity)
    .max(1000, returnMessages.quantity),
  reason: z.enum(returnReasons, { error: returnMessages.reason }),
  /** An exchange: the variant of the same product wanted instead, as many units (settings: exchangeAllowed). */
  exchangeVariantId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.uuid({ error: returnMessages.exchangeVariant }).optional(),
  ),
});

/** POST /api/userorder/{orderId}/returns (JSON, or multipart with photos or videos in "files"). */
export const returnRequestSchema = z
  .object({
    lines: z.preprocess(
      jsonText,
      z
        .array(requestLine, { error: returnMessages.lines })
        .min(1, returnMessages.lines)
        .max(50, returnMessages.lines)
        .refine((lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length, returnMessages.twice),
    ),
    note: z.string().trim().max(1000, returnMessages.note).optional(),
    refundTo: z.enum(refundDestinations, { error: returnMessages.refundTo }),
    upiId: z.preprocess((value) => (value === "" ? undefined : value), upiIdSchema.optional()),
  })
  .refine((input) => input.refundTo !== "upi" || input.upiId !== undefined, {
    message: returnMessages.upiNeeded,
    path: ["upiId"],
  });
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/**
 * POST /api/admin/returns/{id}/approve: the reverse pickup, booked with the courier. The manual
 * courier needs the courier's name and the AWB the owner booked by phone; Shiprocket assigns both.
 * One object per courier (by `provider`), so the OpenAPI document shows which fields each requires.
 */
export const approveReturnSchema = z.discriminatedUnion(
  "provider",
  [
    z.object({
      provider: z.literal("manual"),
      courierName: z
        .string({ error: shippingMessages.courierName })
        .trim()
        .min(1, shippingMessages.courierName)
        .max(80, shippingMessages.courierName),
      awb: z
        .string({ error: shippingMessages.awb })
        .trim()
        .regex(/^[A-Za-z0-9-]{4,40}$/, shippingMessages.awb),
    }),
    z.object({ provider: z.literal("shiprocket") }),
  ],
  { error: shippingMessages.provider },
);
export type ApproveReturnInput = z.output<typeof approveReturnSchema>;

export const rejectReturnSchema = z.object({
  reason: z.string({ error: returnMessages.rejectReason }).trim().min(1, returnMessages.rejectReason).max(500),
});

export const receiveDecisions = ["restock", "write_off"] as const;
export type ReceiveDecision = (typeof receiveDecisions)[number];

/** Words in a shopper's note that say the piece came back unfit to sell again (issue 38 point 14). */
const unsellableWords = /\b(damaged?|damages|cracked|cracks?|broken?|breaks?|defective|defects?|chipped|shattered)\b/i;

/**
 * What the receive form proposes for a returned line before the admin looks: a piece returned as
 * damaged, or whose note says cracked, broken or defective, is not put back on sale by default.
 */
export function defaultReceiveDecision(reason: ReturnReason, note?: string | null): ReceiveDecision {
  if (reason === "damaged") return "write_off";
  return note && unsellableWords.test(note) ? "write_off" : "restock";
}

export const receiveReturnSchema = z.object({
  lines: z
    .array(
      z.object({
        returnLineId: z.uuid({ error: returnMessages.notInReturn }),
        decision: z.enum(receiveDecisions, { error: returnMessages.decision }),
      }),
      { error: returnMessages.receiveLines },
    )
    .min(1, returnMessages.receiveLines)
    .max(50)
    .refine((lines) => new Set(lines.map((line) => line.returnLineId)).size === lines.length, returnMessages.twice),
});
export type ReceiveReturnInput = z.output<typeof receiveReturnSchema>;

/** GET /api/admin/returns?status=&page= */
export const returnQueueQuerySchema = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(returnStatuses).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReturnQueueQuery = z.output<typeof returnQueueQuerySchema>;

/** "R-1001": how a return is named to the shopper and the admin. */
export const returnLabel = (number: number) => `R-${number}`;

/** The last day a return may be asked for (delivery + window), or null before delivery. */
export function returnWindowEnds(deliveredAt: Date | null, windowDays: number): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + windowDays * 86_400_000) : null;
}

/** One return as the shopper and the admin see it. */
export interface ReturnView {
  _id: string;
  number: string;
  orderId: string;
  orderNumber: number | null;
  status: ReturnStatus;
  refundTo: RefundDestination;
  upiId: string | null;
  note: string | null;
  rejectReason: string | null;
  pickup: { provider: string; courierName: string; awb: string | null; trackingUrl: string | null } | null;
  media: string[];
  lines: {
    _id: string;
    orderItemId: string;
    name: string;
    variantname: string;
    quantity: number;
    reason: ReturnReason;
    decision: ReceiveDecision | null;
  }[];
  timeline: { status: ReturnStatus; at: string; note: string | null }[];
  createdAt: string;
  /** The admin's queue only, for a received return: what its Refund button gives back (rupees). */
  refundAmount?: number;
  /** The admin's queue only: who sent it back and from where (the order's contact and address). */
  shopper?: ReturnShopper;
  /** An exchange (decision 0034): its money in rupees and, once received, the replacement order. */
  exchange: ReturnExchangeView | null;
}

export interface ReturnShopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: { addressLine1: string; addressLine2?: string | null; city: string; state: string; zipCode: string };
}

export interface ReturnExchangeView {
  /** The new variant of each returned line, at its current price (rupees, one unit). */
  lines: { orderItemId: string; variantId: string; variantname: string; unitPrice: number }[];
  /** What the returned units paid, the replacement's price, and the difference (+ the shopper pays). */
  paid: number;
  replacementTotal: number;
  difference: number;
  toPay: number;
  toRefund: number;
  /** False until the parcel is received: the figures are a quote at today's prices. */
  settled: boolean;
  replacementOrder: { _id: string; number: number | null; status: string; paid: boolean } | null;
  paymentLink: string | null;
}
