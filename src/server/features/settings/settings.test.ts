// The admin's settings through HTTP: admin only, defaults on a fresh shop, a section saved whole and
// checked (a bad amount is a 400 naming section.field, nothing stored), and the shipping charges
// reaching the product page and the order's totals at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { shopSettings } from "../../db/schema.ts";
import { webServices } from "../../http/web-services.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const shopper = await createAccount(shop);
  shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
});
afterAll(async () => {
  await shop?.close();
});

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

describe("GET and PUT /api/admin/settings", () => {
  test("anonymous 401, shopper 403", async () => {
    expect((await call(null, "GET", "/api/admin/settings")).status).toBe(401);
    expect((await call(shopperCookie, "GET", "/api/admin/settings")).status).toBe(403);
    const body = { shop: { shopName: "Hacked" } };
    expect((await call(null, "PUT", "/api/admin/settings", body)).status).toBe(401);
    expect((await call(shopperCookie, "PUT", "/api/admin/settings", body)).status).toBe(403);
  });

  test("a fresh shop answers every section with its defaults", async () => {
    const response = await call(adminCookie, "GET", "/api/admin/settings");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const settings = await response.json();
    expect(settings.shop.shopName).toBe("Sattva");
    expect(settings.shipping).toEqual({ shippingFee: 50, freeShippingFrom: 699, giftWrapPerUnit: 50 });
  });

  test("a bad amount is refused with the field named, and nothing is stored", async () => {
    const response = await call(adminCookie, "PUT", "/api/admin/settings", {
      shipping: { shippingFee: -5, freeShippingFrom: 699, giftWrapPerUnit: 50 },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields["shipping.shippingFee"]).toBe("Enter an amount in rupees, 0 or more");
    const stored = await shop.ctx.db.select().from(shopSettings).where(eq(shopSettings.key, "shipping"));
    expect(stored).toEqual([]);
    expect((await call(adminCookie, "PUT", "/api/admin/settings", {})).status).toBe(400);
    expect((await call(adminCookie, "PUT", "/api/admin/settings", { shop: { shopName: "  " } })).status).toBe(400);
  });

  test("unknown sections and fields change nothing", async () => {
    const response = await call(adminCookie, "PUT", "/api/admin/settings", {
      shop: { shopName: "Sattva", __proto__: { admin: true }, extra: "x" },
      secrets: { key: "x" },
    });
    expect(response.status).toBe(200);
    const keys = (await shop.ctx.db.select({ key: shopSettings.key }).from(shopSettings)).map((row) => row.key);
    expect(keys).not.toContain("secrets");
    const [row] = await shop.ctx.db.select().from(shopSettings).where(eq(shopSettings.key, "shop"));
    expect(row?.value).not.toHaveProperty("extra");
  });
});

describe("saved charges apply at once", () => {
  test("a new shipping fee and threshold reach the pages and the next order's total", async () => {
    const saved = await call(adminCookie, "PUT", "/api/admin/settings", {
      shipping: { shippingFee: 79.5, freeShippingFrom: 1999, giftWrapPerUnit: 40 },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).shipping).toEqual({ shippingFee: 79.5, freeShippingFrom: 1999, giftWrapPerUnit: 40 });

    const pick = await pinDemoVariant(shop, { stock: 10, price: 1000 });

    // what the pages render from (the product page's shipping tabs, the cart, the frame)
    const site = await webServices(shop.ctx).settings.site();
    expect(site.pricing).toEqual({ shippingFee: 7950, freeShippingFrom: 199900, giftWrapPerUnit: 4000, codFee: 0 });

    const placed = await call(null, "POST", "/api/userorder/placeorder", {
      orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1, giftWrap: true }],
      shippingAddress: {
        addressLine1: "1 MG Road",
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        zipCode: "411001",
      },
      guestUser: { firstName: "Asha", lastName: "Rao", email: "asha@example.test", phone: "9876543210" },
      paymentMethod: "COD",
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = await placed.json();
    // ₹1,000 item + ₹40 gift wrap + ₹79.50 shipping (below the new ₹1,999 threshold)
    expect(order.totalAmount).toBe(1119.5);
  });
});
