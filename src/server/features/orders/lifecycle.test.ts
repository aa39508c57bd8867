// The order's one door (transitions.ts) through HTTP: the two defects it fixes (a late payment that
// re-spent a coupon; phantom stock from cancelling units never held), every admin move from every
// state with its side effects run once (and every refused move changing nothing, double submits
// included), and a payment racing the expiry job on one order.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { couponMessages } from "../../../core/checkout.ts";
import { inEnglish, sayIn } from "../../../core/i18n.ts";
import { fromRupees } from "../../../core/money.ts";
import { nextStatuses, type OrderStatus, orderStatuses } from "../../../core/order-status.ts";
import { hindi } from "../../../web/i18n/hi.server.ts";
import {
  coupons,
  couponUses,
  mailOutbox,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  taxDocuments,
  users,
  variants,
} from "../../db/schema.ts";
import {
  createAccount,
  makeAdmin,
  signedInMember,
  signInCookie,
  testShopEnv,
  uniqueIp,
} from "../../testing/accounts.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { paymentSignature } from "../payments/provider.ts";
import { expireUnpaidOrders } from "./service.ts";

let shop: TestShop;
let adminCookie = "";
let demoVariants: Array<{ id: string; productId: string }> = [];
let cursor = 0;
const sandboxSecret = "lifecycle-sandbox-secret";

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: { ...testShopEnv, SANDBOX_PAYMENT_SECRET: sandboxSecret } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  demoVariants = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .orderBy(variants.productId, variants.position);
});
afterAll(async () => {
  await shop?.close();
});

/** A demo variant for one test only, with a known stock and price (rupees). */
async function variantWith(stock: number, price = 500) {
  const pick = demoVariants[cursor++];
  if (!pick) throw new Error("the demo catalogue ran out of variants for these tests");
  await shop.ctx.db
    .update(variants)
    .set({ stock, price: fromRupees(price), mrp: fromRupees(price) })
    .where(eq(variants.id, pick.id));
  return { product: pick.productId, variant: pick.id };
}

async function stockOf(variantId: string): Promise<number> {
  const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

/** A coupon of the test's own (10% off), one use per member unless said otherwise. */
async function couponOf(oneTimePerUser = true): Promise<string> {
  const code = `LIFE${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
  await shop.ctx.db.insert(coupons).values({ code, discountPercent: 10, expiryDate: "2030-12-31", oneTimePerUser });
  return code;
}

const address = {
  addressLine1: "9 Ring Road",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
};

function post(path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  return shop.api(path, json("POST", body, headers));
}

// a phone of their own: refusals at the door count against a phone's cash on delivery
const member = () => signedInMember(shop, { phone: `9${crypto.randomInt(100_000_000, 999_999_999)}` });

type Line = { product: string; variant: string; quantity: number };

async function onlineOrder(lines: Line[], cookie: string, appliedCoupon?: string) {
  const response = await post(
    "/api/payment/create-order",
    { orderItems: lines, shippingAddress: address, paymentMethod: "UPI", ...(appliedCoupon ? { appliedCoupon } : {}) },
    cookie,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { id: string; orderId: string; amount: number };
}

async function codOrder(lines: Line[], cookie?: string, appliedCoupon?: string) {
  const body = {
    orderItems: lines,
    shippingAddress: address,
    paymentMethod: "COD",
    ...(cookie
      ? {}
      : { guestUser: { firstName: "Ravi", lastName: "Kale", email: "ravi@example.test", phone: "9822012345" } }),
    ...(appliedCoupon ? { appliedCoupon } : {}),
  };
  const response = await post("/api/userorder/placeorder", body, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order as { _id: string; totalAmount: number };
}

/** The sandbox pays the provider order; answers the signed fields the checkout sends to verify. */
async function pay(providerOrderId: string) {
  const paid = await post("/api/payment/sandbox/pay", { orderId: providerOrderId, outcome: "success" });
  expect(paid.status).toBe(200);
  return paid.json();
}

const windowClosed = () => new Date(Date.now() + 31 * 60_000);

async function orderRow(orderId: string) {
  const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error("no such order");
  return row;
}

async function usesOf(orderId: string) {
  const rows = await shop.ctx.db.select().from(couponUses).where(eq(couponUses.orderId, orderId));
  return rows.length;
}

describe("a payment after the order was cancelled", () => {
  test("revives the order when its stock and coupon are still there, and the one-time coupon is spent again", async () => {
    const shopper = await member();
    const code = await couponOf(true);
    const line = await variantWith(5);
    const created = await onlineOrder([{ ...line, quantity: 2 }], shopper.cookie, code);
    expect(await expireUnpaidOrders(shop.ctx, windowClosed())).toBeGreaterThanOrEqual(1);
    expect(await usesOf(created.orderId)).toBe(0);
    expect(await stockOf(line.variant)).toBe(5);

    const verified = await post("/api/payment/verify-payment", await pay(created.id));
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect((await verified.json()).order).toMatchObject({ paymentStatus: "paid", orderStatus: "processing" });
    expect(await usesOf(created.orderId)).toBe(1);
    expect(await stockOf(line.variant)).toBe(3);

    // the defect: the same one-time coupon was accepted again on a new order
    const again = await post(
      "/api/payment/create-order",
      { orderItems: [{ ...line, quantity: 1 }], shippingAddress: address, paymentMethod: "UPI", appliedCoupon: code },
      shopper.cookie,
    );
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(couponMessages.alreadyUsed);
    expect(await stockOf(line.variant)).toBe(3);
  });

  test("is refunded in full when the one-time coupon was spent meanwhile: never paid with a coupon used twice", async () => {
    const shopper = await member();
    const code = await couponOf(true);
    const line = await variantWith(5);
    const created = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie, code);
    await expireUnpaidOrders(shop.ctx, windowClosed());
    const other = await codOrder([{ ...line, quantity: 1 }], shopper.cookie, code);
    expect(await stockOf(line.variant)).toBe(4);

    const payment = await pay(created.id);
    const verified = await post("/api/payment/verify-payment", payment);
    expect(verified.status).toBe(409);
    const refused = (await verified.json()).error;
    expect(refused.code).toBe("payment_refunded");
    // where the money goes and when, in the refund mail's words and the Returns settings' days
    expect(refused.message).toMatch(
      /refunded in full\. ₹[\d,.]+ goes back to .+; it usually arrives in \d+ to \d+ working days\.$/,
    );
    // the same words with their values apart (`said`), so a Hindi checkout says them in Hindi
    expect(inEnglish(refused.said)).toBe(refused.message);
    const inHindi = sayIn("hi", hindi, refused.said);
    expect(inHindi).toMatch(
      /^आपका भुगतान इस ऑर्डर के रद्द होने के बाद आया.+ ₹[\d,.]+ यहाँ वापस भेजे जाते हैं: .+ कार्य दिवस में पहुँच जाते हैं।$/,
    );
    // no English left but the names it keeps: UPI and the shopper's UPI id (success@razorpay in the sandbox)
    expect(inHindi.replace(/\S+@\S+?(?=[;,।]|$)/g, "").match(/[A-Za-z]{2,}/g) ?? []).toEqual(["UPI"]);
    const row = await orderRow(created.orderId);
    expect(row).toMatchObject({
      orderStatus: "cancelled",
      paymentStatus: "refunded",
      transactionId: payment.razorpay_payment_id,
    });
    expect(await usesOf(created.orderId)).toBe(0);
    expect(await usesOf(other._id)).toBe(1);
    expect(await stockOf(line.variant)).toBe(4);
    const notes = await shop.ctx.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, created.orderId));
    expect(notes.filter((entry) => entry.note?.includes("refunded in full (rfnd_sbx_"))).toHaveLength(1);

    // asked again (the webhook after the browser): nothing more happens
    const repeat = await post("/api/payment/verify-payment", payment);
    expect(repeat.status).toBe(409);
    expect(await orderRow(created.orderId)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });
  });

  test("phantom stock: the last unit sold to another shopper meanwhile is not counted twice", async () => {
    const shopper = await member();
    const line = await variantWith(1);
    const created = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    expect(await stockOf(line.variant)).toBe(0);
    await expireUnpaidOrders(shop.ctx, windowClosed());
    expect(await stockOf(line.variant)).toBe(1);
    await codOrder([{ ...line, quantity: 1 }]);
    expect(await stockOf(line.variant)).toBe(0);

    const verified = await post("/api/payment/verify-payment", await pay(created.id));
    expect(verified.status).toBe(409);
    expect(await orderRow(created.orderId)).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded" });

    // the owner's cancellation (the defect: it gave back a unit it never held)
    const cancel = await post(`/api/userorder/${created.orderId}/cancel`, {}, shopper.cookie);
    expect(cancel.status).toBe(409);
    expect(await stockOf(line.variant)).toBe(0);
    const [held] = await shop.ctx.db
      .select({ held: sql<number>`coalesce(sum(${orderItems.stockHeld}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.variantId, line.variant));
    // one unit was in stock: the guest's order holds it, nothing else does
    expect(held?.held).toBe(1);
  });
});

describe("every admin move from every state", () => {
  const returning: readonly OrderStatus[] = ["cancelled", "refused", "returned"];
  let shopper: Awaited<ReturnType<typeof member>>;
  let code = "";
  let line: { product: string; variant: string };

  beforeAll(async () => {
    code = await couponOf(false);
    line = await variantWith(1000, 1250);
  });

  const move = (orderId: string, status: OrderStatus) =>
    shop.api(
      `/api/order/updateStatus/${orderId}`,
      json("PUT", { status }, { cookie: adminCookie, "x-forwarded-for": uniqueIp() }),
    );

  /** An order of 2 units with a coupon, brought to `status` by the admin's moves. */
  async function orderIn(status: OrderStatus): Promise<string> {
    const lines = [{ ...line, quantity: 2 }];
    if (status === "pending_payment") return (await onlineOrder(lines, shopper.cookie, code)).orderId;
    const id = (await codOrder(lines, shopper.cookie, code))._id;
    const path: Record<OrderStatus, OrderStatus[]> = {
      pending_payment: [],
      awaiting_confirmation: [],
      processing: ["processing"],
      shipped: ["processing", "shipped"],
      delivered: ["processing", "shipped", "delivered"],
      returned: ["processing", "shipped", "delivered", "returned"],
      refused: ["processing", "shipped", "refused"],
      cancelled: ["cancelled"],
    };
    for (const step of path[status]) {
      // an order ships only by booking its parcel (a bare move to shipped is refused)
      if (step === "shipped") expect((await bookByHand(shop, adminCookie, id)).status).toBe(201);
      else expect((await move(id, step)).status).toBe(200);
    }
    return id;
  }

  async function snapshot(orderId: string) {
    const order = await orderRow(orderId);
    const documents = await shop.ctx.db
      .select({ kind: taxDocuments.kind })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    const [points] = await shop.ctx.db.select({ points: users.points }).from(users).where(eq(users.id, shopper.id));
    const history = await shop.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    const [held] = await shop.ctx.db
      .select({ held: sql<number>`sum(${orderItems.stockHeld})::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const mail = await shop.ctx.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%#${order.number}%`}`);
    return {
      order,
      stock: await stockOf(line.variant),
      held: held?.held ?? 0,
      couponUses: await usesOf(orderId),
      invoices: documents.filter((doc) => doc.kind === "invoice").length,
      creditNotes: documents.filter((doc) => doc.kind === "credit_note").length,
      points: points?.points ?? 0,
      history: history.length,
      mail: mail.length,
    };
  }

  const cases = orderStatuses.flatMap((from) => orderStatuses.map((to) => ({ from, to })));

  test.each(cases)("$from → $to", async ({ from, to }) => {
    shopper = await member();
    const orderId = await orderIn(from);
    const before = await snapshot(orderId);
    expect(before.order.orderStatus).toBe(from);
    // a double submit: both requests at once
    const answers = await Promise.all([move(orderId, to), move(orderId, to)]);
    const after = await snapshot(orderId);
    const allowed = nextStatuses(from).includes(to);
    if (!allowed) {
      expect(answers.map((answer) => answer.status)).toEqual([409, 409]);
      expect(after).toEqual(before);
      return;
    }
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const gives = returning.includes(to);
    const wasInvoiced = from === "shipped" || from === "delivered";
    expect(after.order.orderStatus).toBe(to);
    expect({
      stock: after.stock - before.stock,
      held: after.held - before.held,
      couponUses: after.couponUses - before.couponUses,
      invoices: after.invoices - before.invoices,
      creditNotes: after.creditNotes - before.creditNotes,
      points: after.points - before.points,
      history: after.history - before.history,
      mail: after.mail - before.mail,
    }).toEqual({
      stock: gives ? before.held : 0,
      held: gives ? -before.held : 0,
      couponUses: to === "cancelled" ? -1 : 0,
      invoices: to === "shipped" ? 1 : 0,
      creditNotes: gives && wasInvoiced ? 1 : 0,
      points: to === "delivered" ? Math.floor(before.order.totalAmount / 10_000) : 0,
      history: 1,
      // the shopper hears of a cancellation (refunds/cancellation.ts), of a COD order confirmed and of a
      // shipped order delivered (its parcel is delivered with it: shipping/scans.ts)
      mail:
        (to === "cancelled" && before.order.number !== null) ||
        (from === "awaiting_confirmation" && to === "processing") ||
        (from === "shipped" && to === "delivered")
          ? 1
          : 0,
    });
    expect(before.held).toBe(returning.includes(from) ? 0 : 2);
  });
});

describe("a payment and the expiry job at once", () => {
  test("leave one consistent order: paid, holding its stock and coupon once, one confirmation", async () => {
    for (let round = 0; round < 4; round++) {
      const shopper = await member();
      const code = await couponOf(true);
      const line = await variantWith(6);
      const created = await onlineOrder([{ ...line, quantity: 2 }], shopper.cookie, code);
      const payment = await pay(created.id);
      const webhookBody = JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: created.id } } },
      });
      const { hmacHex } = await import("../payments/provider.ts");
      const [verified] = await Promise.all([
        post("/api/payment/verify-payment", payment),
        expireUnpaidOrders(shop.ctx, windowClosed()),
        shop.api("/api/payment/webhook", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-razorpay-signature": hmacHex(sandboxSecret, webhookBody),
            "x-razorpay-event-id": `evt_race_${round}`,
          },
          body: webhookBody,
        }),
      ]);
      expect(verified.status, await verified.clone().text()).toBe(200);
      const row = await orderRow(created.orderId);
      expect(row).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" });
      expect(await stockOf(line.variant)).toBe(4);
      expect(await usesOf(created.orderId)).toBe(1);
      const [held] = await shop.ctx.db
        .select({ held: sql<number>`sum(${orderItems.stockHeld})::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, created.orderId));
      expect(held?.held).toBe(2);
      const confirmations = await shop.ctx.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.template, "order-confirmation"), sql`${mailOutbox.subject} like ${`%#${row.number}%`}`),
        );
      expect(confirmations).toHaveLength(1);
      expect(payment.razorpay_signature).toBe(paymentSignature(sandboxSecret, created.id, payment.razorpay_payment_id));
    }
  });
});

describe("online payment attempts that never succeeded", () => {
  test("are not orders in the member's history; the admin's list keeps them", async () => {
    const shopper = await member();
    const line = await variantWith(5);
    const closed = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    expect((await post("/api/payment/abandon", { orderId: closed.orderId }, shopper.cookie)).status).toBe(200);
    const declined = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    expect(
      (await post("/api/payment/abandon", { orderId: declined.orderId, failed: true }, shopper.cookie)).status,
    ).toBe(200);
    const paid = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    expect((await post("/api/payment/verify-payment", await pay(paid.id))).status).toBe(200);

    const history = await (
      await shop.api(`/api/userorder/user/${shopper.id}`, {
        headers: { cookie: shopper.cookie, "x-forwarded-for": uniqueIp() },
      })
    ).json();
    expect(history.total).toBe(1);
    expect(history.orders.map((entry: { _id: string }) => entry._id)).toEqual([paid.orderId]);

    const admin = await (
      await shop.api(`/api/order/getAllOrders?search=${encodeURIComponent(shopper.email)}`, {
        headers: { cookie: adminCookie, "x-forwarded-for": uniqueIp() },
      })
    ).json();
    expect(admin.data.total).toBe(3);
  });

  test("an online payment attempt takes a number only when paid; one that never succeeds takes none", async () => {
    const line = await variantWith(10);
    const shopper = await member();
    const abandoned = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    expect(await orderRow(abandoned.orderId)).toMatchObject({ number: null, orderStatus: "pending_payment" });
    const closed = await post("/api/payment/sandbox/pay", { orderId: abandoned.id, outcome: "failure" });
    expect(closed.status).toBe(400);
    const cancelled = await post("/api/payment/abandon", { orderId: abandoned.orderId, failed: true }, shopper.cookie);
    expect(await cancelled.json()).toEqual({ success: true, cancelled: true });
    expect(await orderRow(abandoned.orderId)).toMatchObject({ number: null, orderStatus: "cancelled" });

    // the next real orders are consecutive: the attempts between them took nothing
    const cod = await codOrder([{ ...line, quantity: 1 }]);
    const codNumber = (await orderRow(cod._id)).number as number;
    expect(codNumber).toBeGreaterThan(100000);
    const paid = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie); // another attempt, left waiting
    expect((await orderRow(paid.orderId)).number).toBeNull();
    const verified = await post("/api/payment/verify-payment", await pay(paid.id));
    expect((await verified.json()).order).toMatchObject({ number: codNumber + 1, orderStatus: "processing" });

    // a late payment that revives a cancelled attempt makes it an order then
    const late = await onlineOrder([{ ...line, quantity: 1 }], shopper.cookie);
    await expireUnpaidOrders(shop.ctx, windowClosed());
    expect(await orderRow(late.orderId)).toMatchObject({ number: null, orderStatus: "cancelled" });
    const revived = await post("/api/payment/verify-payment", await pay(late.id));
    expect((await revived.json()).order).toMatchObject({ number: codNumber + 2, orderStatus: "processing" });

    // the shopper's history lists the two orders, not the attempts
    const history = await shop.api(`/api/userorder/user/${shopper.id}`, {
      headers: { cookie: shopper.cookie, "x-forwarded-for": uniqueIp() },
    });
    const numbers = (await history.json()).orders.map((order: { number: number }) => order.number);
    expect(numbers.sort()).toEqual([codNumber + 1, codNumber + 2]);
  });
});
