// The checkout's WhatsApp box for a guest through real HTTP: the unticked "Send me reminders on
// WhatsApp" box records the same whatsapp consent a member's opt-in is, for the phone typed
// (with its time, notice version and source), on its own call and with the order; the bag reminder then
// reaches the guest on WhatsApp (the stand-in), and nobody without the box; a STOP reply withdraws it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { whatsappBoxMessages } from "../../../core/schemas/checkout.ts";
import { privacyNoticeVersion } from "../../../core/schemas/privacy.ts";
import { consentRecords, mailOutbox, whatsappOutbox } from "../../db/schema.ts";
import { createAccount, from, signInCookie, uniqueEmail, uniqueIp, userIdOf } from "../../testing/accounts.ts";
import { type BagsTestShop, minutes, startBagsTestShop, waitFor } from "../../testing/bags-shop.ts";
import { json, type TestShop } from "../../testing/shop.ts";
import { inboundTextEvent, signWebhook, type WhatsappStandIn } from "../../testing/whatsapp-stand-in.ts";
import { remindAbandonedBags } from "./reminders.ts";

let bags: BagsTestShop | undefined;
let shop: TestShop;
let whatsapp: WhatsappStandIn;
let freshLine: BagsTestShop["freshLine"];

beforeAll(async () => {
  bags = await startBagsTestShop(10);
  ({ shop, whatsapp, freshLine } = bags);
});

afterAll(async () => {
  await bags?.close();
});

const box = (body: unknown, ip = uniqueIp(), cookie?: string) =>
  shop.api("/api/consents/whatsapp", from(ip, "POST", body, cookie));

const whatsappConsents = (email: string) =>
  shop.ctx.db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.email, email), eq(consentRecords.purpose, "whatsapp")));

const live = async (email: string) => (await whatsappConsents(email)).find((row) => !row.withdrawnAt);

const sentTo = (phone: string) => whatsapp.messages.filter((message) => message.to === `91${phone}`);

function order(line: { productId: string; variantId: string }, email: string, phone: string, extra = {}) {
  return shop.api(
    "/api/userorder/placeorder",
    json(
      "POST",
      {
        orderItems: [{ product: line.productId, variant: line.variantId, quantity: 1 }],
        shippingAddress: {
          addressLine1: "12 Lotus Lane",
          city: "Bengaluru",
          state: "Karnataka",
          country: "India",
          zipCode: "560001",
        },
        guestUser: { firstName: "Meera", lastName: "Iyer", email, phone },
        paymentMethod: "COD",
        ...extra,
      },
      { "x-forwarded-for": uniqueIp() },
    ),
  );
}

/** A guest who ticked "Remind me about my bag" (and, when asked, the WhatsApp box) at checkout. */
async function guestAtCheckout(email: string, phone: string, whatsappBox: boolean) {
  const line = freshLine();
  const remembered = await shop.api(
    "/api/bag-reminders",
    json("POST", { email, remind: true, lines: [{ ...line, quantity: 1 }] }, { "x-forwarded-for": uniqueIp() }),
  );
  expect(remembered.status, await remembered.clone().text()).toBe(200);
  if (whatsappBox) expect((await box({ email, phone, given: true })).status).toBe(200);
}

describe("the checkout's WhatsApp box", () => {
  test("ticked, it records the whatsapp consent for the phone typed, with time, notice version and source", async () => {
    const email = uniqueEmail("wa-box");
    const answer = await box({ email: ` ${email.toUpperCase()} `, phone: "+91 98123 40001", given: true });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(await answer.json()).toEqual({ message: whatsappBoxMessages.given, given: true });
    const [row, ...more] = await whatsappConsents(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      phone: "9812340001",
      source: "checkout",
      noticeVersion: privacyNoticeVersion,
      userId: null,
      withdrawnAt: null,
    });
    expect(row?.givenAt).toBeInstanceOf(Date);
    // ticking again (the phone retyped) keeps one live consent, for the newest number
    expect((await box({ email, phone: "9812340002", given: true })).status).toBe(200);
    expect((await whatsappConsents(email)).map((consent) => consent.phone)).toEqual(["9812340002"]);
  });

  test("unticked, it withdraws the consent for that phone only; another phone changes nothing", async () => {
    const email = uniqueEmail("wa-untick");
    await box({ email, phone: "9812340003", given: true });
    const stranger = await box({ email, phone: "9812349999", given: false });
    expect(await stranger.json()).toMatchObject({ given: true });
    expect(await live(email)).toBeDefined();
    const unticked = await box({ email, phone: "9812340003", given: false });
    expect(await unticked.json()).toEqual({ message: whatsappBoxMessages.withdrawn, given: false });
    const [row] = await whatsappConsents(email);
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
    expect(row?.withdrawnSource).toBe("checkout");
  });

  test("refuses a bad e-mail, phone or choice (400) and records nothing", async () => {
    const email = uniqueEmail("wa-bad");
    for (const body of [
      { email: "not-an-address", phone: "9812340004", given: true },
      { email, phone: "12345", given: true },
      { email, phone: "9812340004", given: "yes" },
      { email, phone: "9812340004" },
    ]) {
      expect((await box(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await whatsappConsents(email)).toEqual([]);
  });

  test("a visitor not signed in cannot move a member's WhatsApp consent to another number", async () => {
    const account = await createAccount(shop, { phone: "9812340005" });
    const cookie = await signInCookie(shop, account.email, account.password);
    const id = await userIdOf(shop, account.email);
    const given = await shop.api(
      `/api/userdashboard/${id}/consents/whatsapp`,
      from(account.ip, "PUT", { given: true }, cookie),
    );
    expect(given.status).toBe(200);
    await box({ email: account.email, phone: "9812340666", given: true });
    const row = await live(account.email);
    expect(row?.phone ?? null).toBeNull(); // still the member's own phone
    expect((await box({ email: account.email, phone: "9812340666", given: false })).status).toBe(200);
    expect(await live(account.email)).toBeDefined();
  });
});

describe("a guest's checkout", () => {
  test("with the box ticked, the order records the consent for the order's phone; without it, none", async () => {
    const withBox = uniqueEmail("wa-order");
    const placed = await order(freshLine(), withBox, "09812340006", { whatsappUpdates: true });
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await live(withBox)).toMatchObject({ phone: "9812340006", source: "checkout" });

    const without = uniqueEmail("wa-no-box");
    expect((await order(freshLine(), without, "9812340007")).status).toBe(201);
    expect(await whatsappConsents(without)).toEqual([]);

    const malformed = uniqueEmail("wa-bad-order");
    expect((await order(freshLine(), malformed, "9812340008", { whatsappUpdates: "yes" })).status).toBe(400);
    expect(await whatsappConsents(malformed)).toEqual([]);
  });

  test("the bag reminder reaches the guest on WhatsApp only with the box; a STOP reply withdraws it", async () => {
    const ticked = { email: uniqueEmail("wa-guest"), phone: "9812340010" };
    const unticked = { email: uniqueEmail("mail-guest"), phone: "9812340011" };
    await guestAtCheckout(ticked.email, ticked.phone, true);
    await guestAtCheckout(unticked.email, unticked.phone, false);
    await remindAbandonedBags(shop.ctx, minutes(61));

    const sent = await waitFor(() => sentTo(ticked.phone)[0], "the guest's WhatsApp reminder");
    expect(sent.template.name).toBe("bag_reminder");
    for (const guest of [ticked, unticked]) {
      const mails = await shop.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, guest.email), eq(mailOutbox.template, "bag-reminder")));
      expect(mails).toHaveLength(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(unticked.phone)).toHaveLength(0);
    expect(await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.email, unticked.email))).toEqual([]);

    // the guest replies STOP: the consent is withdrawn and the last reminder goes by mail only
    const raw = JSON.stringify(inboundTextEvent(`91${ticked.phone}`, "STOP"));
    const stopped = await shop.api("/api/messaging/whatsapp/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(raw, whatsapp.appSecret) },
      body: raw,
    });
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    expect(await stopped.json()).toMatchObject({ stopped: 1 });
    expect(await live(ticked.email)).toBeUndefined();
    expect((await whatsappConsents(ticked.email))[0]?.withdrawnSource).toBe("whatsapp");
    await remindAbandonedBags(shop.ctx, minutes(25 * 60));
    const mails = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, ticked.email), eq(mailOutbox.template, "bag-reminder")));
    expect(mails).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(ticked.phone)).toHaveLength(1);
  });
});
