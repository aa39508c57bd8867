// Shipping through HTTP against a real database and the Shiprocket stand-in: the admin books a
// parcel (manual or Shiprocket) and the order ships; orders not ready are refused with the reason;
// a courier's refusal leaves the order as it was; the tracking webhook needs its key, keeps each
// event once, moves the shipment once per status and never back for an older event, and moves
// the order at delivered and at RTO delivered.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, orders, shipmentEvents, shipments, taxDocuments } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { ShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";
import { pollQuietShipments } from "./poller.ts";
import { queueShipmentMail } from "./shipment-mail.ts";

const webhookToken = "tracking-token-for-tests";
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

/** A cash-on-delivery order, confirmed by the admin unless asked not to: ready to ship. */
const jaipur = { addressLine1: "3 Fort Road", city: "Jaipur", state: "Rajasthan", country: "India", zipCode: "302001" };

async function placeOrder(
  confirm = true,
  { price = 1250, address = jaipur, hsn }: { price?: number; address?: typeof jaipur; hsn?: string } = {},
): Promise<{ _id: string; number: number }> {
  const pick = await pinDemoVariant(shop, { stock: 50, price, ...(hsn ? { hsn } : {}) });
  const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 2 }],
    shippingAddress: address,
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = await response.json();
  if (confirm) {
    const confirmed = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" });
    expect(confirmed.status).toBe(200);
  }
  return order;
}

const ship = (orderId: string, body: unknown, cookie: string | null = adminCookie) =>
  call(cookie, "POST", `/api/admin/orders/${orderId}/shipments`, body);

const manual = { provider: "manual", courierName: "India Post", awb: "EM123456789IN" };
let awbCount = 0;
const manualWithNewAwb = () => ({ ...manual, awb: `EM${String(++awbCount).padStart(9, "0")}IN` });

async function orderStatus(orderId: string) {
  const [row] = await shop.ctx.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

async function shipmentRow(orderId: string) {
  const [row] = await shop.ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

/** A courier's time `hours` after now, as the webhook writes it ("27 11 2026 13:00:00", India time). */
function later(hours: number): string {
  const india = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

const hook = (awb: string, statusId: number, extra: { at?: string; apiKey?: string | null; label?: string } = {}) =>
  standIn.postWebhook(`${shop.url}/api/shipping/webhook/shiprocket`, {
    awb,
    statusId,
    label: extra.label,
    at: extra.at,
    apiKey: extra.apiKey === null ? undefined : (extra.apiKey ?? webhookToken),
  });

describe("booking a parcel", () => {
  test("the manual courier: 201 with the shipment, the order ships and its invoice is issued", async () => {
    const order = await placeOrder();
    const response = await ship(order._id, { ...manualWithNewAwb(), trackingUrl: "https://www.indiapost.gov.in/" });
    expect(response.status, await response.clone().text()).toBe(201);
    const { shipment } = await response.json();
    expect(shipment).toMatchObject({
      orderId: order._id,
      provider: "manual",
      courierName: "India Post",
      trackingUrl: "https://www.indiapost.gov.in/",
      status: "booked",
      weightGrams: 500,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
    });
    expect(shipment.events).toHaveLength(1);
    expect(await orderStatus(order._id)).toBe("shipped");
    const invoices = await shop.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
    expect(invoices).toHaveLength(1);
  });

  test("409 with the reason when the order is not ready, and nothing changes", async () => {
    const unconfirmed = await placeOrder(false);
    const early = await ship(unconfirmed._id, manualWithNewAwb());
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(
      "This cash-on-delivery order is not confirmed yet; confirm it before shipping.",
    );
    expect(await orderStatus(unconfirmed._id)).toBe("awaiting_confirmation");
    expect(await shipmentRow(unconfirmed._id)).toBeUndefined();

    const order = await placeOrder();
    const first = manualWithNewAwb();
    expect((await ship(order._id, first)).status).toBe(201);
    const again = await ship(order._id, manualWithNewAwb());
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      `This order already has a shipment: AWB ${first.awb} with India Post.`,
    );
  });

  test("a double submit books once: one 201, one 409", async () => {
    const order = await placeOrder();
    const body = manualWithNewAwb();
    const answers = await Promise.all([ship(order._id, body), ship(order._id, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await shop.ctx.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows).toHaveLength(1);
  });

  test("anonymous 401, shopper 403; bad input 400 naming the field; unknown order 404", async () => {
    const order = await placeOrder();
    expect((await ship(order._id, manualWithNewAwb(), null)).status).toBe(401);
    expect((await ship(order._id, manualWithNewAwb(), shopperCookie)).status).toBe(403);
    const noAwb = await ship(order._id, { provider: "manual", courierName: "India Post" });
    expect(noAwb.status).toBe(400);
    expect((await noAwb.json()).error.fields).toEqual({ awb: "Enter the AWB (tracking number)" });
    const heavy = await ship(order._id, { ...manualWithNewAwb(), weightGrams: 0 });
    expect(heavy.status).toBe(400);
    expect((await heavy.json()).error.fields.weightGrams).toBe("Enter a weight in grams from 1 to 50,000");
    expect((await ship(order._id, { provider: "pigeon" })).status).toBe(400);
    expect((await ship("4b0c7f0e-3a52-4f57-9d7e-3c1c2a9b2f10", manualWithNewAwb())).status).toBe(404);
    expect(await orderStatus(order._id)).toBe("processing");
  });

  test("is declared in the OpenAPI document, with the webhook", async () => {
    const document = await (await shop.api("/api/openapi.json")).json();
    expect(document.paths["/api/admin/orders/{orderId}/shipments"]?.post).toBeDefined();
    expect(document.paths["/api/shipping/webhook/shiprocket"]?.post).toBeDefined();
  });

  test("through Shiprocket: booked under the order number with the parcel settings' defaults", async () => {
    const order = await placeOrder();
    const response = await ship(order._id, { provider: "shiprocket", weightGrams: 800 });
    expect(response.status, await response.clone().text()).toBe(201);
    const { shipment } = await response.json();
    const held = standIn.orders.get(String(order.number));
    expect(held?.body).toMatchObject({
      order_id: String(order.number),
      weight: 0.8,
      length: 20,
      payment_method: "COD",
    });
    expect(shipment).toMatchObject({
      provider: "shiprocket",
      courierName: "Delhivery Surface",
      awb: held?.awb,
      trackingUrl: `https://shiprocket.co/tracking/${held?.awb}`,
      labelUrl: `${standIn.url}/labels/${held?.shipmentId}.pdf`,
      weightGrams: 800,
    });
    expect(await orderStatus(order._id)).toBe("shipped");
  });

  test("Shiprocket refusing: 502 with its reason, the order unchanged and no shipment", async () => {
    const order = await placeOrder();
    standIn.fail("/v1/external/orders/create/adhoc", 422);
    const response = await ship(order._id, { provider: "shiprocket" });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe("Shiprocket: Server Error");
    expect(await orderStatus(order._id)).toBe("processing");
    expect(await shipmentRow(order._id)).toBeUndefined();
  });
});

describe("the e-way bill", () => {
  const delhi = { addressLine1: "4 Hauz Khas", city: "New Delhi", state: "Delhi", country: "India", zipCode: "110016" };
  const candles = "3406";
  const stones = "7103";
  const parcelSettings = (parcels: Record<string, unknown>) =>
    call(adminCookie, "PUT", "/api/admin/settings", { parcels });

  beforeAll(async () => {
    expect((await call(adminCookie, "PUT", "/api/admin/settings", { cod: { maxOrder: 200000 } })).status).toBe(200);
  });

  test("₹60,000 of candles (HSN 3406) to another state needs a 12-digit e-way bill number; within the state it does not", async () => {
    // ₹60,000 from Delhi (the shop's GST state) to Rajasthan
    const order = await placeOrder(true, { price: 30000, hsn: candles });
    const missing = await ship(order._id, manualWithNewAwb());
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({
      ewayBillNo: "An inter-state parcel worth more than ₹50,000 needs its e-way bill number",
    });
    const malformed = await ship(order._id, { ...manualWithNewAwb(), ewayBillNo: "12345" });
    expect((await malformed.json()).error.fields.ewayBillNo).toBe("Enter the 12-digit e-way bill number");
    expect(await orderStatus(order._id)).toBe("processing");
    const booked = await ship(order._id, { provider: "shiprocket", ewayBillNo: "331001234567" });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect((await booked.json()).shipment.ewayBillNo).toBe("331001234567");
    expect(standIn.orders.get(String(order.number))?.body.ewaybill_no).toBe("331001234567");

    const local = await placeOrder(true, { price: 30000, address: delhi, hsn: candles });
    expect((await ship(local._id, manualWithNewAwb())).status).toBe(201);
  });

  test("₹60,000 of stones (HSN 7103, Annexure row 4 to rule 138(14)) to another state books without one", async () => {
    const order = await placeOrder(true, { price: 30000, hsn: stones });
    const booked = await ship(order._id, manualWithNewAwb());
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect((await booked.json()).shipment.ewayBillNo).toBeNull();
    expect(await orderStatus(order._id)).toBe("shipped");
    // the owner who made one anyway may still give it
    const withOne = await placeOrder(true, { price: 30000, hsn: stones });
    const given = await ship(withOne._id, { ...manualWithNewAwb(), ewayBillNo: "331001234568" });
    expect(given.status, await given.clone().text()).toBe(201);
    expect((await given.json()).shipment.ewayBillNo).toBe("331001234568");
  });

  test("the threshold is the parcel settings' amount, and the refusal names it", async () => {
    expect((await parcelSettings({ ewayBillThreshold: 40000 })).status).toBe(200);
    try {
      const dearer = await placeOrder(true, { price: 22500, hsn: candles });
      const refused = await ship(dearer._id, manualWithNewAwb());
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({
        ewayBillNo: "An inter-state parcel worth more than ₹40,000 needs its e-way bill number",
      });
      expect((await parcelSettings({ ewayBillThreshold: 100000 })).status).toBe(200);
      expect((await ship(dearer._id, manualWithNewAwb())).status).toBe(201);
    } finally {
      await parcelSettings({});
    }
  });

  test("a threshold that is not an amount is refused, naming the field", async () => {
    const refused = await parcelSettings({ ewayBillThreshold: "fifty thousand" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      "parcels.ewayBillThreshold": "Enter an amount in rupees from 0 to 1,00,00,000",
    });
  });
});

describe("the tracking webhook", () => {
  async function shippedThroughShiprocket() {
    const order = await placeOrder();
    const response = await ship(order._id, { provider: "shiprocket" });
    expect(response.status).toBe(201);
    const { shipment } = await response.json();
    return { order, awb: shipment.awb as string };
  }

  async function statusOf(awb: string) {
    const [row] = await shop.ctx.db.select().from(shipments).where(eq(shipments.awb, awb));
    return row?.status;
  }

  async function eventCount(awb: string) {
    const [row] = await shop.ctx.db.select().from(shipments).where(eq(shipments.awb, awb));
    return (
      await shop.ctx.db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, row?.id ?? ""))
    ).length;
  }

  test("a missing or wrong x-api-key is 401 and changes nothing", async () => {
    const { awb } = await shippedThroughShiprocket();
    expect((await hook(awb, 7, { apiKey: null })).status).toBe(401);
    expect((await hook(awb, 7, { apiKey: "wrong" })).status).toBe(401);
    expect((await hook(awb, 7, { apiKey: `${webhookToken}x` })).status).toBe(401);
    expect(await statusOf(awb)).toBe("booked");
    expect(await eventCount(awb)).toBe(1);
  });

  test("each status moves the shipment once, delivered moves the order; the same event twice changes nothing", async () => {
    const { order, awb } = await shippedThroughShiprocket();
    const steps: [number, string, string][] = [
      [42, "picked_up", later(1)],
      [18, "in_transit", later(2)],
      [17, "out_for_delivery", later(3)],
      [7, "delivered", later(4)],
    ];
    for (const [statusId, status, at] of steps) {
      const first = await hook(awb, statusId, { at });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, outcome: "moved" });
      expect(await statusOf(awb)).toBe(status);
      const repeat = await hook(awb, statusId, { at });
      expect(await repeat.json()).toEqual({ received: true, outcome: "duplicate" });
    }
    expect(await eventCount(awb)).toBe(1 + steps.length);
    expect(await orderStatus(order._id)).toBe("delivered");
    // the alias Shiprocket's panel accepts answers the same way
    const alias = await standIn.postWebhook(`${shop.url}/api/shipping/webhook/tracking-updates`, {
      awb,
      statusId: 7,
      at: steps[3]?.[2],
      apiKey: webhookToken,
    });
    expect(await alias.json()).toEqual({ received: true, outcome: "duplicate" });
  });

  test("an older event is kept in the timeline but does not move the shipment back", async () => {
    const { awb } = await shippedThroughShiprocket();
    expect(await (await hook(awb, 17, { at: later(3) })).json()).toMatchObject({ outcome: "moved" });
    const late = await hook(awb, 18, { at: later(2) });
    expect(await late.json()).toEqual({ received: true, outcome: "recorded" });
    expect(await statusOf(awb)).toBe("out_for_delivery");
    expect(await eventCount(awb)).toBe(3);
  });

  test("an unknown status id is kept without a change; an unknown AWB is acknowledged and ignored", async () => {
    const { awb } = await shippedThroughShiprocket();
    const unknown = await hook(awb, 3, { at: later(1), label: "PICKUP SCHEDULED" });
    expect(await unknown.json()).toEqual({ received: true, outcome: "recorded" });
    expect(await statusOf(awb)).toBe("booked");
    expect(await eventCount(awb)).toBe(2);
    expect(await (await hook("999999999", 7)).json()).toEqual({ received: true, outcome: "unknown_shipment" });
    const noAwb = await shop.api("/api/shipping/webhook/shiprocket", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": webhookToken },
      body: JSON.stringify({ shipment_status_id: 7 }),
    });
    expect(noAwb.status).toBe(400);
  });

  test("a failed COD delivery back at the shop (RTO delivered) refuses the order (its stock waits for the check-in)", async () => {
    const { order, awb } = await shippedThroughShiprocket();
    expect(await (await hook(awb, 21, { at: later(4) })).json()).toMatchObject({ outcome: "moved" });
    expect(await statusOf(awb)).toBe("undelivered");
    expect(await (await hook(awb, 9, { at: later(5) })).json()).toMatchObject({ outcome: "moved" });
    expect(await (await hook(awb, 10, { at: later(6) })).json()).toMatchObject({ outcome: "moved" });
    expect(await statusOf(awb)).toBe("rto_delivered");
    expect(await orderStatus(order._id)).toBe("refused");
    // the story is over: a late delivered scan changes nothing
    expect(await (await hook(awb, 7, { at: later(7) })).json()).toMatchObject({ outcome: "recorded" });
    const [row] = await shop.ctx.db
      .select({ status: shipments.status })
      .from(shipments)
      .where(and(eq(shipments.awb, awb), eq(shipments.provider, "shiprocket")));
    expect(row?.status).toBe("rto_delivered");
  });
});

describe("the public tracking API", () => {
  const track = (query: string, ip = uniqueIp()) => shop.api(`/api/track?${query}`, from(ip, "GET"));

  test("the order number with its e-mail or phone shows the parcel; a wrong pair is the same 404", async () => {
    const order = await placeOrder();
    const booked = await ship(order._id, { provider: "shiprocket" });
    const { shipment } = await booked.json();
    await hook(shipment.awb, 42, { at: later(1) });
    const response = await track(`order=${order.number}&email=${encodeURIComponent(shopperEmail.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = await response.json();
    expect(answer.order).toMatchObject({ number: order.number, orderStatus: "shipped", orderStatusName: "Shipped" });
    expect(answer.shipment).toMatchObject({
      courierName: "Delhivery Surface",
      awb: shipment.awb,
      status: "picked_up",
    });
    expect(answer.shipment.events.map((event: { status: string }) => event.status)).toEqual(["booked", "picked_up"]);
    expect(answer.shipment.labelUrl).toBeUndefined();
    const byPhone = await track(`order=%23${order.number}&phone=${encodeURIComponent("+91 98290 12345")}`);
    expect(byPhone.status).toBe(200);

    const wrong = await track(`order=${order.number}&email=someone-else%40example.test`);
    const unknown = await track(`order=9${order.number}&email=${encodeURIComponent(shopperEmail)}`);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await track(`order=${order.number}`)).status).toBe(400);
    expect((await track("order=abc&email=x%40y.z")).status).toBe(400);
  });

  test("guessing is rate limited per order number, whatever the address", async () => {
    const order = await placeOrder();
    for (let guess = 0; guess < 10; guess++) {
      expect((await track(`order=${order.number}&email=guess${guess}%40example.test`)).status).toBe(404);
    }
    const blocked = await track(`order=${order.number}&email=${encodeURIComponent(shopperEmail)}`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });
});

describe("the tracking poller", () => {
  test("asks Shiprocket about parcels quiet for six hours, moves them as a webhook would, then waits", async () => {
    const order = await placeOrder();
    const { shipment } = await (await ship(order._id, { provider: "shiprocket" })).json();
    const manualOrder = await placeOrder();
    const { shipment: byHand } = await (await ship(manualOrder._id, manualWithNewAwb())).json();
    const sevenHoursAgo = sql`now() - interval '7 hours'`;
    for (const id of [shipment._id, byHand._id]) {
      await shop.ctx.db.update(shipments).set({ updatedAt: sevenHoursAgo }).where(eq(shipments.id, id));
    }
    const tracked = standIn.calls.filter((call) => call.path.startsWith("/v1/external/courier/track/")).length;
    expect(await pollQuietShipments(shop.ctx)).toEqual({ asked: 1, moved: 1 });
    expect(standIn.calls.filter((call) => call.path.startsWith("/v1/external/courier/track/")).length).toBe(
      tracked + 1,
    );
    expect((await shipmentRow(order._id))?.status).toBe("picked_up");
    expect((await shipmentRow(manualOrder._id))?.status).toBe("booked");
    // asked just now: not again in the next round
    expect(await pollQuietShipments(shop.ctx)).toEqual({ asked: 0, moved: 0 });
  });
});

describe("the parcel settings", () => {
  test("a saved usual weight and box are what a booking without its own uses; bad values are refused", async () => {
    const bad = await call(adminCookie, "PUT", "/api/admin/settings", { parcels: { defaultWeightGrams: 0 } });
    expect(bad.status).toBe(400);
    const saved = await call(adminCookie, "PUT", "/api/admin/settings", {
      parcels: {
        defaultWeightGrams: 750,
        boxLengthCm: 30,
        boxBreadthCm: 20,
        boxHeightCm: 12,
        pickupLocation: "Jaipur",
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const order = await placeOrder();
    const { shipment } = await (await ship(order._id, { provider: "shiprocket" })).json();
    expect(shipment).toMatchObject({ weightGrams: 750, lengthCm: 30, breadthCm: 20, heightCm: 12 });
    expect(standIn.orders.get(String(order.number))?.body).toMatchObject({ pickup_location: "Jaipur", weight: 0.75 });
  });
});

describe("the shopper's parcel mails", () => {
  /** The shopper's shipment mails of one order, by template. */
  async function parcelMails(number: number) {
    const rows = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopperEmail.toLowerCase()), sql`${mailOutbox.subject} like ${`%#${number} %`}`));
    return rows.filter((row) => row.template.startsWith("shipment-"));
  }
  const kinds = async (number: number) => (await parcelMails(number)).map((row) => row.template).sort();

  test("shipped (courier, AWB, the /track link), out for delivery and delivered: each once, whatever repeats", async () => {
    const order = await placeOrder();
    const booked = await ship(order._id, { provider: "shiprocket" });
    expect(booked.status).toBe(201);
    const { shipment } = await booked.json();
    const shipped = await parcelMails(order.number);
    expect(shipped.map((row) => row.template)).toEqual(["shipment-shipped"]);
    expect(shipped[0]?.subject).toBe(`Your Sattva order #${order.number} has shipped`);
    expect(shipped[0]?.text).toContain(`AWB ${shipment.awb}`);
    expect(shipped[0]?.text).toContain(shipment.courierName);
    expect(shipped[0]?.text).toContain(`/track?order=${order.number}`);
    expect(shipped[0]?.html).toContain(`/track?order=${order.number}`);

    // a booked event from the courier afterwards sends nothing more
    await hook(shipment.awb, 42, { at: later(1) });
    const outForDeliveryAt = later(2); // one time for both: later() reads the clock to the second
    await hook(shipment.awb, 17, { at: outForDeliveryAt });
    // the same webhook event again, and a second delivery attempt (out for delivery twice)
    expect(await (await hook(shipment.awb, 17, { at: outForDeliveryAt })).json()).toMatchObject({
      outcome: "duplicate",
    });
    expect(await (await hook(shipment.awb, 21, { at: later(3) })).json()).toMatchObject({ outcome: "moved" });
    expect(await (await hook(shipment.awb, 17, { at: later(26) })).json()).toMatchObject({ outcome: "moved" });
    expect(await kinds(order.number)).toEqual(["shipment-out-for-delivery", "shipment-shipped"]);

    await hook(shipment.awb, 7, { at: later(27) });
    await hook(shipment.awb, 7, { at: later(27) });
    expect(await orderStatus(order._id)).toBe("delivered");
    expect(await kinds(order.number)).toEqual(["shipment-delivered", "shipment-out-for-delivery", "shipment-shipped"]);
    const delivered = (await parcelMails(order.number)).find((row) => row.template === "shipment-delivered");
    expect(delivered?.subject).toBe(`Your Sattva order #${order.number} was delivered`);
  });

  test("the manual courier's booking mails once; a refused booking mails nothing", async () => {
    const order = await placeOrder();
    const typed = manualWithNewAwb();
    const [first, second] = await Promise.all([ship(order._id, typed), ship(order._id, typed)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const mails = await parcelMails(order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Courier: India Post, AWB ${typed.awb}`);

    const notReady = await placeOrder(false);
    expect((await ship(notReady._id, manualWithNewAwb())).status).toBe(409);
    expect(await parcelMails(notReady.number)).toHaveLength(0);
    // confirmed, so the shopper may place the next cash-on-delivery order
    expect(
      (await call(adminCookie, "PUT", `/api/order/updateStatus/${notReady._id}`, { status: "processing" })).status,
    ).toBe(200);
  });

  test("two instances racing to mail the same news write one message", async () => {
    const order = await placeOrder();
    const { shipment } = await (await ship(order._id, { provider: "shiprocket" })).json();
    await hook(shipment.awb, 17, { at: later(1) });
    const race = await Promise.all(
      [1, 2, 3].map(() => shop.ctx.db.transaction((tx) => queueShipmentMail(shop.ctx, tx, order._id, "delivered"))),
    );
    expect(race.filter(Boolean)).toHaveLength(1);
    expect(await kinds(order.number)).toEqual(["shipment-delivered", "shipment-out-for-delivery", "shipment-shipped"]);
    // a status without news (in transit) queues nothing
    expect(await shop.ctx.db.transaction((tx) => queueShipmentMail(shop.ctx, tx, order._id, "in_transit"))).toBe(false);
  });
});
