// What the admin's Ship panel reads, through HTTP against a real database: the couriers on offer
// (manual always, Shiprocket only when configured), the suggested parcel (the parcel settings) with
// the e-way bill rule answered the way booking applies it (candles need one, stones do not), and the refusals (not an admin, no such
// order, not ready to ship).
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { products, variants } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";
import { availableCourierProviders } from "./admin-parcels.ts";

let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";

let world: ShippingTestShop | undefined;
beforeAll(async () => {
  world = await startShippingTestShop();
  ({ shop, adminCookie, shopperCookie } = world);
});
afterAll(() => world?.close());

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const jaipur = { addressLine1: "3 Fort Road", city: "Jaipur", state: "Rajasthan", country: "India", zipCode: "302001" };
const delhi = { addressLine1: "4 Hauz Khas", city: "New Delhi", state: "Delhi", country: "India", zipCode: "110016" };

async function placeOrder(
  price: number,
  address: typeof jaipur,
  confirm = true,
  hsn = "3406",
): Promise<{ _id: string }> {
  const pick = await pinDemoVariant(shop, { stock: 50, price, hsn });
  const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 2 }],
    shippingAddress: address,
    guestUser: { firstName: "Meena", lastName: "Joshi", email: "meena@example.test", phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = await response.json();
  if (confirm) {
    const confirmed = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, {
      status: "processing",
    });
    expect(confirmed.status).toBe(200);
  }
  return order;
}

const parcelOf = (orderId: string, cookie: string | null = adminCookie) =>
  call(cookie, "GET", `/api/admin/orders/${orderId}/parcel`);

describe("the couriers on offer", () => {
  test("manual always, shiprocket only where its API user is configured; admins only", async () => {
    const configured = await call(adminCookie, "GET", "/api/admin/shipping/providers");
    expect(configured.status).toBe(200);
    expect(configured.headers.get("cache-control")).toContain("no-store");
    expect(await configured.json()).toEqual({ providers: ["manual", "shiprocket"] });
    // a shop without Shiprocket's API user offers the manual courier only
    const plain = { ...shop.ctx, config: { ...shop.ctx.config, shiprocket: undefined } };
    expect(availableCourierProviders(plain)).toEqual(["manual"]);
    expect((await call(shopperCookie, "GET", "/api/admin/shipping/providers")).status).toBe(403);
    expect((await call(null, "GET", "/api/admin/shipping/providers")).status).toBe(401);
  });
});

describe("the suggested parcel", () => {
  test("the parcel settings' weight and box; no e-way bill for a small parcel", async () => {
    const order = await placeOrder(1250, jaipur);
    const response = await parcelOf(order._id);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((await response.json()).parcel).toEqual({
      weightGrams: 500,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
      valueWithTax: 2500,
      interState: true,
      ewayBillRequired: false,
      ewayBillThreshold: 50000,
    });
  });

  test("follows the parcel settings when the owner changes them", async () => {
    const saved = await call(adminCookie, "PUT", "/api/admin/settings", {
      parcels: {
        defaultWeightGrams: 750,
        boxLengthCm: 25,
        boxBreadthCm: 18,
        boxHeightCm: 12,
        pickupLocation: "Primary",
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    try {
      const order = await placeOrder(400, delhi);
      const { parcel } = await (await parcelOf(order._id)).json();
      expect(parcel).toMatchObject({ weightGrams: 750, lengthCm: 25, breadthCm: 18, heightCm: 12 });
    } finally {
      await call(adminCookie, "PUT", "/api/admin/settings", {
        parcels: {
          defaultWeightGrams: 500,
          boxLengthCm: 20,
          boxBreadthCm: 15,
          boxHeightCm: 10,
          pickupLocation: "Primary",
        },
      });
    }
  });

  test("asks for an e-way bill exactly where booking refuses without one", async () => {
    expect((await call(adminCookie, "PUT", "/api/admin/settings", { cod: { maxOrder: 200000 } })).status).toBe(200);
    // ₹60,000 from Delhi (the shop's GST state) to Rajasthan, and the same within Delhi
    const interState = await placeOrder(30000, jaipur);
    const { parcel } = await (await parcelOf(interState._id)).json();
    expect(parcel).toMatchObject({ valueWithTax: 60000, interState: true, ewayBillRequired: true });
    const refused = await call(adminCookie, "POST", `/api/admin/orders/${interState._id}/shipments`, {
      provider: "manual",
      courierName: "India Post",
      awb: "EM900000001IN",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).error.fields)).toEqual(["ewayBillNo"]);

    const local = await placeOrder(30000, delhi);
    expect((await (await parcelOf(local._id)).json()).parcel).toMatchObject({
      interState: false,
      ewayBillRequired: false,
    });

    // the same ₹60,000 of stones (HSN 7103): no e-way bill, and booking agrees
    const stones = await placeOrder(30000, jaipur, true, "7103");
    expect((await (await parcelOf(stones._id)).json()).parcel).toMatchObject({
      valueWithTax: 60000,
      interState: true,
      ewayBillRequired: false,
      ewayBillThreshold: 50000,
    });
    const booked = await call(adminCookie, "POST", `/api/admin/orders/${stones._id}/shipments`, {
      provider: "manual",
      courierName: "India Post",
      awb: "EM900000071IN",
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
  });

  test("refuses an order that cannot ship with the reason, an unknown order and a shopper", async () => {
    const unconfirmed = await placeOrder(1250, jaipur, false);
    const notReady = await parcelOf(unconfirmed._id);
    expect(notReady.status).toBe(409);
    expect((await notReady.json()).error.message).toBe(
      "This cash-on-delivery order is not confirmed yet; confirm it before shipping.",
    );
    const shipped = await placeOrder(1250, jaipur);
    const booked = await call(adminCookie, "POST", `/api/admin/orders/${shipped._id}/shipments`, {
      provider: "manual",
      courierName: "India Post",
      awb: "EM900000002IN",
    });
    expect(booked.status).toBe(201);
    const again = await parcelOf(shipped._id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toContain("already has a shipment");
    expect((await parcelOf("6f1c2b0e-8a51-4a57-9d0c-2f6f1d1b9e77")).status).toBe(404);
    expect((await parcelOf(shipped._id, shopperCookie)).status).toBe(403);
  });
});

describe("the parcel's weight from the variants' weights", () => {
  /** Two active demo variants (not the one pinDemoVariant uses), in stock, weighed as given. */
  async function weighedVariants(weights: readonly (number | null)[]) {
    const rows = await shop.ctx.db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.status, "active"))
      .orderBy(desc(variants.id))
      .limit(weights.length);
    for (const [index, row] of rows.entries()) {
      await shop.ctx.db
        .update(variants)
        .set({ stock: 50, price: 30_000, mrp: 30_000, weightGrams: weights[index] ?? null })
        .where(eq(variants.id, row.id));
    }
    return rows;
  }

  async function orderOf(lines: { id: string; productId: string }[], quantities: number[]) {
    const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
      orderItems: lines.map((line, index) => ({
        product: line.productId,
        variant: line.id,
        quantity: quantities[index],
      })),
      shippingAddress: delhi,
      guestUser: { firstName: "Meena", lastName: "Joshi", email: "meena@example.test", phone: "9829012345" },
      paymentMethod: "COD",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = await response.json();
    expect(
      (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
    ).toBe(200);
    return order as { _id: string };
  }

  test("each line's weight × units plus the packaging; the booking weighs the same", async () => {
    const lines = await weighedVariants([40, 250]);
    const order = await orderOf(lines, [3, 1]);
    // 3 × 40 g + 250 g + the packaging setting's 100 g
    expect((await (await parcelOf(order._id)).json()).parcel.weightGrams).toBe(470);
    const booked = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, {
      provider: "manual",
      courierName: "India Post",
      awb: "EM900000003IN",
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect((await booked.json()).shipment.weightGrams).toBe(470);
  });

  test("the packaging follows its setting; a line not weighed falls back to the usual weight", async () => {
    const parcels = {
      defaultWeightGrams: 500,
      boxLengthCm: 20,
      boxBreadthCm: 15,
      boxHeightCm: 10,
      pickupLocation: "Primary",
    };
    const saved = await call(adminCookie, "PUT", "/api/admin/settings", {
      parcels: { ...parcels, packagingGrams: 30 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    try {
      const weighed = await orderOf(await weighedVariants([40, 250]), [1, 2]);
      expect((await (await parcelOf(weighed._id)).json()).parcel.weightGrams).toBe(570);
      const halfWeighed = await orderOf(await weighedVariants([40, null]), [1, 1]);
      expect((await (await parcelOf(halfWeighed._id)).json()).parcel.weightGrams).toBe(500);
      const refused = await call(adminCookie, "PUT", "/api/admin/settings", {
        parcels: { ...parcels, packagingGrams: -5 },
      });
      expect(refused.status).toBe(400);
    } finally {
      await call(adminCookie, "PUT", "/api/admin/settings", { parcels });
    }
  });

  test("the product form saves a variant's weight, empty is not weighed, a bad weight is 400", async () => {
    const leaf = await shop.ctx.db.execute<{ id: number }>(sql`select id from categories where level = 2 limit 1`);
    const variant = { sku: "WG-S", price: 300, mrp: 300, tax: 5, hsn: "3406", stock: 3 };
    const product = {
      name: "Weighed Candle",
      description: "A candle whose weight is known.",
      sku: "WG-1",
      categoryId: leaf.rows[0]?.id,
      status: "draft",
      declarations: { cosmetic: true },
      variants: [
        { ...variant, variantname: "Small", weightGrams: 180 },
        { ...variant, variantname: "Large", sku: "WG-L", weightGrams: "" },
      ],
    };
    const created = await call(adminCookie, "POST", "/api/products", product);
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await created.json()).product._id as string;
    const rows = await shop.ctx.db
      .select({ name: variants.variantname, weightGrams: variants.weightGrams })
      .from(variants)
      .where(eq(variants.productId, id))
      .orderBy(variants.position);
    expect(rows).toEqual([
      { name: "Small", weightGrams: 180 },
      { name: "Large", weightGrams: null },
    ]);
    const editable = await (await call(adminCookie, "GET", `/api/admin/products/${id}`)).json();
    expect(JSON.stringify(editable)).toContain('"weightGrams":180');
    for (const weightGrams of [0, 12.5, "heavy", 50_001]) {
      const bad = await call(adminCookie, "POST", "/api/products", {
        ...product,
        sku: `WG-${String(weightGrams)}`,
        variants: [{ ...product.variants[0], weightGrams }],
      });
      expect(bad.status, String(weightGrams)).toBe(400);
      expect((await bad.json()).error.fields, String(weightGrams)).toHaveProperty("variants.0.weightGrams");
    }
  });
});
