// Kits through HTTP (issue 34, decision 0059): the admin's kit API and its refusals; a kit's stock
// computed from its components wherever it is shown; orders taking the components in one transaction
// (a kit and its stone in one bag, twenty shoppers at once for the last units: never oversold);
// cancelling and returning giving each component back exactly once, as the kit was when ordered; the
// kit's GST (mixed or composite) on its invoice and credit note, to the paisa.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import type { OrderStatus } from "../../../core/order-status.ts";
import {
  backInStockRequests,
  kitComponents,
  kits,
  orderItems,
  products,
  taxDocuments,
  variants,
} from "../../db/schema.ts";
import {
  createAccount,
  mailTo,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { expireUnpaidOrders } from "../orders/service.ts";

let shop: TestShop;
let adminCookie = "";
let memberCookie = "";
let free: Array<{ id: string; productId: string }> = [];
let cursor = 0;

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: { ...testShopEnv, SANDBOX_PAYMENT_SECRET: "kits-sandbox-secret" } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const member = await createAccount(shop);
  memberCookie = await signInCookie(shop, member.email, member.password);
  // variants nobody ordered, of products sold as many (a kit is made of and sold as these)
  free = await shop.ctx.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        eq(products.status, "active"),
        eq(products.oneOfAKind, false),
        sql`not exists (select 1 from ${orderItems} i where i.variant_id = ${variants.id})`,
      ),
    )
    .orderBy(variants.productId, variants.position);
});
afterAll(async () => {
  await shop?.close();
});

type Line = { product: string; variant: string };

/** A variant for one test only, with a known stock, price (rupees), GST (basis points) and HSN. */
async function variantWith(stock: number, price = 400, gstRate = 300, hsn = "7103"): Promise<Line> {
  // one variant a product: a kit's product and its components' are then told apart
  let pick = free[cursor++];
  while (pick && free.slice(0, cursor - 1).some((used) => used.productId === pick?.productId)) pick = free[cursor++];
  if (!pick) throw new Error("the demo catalogue ran out of variants for these tests");
  await shop.ctx.db
    .update(variants)
    .set({ stock, price: fromRupees(price), mrp: fromRupees(price), gstRate, hsn })
    .where(eq(variants.id, pick.id));
  return { product: pick.productId, variant: pick.id };
}

async function stockOf(line: Line): Promise<number> {
  const [row] = await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, line.variant));
  return row?.stock ?? -1;
}

function call(method: string, path: string, body?: unknown, cookie = adminCookie) {
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  return shop.api(path, body === undefined ? { method, headers } : json(method, body, headers));
}

const putKit = (kit: Line, body: unknown, cookie = adminCookie) =>
  call("PUT", `/api/admin/variants/${kit.variant}/kit`, body, cookie);

async function kitOf(
  components: Array<[Line, number]>,
  options: { price?: number; supply?: "mixed" | "composite"; principal?: Line; existing?: Line } = {},
): Promise<Line> {
  const kit = options.existing ?? (await variantWith(0, options.price ?? 1499));
  const response = await putKit(kit, {
    components: components.map(([line, quantity]) => ({ variantId: line.variant, quantity })),
    supply: options.supply ?? "mixed",
    principalVariantId: options.principal?.variant ?? null,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return kit;
}

const address = {
  addressLine1: "9 Ring Road",
  city: "Pune",
  state: "Maharashtra",
  country: "India",
  zipCode: "411001",
};
const guestUser = { firstName: "Ravi", lastName: "Kale", email: "ravi@example.test", phone: "9822012345" };

function placeOrder(lines: Array<Line & { quantity: number }>) {
  return call(
    "POST",
    "/api/userorder/placeorder",
    { orderItems: lines, shippingAddress: address, guestUser, paymentMethod: "COD" },
    "",
  );
}

async function placed(lines: Array<Line & { quantity: number }>): Promise<string> {
  const response = await placeOrder(lines);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order._id;
}

const move = (orderId: string, status: OrderStatus) => call("PUT", `/api/order/updateStatus/${orderId}`, { status });

async function productVariant(line: Line) {
  const response = await call("GET", `/api/products/${line.product}`, undefined, "");
  expect(response.status).toBe(200);
  const answer = await response.json();
  const variant = answer.variants.find((one: { _id: string }) => one._id === line.variant);
  return variant as { stock: number; tax: number; price: number };
}

describe("the admin's kit", () => {
  test("only an admin reads, saves or removes a kit: anonymous 401, a member 403, nothing saved", async () => {
    const stone = await variantWith(5);
    const kit = await variantWith(0);
    const body = { components: [{ variantId: stone.variant, quantity: 1 }] };
    expect((await putKit(kit, body, "")).status).toBe(401);
    expect((await putKit(kit, body, memberCookie)).status).toBe(403);
    expect((await call("GET", `/api/admin/variants/${kit.variant}/kit`, undefined, memberCookie)).status).toBe(403);
    expect((await call("GET", "/api/admin/kit-candidates?search=a", undefined, "")).status).toBe(401);
    expect((await call("DELETE", `/api/admin/variants/${kit.variant}/kit`, undefined, memberCookie)).status).toBe(403);
    expect(await shop.ctx.db.select().from(kits).where(eq(kits.variantId, kit.variant))).toEqual([]);
  });

  test("bad kits are refused with the field named and change nothing", async () => {
    const stone = await variantWith(5);
    const candle = await variantWith(5);
    const kit = await kitOf([[stone, 1]]);
    const other = await variantWith(0);
    const refusals: Array<[Line, unknown, string, string]> = [
      [other, { components: [] }, "components", "Pick at least one component"],
      [other, { components: [{ variantId: stone.variant, quantity: 0 }] }, "components.0.quantity", "Between 1 and 99"],
      [
        other,
        { components: [{ variantId: stone.variant, quantity: 100 }] },
        "components.0.quantity",
        "Between 1 and 99",
      ],
      [
        other,
        {
          components: [
            { variantId: stone.variant, quantity: 1 },
            { variantId: stone.variant, quantity: 2 },
          ],
        },
        "components.1.variantId",
        "This variant is in the kit already",
      ],
      [
        other,
        { components: [{ variantId: stone.variant, quantity: 1 }], supply: "composite" },
        "principalVariantId",
        "Pick the principal component of a composite supply",
      ],
      [
        other,
        {
          components: [{ variantId: stone.variant, quantity: 1 }],
          supply: "composite",
          principalVariantId: candle.variant,
        },
        "principalVariantId",
        "The principal must be one of the kit's components",
      ],
      [
        other,
        { components: [{ variantId: other.variant, quantity: 1 }] },
        "components.0.variantId",
        "A kit cannot contain itself",
      ],
      [
        other,
        { components: [{ variantId: kit.variant, quantity: 1 }] },
        "components.0.variantId",
        "A kit cannot contain another kit",
      ],
      [
        stone,
        { components: [{ variantId: candle.variant, quantity: 1 }] },
        "variantId",
        "This variant is a component of another kit, so it cannot be a kit",
      ],
      [
        other,
        { components: [{ variantId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] },
        "components.0.variantId",
        "No such variant",
      ],
    ];
    for (const [target, body, field, message] of refusals) {
      const response = await putKit(target, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(
      (
        await putKit(
          { ...other, variant: "00000000-0000-4000-8000-000000000000" },
          { components: [{ variantId: stone.variant, quantity: 1 }] },
        )
      ).status,
    ).toBe(404);
    expect(
      await shop.ctx.db
        .select()
        .from(kits)
        .where(inArray(kits.variantId, [other.variant, stone.variant])),
    ).toEqual([]);
    const parts = await shop.ctx.db.select().from(kitComponents).where(eq(kitComponents.kitVariantId, kit.variant));
    expect(parts.map((part) => [part.componentVariantId, part.quantity])).toEqual([[stone.variant, 1]]);
  });

  test("a variant ordered on its own cannot become a kit", async () => {
    const stone = await variantWith(5);
    const sold = await variantWith(5);
    await placed([{ ...sold, quantity: 1 }]);
    const refused = await putKit(sold, { components: [{ variantId: stone.variant, quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.variantId).toMatch(/ordered on its own/);
  });

  test("a component's product is archived, not deleted, while a kit holds it", async () => {
    const stone = await variantWith(5);
    await kitOf([[stone, 1]]);
    const removed = await call("DELETE", `/api/products/${stone.product}`);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect((await removed.json()).outcome).toBe("archived");
    const [product] = await shop.ctx.db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, stone.product));
    expect(product?.status).toBe("archived");
  });

  test("the candidates leave kits out and find variants by product name", async () => {
    const stone = await variantWith(5);
    const kit = await kitOf([[stone, 1]]);
    const [named] = await shop.ctx.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, stone.product));
    const response = await call("GET", `/api/admin/kit-candidates?search=${encodeURIComponent(named?.name ?? "")}`);
    expect(response.status).toBe(200);
    const found = (await response.json()).variants as Array<{ variantId: string }>;
    expect(found.map((one) => one.variantId)).toContain(stone.variant);
    const kits = await (await call("GET", "/api/admin/kit-candidates?search=")).json();
    expect(kits.variants.map((one: { variantId: string }) => one.variantId)).not.toContain(kit.variant);
  });
});

describe("a kit's stock is computed, never stored", () => {
  test("min over components of floor(stock ÷ quantity), on the admin's kit, the product, the listing columns and the bag", async () => {
    const stone = await variantWith(7);
    const candle = await variantWith(10);
    const kit = await kitOf([
      [stone, 2],
      [candle, 3],
    ]);
    const read = await call("GET", `/api/admin/variants/${kit.variant}/kit`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      stock: 3,
      components: [
        { variantId: stone.variant, quantity: 2, stock: 7 },
        { variantId: candle.variant, quantity: 3, stock: 10 },
      ],
    });
    expect((await productVariant(kit)).stock).toBe(3);
    expect(await stockOf(kit)).toBe(0);

    // a component's stock moves (the admin's product save): the kit's follows, the listing's too
    await shop.ctx.db.update(variants).set({ stock: 5 }).where(eq(variants.id, stone.variant));
    await shop.ctx.cache.invalidate();
    expect((await productVariant(kit)).stock).toBe(2);
    const bag = await call(
      "POST",
      "/api/cart/price",
      { lines: [{ productId: kit.product, variantId: kit.variant, quantity: 1 }] },
      "",
    );
    expect((await bag.json()).items[0].stock).toBe(2);
    // a component sold out: the kit is out of stock
    await shop.ctx.db.update(variants).set({ stock: 2 }).where(eq(variants.id, candle.variant));
    await shop.ctx.cache.invalidate();
    expect((await productVariant(kit)).stock).toBe(0);
    // the product's listing stock (denormalized) is refreshed when an order moves a component
    await shop.ctx.db
      .update(variants)
      .set({ stock: 0 })
      .where(and(eq(variants.productId, kit.product), sql`${variants.id} <> ${kit.variant}`));
    await shop.ctx.db.update(variants).set({ stock: 9 }).where(eq(variants.id, candle.variant));
    await placed([{ ...stone, quantity: 1 }]);
    const [listed] = await shop.ctx.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, kit.product));
    expect(listed?.stock).toBe(2);
  });

  test("the bag refuses more kits than its components make", async () => {
    const stone = await variantWith(3);
    const kit = await kitOf([[stone, 2]]);
    const response = await call(
      "POST",
      "/api/cart/add",
      { productId: kit.product, variantId: kit.variant, quantity: 2 },
      memberCookie,
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.available).toBe(1);
  });
});

describe("a kit's product page lists what it holds", () => {
  test("the product answer carries each piece: name, variant, quantity per kit, its page (none when not on sale)", async () => {
    const stone = await variantWith(5);
    const candle = await variantWith(5);
    const kit = await kitOf([
      [stone, 2],
      [candle, 1],
    ]);
    const pieceOf = async (line: Line, quantity: number, onSale = true) => {
      const answer = await (await call("GET", `/api/products/${line.product}`, undefined, "")).json();
      const index = answer.variants.findIndex((one: { _id: string }) => one._id === line.variant);
      const variant = answer.variants[index];
      return {
        productId: line.product,
        variantId: line.variant,
        name: answer.name,
        variantname: variant.variantname,
        quantity,
        url: onSale ? `/productdetails/${line.product}-${index}` : null,
      };
    };
    const contents = async () => ((await productVariant(kit)) as unknown as { kitContents: unknown }).kitContents;
    expect(await contents()).toEqual([await pieceOf(stone, 2), await pieceOf(candle, 1)]);
    // a plain variant holds nothing
    expect(((await productVariant(stone)) as unknown as { kitContents: unknown }).kitContents).toBeNull();
    // the candle's product taken off sale: still in the kit, named without a link
    const expected = [await pieceOf(stone, 2), await pieceOf(candle, 1, false)];
    await shop.ctx.db.update(products).set({ status: "archived" }).where(eq(products.id, candle.product));
    await shop.ctx.cache.invalidate();
    try {
      expect(await contents()).toEqual(expected);
    } finally {
      await shop.ctx.db.update(products).set({ status: "active" }).where(eq(products.id, candle.product));
      await shop.ctx.cache.invalidate();
    }
  });
});

describe("ordering a kit takes its components", () => {
  test("a kit takes each component times its quantity; the order keeps what it took", async () => {
    const stone = await variantWith(10);
    const candle = await variantWith(10);
    const kit = await kitOf([
      [stone, 2],
      [candle, 1],
    ]);
    // another kit sharing the candle: its listing stock moves with this one's order too
    const other = await kitOf([[candle, 2]]);
    await placed([{ ...kit, quantity: 3 }]);
    expect(await stockOf(stone)).toBe(4);
    expect(await stockOf(candle)).toBe(7);
    expect(await stockOf(kit)).toBe(0);
    expect((await productVariant(kit)).stock).toBe(2);
    // the listing columns of the components' products and of the other kit's product follow
    const listed = async (line: Line) => {
      const [product] = await shop.ctx.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, line.product));
      const [rest] = await shop.ctx.db
        .select({ stock: sql<number>`coalesce(sum(sellable_stock(${variants.id}, ${variants.stock})), 0)::int` })
        .from(variants)
        .where(and(eq(variants.productId, line.product), sql`${variants.id} <> ${line.variant}`));
      return (product?.stock ?? -1) - (rest?.stock ?? 0);
    };
    expect(await listed(stone)).toBe(4);
    expect(await listed(candle)).toBe(7);
    expect(await listed(other)).toBe(3);
  });

  test("a bag holding a kit and its stone for more stones than there are is refused and takes nothing", async () => {
    const stone = await variantWith(1);
    const candle = await variantWith(5);
    const kit = await kitOf([
      [stone, 1],
      [candle, 1],
    ]);
    const response = await placeOrder([
      { ...kit, quantity: 1 },
      { ...stone, quantity: 1 },
    ]);
    expect(response.status).toBe(409);
    const refusal = (await response.json()).error;
    expect(refusal.code).toBe("out_of_stock");
    expect(refusal.message).toMatch(/^Only 1 left of .+, and another item in your bag needs the same pieces\.$/);
    expect(Object.keys(refusal.fields)).toEqual(["orderItems.0.quantity"]);
    expect(await stockOf(stone)).toBe(1);
    expect(await stockOf(candle)).toBe(5);
  });

  test("20 shoppers at once, each buying the kit and its stone, for the last 5 stones: 2 orders, never oversold", async () => {
    const stone = await variantWith(5);
    const candle = await variantWith(5);
    const kit = await kitOf([
      [stone, 1],
      [candle, 1],
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder([
          { ...kit, quantity: 1 },
          { ...stone, quantity: 1 },
        ]),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(await stockOf(stone)).toBe(1);
    expect(await stockOf(candle)).toBe(3);
  });

  test("20 shoppers at once, half buying the kit and half its stone, for the last 4 stones: exactly 4 stones sold", async () => {
    const stone = await variantWith(4);
    const candle = await variantWith(20);
    const kit = await kitOf([
      [stone, 1],
      [candle, 2],
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => placeOrder([{ ...(index % 2 ? kit : stone), quantity: 1 }])),
    );
    const won = answers.filter((response) => response.status === 201).length;
    expect(won).toBe(4);
    expect(answers.filter((response) => response.status === 409)).toHaveLength(16);
    expect(await stockOf(stone)).toBe(0);
    const kitsSold = 20 - (await stockOf(candle));
    // every kit took 2 candles and a stone; the rest of the 4 stones went alone
    expect(kitsSold % 2).toBe(0);
    expect(kitsSold / 2).toBeLessThanOrEqual(4);
    expect((await productVariant(kit)).stock).toBe(0);
  });
});

describe("a kit gives back its components, once", () => {
  test("cancelled: every component back exactly once, as the kit was when ordered", async () => {
    const stone = await variantWith(10);
    const candle = await variantWith(10);
    const pouch = await variantWith(10);
    const kit = await kitOf([
      [stone, 2],
      [candle, 1],
    ]);
    const orderId = await placed([
      { ...kit, quantity: 2 },
      { ...stone, quantity: 1 },
    ]);
    expect([await stockOf(stone), await stockOf(candle)]).toEqual([5, 8]);
    // the kit changes after the order: the order still gives back what it took
    expect((await putKit(kit, { components: [{ variantId: pouch.variant, quantity: 1 }] })).status).toBe(200);
    const [first, second] = await Promise.all([move(orderId, "cancelled"), move(orderId, "cancelled")]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await stockOf(stone)).toBe(10);
    expect(await stockOf(candle)).toBe(10);
    expect(await stockOf(pouch)).toBe(10);
    expect(await stockOf(kit)).toBe(0);
    expect((await move(orderId, "cancelled")).status).toBe(409);
    expect(await stockOf(stone)).toBe(10);
  });

  test("returned after delivery: components back once; the invoice and credit note carry the kit's GST", async () => {
    const bracelet = await variantWith(10, 900, 300, "7117");
    const candle = await variantWith(10, 400, 500, "3406");
    const lamp = await variantWith(10, 600, 1800, "9405");
    const kit = await kitOf([
      [bracelet, 1],
      [candle, 1],
      [lamp, 1],
    ]);
    expect((await productVariant(kit)).tax).toBe(18);
    const orderId = await placed([{ ...kit, quantity: 1 }]);
    expect((await move(orderId, "processing")).status).toBe(200);
    expect((await bookByHand(shop, adminCookie, orderId)).status).toBe(201);
    expect((await move(orderId, "delivered")).status).toBe(200);
    expect([await stockOf(bracelet), await stockOf(candle), await stockOf(lamp)]).toEqual([9, 9, 9]);
    expect((await move(orderId, "returned")).status).toBe(200);
    expect((await move(orderId, "returned")).status).toBe(409);
    expect([await stockOf(bracelet), await stockOf(candle), await stockOf(lamp)]).toEqual([10, 10, 10]);
    const documents = await shop.ctx.db
      .select({ kind: taxDocuments.kind, content: taxDocuments.content })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    const lineOf = (kind: string) => {
      const doc = documents.find((one) => one.kind === kind);
      return (doc?.content as { lines: Array<Record<string, number | string>> } | undefined)?.lines[0];
    };
    // mixed supply: the highest rate among the parts (the lamp's 18%) and its HSN; ₹1,499 holds
    // ₹1,270.34 taxable and ₹228.66 GST
    for (const kind of ["invoice", "credit_note"]) {
      const line = lineOf(kind);
      expect(line).toMatchObject({ hsn: "9405", rate: 18, taxableValue: 127_034, total: 149_900 });
      expect(Number(line?.cgst) + Number(line?.sgst) + Number(line?.igst)).toBe(22_866);
    }
  });
});

describe("a kit's GST", () => {
  test("composite with a principal: the principal's rate and HSN, on the product and the invoice; mixed again: the highest", async () => {
    const bracelet = await variantWith(10, 900, 300, "7117");
    const pouch = await variantWith(10, 100, 1200, "4202");
    const kit = await kitOf(
      [
        [bracelet, 1],
        [pouch, 1],
      ],
      { supply: "composite", principal: bracelet },
    );
    const read = await (await call("GET", `/api/admin/variants/${kit.variant}/kit`)).json();
    expect(read).toMatchObject({ supply: "composite", principalVariantId: bracelet.variant, tax: 3, hsn: "7117" });
    expect((await productVariant(kit)).tax).toBe(3);
    const orderId = await placed([{ ...kit, quantity: 1 }]);
    expect((await move(orderId, "processing")).status).toBe(200);
    expect((await bookByHand(shop, adminCookie, orderId)).status).toBe(201);
    const [invoice] = await shop.ctx.db
      .select({ content: taxDocuments.content })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
    const line = (invoice?.content as { lines: Array<Record<string, number | string>> } | undefined)?.lines[0];
    // ₹1,499 at 3%: ₹1,455.34 taxable, ₹43.66 GST
    expect(line).toMatchObject({ hsn: "7117", rate: 3, taxableValue: 145_534, total: 149_900 });
    expect(Number(line?.cgst) + Number(line?.sgst) + Number(line?.igst)).toBe(4_366);

    // the owner marks it mixed again: the pouch's 12% is the highest
    const mixed = await putKit(kit, {
      components: [
        { variantId: bracelet.variant, quantity: 1 },
        { variantId: pouch.variant, quantity: 1 },
      ],
      supply: "mixed",
      principalVariantId: bracelet.variant,
    });
    expect(await mixed.json()).toMatchObject({ supply: "mixed", principalVariantId: null, tax: 12, hsn: "4202" });
    // a component's rate changes on its product's save: the kit's follows (settleKits)
    const editable = await (await call("GET", `/api/admin/products/${bracelet.product}`)).json();
    editable.variants = editable.variants.map((one: { id: string }) =>
      one.id === bracelet.variant ? { ...one, tax: 18, hsn: "7113" } : one,
    );
    const saved = await call("PUT", `/api/products/${bracelet.product}`, editable);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [variant] = await shop.ctx.db.select().from(variants).where(eq(variants.id, kit.variant));
    expect(variant).toMatchObject({ gstRate: 1800, hsn: "7113", stock: 0 });
    // and a component cannot be taken off its product while a kit holds it
    const without = {
      ...editable,
      variants: editable.variants.filter((one: { id: string }) => one.id !== bracelet.variant),
    };
    expect(without.variants.length).toBeGreaterThan(0);
    const removed = await call("PUT", `/api/products/${bracelet.product}`, without);
    expect(removed.status).toBe(409);
    expect((await removed.json()).error.message).toBe(
      "A variant that is part of a kit cannot be removed; take it out of the kit first.",
    );
  });
});

describe("back in stock", () => {
  test("a sold-out kit's waiting shopper is told when a component comes back; an in-stock kit cannot be waited for", async () => {
    const stone = await variantWith(1);
    const candle = await variantWith(5);
    const kit = await kitOf([
      [stone, 1],
      [candle, 1],
    ]);
    const email = uniqueEmail("kit-waiter");
    const early = await call("POST", "/api/back-in-stock", { variantId: kit.variant, email }, "");
    expect(early.status).toBe(409);
    // the last stone sold on its own: the kit is sold out
    const orderId = await placed([{ ...stone, quantity: 1 }]);
    expect((await productVariant(kit)).stock).toBe(0);
    expect((await call("POST", "/api/back-in-stock", { variantId: kit.variant, email }, "")).status).toBe(202);
    const mail = (await mailTo(shop, email)).find((entry) => entry.template === "back-in-stock-confirm");
    const token = /back-in-stock\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect((await call("POST", "/api/back-in-stock/confirm", { token }, "")).status).toBe(200);
    // the stone's order cancelled: the stone, and so the kit, is back
    expect((await move(orderId, "cancelled")).status).toBe(200);
    const [request] = await shop.ctx.db
      .select({ status: backInStockRequests.status })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.variantId, kit.variant), eq(backInStockRequests.email, email)));
    expect(request?.status).toBe("notified");
  });
});

describe("back in stock: every way a kit comes back tells its waiting shoppers once", () => {
  /** A shopper who asked for the variant and confirmed: waiting for it. */
  async function waitingFor(line: Line): Promise<string> {
    const email = uniqueEmail("kit-waiter");
    expect((await call("POST", "/api/back-in-stock", { variantId: line.variant, email }, "")).status).toBe(202);
    const mail = (await mailTo(shop, email)).find((entry) => entry.template === "back-in-stock-confirm");
    const token = /back-in-stock\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect((await call("POST", "/api/back-in-stock/confirm", { token }, "")).status).toBe(200);
    return email;
  }
  const notices = async (email: string) =>
    (await mailTo(shop, email)).filter((entry) => entry.template === "letter-back_in_stock");

  /** The admin's product form saved with this variant's stock changed (the others as they are). */
  async function setStock(line: Line, stock: number) {
    const editable = await (await call("GET", `/api/admin/products/${line.product}`)).json();
    const body = {
      ...editable,
      variants: editable.variants.map((variant: { id: string; stock: number }) =>
        variant.id === line.variant ? { ...variant, stock } : variant,
      ),
    };
    const saved = await call("PUT", `/api/products/${line.product}`, body);
    expect(saved.status, await saved.clone().text()).toBe(200);
  }

  test("a component restocked by the admin's product form: the kit's waiting shopper is told once", async () => {
    const stone = await variantWith(0);
    const candle = await variantWith(5);
    const kit = await kitOf([
      [stone, 2],
      [candle, 1],
    ]);
    const email = await waitingFor(kit);
    // one stone makes no kit of two: nobody is told
    await setStock(stone, 1);
    expect(await notices(email)).toEqual([]);
    await setStock(stone, 4);
    const [notice, ...more] = await notices(email);
    expect(more).toEqual([]);
    expect(notice?.text).toContain(`/productdetails/${kit.product}-`);
    // sold out and back again: told once, not twice
    await setStock(stone, 0);
    await setStock(stone, 6);
    expect(await notices(email)).toHaveLength(1);
  });

  test("the admin's kit edit making it sellable (a component swapped for one in stock) tells its waiting shopper once", async () => {
    const stone = await variantWith(0);
    const candle = await variantWith(5);
    const other = await variantWith(3);
    const kit = await kitOf([
      [stone, 1],
      [candle, 1],
    ]);
    const email = await waitingFor(kit);
    const save = (first: Line) =>
      putKit(kit, {
        components: [
          { variantId: first.variant, quantity: 1 },
          { variantId: candle.variant, quantity: 1 },
        ],
      });
    // the quantity changed but still none to sell: nobody is told
    expect(
      (
        await putKit(kit, {
          components: [
            { variantId: stone.variant, quantity: 2 },
            { variantId: candle.variant, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await notices(email)).toEqual([]);
    const saved = await save(other);
    expect(saved.status).toBe(200);
    expect((await saved.json()).stock).toBe(3);
    expect(await notices(email)).toHaveLength(1);
    // saved again, and back to the sold-out stone and again the one in stock: still one notice
    expect((await save(other)).status).toBe(200);
    expect((await save(stone)).status).toBe(200);
    expect((await save(other)).status).toBe(200);
    expect(await notices(email)).toHaveLength(1);
  });

  test("a plain variant with shoppers waiting turned into a kit of pieces in stock tells them", async () => {
    const stone = await variantWith(4);
    const plain = await variantWith(0);
    const email = await waitingFor(plain);
    await kitOf([[stone, 2]], { existing: plain });
    expect(await notices(email)).toHaveLength(1);
  });

  test("both components given back by one cancellation: the kit counts as back once (units back × the setting told)", async () => {
    expect((await call("PUT", "/api/admin/settings", { backInStock: { shoppersPerUnit: 1 } })).status).toBe(200);
    try {
      const stone = await variantWith(1);
      const candle = await variantWith(1);
      const kit = await kitOf([
        [stone, 1],
        [candle, 1],
      ]);
      const orderId = await placed([
        { ...stone, quantity: 1 },
        { ...candle, quantity: 1 },
      ]);
      const shoppers = [await waitingFor(kit), await waitingFor(kit), await waitingFor(kit)];
      expect((await move(orderId, "cancelled")).status).toBe(200);
      // one kit back, one shopper a unit: the oldest is told, the others wait
      expect(await Promise.all(shoppers.map(async (email) => (await notices(email)).length))).toEqual([1, 0, 0]);
    } finally {
      expect((await call("PUT", "/api/admin/settings", { backInStock: { shoppersPerUnit: 3 } })).status).toBe(200);
    }
  });
});

describe("a late payment for a cancelled kit order", () => {
  async function onlineKitOrder(kit: Line) {
    const response = await call(
      "POST",
      "/api/payment/create-order",
      { orderItems: [{ ...kit, quantity: 1 }], shippingAddress: address, guestUser, paymentMethod: "UPI" },
      "",
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { id: string; orderId: string };
  }
  async function payLate(providerOrderId: string) {
    const paid = await call("POST", "/api/payment/sandbox/pay", { orderId: providerOrderId, outcome: "success" }, "");
    expect(paid.status).toBe(200);
    return call("POST", "/api/payment/verify-payment", await paid.json(), "");
  }
  const windowClosed = () => new Date(Date.now() + 31 * 60_000);

  test("takes the components again when they are there, or none of them and the payment is refunded", async () => {
    const stone = await variantWith(5);
    const candle = await variantWith(5);
    const kit = await kitOf([
      [stone, 2],
      [candle, 1],
    ]);
    const revived = await onlineKitOrder(kit);
    const refused = await onlineKitOrder(kit);
    expect([await stockOf(stone), await stockOf(candle)]).toEqual([1, 3]);
    expect(await expireUnpaidOrders(shop.ctx, windowClosed())).toBeGreaterThanOrEqual(2);
    expect([await stockOf(stone), await stockOf(candle)]).toEqual([5, 5]);

    const first = await payLate(revived.id);
    expect(first.status, await first.clone().text()).toBe(200);
    expect([await stockOf(stone), await stockOf(candle)]).toEqual([3, 4]);
    // two stones sold meanwhile: one is left, the kit needs two: nothing is taken, the payment goes back
    await placed([{ ...stone, quantity: 2 }]);
    const second = await payLate(refused.id);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe("payment_refunded");
    expect([await stockOf(stone), await stockOf(candle)]).toEqual([1, 4]);
  });
});
