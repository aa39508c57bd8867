// Cancelling a booked parcel (issue 31 point 2) through HTTP against a real shop and the Shiprocket
// stand-in: Shiprocket is asked once with the order's Shiprocket id, the order goes back to
// processing still holding its stock, and may be booked again (another weight, another courier)
// without a second invoice, or cancelled with a credit note; a parcel picked up is refused (return
// to origin), as is a shipped order cancelled with its parcel live; a courier down changes nothing;
// a late courier event for a cancelled parcel moves nothing and mails nobody, and Shiprocket's own
// "cancelled" cancels the parcel in the shop.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  mailOutbox,
  orderItems,
  orderStatusHistory,
  orders,
  shipments,
  taxDocuments,
  variants,
} from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { ShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";

const webhookToken = "parcel-cancel-token";
let shop: TestShop;
let standIn: ShiprocketStandIn;
let adminCookie = "";
let shopperCookie = "";
let shopperEmail = "";

let world: ShippingTestShop | undefined;
beforeAll(async () => {
  world = await startShippingTestShop({ webhookToken });
  ({ shop, standIn, adminCookie, shopperCookie, shopperEmail } = world);
});
afterAll(() => world?.close());

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const jaipur = { addressLine1: "3 Fort Road", city: "Jaipur", state: "Rajasthan", country: "India", zipCode: "302001" };

/** A confirmed cash-on-delivery order of 2 units of a variant with 50 in stock: ready to ship. */
async function placeOrder(): Promise<{ _id: string; number: number; variantId: string }> {
  const pick = await pinDemoVariant(shop, { stock: 50, price: 1250 });
  const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 2 }],
    shippingAddress: jaipur,
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = await response.json();
  expect(
    (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
  ).toBe(200);
  return { ...order, variantId: pick.id };
}

let awbCount = 0;
const manual = (courierName = "India Post") => ({
  provider: "manual",
  courierName,
  awb: `PC${String(++awbCount).padStart(9, "0")}IN`,
});

async function book(orderId: string, body: unknown): Promise<{ _id: string; awb: string; courierName: string }> {
  const response = await call(adminCookie, "POST", `/api/admin/orders/${orderId}/shipments`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).shipment;
}

const cancel = (shipmentId: string, body: unknown = {}, cookie: string | null = adminCookie) =>
  call(cookie, "POST", `/api/admin/shipments/${shipmentId}/cancel`, body);

const moveOrder = (orderId: string, status: string) =>
  call(adminCookie, "PUT", `/api/order/updateStatus/${orderId}`, { status });

async function orderStatus(orderId: string) {
  const [row] = await shop.ctx.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function shipmentStatus(shipmentId: string) {
  const [row] = await shop.ctx.db
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row?.status;
}

/** The variant's stock and what the order's lines hold. */
async function stock(order: { _id: string; variantId: string }) {
  const [variant] = await shop.ctx.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, order.variantId));
  const [held] = await shop.ctx.db
    .select({ held: sql<number>`sum(${orderItems.stockHeld})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order._id));
  return { stock: variant?.stock, held: held?.held };
}

async function documents(orderId: string) {
  const rows = await shop.ctx.db
    .select({ kind: taxDocuments.kind })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId));
  return rows.map((row) => row.kind).sort();
}

async function lastHistoryNote(orderId: string) {
  const rows = await shop.ctx.db
    .select({ note: orderStatusHistory.note, to: orderStatusHistory.toStatus })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(sql`${orderStatusHistory.createdAt} desc`)
    .limit(1);
  return rows[0];
}

/** The shopper's parcel mails of one order, by template. */
async function parcelMails(number: number) {
  const rows = await shop.ctx.db
    .select({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, shopperEmail.toLowerCase()), sql`${mailOutbox.subject} like ${`%#${number} %`}`));
  return rows.map((row) => row.template).filter((template) => template.startsWith("shipment-"));
}

/** A courier's time `hours` after now, as the webhook writes it (India time). */
function later(hours: number): string {
  const india = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

const hook = (awb: string, statusId: number, hours = 1) =>
  standIn.postWebhook(`${shop.url}/api/shipping/webhook/tracking-updates`, {
    awb,
    statusId,
    at: later(hours),
    apiKey: webhookToken,
  });

const cancelsOf = (providerOrderId: number) =>
  standIn.cancelRequests.filter((request) => request.ids?.includes(providerOrderId));

describe("cancelling a booked parcel", () => {
  test("Shiprocket is asked with its order id; the order is processing again with its stock held, then books anew at another weight", async () => {
    const order = await placeOrder();
    const first = await book(order._id, { provider: "shiprocket", weightGrams: 800 });
    const held = standIn.orders.get(String(order.number));
    const booked = await stock(order);
    expect(booked).toEqual({ stock: 48, held: 2 });

    const response = await cancel(first._id, { reason: "Weighed wrong: 1.2 kg" });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ orderStatus: "processing", shipment: { _id: first._id, status: "cancelled" } });
    expect(answer.shipment.events.at(-1)).toMatchObject({
      status: "cancelled",
      remark: expect.stringContaining("Weighed wrong"),
    });
    expect(cancelsOf(held?.id ?? 0)).toEqual([{ ids: [held?.id], refused: false }]);
    expect(held?.status).toBe("CANCELED");
    expect(await orderStatus(order._id)).toBe("processing");
    expect(await stock(order)).toEqual(booked);
    expect(await lastHistoryNote(order._id)).toEqual({
      to: "processing",
      note: expect.stringMatching(
        new RegExp(
          `^Parcel Delhivery Surface AWB ${first.awb} cancelled by .+: Weighed wrong: 1\\.2 kg; back to processing`,
        ),
      ),
    });
    // the invoice issued at the first booking stands
    expect(await documents(order._id)).toEqual(["invoice"]);

    const second = await book(order._id, { provider: "shiprocket", weightGrams: 1200 });
    expect(second.awb).not.toBe(first.awb);
    expect(standIn.orders.get(`${order.number}-2`)?.body).toMatchObject({ order_id: `${order.number}-2`, weight: 1.2 });
    expect(await orderStatus(order._id)).toBe("shipped");
    expect(await documents(order._id)).toEqual(["invoice"]);
    expect(await stock(order)).toEqual(booked);
    // the shopper was told "shipped" once
    expect(await parcelMails(order.number)).toEqual(["shipment-shipped"]);
    const parcel = await (await call(adminCookie, "GET", `/api/admin/orders/${order._id}/parcel`)).json();
    expect(parcel.error.message).toMatch(/already has a shipment/);
  });

  test("a manual parcel is cancelled on the owner's word (no call), then booked with another courier; the order cancelled then gets its credit note and stock", async () => {
    const order = await placeOrder();
    const first = await book(order._id, manual());
    const asked = standIn.cancelRequests.length;
    const response = await cancel(first._id);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(standIn.cancelRequests.length).toBe(asked);
    expect(await orderStatus(order._id)).toBe("processing");
    expect((await lastHistoryNote(order._id))?.note).toMatch(
      /^Parcel India Post AWB PC\d+IN cancelled by .+; back to processing/,
    );

    const second = await book(order._id, manual("Blue Dart"));
    expect(await orderStatus(order._id)).toBe("shipped");
    expect((await cancel(second._id, { reason: "The shopper changed their mind" })).status).toBe(200);
    expect(await stock(order)).toEqual({ stock: 48, held: 2 });
    const cancelled = await moveOrder(order._id, "cancelled");
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await stock(order)).toEqual({ stock: 50, held: 0 });
    // the standing invoice is credited in full, once
    expect(await documents(order._id)).toEqual(["credit_note", "invoice"]);
    const note = await (await call(adminCookie, "GET", `/api/orders/${order._id}/credit-note`)).json();
    const invoice = await (await call(adminCookie, "GET", `/api/orders/${order._id}/invoice`)).json();
    expect(note.invoice).toEqual({ number: invoice.invoiceNumber, date: invoice.invoiceDate });
    expect(note.totals).toEqual(invoice.totals);
  });

  test("once picked up it is refused with the way back (RTO), whether the shop heard of the pickup or only Shiprocket knows", async () => {
    const heard = await placeOrder();
    const parcel = await book(heard._id, { provider: "shiprocket" });
    const id = standIn.orders.get(String(heard.number))?.id ?? 0;
    expect(await (await hook(parcel.awb, 42)).json()).toMatchObject({ outcome: "moved" });
    const refused = await cancel(parcel._id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "Delhivery Surface has picked this parcel up, so it can no longer be cancelled: the way back is return to origin (RTO).",
    );
    expect(cancelsOf(id)).toEqual([]);

    const unheard = await placeOrder();
    const quiet = await book(unheard._id, { provider: "shiprocket" });
    standIn.pickUp(quiet.awb);
    const atShiprocket = await cancel(quiet._id);
    expect(atShiprocket.status).toBe(409);
    expect((await atShiprocket.json()).error.message).toBe(
      "Shiprocket: Order cannot be cancelled as the shipment has already been picked up by the courier.",
    );
    expect(await shipmentStatus(quiet._id)).toBe("booked");
    expect(await orderStatus(unheard._id)).toBe("shipped");
    expect(await stock(unheard)).toEqual({ stock: 48, held: 2 });
  });

  test("twice at once: one 200, one 409, and Shiprocket asked once", async () => {
    const order = await placeOrder();
    const parcel = await book(order._id, { provider: "shiprocket" });
    const id = standIn.orders.get(String(order.number))?.id ?? 0;
    const answers = await Promise.all([cancel(parcel._id), cancel(parcel._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const again = await cancel(parcel._id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("This shipment is already cancelled.");
    expect(cancelsOf(id)).toHaveLength(1);
    const moves = await shop.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order._id), eq(orderStatusHistory.toStatus, "processing")));
    // confirmed once, back from shipped once
    expect(moves).toHaveLength(2);
  });

  test("Shiprocket down: 502, nothing changed, and it can be asked again", async () => {
    const order = await placeOrder();
    const parcel = await book(order._id, { provider: "shiprocket" });
    standIn.fail("/v1/external/orders/cancel", 503);
    const down = await cancel(parcel._id);
    expect(down.status).toBe(502);
    expect((await down.json()).error.message).toMatch(/^Shiprocket/);
    expect(await shipmentStatus(parcel._id)).toBe("booked");
    expect(await orderStatus(order._id)).toBe("shipped");
    expect(await stock(order)).toEqual({ stock: 48, held: 2 });
    expect((await cancel(parcel._id)).status).toBe(200);
  });

  test("admins only: 401 anonymous, 403 shopper; unknown 404; a reason too long 400; declared in OpenAPI", async () => {
    const order = await placeOrder();
    const parcel = await book(order._id, manual());
    expect((await cancel(parcel._id, {}, null)).status).toBe(401);
    expect((await cancel(parcel._id, {}, shopperCookie)).status).toBe(403);
    expect((await cancel("4b0c7f0e-3a52-4f57-9d7e-3c1c2a9b2f10")).status).toBe(404);
    const long = await cancel(parcel._id, { reason: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({ reason: "Enter the reason in at most 300 characters" });
    expect(await shipmentStatus(parcel._id)).toBe("booked");
    const document = await (await shop.api("/api/openapi.json")).json();
    expect(document.paths["/api/admin/shipments/{shipmentId}/cancel"]?.post).toBeDefined();
  });
});

describe("an order with a live parcel cannot be cancelled", () => {
  test("the admin's move of a shipped order to cancelled is 409 naming the courier, the stock unchanged", async () => {
    const order = await placeOrder();
    const parcel = await book(order._id, manual("DTDC"));
    expect(parcel.courierName).toBe("DTDC");
    const refused = await moveOrder(order._id, "cancelled");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "This order's parcel is booked with DTDC: cancel the shipment first, or, once picked up, return it to origin.",
    );
    expect(await orderStatus(order._id)).toBe("shipped");
    expect(await stock(order)).toEqual({ stock: 48, held: 2 });
    expect(await documents(order._id)).toEqual(["invoice"]);
    // the dropdown offers no move back to processing either: that is the parcel's cancellation
    expect((await moveOrder(order._id, "processing")).status).toBe(409);
  });

  test("the door itself refuses a processing order whose parcel is live (a booking not finished yet)", async () => {
    const order = await placeOrder();
    await shop.ctx.db.insert(shipments).values({
      orderId: order._id,
      provider: "manual",
      courierName: "Ekart",
      awb: `MID${Date.now()}`,
      reference: String(order.number),
      weightGrams: 500,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
      status: "in_transit",
    });
    const refused = await moveOrder(order._id, "cancelled");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "This order's parcel is on its way with Ekart: it can no longer be cancelled; the way back is return to origin (RTO).",
    );
    expect(await orderStatus(order._id)).toBe("processing");
    expect(await stock(order)).toEqual({ stock: 48, held: 2 });
  });
});

describe("courier events after a cancellation", () => {
  test("a late delivered webhook for a cancelled parcel is kept, moves nothing and mails nobody", async () => {
    const order = await placeOrder();
    const parcel = await book(order._id, { provider: "shiprocket" });
    expect((await cancel(parcel._id)).status).toBe(200);
    const mailsBefore = await parcelMails(order.number);
    for (const statusId of [42, 17, 7]) {
      expect(await (await hook(parcel.awb, statusId, statusId === 7 ? 3 : 2)).json()).toMatchObject({
        outcome: "recorded",
      });
    }
    expect(await shipmentStatus(parcel._id)).toBe("cancelled");
    expect(await orderStatus(order._id)).toBe("processing");
    expect(await parcelMails(order.number)).toEqual(mailsBefore);
    expect(mailsBefore).toEqual(["shipment-shipped"]);
    expect(await stock(order)).toEqual({ stock: 48, held: 2 });
  });

  test("Shiprocket's own cancelled (8) cancels a booked parcel in the shop; after pickup it changes nothing", async () => {
    const order = await placeOrder();
    const parcel = await book(order._id, { provider: "shiprocket" });
    expect(await (await hook(parcel.awb, 8)).json()).toMatchObject({ outcome: "moved" });
    expect(await shipmentStatus(parcel._id)).toBe("cancelled");
    expect(await orderStatus(order._id)).toBe("processing");
    expect((await lastHistoryNote(order._id))?.note).toMatch(
      /cancelled at shiprocket \(its own panel\); back to processing/,
    );
    expect(await stock(order)).toEqual({ stock: 48, held: 2 });
    // booked again, picked up: a "cancelled before dispatch" (45) arriving now is kept only
    const again = await book(order._id, { provider: "shiprocket" });
    await hook(again.awb, 42, 2);
    expect(await (await hook(again.awb, 45, 3)).json()).toMatchObject({ outcome: "recorded" });
    expect(await shipmentStatus(again._id)).toBe("picked_up");
    expect(await orderStatus(order._id)).toBe("shipped");
  });
});
