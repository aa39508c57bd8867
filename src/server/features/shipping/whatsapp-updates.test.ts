// The shopper's parcel news on WhatsApp (issue 32 point 11), through HTTP against a real database,
// the Shiprocket stand-in and the WhatsApp stand-in: a COD shopper with the whatsapp consent gets
// the shipped, out for delivery and delivered templates once each with their parameters, however
// often the courier repeats itself; without the consent, or after a STOP reply, the mail goes alone;
// a failed delivery sends delivery_failed with the arrange-delivery link's token; a cancelled
// parcel's late events send nothing. The mails are unchanged (the mail is the record).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, whatsappOutbox } from "../../db/schema.ts";
import { from, uniqueEmail, uniqueIp } from "../../testing/accounts.ts";
import { waitFor } from "../../testing/bags-shop.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { ShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";
import {
  inboundTextEvent,
  signWebhook,
  startWhatsappStandIn,
  type WhatsappStandIn,
} from "../../testing/whatsapp-stand-in.ts";
import { giveConsent } from "../privacy/consents.ts";
import { orderUpdateTemplates } from "./order-updates-whatsapp.ts";

const webhookToken = "whatsapp-updates-token";
let shop: TestShop;
let standIn: ShiprocketStandIn;
let whatsapp: WhatsappStandIn;
let adminCookie = "";

let world: ShippingTestShop | undefined;
beforeAll(async () => {
  whatsapp = await startWhatsappStandIn();
  world = await startShippingTestShop({
    webhookToken,
    env: {
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_ID: whatsapp.phoneId,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_VERIFY_TOKEN: whatsapp.verifyToken,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
    },
  });
  ({ shop, standIn, adminCookie } = world);
});
afterAll(async () => {
  await world?.close();
  await whatsapp?.close();
});

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const pune = { addressLine1: "12 Lane 5, Koregaon Park", city: "Pune", state: "Maharashtra", country: "India" };

let phones = 0;
const nextPhone = () => `98221${String(++phones).padStart(2, "0")}678`;

interface Shopper {
  email: string;
  phone: string;
  /** The number WhatsApp is sent to (91 and the ten digits). */
  to: string;
}

/** A guest shopper, with the `whatsapp` consent for their number unless told otherwise. */
async function shopper(consent = true): Promise<Shopper> {
  const email = uniqueEmail("wa-updates");
  const phone = nextPhone();
  if (consent) {
    await giveConsent(shop.ctx.db, { email, userId: null, purpose: "whatsapp", source: "checkout", phone });
  }
  return { email, phone, to: `91${phone}` };
}

/** The shopper's confirmed cash-on-delivery order, booked with Shiprocket (the "shipped" news). */
async function shippedTo(buyer: Shopper) {
  const pick = await pinDemoVariant(shop, { stock: 50, price: 1250 });
  const placed = await call(null, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1 }],
    shippingAddress: { ...pune, zipCode: "411001" },
    guestUser: { firstName: "Kavya", lastName: "Rao", email: buyer.email, phone: buyer.phone },
    paymentMethod: "COD",
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; number: number } };
  expect(
    (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
  ).toBe(200);
  const booked = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, {
    provider: "shiprocket",
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { shipment } = (await booked.json()) as { shipment: { _id: string; awb: string; courierName: string } };
  return { order, shipment };
}

/** A courier's time `hours` after now, as the webhook writes it (India time). */
function later(hours: number): string {
  const india = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

const hook = async (awb: string, statusId: number, hours: number, reason?: string) => {
  const answer = await standIn.postWebhook(`${shop.url}/api/shipping/webhook/shiprocket`, {
    awb,
    statusId,
    at: later(hours),
    reason,
    apiKey: webhookToken,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as { outcome: string };
};

const queuedTo = (email: string) =>
  shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.email, email)).orderBy(whatsappOutbox.createdAt);

const mailsTo = (email: string) => shop.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** The messages the stand-in accepted for the number, once `count` of them arrived. */
const sentTo = (to: string, count: number) =>
  waitFor(() => {
    const messages = whatsapp.messages.filter((message) => message.to === to);
    return messages.length >= count ? messages : undefined;
  }, `${count} WhatsApp messages to ${to}`);

const bodyOf = (components: unknown) =>
  (
    (components as { type: string; parameters: { text: string }[] }[]).find((c) => c.type === "body")?.parameters ?? []
  ).map((parameter) => parameter.text);
const buttonOf = (components: unknown) =>
  (components as { type: string; sub_type?: string; parameters: { text: string }[] }[]).find(
    (c) => c.type === "button" && c.sub_type === "url",
  )?.parameters[0]?.text;

describe("order updates on WhatsApp", () => {
  test("a COD shopper with the consent gets shipped, out for delivery and delivered once each, with their parameters", async () => {
    const buyer = await shopper();
    const { order, shipment } = await shippedTo(buyer);
    expect(await hook(shipment.awb, 17, 2)).toMatchObject({ outcome: "moved" });
    // the same webhook twice, and the courier's scan again later: nothing more
    await hook(shipment.awb, 17, 2);
    await hook(shipment.awb, 17, 3);
    expect(await hook(shipment.awb, 7, 5)).toMatchObject({ outcome: "moved" });
    await hook(shipment.awb, 7, 5);

    const sent = await sentTo(buyer.to, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((message) => message.to === buyer.to)).toHaveLength(3);
    expect(sent.map((message) => message.template.name)).toEqual([
      "order_shipped",
      "order_out_for_delivery",
      "order_delivered",
    ]);
    const [shipped, out, delivered] = sent;
    expect(shipped?.template.language).toEqual({ code: "en" });
    const number = String(order.number);
    expect(bodyOf(shipped?.template.components)).toEqual(["Kavya", number, shipment.courierName, shipment.awb]);
    expect(buttonOf(shipped?.template.components)).toBe(number);
    expect(bodyOf(out?.template.components)).toEqual(["Kavya", number, shipment.courierName, shipment.awb]);
    expect(buttonOf(out?.template.components)).toBe(number);
    expect(bodyOf(delivered?.template.components)).toEqual(["Kavya", number]);
    expect(buttonOf(delivered?.template.components)).toBeUndefined();

    // the outbox: one row per kind, no purpose (the sale's own news), all sent
    const rows = await queuedTo(buyer.email);
    expect(rows.map((row) => [row.template, row.status, row.purpose])).toEqual([
      ["order_shipped", "sent", null],
      ["order_out_for_delivery", "sent", null],
      ["order_delivered", "sent", null],
    ]);
    // and the mails as before, one per kind
    const mails = await mailsTo(buyer.email);
    expect(mails.filter((mail) => mail.template?.startsWith("shipment")).length).toBe(3);
  });

  test("the template names and their body parameters are listed once", () => {
    expect(Object.values(orderUpdateTemplates).map((template) => template.name)).toEqual([
      "order_shipped",
      "order_out_for_delivery",
      "order_delivered",
      "delivery_failed",
    ]);
  });

  test("without the consent the mail goes alone", async () => {
    const buyer = await shopper(false);
    const { shipment } = await shippedTo(buyer);
    await hook(shipment.awb, 17, 2);
    await hook(shipment.awb, 7, 4);
    expect((await mailsTo(buyer.email)).filter((mail) => mail.template?.startsWith("shipment")).length).toBe(3);
    expect(await queuedTo(buyer.email)).toEqual([]);
    expect(whatsapp.messages.filter((message) => message.to === buyer.to)).toEqual([]);
  });

  test("after a STOP reply the next news goes by mail only", async () => {
    const buyer = await shopper();
    const { shipment } = await shippedTo(buyer);
    await sentTo(buyer.to, 1);
    const stop = JSON.stringify(inboundTextEvent(buyer.to, "STOP"));
    const answer = await shop.api("/api/messaging/whatsapp/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(stop, whatsapp.appSecret) },
      body: stop,
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ stopped: 1 });

    await hook(shipment.awb, 17, 2);
    await hook(shipment.awb, 7, 4);
    expect((await mailsTo(buyer.email)).filter((mail) => mail.template?.startsWith("shipment")).length).toBe(3);
    expect((await queuedTo(buyer.email)).map((row) => row.template)).toEqual(["order_shipped"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((message) => message.to === buyer.to)).toHaveLength(1);
  });

  test("a failed delivery sends delivery_failed with the arrange-delivery link's token, once per attempt", async () => {
    const buyer = await shopper();
    const { order, shipment } = await shippedTo(buyer);
    expect(await hook(shipment.awb, 21, 2, "Consignee not available")).toMatchObject({ outcome: "moved" });
    await hook(shipment.awb, 21, 2, "Consignee not available");

    const sent = await sentTo(buyer.to, 2);
    const failed = sent.find((message) => message.template.name === "delivery_failed");
    expect(failed).toBeDefined();
    expect(bodyOf(failed?.template.components)).toEqual(["Kavya", String(order.number), shipment.courierName, "48"]);
    // the same token as the mail's link
    const [mail] = (await mailsTo(buyer.email)).filter((row) => row.template === "delivery-failed");
    const token = /arrange-delivery\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    expect(buttonOf(failed?.template.components)).toBe(token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      whatsapp.messages.filter((message) => message.to === buyer.to && message.template.name === "delivery_failed"),
    ).toHaveLength(1);
  });

  test("a cancelled parcel's late events send nothing", async () => {
    const buyer = await shopper();
    const { shipment } = await shippedTo(buyer);
    const cancelled = await call(adminCookie, "POST", `/api/admin/shipments/${shipment._id}/cancel`, {});
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await hook(shipment.awb, 17, 2);
    await hook(shipment.awb, 7, 4);
    await hook(shipment.awb, 21, 5);
    const rows = await shop.ctx.db
      .select()
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.email, buyer.email)));
    expect(rows.map((row) => row.template)).toEqual(["order_shipped"]);
  });
});
