// The manual courier's scans recorded by the admin (POST /api/admin/shipments/{id}/events), through
// HTTP against a real database: each scan moves the parcel as Shiprocket's webhook would (the
// order delivered, or refused awaiting its check-in; the shopper's mails once; the NDR queue), an
// older scan is kept without moving it back, the same scan twice is one, a Shiprocket parcel is
// 409, a status that is not a scan's is 400, only the admin may record.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, orderItems, orders, shipmentEvents, shipmentNdrs, shipments } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";
let shopperEmail = "";

let world: ShippingTestShop | undefined;
beforeAll(async () => {
  world = await startShippingTestShop();
  ({ shop, adminCookie, shopperCookie, shopperEmail } = world);
});
afterAll(() => world?.close());

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

let awbCount = 0;

/** A confirmed cash-on-delivery order booked with the manual courier. */
async function bookedOrder(provider: "manual" | "shiprocket" = "manual") {
  const pick = await pinDemoVariant(shop, { stock: 50, price: 900 });
  const placed = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1 }],
    shippingAddress: {
      addressLine1: "9 Lake Road",
      city: "Udaipur",
      state: "Rajasthan",
      country: "India",
      zipCode: "313001",
    },
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; number: number } };
  expect(
    (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
  ).toBe(200);
  const body =
    provider === "manual"
      ? { provider, courierName: "India Post", awb: `SC${String(++awbCount).padStart(9, "0")}IN` }
      : { provider };
  const booked = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, body);
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { shipment } = (await booked.json()) as { shipment: { _id: string; awb: string } };
  return { order, shipment };
}

const scan = (shipmentId: string, body: unknown, cookie: string | null = adminCookie) =>
  call(cookie, "POST", `/api/admin/shipments/${shipmentId}/events`, body);

/** A time `minutes` from now, as the admin's form sends it. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

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

const eventCount = async (shipmentId: string) =>
  (await shop.ctx.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId))).length;

async function parcelMails(number: number) {
  const rows = await shop.ctx.db
    .select({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, shopperEmail.toLowerCase()), sql`${mailOutbox.subject} like ${`%#${number} %`}`));
  return rows
    .map((row) => row.template)
    .filter((template) => template.startsWith("shipment-"))
    .sort();
}

describe("the admin's 'Move to… Delivered' on a parcel's order (issue 38 point 3)", () => {
  test("delivers the parcel with its order: /track, the shipment card and the payment agree, one mail", async () => {
    const { order, shipment } = await bookedOrder();
    const moved = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "delivered" });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await moved.json()).order).toMatchObject({ orderStatus: "delivered", paymentStatus: "collected" });
    expect(await shipmentStatus(shipment._id)).toBe("delivered");
    expect(await orderStatus(order._id)).toBe("delivered");
    expect(await parcelMails(order.number)).toEqual(["shipment-delivered", "shipment-shipped"]);
    const track = await call(null, "GET", `/api/track?order=${order.number}&email=${encodeURIComponent(shopperEmail)}`);
    expect(track.status, await track.clone().text()).toBe(200);
    const tracked = JSON.stringify(await track.json());
    expect(tracked).toContain('"status":"delivered"');
    expect(tracked).not.toContain('"status":"shipped"');
    // a second yes (another tab) changes nothing and mails nobody again
    const again = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "delivered" });
    expect(again.status).toBe(409);
    expect(await parcelMails(order.number)).toEqual(["shipment-delivered", "shipment-shipped"]);
  });
});

describe("recording a manual courier's scans", () => {
  test("in transit, out for delivery, delivered: the order is delivered and the shopper mailed at each step", async () => {
    const { order, shipment } = await bookedOrder();
    const transit = await scan(shipment._id, { status: "in_transit", place: "Jaipur hub", remark: "Bag dispatched" });
    expect(transit.status, await transit.clone().text()).toBe(200);
    const answer = await transit.json();
    expect(answer.outcome).toBe("moved");
    expect(answer.shipment.status).toBe("in_transit");
    expect(answer.shipment.events.at(-1)).toMatchObject({
      status: "in_transit",
      place: "Jaipur hub",
      remark: "Bag dispatched",
    });
    expect(transit.headers.get("cache-control")).toContain("no-store");

    expect((await (await scan(shipment._id, { status: "out_for_delivery", at: inMinutes(1) })).json()).outcome).toBe(
      "moved",
    );
    expect(await parcelMails(order.number)).toEqual(["shipment-out-for-delivery", "shipment-shipped"]);
    expect((await (await scan(shipment._id, { status: "delivered", at: inMinutes(2) })).json()).outcome).toBe("moved");
    expect(await shipmentStatus(shipment._id)).toBe("delivered");
    expect(await orderStatus(order._id)).toBe("delivered");
    expect(await parcelMails(order.number)).toEqual([
      "shipment-delivered",
      "shipment-out-for-delivery",
      "shipment-shipped",
    ]);
    // the journey is over: nothing more is recorded
    const late = await scan(shipment._id, { status: "in_transit" });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe("This parcel's journey is over; no scan can be recorded any more.");
  });

  test("undelivered joins the queue, then back at the shop the order is refused awaiting its check-in", async () => {
    const { order, shipment } = await bookedOrder();
    const failed = await scan(shipment._id, { status: "undelivered", remark: "Consignee not available" });
    expect((await failed.json()).outcome).toBe("moved");
    const ndrs = await shop.ctx.db.select().from(shipmentNdrs).where(eq(shipmentNdrs.shipmentId, shipment._id));
    expect(ndrs).toMatchObject([{ reason: "Consignee not available", attempt: 1 }]);
    const failedMail = await shop.ctx.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "delivery-failed"), sql`${mailOutbox.text} like ${`%${shipment.awb}%`}`));
    expect(failedMail).toHaveLength(1);

    await scan(shipment._id, { status: "rto_initiated", at: inMinutes(1) });
    const back = await scan(shipment._id, { status: "rto_delivered", place: "Shop", at: inMinutes(2) });
    expect((await back.json()).outcome).toBe("moved");
    expect(await orderStatus(order._id)).toBe("refused");
    // the units wait for the admin's check-in
    const [line] = await shop.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(line?.stockHeld).toBe(1);
    const checkIn = await (await call(adminCookie, "GET", `/api/admin/orders/${order._id}/check-in`)).json();
    expect(checkIn.checkIn).toMatchObject({ shipmentId: shipment._id });
  });

  test("an older scan is kept in the timeline but does not move the parcel back", async () => {
    const { shipment } = await bookedOrder();
    await scan(shipment._id, { status: "out_for_delivery", at: inMinutes(2) });
    const older = await scan(shipment._id, { status: "in_transit", place: "Ajmer", at: inMinutes(1) });
    expect(older.status).toBe(200);
    const answer = await older.json();
    expect(answer.outcome).toBe("recorded");
    expect(answer.shipment.status).toBe("out_for_delivery");
    expect(answer.shipment.events.map((event: { status: string }) => event.status)).toEqual([
      "booked",
      "in_transit",
      "out_for_delivery",
    ]);
  });

  test("a double submit records the scan once and mails once", async () => {
    const { order, shipment } = await bookedOrder();
    const body = { status: "out_for_delivery", place: "Udaipur" };
    const [first, second] = await Promise.all([scan(shipment._id, body), scan(shipment._id, body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const outcomes = [(await first.json()).outcome, (await second.json()).outcome].sort();
    // the same status in the same minute is one scan (two requests straddling a minute would be two)
    expect(outcomes).toEqual(["duplicate", "moved"]);
    expect(await eventCount(shipment._id)).toBe(2);
    expect(await parcelMails(order.number)).toEqual(["shipment-out-for-delivery", "shipment-shipped"]);
  });
});

describe("refusals", () => {
  test("a Shiprocket parcel is 409: its scans come from the courier; nothing is kept", async () => {
    const { shipment } = await bookedOrder("shiprocket");
    const refused = await scan(shipment._id, { status: "delivered" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/Scans of a Shiprocket parcel come from the courier/);
    expect(await shipmentStatus(shipment._id)).toBe("booked");
    expect(await eventCount(shipment._id)).toBe(1);
  });

  test("bad input is 400 naming the field, and nothing changes", async () => {
    const { shipment } = await bookedOrder();
    for (const [body, field] of [
      [{ status: "booked" }, "status"],
      [{ status: "cancelled" }, "status"],
      [{ status: "lost" }, "status"],
      [{}, "status"],
      [{ status: "in_transit", at: "yesterday" }, "at"],
      [{ status: "in_transit", place: "x".repeat(121) }, "place"],
      [{ status: "in_transit", at: inMinutes(60) }, "at"],
      [{ status: "in_transit", at: inMinutes(-60) }, "at"],
    ] as const) {
      const response = await scan(shipment._id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await shipmentStatus(shipment._id)).toBe("booked");
    expect(await eventCount(shipment._id)).toBe(1);
  });

  test("anonymous 401, shopper 403, unknown shipment 404", async () => {
    const { shipment } = await bookedOrder();
    expect((await scan(shipment._id, { status: "delivered" }, null)).status).toBe(401);
    expect((await scan(shipment._id, { status: "delivered" }, shopperCookie)).status).toBe(403);
    expect(await shipmentStatus(shipment._id)).toBe("booked");
    expect((await scan("00000000-0000-4000-8000-000000000000", { status: "delivered" })).status).toBe(404);
  });
});
