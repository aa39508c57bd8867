// A received return refunded (issue 22: returns and refunds joined) through HTTP on a real database
// and Razorpay's stand-in: a prepaid order's whole return goes back to the original payment (shipping
// too, as settings say) and its credit notes sum to the invoice exactly; a COD order's partial return
// goes back as store credit with a credit note of that line; a double click refunds once, a retry
// after a crash between the refund and the marking only marks; a return
// not received is 409 and refunds nothing; a shopper is 403. The return shows refunded and is mailed.
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import { orderItems, orders, products, refunds, variants } from "../../db/schema.ts";
import { createAccount, mailTo, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../../testing/razorpay-stand-in.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { refundLines } from "../refunds/service.ts";
import { storeCreditBalance } from "../refunds/store-credit.ts";

let shop: TestShop;
let razorpay: RazorpayStandIn;
let adminCookie = "";
let member = { cookie: "", id: "", email: "" };
let demoVariants: Array<{ id: string; productId: string }> = [];
let cursor = 0;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  shop = await startTestShop({ seed: true, env: { ...testShopEnv, ...razorpay.env } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const shopper = await createAccount(shop, { phone: `9${crypto.randomInt(100_000_000, 999_999_999)}` });
  member = {
    cookie: await signInCookie(shop, shopper.email, shopper.password),
    id: (await shop.ctx.db.execute<{ id: string }>(sql`select id from users where email = ${shopper.email}`)).rows[0]
      ?.id as string,
    email: shopper.email,
  };
  // products of every category returnable, whatever the demo settings say
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

async function variantAt(price: number) {
  const pick = demoVariants[cursor++];
  if (!pick) throw new Error("the demo catalogue ran out of variants");
  await shop.ctx.db
    .update(variants)
    .set({ stock: 50, price: fromRupees(price), mrp: fromRupees(price) })
    .where(eq(variants.id, pick.id));
  return { product: pick.productId, variant: pick.id };
}

type Line = { product: string; variant: string; quantity: number };

/** The member's order, paid online on the stand-in or cash on delivery, shipped and delivered. */
async function deliveredOrder(lines: Line[], payment: "UPI" | "COD"): Promise<string> {
  let orderId: string;
  if (payment === "UPI") {
    const created = await call(
      "POST",
      "/api/payment/create-order",
      { orderItems: lines, shippingAddress: address, paymentMethod: "UPI" },
      member.cookie,
    );
    expect(created.status, await created.clone().text()).toBe(200);
    const started = (await created.json()) as { id: string; orderId: string };
    const verified = await call("POST", "/api/payment/verify-payment", razorpay.pay(started.id));
    expect(verified.status, await verified.clone().text()).toBe(200);
    orderId = started.orderId;
  } else {
    const placed = await call(
      "POST",
      "/api/userorder/placeorder",
      {
        orderItems: lines,
        shippingAddress: address,
        guestUser: { firstName: "Meena", lastName: "Joshi", email: member.email, phone: "9829012345" },
        paymentMethod: "COD",
      },
      member.cookie,
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    orderId = ((await placed.json()) as { order: { _id: string } }).order._id;
    const moved = await call("PUT", `/api/order/updateStatus/${orderId}`, { status: "processing" }, adminCookie);
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  expect((await bookByHand(shop, adminCookie, orderId)).status).toBe(201);
  const delivered = await call("PUT", `/api/order/updateStatus/${orderId}`, { status: "delivered" }, adminCookie);
  expect(delivered.status, await delivered.clone().text()).toBe(200);
  return orderId;
}

async function itemsOf(orderId: string) {
  return shop.ctx.db
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
}

type ReturnAnswer = { _id: string; number: string; status: string; lines: Array<{ _id: string }> };

/** A return asked by the member, and (unless `upTo` says "requested") approved and received. */
async function returnOf(
  orderId: string,
  lines: Array<{ orderItemId: string; quantity: number }>,
  refundTo: "source" | "store_credit",
  upTo: "requested" | "received" = "received",
): Promise<ReturnAnswer> {
  const asked = await call(
    "POST",
    `/api/userorder/${orderId}/returns`,
    { lines: lines.map((line) => ({ ...line, reason: "damaged" })), refundTo },
    member.cookie,
  );
  expect(asked.status, await asked.clone().text()).toBe(201);
  const created = (await asked.json()).return as ReturnAnswer;
  if (upTo === "requested") return created;
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
  return created;
}

const refund = (returnId: string, cookie = adminCookie) =>
  call("POST", `/api/admin/returns/${returnId}/refund`, undefined, cookie);

async function queued(returnId: string) {
  const page = await (await call("GET", "/api/admin/returns?status=received", undefined, adminCookie)).json();
  return (page.returns as Array<{ _id: string; refundAmount?: number }>).find((entry) => entry._id === returnId);
}

const refundsOfReturn = (returnId: string) => shop.ctx.db.select().from(refunds).where(eq(refunds.returnId, returnId));

async function creditNotes(orderId: string) {
  return (
    await shop.ctx.db.execute<{ kind: string; total: number; refund_id: string | null }>(
      sql`select kind, total, refund_id from tax_documents where order_id = ${orderId} order by sequence`,
    )
  ).rows;
}

async function refundedMails(number: string) {
  return (await mailTo(shop, member.email)).filter(
    (mail) => mail.template === "return-refunded" && mail.subject.includes(number),
  );
}

describe("refunding a received return", () => {
  test("prepaid, the whole order back: to the original payment with shipping, once; credit notes sum to the invoice", async () => {
    const orderId = await deliveredOrder([{ ...(await variantAt(650)), quantity: 2 }], "UPI");
    const [order] = await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const [item] = await itemsOf(orderId);
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
    expect(razorpay.refunds.at(-1)).toMatchObject({ amount: order?.totalAmount, payment_id: order?.transactionId });
    expect(await refundsOfReturn(created._id)).toHaveLength(1);
    expect((await refund(created._id)).status).toBe(409);
    expect(await refundsOfReturn(created._id)).toHaveLength(1);

    // the provider's word: processed; the returned move's credit note already credited the whole invoice
    const processed = await razorpay.sendRefundEvent(
      shop.url,
      "refund.processed",
      razorpay.refunds.at(-1)?.id ?? "",
      `evt_${crypto.randomBytes(6).toString("hex")}`,
    );
    expect(processed.status).toBe(200);
    const [row] = await refundsOfReturn(created._id);
    expect(row?.status).toBe("processed");
    const documents = await creditNotes(orderId);
    const invoice = documents.find((document) => document.kind === "invoice");
    const notes = documents.filter((document) => document.kind === "credit_note");
    expect(notes.length).toBeGreaterThanOrEqual(1);
    expect(notes.reduce((sum, note) => sum + Number(note.total), 0)).toBe(Number(invoice?.total));

    const listed = await (await call("GET", `/api/userorder/${orderId}/returns`, undefined, member.cookie)).json();
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
    const [first] = await itemsOf(orderId);
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
    const notes = (await creditNotes(orderId)).filter((document) => document.kind === "credit_note");
    expect(notes.map((note) => Number(note.total))).toEqual([fromRupees(amount ?? 0)]);
  });

  test("a crash after the refund, before the marking: the retry marks the return and refunds nothing more", async () => {
    const orderId = await deliveredOrder([{ ...(await variantAt(500)), quantity: 2 }], "COD");
    const [item] = await itemsOf(orderId);
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
    const [item] = await itemsOf(orderId);
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
