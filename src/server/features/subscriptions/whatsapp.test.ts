// The pre-debit notice on WhatsApp (issue 33 point 5), through a real database, Razorpay's stand-in
// and the WhatsApp stand-in: a subscriber with the whatsapp consent gets the subscription_pre_debit
// template once per charge with the amount, the date and their subscription's link beside the mail;
// one without the consent gets the mail alone.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { subscriptions, variants } from "../../db/schema.ts";
import { waitFor } from "../../testing/bags-shop.ts";
import { address, type Member, type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";
import { startWhatsappStandIn, type WhatsappStandIn } from "../../testing/whatsapp-stand-in.ts";
import { giveConsent } from "../privacy/consents.ts";
import { subscriptionNotices } from "./service.ts";
import { preDebitTemplateName } from "./whatsapp.ts";

let shop: MoneyTestShop;
let whatsapp: WhatsappStandIn;

beforeAll(async () => {
  whatsapp = await startWhatsappStandIn();
  shop = await startMoneyTestShop({
    env: {
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_ID: whatsapp.phoneId,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_VERIFY_TOKEN: whatsapp.verifyToken,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await whatsapp?.close();
});

/** An active subscription of the member's whose next charge is 40 hours away. */
async function dueIn40Hours(member: Member) {
  const line = await shop.variantAt(500);
  await shop.ctx.db
    .update(variants)
    .set({ subscribeEvery: [1], subscribeDiscount: 10 })
    .where(eq(variants.id, line.variant));
  const started = await shop.call(
    "POST",
    "/api/subscriptions",
    { lines: [{ ...line, quantity: 2 }], everyMonths: 1, shippingAddress: address },
    member.cookie,
  );
  expect(started.status, await started.clone().text()).toBe(201);
  const { id, subscriptionId } = (await started.json()) as { id: string; subscriptionId: string };
  const verified = await shop.call(
    "POST",
    "/api/subscriptions/verify",
    shop.razorpay.subscriptions.authorise(id).answer,
    member.cookie,
  );
  expect(verified.status).toBe(200);
  const chargeAt = new Date(Date.now() + 40 * 3_600_000);
  await shop.ctx.db.update(subscriptions).set({ nextChargeAt: chargeAt }).where(eq(subscriptions.id, subscriptionId));
  return subscriptionId;
}

describe("the pre-debit notice on WhatsApp", () => {
  test("goes once to a subscriber who agreed to WhatsApp, with the amount, date and their subscription's link", async () => {
    const member = await shop.member();
    const phone = "9822100771";
    await giveConsent(shop.ctx.db, {
      email: member.email,
      userId: member.id,
      purpose: "whatsapp",
      source: "checkout",
      phone,
    });
    const subscriptionId = await dueIn40Hours(member);
    await subscriptionNotices(shop.ctx);
    await subscriptionNotices(shop.ctx);
    await waitFor(() => whatsapp.messages.find((message) => message.to === `91${phone}`), "the WhatsApp notice");
    const sent = whatsapp.messages.filter((message) => message.to === `91${phone}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.template.name).toBe(preDebitTemplateName);
    const text = JSON.stringify(sent[0]?.template.components);
    expect(text).toContain("₹900");
    expect(text).toContain(subscriptionId);
  });

  test("a subscriber without the consent gets the mail alone", async () => {
    const member = await shop.member();
    await dueIn40Hours(member);
    const before = whatsapp.messages.length;
    const round = await subscriptionNotices(shop.ctx);
    expect(round.sent).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.length).toBe(before);
  });
});
