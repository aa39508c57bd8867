// Shapes an order into the spec's JSON (rupees at the edge) and into what its e-mails show.
import { dateKeyOf } from "../../../core/dates.ts";
import { mediaUrl } from "../../../core/media.ts";
import { toRupees } from "../../../core/money.ts";
import { capturedPaymentStatuses, orderNumberOf } from "../../../core/order-status.ts";
import { returnLabel } from "../../../core/schemas/returns.ts";
import type { DocumentRef, OrderDocuments } from "../gst/service.ts";
import type { OrderMailInput } from "../mail/templates.ts";
import type { OrderItemRow, OrderRow } from "./queries.ts";

export interface OrderAnswer {
  _id: string;
  /** null for an online payment attempt not (yet) paid: an attempt, not an order, to the shopper. */
  number: number | null;
  createdAt: string;
  orderStatus: OrderRow["orderStatus"];
  paymentStatus: OrderRow["paymentStatus"];
  paymentMethod: OrderRow["paymentMethod"];
  transactionId: string | null;
  user: string | null;
  guestUser: { firstName: string; lastName: string; email: string; phone: string } | null;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  shippingAddress: OrderRow["shippingAddress"];
  orderItems: Array<{
    product: string;
    variant: string;
    name: string;
    variantname: string;
    image: string | null;
    quantity: number;
    /** Shown price of one unit, GST included, rupees. */
    price: number;
    /** M.R.P. of one unit, rupees. */
    mrp: number;
    tax: number;
    size: string;
    color: string;
    giftWrap: boolean;
  }>;
  /** Σ M.R.P. × quantity. */
  subtotal: number;
  /** Σ shown price × quantity. */
  itemsTotal: number;
  /** The coupon's discount. */
  discount: number;
  giftWrap: number;
  shipping: number;
  codFee: number;
  totalAmount: number;
  /** What store credit paid of the total (a means of payment, not a discount: the total keeps it). */
  storeCredit: number;
  appliedCoupon: string | null;
  couponDetails: { percentage: number; maxDiscount: number | null } | null;
  /** The order's GST documents once issued (the invoice when it ships), for the order pages' links. */
  documents: { invoice: DocumentLink | null; creditNote: DocumentLink | null; creditNotes: DocumentLink[] };
  /** An exchange's replacement order: the return it replaces the items of ("R-1001"), else null. */
  replacementFor: { returnId: string; number: string } | null;
  /** The shopper's gift message or note for the shop, as typed at checkout (line breaks kept); null when none. */
  orderNote: string | null;
}

export interface DocumentLink {
  /** The document's id (a credit note's page: /userdashboard/orders/{orderId}/credit-notes/{id}). */
  id: string;
  number: string;
  /** India date, YYYY-MM-DD. */
  date: string;
}

const linkOf = (ref: DocumentRef | undefined): DocumentLink | null =>
  ref ? { id: ref.id, number: ref.number, date: dateKeyOf(ref.issuedAt) } : null;

export function orderAnswer(
  order: OrderRow,
  items: readonly OrderItemRow[],
  documents: OrderDocuments = { creditNotes: [] },
): OrderAnswer {
  const contact = { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone };
  return {
    _id: order.id,
    number: order.number,
    replacementFor:
      order.replacementForReturnId && order.replacementForReturnNumber !== null
        ? { returnId: order.replacementForReturnId, number: returnLabel(order.replacementForReturnNumber) }
        : null,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    transactionId: order.transactionId,
    user: order.userId,
    guestUser: order.guest ? contact : null,
    contact,
    shippingAddress: order.shippingAddress,
    orderNote: order.orderNote,
    orderItems: items.map((item) => ({
      product: item.productId,
      variant: item.variantId,
      name: item.name,
      variantname: item.variantname,
      image: item.imageKey ? mediaUrl(item.imageKey) : null,
      quantity: item.quantity,
      price: toRupees(item.unitPrice),
      mrp: toRupees(item.unitMrp),
      tax: item.gstRate / 100,
      size: item.size,
      color: item.color,
      giftWrap: item.giftWrap,
    })),
    subtotal: toRupees(order.subtotal),
    itemsTotal: toRupees(order.itemsTotal),
    discount: toRupees(order.discount),
    giftWrap: toRupees(order.giftWrap),
    shipping: toRupees(order.shipping),
    codFee: toRupees(order.codFee),
    totalAmount: toRupees(order.totalAmount),
    storeCredit: toRupees(order.storeCredit),
    appliedCoupon: order.couponCode,
    couponDetails:
      order.couponPercent != null
        ? {
            percentage: order.couponPercent,
            maxDiscount: order.couponMaxDiscount != null ? toRupees(order.couponMaxDiscount) : null,
          }
        : null,
    documents: {
      invoice: linkOf(documents.invoice),
      creditNote: linkOf(documents.credit_note),
      creditNotes: documents.creditNotes.map((ref) => linkOf(ref) as DocumentLink),
    },
  };
}

export function orderMailInput(order: OrderRow, items: readonly OrderItemRow[], orderPath: string): OrderMailInput {
  const address = order.shippingAddress;
  return {
    number: orderNumberOf(order),
    firstName: order.firstName,
    lines: items.map((item) => ({
      name: item.name,
      variantname: item.variantname,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      gstRate: item.gstRate,
      giftWrap: item.giftWrap,
    })),
    subtotal: order.subtotal,
    savings: order.subtotal - order.itemsTotal,
    discount: order.discount,
    couponCode: order.couponCode,
    giftWrap: order.giftWrap,
    shipping: order.shipping,
    codFee: order.codFee,
    total: order.totalAmount,
    storeCredit: order.storeCredit,
    paymentMethod: order.paymentMethod,
    paid: capturedPaymentStatuses.includes(order.paymentStatus),
    address: {
      name: `${order.firstName} ${order.lastName}`,
      lines: [
        address.addressLine1,
        ...(address.addressLine2 ? [address.addressLine2] : []),
        `${address.city}, ${address.state} ${address.zipCode}`,
        address.country,
      ],
      phone: order.phone,
    },
    note: order.orderNote,
    orderPath,
  };
}
