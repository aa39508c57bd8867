// Placing orders through HTTP on the demo catalogue: the server decides every amount and stock
// change; validation in the spec's order; many buyers at once; idempotent submits; coupons; the
// online payment's signature; the thank-you page's access; the confirmation e-mails.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { couponMessages } from "../../../core/checkout.ts";
import { fromRupees } from "../../../core/money.ts";
import { summarize } from "../../../core/pricing.ts";
import { coupons, couponUses, mailOutbox, orderItems, orders, products, variants } from "../../db/schema.ts";
import { createAccount, from, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { hmacHex, paymentSignature } from "../payments/provider.ts";

let shop: TestShop;
let demoVariants: Array<{ id: string; productId: string }> = [];
let cursor = 0;
const sandboxSecret = "test-sandbox-secret";

beforeAll(async () => {
  shop = await startTestShop({
    seed: true,
    env: { ...testShopEnv, SANDBOX_PAYMENT_SECRET: sandboxSecret, ADMIN_EMAIL: "owner@example.test" },
  });
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

/** A variant of the demo catalogue used by one test only, with a known stock and prices (rupees). */
async function variantWith(stock: number, price = 400, mrp = 500, gst = 300) {
  const pick = demoVariants[cursor++];
  if (!pick) throw new Error("the demo catalogue ran out of variants for these tests");
  await shop.ctx.db
    .update(variants)
    .set({ stock, price: fromRupees(price), mrp: fromRupees(mrp), gstRate: gst })
    .where(eq(variants.id, pick.id));
  return { product: pick.productId, variant: pick.id };
}

async function stockOf(variantId: string): Promise<number> {
  const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

const address = {
  addressLine1: "12 Lotus Lane",
  addressLine2: "Near the temple",
  city: "Bengaluru",
  state: "Karnataka",
  country: "India",
  zipCode: "560001",
};
const guestUser = (email = `guest-${crypto.randomBytes(4).toString("hex")}@example.test`) => ({
  firstName: "Meera",
  lastName: "Iyer",
  email,
  phone: "+91 98450 12345",
});

function order(items: Array<{ product: string; variant: string; quantity: number; giftWrap?: boolean }>, extra = {}) {
  return { orderItems: items, shippingAddress: address, guestUser: guestUser(), paymentMethod: "COD", ...extra };
}

function post(path: string, body: unknown, options: { cookie?: string; key?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? uniqueIp() };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.key) headers["idempotency-key"] = options.key;
  return shop.api(path, json("POST", body, headers));
}

async function member() {
  const account = await createAccount(shop);
  return { ...account, cookie: await signInCookie(shop, account.email, account.password) };
}

describe("cash on delivery", () => {
  test("a guest's order is priced from the database, whatever the request says, and takes the stock", async () => {
    const line = await variantWith(10, 450, 600, 300);
    const gift = await variantWith(10, 120, 120, 500);
    const response = await post(
      "/api/userorder/placeorder",
      order([{ ...line, quantity: 2, price: 1 } as never, { ...gift, quantity: 1, giftWrap: true }], {
        totalAmount: 1,
        user: "someone",
        subtotal: 0,
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = await response.json();
    expect(answer.success).toBe(true);
    const expected = summarize([
      { unitPrice: 45_000, unitMrp: 60_000, quantity: 2 },
      { unitPrice: 12_000, unitMrp: 12_000, quantity: 1, giftWrap: true },
    ]);
    expect(answer.order).toMatchObject({
      orderStatus: "awaiting_confirmation",
      paymentStatus: "pending",
      paymentMethod: "COD",
      subtotal: expected.subtotal / 100,
      itemsTotal: 1020,
      giftWrap: 50,
      shipping: 0,
      discount: 0,
      totalAmount: expected.total / 100,
      user: null,
      guestUser: { firstName: "Meera", phone: "9845012345" },
    });
    expect(answer.order.orderItems).toEqual([
      expect.objectContaining({ variant: line.variant, quantity: 2, price: 450, mrp: 600, tax: 3 }),
      expect.objectContaining({ variant: gift.variant, quantity: 1, price: 120, giftWrap: true, tax: 5 }),
    ]);
    expect(answer.order.number).toBeGreaterThan(100000);
    expect(answer.accessKey).toMatch(/^[\w-]{20,}$/);
    expect(await stockOf(line.variant)).toBe(8);
    expect(await stockOf(gift.variant)).toBe(9);

    // the confirmation to the shopper and the copy to the owner wait in the outbox
    const mail = await shop.ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.template} like 'order-%'`);
    const mine = mail.filter((message) => message.subject.includes(`#${answer.order.number}`));
    expect(mine.map((message) => [message.template, message.to]).sort()).toEqual([
      ["order-confirmation", answer.order.guestUser.email],
      ["order-new", "owner@example.test"],
    ]);
    const confirmation = mine.find((message) => message.template === "order-confirmation");
    // each line shows the GST its invoice will show: the ₹50 gift wrap is shared across the lines by
    // value (₹44.12 and ₹5.88), so 2 × ₹450 at 3% holds ₹27.50 and ₹120 at 5% ₹5.99
    expect(confirmation?.text).toContain("₹900.00 (incl. ₹27.50 GST)");
    expect(confirmation?.text).toContain("₹120.00 (incl. ₹5.99 GST)");
    expect(confirmation?.html).toContain("incl. ₹27.50 GST");
    expect(confirmation?.text).toContain("Gift wrap: ₹50.00");
    expect(confirmation?.text).toContain("12 Lotus Lane");
    expect(confirmation?.text).toContain("Pay on delivery");
  });

  test("shipping is ₹50 below ₹699 and free from it", async () => {
    const cheap = await variantWith(10, 698, 698);
    const below = await (await post("/api/userorder/placeorder", order([{ ...cheap, quantity: 1 }]))).json();
    expect(below.order).toMatchObject({ shipping: 50, totalAmount: 748 });
    const exact = await variantWith(10, 699, 699);
    const at = await (await post("/api/userorder/placeorder", order([{ ...exact, quantity: 1 }]))).json();
    expect(at.order).toMatchObject({ shipping: 0, totalAmount: 699 });
  });

  test("every validation message, in the spec's order", async () => {
    const line = await variantWith(5);
    const cases: Array<[unknown, string]> = [
      [{ ...order([]) }, "Your cart is empty."],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, addressLine1: " " } }),
        "Please fill in the Address field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, city: "" } }),
        "Please fill in the City field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, state: "" } }),
        "Please fill in the State field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, country: "" } }),
        "Please fill in the Country field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, zipCode: "" } }),
        "Please fill in the Postal Code field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { guestUser: { ...guestUser(), firstName: "" } }),
        "Please fill in the First Name field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { guestUser: { ...guestUser(), lastName: "" } }),
        "Please fill in the Last Name field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { guestUser: { ...guestUser(), email: "" } }),
        "Please fill in the Email field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { guestUser: { ...guestUser(), phone: "" } }),
        "Please fill in the Phone field.",
      ],
      [
        order([{ ...line, quantity: 1 }], { guestUser: { ...guestUser(), email: "meera@" } }),
        "Please enter a valid email address.",
      ],
      [
        order([{ ...line, quantity: 1 }], { guestUser: { ...guestUser(), phone: "12345" } }),
        "Please enter a valid phone number.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, zipCode: "5600" } }),
        "Please enter a valid 6-digit PIN code.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, state: "Atlantis" } }),
        "Please choose a state from the list.",
      ],
      [
        order([{ ...line, quantity: 1 }], { shippingAddress: { ...address, country: "USA" } }),
        "We deliver within India only for now.",
      ],
      [order([{ ...line, quantity: 0 }]), "Quantity must be a whole number from 1 to 10"],
      [order([{ ...line, quantity: 11 }]), "Quantity must be a whole number from 1 to 10"],
      // the first of several problems is the message
      [
        order([{ ...line, quantity: 1 }], {
          shippingAddress: { ...address, city: "" },
          guestUser: { ...guestUser(), email: "x" },
        }),
        "Please fill in the City field.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post("/api/userorder/placeorder", body);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    // nothing was taken
    expect(await stockOf(line.variant)).toBe(5);
  });

  test("an unknown variant or a product off sale is refused naming the line", async () => {
    const line = await variantWith(5);
    const unknown = await post(
      "/api/userorder/placeorder",
      order([{ product: line.product, variant: "00000000-0000-4000-8000-000000000000", quantity: 1 }]),
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.fields).toEqual({ "orderItems.0": "This product is no longer available." });
  });

  test("20 buyers at once for a variant with 5 in stock: exactly 5 orders, stock 0, the rest 409", async () => {
    const line = await variantWith(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/userorder/placeorder", order([{ ...line, quantity: 1 }]))),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refusal = await answers.find((response) => response.status === 409)?.json();
    expect(refusal.error).toMatchObject({ code: "out_of_stock", available: 0, variantId: line.variant });
    expect(refusal.error.message).toMatch(/is out of stock\.$/);
    expect(await stockOf(line.variant)).toBe(0);
    // (the demo orders of the seed are hours old: only this test's orders are counted)
    const [count] = await shop.ctx.db
      .select({ orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.variantId, line.variant), sql`${orders.createdAt} > now() - interval '10 minutes'`));
    expect(count?.orders).toBe(5);
  });

  test("more than the stock left names the line and takes nothing from any line", async () => {
    const plenty = await variantWith(10);
    const few = await variantWith(2);
    const response = await post(
      "/api/userorder/placeorder",
      order([
        { ...plenty, quantity: 3 },
        { ...few, quantity: 3 },
      ]),
    );
    expect(response.status).toBe(409);
    const error = (await response.json()).error;
    expect(error.message).toMatch(/^Only 2 left of /);
    expect(Object.keys(error.fields)).toEqual(["orderItems.1.quantity"]);
    expect(await stockOf(plenty.variant)).toBe(10);
    expect(await stockOf(few.variant)).toBe(2);
  });

  test("the same Idempotency-Key twice makes one order; with another body it is refused", async () => {
    const line = await variantWith(10);
    const body = order([{ ...line, quantity: 1 }]);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      post("/api/userorder/placeorder", body, { key }),
      post("/api/userorder/placeorder", body, { key }),
    ]);
    // at once, the second waits its turn or is told the first is still running; after, it replays
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(201);
    const placed = await (first.status === 201 ? first : second).json();
    const replay = await post("/api/userorder/placeorder", body, { key });
    expect(replay.status).toBe(201);
    expect((await replay.json()).order._id).toBe(placed.order._id);
    expect(await stockOf(line.variant)).toBe(9);

    const other = await post("/api/userorder/placeorder", { ...body, orderItems: [{ ...line, quantity: 2 }] }, { key });
    expect(other.status).toBe(409);
    expect(await stockOf(line.variant)).toBe(9);
  });
});

describe("coupons", () => {
  test("searchcoupon: guests are refused; each rule answers in the spec's words", async () => {
    const guest = await shop.api("/api/coupons/searchcoupon?code=welcome10&cartValue=1000");
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe(couponMessages.loginRequired);

    const { cookie } = await member();
    const check = async (code: string, cartValue: number) =>
      (await shop.api(`/api/coupons/searchcoupon?code=${code}&cartValue=${cartValue}`, { headers: { cookie } })).json();
    expect(await check("welcome10", 1000)).toMatchObject({
      isValid: true,
      code: "WELCOME10",
      discount: 10,
      minCartValue: 499,
    });
    expect(await check("WELCOME10", 300)).toMatchObject({
      isValid: false,
      message: "Cart value is less than ₹499.",
      said: { message: "Cart value is less than {minimum}.", values: { minimum: "₹499" } },
    });
    expect(await check("EXPIRED5", 1000)).toMatchObject({ isValid: false, message: couponMessages.expired });
    expect(await check("MONSOON25", 5000)).toMatchObject({ isValid: false, message: couponMessages.inactive });
    expect(await check("NOSUCHCODE", 1000)).toMatchObject({ isValid: false, message: couponMessages.invalid });
    expect(await check("SATTVA15", 1000)).toMatchObject({ isValid: true, discount: 15, maxDiscount: 300 });
    const blank = await shop.api("/api/coupons/searchcoupon?code=%20&cartValue=1", { headers: { cookie } });
    expect((await blank.json()).error.message).toBe(couponMessages.empty);
  });

  test("a guest's order with a coupon is refused", async () => {
    const line = await variantWith(5);
    const response = await post(
      "/api/userorder/placeorder",
      order([{ ...line, quantity: 1 }], { appliedCoupon: "SATTVA15" }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(couponMessages.loginRequired);
    expect(await stockOf(line.variant)).toBe(5);
  });

  test("a member's coupon takes its percent off the items total, capped at its maximum", async () => {
    const { cookie } = await member();
    const line = await variantWith(10, 2500, 2500);
    const response = await post(
      "/api/userorder/placeorder",
      {
        orderItems: [{ ...line, quantity: 1 }],
        shippingAddress: address,
        paymentMethod: "COD",
        appliedCoupon: "sattva15",
      },
      { cookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()).order;
    // 15% of ₹2,500 is ₹375, capped at ₹300
    expect(answer).toMatchObject({
      discount: 300,
      totalAmount: 2200,
      appliedCoupon: "SATTVA15",
      couponDetails: { percentage: 15, maxDiscount: 300 },
      guestUser: null,
    });
    expect(answer.user).toBeTruthy();
  });

  test("a one-time coupon used by two orders at once: one succeeds", async () => {
    const { cookie } = await member();
    const line = await variantWith(10, 600, 600);
    const body = {
      orderItems: [{ ...line, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: "COD",
      appliedCoupon: "WELCOME10",
    };
    const answers = await Promise.all([
      post("/api/userorder/placeorder", body, { cookie }),
      post("/api/userorder/placeorder", body, { cookie }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = await answers.find((response) => response.status === 409)?.json();
    expect(refused.error.message).toBe(couponMessages.alreadyUsed);
    expect(await stockOf(line.variant)).toBe(9);
    const [coupon] = await shop.ctx.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
    const uses = await shop.ctx.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, coupon?.id ?? ""));
    expect(uses.filter((use) => use.orderId !== null).length).toBeGreaterThanOrEqual(1);
  });

  test("an expired or below-minimum coupon refuses the order and takes nothing", async () => {
    const { cookie } = await member();
    const line = await variantWith(10, 300, 300);
    for (const [code, message] of [
      ["EXPIRED5", couponMessages.expired],
      ["WELCOME10", "Cart value is less than ₹499."],
    ]) {
      const response = await post(
        "/api/userorder/placeorder",
        { orderItems: [{ ...line, quantity: 1 }], shippingAddress: address, paymentMethod: "COD", appliedCoupon: code },
        { cookie },
      );
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await stockOf(line.variant)).toBe(10);
  });
});

describe("online payment (sandbox provider)", () => {
  async function createOnline(body: unknown, options: { cookie?: string; key?: string } = {}) {
    const response = await post("/api/payment/create-order", body, options);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }

  test("the order waits for its payment holding its stock; a forged signature is refused; a real one completes it", async () => {
    const line = await variantWith(4, 800, 1000);
    const created = await createOnline(order([{ ...line, quantity: 2 }], { paymentMethod: "UPI", totalAmount: 1 }));
    expect(created).toMatchObject({ amount: 160_000, currency: "INR", provider: "sandbox", key: null });
    expect(created.id).toMatch(/^order_sbx_/);
    expect(await stockOf(line.variant)).toBe(2);
    const [pending] = await shop.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(pending).toMatchObject({
      orderStatus: "pending_payment",
      paymentStatus: "pending",
      providerOrderId: created.id,
    });

    const paymentId = "pay_forged_1";
    const forged = await post("/api/payment/verify-payment", {
      razorpay_order_id: created.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature("not-the-secret", created.id, paymentId),
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toBe("Payment verification failed. Please try again.");
    const [still] = await shop.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(still?.paymentStatus).toBe("pending");

    const paid = await (await post("/api/payment/sandbox/pay", { orderId: created.id, outcome: "success" })).json();
    expect(paid.razorpay_signature).toBe(paymentSignature(sandboxSecret, created.id, paid.razorpay_payment_id));
    let number = 0;
    for (let attempt = 0; attempt < 2; attempt++) {
      const verified = await post("/api/payment/verify-payment", paid);
      expect(verified.status).toBe(200);
      const answer = (await verified.json()).order;
      number ||= answer.number;
      expect(answer.number).toBe(number);
      expect(answer).toMatchObject({
        _id: created.orderId,
        paymentStatus: "paid",
        orderStatus: "processing",
        transactionId: paid.razorpay_payment_id,
      });
    }
    const confirmations = await shop.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "order-confirmation"), sql`${mailOutbox.subject} like ${`%#${number}%`}`));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain("Paid online");
  });

  test("closing the payment window gives the stock and coupon back", async () => {
    const { cookie } = await member();
    const line = await variantWith(3, 700, 700);
    const created = await createOnline(
      {
        orderItems: [{ ...line, quantity: 3 }],
        shippingAddress: address,
        paymentMethod: "UPI",
        appliedCoupon: "WELCOME10",
      },
      { cookie },
    );
    expect(created.amount).toBe(70_000 * 3 - 21_000);
    expect(await stockOf(line.variant)).toBe(0);
    const failed = await post("/api/payment/sandbox/pay", { orderId: created.id, outcome: "failure" });
    expect(failed.status).toBe(400);
    // someone else cannot cancel it
    expect((await post("/api/payment/abandon", { orderId: created.orderId })).status).toBe(403);
    const abandoned = await post("/api/payment/abandon", {
      orderId: created.orderId,
      key: created.accessKey,
      failed: true,
    });
    expect(await abandoned.json()).toEqual({ success: true, cancelled: true });
    expect(await stockOf(line.variant)).toBe(3);
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row).toMatchObject({ orderStatus: "cancelled", paymentStatus: "failed" });
    // the one-time coupon can be used again
    const again = await createOnline(
      {
        orderItems: [{ ...line, quantity: 1 }],
        shippingAddress: address,
        paymentMethod: "UPI",
        appliedCoupon: "WELCOME10",
      },
      { cookie },
    );
    expect(again.amount).toBeGreaterThan(0);
  });

  test("a signed webhook completes an order whose browser never came back; a bad signature is refused", async () => {
    const line = await variantWith(5, 900, 900);
    const created = await createOnline(order([{ ...line, quantity: 1 }], { paymentMethod: "UPI" }));
    const event = {
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_webhook_1", order_id: created.id } } },
    };
    const raw = JSON.stringify(event);
    const send = (signature: string, eventId: string) =>
      shop.api("/api/payment/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": signature,
          "x-razorpay-event-id": eventId,
        },
        body: raw,
      });
    expect((await send(hmacHex("wrong", raw), "evt_1")).status).toBe(400);
    const accepted = await send(hmacHex(sandboxSecret, raw), "evt_2");
    expect(accepted.status).toBe(200);
    expect(await (await send(hmacHex(sandboxSecret, raw), "evt_2")).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row).toMatchObject({ paymentStatus: "paid", orderStatus: "processing", transactionId: "pay_webhook_1" });
  });

  test("unpaid orders past their window are cancelled and their stock returned", async () => {
    const { expireUnpaidOrders } = await import("./service.ts");
    const line = await variantWith(2, 500, 500);
    const created = await createOnline(order([{ ...line, quantity: 2 }], { paymentMethod: "UPI" }));
    expect(await stockOf(line.variant)).toBe(0);
    expect(await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(line.variant)).toBe(2);
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row?.orderStatus).toBe("cancelled");
  });
});

describe("reading an order back", () => {
  test("with its link's key, or as its owner; anyone else gets 404", async () => {
    const line = await variantWith(5);
    const placed = await (await post("/api/userorder/placeorder", order([{ ...line, quantity: 1 }]))).json();
    const id = placed.order._id;
    const withKey = await shop.api(`/api/userorder/${id}?key=${placed.accessKey}`);
    expect(withKey.status).toBe(200);
    expect((await withKey.json()).order.number).toBe(placed.order.number);
    expect((await shop.api(`/api/userorder/${id}`)).status).toBe(404);
    expect((await shop.api(`/api/userorder/${id}?key=wrong-key-value`)).status).toBe(404);

    const owner = await member();
    const mine = await (
      await post(
        "/api/userorder/placeorder",
        { orderItems: [{ ...line, quantity: 1 }], shippingAddress: address, paymentMethod: "COD" },
        { cookie: owner.cookie },
      )
    ).json();
    expect(mine.order.contact.email).toBe(owner.email);
    const other = await member();
    expect(
      (await shop.api(`/api/userorder/${mine.order._id}`, from(uniqueIp(), "GET", undefined, owner.cookie))).status,
    ).toBe(200);
    expect(
      (await shop.api(`/api/userorder/${mine.order._id}`, from(uniqueIp(), "GET", undefined, other.cookie))).status,
    ).toBe(404);
  });
});

describe("a payment after its window closed", () => {
  test("marks the order paid and takes its stock again", async () => {
    const { expireUnpaidOrders } = await import("./service.ts");
    const line = await variantWith(3, 500, 500);
    const created = await (
      await post("/api/payment/create-order", order([{ ...line, quantity: 2 }], { paymentMethod: "UPI" }))
    ).json();
    await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 31 * 60_000));
    expect(await stockOf(line.variant)).toBe(3);
    const paid = await (await post("/api/payment/sandbox/pay", { orderId: created.id, outcome: "success" })).json();
    const verified = await post("/api/payment/verify-payment", paid);
    expect((await verified.json()).order).toMatchObject({ paymentStatus: "paid", orderStatus: "processing" });
    expect(await stockOf(line.variant)).toBe(1);
  });
});

describe("a member's saved address", () => {
  test("is used by its id, with its name and phone; someone else's is not found", async () => {
    const { addresses, users } = await import("../../db/schema.ts");
    const owner = await member();
    const [user] = await shop.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const [saved] = await shop.ctx.db
      .insert(addresses)
      .values({
        userId: user?.id ?? "",
        firstName: "Ananya",
        lastName: "Sen",
        phone: "9830012345",
        addressLine1: "7 Park Circus",
        city: "Kolkata",
        state: "West Bengal",
        zipCode: "700017",
        country: "India",
        isDefault: true,
      })
      .returning();
    const line = await variantWith(5);
    const placed = await post(
      "/api/userorder/placeorder",
      { orderItems: [{ ...line, quantity: 1 }], shippingAddress: saved?.id, paymentMethod: "COD" },
      { cookie: owner.cookie },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const answer = (await placed.json()).order;
    expect(answer.shippingAddress).toMatchObject({
      addressLine1: "7 Park Circus",
      state: "West Bengal",
      zipCode: "700017",
    });
    expect(answer.contact).toMatchObject({
      firstName: "Ananya",
      lastName: "Sen",
      phone: "9830012345",
      email: owner.email,
    });
    const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, answer._id));
    expect(row?.deliveryStateCode).toBe("19");

    const stranger = await member();
    const refused = await post(
      "/api/userorder/placeorder",
      { orderItems: [{ ...line, quantity: 1 }], shippingAddress: { addressId: saved?.id }, paymentMethod: "COD" },
      { cookie: stranger.cookie },
    );
    expect(refused.status).toBe(404);
    const guest = await post(
      "/api/userorder/placeorder",
      order([{ ...line, quantity: 1 }], { shippingAddress: saved?.id }),
    );
    expect(guest.status).toBe(401);
    expect(await stockOf(line.variant)).toBe(4);
  });
});
