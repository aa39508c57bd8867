// One-of-a-kind pieces held fairly (issue 36 point 4, decision 0055), through HTTP: the owner marks a
// piece unique (one variant, at most one in stock); a shopper starting to pay holds it for the
// setting's minutes, and the product's answer says until when; twenty shoppers racing for it get one
// hold; the hold ends on payment (sold), on the shopper giving up or failing, and when its window
// closes (back on sale, its waiting shoppers told).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatClockTime } from "../../../core/dates.ts";
import { productFormMessages } from "../../../core/schemas/admin-products.ts";
import { orders, products, variants } from "../../db/schema.ts";
import { createAccount, mailTo, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { expireUnpaidOrders } from "./service.ts";

let shop: TestShop;
let adminCookie = "";
let cursor = 0;
let candidates: string[] = [];

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: { ...testShopEnv, SANDBOX_PAYMENT_SECRET: "one-of-a-kind-secret" } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  // products with a single variant, so each test can make one of them a one-of-a-kind piece
  const rows = await shop.ctx.db.select({ id: variants.productId }).from(variants);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  candidates = [...counts].filter(([, count]) => count === 1).map(([id]) => id);
});
afterAll(async () => {
  await shop?.close();
});

const address = {
  addressLine1: "4 Lake View",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
};

function call(method: string, path: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  return shop.api(path, json(method, body, headers));
}

async function editable(productId: string) {
  const response = await call("GET", `/api/admin/products/${productId}`, undefined, adminCookie);
  expect(response.status).toBe(200);
  return response.json();
}

/** Saves the product as the admin's form would, with some fields changed. */
async function save(productId: string, change: (body: Record<string, unknown>) => Record<string, unknown>) {
  return call("PUT", `/api/products/${productId}`, change(await editable(productId)), adminCookie);
}

/** A demo product made one of a kind, its one piece in stock. */
async function piece() {
  const productId = candidates[cursor++];
  if (!productId) throw new Error("the demo catalogue ran out of single-variant products");
  const saved = await save(productId, (body) => ({
    ...body,
    oneOfAKind: true,
    variants: (body.variants as Array<Record<string, unknown>>).map((variant) => ({ ...variant, stock: 1 })),
  }));
  expect(saved.status, await saved.clone().text()).toBe(200);
  const [variant] = await shop.ctx.db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId));
  if (!variant) throw new Error("no variant");
  return { product: productId, variant: variant.id };
}

let guests = 0;
function startPaying(line: { product: string; variant: string }) {
  guests += 1;
  return call("POST", "/api/payment/create-order", {
    orderItems: [{ ...line, quantity: 1 }],
    shippingAddress: address,
    paymentMethod: "UPI",
    guestUser: { firstName: "Mira", lastName: "Shah", email: `piece${guests}@example.test`, phone: "9822012345" },
  });
}

async function holding(line: { product: string; variant: string }) {
  const started = await startPaying(line);
  expect(started.status, await started.clone().text()).toBe(200);
  return (await started.json()) as { id: string; orderId: string; accessKey: string };
}

type Answer = {
  name: string;
  oneOfAKind: boolean;
  variants: Array<{ stock: number; heldUntil: string | null; weightGrams: number | null }>;
};

async function productAnswer(productId: string): Promise<Answer> {
  const response = await call("GET", `/api/products/${productId}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** The piece's card as the search answers it (the listing's item shape): its variant's stock and hold. */
async function cardVariant(productId: string) {
  const { name } = await productAnswer(productId);
  const response = await call("GET", `/api/search?query=${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  const found = (await response.json()) as {
    products: Array<{ _id: string; variants: Array<{ stock: number; held: boolean }> }>;
  };
  return found.products.find((item) => item._id === productId)?.variants[0];
}

async function stockOf(variantId: string) {
  const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row?.stock;
}

async function dueOf(orderId: string) {
  const [row] = await shop.ctx.db
    .select({ due: orders.paymentDueAt, created: orders.createdAt, status: orders.orderStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row?.due) throw new Error("the order has no payment window");
  return { ...row, due: row.due };
}

describe("marking a piece one of a kind", () => {
  test("takes one variant with at most one in stock; anything else is a 400 naming the field, nothing saved", async () => {
    const productId = candidates[cursor++] as string;
    const tooMany = await save(productId, (body) => ({
      ...body,
      oneOfAKind: true,
      variants: (body.variants as Array<Record<string, unknown>>).map((variant) => ({ ...variant, stock: 3 })),
    }));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain(productFormMessages.oneOfAKindStock);
    const twoVariants = await save(productId, (body) => {
      const [first] = body.variants as Array<Record<string, unknown>>;
      const { _id, ...copy } = first as Record<string, unknown>;
      return {
        ...body,
        oneOfAKind: true,
        variants: [
          { ...first, stock: 1 },
          { ...copy, variantname: "Second", sku: `${String(copy.sku)}-B`, stock: 0 },
        ],
      };
    });
    expect(twoVariants.status).toBe(400);
    expect(JSON.stringify(await twoVariants.json())).toContain(productFormMessages.oneOfAKindVariants);
    const [row] = await shop.ctx.db
      .select({ oneOfAKind: products.oneOfAKind })
      .from(products)
      .where(eq(products.id, productId));
    expect(row?.oneOfAKind).toBe(false);
  });

  test("the product's answer says so, with the piece's own weight; nobody holds it yet", async () => {
    const line = await piece();
    const answer = await productAnswer(line.product);
    expect(answer.oneOfAKind).toBe(true);
    expect(answer.variants[0]).toMatchObject({ stock: 1, heldUntil: null });
    expect(answer.variants[0]?.weightGrams === null || typeof answer.variants[0]?.weightGrams === "number").toBe(true);
  });
});

describe("a shopper starting to pay holds the piece", () => {
  test("for the setting's minutes (default 10), not the 30 of an ordinary order; the page says until when", async () => {
    const line = await piece();
    const before = Date.now();
    const held = await holding(line);
    const row = await dueOf(held.orderId);
    const minutes = (row.due.getTime() - row.created.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
    const answer = await productAnswer(line.product);
    expect(answer.variants[0]?.stock).toBe(0);
    expect(answer.variants[0]?.heldUntil).toBe(row.due.toISOString());
    expect(Date.parse(answer.variants[0]?.heldUntil ?? "")).toBeGreaterThan(before + 9 * 60_000);
    // its card says so too ("In someone's bag", not "Out of stock")
    expect(await cardVariant(line.product)).toMatchObject({ stock: 0, held: true });

    // nobody else can check it out meanwhile
    const second = await startPaying(line);
    expect(second.status).toBe(409);
    const refusal = JSON.stringify(await second.json());
    expect(refusal).toContain("in another shopper’s bag while they pay");
    expect(refusal).toContain(`back at ${formatClockTime(row.due)}`);
    expect(await stockOf(line.variant)).toBe(0);
  });

  test("an ordinary order keeps the payment window of the settings (30 minutes), and the owner can change both", async () => {
    const [ordinary] = await shop.ctx.db
      .select({ product: variants.productId, variant: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.oneOfAKind, false))
      .limit(1);
    if (!ordinary) throw new Error("no ordinary product");
    await shop.ctx.db.update(variants).set({ stock: 50 }).where(eq(variants.id, ordinary.variant));
    const plain = await holding(ordinary);
    const plainRow = await dueOf(plain.orderId);
    expect((plainRow.due.getTime() - plainRow.created.getTime()) / 60_000).toBeCloseTo(30, 1);

    const changed = await call(
      "PUT",
      "/api/admin/settings",
      { holds: { paymentMinutes: 45, oneOfAKindMinutes: 5 } },
      adminCookie,
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    const refused = await call(
      "PUT",
      "/api/admin/settings",
      { holds: { paymentMinutes: 45, oneOfAKindMinutes: 0 } },
      adminCookie,
    );
    expect(refused.status).toBe(400);
    try {
      const line = await piece();
      const held = await holding(line);
      const row = await dueOf(held.orderId);
      expect((row.due.getTime() - row.created.getTime()) / 60_000).toBeCloseTo(5, 1);
    } finally {
      await call("PUT", "/api/admin/settings", { holds: { paymentMinutes: 30, oneOfAKindMinutes: 10 } }, adminCookie);
    }
  });

  test("twenty shoppers racing for it at the same moment: one hold, nineteen told it is gone, stock never below zero", async () => {
    const line = await piece();
    const answers = await Promise.all(Array.from({ length: 20 }, () => startPaying(line)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(line.variant)).toBe(0);
    const pending = await shop.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderStatus, "pending_payment"));
    const mine = await Promise.all(
      (await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => answer.json()))).map(
        (body: { orderId: string }) => body.orderId,
      ),
    );
    expect(pending.map((row) => row.id)).toEqual(expect.arrayContaining(mine));
  });
});

describe("the hold ends", () => {
  test("on payment: the piece is sold and the page no longer says it comes back", async () => {
    const line = await piece();
    const held = await holding(line);
    const paid = await call("POST", "/api/payment/sandbox/pay", { orderId: held.id, outcome: "success" });
    expect(paid.status).toBe(200);
    const verified = await call("POST", "/api/payment/verify-payment", await paid.json());
    expect(verified.status, await verified.clone().text()).toBe(200);
    const answer = await productAnswer(line.product);
    expect(answer.variants[0]).toMatchObject({ stock: 0, heldUntil: null });
    expect(await cardVariant(line.product)).toMatchObject({ stock: 0, held: false });
    // its window passing later changes nothing: it was paid
    await expireUnpaidOrders(shop.ctx, new Date(Date.now() + 11 * 60_000));
    expect(await stockOf(line.variant)).toBe(0);
  });

  test("when the shopper closes the payment window or the payment fails: back on sale at once", async () => {
    for (const failed of [false, true]) {
      const line = await piece();
      const held = await holding(line);
      const given = await call("POST", "/api/payment/abandon", { orderId: held.orderId, key: held.accessKey, failed });
      expect(given.status).toBe(200);
      expect(await stockOf(line.variant)).toBe(1);
      expect((await productAnswer(line.product)).variants[0]).toMatchObject({ stock: 1, heldUntil: null });
    }
  });

  test("when its window closes: back on sale, and a shopper who asked to be told is told once", async () => {
    const line = await piece();
    const held = await holding(line);
    const row = await dueOf(held.orderId);

    const email = `waiting-${Date.now()}@example.test`;
    const asked = await call("POST", "/api/back-in-stock", { variantId: line.variant, email });
    expect(asked.status).toBe(202);
    const confirm = (await mailTo(shop, email)).find((entry) => entry.template === "back-in-stock-confirm");
    const token = /back-in-stock\?token=([A-Za-z0-9_-]+)/.exec(confirm?.text ?? "")?.[1];
    expect((await call("POST", "/api/back-in-stock/confirm", { token })).status).toBe(200);

    // a second before the window closes nothing moves; a second after, the piece is back
    expect(await expireUnpaidOrders(shop.ctx, new Date(row.due.getTime() - 1000))).toBe(0);
    expect(await stockOf(line.variant)).toBe(0);
    expect(await expireUnpaidOrders(shop.ctx, new Date(row.due.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await dueOf(held.orderId)).status).toBe("cancelled");
    expect(await stockOf(line.variant)).toBe(1);
    expect((await productAnswer(line.product)).variants[0]).toMatchObject({ stock: 1, heldUntil: null });
    const told = (await mailTo(shop, email)).filter((entry) => entry.template === "letter-back_in_stock");
    expect(told).toHaveLength(1);
  });
});
