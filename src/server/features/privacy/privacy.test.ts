// The member's privacy rights through HTTP: consents per purpose recorded with the notice version
// (at sign-up and in My Account), withdrawn in one call or one click from a mail, after which no
// letter of that purpose reaches them; the export of their data (no-store, theirs only); erasure with
// the password, after which they cannot sign in and their orders keep only what the invoice needs.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { privacyMessages, privacyNoticeVersion } from "../../../core/schemas/privacy.ts";
import { consentRecords, giftCards, orders, users } from "../../db/schema.ts";
import {
  createAccount,
  from,
  mailTo,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie: string;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
});
afterAll(async () => {
  await shop?.close();
});

async function member(overrides: Record<string, unknown> = {}) {
  const account = await createAccount(shop, overrides);
  const cookie = await signInCookie(shop, account.email, account.password);
  return { ...account, cookie, id: await userIdOf(shop, account.email) };
}

const get = (path: string, cookie?: string) => shop.api(path, cookie ? { headers: { cookie } } : {});

async function sendLetter(purpose: string, subject: string) {
  const response = await shop.api(
    "/api/admin/letters",
    from(uniqueIp(), "POST", { purpose, subject, message: "New moonstones are here." }, adminCookie),
  );
  expect(response.status).toBe(201);
  return (await response.json()).queued as number;
}

const lettersTo = async (email: string, subject: string) =>
  (await mailTo(shop, email)).filter((mail) => mail.subject === subject);

describe("consent", () => {
  test("sign-up records only the ticked purposes, with the notice version; none is ticked by default", async () => {
    const ticked = await member({ consents: ["newsletter"] });
    const none = await member();
    const consents = await (await get(`/api/userdashboard/${ticked.id}/consents`, ticked.cookie)).json();
    const newsletter = consents.consents.find((row: { purpose: string }) => row.purpose === "newsletter");
    expect(newsletter).toMatchObject({ given: true, noticeVersion: privacyNoticeVersion, source: "signup" });
    expect(consents.consents.find((row: { purpose: string }) => row.purpose === "offers").given).toBe(false);
    const nothing = await (await get(`/api/userdashboard/${none.id}/consents`, none.cookie)).json();
    expect(nothing.consents.every((row: { given: boolean }) => !row.given)).toBe(true);
  });

  test("a withdrawn consent stops the next letter; the others still get it", async () => {
    const stays = await member({ consents: ["newsletter", "offers"] });
    const leaves = await member({ consents: ["newsletter"] });
    const withdrawn = await shop.api(
      `/api/userdashboard/${leaves.id}/consents/newsletter`,
      from(leaves.ip, "PUT", { given: false }, leaves.cookie),
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.headers.get("cache-control")).toContain("no-store");
    expect((await withdrawn.json()).message).toBe(privacyMessages.consentWithdrawn);
    const subject = `New moon letter ${Date.now()}`;
    await sendLetter("newsletter", subject);
    expect(await lettersTo(stays.email, subject)).toHaveLength(1);
    expect(await lettersTo(leaves.email, subject)).toHaveLength(0);
    // given again in one call: the next letter comes
    await shop.api(
      `/api/userdashboard/${leaves.id}/consents/newsletter`,
      from(leaves.ip, "PUT", { given: true }, leaves.cookie),
    );
    const later = `Full moon letter ${Date.now()}`;
    await sendLetter("newsletter", later);
    expect(await lettersTo(leaves.email, later)).toHaveLength(1);
    // an offers letter reaches only those who said yes to offers
    const offers = `Offers ${Date.now()}`;
    await sendLetter("offers", offers);
    expect(await lettersTo(stays.email, offers)).toHaveLength(1);
    expect(await lettersTo(leaves.email, offers)).toHaveLength(0);
  });

  test("the one-click link in a letter withdraws that consent, and letters still queued are dropped", async () => {
    const reader = await member({ consents: ["newsletter"] });
    const subject = `Letter with a link ${Date.now()}`;
    await sendLetter("newsletter", subject);
    const [letter] = await lettersTo(reader.email, subject);
    const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(letter?.text ?? "")?.[1];
    expect(token).toBeDefined();
    const stop = await shop.api("/api/consents/withdraw", from(uniqueIp(), "POST", { token }));
    expect(stop.status).toBe(200);
    const next = `After the click ${Date.now()}`;
    await sendLetter("newsletter", next);
    expect(await lettersTo(reader.email, next)).toHaveLength(0);
    const [row] = await shop.ctx.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.withdrawToken, token ?? ""));
    expect(row?.withdrawnSource).toBe("mail");
    expect((await shop.api("/api/consents/withdraw", from(uniqueIp(), "POST", { token: "x".repeat(30) }))).status).toBe(
      404,
    );
  });

  test("the newsletter form's sign-up becomes a consent record only from its confirm click", async () => {
    const email = uniqueEmail("reader");
    const response = await shop.api("/api/newsletter", from(uniqueIp(), "POST", { email, consent: true }));
    expect(response.status).toBe(202);
    const rows = () => shop.ctx.db.select().from(consentRecords).where(eq(consentRecords.email, email));
    expect(await rows()).toEqual([]);
    const [mail] = (await mailTo(shop, email)).filter((entry) => entry.template === "newsletter-confirm");
    const token = /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    const confirmed = await shop.api("/api/newsletter/confirm", from(uniqueIp(), "POST", { token }));
    expect(confirmed.status).toBe(200);
    expect(await rows()).toMatchObject([
      { purpose: "newsletter", noticeVersion: privacyNoticeVersion, source: "newsletter_confirmed", withdrawnAt: null },
    ]);
  });

  test("another member's consents are not theirs to read or change; unknown purposes are refused", async () => {
    const one = await member({ consents: ["newsletter"] });
    const other = await member();
    expect((await get(`/api/userdashboard/${one.id}/consents`, other.cookie)).status).toBe(403);
    expect(
      (
        await shop.api(
          `/api/userdashboard/${one.id}/consents/newsletter`,
          from(other.ip, "PUT", { given: false }, other.cookie),
        )
      ).status,
    ).toBe(403);
    expect((await get(`/api/userdashboard/${one.id}/consents`)).status).toBe(401);
    const unknown = await shop.api(
      `/api/userdashboard/${other.id}/consents/telemarketing`,
      from(other.ip, "PUT", { given: true }, other.cookie),
    );
    expect(unknown.status).toBe(400);
    const still = await (await get(`/api/userdashboard/${one.id}/consents`, one.cookie)).json();
    expect(still.consents.find((row: { purpose: string }) => row.purpose === "newsletter").given).toBe(true);
  });
});

describe("export", () => {
  test("holds the member's profile, addresses, orders and consents; no-store; theirs only", async () => {
    const shopper = await member({ consents: ["offers"] });
    await shop.api(
      `/api/userdashboard/${shopper.id}/address`,
      from(
        shopper.ip,
        "POST",
        {
          firstName: "Asha",
          lastName: "Verma",
          phone: "9876543210",
          addressLine1: "12 Lotus Lane",
          city: "Bengaluru",
          state: "Karnataka",
          zipCode: "560001",
        },
        shopper.cookie,
      ),
    );
    const order = await insertOrder(shop, { email: shopper.email, userId: shopper.id });
    const response = await get(`/api/userdashboard/${shopper.id}/export`, shopper.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="my-data-/);
    const data = await response.json();
    expect(data.profile.email).toBe(shopper.email);
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.orders.map((row: { number: number }) => row.number)).toEqual([order.number]);
    expect(data.consents).toMatchObject([{ purpose: "offers", noticeVersion: privacyNoticeVersion }]);
    expect(Array.isArray(data.addresses)).toBe(true);
    expect(Array.isArray(data.reviews)).toBe(true);
    const other = await member();
    expect((await get(`/api/userdashboard/${shopper.id}/export`, other.cookie)).status).toBe(403);
    expect((await get(`/api/userdashboard/${shopper.id}/export`)).status).toBe(401);
  });
});

describe("erasure", () => {
  const erase = (who: { id: string; ip: string; cookie: string }, body: unknown) =>
    shop.api(`/api/userdashboard/${who.id}`, from(who.ip, "DELETE", body, who.cookie));

  test("needs the password and the word; another member cannot erase someone", async () => {
    const shopper = await member();
    const other = await member();
    expect((await erase(shopper, { password: "wrong-password-1", confirm: "DELETE" })).status).toBe(401);
    expect((await erase(shopper, { password: shopper.password })).status).toBe(400);
    expect(
      (
        await shop.api(
          `/api/userdashboard/${shopper.id}`,
          from(other.ip, "DELETE", { password: other.password, confirm: "DELETE" }, other.cookie),
        )
      ).status,
    ).toBe(403);
    expect(await shop.ctx.db.select().from(users).where(eq(users.id, shopper.id))).toHaveLength(1);
  });

  test("waits for orders on their way, naming each and whether the shopper may cancel it; cancelled, it goes", async () => {
    const shopper = await member();
    const row = await insertOrder(shop, { email: shopper.email, userId: shopper.id, status: "processing" });
    const open = row.id;
    const response = await erase(shopper, { password: shopper.password, confirm: "DELETE" });
    expect(response.status).toBe(409);
    const { error } = await response.json();
    expect(error).toMatchObject({
      code: "orders_open",
      message: `Your order #${row?.number} (processing) is still open. You can delete your account once it has arrived or been cancelled.`,
      orders: [{ _id: open, number: row?.number, status: "Processing", cancellable: true }],
    });
    const cancelled = await shop.api(`/api/userorder/${open}/cancel`, from(shopper.ip, "POST", {}, shopper.cookie));
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await erase(shopper, { password: shopper.password, confirm: "DELETE" })).status).toBe(200);
  });

  test("an unpaid online attempt (the payment window closed) does not hold the account: it is cancelled with it", async () => {
    const shopper = await member();
    const attempt = await insertOrder(shop, { email: shopper.email, userId: shopper.id, status: "pending_payment" });
    const response = await erase(shopper, { password: shopper.password, confirm: "DELETE" });
    expect(response.status, await response.clone().text()).toBe(200);
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, attempt.id));
    expect(row?.orderStatus).toBe("cancelled");
  });

  test("a shipped order is named but not offered for cancelling", async () => {
    const shopper = await member();
    await insertOrder(shop, { email: shopper.email, userId: shopper.id, status: "shipped" });
    const response = await erase(shopper, { password: shopper.password, confirm: "DELETE" });
    expect(response.status).toBe(409);
    expect((await response.json()).error.orders).toMatchObject([{ status: "Shipped", cancellable: false }]);
  });

  test("erases the account: no sign-in, sessions ended, orders keep only what the invoice needs", async () => {
    const shopper = await member({ consents: ["newsletter"] });
    const invoiced = await insertOrder(shop, { email: shopper.email, userId: shopper.id, invoiced: true });
    const cancelled = await insertOrder(shop, { email: shopper.email, userId: shopper.id, status: "cancelled" });
    const response = await erase(shopper, { password: shopper.password, confirm: "DELETE" });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()).ordersKeptForTax).toBe(1);
    // the same request again: the account is gone
    expect((await erase(shopper, { password: shopper.password, confirm: "DELETE" })).status).toBe(401);
    expect((await get("/api/auth/me", shopper.cookie)).status).toBe(401);
    const login = await shop.api(
      "/api/auth/login",
      from(uniqueIp(), "POST", { email: shopper.email, password: shopper.password }),
    );
    expect(login.status).toBe(401);
    const [kept] = await shop.ctx.db.select().from(orders).where(eq(orders.id, invoiced.id));
    expect(kept).toMatchObject({ userId: null, email: "", phone: "", firstName: "Asha", lastName: "Verma" });
    expect(kept?.shippingAddress).toMatchObject({ addressLine1: "12 Lotus Lane", zipCode: "560001" });
    const [gone] = await shop.ctx.db.select().from(orders).where(eq(orders.id, cancelled.id));
    expect(gone).toMatchObject({ email: "", phone: "", firstName: "Erased" });
    expect(gone?.shippingAddress).toEqual({ state: "Karnataka", country: "India" });
    // the admin's order view shows no contact details
    const adminAnswer = await get(`/api/userorder/${invoiced.id}`, adminCookie);
    expect(adminAnswer.status).toBe(200);
    const adminView = await adminAnswer.text();
    expect(adminView).toContain("12 Lotus Lane");
    expect(adminView).not.toContain(shopper.email);
    expect(adminView).not.toContain("9876543210");
    // consents: withdrawn, and no address left in them; no letter reaches the address
    const consentRows = await shop.ctx.db.select().from(consentRecords).where(eq(consentRecords.email, shopper.email));
    expect(consentRows).toHaveLength(0);
    const subject = `After erasure ${Date.now()}`;
    await sendLetter("newsletter", subject);
    expect(await lettersTo(shopper.email, subject)).toHaveLength(0);
  });
});

describe("gift cards (decision 0062)", () => {
  const card = (values: Partial<typeof giftCards.$inferInsert>) =>
    shop.ctx.db
      .insert(giftCards)
      .values({
        status: "active",
        source: "purchase",
        amount: 200_000,
        balance: 150_000,
        buyerName: "Asha Rao",
        buyerEmail: "someone-else@sattva.example",
        recipientName: "Priya",
        recipientEmail: "friend@sattva.example",
        message: "Happy Diwali!",
        sendOn: "2026-11-01",
        codeHash: crypto.randomUUID(),
        last4: "9XQ2",
        ...values,
      })
      .returning()
      .then((rows) => rows[0] as typeof giftCards.$inferSelect);

  test("the export lists the cards a member bought and received, never a code; erasure forgets them as buyer and recipient", async () => {
    const shopper = await member();
    const bought = await card({ buyerUserId: shopper.id, buyerEmail: shopper.email, buyerName: "Asha Verma" });
    const received = await card({ recipientEmail: shopper.email, recipientName: "Asha Verma" });
    const comingLater = await card({
      recipientEmail: shopper.email,
      status: "scheduled",
      balance: 0,
      sendOn: "2099-01-01",
    });
    const unrelated = await card({});

    const data = await (await get(`/api/userdashboard/${shopper.id}/export`, shopper.cookie)).json();
    expect(data.giftCards).toMatchObject([
      {
        number: bought.number,
        role: "bought",
        amount: 2000,
        balance: 1500,
        codeEndsWith: "9XQ2",
        message: "Happy Diwali!",
      },
      { number: received.number, role: "received", recipientEmail: shopper.email },
      { number: comingLater.number, role: "received", status: "scheduled" },
    ]);
    expect(JSON.stringify(data.giftCards)).not.toContain(bought.codeHash);

    const response = await shop.api(
      `/api/userdashboard/${shopper.id}`,
      from(shopper.ip, "DELETE", { password: shopper.password, confirm: "DELETE" }, shopper.cookie),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = new Map((await shop.ctx.db.select().from(giftCards)).map((row) => [row.id, row] as const));
    // bought: the buyer is gone, the card (owed to its recipient) stays as it was
    expect(rows.get(bought.id)).toMatchObject({
      buyerUserId: null,
      buyerEmail: "",
      buyerName: "Erased customer",
      recipientEmail: "friend@sattva.example",
      message: "Happy Diwali!",
      balance: 150_000,
      status: "active",
    });
    // received and sent: recipient and message gone, the balance still spendable by its code
    expect(rows.get(received.id)).toMatchObject({
      recipientEmail: "",
      message: null,
      balance: 150_000,
      status: "active",
    });
    // not sent yet: kept whole, so it can still be delivered
    expect(rows.get(comingLater.id)).toMatchObject({ recipientEmail: shopper.email, message: "Happy Diwali!" });
    expect(rows.get(unrelated.id)).toMatchObject({
      buyerEmail: "someone-else@sattva.example",
      recipientEmail: "friend@sattva.example",
    });
  });
});
