// The shop the refund, return and exchange tests run against: the demo catalogue with Razorpay's
// stand-in wired in and an admin signed in, and the steps those tests share, all through HTTP like a
// client: members (with store credit when asked), demo variants pinned to the prices a test counts on,
// orders paid online on the stand-in or cash on delivery, shipped by hand and delivered, goodwill
// refunds, and returns asked for, approved and received.
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Language } from "../../core/i18n.ts";
import { fromRupees } from "../../core/money.ts";
import { orderItems, orders, products, variants } from "../db/schema.ts";
import { creditStoreCredit } from "../features/refunds/store-credit.ts";
import { createAccount, makeAdmin, signInCookie, testShopEnv, uniqueIp, userIdOf } from "./accounts.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "./razorpay-stand-in.ts";
import { bookByHand } from "./shipping-shop.ts";
import { json, startTestShop, type TestShop } from "./shop.ts";

/** Where every order of these tests goes. */
export const address = {
  addressLine1: "9 Ring Road",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
};

export type OrderLine = { product: string; variant: string; quantity: number; giftWrap?: boolean };
export type Member = { cookie: string; id: string; email: string };
export type ReturnLine = { orderItemId: string; quantity: number; exchangeVariantId?: string };
export type ReturnAnswer = { _id: string; number: string; status: string; lines: Array<{ _id: string }> };

interface ReturnRequest {
  refundTo: "source" | "store_credit" | "upi";
  /** Every line's reason (default "damaged"). */
  reason?: string;
  headers?: Record<string, string>;
}

interface PinnedPrice {
  /** Units in stock (default 50). */
  stock?: number;
  /** Basis points (default 300, 3%); "seeded" keeps the demo variant's own rate. */
  gstRate?: number | "seeded";
}

/** How an order is placed: a coupon, store credit, the checkout page's language (decision 0064). */
export interface OrderOptions {
  coupon?: string;
  useStoreCredit?: boolean;
  language?: Language;
}

export interface MoneyTestShop extends TestShop {
  razorpay: RazorpayStandIn;
  adminCookie: string;
  /** A request from an address of its own, as the member or admin whose cookie it carries. */
  call(
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** A new member with a phone number, signed in; `storeCredit` (paise) credited first when given. */
  member(options?: { storeCredit?: number }): Promise<Member>;
  /** The next demo variant, this test's own, at a price (₹) with M.R.P. the same. */
  variantAt(price: number, options?: PinnedPrice): Promise<{ product: string; variant: string }>;
  /** An online order started, not paid: the provider's order id, ours, and what the provider charges. */
  startOnline(
    buyer: Member,
    lines: OrderLine[],
    options?: OrderOptions,
  ): Promise<{ id: string; orderId: string; amount: number }>;
  /** An order paid online through the stand-in's checkout; answers its id. */
  paidOrder(buyer: Member, lines: OrderLine[], options?: OrderOptions): Promise<string>;
  /** A cash-on-delivery order of the buyer's, placed and confirmed (processing); answers its id. */
  codOrder(buyer: Member, lines: OrderLine[], options?: Pick<OrderOptions, "language">): Promise<string>;
  /** The buyer's order, paid online (default) or cash on delivery and confirmed, shipped and delivered. */
  deliveredOrder(
    buyer: Member,
    lines: OrderLine[],
    options?: { payment?: "UPI" | "COD"; coupon?: string; language?: Language },
  ): Promise<string>;
  /** Moves the order through these states as the admin; "shipped" by booking its parcel by hand. */
  moveTo(orderId: string, ...statuses: string[]): Promise<void>;
  /** An admin's refund of an amount on an order (POST /api/admin/orders/{orderId}/refunds). */
  goodwill(orderId: string, body: unknown, headers?: Record<string, string>, cookie?: string): Promise<Response>;
  orderRow(orderId: string): Promise<typeof orders.$inferSelect>;
  /** The order's lines in their order. */
  itemsOf(orderId: string): Promise<Array<{ id: string; quantity: number }>>;
  /** The order's invoice and credit notes, in the order they were issued. */
  taxDocumentsOf(
    orderId: string,
  ): Promise<Array<{ id: string; kind: string; number: string; total: number; refund_id: string | null }>>;
  /** The buyer asks for a return (or an exchange) of these lines: the shop's answer as it is. */
  requestReturn(
    buyer: Pick<Member, "cookie">,
    orderId: string,
    lines: ReturnLine[],
    request: ReturnRequest,
  ): Promise<Response>;
  /** A return asked for and accepted (201): the return as the shop answers it. */
  openReturn(buyer: Member, orderId: string, lines: ReturnLine[], request: ReturnRequest): Promise<ReturnAnswer>;
  /** Approved with the manual courier and received, every line restocked: the return as it is then. */
  receiveReturn<Answer extends ReturnAnswer = ReturnAnswer>(entry: ReturnAnswer): Promise<Answer>;
}

/**
 * Starts the stand-in and a seeded shop, makes and signs in an admin, and saves `settings` (a body for
 * PUT /api/admin/settings) when given.
 */
export async function startMoneyTestShop(
  options: { settings?: Record<string, unknown>; env?: Record<string, string> } = {},
): Promise<MoneyTestShop> {
  const razorpay = await startRazorpayStandIn();
  let shop: TestShop | undefined;
  try {
    shop = await startTestShop({ seed: true, env: { ...testShopEnv, ...razorpay.env, ...options.env } });
    return await equip(shop, razorpay, options.settings);
  } catch (error) {
    await shop?.close();
    await razorpay.close();
    throw error;
  }
}

async function equip(
  shop: TestShop,
  razorpay: RazorpayStandIn,
  settings: Record<string, unknown> | undefined,
): Promise<MoneyTestShop> {
  const call: MoneyTestShop["call"] = (method, path, body, cookie, headers = {}) => {
    const all: Record<string, string> = { "x-forwarded-for": uniqueIp(), ...headers };
    if (cookie) all.cookie = cookie;
    return shop.api(path, body === undefined ? { method, headers: all } : json(method, body, all));
  };

  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  const adminCookie = await signInCookie(shop, admin.email, admin.password);
  if (settings) {
    const saved = await call("PUT", "/api/admin/settings", settings, adminCookie);
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  const demoVariants = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.status, "active"))
    .orderBy(variants.productId, variants.position);
  let cursor = 0;

  const startOnline: MoneyTestShop["startOnline"] = async (buyer, lines, { coupon, useStoreCredit, language } = {}) => {
    const created = await call(
      "POST",
      "/api/payment/create-order",
      {
        orderItems: lines,
        shippingAddress: address,
        paymentMethod: "UPI",
        ...(coupon ? { appliedCoupon: coupon } : {}),
        ...(useStoreCredit ? { useStoreCredit } : {}),
        ...(language ? { language } : {}),
      },
      buyer.cookie,
    );
    expect(created.status, await created.clone().text()).toBe(200);
    return (await created.json()) as { id: string; orderId: string; amount: number };
  };

  const paidOrder: MoneyTestShop["paidOrder"] = async (buyer, lines, options) => {
    const started = await startOnline(buyer, lines, options);
    const verified = await call("POST", "/api/payment/verify-payment", razorpay.pay(started.id));
    expect(verified.status, await verified.clone().text()).toBe(200);
    return started.orderId;
  };

  const moveTo: MoneyTestShop["moveTo"] = async (orderId, ...statuses) => {
    for (const status of statuses) {
      // an order ships only by booking its parcel
      const moved =
        status === "shipped"
          ? await bookByHand(shop, adminCookie, orderId)
          : await call("PUT", `/api/order/updateStatus/${orderId}`, { status }, adminCookie);
      expect(moved.status, await moved.clone().text()).toBe(status === "shipped" ? 201 : 200);
    }
  };

  /** A cash-on-delivery order placed with a contact of its own, and confirmed (processing). */
  const confirmedCodOrder = async (buyer: Member, lines: OrderLine[], coupon?: string, language?: Language) => {
    const placed = await call(
      "POST",
      "/api/userorder/placeorder",
      {
        orderItems: lines,
        shippingAddress: address,
        ...(coupon ? { appliedCoupon: coupon } : {}),
        guestUser: { firstName: "Meena", lastName: "Joshi", email: buyer.email, phone: "9829012345" },
        paymentMethod: "COD",
        ...(language ? { language } : {}),
      },
      buyer.cookie,
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderId = ((await placed.json()) as { order: { _id: string } }).order._id;
    await moveTo(orderId, "processing");
    return orderId;
  };

  const requestReturn: MoneyTestShop["requestReturn"] = (buyer, orderId, lines, request) =>
    call(
      "POST",
      `/api/userorder/${orderId}/returns`,
      {
        lines: lines.map((line) => ({ ...line, reason: request.reason ?? "damaged" })),
        refundTo: request.refundTo,
      },
      buyer.cookie,
      request.headers,
    );

  return {
    ...shop,
    razorpay,
    adminCookie,
    call,
    startOnline,
    paidOrder,
    codOrder: (buyer, lines, options = {}) => confirmedCodOrder(buyer, lines, undefined, options.language),
    moveTo,
    requestReturn,

    async member({ storeCredit = 0 } = {}) {
      const account = await createAccount(shop, { phone: `9${crypto.randomInt(100_000_000, 999_999_999)}` });
      const id = await userIdOf(shop, account.email);
      if (storeCredit > 0) {
        await creditStoreCredit(shop.ctx.db, {
          userId: id,
          amount: storeCredit,
          kind: "adjustment",
          note: "Test credit",
        });
      }
      return { cookie: await signInCookie(shop, account.email, account.password), id, email: account.email };
    },

    async variantAt(price, { stock = 50, gstRate = 300 } = {}) {
      const pick = demoVariants[cursor++];
      if (!pick) throw new Error("the demo catalogue ran out of variants");
      await shop.ctx.db
        .update(variants)
        .set({ stock, price: fromRupees(price), mrp: fromRupees(price), ...(gstRate === "seeded" ? {} : { gstRate }) })
        .where(eq(variants.id, pick.id));
      return { product: pick.productId, variant: pick.id };
    },

    async deliveredOrder(buyer, lines, { payment = "UPI", coupon, language } = {}) {
      const orderId =
        payment === "UPI"
          ? await paidOrder(buyer, lines, { coupon, language })
          : await confirmedCodOrder(buyer, lines, coupon, language);
      await moveTo(orderId, "shipped", "delivered");
      return orderId;
    },

    goodwill: (orderId, body, headers = {}, cookie = adminCookie) =>
      call("POST", `/api/admin/orders/${orderId}/refunds`, body, cookie, headers),

    async orderRow(orderId) {
      const [row] = await shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new Error(`no order ${orderId}`);
      return row;
    },

    itemsOf: (orderId) =>
      shop.ctx.db
        .select({ id: orderItems.id, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.position),

    async taxDocumentsOf(orderId) {
      return (
        await shop.ctx.db.execute<{
          id: string;
          kind: string;
          number: string;
          total: number;
          refund_id: string | null;
        }>(
          sql`select id, kind, number, total, refund_id from tax_documents where order_id = ${orderId} order by sequence`,
        )
      ).rows;
    },

    async openReturn(buyer, orderId, lines, request) {
      const asked = await requestReturn(buyer, orderId, lines, request);
      expect(asked.status, await asked.clone().text()).toBe(201);
      return ((await asked.json()) as { return: ReturnAnswer }).return;
    },

    async receiveReturn<Answer extends ReturnAnswer = ReturnAnswer>(entry: ReturnAnswer): Promise<Answer> {
      const approved = await call(
        "POST",
        `/api/admin/returns/${entry._id}/approve`,
        { provider: "manual", courierName: "India Post", awb: `EM${crypto.randomInt(100_000_000, 999_999_999)}IN` },
        adminCookie,
      );
      expect(approved.status, await approved.clone().text()).toBe(200);
      const received = await call(
        "POST",
        `/api/admin/returns/${entry._id}/receive`,
        { lines: entry.lines.map((line) => ({ returnLineId: line._id, decision: "restock" })) },
        adminCookie,
      );
      expect(received.status, await received.clone().text()).toBe(200);
      return ((await received.json()) as { return: Answer }).return;
    },

    async close() {
      await shop.close();
      await razorpay.close();
    },
  };
}
