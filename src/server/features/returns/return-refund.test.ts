// A received return refunded (issue 22: returns and refunds joined) through HTTP on a real database
// and Razorpay's stand-in: a prepaid order's whole return goes back to the original payment (shipping
// too, as settings say) and its credit notes sum to the invoice exactly; a COD order's partial return
// goes back as store credit with a credit note of that line; a double click refunds once, a retry
// after a crash between the refund and the marking only marks; a return
// not received is 409 and refunds nothing; a shopper is 403. The return shows refunded and is mailed.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import { orders, refunds } from "../../db/schema.ts";
import { mailTo } from "../../testing/accounts.ts";
import {
  type Member,
  type MoneyTestShop,
  type OrderLine,
  type ReturnAnswer,
  type ReturnLine,
  startMoneyTestShop,
} from "../../testing/money-shop.ts";
import { refundLines } from "../refunds/service.ts";
import { storeCreditBalance } from "../refunds/store-credit.ts";

let shop: MoneyTestShop;
let member: Member;

beforeAll(async () => {
  // products of every category returnable, whatever the demo settings say
  shop = await startMoneyTestShop({ settings: { returns: { nonReturnableCategories: [] } } });
  member = await shop.member();
});
afterAll(async () => {
  await shop?.close();
});

/** A demo variant at a price (₹) that keeps the demo's own GST rate (not always 3%: this file's first is 0.25%). */
const variantAt = (price: number) => shop.variantAt(price, { gstRate: "seeded" });

/** The member's order, paid online on the stand-in or cash on delivery, shipped and delivered. */
const deliveredOrder = (lines: OrderLine[], payment: "UPI" | "COD") => shop.deliveredOrder(member, lines, { payment });

/** A return asked by the member, and (unless `upTo` says "requested") approved and received. */
async function returnOf(
  orderId: string,
  lines: ReturnLine[],
  refundTo: "source" | "store_credit",
  upTo: "requested" | "received" = "received",
): Promise<ReturnAnswer> {
  const created = await shop.openReturn(member, orderId, lines, { refundTo });
  if (upTo === "received") await shop.receiveReturn(created);
  return created;
}

const refund = (returnId: string, cookie = shop.adminCookie) =>
  shop.call("POST", `/api/admin/returns/${returnId}/refund`, undefined, cookie);

async function queued(returnId: string) {
  const page = await (await shop.call("GET", "/api/admin/returns?status=received", undefined, shop.adminCookie)).json();
  return (page.returns as Array<{ _id: string; refundAmount?: number }>).find((entry) => entry._id === returnId);
}

const refundsOfReturn = (returnId: string) => shop.ctx.db.select().from(refunds).where(eq(refunds.returnId, returnId));

async function refundedMails(number: string) {
  return (await mailTo(shop, member.email)).filter(
    (mail) => mail.template === "return-refunded" && mail.subject.includes(number),
  );
}

describe("refunding a received return", () => {
  test("prepaid, the whole order back: to the original payment with shipping, once; credit notes sum to the invoice", async () => {
    const orderId = await deliveredOrder([{ ...(await variantAt(650)), quantity: 2 }], "UPI");
    const [order] = await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const [item] = await shop.itemsOf(orderId);
    const created = await returnOf(orderId, [{ orderItemId: item?.id ?? "", quantity: 2 }], "source");
    const [returned] = await shop.ctx.db
      .select({ status: orders.orderStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(returned?.status).toBe("returned");

    // the queue's Refund button shows what the refund gives back: everything paid, shipping included
    expect((await queued(created._id))?.refundAmount).toBe((order?.totalAmount ?? 0) / 100);

    // a double click: one refund, the other click 409
    const [first, second] = await Promise.all([refund(created._id), refund(created._id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const answer = await (first.status === 200 ? first : second).json();
    expect(answer.return.status).toBe("refunded");
    expect(answer.refund).toMatchObject({
      refundTo: "source",
      returnId: created._id,
      amount: (order?.totalAmount ?? 0) / 100,
    });
    expect(shop.razorpay.refunds.at(-1)).toMatchObject({
      amount: order?.totalAmount,
      payment_id: order?.transactionId,
    });
    expect(await refundsOfReturn(created._id)).toHaveLength(1);
    expect((await refund(created._id)).status).toBe(409);
    expect(await refundsOfReturn(created._id)).toHaveLength(1);

    // the provider's word: processed; the returned move's credit note already credited the whole invoice
    const processed = await shop.razorpay.sendRefundEvent(
      shop.url,
      "refund.processed",
      shop.razorpay.refunds.at(-1)?.id ?? "",
      `evt_${crypto.randomBytes(6).toString("hex")}`,
    );
    expect(processed.status).toBe(200);
    const [row] = await refundsOfReturn(created._id);
    expect(row?.status).toBe("processed");
    const documents = await shop.taxDocumentsOf(orderId);
    const invoice = documents.find((document) => document.kind === "invoice");
    const notes = documents.filter((document) => document.kind === "credit_note");
    expect(notes.length).toBeGreaterThanOrEqual(1);
    expect(notes.reduce((sum, note) => sum + Number(note.total), 0)).toBe(Number(invoice?.total));

    const listed = await (await shop.call("GET", `/api/userorder/${orderId}/returns`, undefined, member.cookie)).json();
    expect(listed.returns[0]).toMatchObject({ _id: created._id, status: "refunded" });
    expect(await refundedMails(created.number)).toHaveLength(1);
  });

  test("cash on delivery, one line of two back: as store credit, processed at once, its credit note that line's", async () => {
    const orderId = await deliveredOrder(
      [
        { ...(await variantAt(400)), quantity: 1 },
        { ...(await variantAt(900)), quantity: 1 },
      ],
      "COD",
    );
    const [first] = await shop.itemsOf(orderId);
    const created = await returnOf(orderId, [{ orderItemId: first?.id ?? "", quantity: 1 }], "store_credit");
    const amount = (await queued(created._id))?.refundAmount;
    expect(amount).toBeGreaterThan(0);
    const before = await storeCreditBalance(shop.ctx.db, member.id);

    const refunded = await refund(created._id);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(refunded.headers.get("cache-control")).toContain("no-store");
    const answer = await refunded.json();
    expect(answer.return.status).toBe("refunded");
    expect(answer.refund).toMatchObject({ refundTo: "store_credit", status: "processed", amount });
    expect(answer.refund.lines).toEqual([{ orderItemId: first?.id, quantity: 1, amount }]);
    expect(answer.refund.creditNote).not.toBeNull();
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(before + fromRupees(amount ?? 0));
    expect(answer.return.timeline.at(-1)).toMatchObject({ status: "refunded" });
    expect(await refundedMails(created.number)).toHaveLength(1);

    // once: again is 409, the balance unchanged
    expect((await refund(created._id)).status).toBe(409);
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(before + fromRupees(amount ?? 0));
    const notes = (await shop.taxDocumentsOf(orderId)).filter((document) => document.kind === "credit_note");
    expect(notes.map((note) => Number(note.total))).toEqual([fromRupees(amount ?? 0)]);
  });

  test("a crash after the refund, before the marking: the retry marks the return and refunds nothing more", async () => {
    const orderId = await deliveredOrder([{ ...(await variantAt(500)), quantity: 2 }], "COD");
    const [item] = await shop.itemsOf(orderId);
    const created = await returnOf(orderId, [{ orderItemId: item?.id ?? "", quantity: 1 }], "store_credit");
    // the first attempt's refund, made as the endpoint makes it, and then nothing (the process died)
    const made = await refundLines(shop.ctx, {
      orderId,
      lines: [{ orderItemId: item?.id ?? "", quantity: 1 }],
      to: "store_credit",
      reason: `Return ${created.number}`,
      returnId: created._id,
      idempotencyKey: `return:${created._id}`,
      actorId: null,
    });
    const balance = await storeCreditBalance(shop.ctx.db, member.id);
    const retried = await refund(created._id);
    expect(retried.status, await retried.clone().text()).toBe(200);
    const answer = await retried.json();
    expect(answer.return.status).toBe("refunded");
    expect(answer.refund._id).toBe(made.refund._id);
    expect(await refundsOfReturn(created._id)).toHaveLength(1);
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(balance);
    expect(await refundedMails(created.number)).toHaveLength(1);
  });

  test("a return not received is 409; a shopper is 403; an unknown return 404; nothing refunded", async () => {
    const orderId = await deliveredOrder([{ ...(await variantAt(300)), quantity: 1 }], "COD");
    const [item] = await shop.itemsOf(orderId);
    const created = await returnOf(
      orderId,
      [{ orderItemId: item?.id ?? "", quantity: 1 }],
      "store_credit",
      "requested",
    );
    const early = await refund(created._id);
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe("A return that is requested cannot do that");
    expect((await refund(created._id, member.cookie)).status).toBe(403);
    expect((await refund(crypto.randomUUID())).status).toBe(404);
    expect(await refundsOfReturn(created._id)).toHaveLength(0);
  });
});
