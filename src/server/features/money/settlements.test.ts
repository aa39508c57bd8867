// Razorpay's settlements (issue 31 point 4), on a real database against Razorpay's stand-in, which
// settles what it captured and refunded when asked, charging 2% and 18% GST on it: each settled payment
// and refund the shop made is matched to its order with Razorpay's fee and GST, written to the money
// ledger once however often the days are read again; what the shop does not know is listed unmatched,
// as is a payment captured days ago that no settlement has paid out.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dateKeyOf } from "../../../core/dates.ts";
import { toRupees } from "../../../core/money.ts";
import { moneyEntries, orders, settlementItems } from "../../db/schema.ts";
import { type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";
import type { StandInPayment } from "../../testing/razorpay-stand-in.ts";
import { reconcilePayments } from "./reconcile.ts";
import { settlementRound } from "./settlements.ts";

let shop: MoneyTestShop;

beforeAll(async () => {
  shop = await startMoneyTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const today = () => dateKeyOf(new Date());

const fetchDay = (date = today(), cookie = shop.adminCookie) =>
  shop.call("POST", "/api/admin/settlements/fetch", { date }, cookie);

const ledgerOf = (references: string[]) =>
  shop.ctx.db
    .select({
      kind: moneyEntries.kind,
      channel: moneyEntries.channel,
      amount: moneyEntries.amount,
      reference: moneyEntries.reference,
      orderId: moneyEntries.orderId,
    })
    .from(moneyEntries)
    .where(inArray(moneyEntries.reference, references))
    .orderBy(asc(moneyEntries.reference), asc(moneyEntries.kind));

const ledgerSize = async () =>
  Number((await shop.ctx.db.execute<{ count: string }>(sql`select count(*) from money_entries`)).rows[0]?.count);

/** The stand-in's payment whose id the order carries. */
async function paymentOf(orderId: string): Promise<StandInPayment> {
  const { transactionId } = await shop.orderRow(orderId);
  const payment = shop.razorpay.payments.find((made) => made.id === transactionId);
  if (!payment) throw new Error(`the stand-in did not capture order ${orderId}`);
  return payment;
}

describe("a settlement read from Razorpay", () => {
  test("matches each payment and refund to its order with Razorpay's fee and GST, once however often it is read", async () => {
    const buyer = await shop.member();
    const first = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(1_200)), quantity: 1 }]);
    const second = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(800)), quantity: 2 }]);
    const goodwill = await shop.goodwill(second, { amount: 150, reason: "One chipped", refundTo: "source" });
    expect(goodwill.status, await goodwill.clone().text()).toBe(201);
    const refundId = (await goodwill.json()).refund.providerRefundId as string;
    // a payment on a page the shop never made
    const stranger = shop.razorpay.capturePayment("order_elsewhere", { amount: 50_000 });
    const settlement = shop.razorpay.settle();
    if (!settlement) throw new Error("nothing settled");

    const fetched = await fetchDay();
    expect(fetched.status, await fetched.clone().text()).toBe(200);
    expect(fetched.headers.get("cache-control")).toContain("no-store");
    expect(await fetched.json()).toEqual({ days: [today()], settlements: 1, items: 4, matched: 3, unmatched: 1 });

    const [paidFirst, paidSecond] = [await paymentOf(first), await paymentOf(second)];
    const gateway = (payment: StandInPayment, orderId: string) => [
      { kind: "gateway_fee", channel: "online", amount: (payment.fee ?? 0) - (payment.tax ?? 0), orderId },
      { kind: "gateway_tax", channel: "online", amount: payment.tax ?? 0, orderId },
    ];
    const ledger = await ledgerOf([paidFirst.id, paidSecond.id, refundId, settlement.utr, stranger.id]);
    const moves = ledger.filter((row) => row.kind !== "captured");
    expect(moves).toHaveLength(5);
    expect(moves).toEqual(
      expect.arrayContaining([
        ...gateway(paidFirst, first).map((row) => ({ ...row, reference: paidFirst.id })),
        ...gateway(paidSecond, second).map((row) => ({ ...row, reference: paidSecond.id })),
        { kind: "settled", channel: "bank", amount: settlement.amount, reference: settlement.utr, orderId: null },
      ]),
    );
    // ₹1,200 at 2% is ₹24 and 18% GST on it ₹4.32: Razorpay's fee of ₹28.32 includes its GST
    expect(gateway(paidFirst, first).map((row) => row.amount)).toEqual([2_400, 432]);
    // a normal refund is free; nothing is written for the payment the shop never made
    expect(ledger.filter((row) => row.reference === refundId || row.reference === stranger.id)).toEqual([]);

    // read again, by the admin and by the scheduled round: nothing more is written
    const size = await ledgerSize();
    expect(await (await fetchDay()).json()).toMatchObject({ settlements: 1, items: 4, matched: 3 });
    expect(await settlementRound(shop.ctx)).toMatchObject({ settlements: 1, items: 4 });
    expect(await ledgerSize()).toBe(size);
    const items = await shop.ctx.db.select().from(settlementItems);
    expect(items).toHaveLength(4);

    const listed = await shop.call("GET", "/api/admin/settlements", undefined, shop.adminCookie);
    expect(listed.status, await listed.clone().text()).toBe(200);
    expect(listed.headers.get("cache-control")).toContain("no-store");
    const report = await listed.json();
    expect(report.settlements).toEqual([
      expect.objectContaining({
        id: settlement.id,
        amount: toRupees(settlement.amount),
        fees: toRupees(settlement.fees),
        tax: toRupees(settlement.tax),
        utr: settlement.utr,
        status: "processed",
      }),
    ]);
    const byEntity = new Map(
      (report.settlements[0].items as Array<{ entityId: string }>).map((item) => [item.entityId, item]),
    );
    expect(byEntity.get(paidFirst.id)).toMatchObject({
      type: "payment",
      matched: true,
      orderId: first,
      orderNumber: (await shop.orderRow(first)).number,
      amount: toRupees(paidFirst.amount),
      fee: toRupees(paidFirst.fee ?? 0),
      tax: toRupees(paidFirst.tax ?? 0),
      credit: toRupees(paidFirst.amount - (paidFirst.fee ?? 0)),
    });
    expect(byEntity.get(refundId)).toMatchObject({ type: "refund", matched: true, orderId: second, debit: 150 });
    expect(byEntity.get(stranger.id)).toMatchObject({ type: "payment", matched: false, orderId: null });
    expect(report.unmatched.items).toEqual([expect.objectContaining({ entityId: stranger.id, amount: 500 })]);
    expect(report.totals).toEqual({
      amount: toRupees(settlement.amount),
      fees: toRupees(settlement.fees),
      tax: toRupees(settlement.tax),
    });
  });

  test("a payment whose webhook was missed is unmatched until the shop learns of it, then matched once", async () => {
    const buyer = await shop.member();
    const started = await shop.startOnline(buyer, [{ ...(await shop.variantAt(450)), quantity: 1 }]);
    const payment = shop.razorpay.capturePayment(started.id);
    const settlement = shop.razorpay.settle();
    expect(await (await fetchDay()).json()).toMatchObject({ matched: 3, unmatched: 2 });
    expect(await ledgerOf([payment.id])).toEqual([]);

    await reconcilePayments(shop.ctx, new Date(Date.now() + 6 * 60_000));
    expect((await shop.orderRow(started.orderId)).orderStatus).toBe("processing");
    expect(await (await fetchDay()).json()).toMatchObject({ matched: 4, unmatched: 1 });
    expect((await ledgerOf([payment.id])).map((row) => row.kind)).toEqual(["captured", "gateway_fee", "gateway_tax"]);
    const [item] = await shop.ctx.db.select().from(settlementItems).where(eq(settlementItems.entityId, payment.id));
    expect(item).toMatchObject({ matched: true, orderId: started.orderId, providerSettlementId: settlement?.id });
  });
});

describe("what is left to chase", () => {
  test("a payment captured days ago that no settlement paid out is listed unsettled", async () => {
    const buyer = await shop.member();
    const orderId = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(300)), quantity: 1 }]);
    const listedNow = await (await shop.call("GET", "/api/admin/settlements", undefined, shop.adminCookie)).json();
    expect(JSON.stringify(listedNow.unmatched.unsettledPayments)).not.toContain(orderId);

    await shop.ctx.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(orders.id, orderId));
    const listed = await (await shop.call("GET", "/api/admin/settlements", undefined, shop.adminCookie)).json();
    const payment = await paymentOf(orderId);
    expect(listed.unmatched.unsettledPayments).toEqual([
      expect.objectContaining({ orderId, paymentId: payment.id, amount: toRupees(payment.amount) }),
    ]);
  });

  test("only an admin reads or fetches settlements; a day still to come or not a day is refused", async () => {
    const member = await shop.member();
    expect((await fetchDay(today(), member.cookie)).status).toBe(403);
    expect((await shop.call("GET", "/api/admin/settlements", undefined, member.cookie)).status).toBe(403);
    const tomorrow = dateKeyOf(new Date(Date.now() + 86_400_000));
    expect((await fetchDay(tomorrow)).status).toBe(400);
    expect((await fetchDay("2026-02-30")).status).toBe(400);
    const backwards = await shop.call(
      "GET",
      "/api/admin/settlements?from=2026-11-20&to=2026-11-01",
      undefined,
      shop.adminCookie,
    );
    expect(backwards.status).toBe(400);
  });
});
