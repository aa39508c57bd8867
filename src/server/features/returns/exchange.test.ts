// Exchanges (issue 22 point 6, decision 0034) through HTTP on a real database and Razorpay's stand-in:
// a line exchanged for a dearer variant gets a replacement order waiting for a payment link, which the
// `payment_link.paid` webhook releases (once: a redelivery changes nothing); a cheaper variant's
// difference goes back to the original payment to the paisa, with a coupon's share taken off; the same
// price moves no money; the refusals (exchanges off, another product's variant, the same variant, none
// in stock, another member's order, mixed with a refund) are 400/404 and write nothing; a double
// submit is one return. The returned units get their credit notes; the replacement ships as usual.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import { coupons, orderItems, products, returns, variants } from "../../db/schema.ts";
import {
  type Member,
  type MoneyTestShop,
  type OrderLine,
  type ReturnAnswer,
  type ReturnLine,
  startMoneyTestShop,
} from "../../testing/money-shop.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { storeCreditBalance } from "../refunds/store-credit.ts";

let shop: MoneyTestShop;
let member: Member;
let other: Member;
let productIds: string[] = [];
let cursor = 0;

beforeAll(async () => {
  shop = await startMoneyTestShop({ settings: { returns: { nonReturnableCategories: [], exchangeAllowed: true } } });
  member = await shop.member();
  other = await shop.member();
  productIds = (await shop.ctx.db.select({ id: products.id }).from(products).where(eq(products.status, "active"))).map(
    (row) => row.id,
  );
});
afterAll(async () => {
  await shop?.close();
});

/** A product of the demo catalogue with variants at these prices (rupees), each 20 in stock. */
async function productWith(...prices: number[]): Promise<{ product: string; variants: string[] }> {
  const product = productIds[cursor++];
  if (!product) throw new Error("the demo catalogue ran out of products");
  const [model] = await shop.ctx.db.select().from(variants).where(eq(variants.productId, product)).limit(1);
  if (!model) throw new Error(`product ${product} has no variant`);
  const made: string[] = [];
  for (const [index, price] of prices.entries()) {
    const [row] = await shop.ctx.db
      .insert(variants)
      .values({
        productId: product,
        position: 50 + index,
        variantname: `Size ${index + 1}`,
        sku: `EX-${crypto.randomBytes(4).toString("hex")}`,
        price: fromRupees(price),
        mrp: fromRupees(price),
        gstRate: model.gstRate,
        hsn: model.hsn,
        stock: 20,
      })
      .returning({ id: variants.id });
    made.push(row?.id as string);
  }
  return { product, variants: made };
}

/** The member's order, paid online on the stand-in (or COD), with a coupon if named, shipped and delivered. */
const deliveredOrder = (lines: OrderLine[], payment: "UPI" | "COD" = "UPI", coupon?: string) =>
  shop.deliveredOrder(member, lines, { payment, coupon });

async function lineOf(orderId: string, variantId: string): Promise<string> {
  const [row] = await shop.ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.variantId, variantId)));
  return row?.id as string;
}

type ExchangeView = {
  paid: number;
  replacementTotal: number;
  difference: number;
  toPay: number;
  toRefund: number;
  settled: boolean;
  replacementOrder: { _id: string; number: number; status: string; paid: boolean } | null;
  paymentLink: string | null;
};
type ExchangeAnswer = ReturnAnswer & { exchange: ExchangeView | null };

function askExchange(
  orderId: string,
  lines: ReturnLine[],
  refundTo: "source" | "store_credit" | "upi" = "source",
  buyer: Pick<Member, "cookie"> = member,
  headers: Record<string, string> = {},
) {
  return shop.requestReturn(buyer, orderId, lines, { refundTo, reason: "changed_mind", headers });
}

/** Approved with the manual courier and received (restocked): the exchange settles. */
const receive = (entry: ExchangeAnswer) => shop.receiveReturn<ExchangeAnswer>(entry);

type RefundList = {
  refunds: Array<{ amount: number; refundTo: string; status: string; creditNote: unknown; lines: unknown[] }>;
};
async function refundsOf(orderId: string): Promise<RefundList> {
  const answer = await shop.call("GET", `/api/admin/orders/${orderId}/refunds`, undefined, shop.adminCookie);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as RefundList;
}

describe("an exchange for a dearer variant", () => {
  test("places a replacement order waiting for a payment link; the paid webhook releases it, once", async () => {
    const item = await productWith(1000, 1500);
    const orderId = await deliveredOrder([{ product: item.product, variant: item.variants[0] as string, quantity: 1 }]);
    const orderItemId = await lineOf(orderId, item.variants[0] as string);
    const asked = await askExchange(orderId, [
      { orderItemId, quantity: 1, exchangeVariantId: item.variants[1] as string },
    ]);
    expect(asked.status, await asked.clone().text()).toBe(201);
    const entry = ((await asked.json()) as { return: ExchangeAnswer }).return;
    expect(entry.exchange).toMatchObject({ paid: 1000, replacementTotal: 1500, toPay: 500, settled: false });

    const received = await receive(entry);
    expect(received.status).toBe("exchanged");
    // settled: the figures are the replacement order's own, not a quote
    expect(received.exchange).toMatchObject({
      paid: 1000,
      replacementTotal: 1500,
      toPay: 500,
      toRefund: 0,
      difference: 500,
      settled: true,
    });
    const replacementId = received.exchange?.replacementOrder?._id as string;
    expect(received.exchange?.replacementOrder).toMatchObject({ status: "pending_payment", paid: false });
    expect(received.exchange?.replacementOrder?.number).toBeGreaterThan(0);
    const link = shop.razorpay.paymentLinks.find((made) => made.reference_id === entry.number);
    expect(link).toMatchObject({ amount: 50_000, status: "created", notes: { orderId: replacementId } });
    expect(received.exchange?.paymentLink).toBe(link?.short_url);

    // the returned unit: refunded at what it paid as the credit the replacement spent
    const replacement = await shop.orderRow(replacementId);
    expect(replacement).toMatchObject({
      totalAmount: 150_000,
      storeCredit: 100_000,
      shipping: 0,
      paymentMethod: "UPI",
      replacementForReturnId: entry._id,
    });
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(0);
    const oldRefunds = await refundsOf(orderId);
    expect(oldRefunds.refunds).toHaveLength(1);
    expect(oldRefunds.refunds[0]).toMatchObject({ amount: 1000, refundTo: "store_credit", status: "processed" });
    // the whole order came back: its own credit note credits the returned supply (decision 0027)
    const credited = await shop.ctx.db.execute<{ total: number }>(
      sql`select coalesce(sum((content->'totals'->>'total')::int), 0)::int as total
          from tax_documents where order_id = ${orderId} and kind = 'credit_note'`,
    );
    expect(credited.rows[0]?.total).toBe(100_000);

    // not released to ship before the difference is paid
    expect((await bookByHand(shop, shop.adminCookie, replacementId)).status).toBe(409);

    const eventId = `evt_${crypto.randomBytes(6).toString("hex")}`;
    const paid = await shop.razorpay.payPaymentLink(shop.url, link?.id as string, eventId);
    expect(paid.status, await paid.clone().text()).toBe(200);
    const after = await shop.orderRow(replacementId);
    expect(after).toMatchObject({ orderStatus: "processing", paymentStatus: "paid" });
    expect(after.transactionId).toMatch(/^pay_/);

    // the same event again, and a second event for the link: nothing changes
    const again = await shop.razorpay.payPaymentLink(shop.url, link?.id as string, eventId);
    expect(await again.json()).toMatchObject({ duplicate: true });
    const later = await shop.razorpay.payPaymentLink(shop.url, link?.id as string);
    expect(later.status).toBe(200);
    const still = await shop.orderRow(replacementId);
    expect(still).toMatchObject({
      orderStatus: "processing",
      paymentStatus: "paid",
      transactionId: after.transactionId,
    });
    const history = await shop.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_status_history where order_id = ${replacementId} and to_status = 'processing'`,
    );
    expect(history.rows[0]?.n).toBe(1);

    // the order says what it replaces; it ships through the normal flow, invoiced at shipping
    const detail = await shop.call("GET", `/api/userorder/${replacementId}/detail`, undefined, member.cookie);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { order: { replacementFor: unknown } }).order.replacementFor).toEqual({
      returnId: entry._id,
      number: entry.number,
    });
    expect((await bookByHand(shop, shop.adminCookie, replacementId)).status).toBe(201);
    const shipped = await shop.orderRow(replacementId);
    expect(shipped.orderStatus).toBe("shipped");
    const invoice = await shop.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from tax_documents where order_id = ${replacementId} and kind = 'invoice'`,
    );
    expect(invoice.rows[0]?.n).toBe(1);

    // the shopper was mailed the replacement and the link
    const mails = await shop.ctx.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where "to" = ${member.email} and subject like ${`Return ${entry.number}%`}`,
    );
    const exchanged = mails.rows.find((mail) => mail.subject.includes("replacement order"));
    expect(exchanged?.text).toContain(link?.short_url as string);
  });
});

describe("an exchange for a cheaper variant", () => {
  test("refunds the difference to the original payment to the paisa, the coupon's share taken off", async () => {
    const code = `EX${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
    await shop.ctx.db
      .insert(coupons)
      .values({ code, discountPercent: 10, maxDiscount: null, expiryDate: "2030-12-31", oneTimePerUser: false });
    const item = await productWith(1000, 600);
    const side = await productWith(500);
    const orderId = await deliveredOrder(
      [
        { product: item.product, variant: item.variants[0] as string, quantity: 1 },
        { product: side.product, variant: side.variants[0] as string, quantity: 1 },
      ],
      "UPI",
      code,
    );
    const order = await shop.orderRow(orderId);
    expect(order).toMatchObject({ itemsTotal: 150_000, discount: 15_000 });
    const orderItemId = await lineOf(orderId, item.variants[0] as string);
    const asked = await askExchange(orderId, [
      { orderItemId, quantity: 1, exchangeVariantId: item.variants[1] as string },
    ]);
    expect(asked.status, await asked.clone().text()).toBe(201);
    const entry = ((await asked.json()) as { return: ExchangeAnswer }).return;
    // the line paid ₹1,000 less its share of ₹150 by value (₹100): ₹900; the new one costs ₹600
    expect(entry.exchange).toMatchObject({ paid: 900, replacementTotal: 600, toRefund: 300, toPay: 0 });

    const before = shop.razorpay.refunds.length;
    const received = await receive(entry);
    expect(received.status).toBe("exchanged");
    expect(received.exchange).toMatchObject({
      paid: 900,
      replacementTotal: 600,
      toRefund: 300,
      toPay: 0,
      difference: -300,
      paymentLink: null,
    });
    expect(shop.razorpay.refunds.slice(before).map((refund) => refund.amount)).toEqual([30_000]);
    expect(shop.razorpay.refunds.at(-1)?.payment_id).toBe(order.transactionId);

    const { refunds } = await refundsOf(orderId);
    expect(refunds.map((refund) => [refund.refundTo, refund.amount]).sort()).toEqual([
      ["source", 300],
      ["store_credit", 600],
    ]);
    const replacement = await shop.orderRow(received.exchange?.replacementOrder?._id as string);
    expect(replacement).toMatchObject({
      orderStatus: "processing",
      paymentStatus: "paid",
      totalAmount: 60_000,
      storeCredit: 60_000,
    });
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(0);
    // the webhook settles the source refund; its credit note and the credit's together credit ₹900
    const webhook = await shop.razorpay.sendRefundEvent(
      shop.url,
      "refund.processed",
      shop.razorpay.refunds.at(-1)?.id as string,
    );
    expect(webhook.status).toBe(200);
    const notes = await shop.ctx.db.execute<{ total: number }>(
      sql`select coalesce(sum((content->'totals'->>'total')::int), 0)::int as total
          from tax_documents where order_id = ${orderId} and kind = 'credit_note'`,
    );
    expect(notes.rows[0]?.total).toBe(90_000);
    // the refunds' own ceiling still holds: the other line can give back only what it paid (₹450)
    const left = await refundsOf(orderId);
    expect(left.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(900);
  });
});

describe("an exchange at the same price", () => {
  test("moves no money: the replacement is paid by the returned item and released at once", async () => {
    const item = await productWith(800, 800);
    const orderId = await deliveredOrder(
      [{ product: item.product, variant: item.variants[0] as string, quantity: 2 }],
      "COD",
    );
    const orderItemId = await lineOf(orderId, item.variants[0] as string);
    const asked = await askExchange(
      orderId,
      [{ orderItemId, quantity: 2, exchangeVariantId: item.variants[1] as string }],
      "store_credit",
    );
    expect(asked.status, await asked.clone().text()).toBe(201);
    const entry = ((await asked.json()) as { return: ExchangeAnswer }).return;
    expect(entry.exchange).toMatchObject({ paid: 1600, replacementTotal: 1600, difference: 0 });
    const linksBefore = shop.razorpay.paymentLinks.length;
    const received = await receive(entry);
    expect(received.status).toBe("exchanged");
    expect(received.exchange).toMatchObject({
      paid: 1600,
      replacementTotal: 1600,
      toPay: 0,
      toRefund: 0,
      paymentLink: null,
    });
    // the member's own list answers the same settled figures
    const listed = await shop.call("GET", `/api/userorder/${orderId}/returns`, undefined, member.cookie);
    expect(listed.status).toBe(200);
    const mine = ((await listed.json()) as { returns: ExchangeAnswer[] }).returns.find((one) => one._id === entry._id);
    expect(mine?.exchange).toMatchObject({ paid: 1600, replacementTotal: 1600, settled: true });
    expect(shop.razorpay.paymentLinks.length).toBe(linksBefore);
    const replacement = await shop.orderRow(received.exchange?.replacementOrder?._id as string);
    expect(replacement).toMatchObject({ orderStatus: "processing", totalAmount: 160_000, storeCredit: 160_000 });
    expect(await storeCreditBalance(shop.ctx.db, member.id)).toBe(0);
    const [stock] = await shop.ctx.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, item.variants[1] as string));
    expect(stock?.stock).toBe(18);
    // a second Complete click finds the exchange done
    const again = await shop.call("POST", `/api/admin/returns/${entry._id}/refund`, undefined, shop.adminCookie);
    expect(again.status).toBe(409);
  });
});

describe("refusals", () => {
  test("exchanges off, another product's variant, the same variant, no stock, mixed lines, another member: nothing written", async () => {
    const item = await productWith(700, 900, 950);
    const elsewhere = await productWith(900);
    const orderId = await deliveredOrder([
      { product: item.product, variant: item.variants[0] as string, quantity: 1 },
      { product: elsewhere.product, variant: elsewhere.variants[0] as string, quantity: 1 },
    ]);
    const orderItemId = await lineOf(orderId, item.variants[0] as string);
    const otherItemId = await lineOf(orderId, elsewhere.variants[0] as string);
    await shop.ctx.db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, item.variants[2] as string));

    const refused = async (answer: Response, field: string) => {
      expect(answer.status, await answer.clone().text()).toBe(400);
      const body = (await answer.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(body.error.fields ?? {})).toContain(field);
    };
    await refused(
      await askExchange(orderId, [{ orderItemId, quantity: 1, exchangeVariantId: elsewhere.variants[0] as string }]),
      "lines.0.exchangeVariantId",
    );
    await refused(
      await askExchange(orderId, [{ orderItemId, quantity: 1, exchangeVariantId: item.variants[0] as string }]),
      "lines.0.exchangeVariantId",
    );
    await refused(
      await askExchange(orderId, [{ orderItemId, quantity: 1, exchangeVariantId: item.variants[2] as string }]),
      "lines.0.exchangeVariantId",
    );
    await refused(
      await askExchange(orderId, [
        { orderItemId, quantity: 1, exchangeVariantId: item.variants[1] as string },
        { orderItemId: otherItemId, quantity: 1 },
      ]),
      "lines",
    );
    const stranger = await askExchange(
      orderId,
      [{ orderItemId, quantity: 1, exchangeVariantId: item.variants[1] as string }],
      "source",
      other,
    );
    expect(stranger.status).toBe(404);

    const off = await shop.call(
      "PUT",
      "/api/admin/settings",
      { returns: { exchangeAllowed: false } },
      shop.adminCookie,
    );
    expect(off.status).toBe(200);
    try {
      await refused(
        await askExchange(orderId, [{ orderItemId, quantity: 1, exchangeVariantId: item.variants[1] as string }]),
        "lines.0.exchangeVariantId",
      );
      const options = await shop.call("GET", `/api/userorder/${orderId}/returns`, undefined, member.cookie);
      const body = (await options.json()) as { exchangeAllowed: boolean; lines: Array<{ exchangeFor: unknown[] }> };
      expect(body.exchangeAllowed).toBe(false);
      expect(body.lines.every((line) => line.exchangeFor.length === 0)).toBe(true);
    } finally {
      await shop.call("PUT", "/api/admin/settings", { returns: { exchangeAllowed: true } }, shop.adminCookie);
    }
    const written = await shop.ctx.db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId));
    expect(written).toHaveLength(0);

    // with exchanges on, the options list the product's other variants with their prices and stock
    const options = await shop.call("GET", `/api/userorder/${orderId}/returns`, undefined, member.cookie);
    const body = (await options.json()) as {
      lines: Array<{ orderItemId: string; exchangeFor: Array<{ variantId: string; price: number; inStock: boolean }> }>;
    };
    const choices = body.lines.find((line) => line.orderItemId === orderItemId)?.exchangeFor ?? [];
    expect(choices.find((choice) => choice.variantId === item.variants[1])).toMatchObject({
      price: 900,
      inStock: true,
    });
    expect(choices.find((choice) => choice.variantId === item.variants[2])).toMatchObject({ inStock: false });
    expect(choices.some((choice) => choice.variantId === item.variants[0])).toBe(false);
  });
});

describe("a double submit", () => {
  test("is one exchange with the Idempotency-Key, and the units rule stops a second without it", async () => {
    const item = await productWith(650, 700);
    const orderId = await deliveredOrder([{ product: item.product, variant: item.variants[0] as string, quantity: 1 }]);
    const orderItemId = await lineOf(orderId, item.variants[0] as string);
    const lines = [{ orderItemId, quantity: 1, exchangeVariantId: item.variants[1] as string }];
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      askExchange(orderId, lines, "source", member, { "idempotency-key": key }),
      askExchange(orderId, lines, "source", member, { "idempotency-key": key }),
    ]);
    const answers = [first, second].map((answer) => answer.status);
    expect(answers.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const ids = await Promise.all(
      [first, second]
        .filter((answer) => answer.status === 201)
        .map(async (answer) => ((await answer.json()) as { return: ExchangeAnswer }).return._id),
    );
    expect(new Set(ids).size).toBe(1);
    const third = await askExchange(orderId, lines);
    expect(third.status).toBe(400);
    const written = await shop.ctx.db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId));
    expect(written).toHaveLength(1);
  });
});
