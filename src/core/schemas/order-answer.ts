// What the order endpoints answer: one order as the spec's JSON (rupees at the edge), its lines named
// by their ids (a return request's `orderItemId`). The server's serializer (features/orders/serialize.ts)
// is typed by it and the OpenAPI document shows it.
import { z } from "zod";
import { orderStatuses, paymentStatuses } from "../order-status.ts";

export const orderLineAnswerSchema = z.object({
  _id: z.string().describe("The line's id: `orderItemId` in a return request (POST /api/userorder/{orderId}/returns)"),
  product: z.string().describe("The product's id"),
  variant: z.string().describe("The variant's id"),
  name: z.string(),
  variantname: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number().describe("Shown price of one unit, GST included, rupees"),
  mrp: z.number().describe("M.R.P. of one unit, rupees"),
  tax: z.number().describe("GST rate, percent"),
  size: z.string(),
  color: z.string(),
  giftWrap: z.boolean(),
});

const person = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() });

const documentLink = z.object({
  id: z
    .string()
    .describe("The document's id (a credit note's page: /userdashboard/orders/{orderId}/credit-notes/{id})"),
  number: z.string(),
  date: z.string().describe("India date, YYYY-MM-DD"),
});

export const orderAnswerSchema = z.object({
  _id: z.string(),
  number: z
    .number()
    .int()
    .nullable()
    .describe("null for an online payment attempt not (yet) paid: an attempt, not an order, to the shopper"),
  createdAt: z.string(),
  orderStatus: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(["COD", "UPI"]),
  transactionId: z.string().nullable(),
  user: z.string().nullable(),
  guestUser: person.nullable(),
  contact: person,
  shippingAddress: z.object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable().optional(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipCode: z.string(),
  }),
  orderItems: z.array(orderLineAnswerSchema),
  subtotal: z.number().describe("Σ M.R.P. × quantity"),
  itemsTotal: z.number().describe("Σ shown price × quantity"),
  discount: z.number().describe("The coupon's discount"),
  giftWrap: z.number(),
  shipping: z.number(),
  codFee: z.number(),
  totalAmount: z.number(),
  storeCredit: z
    .number()
    .describe(
      "What the store-credit ledger paid of the total: the member's store credit and a gift card (a means of payment: the total keeps it)",
    ),
  giftCard: z.number().describe("Of storeCredit, what a gift card paid (decision 0062)"),
  appliedCoupon: z.string().nullable(),
  couponDetails: z.object({ percentage: z.number(), maxDiscount: z.number().nullable() }).nullable(),
  documents: z
    .object({
      invoice: documentLink.nullable(),
      creditNote: documentLink.nullable(),
      creditNotes: z.array(documentLink),
    })
    .describe("The order's GST documents once issued (the invoice when it ships)"),
  replacementFor: z
    .object({ returnId: z.string(), number: z.string() })
    .nullable()
    .describe('An exchange\'s replacement order: the return it replaces the items of ("R-1001")'),
  orderNote: z.string().nullable().describe("The shopper's gift message or note, as typed at checkout"),
});

export type OrderAnswer = z.output<typeof orderAnswerSchema>;
export type DocumentLink = z.output<typeof documentLink>;

/** POST /api/userorder/placeorder's answer (201), replayed as it was for a repeated Idempotency-Key. */
export const orderPlacedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderAnswerSchema,
  accessKey: z
    .string()
    .describe("The key of the order's thank-you page link (keep it: the order can be read again with it, ?key=)"),
  confirmToken: z.string().describe("The single-use key that confirms the order (POST /api/orders/{orderId}/confirm)"),
});

export type OrderPlaced = z.output<typeof orderPlacedSchema>;

/** POST /api/payment/verify-payment's answer: the order, paid. */
export const orderPaidSchema = z.object({ success: z.literal(true), message: z.string(), order: orderAnswerSchema });

/** One order in an answer: `{ success, order }`. */
export const oneOrderAnswerSchema = z.object({ success: z.literal(true), order: orderAnswerSchema });

/** A page of orders, newest first. */
const orderPage = {
  total: z.number().int().describe("Orders in all pages"),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** GET /api/userorder/user/{userId}: the member's history. */
export const orderHistorySchema = z.object({ orders: z.array(orderAnswerSchema), ...orderPage });

/** GET /api/order/getAllOrders: the admin's list. */
export const adminOrderListSchema = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(orderAnswerSchema), ...orderPage }),
});

/**
 * A moment of an order's life, oldest first. The shopper's entries carry `title`, what happened in their
 * words (server orders/shopper-timeline.ts), and `note` says more; an admin's are the full history (its note).
 */
export const orderTimelineEntrySchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  title: z.string().optional(),
  note: z.string().nullable(),
});

/** GET /api/userorder/{orderId}/detail: the order with its timeline, oldest first. */
export const orderDetailSchema = z.object({
  order: orderAnswerSchema,
  history: z.array(orderTimelineEntrySchema),
});
