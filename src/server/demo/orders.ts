// A few demo orders (DESIGN.md decision 12) from three demo shoppers over the last 30 days, in every
// state an order goes through, so the admin's dashboard, order list and a shopper's history have
// something true to show. Totals come from the pricing module, as a real order's do. The demo
// shoppers' passwords are random and never shown: they cannot be signed in to.
import crypto from "node:crypto";
import { findIndianState } from "../../core/india.ts";
import { summarize } from "../../core/pricing.ts";
import { settingsSchema } from "../../core/schemas/settings.ts";
import type { Transaction } from "../db/connection.ts";
import { orderItems, orderStatusHistory, orders, users } from "../db/schema.ts";
import { hashPassword } from "../features/accounts/password.ts";
import { issueInvoice } from "../features/gst/service.ts";
import { recordMoney } from "../features/money/ledger.ts";
import { takeOrderNumber } from "../features/orders/service.ts";
import type { Random } from "./random.ts";

interface SeedVariant {
  id: string;
  productId: string;
  variantname: string;
  sku: string;
  hsn: string;
  size: string;
  color: string;
  price: number;
  mrp: number;
  gstRate: number;
}

const shoppers = [
  {
    firstName: "Priya",
    lastName: "Nair",
    email: "priya.nair@demo.sattva.example",
    phone: "9845001122",
    city: "Kochi",
    state: "Kerala",
    zipCode: "682001",
  },
  {
    firstName: "Arjun",
    lastName: "Mehta",
    email: "arjun.mehta@demo.sattva.example",
    phone: "9820033445",
    city: "Mumbai",
    state: "Maharashtra",
    zipCode: "400050",
  },
  {
    firstName: "Sana",
    lastName: "Qureshi",
    email: "sana.qureshi@demo.sattva.example",
    phone: "9810055667",
    city: "New Delhi",
    state: "Delhi",
    zipCode: "110017",
  },
];

/** The demo orders' states, oldest first: delivered ones long ago, new ones still processing. */
const plan: Array<{
  daysAgo: number;
  status: "delivered" | "shipped" | "processing" | "cancelled";
  method: "COD" | "UPI";
}> = [
  { daysAgo: 27, status: "delivered", method: "UPI" },
  { daysAgo: 24, status: "delivered", method: "COD" },
  { daysAgo: 20, status: "delivered", method: "UPI" },
  { daysAgo: 16, status: "cancelled", method: "COD" },
  { daysAgo: 13, status: "delivered", method: "UPI" },
  { daysAgo: 9, status: "delivered", method: "COD" },
  { daysAgo: 6, status: "shipped", method: "UPI" },
  { daysAgo: 4, status: "shipped", method: "COD" },
  { daysAgo: 2, status: "processing", method: "UPI" },
  { daysAgo: 1, status: "processing", method: "COD" },
  { daysAgo: 0, status: "processing", method: "UPI" },
];

export async function seedDemoOrders(
  tx: Transaction,
  variants: readonly SeedVariant[],
  names: ReadonlyMap<string, string>,
  random: Random,
  now: Date,
): Promise<number> {
  const passwordHash = await hashPassword(crypto.randomBytes(24).toString("base64url"));
  const people = await tx
    .insert(users)
    .values(
      shoppers.map(({ firstName, lastName, email, phone }) => ({ firstName, lastName, email, phone, passwordHash })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (people.length === 0) return 0;
  // a fresh shop's GST identity (the admin changes it in Settings; issued invoices keep theirs)
  const { gst } = settingsSchema.parse({});

  for (const [index, step] of plan.entries()) {
    const shopper = shoppers[index % shoppers.length] ?? shoppers[0];
    const person = people.find((row) => row.email === shopper?.email);
    if (!shopper || !person) continue;
    const picked = random.sample(variants, random.int(1, 3));
    const lines = picked.map((variant) => ({ variant, quantity: random.int(1, 2), giftWrap: random.chance(0.2) }));
    const summary = summarize(
      lines.map((line) => ({
        unitPrice: line.variant.price,
        unitMrp: Math.max(line.variant.mrp, line.variant.price),
        quantity: line.quantity,
        giftWrap: line.giftWrap,
      })),
    );
    const placedAt = new Date(now.getTime() - step.daysAgo * 86_400_000 - random.int(1, 10) * 3_600_000);
    const paid = step.method === "UPI" || step.status === "delivered";
    const [order] = await tx
      .insert(orders)
      .values({
        number: takeOrderNumber(),
        userId: person.id,
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        email: shopper.email,
        phone: shopper.phone,
        shippingAddress: {
          addressLine1: `${random.int(2, 240)} ${random.pick(["Lotus Lane", "Temple Road", "Banyan Street", "Park Avenue"])}`,
          addressLine2: null,
          city: shopper.city,
          state: shopper.state,
          zipCode: shopper.zipCode,
          country: "India",
        },
        deliveryState: shopper.state,
        deliveryStateCode: findIndianState(shopper.state)?.code ?? null,
        paymentMethod: step.method,
        paymentStatus: step.status === "cancelled" || !paid ? "pending" : step.method === "UPI" ? "paid" : "collected",
        orderStatus: step.status,
        paymentProvider: step.method === "UPI" ? "sandbox" : null,
        providerOrderId: step.method === "UPI" ? `order_demo_${index}` : null,
        transactionId: step.method === "UPI" ? `pay_demo_${index}` : null,
        subtotal: summary.subtotal,
        itemsTotal: summary.itemsTotal,
        giftWrap: summary.giftWrap,
        shipping: summary.shipping,
        totalAmount: summary.total,
        paidAt: paid ? placedAt : null,
        shippedAt:
          step.status === "shipped" || step.status === "delivered" ? new Date(placedAt.getTime() + 86_400_000) : null,
        deliveredAt: step.status === "delivered" ? new Date(placedAt.getTime() + 4 * 86_400_000) : null,
        cancelledAt: step.status === "cancelled" ? new Date(placedAt.getTime() + 3_600_000) : null,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning();
    if (!order) continue;
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line, position) => ({
          orderId: order.id,
          productId: line.variant.productId,
          variantId: line.variant.id,
          name: names.get(line.variant.productId) ?? line.variant.productId,
          variantname: line.variant.variantname,
          sku: line.variant.sku,
          hsn: line.variant.hsn,
          size: line.variant.size || "Default",
          color: line.variant.color,
          quantity: line.quantity,
          unitPrice: line.variant.price,
          unitMrp: Math.max(line.variant.mrp, line.variant.price),
          gstRate: line.variant.gstRate,
          giftWrap: line.giftWrap,
          position,
        })),
      )
      .returning();
    // the money ledger, as the order's door writes it: the capture, or the courier's cash at the door
    if (order.paidAt && order.transactionId && order.paymentStatus === "paid") {
      await recordMoney(tx, {
        kind: "captured",
        channel: "online",
        amount: order.totalAmount,
        key: `captured:${order.transactionId}`,
        orderId: order.id,
        reference: order.transactionId,
        occurredAt: order.paidAt,
      });
    }
    if (order.paymentStatus === "collected" && order.deliveredAt) {
      await recordMoney(tx, {
        kind: "cod_collected",
        channel: "cod",
        amount: order.totalAmount,
        key: `cod_collected:${order.id}`,
        orderId: order.id,
        occurredAt: order.deliveredAt,
      });
    }
    // the tax invoice, issued the day the parcel left (as an admin's move to shipped issues one)
    if (order.shippedAt) await issueInvoice(tx, gst, order, items, order.shippedAt);
    const history: Array<{ toStatus: string; fromStatus: string | null }> = [
      { toStatus: "processing", fromStatus: null },
    ];
    if (step.status === "shipped" || step.status === "delivered")
      history.push({ toStatus: "shipped", fromStatus: "processing" });
    if (step.status === "delivered") history.push({ toStatus: "delivered", fromStatus: "shipped" });
    if (step.status === "cancelled") history.push({ toStatus: "cancelled", fromStatus: "processing" });
    await tx.insert(orderStatusHistory).values(
      history.map((entry, position) => ({
        orderId: order.id,
        ...entry,
        note: position === 0 ? "Demo order" : null,
        createdAt: new Date(placedAt.getTime() + position * 86_400_000),
      })),
    );
  }
  return plan.length;
}
