// Guest data retention through the real database, with time moved rather than waited for: a guest's
// unfinished checkout older than the setting is anonymised (and its mails deleted); recent ones, ones that
// became sales (paid, confirmed, invoiced) and members' orders are kept. The job runs under its lease,
// once at a time, and also purges audit rows past their retention (never less than 365 days).
import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, giftCards, mailOutbox, orderStatusHistory, orders } from "../../db/schema.ts";
import {
  createAccount,
  from,
  makeAdmin,
  signInCookie,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { runPrivacyRetention } from "./retention.ts";

let shop: TestShop;
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  shop = await startTestShop();
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  adminId = await userIdOf(shop, admin.email);
});
afterAll(async () => {
  await shop?.close();
});

const days = (n: number) => n * 86_400_000;
const put = (body: unknown) => shop.api("/api/admin/settings", from(uniqueIp(), "PUT", body, adminCookie));

async function cancelledGuestCheckout(
  email: string,
  cancelledDaysAgo: number,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  const order = await insertOrder(shop, { email, status: "cancelled" });
  await shop.ctx.db
    .update(orders)
    .set({ cancelledAt: new Date(Date.now() - days(cancelledDaysAgo)), accessKeyHash: "k", ...extra })
    .where(eq(orders.id, order.id));
  return order;
}

const read = async (id: string) => (await shop.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("guests' unfinished checkouts", () => {
  test("past the retention they lose name, contact and address; sales, recent ones and members' are kept", async () => {
    expect((await put({ privacy: { guestCheckoutRetentionDays: 365 } })).status).toBe(200);
    const abandonedEmail = uniqueEmail("abandoned");
    const abandoned = await cancelledGuestCheckout(abandonedEmail, 0);
    await shop.ctx.db.insert(mailOutbox).values({
      to: abandonedEmail,
      subject: "Please confirm your order",
      html: "<p>confirm</p>",
      text: "confirm",
      template: "cod-confirm",
      status: "sent",
    });
    const recent = await cancelledGuestCheckout(uniqueEmail("recent"), 0);
    const paid = await cancelledGuestCheckout(uniqueEmail("paid"), 0, { paidAt: new Date() });
    const confirmed = await cancelledGuestCheckout(uniqueEmail("confirmed"), 0);
    await shop.ctx.db
      .insert(orderStatusHistory)
      .values({ orderId: confirmed.id, fromStatus: "awaiting_confirmation", toStatus: "processing" });
    const invoicedEmail = uniqueEmail("invoiced");
    const invoiced = await insertOrder(shop, { email: invoicedEmail, status: "cancelled", invoiced: true });
    const delivered = await insertOrder(shop, { email: uniqueEmail("delivered") });
    const member = await createAccount(shop);
    const membersOrder = await insertOrder(shop, {
      email: member.email,
      userId: await userIdOf(shop, member.email),
      status: "cancelled",
    });
    // "recent" was abandoned 10 days before the moved clock; everything else 400 days before it
    await shop.ctx.db
      .update(orders)
      .set({ cancelledAt: new Date(Date.now() + days(390)) })
      .where(eq(orders.id, recent.id));

    // 364 days later nothing is old enough
    const early = await runPrivacyRetention(shop.ctx, new Date(Date.now() + days(364)));
    expect(early.ran).toBe(true);
    expect((await read(abandoned.id))?.email).toBe(abandonedEmail);

    const round = await runPrivacyRetention(shop.ctx, new Date(Date.now() + days(400)));
    expect(round.ran).toBe(true);
    expect(round.anonymised).toBeGreaterThanOrEqual(1);
    const gone = await read(abandoned.id);
    expect(gone).toMatchObject({ firstName: "Erased", lastName: "guest", email: "", phone: "", accessKeyHash: null });
    expect(gone?.shippingAddress).toEqual({ state: "Karnataka", country: "India" });
    // amounts, number and state stay for the stock and sales records
    expect(gone).toMatchObject({ number: abandoned.number, totalAmount: 50000, orderStatus: "cancelled" });
    expect(await shop.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, abandonedEmail))).toHaveLength(0);

    for (const kept of [recent, paid, confirmed, invoiced, delivered, membersOrder]) {
      const row = await read(kept.id);
      expect(row?.email, kept.email).toBe(kept.email);
      expect(row?.firstName).toBe("Asha");
    }

    // a second round finds nothing more to do
    const again = await runPrivacyRetention(shop.ctx, new Date(Date.now() + days(400)));
    expect(again.anonymised).toBe(0);
  });

  test("the retention is a setting of at least 365 days (DPDP r.8(3)); a bad value is refused and nothing changed", async () => {
    for (const bad of [0, -3, 30, 364, 3651, "soon", 400.5]) {
      const response = await put({ privacy: { guestCheckoutRetentionDays: bad } });
      expect(response.status, String(bad)).toBe(400);
    }
    const settings = await (
      await shop.api("/api/admin/settings", from(uniqueIp(), "GET", undefined, adminCookie))
    ).json();
    expect(settings.privacy.guestCheckoutRetentionDays).toBe(365);
  });

  test("one instance at a time: a round while another holds the lease does nothing", async () => {
    const email = uniqueEmail("leased");
    const order = await cancelledGuestCheckout(email, 0);
    const later = new Date(Date.now() + days(400));
    const [first, second] = await Promise.all([
      runPrivacyRetention(shop.ctx, later, "instance-a"),
      runPrivacyRetention(shop.ctx, later, "instance-b"),
    ]);
    expect([first.ran, second.ran].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect((await read(order.id))?.email).toBe("");
  });
});

describe("audit log retention", () => {
  test("rows older than the retention go, younger ones stay; the setting cannot go below 365 days", async () => {
    expect((await put({ privacy: { auditLogRetentionDays: 364 } })).status).toBe(400);
    expect((await put({ privacy: { auditLogRetentionDays: 365 } })).status).toBe(200);
    const [old, young] = await shop.ctx.db
      .insert(auditLog)
      .values([
        {
          actorId: adminId,
          actorEmail: "a@x.test",
          action: "view",
          subjectKind: "order",
          subjectId: "old",
          ip: "1.1.1.1",
          at: new Date(Date.now() - days(400)),
        },
        {
          actorId: adminId,
          actorEmail: "a@x.test",
          action: "view",
          subjectKind: "order",
          subjectId: "young",
          ip: "1.1.1.1",
          at: new Date(Date.now() - days(300)),
        },
      ])
      .returning();
    const round = await runPrivacyRetention(shop.ctx, new Date());
    expect(round.auditPurged).toBeGreaterThanOrEqual(1);
    const left = await shop.ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [old?.id ?? "", young?.id ?? ""]));
    expect(left.map((row) => row.id)).toEqual([young?.id]);
  });
});

describe("gift card purchases never paid (decision 0062)", () => {
  test("past the retention they lose the buyer's and recipient's details; paid cards and recent attempts are kept", async () => {
    expect((await put({ privacy: { guestCheckoutRetentionDays: 365 } })).status).toBe(200);
    const card = (status: "pending_payment" | "active", buyerEmail: string) =>
      shop.ctx.db
        .insert(giftCards)
        .values({
          status,
          source: "purchase",
          amount: 100_000,
          balance: status === "active" ? 100_000 : 0,
          buyerName: "Asha Rao",
          buyerEmail,
          recipientName: "Priya",
          recipientEmail: uniqueEmail("friend"),
          message: "For you",
          sendOn: "2026-11-01",
          ...(status === "active" ? { codeHash: crypto.randomUUID(), last4: "7KQ2" } : {}),
        })
        .returning()
        .then((rows) => rows[0] as typeof giftCards.$inferSelect);
    const unpaid = await card("pending_payment", uniqueEmail("unpaid-card"));
    const paid = await card("active", uniqueEmail("paid-card"));
    const readCard = async (id: string) => (await shop.ctx.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];

    await runPrivacyRetention(shop.ctx, new Date(Date.now() + days(364)));
    expect((await readCard(unpaid.id))?.buyerEmail).toBe(unpaid.buyerEmail);

    const round = await runPrivacyRetention(shop.ctx, new Date(Date.now() + days(400)));
    expect(round.giftCardsForgotten).toBeGreaterThanOrEqual(1);
    expect(await readCard(unpaid.id)).toMatchObject({
      buyerEmail: "",
      buyerName: "Erased customer",
      recipientEmail: "",
      message: null,
      number: unpaid.number,
      amount: 100_000,
      status: "pending_payment",
    });
    expect(await readCard(paid.id)).toMatchObject({ buyerEmail: paid.buyerEmail, recipientEmail: paid.recipientEmail });
    expect((await runPrivacyRetention(shop.ctx, new Date(Date.now() + days(400)))).giftCardsForgotten).toBe(0);
  });
});
