// GET /api/me/summary (decision 0022): what a page shows of the visitor, read by the browser after
// load. A guest gets nobody (200, never 401: every page asks); a member gets their first name, bag
// count and hearts; both answers are private, no-store.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, from, signInCookie, testShopEnv, uniqueIp, userIdOf } from "../../testing/accounts.ts";
import { startSampleShop } from "../../testing/sample-catalogue.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startSampleShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const summary = (cookie?: string) => shop.api("/api/me/summary", from(uniqueIp(), "GET", undefined, cookie));

describe("the visitor's summary", () => {
  test("a guest gets nobody, with 200 and no-store", async () => {
    const answer = await summary();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ user: null, cartCount: 0, wishlist: [] });
  });

  test("a member gets their first name, bag count and hearts, and nothing more of them", async () => {
    const account = await createAccount(shop, { firstName: "Ashaveni", lastName: "Summarytest" });
    const cookie = await signInCookie(shop, account.email, account.password);
    const userId = await userIdOf(shop, account.email);
    expect(await (await summary(cookie)).json()).toEqual({
      user: { id: userId, firstName: "Ashaveni", role: "user" },
      cartCount: 0,
      wishlist: [],
    });
    const variant = await pinDemoVariant(shop, { stock: 20, price: 499 });
    const line = { productId: variant.productId, variantId: variant.id };
    expect((await shop.api("/api/cart/add", from(uniqueIp(), "POST", { ...line, quantity: 3 }, cookie))).status).toBe(
      200,
    );
    expect((await shop.api("/api/wishlist/toggle", from(uniqueIp(), "POST", { userId, ...line }, cookie))).status).toBe(
      200,
    );
    const answer = await summary(cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      user: { id: userId, firstName: "Ashaveni", role: "user" },
      cartCount: 3,
      wishlist: [variant.id],
    });
    expect(text).not.toContain(account.email);
    expect(text).not.toContain("Summarytest");
  });

  test("an ended session is a guest, and its cookie is cleared", async () => {
    const account = await createAccount(shop);
    const cookie = await signInCookie(shop, account.email, account.password);
    const out = await shop.api("/api/auth/logout", from(uniqueIp(), "POST", {}, cookie));
    expect(out.status).toBe(200);
    const answer = await summary(cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ user: null, cartCount: 0, wishlist: [] });
    expect(answer.headers.getSetCookie().some((value) => /^(__Host-)?sid=;/.test(value))).toBe(true);
  });

  test("a made-up session cookie is a guest too", async () => {
    const answer = await summary("sid=not-a-session");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ user: null, cartCount: 0, wishlist: [] });
  });
});
