// A cancelled order gives its money back (issue 31 point 1), through HTTP against a real database and
// Razorpay's stand-in: the shopper's and the admin's cancel refund what was captured to the paisa,
// once (a double cancel, two cancels racing); store credit spent goes back to the ledger; an earlier
// partial refund is not refunded again; Razorpay refusing leaves a failed refund the admin retries;
// Razorpay down leaves it unsent until the housekeeping round sends it; the money ledger and the
// shopper's mail say the same amounts.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, moneyEntries, refunds } from "../../db/schema.ts";
import { type Member, type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";
import { houseKeep } from "../orders/housekeeping.ts";
import { storeCreditBalance } from "./store-credit.ts";

let shop: MoneyTestShop;
let member: Member;

beforeAll(async () => {
  shop = await startMoneyTestShop();
  member = await shop.member();
});
afterAll(async () => {
  await shop?.close();
});

const refundsOf = (orderId: string) => shop.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const standInRefundsOf = (paymentId: string | null) =>
  shop.razorpay.refunds.filter((refund) => refund.payment_id === paymentId);
const ledgerOf = (orderId: string) =>
  shop.ctx.db
    .select({ kind: moneyEntries.kind, channel: moneyEntries.channel, amount: moneyEntries.amount })
    .from(moneyEntries)
    .where(eq(moneyEntries.orderId, orderId));
const cancelMails = (email: string) =>
  shop.ctx.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "order-cancelled")));

const cancelAsShopper = (buyer: Member, orderId: string) =>
  shop.call("POST", `/api/userorder/${orderId}/cancel`, {}, buyer.cookie);
const cancelAsAdmin = (orderId: string) =>
  shop.call("PUT", `/api/order/updateStatus/${orderId}`, { status: "cancelled" }, shop.adminCookie);

async function orderAt(price: number, buyer = member, options: { useStoreCredit?: boolean } = {}) {
  const line = await shop.variantAt(price);
  return shop.paidOrder(buyer, [{ ...line, quantity: 1 }], options);
}

describe("cancelling a paid order", () => {
  test("by its shopper refunds the capture to the paisa at once, mails where it goes, and the ledger shows both", async () => {
    const orderId = await orderAt(899);
    const paid = await shop.orderRow(orderId);
    const answer = await cancelAsShopper(member, orderId);
    expect(answer.status, await answer.clone().text()).toBe(200);

    const made = standInRefundsOf(paid.transactionId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: paid.totalAmount, notes: { orderId } });
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({
      amount: paid.totalAmount,
      destination: "source",
      status: "pending",
      idempotencyKey: "cancellation",
      providerRefundId: made[0]?.id,
    });
    expect(await shop.orderRow(orderId)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });

    const mails = await cancelMails(member.email);
    const mail = mails.find((entry) => entry.subject.includes(`#${paid.number}`));
    // how much, where (the UPI account the stand-in's payment came from) and when (the settings' days)
    expect(mail?.text).toContain(
      "₹899 goes back to your UPI account shopper@okstandin; it usually arrives in 1 to 3 working days.",
    );

    // the admin's refunds panel shows it
    const panel = await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, shop.adminCookie);
    const body = (await panel.json()) as { paid: number; refunded: number; refunds: Array<{ status: string }> };
    expect(body).toMatchObject({ paid: 899, refunded: 899, refunds: [{ status: "pending" }] });

    // Razorpay's webhook finishes it; the ledger holds the capture and the refund, once each
    const processed = await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", made[0]?.id ?? "");
    expect(processed.status).toBe(200);
    expect((await refundsOf(orderId))[0]?.status).toBe("processed");
    expect(await ledgerOf(orderId)).toEqual(
      expect.arrayContaining([
        { kind: "captured", channel: "online", amount: 89_900 },
        { kind: "refunded", channel: "online", amount: 89_900 },
      ]),
    );
    expect(await ledgerOf(orderId)).toHaveLength(2);
  });

  test("by the admin refunds it the same way; a second cancel is a 409 and refunds nothing more", async () => {
    const orderId = await orderAt(1250);
    const paid = await shop.orderRow(orderId);
    expect((await cancelAsAdmin(orderId)).status).toBe(200);
    expect((await cancelAsAdmin(orderId)).status).toBe(409);
    expect((await cancelAsShopper(member, orderId)).status).toBe(409);
    expect(standInRefundsOf(paid.transactionId)).toHaveLength(1);
    const rows = await refundsOf(orderId);
    expect(rows.map((row) => row.amount)).toEqual([125_000]);
    const mails = (await cancelMails(member.email)).filter((mail) => mail.subject.includes(`#${paid.number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("has been cancelled");
  });

  test("two cancels racing (shopper and admin) make one refund", async () => {
    const orderId = await orderAt(640);
    const paid = await shop.orderRow(orderId);
    const answers = await Promise.all([cancelAsShopper(member, orderId), cancelAsAdmin(orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(standInRefundsOf(paid.transactionId)).toHaveLength(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  test("gives the store credit it spent back to the ledger and refunds only what Razorpay captured", async () => {
    const buyer = await shop.member({ storeCredit: 20_000 });
    const orderId = await orderAt(700, buyer, { useStoreCredit: true });
    const paid = await shop.orderRow(orderId);
    expect(paid.storeCredit).toBe(20_000);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(0);
    expect((await cancelAsShopper(buyer, orderId)).status).toBe(200);
    expect(standInRefundsOf(paid.transactionId).map((refund) => refund.amount)).toEqual([paid.totalAmount - 20_000]);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(20_000);
    const [mail] = await cancelMails(buyer.email);
    expect(mail?.text).toContain("₹200 is back in your store credit balance now, ready for your next order.");
    expect(await shop.orderRow(orderId)).toMatchObject({ paymentStatus: "refunded" });
  });

  test("after a partial refund, gives back only what is left", async () => {
    const orderId = await orderAt(1000);
    const paid = await shop.orderRow(orderId);
    const goodwill = await shop.goodwill(orderId, { amount: 150, reason: "Chipped box", refundTo: "source" });
    expect(goodwill.status, await goodwill.clone().text()).toBe(201);
    expect((await cancelAsAdmin(orderId)).status).toBe(200);
    expect(standInRefundsOf(paid.transactionId).map((refund) => refund.amount)).toEqual([15_000, 85_000]);
    expect(await shop.orderRow(orderId)).toMatchObject({ paymentStatus: "refunded" });
  });

  test("an unpaid cash-on-delivery order cancelled refunds nothing and says so", async () => {
    const calls = shop.razorpay.calls.refund;
    const orderId = await shop.codOrder(member, [{ ...(await shop.variantAt(450)), quantity: 1 }]);
    const { number } = await shop.orderRow(orderId);
    expect((await cancelAsAdmin(orderId)).status).toBe(200);
    expect(shop.razorpay.calls.refund).toBe(calls);
    expect(await refundsOf(orderId)).toHaveLength(0);
    const mail = (await cancelMails(member.email)).find((entry) => entry.subject.includes(`#${number}`));
    expect(mail?.text).toContain("No payment was taken for it, so nothing needs to be refunded.");
  });

  test("a delivered cash-on-delivery order's cash is collected by the courier, in the ledger once", async () => {
    const orderId = await shop.deliveredOrder(member, [{ ...(await shop.variantAt(990)), quantity: 1 }], {
      payment: "COD",
    });
    const order = await shop.orderRow(orderId);
    expect(order.paymentStatus).toBe("collected");
    expect(await ledgerOf(orderId)).toEqual([
      { kind: "cod_collected", channel: "cod", amount: order.totalAmount - order.storeCredit },
    ]);
  });
});

describe("a cancellation's refund that does not go through", () => {
  test("refused by Razorpay: failed with its reason on the refunds panel; the admin's retry refunds it once", async () => {
    const orderId = await orderAt(560);
    const paid = await shop.orderRow(orderId);
    shop.razorpay.refuseRefundsOf.add(paid.transactionId ?? "");
    expect((await cancelAsShopper(member, orderId)).status).toBe(200);
    const [failed] = await refundsOf(orderId);
    expect(failed).toMatchObject({ status: "failed", failureReason: "The payment has been fully refunded already" });
    expect(await shop.orderRow(orderId)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "paid" });
    const panel = (await (
      await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, shop.adminCookie)
    ).json()) as { refundable: number; refunds: Array<{ status: string }> };
    expect(panel).toMatchObject({ refundable: paid.totalAmount / 100, refunds: [{ status: "failed" }] });

    shop.razorpay.refuseRefundsOf.delete(paid.transactionId ?? "");
    const retry = () =>
      shop.call("POST", `/api/admin/refunds/${failed?.id}/retry`, undefined, shop.adminCookie, {
        "content-type": "application/json",
      });
    const [first, second] = await Promise.all([retry(), retry()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const retried = ((await first.json()) as { refund: { _id: string; status: string; amount: number } }).refund;
    expect(retried).toMatchObject({ amount: paid.totalAmount / 100, status: "pending" });
    expect(((await second.json()) as { refund: { _id: string } }).refund._id).toBe(retried._id);
    expect(standInRefundsOf(paid.transactionId)).toHaveLength(1);
    expect(await shop.orderRow(orderId)).toMatchObject({ paymentStatus: "refunded" });
    // the new one is not retried again, and neither is a refund that did not fail
    expect((await shop.call("POST", `/api/admin/refunds/${retried._id}/retry`, {}, shop.adminCookie)).status).toBe(409);
    // only an admin retries
    expect((await shop.call("POST", `/api/admin/refunds/${failed?.id}/retry`, {}, member.cookie)).status).toBe(403);
    expect((await shop.call("POST", "/api/admin/refunds/not-a-uuid/retry", {}, shop.adminCookie)).status).toBe(400);
  });

  test("Razorpay down: the order is cancelled, the refund waits unsent, and the housekeeping round sends it once", async () => {
    const orderId = await orderAt(780);
    const paid = await shop.orderRow(orderId);
    shop.razorpay.outage.on = true;
    try {
      expect((await cancelAsShopper(member, orderId)).status).toBe(200);
    } finally {
      shop.razorpay.outage.on = false;
    }
    const [waiting] = await refundsOf(orderId);
    expect(waiting).toMatchObject({ status: "pending", providerRefundId: null, amount: paid.totalAmount });
    expect(standInRefundsOf(paid.transactionId)).toHaveLength(0);

    const later = new Date(Date.now() + 2 * 60_000);
    await houseKeep(shop.ctx, later);
    await houseKeep(shop.ctx, later);
    const sent = standInRefundsOf(paid.transactionId);
    expect(sent.map((refund) => refund.amount)).toEqual([paid.totalAmount]);
    expect((await refundsOf(orderId))[0]?.providerRefundId).toBe(sent[0]?.id);
  });
});
