// Returns to origin through HTTP on a real database: the rates per PIN code, per phone and for the
// shop count delivered and returned parcels inside the window only; COD is refused for a PIN code
// above the settings' rate once enough parcels went there, and for a phone whose parcels keep coming
// back; a parcel back at the shop is checked in once per line (restock or write off), the stock
// moving exactly once even under two racing check-ins.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deliveryMessages } from "../../../core/delivery.ts";
import { checkInMessages } from "../../../core/schemas/check-in.ts";
import { orderItems, orders, parcelCheckIns, products, shipments, variants } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { ShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import { relaxedCodLimits, type TestShop } from "../../testing/shop.ts";
import { takeOrderNumber } from "../orders/service.ts";
import { rtoOfPhone, rtoOfPincode, rtoSummary } from "./rto.ts";

const webhookToken = "rto-tracking-token";
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

const day = 86_400_000;
let phoneCount = 0;
const newPhone = () => `98${String(10_000_000 + ++phoneCount * 7919).slice(-8)}`;

type Outcome = "delivered" | "rto_initiated" | "rto_delivered" | "in_transit" | "cancelled";

/** A parcel that reached `status` `daysAgo` days before `now`, to `pincode` and `phone` (a fixture, written directly). */
async function parcel(
  pincode: string,
  status: Outcome,
  { daysAgo = 5, phone = newPhone(), payment = "COD" as "COD" | "UPI", now = new Date() } = {},
) {
  const [order] = await shop.ctx.db
    .insert(orders)
    .values({
      number: takeOrderNumber(),
      firstName: "Asha",
      lastName: "Rao",
      email: "fixture@example.test",
      phone,
      shippingAddress: {
        addressLine1: "1 Main Road",
        city: "City",
        state: "State",
        country: "India",
        zipCode: pincode,
      },
      deliveryState: "State",
      paymentMethod: payment,
      orderStatus: status === "delivered" ? "delivered" : "shipped",
      subtotal: 100_000,
      itemsTotal: 100_000,
      totalAmount: 100_000,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error("no fixture order");
  await shop.ctx.db.insert(shipments).values({
    orderId: order.id,
    provider: "manual",
    courierName: "India Post",
    awb: `FX${order.number}`,
    reference: String(order.number),
    weightGrams: 500,
    lengthCm: 20,
    breadthCm: 15,
    heightCm: 10,
    status,
    statusAt: new Date(now.getTime() - daysAgo * day),
  });
  return order;
}

const saveRto = (rto: Record<string, unknown>) => call(adminCookie, "PUT", "/api/admin/settings", { rto });

describe("counting returns to origin", () => {
  test("a PIN code's rate counts delivered and returned parcels inside the window only", async () => {
    const pin = "560001";
    for (const status of ["delivered", "delivered", "delivered", "rto_delivered", "rto_initiated"] as const) {
      await parcel(pin, status, { daysAgo: 10 });
    }
    await parcel(pin, "rto_delivered", { daysAgo: 89 });
    // outside the window, still travelling, or cancelled: not counted
    await parcel(pin, "rto_delivered", { daysAgo: 91 });
    await parcel(pin, "delivered", { daysAgo: 120 });
    await parcel(pin, "in_transit", { daysAgo: 1 });
    await parcel(pin, "cancelled", { daysAgo: 1 });
    expect(await rtoOfPincode(shop.ctx.db, pin, { days: 90 })).toEqual({ parcels: 6, rto: 3, rate: 0.5 });
    expect(await rtoOfPincode(shop.ctx.db, pin, { days: 30 })).toEqual({ parcels: 5, rto: 2, rate: 0.4 });
    expect(await rtoOfPincode(shop.ctx.db, "560002", { days: 90 })).toEqual({ parcels: 0, rto: 0, rate: null });
  });

  test("a phone's rate counts its own parcels", async () => {
    const phone = newPhone();
    await parcel("600001", "delivered", { phone });
    await parcel("600002", "rto_initiated", { phone });
    await parcel("600003", "rto_delivered", { phone, daysAgo: 200 });
    expect(await rtoOfPhone(shop.ctx.db, phone, { days: 90 })).toEqual({ parcels: 2, rto: 1, rate: 0.5 });
  });

  test("the shop's rate, for all parcels and for COD, and the worst PIN codes above the minimum parcels", async () => {
    // a window of its own, far from the other tests' parcels
    const now = new Date(Date.UTC(2031, 0, 15));
    await parcel("700001", "rto_delivered", { now, payment: "COD" });
    await parcel("700001", "rto_delivered", { now, payment: "COD" });
    await parcel("700001", "delivered", { now, payment: "UPI" });
    await parcel("700002", "delivered", { now, payment: "UPI" });
    await parcel("700002", "rto_initiated", { now, payment: "UPI" });
    await parcel("700002", "delivered", { now, payment: "COD" });
    await parcel("700003", "rto_delivered", { now, payment: "COD" });
    await parcel("700004", "delivered", { now, payment: "COD", daysAgo: 100 });
    const summary = await rtoSummary(shop.ctx.db, { days: 90, now, minParcels: 2 });
    expect(summary.overall).toEqual({ parcels: 7, rto: 4, rate: 4 / 7 });
    expect(summary.cod).toEqual({ parcels: 4, rto: 3, rate: 3 / 4 });
    // 700003 has one parcel only: below the minimum
    expect(summary.worstPincodes).toEqual([
      { pincode: "700001", parcels: 3, rto: 2, rate: 2 / 3 },
      { pincode: "700002", parcels: 3, rto: 1, rate: 1 / 3 },
    ]);
  });

  test("GET /api/admin/shipping/rto: the same numbers for the admin, 403 for a shopper, 401 anonymous", async () => {
    for (let i = 0; i < 3; i += 1) await parcel("781001", "rto_delivered", { daysAgo: 2 });
    await parcel("781001", "delivered", { daysAgo: 2 });
    const saved = await saveRto({ minParcels: 4 });
    expect(saved.status).toBe(200);
    const response = await call(adminCookie, "GET", "/api/admin/shipping/rto");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const answer = await response.json();
    expect(answer).toMatchObject({ days: 90, minParcels: 4 });
    expect(answer.worstPincodes[0]).toEqual({ pincode: "781001", parcels: 4, rto: 3, rate: 0.75 });
    expect(answer.overall).toEqual((await rtoSummary(shop.ctx.db, { days: 90, minParcels: 4 })).overall);
    expect((await call(shopperCookie, "GET", "/api/admin/shipping/rto")).status).toBe(403);
    expect((await call(null, "GET", "/api/admin/shipping/rto")).status).toBe(401);
  });
});

/** Any active demo variant but the `skip` first ones, with `stock` units. */
async function variantWith(stock: number, skip = 0) {
  const [row] = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .orderBy(variants.id)
    .offset(skip)
    .limit(1);
  if (!row) throw new Error("no demo variant");
  await shop.ctx.db.update(variants).set({ stock }).where(eq(variants.id, row.id));
  return row;
}

const stockOf = async (variantId: string) =>
  (await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]?.stock;

async function placeCod(
  lines: { product: string; variant: string; quantity: number }[],
  zipCode = "302001",
  phone = "9829012345",
) {
  const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: lines,
    shippingAddress: { addressLine1: "3 Fort Road", city: "Jaipur", state: "Rajasthan", country: "India", zipCode },
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone },
    paymentMethod: "COD",
  });
  return response;
}

describe("COD and returns to origin", () => {
  test("the settings: empty keeps the rule off; bad values are 400 naming the field", async () => {
    const words = await saveRto({ codOffAbovePercent: "lots" });
    expect(words.status).toBe(400);
    expect((await words.json()).error.fields).toEqual({
      "rto.codOffAbovePercent": "Enter a percentage from 1 to 100, or leave it empty to keep the rule off",
    });
    const bad = await saveRto({ codOffAbovePercent: 150, minParcels: 0, windowDays: 2 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      "rto.codOffAbovePercent": "Enter a percentage from 1 to 100, or leave it empty to keep the rule off",
      "rto.minParcels": "Enter a number of parcels from 1 to 1000",
      "rto.windowDays": "Enter whole days from 7 to 365",
    });
    const off = await saveRto({ codOffAbovePercent: null, minParcels: 5, windowDays: 90 });
    expect(off.status).toBe(200);
    const settings = await (await call(adminCookie, "GET", "/api/admin/settings")).json();
    expect(settings.rto ?? settings.settings?.rto).toEqual({ codOffAbovePercent: null, minParcels: 5, windowDays: 90 });
  });

  test("COD is refused for a PIN code above the rate, allowed below the minimum parcels and outside the window", async () => {
    // Jaipur 302017: 3 of 5 parcels came back (60%); 302018: 2 of 2 (below the minimum of 4);
    // 302019: 5 of 5, all more than 90 days ago
    for (const status of ["rto_delivered", "rto_initiated", "rto_delivered", "delivered", "delivered"] as const) {
      await parcel("302017", status, { daysAgo: 20 });
    }
    await parcel("302018", "rto_delivered");
    await parcel("302018", "rto_delivered");
    for (let i = 0; i < 5; i += 1) await parcel("302019", "rto_delivered", { daysAgo: 95 });
    const pick = await variantWith(50, 3);
    const line = [{ product: pick.productId, variant: pick.id, quantity: 1 }];

    // the rule off: COD everywhere
    expect((await saveRto({ codOffAbovePercent: null, minParcels: 4 })).status).toBe(200);
    expect((await (await call(null, "GET", "/api/pincode/302017")).json()).codAvailable).toBe(true);

    expect((await saveRto({ codOffAbovePercent: 40, minParcels: 4, windowDays: 90 })).status).toBe(200);
    const bad = await (await call(null, "GET", "/api/pincode/302017")).json();
    expect(bad).toMatchObject({ codAvailable: false, serviceable: true, reason: deliveryMessages.codPincode });
    const before = await stockOf(pick.id);
    const refused = await placeCod(line, "302017", newPhone());
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      message: deliveryMessages.codPincode,
      fields: { paymentMethod: deliveryMessages.codPincode },
    });
    expect(await stockOf(pick.id)).toBe(before);

    expect((await (await call(null, "GET", "/api/pincode/302018")).json()).codAvailable).toBe(true);
    expect((await placeCod(line, "302018", newPhone())).status).toBe(201);
    expect((await (await call(null, "GET", "/api/pincode/302019")).json()).codAvailable).toBe(true);

    // a rate exactly at the setting is not above it
    expect((await saveRto({ codOffAbovePercent: 60, minParcels: 4 })).status).toBe(200);
    expect((await (await call(null, "GET", "/api/pincode/302017")).json()).codAvailable).toBe(true);
    expect((await saveRto({ codOffAbovePercent: null })).status).toBe(200);
  });

  test("a phone's COD parcels on their way back count as refusals at the door", async () => {
    const phone = newPhone();
    const pick = await variantWith(50, 4);
    const line = [{ product: pick.productId, variant: pick.id, quantity: 1 }];
    await call(adminCookie, "PUT", "/api/admin/settings", { cod: { ...relaxedCodLimits, refusalLimit: 2 } });
    // one RTO on its way (the order still shipped), one prepaid RTO (not a refusal)
    await parcel("302001", "rto_initiated", { phone });
    await parcel("302001", "rto_delivered", { phone, payment: "UPI" });
    expect((await placeCod(line, "302001", phone)).status).toBe(201);
    await parcel("302001", "rto_initiated", { phone });
    const refused = await placeCod(line, "302001", phone);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(deliveryMessages.codPhone);
  });
});

/** A webhook time `hours` from now, as Shiprocket writes it (India time). */
function later(hours: number): string {
  const india = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

const hook = (awb: string, statusId: number, hours: number) =>
  standIn.postWebhook(`${shop.url}/api/shipping/webhook/shiprocket`, {
    awb,
    statusId,
    at: later(hours),
    apiKey: webhookToken,
  });

/** A COD order of two lines shipped through Shiprocket and returned to origin: refused, its stock held. */
async function returnedParcel() {
  const first = await variantWith(20, 0);
  const second = await variantWith(20, 1);
  const placed = await placeCod(
    [
      { product: first.productId, variant: first.id, quantity: 2 },
      { product: second.productId, variant: second.id, quantity: 1 },
    ],
    "302001",
    newPhone(),
  );
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = await placed.json();
  expect(
    (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
  ).toBe(200);
  const booked = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, {
    provider: "shiprocket",
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { shipment } = await booked.json();
  expect((await hook(shipment.awb, 9, 1)).status).toBe(200);
  expect((await hook(shipment.awb, 10, 2)).status).toBe(200);
  shipment.id = shipment._id;
  const items = await shop.ctx.db
    .select({ id: orderItems.id, variantId: orderItems.variantId, held: orderItems.stockHeld })
    .from(orderItems)
    .where(eq(orderItems.orderId, order._id))
    .orderBy(orderItems.position);
  return { orderId: order._id as string, shipmentId: shipment.id as string, first, second, items };
}

const checkIn = (shipmentId: string, body: unknown, cookie: string | null = adminCookie) =>
  call(cookie, "POST", `/api/admin/shipments/${shipmentId}/check-in`, body);

describe("checking in a parcel back at the shop", () => {
  test("RTO delivered refuses the order and keeps its units held for the check-in", async () => {
    const parcelBack = await returnedParcel();
    const [order] = await shop.ctx.db.select().from(orders).where(eq(orders.id, parcelBack.orderId));
    expect(order?.orderStatus).toBe("refused");
    expect(parcelBack.items.map((item) => item.held)).toEqual([2, 1]);
    expect(await stockOf(parcelBack.first.id)).toBe(18);
    expect(await stockOf(parcelBack.second.id)).toBe(19);
    const view = await (await call(adminCookie, "GET", `/api/admin/orders/${parcelBack.orderId}/check-in`)).json();
    expect(view.checkIn).toMatchObject({ shipmentId: parcelBack.shipmentId, complete: false });
    expect(view.checkIn.lines.map((line: { held: number; decision: null }) => [line.held, line.decision])).toEqual([
      [2, null],
      [1, null],
    ]);
  });

  test("two racing restocks move the stock exactly once; a write-off moves none and keeps its reason", async () => {
    const { shipmentId, items, first, second, orderId } = await returnedParcel();
    const [firstLine, secondLine] = items;
    if (!firstLine || !secondLine) throw new Error("two lines expected");
    const body = {
      lines: [
        { orderItemId: firstLine.id, decision: "restock" },
        { orderItemId: secondLine.id, decision: "write_off", reason: "Box crushed, candle broken" },
      ],
    };
    const answers = await Promise.all([checkIn(shipmentId, body), checkIn(shipmentId, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [ok, late] = await Promise.all(
      (answers[0]?.status === 200 ? answers : [...answers].reverse()).map((answer) => answer.json()),
    );
    expect(ok.checkIn.complete).toBe(true);
    expect(late.error.message).toBe(checkInMessages.already);
    expect(await stockOf(first.id)).toBe(20);
    expect(await stockOf(second.id)).toBe(19);
    const again = await checkIn(shipmentId, body);
    expect(again.status).toBe(409);
    expect(await stockOf(first.id)).toBe(20);
    const rows = await shop.ctx.db.select().from(parcelCheckIns).where(eq(parcelCheckIns.shipmentId, shipmentId));
    expect(rows.map((row) => [row.decision, row.quantity, row.reason]).sort()).toEqual([
      ["restock", 2, null],
      ["write_off", 1, "Box crushed, candle broken"],
    ]);
    const held = await shop.ctx.db
      .select({ held: orderItems.stockHeld })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(held.map((row) => row.held)).toEqual([0, 0]);
    const [history] = await shop.ctx.db
      .execute<{ note: string }>(
        sql`select note from order_status_history where order_id = ${orderId} and note like 'Parcel checked in%'`,
      )
      .then((result) => result.rows);
    expect(history?.note).toContain("written off (Box crushed, candle broken)");
  });

  test("lines may be checked in one at a time, each once", async () => {
    const { shipmentId, items, first, second } = await returnedParcel();
    const [firstLine, secondLine] = items;
    if (!firstLine || !secondLine) throw new Error("two lines expected");
    expect((await checkIn(shipmentId, { lines: [{ orderItemId: secondLine.id, decision: "restock" }] })).status).toBe(
      200,
    );
    expect(await stockOf(second.id)).toBe(20);
    const mixed = await checkIn(shipmentId, {
      lines: [
        { orderItemId: firstLine.id, decision: "restock" },
        { orderItemId: secondLine.id, decision: "restock" },
      ],
    });
    expect(mixed.status).toBe(409);
    expect(await stockOf(first.id)).toBe(18);
    expect(await stockOf(second.id)).toBe(20);
  });

  test("wrong user 403, anonymous 401; bad input 400 and nothing changes; a parcel not back 409", async () => {
    const { shipmentId, items, first, orderId } = await returnedParcel();
    const [firstLine] = items;
    if (!firstLine) throw new Error("a line expected");
    const good = { lines: [{ orderItemId: firstLine.id, decision: "restock" }] };
    expect((await checkIn(shipmentId, good, shopperCookie)).status).toBe(403);
    expect((await checkIn(shipmentId, good, null)).status).toBe(401);
    expect((await call(shopperCookie, "GET", `/api/admin/orders/${orderId}/check-in`)).status).toBe(403);

    const noReason = await checkIn(shipmentId, { lines: [{ orderItemId: firstLine.id, decision: "write_off" }] });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({ "lines.0.reason": checkInMessages.reason });
    const keep = await checkIn(shipmentId, { lines: [{ orderItemId: firstLine.id, decision: "keep" }] });
    expect(keep.status).toBe(400);
    expect((await checkIn(shipmentId, { lines: [] })).status).toBe(400);
    const twice = await checkIn(shipmentId, { lines: [good.lines[0], good.lines[0]] });
    expect(twice.status).toBe(400);
    const stranger = await checkIn(shipmentId, {
      lines: [{ orderItemId: "4b0c7f0e-3a52-4f57-9d7e-3c1c2a9b2f10", decision: "restock" }],
    });
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).error.fields).toEqual({ "lines.0.orderItemId": checkInMessages.notInParcel });
    expect((await checkIn("4b0c7f0e-3a52-4f57-9d7e-3c1c2a9b2f10", good)).status).toBe(404);
    expect((await checkIn("not-an-id", good)).status).toBe(400);
    expect(await stockOf(first.id)).toBe(18);
    const rows = await shop.ctx.db.select().from(parcelCheckIns).where(eq(parcelCheckIns.shipmentId, shipmentId));
    expect(rows).toHaveLength(0);

    // a parcel still on its way cannot be checked in
    const pick = await variantWith(20, 5);
    const placed = await (
      await placeCod([{ product: pick.productId, variant: pick.id, quantity: 1 }], "302001", newPhone())
    ).json();
    await call(adminCookie, "PUT", `/api/order/updateStatus/${placed.order._id}`, { status: "processing" });
    const booked = await (
      await call(adminCookie, "POST", `/api/admin/orders/${placed.order._id}/shipments`, {
        provider: "manual",
        courierName: "India Post",
        awb: "EM900000001IN",
      })
    ).json();
    const [line] = await shop.ctx.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, placed.order._id)));
    const early = await checkIn(booked.shipment._id, { lines: [{ orderItemId: line?.id, decision: "restock" }] });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(checkInMessages.notBack);
    expect(await stockOf(pick.id)).toBe(19);
  });
});
