// Shapes an order into the spec's JSON (rupees at the edge; its shape: core/schemas/order-answer.ts)
// and into what its e-mails show.
import { dateKeyOf } from "../../../core/dates.ts";
import { mediaUrl } from "../../../core/media.ts";
import { toRupees } from "../../../core/money.ts";
import { capturedPaymentStatuses, orderNumberOf } from "../../../core/order-status.ts";
import type { DocumentLink, OrderAnswer } from "../../../core/schemas/order-answer.ts";
import { returnLabel } from "../../../core/schemas/returns.ts";
import type { DocumentRef, OrderDocuments } from "../gst/service.ts";
import type { OrderMailInput } from "../mail/templates.ts";
import type { OrderItemRow, OrderRow } from "./queries.ts";

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
      _id: item.id,
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
    giftCard: toRupees(order.giftCard),
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
    giftCard: order.giftCard,
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
