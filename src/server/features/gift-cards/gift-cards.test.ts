// Gift cards through HTTP against a real database and Razorpay's stand-in (decision 0062): bought
// through a payment link (the buyer's signed return and the webhook, each once), sent on its day with
// a code kept only as a hash, spent at checkout alone or with an online payment, never twice at once
// and never below zero, given back to the card when the order is cancelled or refunded, checked on a
// rate-limited balance page, issued and disabled by the admin; no order, invoice or GSTR-1 row for a sale.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { giftCards, mailOutbox, moneyEntries, orders, settlementItems, storeCreditEntries } from "../../db/schema.ts";
import { uniqueEmail } from "../../testing/accounts.ts";
import { address, type MoneyTestShop, type OrderLine, startMoneyTestShop } from "../../testing/money-shop.ts";
import { settlementRound } from "../money/settlements.ts";
import { giftCardRound } from "./jobs.ts";

let shop: MoneyTestShop;

beforeAll(async () => {
  shop = await startMoneyTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Buys a card as a guest: answers the card's id and the stand-in's payment link. */
async function buy(amount: number, recipientEmail = uniqueEmail("friend"), sendOn = today()) {
  const answer = await shop.call("POST", "/api/gift-cards", {
    amount,
    recipientName: "Priya",
    recipientEmail,
    message: "Happy Diwali! ✨",
    sendOn,
    buyerName: "Asha Rao",
    buyerEmail: uniqueEmail("buyer"),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const body = (await answer.json()) as { id: string; number: number; amount: number; payUrl: string };
  const link = shop.razorpay.paymentLinks.at(-1);
  expect(link?.short_url).toBe(body.payUrl);
  return { ...body, linkId: link?.id ?? "", recipientEmail };
}

/** The buyer back from Razorpay's hosted page with its signed fields. */
async function returnFrom(linkId: string) {
  const query = new URLSearchParams(shop.razorpay.linkCallback(linkId));
  return shop.call("GET", `/api/gift-cards/paid?${query}`);
}

/** The code in the recipient's mail (the only place it is written in full). */
async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await shop.ctx.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${email} and ${mailOutbox.template} = 'gift-card'`);
  const code = /with this code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no gift card mailed to ${email}`);
  return code;
}

/** A paid card sent today: its id and code. */
async function sentCard(amount: number) {
  const card = await buy(amount);
  expect((await returnFrom(card.linkId)).status).toBe(200);
  return { ...card, code: await codeMailedTo(card.recipientEmail) };
}

async function cardRow(id: string) {
  const [row] = await shop.ctx.db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw new Error("no card");
  return row;
}

/** An online order placed by a guest with a gift card's code: the raw answer. */
function orderWith(lines: OrderLine[], code: string | undefined, email = uniqueEmail("recipient")) {
  return shop.call("POST", "/api/payment/create-order", {
    orderItems: lines,
    shippingAddress: address,
    guestUser: { firstName: "Priya", lastName: "Nair", email, phone: "9829012345" },
    paymentMethod: "UPI",
    ...(code ? { giftCardCode: code } : {}),
  });
}

const check = (code: string, ip?: string) =>
  shop.call("POST", "/api/gift-cards/check", { code }, undefined, ip ? { "x-forwarded-for": ip } : {});

describe("buying a card", () => {
  test("a ₹2,000 card for a friend today: paid once by the return and the webhook, sent with its code, no order or invoice", async () => {
    const ordersBefore = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const card = await buy(2000);
    const link = shop.razorpay.paymentLinks.at(-1);
    expect(link).toMatchObject({ amount: 200_000, reference_id: `giftcard_G${card.number}`, status: "created" });
    expect(link?.callback_url).toMatch(/\/gift-cards\/paid$/);
    expect((await cardRow(card.id)).status).toBe("pending_payment");

    const back = await returnFrom(card.linkId);
    expect(back.status).toBe(200);
    expect(back.headers.get("cache-control")).toBe("no-store");
    const answer = await back.json();
    expect(answer.giftCard).toMatchObject({ number: card.number, amount: 200_000, recipientName: "Priya", sent: true });
    expect(JSON.stringify(answer)).not.toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);

    // the webhook after the return, and the return again: nothing more
    expect((await shop.razorpay.payPaymentLink(shop.url, card.linkId)).status).toBe(200);
    expect((await returnFrom(card.linkId)).status).toBe(200);
    const row = await cardRow(card.id);
    expect(row).toMatchObject({ status: "active", amount: 200_000, balance: 200_000 });
    const captured = await shop.ctx.db
      .select()
      .from(moneyEntries)
      .where(eq(moneyEntries.reference, row.paymentId ?? ""));
    expect(captured).toHaveLength(1);
    expect(captured[0]).toMatchObject({ kind: "captured", channel: "online", amount: 200_000, orderId: null });

    // the code: in the recipient's mail and the buyer's copy, never in the database
    const code = await codeMailedTo(card.recipientEmail);
    const mails = await shop.ctx.db
      .select({ template: mailOutbox.template, text: mailOutbox.text })
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = ${row.buyerEmail}`);
    expect(mails.map((mail) => mail.template).sort()).toEqual(["gift-card-copy", "gift-card-paid"]);
    expect(mails.find((mail) => mail.template === "gift-card-copy")?.text).toContain(code);
    expect(mails.find((mail) => mail.template === "gift-card-paid")?.text).not.toContain(code);
    const bare = code.replaceAll("-", "");
    expect(row.last4).toBe(bare.slice(-4));
    expect(row.codeHash).not.toContain(bare);
    const dump = await shop.ctx.db.execute(sql`select row_to_json(g)::text as row from gift_cards g`);
    for (const stored of dump.rows as Array<{ row: string }>) expect(stored.row).not.toContain(bare);
    expect(row.expiresAt && row.expiresAt.getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // the ledger holds its value; a sale is no order (no invoice, no GSTR-1 row)
    const entries = await shop.ctx.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.giftCardId, card.id));
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([["issued", 200_000]]);
    const ordersAfter = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(ordersAfter[0]?.n).toBe(ordersBefore[0]?.n);

    // settled to the bank: the card's payment is the shop's (matched, its gateway fee in the ledger)
    expect(shop.razorpay.settle()).not.toBeNull();
    await settlementRound(shop.ctx);
    const [settled] = await shop.ctx.db
      .select()
      .from(settlementItems)
      .where(eq(settlementItems.entityId, row.paymentId ?? ""));
    expect(settled).toMatchObject({ matched: true });
    const fees = await shop.ctx.db
      .select()
      .from(moneyEntries)
      .where(eq(moneyEntries.reference, row.paymentId ?? ""));
    expect(fees.map((fee) => fee.kind).sort()).toEqual(["captured", "gateway_fee", "gateway_tax"]);

    const checked = await check(code.toLowerCase().replaceAll("-", " "));
    expect(checked.status).toBe(200);
    expect((await checked.json()).giftCard).toMatchObject({
      balance: 200_000,
      amount: 200_000,
      usable: true,
      message: "Happy Diwali! ✨",
    });
  });

  test("a card for a later day waits, unpaid mail only, and the job sends it on its day", async () => {
    const later = new Date(Date.now() + 330 * 60_000 + 5 * 86_400_000).toISOString().slice(0, 10);
    const card = await buy(500, uniqueEmail("later"), later);
    expect((await shop.razorpay.payPaymentLink(shop.url, card.linkId)).status).toBe(200);
    expect(await cardRow(card.id)).toMatchObject({ status: "scheduled", balance: 0, codeHash: null });
    await giftCardRound(shop.ctx, new Date());
    expect((await cardRow(card.id)).status).toBe("scheduled");
    await giftCardRound(shop.ctx, new Date(`${later}T09:00:00+05:30`));
    expect(await cardRow(card.id)).toMatchObject({ status: "active", balance: 50_000 });
    expect(await codeMailedTo(card.recipientEmail)).toMatch(/^[0-9A-Z-]{19}$/);
  });

  test("bad input is refused and writes nothing; a forged return is refused", async () => {
    const before = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(giftCards);
    const base = { recipientName: "A", recipientEmail: "a@example.test", buyerName: "B", buyerEmail: "b@example.test" };
    for (const body of [
      { ...base, amount: 100, sendOn: today() },
      { ...base, amount: 10_001, sendOn: today() },
      { ...base, amount: 1000, sendOn: "2020-01-01" },
      { ...base, amount: 1000, sendOn: "2099-01-01" },
      { ...base, amount: 1000, sendOn: today(), recipientEmail: "nope" },
      { ...base, amount: "lots", sendOn: today() },
    ]) {
      const answer = await shop.call("POST", "/api/gift-cards", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const after = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(giftCards);
    expect(after[0]?.n).toBe(before[0]?.n);

    const card = await buy(1000);
    const forged = shop.razorpay.linkCallback(card.linkId);
    forged.razorpay_signature = "0".repeat(64);
    expect((await shop.call("GET", `/api/gift-cards/paid?${new URLSearchParams(forged)}`)).status).toBe(400);
    expect((await cardRow(card.id)).status).toBe("pending_payment");
  });
});

describe("spending a card", () => {
  test("the friend spends ₹1,499 of ₹2,000 and sees ₹501 left: paid in full by the card, no online payment", async () => {
    const card = await sentCard(2000);
    const item = await shop.variantAt(1499);
    const placed = await orderWith([{ ...item, quantity: 1 }], card.code);
    expect(placed.status, await placed.clone().text()).toBe(200);
    const answer = await placed.json();
    expect(answer).toMatchObject({ paidInFull: true });
    const order = await shop.orderRow(answer.orderId);
    expect(order).toMatchObject({
      orderStatus: "processing",
      paymentStatus: "paid",
      totalAmount: 149_900,
      storeCredit: 149_900,
      giftCard: 149_900,
      giftCardId: card.id,
    });
    expect(order.number).not.toBeNull();
    expect((await cardRow(card.id)).balance).toBe(50_100);
    expect((await (await check(card.code)).json()).giftCard.balance).toBe(50_100);
    // the confirmation mail names the card's part
    const [mail] = await shop.ctx.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = ${order.email} and ${mailOutbox.template} = 'order-confirmation'`);
    expect(mail?.text).toMatch(/Gift card\s*[:\-−]?\s*−?₹1,499/);

    // the order cancelled: the whole spend back on the card, once
    const cancelled = await shop.call(
      "PUT",
      `/api/order/updateStatus/${order.id}`,
      { status: "cancelled" },
      shop.adminCookie,
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await cardRow(card.id)).balance).toBe(200_000);
    const entries = await shop.ctx.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.giftCardId, card.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["issued", "spend_reversed", "spent"]);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(200_000);
  });

  test("a ₹500 card with online payment for the rest; a refund goes back to the card first; never below zero", async () => {
    const card = await sentCard(500);
    const item = await shop.variantAt(1250);
    const placed = await orderWith([{ ...item, quantity: 1 }], card.code);
    expect(placed.status).toBe(200);
    const started = await placed.json();
    expect(started.amount).toBe(125_000 - 50_000);
    const paid = await shop.call("POST", "/api/payment/verify-payment", shop.razorpay.pay(started.id));
    expect(paid.status).toBe(200);
    expect(await shop.orderRow(started.orderId)).toMatchObject({
      giftCard: 50_000,
      storeCredit: 50_000,
      paymentStatus: "paid",
    });
    expect((await cardRow(card.id)).balance).toBe(0);

    // an empty card pays nothing and says so
    const again = await orderWith([{ ...item, quantity: 1 }], card.code);
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields.giftCardCode).toBe("This gift card has no balance left.");

    // delivered, then ₹600 back as goodwill: ₹500 to the card at once, ₹100 to the payment
    await shop.moveTo(started.orderId, "shipped", "delivered");
    const refund = await shop.goodwill(
      started.orderId,
      { amount: 600, reason: "Late delivery" },
      { "idempotency-key": "gift-card-goodwill-1" },
    );
    expect(refund.status, await refund.clone().text()).toBe(201);
    expect((await cardRow(card.id)).balance).toBe(50_000);
    expect(shop.razorpay.refunds.at(-1)).toMatchObject({ amount: 10_000 });
    const [row] = await shop.ctx.db
      .execute(sql`select amount, gift_card_amount from refunds where order_id = ${started.orderId}`)
      .then((result) => result.rows as Array<{ amount: number; gift_card_amount: number }>);
    expect(row).toMatchObject({ amount: 60_000, gift_card_amount: 50_000 });
  });

  test("a card spent by two orders at once pays one of them; the other is refused and writes nothing", async () => {
    const card = await sentCard(1000);
    const item = await shop.variantAt(1200);
    const before = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const answers = await Promise.all([0, 1].map(() => orderWith([{ ...item, quantity: 1 }], card.code)));
    const statuses = answers.map((answer) => answer.status).sort();
    // the loser finds the card taken under it (409) or, when the first had committed, empty (400)
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    expect((await cardRow(card.id)).balance).toBe(0);
    const spent = await shop.ctx.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.giftCardId, card.id));
    expect(spent.map((entry) => entry.amount).sort()).toEqual([-100_000, 100_000]);
    const after = await shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  test("a wrong code, a disabled card: refused at checkout with the reason", async () => {
    const item = await shop.variantAt(300);
    const wrong = await orderWith([{ ...item, quantity: 1 }], "ABCD-EFGH-JKMN-PQRS");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.giftCardCode).toBe(
      "This gift card code is not valid. Check it and try again.",
    );
    const malformed = await orderWith([{ ...item, quantity: 1 }], "short");
    expect(malformed.status).toBe(400);

    const card = await sentCard(500);
    const disabled = await shop.call(
      "POST",
      `/api/admin/gift-cards/${card.id}/disable`,
      { reason: "Reported stolen" },
      shop.adminCookie,
    );
    expect(disabled.status).toBe(200);
    const refused = await orderWith([{ ...item, quantity: 1 }], card.code);
    expect((await refused.json()).error.fields.giftCardCode).toBe(
      "This gift card has been disabled. Please contact us.",
    );
    expect((await cardRow(card.id)).balance).toBe(50_000);
    expect((await shop.call("POST", `/api/admin/gift-cards/${card.id}/enable`, {}, shop.adminCookie)).status).toBe(200);
    expect((await orderWith([{ ...item, quantity: 1 }], card.code)).status).toBe(200);
  });
});

describe("the balance check and the admin", () => {
  test("codes cannot be guessed: the check is rate-limited per address", async () => {
    const ip = "10.77.0.1";
    const answers: number[] = [];
    for (let attempt = 0; attempt < 62; attempt++) answers.push((await check("ZZZZ-ZZZZ-ZZZZ-ZZZZ", ip)).status);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers.slice(60)).toEqual([429, 429]);
  });

  test("the admin issues a goodwill card, sees it masked with its ledger; a shopper cannot", async () => {
    const email = uniqueEmail("goodwill");
    const issued = await shop.call(
      "POST",
      "/api/admin/gift-cards",
      { amount: 750, recipientName: "Ravi", recipientEmail: email, message: null, reason: "Parcel arrived late" },
      shop.adminCookie,
    );
    expect(issued.status, await issued.clone().text()).toBe(201);
    const { giftCard } = await issued.json();
    const code = await codeMailedTo(email);
    expect(giftCard).toMatchObject({ status: "active", amount: 75_000, balance: 75_000, source: "goodwill" });
    expect(giftCard.code).toBe(`•••• ${code.slice(-4)}`);

    const one = await shop.call("GET", `/api/admin/gift-cards/${giftCard.id}`, undefined, shop.adminCookie);
    expect(JSON.stringify(await one.clone().json())).not.toContain(code.replaceAll("-", "").slice(0, 8));
    expect((await one.json()).ledger).toMatchObject([{ kind: "issued", amount: 75_000 }]);
    const list = await shop.call("GET", `/api/admin/gift-cards?last4=${code.slice(-4)}`, undefined, shop.adminCookie);
    expect((await list.json()).giftCards.map((card: { id: string }) => card.id)).toContain(giftCard.id);

    const member = await shop.member();
    for (const [method, path] of [
      ["GET", "/api/admin/gift-cards"],
      ["GET", `/api/admin/gift-cards/${giftCard.id}`],
      ["POST", "/api/admin/gift-cards"],
      ["POST", `/api/admin/gift-cards/${giftCard.id}/disable`],
    ] as const) {
      expect((await shop.call(method, path, method === "POST" ? {} : undefined, member.cookie)).status).toBe(403);
      expect((await shop.call(method, path, method === "POST" ? {} : undefined)).status).toBe(401);
    }
    const over = await shop.call(
      "POST",
      "/api/admin/gift-cards",
      { amount: 50_000, recipientName: "Ravi", recipientEmail: email, reason: "Too generous" },
      shop.adminCookie,
    );
    expect(over.status).toBe(400);
  });
});
