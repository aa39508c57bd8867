// Failed deliveries (NDR) through HTTP against a real database and the Shiprocket stand-in: an
// undelivered event keeps the courier's reason and the attempt count and mails the COD shopper a
// link once per failed delivery; the admin's Undelivered queue and its actions (re-attempt on a
// date, return to origin) through Shiprocket and for the manual courier, refused for non-admins,
// bad dates and parcels not waiting, idempotent on a double submit; the shopper's link asks for a
// new date or phone without signing in, and a tampered or expired link is refused.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dateKeyOf } from "../../../core/dates.ts";
import { addWorkingDays } from "../../../core/delivery.ts";
import { ndrMessages } from "../../../core/schemas/ndr.ts";
import { mailOutbox, orders, shipmentEvents, shipmentNdrs, shipments } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { ShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";
import { receiveTrackingEvent } from "./service.ts";

const webhookToken = "ndr-tracking-token";
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

// each order its own phone (ending 345, as the masked answers show): the parcels this file returns
// to origin count as refusals at the door for their phone, and would turn COD off for the next test
let phones = 0;
const nextPhone = () => `98290${String(++phones).padStart(2, "0")}345`;

/** A confirmed cash-on-delivery order, booked with the courier asked for. */
async function shipped(provider: "shiprocket" | "manual", language?: "hi") {
  const pick = await pinDemoVariant(shop, { stock: 50, price: 1250 });
  const placed = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1 }],
    shippingAddress: jaipur,
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: nextPhone() },
    paymentMethod: "COD",
    ...(language ? { language } : {}),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; number: number } };
  expect(
    (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
  ).toBe(200);
  const body =
    provider === "manual"
      ? { provider, courierName: "India Post", awb: `EM${String(order.number).padStart(9, "0")}IN` }
      : { provider };
  const booked = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, body);
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { shipment } = (await booked.json()) as { shipment: { _id: string; awb: string } };
  return { order, shipmentId: shipment._id, awb: shipment.awb };
}

/** A courier's time `hours` after now, as the webhook writes it (India time). */
function later(hours: number): string {
  const india = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

const hook = (awb: string, statusId: number, at: string, reason?: string, sameAttempt = false) =>
  standIn.postWebhook(`${shop.url}/api/shipping/webhook/shiprocket`, {
    awb,
    statusId,
    sameAttempt,
    at,
    reason,
    apiKey: webhookToken,
  });

/** A Shiprocket parcel that the courier could not deliver (one failed attempt). */
async function undeliveredAtShiprocket(reason = "Consignee not available", language?: "hi") {
  const parcel = await shipped("shiprocket", language);
  expect(await (await hook(parcel.awb, 21, later(2), reason)).json()).toMatchObject({ outcome: "moved" });
  return parcel;
}

/** A manual-courier parcel the owner marked undelivered (the manual courier tells the shop nothing itself). */
async function undeliveredManual() {
  const parcel = await shipped("manual");
  const outcome = await receiveTrackingEvent(shop.ctx, "manual", parcel.awb, {
    eventId: `manual:${parcel.awb}:undelivered`,
    at: new Date(Date.now() + 60_000),
    rawStatusId: "",
    status: "undelivered",
    place: "Jaipur",
    remark: "Door locked",
  });
  expect(outcome).toBe("moved");
  return parcel;
}

async function shipmentStatus(shipmentId: string) {
  const [row] = await shop.ctx.db
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row?.status;
}

async function ndrRows(shipmentId: string) {
  return shop.ctx.db.select().from(shipmentNdrs).where(eq(shipmentNdrs.shipmentId, shipmentId));
}

async function failedMails(number: number) {
  const rows = await shop.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, shopperEmail), sql`${mailOutbox.subject} like ${`%#${number}`}`));
  return rows.filter((row) => row.template === "delivery-failed");
}

/** The token in the newest failed-delivery mail of an order. */
async function mailedToken(number: number): Promise<string> {
  const mails = await failedMails(number);
  const token = /arrange-delivery\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  return token ?? "";
}

const actionsFor = (awb: string) => standIn.ndrActions.filter((entry) => entry.awb === awb);

async function queue() {
  const response = await call(adminCookie, "GET", "/api/admin/shipments/undelivered");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  return (await response.json()) as {
    reattemptDates: string[];
    shipments: Array<Record<string, unknown> & { shipmentId: string; ndr: Record<string, unknown> | null }>;
  };
}

const reattempt = (shipmentId: string, body: unknown, cookie: string | null = adminCookie) =>
  call(cookie, "POST", `/api/admin/shipments/${shipmentId}/reattempt`, body);
const rto = (shipmentId: string, cookie: string | null = adminCookie) =>
  call(cookie, "POST", `/api/admin/shipments/${shipmentId}/rto`, {});

describe("recording a failed delivery", () => {
  test("the courier's reason and the attempts are kept; the COD shopper is mailed once per failed attempt", async () => {
    const { order, shipmentId, awb } = await undeliveredAtShiprocket("Consignee not available");
    let rows = await ndrRows(shipmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "Consignee not available", attempt: 1 });
    expect(await failedMails(order.number)).toHaveLength(1);

    // the same event again (a repeated webhook) records nothing and mails nothing
    // the same attempt told again with another time (the tracking API's scan time): not a new one
    expect(await (await hook(awb, 21, later(2.5), undefined, true)).json()).toMatchObject({ outcome: "recorded" });
    expect(await ndrRows(shipmentId)).toHaveLength(1);
    const at = later(8);
    const again = await hook(awb, 21, at);
    expect(await again.json()).toMatchObject({ outcome: "recorded" });
    const repeat = await hook(awb, 21, at);
    expect(await repeat.json()).toMatchObject({ outcome: "duplicate" });
    rows = await ndrRows(shipmentId);
    // the first hook at `at` was a second failed attempt (a new event); its repeat is not
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.attempt).sort()).toEqual([1, 2]);
    expect(await failedMails(order.number)).toHaveLength(2);

    const mail = (await failedMails(order.number))[0];
    expect(mail?.subject).toBe(`We missed you: your Sattva order #${order.number}`);
    expect(mail?.text).toContain("The courier noted: Consignee not available.");
  });

  test("a Hindi order's mail links /hi/arrange-delivery; an English order's links /arrange-delivery as before", async () => {
    const hindi = await undeliveredAtShiprocket("Consignee not available", "hi");
    const english = await undeliveredAtShiprocket("Consignee not available");
    const mails = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopperEmail), eq(mailOutbox.template, "delivery-failed")));
    const inHindi = mails.filter((mail) => mail.text.includes(`#${hindi.order.number}`));
    const inEnglish = mails.filter((mail) => mail.text.includes(`#${english.order.number}`));
    expect(inHindi).toHaveLength(1);
    expect(inEnglish).toHaveLength(1);
    const link = /https?:\/\/[^\s"]*arrange-delivery\?token=[A-Za-z0-9_-]+/;
    for (const body of [inHindi[0]?.text, inHindi[0]?.html]) {
      expect(new URL(link.exec(body ?? "")?.[0] ?? "http://x/none").pathname).toBe("/hi/arrange-delivery");
    }
    expect(inHindi[0]?.html).toContain('<html lang="hi">');
    for (const body of [inEnglish[0]?.text, inEnglish[0]?.html]) {
      expect(new URL(link.exec(body ?? "")?.[0] ?? "http://x/none").pathname).toBe("/arrange-delivery");
      expect(body).not.toContain("/hi/");
    }
    expect(inEnglish[0]?.subject).toBe(`We missed you: your Sattva order #${english.order.number}`);
    // the Hindi link's token is the page's own: the shopper's view answers for it
    const token = /arrange-delivery\?token=([A-Za-z0-9_-]+)/.exec(inHindi[0]?.text ?? "")?.[1] ?? "";
    const view = await call(null, "GET", `/api/delivery-requests?token=${token}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ order: { number: hindi.order.number } });
  });

  test("the Undelivered queue lists the parcel with order, shopper, PIN, payment, reason, attempts and last event", async () => {
    const { order, shipmentId, awb } = await undeliveredAtShiprocket("Address incomplete");
    const { shipments: listed, reattemptDates } = await queue();
    const entry = listed.find((row) => row.shipmentId === shipmentId);
    expect(entry).toMatchObject({
      orderId: order._id,
      orderNumber: order.number,
      shopper: { name: "Meena Joshi", email: shopperEmail, phone: expect.stringMatching(/^98290\d\d345$/) },
      pin: "302001",
      paymentMethod: "COD",
      provider: "shiprocket",
      awb,
      ndr: { reason: "Address incomplete", attempts: 1, shopperRequest: null, action: null },
    });
    expect(typeof entry?.lastEventAt).toBe("string");
    expect(reattemptDates).toHaveLength(3);
    // a parcel not waiting is not in the queue
    const booked = await shipped("manual");
    expect((await queue()).shipments.some((row) => row.shipmentId === booked.shipmentId)).toBe(false);
  });

  test("the queue and the actions are for admins: 401 anonymous, 403 for a shopper, nothing changes", async () => {
    const { shipmentId, awb } = await undeliveredAtShiprocket();
    expect((await call(null, "GET", "/api/admin/shipments/undelivered")).status).toBe(401);
    expect((await call(shopperCookie, "GET", "/api/admin/shipments/undelivered")).status).toBe(403);
    const date = (await queue()).reattemptDates[0];
    expect((await reattempt(shipmentId, { date }, null)).status).toBe(401);
    expect((await reattempt(shipmentId, { date }, shopperCookie)).status).toBe(403);
    expect((await rto(shipmentId, shopperCookie)).status).toBe(403);
    expect(await shipmentStatus(shipmentId)).toBe("undelivered");
    expect(actionsFor(awb)).toHaveLength(0);
  });
});

describe("the admin's actions through Shiprocket", () => {
  test("re-attempt: a bad date is 400 and asks nothing; a good one goes to the courier once, however often sent", async () => {
    const { shipmentId, awb } = await undeliveredAtShiprocket();
    const { reattemptDates } = await queue();
    const today = dateKeyOf(new Date());
    let day = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
    while (new Date(day).getUTCDay() !== 0) day += 86_400_000;
    const sunday = new Date(day).toISOString().slice(0, 10);
    const beyond = addWorkingDays(today, 4, new Set());
    for (const date of [today, sunday, beyond, "2020-01-06", "next tuesday", "2026-02-30", undefined]) {
      const refused = await reattempt(shipmentId, { date });
      expect(refused.status, String(date)).toBe(400);
      expect((await refused.json()).error.fields.date).toBeTruthy();
    }
    expect((await reattempt(shipmentId, { date: reattemptDates[0], phone: "12345" })).status).toBe(400);
    expect(actionsFor(awb)).toHaveLength(0);
    expect((await ndrRows(shipmentId))[0]?.action).toBeNull();

    const date = reattemptDates[1] ?? "";
    const [first, second] = await Promise.all([
      reattempt(shipmentId, { date, phone: "+91 98290 11111" }),
      reattempt(shipmentId, { date, phone: "9829011111" }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({ shipmentStatus: "undelivered", ndr: { action: { action: "reattempt", date } } });
    expect(actionsFor(awb)).toHaveLength(1);
    expect(actionsFor(awb)[0]).toMatchObject({ action: "re-attempt" });
    expect(actionsFor(awb)[0]?.comments).toContain(date);
    expect(actionsFor(awb)[0]?.comments).toContain("9829011111");
    // another date for the same failed delivery is refused
    const other = await reattempt(shipmentId, { date: reattemptDates[0] });
    expect(other.status).toBe(409);
    expect(actionsFor(awb)).toHaveLength(1);
    const timeline = await shop.ctx.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
    expect(timeline.filter((event) => event.remark?.startsWith("Re-attempt asked for"))).toHaveLength(1);
  });

  test("return to origin: the courier is told once, the shipment moves to RTO initiated, the order stays shipped", async () => {
    const { order, shipmentId, awb } = await undeliveredAtShiprocket();
    const [first, second] = await Promise.all([rto(shipmentId), rto(shipmentId)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await shipmentStatus(shipmentId)).toBe("rto_initiated");
    expect(actionsFor(awb)).toEqual([expect.objectContaining({ action: "return" })]);
    expect((await rto(shipmentId)).status).toBe(200);
    expect(actionsFor(awb)).toHaveLength(1);
    const [row] = await shop.ctx.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe("shipped");
    // no longer waiting: a re-attempt is a conflict
    const date = (await queue()).reattemptDates[0];
    expect((await reattempt(shipmentId, { date })).status).toBe(409);
  });

  test("409 for a parcel not waiting after a failed delivery; 404 and 400 for unknown or malformed ids", async () => {
    const { shipmentId, awb } = await shipped("shiprocket");
    const date = (await queue()).reattemptDates[0];
    const early = await reattempt(shipmentId, { date });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(ndrMessages.notUndelivered);
    expect((await rto(shipmentId)).status).toBe(409);
    expect(await shipmentStatus(shipmentId)).toBe("booked");
    expect(actionsFor(awb)).toHaveLength(0);
    expect((await rto("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await rto("not-a-shipment")).status).toBe(400);
  });

  test("the courier's refusal leaves the parcel as it was (502), and the same action works afterwards", async () => {
    const { shipmentId, awb } = await undeliveredAtShiprocket();
    standIn.fail(`/v1/external/ndr/${awb}/action`, 500);
    const refused = await rto(shipmentId);
    expect(refused.status).toBe(502);
    expect(await shipmentStatus(shipmentId)).toBe("undelivered");
    expect((await ndrRows(shipmentId))[0]?.action).toBeNull();
    expect((await rto(shipmentId)).status).toBe(200);
    expect(await shipmentStatus(shipmentId)).toBe("rto_initiated");
  });
});

describe("the admin's actions for the manual courier", () => {
  test("re-attempt and return are recorded in the parcel's timeline; RTO moves the shipment", async () => {
    const { shipmentId } = await undeliveredManual();
    expect((await ndrRows(shipmentId))[0]).toMatchObject({ reason: "Door locked", attempt: 1 });
    const date = (await queue()).reattemptDates[2] ?? "";
    const asked = await reattempt(shipmentId, { date, address: "3 Fort Road, behind the temple" });
    expect(asked.status).toBe(200);
    expect((await reattempt(shipmentId, { date, address: "3 Fort Road, behind the temple" })).status).toBe(200);
    expect((await rto(shipmentId)).status).toBe(200);
    expect(await shipmentStatus(shipmentId)).toBe("rto_initiated");
    const timeline = await shop.ctx.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
    const remarks = timeline.map((event) => event.remark ?? "");
    expect(remarks.filter((remark) => remark.startsWith("Re-attempt asked for"))).toHaveLength(1);
    expect(remarks.some((remark) => remark.includes("behind the temple"))).toBe(true);
    expect(
      timeline.some((event) => event.status === "rto_initiated" && event.remark?.startsWith("Return to origin")),
    ).toBe(true);
  });
});

describe("the shopper's link", () => {
  test("shows the failed delivery; a date asked goes to the courier once; the admin sees it in the queue", async () => {
    const { order, shipmentId, awb } = await undeliveredAtShiprocket("Customer not reachable");
    const token = await mailedToken(order.number);
    const view = await call(null, "GET", `/api/delivery-requests?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get("cache-control")).toContain("no-store");
    const shown = await view.json();
    expect(shown).toMatchObject({
      order: { number: order.number, firstName: "Meena", phone: "98xxxxx345" },
      reason: "Customer not reachable",
      attempts: 1,
      open: true,
      request: null,
    });
    const date = shown.dates[0];
    expect((await call(null, "POST", "/api/delivery-requests", { token })).status).toBe(400);
    expect((await call(null, "POST", "/api/delivery-requests", { token, phone: "12" })).status).toBe(400);
    expect((await call(null, "POST", "/api/delivery-requests", { token, date: "2020-01-01" })).status).toBe(400);
    expect(actionsFor(awb)).toHaveLength(0);

    const body = { token, date, phone: "9829077777" };
    const [first, second] = await Promise.all([
      call(null, "POST", "/api/delivery-requests", body),
      call(null, "POST", "/api/delivery-requests", body),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await first.json()).request).toEqual({ date, phone: "98xxxxx777" });
    expect(actionsFor(awb)).toHaveLength(1);
    expect(actionsFor(awb)[0]?.comments).toContain("Asked by the buyer.");
    const other = await call(null, "POST", "/api/delivery-requests", { token, phone: "9829088888" });
    expect(other.status).toBe(409);
    const entry = (await queue()).shipments.find((row) => row.shipmentId === shipmentId);
    expect(entry?.ndr?.shopperRequest).toMatchObject({ date, phone: "9829077777" });
  });

  test("a tampered link is 404, an expired one 410, and neither changes anything", async () => {
    const { order, shipmentId, awb } = await undeliveredAtShiprocket();
    const token = await mailedToken(order.number);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const bad = await call(null, "GET", `/api/delivery-requests?token=${tampered}`);
    expect(bad.status).toBe(404);
    expect((await bad.json()).error.message).toBe(ndrMessages.linkInvalid);
    expect((await call(null, "POST", "/api/delivery-requests", { token: tampered, phone: "9829011111" })).status).toBe(
      404,
    );
    await shop.ctx.db
      .update(shipmentNdrs)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(shipmentNdrs.shipmentId, shipmentId));
    const expired = await call(null, "POST", "/api/delivery-requests", { token, phone: "9829011111" });
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe(ndrMessages.linkExpired);
    expect((await call(null, "GET", `/api/delivery-requests?token=${token}`)).status).toBe(410);
    expect((await ndrRows(shipmentId))[0]?.shopperAskedAt).toBeNull();
    expect(actionsFor(awb)).toHaveLength(0);
  });

  test("once the parcel moved on (returned), the link shows it and asks for nothing", async () => {
    const { order, shipmentId } = await undeliveredAtShiprocket();
    const token = await mailedToken(order.number);
    expect((await rto(shipmentId)).status).toBe(200);
    const view = await (await call(null, "GET", `/api/delivery-requests?token=${token}`)).json();
    expect(view).toMatchObject({ open: false, dates: [] });
    const late = await call(null, "POST", "/api/delivery-requests", { token, phone: "9829011111" });
    expect(late.status).toBe(409);
  });
});
