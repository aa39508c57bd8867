// Missed webhooks (issue 31 point 6), on a real database against Razorpay's stand-in: a payment or a
// refund that Razorpay finished without its webhook reaching the shop is caught by the round and moved
// through the webhook's own code, once; the webhook coming after changes nothing. The round is called
// directly, its clock moved on past the few minutes a webhook is given.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { moneyEntries, orderStatusHistory, refunds } from "../../db/schema.ts";
import { mailTo } from "../../testing/accounts.ts";
import { type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";
import { expireUnpaidOrders } from "../orders/service.ts";
import { reconcilePayments } from "./reconcile.ts";

let shop: MoneyTestShop;

beforeAll(async () => {
  shop = await startMoneyTestShop();
});
afterAll(async () => {
  await shop?.close();
});

/** `minutes` from now: the round's clock. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const historyOf = (orderId: string) =>
  shop.ctx.db
    .select({ to: orderStatusHistory.toStatus, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt));

const ledgerOf = (orderId: string) =>
  shop.ctx.db
    .select({ kind: moneyEntries.kind, amount: moneyEntries.amount, reference: moneyEntries.reference })
    .from(moneyEntries)
    .where(eq(moneyEntries.orderId, orderId))
    .orderBy(asc(moneyEntries.kind));

async function refundRow(orderId: string) {
  const [row] = await shop.ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId)));
  if (!row?.providerRefundId) throw new Error("no refund at the provider");
  return { ...row, providerRefundId: row.providerRefundId };
}

describe("a payment whose webhook never came", () => {
  test("is caught a few minutes on: the order is paid once, and the webhook that comes later changes nothing", async () => {
    const buyer = await shop.member();
    const started = await shop.startOnline(buyer, [{ ...(await shop.variantAt(900)), quantity: 1 }]);
    const payment = shop.razorpay.capturePayment(started.id);

    // within the few minutes its webhook is given, nobody asks Razorpay
    const asked = shop.razorpay.calls.orderPayments;
    await reconcilePayments(shop.ctx, later(1));
    expect(shop.razorpay.calls.orderPayments).toBe(asked);
    expect((await shop.orderRow(started.orderId)).orderStatus).toBe("pending_payment");

    const round = await reconcilePayments(shop.ctx, later(6));
    expect(round).toMatchObject({ paid: 1 });
    const paid = await shop.orderRow(started.orderId);
    expect(paid).toMatchObject({ orderStatus: "processing", paymentStatus: "paid", transactionId: payment.id });
    expect(paid.number).not.toBeNull();
    // what Razorpay was asked for, captured once
    expect(await ledgerOf(started.orderId)).toEqual([
      { kind: "captured", amount: started.amount, reference: payment.id },
    ]);
    const history = await historyOf(started.orderId);
    expect(history.at(-1)).toMatchObject({ to: "processing", note: `Paid online (${payment.id})` });

    // the next round and the late webhook change nothing
    expect(await reconcilePayments(shop.ctx, later(11))).toMatchObject({ paid: 0 });
    const webhook = await shop.razorpay.sendPaymentEvent(shop.url, "payment.captured", payment.id);
    expect(webhook.status, await webhook.clone().text()).toBe(200);
    expect(await historyOf(started.orderId)).toEqual(history);
    expect(await ledgerOf(started.orderId)).toHaveLength(1);
    expect(await shop.orderRow(started.orderId)).toEqual(paid);
    const confirmations = (await mailTo(shop, buyer.email)).filter((mail) => mail.template === "order-confirmation");
    expect(confirmations).toHaveLength(1);
  });

  test("a failed payment moves nothing, as its payment.failed webhook does: the shopper may pay again", async () => {
    const buyer = await shop.member();
    const started = await shop.startOnline(buyer, [{ ...(await shop.variantAt(400)), quantity: 1 }]);
    shop.razorpay.capturePayment(started.id, { status: "failed" });
    await reconcilePayments(shop.ctx, later(6));
    expect(await shop.orderRow(started.orderId)).toMatchObject({
      orderStatus: "pending_payment",
      paymentStatus: "pending",
      transactionId: null,
    });
    expect(await ledgerOf(started.orderId)).toEqual([]);

    // paid on the second try, its webhook missed too
    const second = shop.razorpay.capturePayment(started.id);
    await reconcilePayments(shop.ctx, later(7));
    expect(await shop.orderRow(started.orderId)).toMatchObject({ orderStatus: "processing", transactionId: second.id });
  });

  test("a payment that landed as its window closed revives the order the expiry cancelled, through its door", async () => {
    const buyer = await shop.member();
    const started = await shop.startOnline(buyer, [{ ...(await shop.variantAt(500, { stock: 3 })), quantity: 1 }]);
    await expireUnpaidOrders(shop.ctx, later(31));
    expect((await shop.orderRow(started.orderId)).orderStatus).toBe("cancelled");

    const payment = shop.razorpay.capturePayment(started.id);
    await reconcilePayments(shop.ctx, later(32));
    expect(await shop.orderRow(started.orderId)).toMatchObject({
      orderStatus: "processing",
      paymentStatus: "paid",
      transactionId: payment.id,
    });
    expect((await historyOf(started.orderId)).at(-1)?.note).toBe(`Paid online (${payment.id}) after it was cancelled`);
    expect(await ledgerOf(started.orderId)).toEqual([
      { kind: "captured", amount: started.amount, reference: payment.id },
    ]);

    // an hour after its cancel an unpaid order is no longer asked about
    const stillUnpaid = await shop.startOnline(buyer, [{ ...(await shop.variantAt(300)), quantity: 1 }]);
    await expireUnpaidOrders(shop.ctx, later(31));
    shop.razorpay.capturePayment(stillUnpaid.id);
    await reconcilePayments(shop.ctx, later(61));
    expect((await shop.orderRow(stillUnpaid.orderId)).orderStatus).toBe("cancelled");
  });
});

describe("a refund whose webhook never came", () => {
  test("processed at Razorpay: caught as refund.processed, once; the webhook after it changes nothing", async () => {
    const buyer = await shop.member();
    const orderId = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(700)), quantity: 1 }]);
    const asked = await shop.goodwill(orderId, { amount: 200, reason: "Late delivery", refundTo: "source" });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const refund = await refundRow(orderId);
    expect(refund.status).toBe("pending");

    // still pending at Razorpay: asked, nothing moves
    await reconcilePayments(shop.ctx, later(6));
    expect((await refundRow(orderId)).status).toBe("pending");

    shop.razorpay.setRefundStatus(refund.providerRefundId, "processed");
    expect(await reconcilePayments(shop.ctx, later(6))).toMatchObject({ settled: 1 });
    expect((await refundRow(orderId)).status).toBe("processed");
    const ledger = await ledgerOf(orderId);
    expect(ledger.filter((row) => row.kind === "refunded")).toEqual([
      { kind: "refunded", amount: 20_000, reference: refund.providerRefundId },
    ]);
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("partially_refunded");

    expect(await reconcilePayments(shop.ctx, later(7))).toMatchObject({ settled: 0 });
    const webhook = await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", refund.providerRefundId);
    expect(webhook.status).toBe(200);
    expect(await ledgerOf(orderId)).toEqual(ledger);
  });

  test("failed at Razorpay: caught as refund.failed, the money refundable again", async () => {
    const buyer = await shop.member();
    const orderId = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(600)), quantity: 1 }]);
    expect((await shop.goodwill(orderId, { amount: 650, reason: "Never arrived", refundTo: "source" })).status).toBe(
      201,
    );
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("refunded");
    const refund = await refundRow(orderId);
    shop.razorpay.setRefundStatus(refund.providerRefundId, "failed");
    await reconcilePayments(shop.ctx, later(6));
    expect(await refundRow(orderId)).toMatchObject({ status: "failed" });
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("paid");
    expect((await ledgerOf(orderId)).map((row) => row.kind)).toEqual(["captured"]);
  });
});

describe("Razorpay's payment.failed webhook", () => {
  test("marks the attempt's payment failed with the bank's reason, once; the shopper may still pay on the same order", async () => {
    const buyer = await shop.member();
    const started = await shop.startOnline(buyer, [{ ...(await shop.variantAt(720)), quantity: 1 }]);
    const declined = shop.razorpay.capturePayment(started.id, { status: "failed" });
    const eventId = `evt_failed_${started.orderId.slice(0, 8)}`;
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await shop.razorpay.sendPaymentEvent(shop.url, "payment.failed", declined.id, eventId);
      expect(answer.status).toBe(200);
    }
    expect(await shop.orderRow(started.orderId)).toMatchObject({
      orderStatus: "pending_payment",
      paymentStatus: "failed",
    });
    const notes = (await historyOf(started.orderId)).map((entry) => entry.note);
    expect(notes.filter((note) => note?.startsWith("A payment attempt failed"))).toEqual([
      "A payment attempt failed: Payment was unsuccessful as you cancelled it.",
    ]);
    // the second try goes through: paid as usual
    const verified = await shop.call("POST", "/api/payment/verify-payment", shop.razorpay.pay(started.id));
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(await shop.orderRow(started.orderId)).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" });
  });
});
