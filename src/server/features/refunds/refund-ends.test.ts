// The loose ends of issue 22, through HTTP on a real database and Razorpay's stand-in: store credit
// shown in an order's totals, mails and invoice (taxable values unchanged); the payment's state after
// refunds; a late payment refunds only what Razorpay captured and gives the store credit back once; a
// refund that fails after its return was marked refunded puts the return back to received; a goodwill
// refund then a whole return never gives back more than was paid, to the paisa; the month's GSTR-1
// with several credit notes of one order lists each once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { refunds, variants } from "../../db/schema.ts";
import { mailTo } from "../../testing/accounts.ts";
import { type Member, type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";
import { gstr1Csv, gstr1Summary } from "../gst/returns.ts";
import { expireUnpaidOrders } from "../orders/service.ts";
import { storeCreditBalance } from "./store-credit.ts";

let shop: MoneyTestShop;

beforeAll(async () => {
  shop = await startMoneyTestShop({ settings: { returns: { nonReturnableCategories: [] } } });
});
afterAll(async () => {
  await shop?.close();
});

/** A return of every unit of the order, asked, approved and received (restocked). */
async function wholeReturn(buyer: Member, orderId: string, refundTo: "source" | "store_credit") {
  const lines = (await shop.itemsOf(orderId)).map((item) => ({ orderItemId: item.id, quantity: item.quantity }));
  const created = await shop.openReturn(buyer, orderId, lines, { refundTo });
  await shop.receiveReturn(created);
  return created._id;
}

describe("store credit spent at checkout", () => {
  test("is a line of the order's totals, its mail and its invoice; the invoice's taxable values are unchanged", async () => {
    const buyer = await shop.member({ storeCredit: 10_000 });
    const orderId = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(650)), quantity: 1 }], {
      useStoreCredit: true,
    });
    // ₹650 + ₹50 shipping = ₹700, ₹100 of it store credit, ₹600 online
    expect(await shop.orderRow(orderId)).toMatchObject({ totalAmount: 70_000, storeCredit: 10_000 });
    const detail = await shop.call("GET", `/api/userorder/${orderId}/detail`, undefined, buyer.cookie);
    expect(detail.status).toBe(200);
    expect((await detail.json()).order).toMatchObject({ totalAmount: 700, storeCredit: 100 });

    const confirmation = (await mailTo(shop, buyer.email)).find((mail) => mail.template === "order-confirmation");
    expect(confirmation?.text).toContain("Store credit: −₹100.00");
    expect(confirmation?.text).toContain("Paid online: ₹600.00");

    await shop.moveTo(orderId, "shipped", "delivered");
    const invoice = await (await shop.call("GET", `/api/orders/${orderId}/invoice`, undefined, buyer.cookie)).json();
    // store credit is a means of payment: the invoice's total and taxable value are the whole order's
    expect(invoice.totals.total).toBe(700);
    expect(invoice.totals.taxableValue).toBeCloseTo(700 / 1.03, 1);
    expect(invoice.payment).toEqual({ method: "UPI", storeCredit: 100, rest: 600 });
    const pdf = await shop.call("GET", `/api/orders/${orderId}/invoice.pdf`, undefined, buyer.cookie);
    expect(pdf.status).toBe(200);
  });
});

describe("the payment's state after refunds", () => {
  test("partly refunded, then refunded once the refunds reach what was paid; a failed refund undoes it", async () => {
    const buyer = await shop.member();
    const orderId = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(800)), quantity: 1 }]);
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("paid");
    const part = await shop.goodwill(orderId, { amount: 300, reason: "Late delivery", refundTo: "source" });
    expect(part.status, await part.clone().text()).toBe(201);
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("partially_refunded");
    const detail = await (await shop.call("GET", `/api/userorder/${orderId}/detail`, undefined, buyer.cookie)).json();
    expect(detail.order.paymentStatus).toBe("partially_refunded");

    const rest = await shop.goodwill(orderId, { amount: 500, reason: "Chipped", refundTo: "store_credit" });
    expect(rest.status, await rest.clone().text()).toBe(201);
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("refunded");
    expect((await shop.goodwill(orderId, { amount: 1, reason: "More" })).status).toBe(409);
    // the admin's filter knows the new states (one list, core/order-status.ts)
    const number = (await shop.orderRow(orderId)).number;
    const listed = await shop.call(
      "GET",
      `/api/order/getAllOrders?payment=refunded&search=${number}`,
      undefined,
      shop.adminCookie,
    );
    expect(listed.status, await listed.clone().text()).toBe(200);
    expect(JSON.stringify((await listed.json()).data)).toContain(orderId);

    // the pending ₹300 to the card fails: partly refunded again, ₹300 refundable
    const { refund } = await part.json();
    expect((await shop.razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId)).status).toBe(200);
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("partially_refunded");
  });
});

describe("a payment that arrives after its order was cancelled", () => {
  test("refunds only what Razorpay captured and gives the store credit back once", async () => {
    const buyer = await shop.member({ storeCredit: 10_000 });
    const line = await shop.variantAt(650, { stock: 1 });
    const started = await shop.startOnline(buyer, [{ ...line, quantity: 1 }], { useStoreCredit: true });
    // the provider's order is for ₹600: ₹700 less ₹100 of store credit
    expect(started.amount).toBe(60_000);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(0);
    await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 31 * 60_000));
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(10_000);
    // the last unit goes to another shopper meanwhile
    await shop.paidOrder(await shop.member(), [{ ...line, quantity: 1 }]);

    const refundsBefore = shop.razorpay.refunds.length;
    const payment = shop.razorpay.pay(started.id);
    const verified = await shop.call("POST", "/api/payment/verify-payment", payment);
    expect(verified.status).toBe(409);
    const sent = shop.razorpay.refunds.slice(refundsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.amount).toBe(60_000);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(10_000);
    expect(await shop.orderRow(started.orderId)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });
    const rows = await shop.ctx.db.select().from(refunds).where(eq(refunds.orderId, started.orderId));
    expect(rows).toMatchObject([{ amount: 60_000, destination: "source" }]);
    // nothing more can be refunded, and the payment again (the webhook) changes nothing
    expect((await shop.goodwill(started.orderId, { amount: 1, reason: "Again" })).status).toBe(409);
    expect((await shop.call("POST", "/api/payment/verify-payment", payment)).status).toBe(409);
    expect(shop.razorpay.refunds.length - refundsBefore).toBe(1);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(10_000);
  });

  test("when its store credit was spent meanwhile: refunded, the stock it took back given back too", async () => {
    const buyer = await shop.member({ storeCredit: 10_000 });
    const line = await shop.variantAt(650, { stock: 5 });
    const started = await shop.startOnline(buyer, [{ ...line, quantity: 1 }], { useStoreCredit: true });
    await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 31 * 60_000));
    // the credit given back is spent on another order
    await shop.paidOrder(buyer, [{ ...(await shop.variantAt(300)), quantity: 1 }], { useStoreCredit: true });
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(0);
    const [before] = await shop.ctx.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, line.variant));

    const verified = await shop.call("POST", "/api/payment/verify-payment", shop.razorpay.pay(started.id));
    expect(verified.status).toBe(409);
    expect(shop.razorpay.refunds.at(-1)?.amount).toBe(60_000);
    const [after] = await shop.ctx.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, line.variant));
    expect(after?.stock).toBe(before?.stock);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(0);
  });
});

describe("a return's refund that fails after the return was marked refunded", () => {
  test("puts the return back to received, on its timeline and in a mail; refunding again works", async () => {
    const buyer = await shop.member();
    const orderId = await shop.paidOrder(buyer, [{ ...(await shop.variantAt(900)), quantity: 1 }]);
    await shop.moveTo(orderId, "shipped", "delivered");
    const returnId = await wholeReturn(buyer, orderId, "source");
    const refunded = await shop.call("POST", `/api/admin/returns/${returnId}/refund`, undefined, shop.adminCookie);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const { refund, return: marked } = await refunded.json();
    expect(refund.status).toBe("pending");
    expect(marked.status).toBe("refunded");

    expect((await shop.razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId)).status).toBe(200);
    const mine = await (await shop.call("GET", `/api/userorder/${orderId}/returns`, undefined, buyer.cookie)).json();
    const seen = (
      mine.returns as Array<{ _id: string; status: string; timeline: Array<{ note: string | null }> }>
    ).find((entry) => entry._id === returnId);
    expect(seen?.status).toBe("received");
    expect(seen?.timeline.at(-1)?.note).toContain("failed at the payment provider");
    const mails = await mailTo(shop, buyer.email);
    expect(mails.filter((mail) => mail.template === "return-refund_failed")).toHaveLength(1);
    // the same webhook again changes nothing
    await shop.razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId);
    expect((await mailTo(shop, buyer.email)).filter((mail) => mail.template === "return-refund_failed")).toHaveLength(
      1,
    );

    const again = await shop.call("POST", `/api/admin/returns/${returnId}/refund`, undefined, shop.adminCookie);
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await again.json()).refund.amount).toBe(900);
  });
});

describe("a goodwill refund, then the whole order returned", () => {
  test("gives back exactly what was paid, the lines to the paisa; the credit notes sum to the invoice", async () => {
    const buyer = await shop.member();
    // A ₹499 × 1 and B ₹333 × 3: ₹1,498, free shipping
    const orderId = await shop.paidOrder(buyer, [
      { ...(await shop.variantAt(499)), quantity: 1 },
      { ...(await shop.variantAt(333)), quantity: 3 },
    ]);
    await shop.moveTo(orderId, "shipped", "delivered");
    const part = await shop.goodwill(orderId, { amount: 100, reason: "Scuffed box", refundTo: "store_credit" });
    expect(part.status, await part.clone().text()).toBe(201);
    const returnId = await wholeReturn(buyer, orderId, "store_credit");
    const refunded = await shop.call("POST", `/api/admin/returns/${returnId}/refund`, undefined, shop.adminCookie);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const { refund } = await refunded.json();
    // what was left, ₹1,398, shared over the lines by what they paid (apportion, largest remainder):
    // A 1,398 × 499/1,498 = 465.6876… → ₹465.69; B 1,398 × 999/1,498 = 932.3124… → ₹932.31
    expect(refund.amount).toBe(1398);
    expect(refund.lines.map((line: { amount: number }) => line.amount)).toEqual([465.69, 932.31]);
    const rows = await shop.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(149_800);
    expect((await shop.orderRow(orderId)).paymentStatus).toBe("refunded");

    const documents = await shop.taxDocumentsOf(orderId);
    const invoice = documents.find((document) => document.kind === "invoice");
    const notes = documents.filter((document) => document.kind === "credit_note");
    expect(notes.length).toBe(2);
    expect(notes.reduce((sum, note) => sum + Number(note.total), 0)).toBe(Number(invoice?.total));
  });
});

describe("the month's GSTR-1 with several credit notes of one order", () => {
  test("lists each credit note once and nets the order to nothing", async () => {
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" })
      .format(new Date())
      .slice(0, 7);
    const before = await gstr1Summary(shop.ctx, month);
    const buyer = await shop.member();
    const orderId = await shop.paidOrder(buyer, [
      { ...(await shop.variantAt(499)), quantity: 2 },
      { ...(await shop.variantAt(1250)), quantity: 1 },
    ]);
    await shop.moveTo(orderId, "shipped", "delivered");
    const [first] = await shop.itemsOf(orderId);
    // one unit of A refunded (its own credit note), a goodwill amount (another), then the rest returned
    const { refundLines } = await import("./service.ts");
    await refundLines(shop.ctx, {
      orderId,
      lines: [{ orderItemId: first?.id ?? "", quantity: 1 }],
      to: "store_credit",
      reason: "One chipped",
      idempotencyKey: "gstr1-line",
      actorId: null,
    });
    expect((await shop.goodwill(orderId, { amount: 50, reason: "Late", refundTo: "store_credit" })).status).toBe(201);
    await shop.moveTo(orderId, "returned");

    const documents = await shop.taxDocumentsOf(orderId);
    const notes = documents.filter((document) => document.kind === "credit_note");
    expect(notes).toHaveLength(3);
    const after = await gstr1Summary(shop.ctx, month);
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.creditNotes - before.creditNotes).toBe(3);
    // the invoice less its three credit notes: the order nets to nothing
    expect(Math.round((after.total - before.total) * 100)).toBe(0);
    const register = await gstr1Csv(shop.ctx, month, "invoices");
    for (const note of notes) expect(register.split(note.number).length - 1).toBe(1);

    // each credit note has its own page's data and PDF, and the order links every one
    const detail = await (await shop.call("GET", `/api/userorder/${orderId}/detail`, undefined, buyer.cookie)).json();
    expect(detail.order.documents.creditNotes.map((note: { number: string }) => note.number)).toEqual(
      notes.map((note) => note.number),
    );
    for (const note of notes) {
      const one = await shop.call("GET", `/api/orders/${orderId}/credit-notes/${note.id}`, undefined, buyer.cookie);
      expect((await one.json()).creditNoteNumber).toBe(note.number);
      const pdf = await shop.call("GET", `/api/orders/${orderId}/credit-notes/${note.id}.pdf`, undefined, buyer.cookie);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    }
  });
});
