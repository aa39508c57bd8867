// Refunds through HTTP against a real database and Razorpay's stand-in: a line refund to the paisa
// with its credit note, goodwill refunds under concurrency and replay, the refund webhooks (twice,
// failed), a COD order's UPI payout, store credit, and the refusals (not an admin, bad input).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { coupons, orderItems, orders, refunds, storeCreditEntries } from "../../db/schema.ts";
import {
  address,
  type Member,
  type MoneyTestShop,
  type OrderLine,
  startMoneyTestShop,
} from "../../testing/money-shop.ts";
import { refundLines } from "./service.ts";
import { creditStoreCredit, debitStoreCredit, storeCreditBalance } from "./store-credit.ts";

let shop: MoneyTestShop;
let member: Member;

beforeAll(async () => {
  shop = await startMoneyTestShop();
  member = await shop.member();
});
afterAll(async () => {
  await shop?.close();
});

/** An order of the member's, paid online through the stand-in's checkout; answers its id. */
const paidOrder = (lines: OrderLine[], coupon?: string) => shop.paidOrder(member, lines, { coupon });

async function refundsOf(orderId: string) {
  return shop.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

const lastStandInRefund = () => shop.razorpay.refunds.at(-1)?.id ?? "";

describe("a line refund", () => {
  test("refunds 1 of 3 lines with a coupon to the paisa, and its credit note covers exactly that line", async () => {
    // the worked example of core/pricing.test.ts: A ₹499 × 2 gift-wrapped, B ₹1,250, C ₹333 × 3,
    // 10% off capped at ₹300: B paid ₹1,250 − ₹115.49 = ₹1,134.51
    const code = `RF${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
    await shop.ctx.db
      .insert(coupons)
      .values({ code, discountPercent: 10, maxDiscount: 30_000, expiryDate: "2030-12-31", oneTimePerUser: false });
    const [a, b, c] = [
      await shop.variantAt(499),
      await shop.variantAt(1250, { gstRate: 300 }),
      await shop.variantAt(333),
    ];
    const orderId = await paidOrder(
      [
        { ...(a as OrderLine), quantity: 2, giftWrap: true },
        { ...(b as OrderLine), quantity: 1 },
        { ...(c as OrderLine), quantity: 3 },
      ],
      code,
    );
    const [order] = await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ itemsTotal: 324_700, discount: 30_000, giftWrap: 10_000, totalAmount: 304_700 });
    await shop.moveTo(orderId, "shipped", "delivered");
    const [lineB] = await shop.ctx.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(sql`${orderItems.orderId} = ${orderId} and ${orderItems.variantId} = ${b?.variant}`);

    const outcome = await refundLines(shop.ctx, {
      orderId,
      lines: [{ orderItemId: lineB?.id ?? "", quantity: 1 }],
      to: "source",
      reason: "Returned: chipped",
      returnId: crypto.randomUUID(),
      idempotencyKey: "return-1-refund",
      actorId: null,
    });
    expect(outcome.refund).toMatchObject({ amount: 1134.51, status: "pending", refundTo: "source" });
    expect(outcome.refund.lines).toEqual([{ orderItemId: lineB?.id, quantity: 1, amount: 1134.51 }]);
    expect(shop.razorpay.refunds.at(-1)).toMatchObject({ amount: 113_451, payment_id: order?.transactionId });

    // the provider's final word comes by webhook; then the credit note is issued
    const eventId = `evt_${crypto.randomBytes(6).toString("hex")}`;
    const processed = await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", lastStandInRefund(), eventId);
    expect(processed.status).toBe(200);
    const list = await (
      await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, shop.adminCookie)
    ).json();
    expect(list).toMatchObject({ paid: 3047, refunded: 1134.51, refundable: 1912.49 });
    const [refund] = list.refunds;
    expect(refund.status).toBe("processed");
    expect(refund.creditNote?.number).toMatch(/\//);

    const note = await shop.call(
      "GET",
      `/api/orders/${orderId}/credit-notes/${refund.creditNote.id}`,
      undefined,
      member.cookie,
    );
    expect(note.status).toBe(200);
    const document = await note.json();
    // ₹1,134.51 at 3%: taxable 1134.51 ÷ 1.03 = 1101.466 → ₹1,101.47, tax ₹33.04
    expect(document.lines).toHaveLength(1);
    expect(document.lines[0]).toMatchObject({ quantity: 1, taxableValue: 1101.47, total: 1134.51 });
    expect(document.totals).toMatchObject({ taxableValue: 1101.47, total: 1134.51 });
    expect(document.invoice?.number).toBeTruthy();
    const pdf = await shop.call(
      "GET",
      `/api/orders/${orderId}/credit-notes/${refund.creditNote.id}.pdf`,
      undefined,
      member.cookie,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // the same webhook again changes nothing
    const again = await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", lastStandInRefund(), eventId);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const notes = await shop.ctx.db.execute(
      sql`select count(*)::int as n from tax_documents where order_id = ${orderId} and kind = 'credit_note'`,
    );
    expect(notes.rows[0]).toEqual({ n: 1 });

    // more units than are left of the line: 400, nothing written
    await expect(
      refundLines(shop.ctx, {
        orderId,
        lines: [{ orderItemId: lineB?.id ?? "", quantity: 1 }],
        to: "source",
        reason: "Again",
        idempotencyKey: "return-1-again",
        actorId: null,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await refundsOf(orderId)).toHaveLength(1);

    // the whole order returned afterwards: its credit note covers what is left, not B again
    await shop.moveTo(orderId, "returned");
    const whole = await (await shop.call("GET", `/api/orders/${orderId}/credit-note`, undefined, member.cookie)).json();
    expect(whole.totals.total).toBe(3047 - 1134.51);
  });
});

describe("goodwill refunds", () => {
  test("two admins at once: one 201, one 409 naming what is still refundable", async () => {
    const orderId = await paidOrder([{ ...(await shop.variantAt(1000)), quantity: 1 }]);
    const [first, second] = await Promise.all([
      shop.goodwill(orderId, { amount: 600, reason: "Late delivery" }),
      shop.goodwill(orderId, { amount: 600, reason: "Late delivery" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = (await (first.status === 409 ? first : second).json()) as {
      error: { message: string };
      refundable: number;
    };
    // ₹1,000 paid (shipping free from ₹699), ₹600 refunded: ₹400 left
    expect(refused.refundable).toBe(40_000);
    expect(refused.error.message).toBe("Only ₹400 can still be refunded on this order.");
    const kept = await refundsOf(orderId);
    expect(kept.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(100_000);
    expect(kept).toHaveLength(1);
  });

  test("the same Idempotency-Key answers the same refund; nothing is refunded twice", async () => {
    const orderId = await paidOrder([{ ...(await shop.variantAt(800)), quantity: 1 }]);
    const headers = { "idempotency-key": `goodwill-${crypto.randomUUID()}` };
    const before = shop.razorpay.calls.refund;
    const first = await shop.goodwill(orderId, { amount: 100, reason: "Sorry for the wait" }, headers);
    const replay = await shop.goodwill(orderId, { amount: 100, reason: "Sorry for the wait" }, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    const [a, b] = [await first.json(), await replay.json()];
    expect(b.refund._id).toBe(a.refund._id);
    expect(shop.razorpay.calls.refund - before).toBe(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    // the same key with another body is refused
    expect((await shop.goodwill(orderId, { amount: 150, reason: "Sorry for the wait" }, headers)).status).toBe(409);
  });

  test("refund.failed marks it failed and frees the amount to refund again", async () => {
    const orderId = await paidOrder([{ ...(await shop.variantAt(700)), quantity: 1 }]);
    // ₹700 is free shipping: ₹700 paid
    const all = await shop.goodwill(orderId, { amount: 700, reason: "Damaged in transit" });
    expect(all.status).toBe(201);
    const { refund } = await all.json();
    const more = await shop.goodwill(orderId, { amount: 1, reason: "One more rupee" });
    expect(more.status).toBe(409);
    expect((await more.json()).refundable).toBe(0);

    const failed = await shop.razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId);
    expect(failed.status).toBe(200);
    const list = await (
      await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, shop.adminCookie)
    ).json();
    expect(list.refunds[0]).toMatchObject({ status: "failed", creditNote: null });
    expect(list.refundable).toBe(700);
    // a late processed event for a failed refund changes nothing
    await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", refund.providerRefundId);
    expect((await refundsOf(orderId))[0]?.status).toBe("failed");
    expect((await shop.goodwill(orderId, { amount: 700, reason: "Damaged in transit" })).status).toBe(201);
  });

  test("a shopper gets 403, a visitor 401; bad input is 400 and changes nothing", async () => {
    const orderId = await paidOrder([{ ...(await shop.variantAt(900)), quantity: 1 }]);
    expect((await shop.goodwill(orderId, { amount: 10, reason: "Mine" }, {}, member.cookie)).status).toBe(403);
    expect((await shop.call("POST", `/api/admin/orders/${orderId}/refunds`, { amount: 10, reason: "x" })).status).toBe(
      401,
    );
    expect((await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, member.cookie)).status).toBe(403);
    for (const body of [
      { amount: -5, reason: "Negative" },
      { amount: "10", reason: "Text amount" },
      { amount: 10.001, reason: "A tenth of a paisa" },
      { amount: 10 },
      { amount: 10, reason: "To UPI", refundTo: "upi" },
      { amount: 10, reason: "To UPI", refundTo: "upi", upiId: "not a upi id" },
      { amount: 10, reason: "Nowhere", refundTo: "bank" },
    ]) {
      const refused = await shop.goodwill(orderId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await shop.goodwill(crypto.randomUUID(), { amount: 10, reason: "No order" })).status).toBe(404);
    expect(await refundsOf(orderId)).toHaveLength(0);
  });
});

describe("cash on delivery", () => {
  test("a UPI refund is a payout the admin marks done with its UTR", async () => {
    const placed = await shop.call(
      "POST",
      "/api/userorder/placeorder",
      {
        orderItems: [{ ...(await shop.variantAt(1200)), quantity: 1 }],
        shippingAddress: address,
        paymentMethod: "COD",
      },
      member.cookie,
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderId = (await placed.json()).order._id as string;
    // not collected yet: nothing to refund
    const early = await shop.goodwill(orderId, { amount: 100, reason: "Early", refundTo: "upi", upiId: "asha@okaxis" });
    expect(early.status).toBe(409);
    await shop.moveTo(orderId, "processing", "shipped", "delivered");
    const made = await shop.goodwill(orderId, {
      amount: 200,
      reason: "Scratched box",
      refundTo: "upi",
      upiId: "asha@okaxis",
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { refund } = await made.json();
    expect(refund).toMatchObject({
      status: "pending",
      payoutStatus: "pending",
      upiId: "asha@okaxis",
      creditNote: null,
    });
    // a goodwill refund to source is refused: it was not paid online
    expect((await shop.goodwill(orderId, { amount: 10, reason: "To card", refundTo: "source" })).status).toBe(400);

    const payout = (utr: string, cookie = shop.adminCookie) =>
      shop.call("POST", `/api/admin/refunds/${refund._id}/payout`, { utr }, cookie);
    expect((await payout("12AB")).status).toBe(400);
    expect((await payout("412345678901", member.cookie)).status).toBe(403);
    expect((await refundsOf(orderId))[0]).toMatchObject({ payoutStatus: "pending", utr: null });
    const done = await payout("412345678901");
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await done.json()).refund).toMatchObject({
      status: "processed",
      payoutStatus: "done",
      utr: "412345678901",
    });
    expect((await payout("412345678902")).status).toBe(409);
    // shipped, so invoiced: the ₹200 is credited as a reduction of value over the invoice's line
    const list = await (
      await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, shop.adminCookie)
    ).json();
    expect(list.refunds[0].creditNote).not.toBeNull();
  });
});

describe("store credit", () => {
  test("a refund to store credit shows in My Account; spent twice at once, it is spent once", async () => {
    const orderId = await paidOrder([{ ...(await shop.variantAt(750)), quantity: 1 }]);
    const before = await storeCreditBalance(shop.ctx.db, member.id);
    const made = await shop.goodwill(orderId, { amount: 250, reason: "Goodwill", refundTo: "store_credit" });
    expect(made.status).toBe(201);
    expect((await made.json()).refund.status).toBe("processed");
    const mine = await shop.call("GET", "/api/me/store-credit", undefined, member.cookie);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    const answer = await mine.json();
    expect(answer.balance * 100).toBe(before + 25_000);
    expect(answer.entries[0]).toMatchObject({ amount: 250, kind: "refund" });
    expect((await shop.call("GET", "/api/me/store-credit")).status).toBe(401);

    const balance = await storeCreditBalance(shop.ctx.db, member.id);
    const spend = () =>
      shop.ctx.db.transaction((tx) =>
        debitStoreCredit(tx, { userId: member.id, amount: balance, kind: "spent", note: "A test spend" }),
      );
    const results = await Promise.all([spend(), spend()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(0);
    const [ledger] = (
      await shop.ctx.db.execute<{ sum: string }>(
        sql`select coalesce(sum(amount), 0) as sum from ${storeCreditEntries} where user_id = ${member.id}`,
      )
    ).rows;
    expect(Number(ledger?.sum)).toBe(0);
  });

  test("pays part of an order at checkout: the provider charges the rest; cancelled unpaid, the credit comes back", async () => {
    await shop.ctx.db.transaction((tx) =>
      creditStoreCredit(tx, { userId: member.id, amount: 30_000, kind: "adjustment", note: "A test credit" }),
    );
    const before = await storeCreditBalance(shop.ctx.db, member.id);
    const line = { ...(await shop.variantAt(900)), quantity: 1 };
    const { amount, orderId } = await shop.startOnline(member, [line], { useStoreCredit: true });
    // ₹900 less the ₹300 of credit (and any left from other tests, up to ₹899)
    const used = Math.min(before, 90_000 - 100);
    expect(amount).toBe(90_000 - used);
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ totalAmount: 90_000, storeCredit: used });
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(before - used);

    const abandoned = await shop.call("POST", "/api/payment/abandon", { orderId }, member.cookie);
    expect(abandoned.status, await abandoned.clone().text()).toBe(200);
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(before);
    // a second cancellation path gives nothing twice
    const again = await shop.call("POST", "/api/payment/abandon", { orderId }, member.cookie);
    expect(again.status).toBe(200);
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(before);
  });

  test("two orders spending the same credit at once take it once", async () => {
    const balance = await storeCreditBalance(shop.ctx.db, member.id);
    expect(balance).toBeGreaterThan(0);
    const place = async () =>
      shop.call(
        "POST",
        "/api/userorder/placeorder",
        {
          orderItems: [{ ...(await shop.variantAt(2000)), quantity: 1 }],
          shippingAddress: address,
          paymentMethod: "COD",
          useStoreCredit: true,
        },
        member.cookie,
      );
    const answers = await Promise.all([place(), place()]);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const ids = await Promise.all(placed.map(async (answer) => (await answer.json()).order._id as string));
    const rows = await Promise.all(
      ids.map(async (id) => (await shop.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]),
    );
    expect(rows.reduce((sum, row) => sum + (row?.storeCredit ?? 0), 0)).toBe(balance);
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(0);
  });
});
