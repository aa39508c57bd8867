// The loose ends of issue 22, through HTTP on a real database and Razorpay's stand-in: store credit
// shown in an order's totals, mails and invoice (taxable values unchanged); the payment's state after
// refunds; a late payment refunds only what Razorpay captured and gives the store credit back once; a
// refund that fails after its return was marked refunded puts the return back to received; a goodwill
// refund then a whole return never gives back more than was paid, to the paisa; the month's GSTR-1
// with several credit notes of one order lists each once.
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import { orderItems, orders, products, refunds, variants } from "../../db/schema.ts";
import { createAccount, mailTo, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../../testing/razorpay-stand-in.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { gstr1Csv, gstr1Summary } from "../gst/returns.ts";
import { expireUnpaidOrders } from "../orders/service.ts";
import { creditStoreCredit, storeCreditBalance } from "./store-credit.ts";

let shop: TestShop;
let razorpay: RazorpayStandIn;
let adminCookie = "";
let demoVariants: Array<{ id: string; productId: string }> = [];
let cursor = 0;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  shop = await startTestShop({ seed: true, env: { ...testShopEnv, ...razorpay.env } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const saved = await call("PUT", "/api/admin/settings", { returns: { nonReturnableCategories: [] } }, adminCookie);
  expect(saved.status, await saved.clone().text()).toBe(200);
  demoVariants = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .orderBy(variants.productId, variants.position);
});
afterAll(async () => {
  await shop?.close();
  await razorpay?.close();
});

const address = {
  addressLine1: "9 Ring Road",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
};

function call(method: string, path: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  return shop.api(path, body === undefined ? { method, headers } : json(method, body, headers));
}

type Member = { cookie: string; id: string; email: string };

async function member(credit = 0): Promise<Member> {
  const account = await createAccount(shop, { phone: `9${crypto.randomInt(100_000_000, 999_999_999)}` });
  const id = (await shop.ctx.db.execute<{ id: string }>(sql`select id from users where email = ${account.email}`))
    .rows[0]?.id as string;
  if (credit > 0) {
    await creditStoreCredit(shop.ctx.db, { userId: id, amount: credit, kind: "adjustment", note: "Test credit" });
  }
  return { cookie: await signInCookie(shop, account.email, account.password), id, email: account.email };
}

async function variantAt(price: number, stock = 50) {
  const pick = demoVariants[cursor++];
  if (!pick) throw new Error("the demo catalogue ran out of variants");
  await shop.ctx.db
    .update(variants)
    .set({ stock, price: fromRupees(price), mrp: fromRupees(price), gstRate: 300 })
    .where(eq(variants.id, pick.id));
  return { product: pick.productId, variant: pick.id };
}

type Line = { product: string; variant: string; quantity: number };

/** An online order started (not paid): the provider's order id and ours. */
async function startOnline(buyer: Member, lines: Line[], useStoreCredit = false) {
  const created = await call(
    "POST",
    "/api/payment/create-order",
    { orderItems: lines, shippingAddress: address, paymentMethod: "UPI", useStoreCredit },
    buyer.cookie,
  );
  expect(created.status, await created.clone().text()).toBe(200);
  return (await created.json()) as { id: string; orderId: string; amount: number };
}

async function paidOrder(buyer: Member, lines: Line[], useStoreCredit = false): Promise<string> {
  const started = await startOnline(buyer, lines, useStoreCredit);
  const verified = await call("POST", "/api/payment/verify-payment", razorpay.pay(started.id));
  expect(verified.status, await verified.clone().text()).toBe(200);
  return started.orderId;
}

async function shipAndDeliver(orderId: string) {
  expect((await bookByHand(shop, adminCookie, orderId)).status).toBe(201);
  const delivered = await call("PUT", `/api/order/updateStatus/${orderId}`, { status: "delivered" }, adminCookie);
  expect(delivered.status, await delivered.clone().text()).toBe(200);
}

const orderRow = async (orderId: string) => (await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const goodwill = (orderId: string, body: unknown) =>
  call("POST", `/api/admin/orders/${orderId}/refunds`, body, adminCookie);
const itemsOf = (orderId: string) =>
  shop.ctx.db
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);

/** A return of every unit of the order, asked, approved and received (restocked). */
async function wholeReturn(buyer: Member, orderId: string, refundTo: "source" | "store_credit") {
  const lines = (await itemsOf(orderId)).map((item) => ({
    orderItemId: item.id,
    quantity: item.quantity,
    reason: "damaged",
  }));
  const asked = await call("POST", `/api/userorder/${orderId}/returns`, { lines, refundTo }, buyer.cookie);
  expect(asked.status, await asked.clone().text()).toBe(201);
  const created = (await asked.json()).return as { _id: string; lines: Array<{ _id: string }> };
  const approved = await call(
    "POST",
    `/api/admin/returns/${created._id}/approve`,
    { provider: "manual", courierName: "India Post", awb: `EM${crypto.randomInt(100_000_000, 999_999_999)}IN` },
    adminCookie,
  );
  expect(approved.status, await approved.clone().text()).toBe(200);
  const received = await call(
    "POST",
    `/api/admin/returns/${created._id}/receive`,
    { lines: created.lines.map((line) => ({ returnLineId: line._id, decision: "restock" })) },
    adminCookie,
  );
  expect(received.status, await received.clone().text()).toBe(200);
  return created._id;
}

async function taxDocumentsOf(orderId: string) {
  return (
    await shop.ctx.db.execute<{ id: string; kind: string; number: string; total: number; refund_id: string | null }>(
      sql`select id, kind, number, total, refund_id from tax_documents where order_id = ${orderId} order by sequence`,
    )
  ).rows;
}

describe("store credit spent at checkout", () => {
  test("is a line of the order's totals, its mail and its invoice; the invoice's taxable values are unchanged", async () => {
    const buyer = await member(10_000);
    const orderId = await paidOrder(buyer, [{ ...(await variantAt(650)), quantity: 1 }], true);
    // ₹650 + ₹50 shipping = ₹700, ₹100 of it store credit, ₹600 online
    expect(await orderRow(orderId)).toMatchObject({ totalAmount: 70_000, storeCredit: 10_000 });
    const detail = await call("GET", `/api/userorder/${orderId}/detail`, undefined, buyer.cookie);
    expect(detail.status).toBe(200);
    expect((await detail.json()).order).toMatchObject({ totalAmount: 700, storeCredit: 100 });

    const confirmation = (await mailTo(shop, buyer.email)).find((mail) => mail.template === "order-confirmation");
    expect(confirmation?.text).toContain("Store credit: −₹100.00");
    expect(confirmation?.text).toContain("Paid online: ₹600.00");

    await shipAndDeliver(orderId);
    const invoice = await (await call("GET", `/api/orders/${orderId}/invoice`, undefined, buyer.cookie)).json();
    // store credit is a means of payment: the invoice's total and taxable value are the whole order's
    expect(invoice.totals.total).toBe(700);
    expect(invoice.totals.taxableValue).toBeCloseTo(700 / 1.03, 1);
    expect(invoice.payment).toEqual({ method: "UPI", storeCredit: 100, rest: 600 });
    const pdf = await call("GET", `/api/orders/${orderId}/invoice.pdf`, undefined, buyer.cookie);
    expect(pdf.status).toBe(200);
  });
});

describe("the payment's state after refunds", () => {
  test("partly refunded, then refunded once the refunds reach what was paid; a failed refund undoes it", async () => {
    const buyer = await member();
    const orderId = await paidOrder(buyer, [{ ...(await variantAt(800)), quantity: 1 }]);
    expect((await orderRow(orderId))?.paymentStatus).toBe("paid");
    const part = await goodwill(orderId, { amount: 300, reason: "Late delivery", refundTo: "source" });
    expect(part.status, await part.clone().text()).toBe(201);
    expect((await orderRow(orderId))?.paymentStatus).toBe("partially_refunded");
    const detail = await (await call("GET", `/api/userorder/${orderId}/detail`, undefined, buyer.cookie)).json();
    expect(detail.order.paymentStatus).toBe("partially_refunded");

    const rest = await goodwill(orderId, { amount: 500, reason: "Chipped", refundTo: "store_credit" });
    expect(rest.status, await rest.clone().text()).toBe(201);
    expect((await orderRow(orderId))?.paymentStatus).toBe("refunded");
    expect((await goodwill(orderId, { amount: 1, reason: "More" })).status).toBe(409);
    // the admin's filter knows the new states (one list, core/order-status.ts)
    const number = (await orderRow(orderId))?.number;
    const listed = await call(
      "GET",
      `/api/order/getAllOrders?payment=refunded&search=${number}`,
      undefined,
      adminCookie,
    );
    expect(listed.status, await listed.clone().text()).toBe(200);
    expect(JSON.stringify((await listed.json()).data)).toContain(orderId);

    // the pending ₹300 to the card fails: partly refunded again, ₹300 refundable
    const { refund } = await part.json();
    expect((await razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId)).status).toBe(200);
    expect((await orderRow(orderId))?.paymentStatus).toBe("partially_refunded");
  });
});

describe("a payment that arrives after its order was cancelled", () => {
  test("refunds only what Razorpay captured and gives the store credit back once", async () => {
    const buyer = await member(10_000);
    const line = await variantAt(650, 1);
    const started = await startOnline(buyer, [{ ...line, quantity: 1 }], true);
    // the provider's order is for ₹600: ₹700 less ₹100 of store credit
    expect(started.amount).toBe(60_000);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(0);
    await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 31 * 60_000));
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(10_000);
    // the last unit goes to another shopper meanwhile
    await paidOrder(await member(), [{ ...line, quantity: 1 }]);

    const refundsBefore = razorpay.refunds.length;
    const payment = razorpay.pay(started.id);
    const verified = await call("POST", "/api/payment/verify-payment", payment);
    expect(verified.status).toBe(409);
    const sent = razorpay.refunds.slice(refundsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.amount).toBe(60_000);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(10_000);
    expect(await orderRow(started.orderId)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });
    const rows = await shop.ctx.db.select().from(refunds).where(eq(refunds.orderId, started.orderId));
    expect(rows).toMatchObject([{ amount: 60_000, destination: "source" }]);
    // nothing more can be refunded, and the payment again (the webhook) changes nothing
    expect((await goodwill(started.orderId, { amount: 1, reason: "Again" })).status).toBe(409);
    expect((await call("POST", "/api/payment/verify-payment", payment)).status).toBe(409);
    expect(razorpay.refunds.length - refundsBefore).toBe(1);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(10_000);
  });

  test("when its store credit was spent meanwhile: refunded, the stock it took back given back too", async () => {
    const buyer = await member(10_000);
    const line = await variantAt(650, 5);
    const started = await startOnline(buyer, [{ ...line, quantity: 1 }], true);
    await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 31 * 60_000));
    // the credit given back is spent on another order
    await paidOrder(buyer, [{ ...(await variantAt(300)), quantity: 1 }], true);
    expect(await storeCreditBalance(shop.ctx.db, buyer.id)).toBe(0);
    const [before] = await shop.ctx.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, line.variant));

    const verified = await call("POST", "/api/payment/verify-payment", razorpay.pay(started.id));
    expect(verified.status).toBe(409);
    expect(razorpay.refunds.at(-1)?.amount).toBe(60_000);
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
    const buyer = await member();
    const orderId = await paidOrder(buyer, [{ ...(await variantAt(900)), quantity: 1 }]);
    await shipAndDeliver(orderId);
    const returnId = await wholeReturn(buyer, orderId, "source");
    const refunded = await call("POST", `/api/admin/returns/${returnId}/refund`, undefined, adminCookie);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const { refund, return: marked } = await refunded.json();
    expect(refund.status).toBe("pending");
    expect(marked.status).toBe("refunded");

    expect((await razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId)).status).toBe(200);
    const mine = await (await call("GET", `/api/userorder/${orderId}/returns`, undefined, buyer.cookie)).json();
    const seen = (
      mine.returns as Array<{ _id: string; status: string; timeline: Array<{ note: string | null }> }>
    ).find((entry) => entry._id === returnId);
    expect(seen?.status).toBe("received");
    expect(seen?.timeline.at(-1)?.note).toContain("failed at the payment provider");
    const mails = await mailTo(shop, buyer.email);
    expect(mails.filter((mail) => mail.template === "return-refund_failed")).toHaveLength(1);
    // the same webhook again changes nothing
    await razorpay.sendRefundEvent(shop.url, "refund.failed", refund.providerRefundId);
    expect((await mailTo(shop, buyer.email)).filter((mail) => mail.template === "return-refund_failed")).toHaveLength(
      1,
    );

    const again = await call("POST", `/api/admin/returns/${returnId}/refund`, undefined, adminCookie);
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await again.json()).refund.amount).toBe(900);
  });
});

describe("a goodwill refund, then the whole order returned", () => {
  test("gives back exactly what was paid, the lines to the paisa; the credit notes sum to the invoice", async () => {
    const buyer = await member();
    // A ₹499 × 1 and B ₹333 × 3: ₹1,498, free shipping
    const orderId = await paidOrder(buyer, [
      { ...(await variantAt(499)), quantity: 1 },
      { ...(await variantAt(333)), quantity: 3 },
    ]);
    await shipAndDeliver(orderId);
    const part = await goodwill(orderId, { amount: 100, reason: "Scuffed box", refundTo: "store_credit" });
    expect(part.status, await part.clone().text()).toBe(201);
    const returnId = await wholeReturn(buyer, orderId, "store_credit");
    const refunded = await call("POST", `/api/admin/returns/${returnId}/refund`, undefined, adminCookie);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const { refund } = await refunded.json();
    // what was left, ₹1,398, shared over the lines by what they paid (apportion, largest remainder):
    // A 1,398 × 499/1,498 = 465.6876… → ₹465.69; B 1,398 × 999/1,498 = 932.3124… → ₹932.31
    expect(refund.amount).toBe(1398);
    expect(refund.lines.map((line: { amount: number }) => line.amount)).toEqual([465.69, 932.31]);
    const rows = await shop.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(149_800);
    expect((await orderRow(orderId))?.paymentStatus).toBe("refunded");

    const documents = await taxDocumentsOf(orderId);
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
    const buyer = await member();
    const orderId = await paidOrder(buyer, [
      { ...(await variantAt(499)), quantity: 2 },
      { ...(await variantAt(1250)), quantity: 1 },
    ]);
    await shipAndDeliver(orderId);
    const [first] = await itemsOf(orderId);
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
    expect((await goodwill(orderId, { amount: 50, reason: "Late", refundTo: "store_credit" })).status).toBe(201);
    const moved = await call("PUT", `/api/order/updateStatus/${orderId}`, { status: "returned" }, adminCookie);
    expect(moved.status, await moved.clone().text()).toBe(200);

    const documents = await taxDocumentsOf(orderId);
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
    const detail = await (await call("GET", `/api/userorder/${orderId}/detail`, undefined, buyer.cookie)).json();
    expect(detail.order.documents.creditNotes.map((note: { number: string }) => note.number)).toEqual(
      notes.map((note) => note.number),
    );
    for (const note of notes) {
      const one = await call("GET", `/api/orders/${orderId}/credit-notes/${note.id}`, undefined, buyer.cookie);
      expect((await one.json()).creditNoteNumber).toBe(note.number);
      const pdf = await call("GET", `/api/orders/${orderId}/credit-notes/${note.id}.pdf`, undefined, buyer.cookie);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    }
  });
});
