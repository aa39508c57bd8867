// Orders and invoices written straight into the database for the grievance and privacy tests (the
// order and GST features have their own tests for how these are made through HTTP).

import { orderNumberOf } from "../../core/order-status.ts";
import { orders, taxDocuments } from "../db/schema.ts";
import { takeOrderNumber } from "../features/orders/service.ts";
import type { TestShop } from "./shop.ts";

export async function insertOrder(
  shop: TestShop,
  input: {
    email: string;
    userId?: string | null;
    /** pending_payment: an online payment attempt never paid (no order number, paid by UPI). */
    status?: "delivered" | "processing" | "shipped" | "cancelled" | "pending_payment";
    invoiced?: boolean;
  },
) {
  const [order] = await shop.ctx.db
    .insert(orders)
    .values({
      number: input.status === "pending_payment" ? null : takeOrderNumber(),
      userId: input.userId ?? null,
      guest: !input.userId,
      firstName: "Asha",
      lastName: "Verma",
      email: input.email,
      phone: "9876543210",
      shippingAddress: {
        addressLine1: "12 Lotus Lane",
        addressLine2: "Near the temple",
        city: "Bengaluru",
        state: "Karnataka",
        country: "India",
        zipCode: "560001",
      } as never,
      deliveryState: "Karnataka",
      deliveryStateCode: "29",
      paymentMethod: input.status === "pending_payment" ? "UPI" : "COD",
      orderStatus: input.status ?? "delivered",
      subtotal: 50000,
      itemsTotal: 50000,
      totalAmount: 50000,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  if (input.invoiced) {
    await shop.ctx.db.insert(taxDocuments).values({
      kind: "invoice",
      number: `T-${orderNumberOf(order)}`,
      financialYear: "2026-27",
      sequence: orderNumberOf(order),
      orderId: order.id,
      placeOfSupplyCode: "29",
      taxType: "CGST+SGST",
      taxableValue: 47619,
      cgst: 1190,
      sgst: 1191,
      igst: 0,
      total: 50000,
      content: {
        buyer: { name: "Asha Verma", address: "12 Lotus Lane, Bengaluru", state: "Karnataka", stateCode: "29" },
      },
    });
  }
  return order;
}
