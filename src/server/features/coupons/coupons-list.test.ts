// GET /api/coupons/allcoupons through HTTP: still the spec's array of coupons, but one page of it
// (100 by default, pageSize at most 200), newest first, the number of all in X-Total-Count; pages
// follow one another; a page or size out of range is a 400; a shopper gets 403, a stranger 401.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie: string;
let memberCookie: string;
/** The codes this file made, newest first. */
const codes: string[] = [];
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const member = await createAccount(shop);
  memberCookie = await signInCookie(shop, member.email, member.password);
  for (let index = 0; index < 5; index += 1) {
    const code = `LIST${index}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const made = await shop.api(
      "/api/coupons/generate",
      from(uniqueIp(), "POST", { code, discount: 10 + index, expiryDate: "2030-12-31" }, adminCookie),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    codes.unshift(code);
  }
});
afterAll(async () => {
  await shop?.close();
});

const list = (query: string, cookie = adminCookie) =>
  shop.api(`/api/coupons/allcoupons${query}`, from(uniqueIp(), "GET", undefined, cookie));
const codesOf = async (response: Response) =>
  ((await response.json()) as Array<{ code: string }>).map((coupon) => coupon.code);

describe("GET /api/coupons/allcoupons", () => {
  test("without a page it answers the spec's array, newest first, with the count of all", async () => {
    const response = await list("");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("5");
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((coupon: { code: string }) => coupon.code)).toEqual(codes);
    expect(body[0]).toMatchObject({ discount: 14, isActive: true, expired: false, uses: 0 });
  });

  test("pages follow one another; past the end is an empty array that still counts them all", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}&pageSize=2`)));
    expect(pages.map((page) => page.headers.get("x-total-count"))).toEqual(["5", "5", "5"]);
    expect((await Promise.all(pages.map(codesOf))).flat()).toEqual(codes);
    const beyond = await list("?page=4&pageSize=2");
    expect(beyond.headers.get("x-total-count")).toBe("5");
    expect(await beyond.json()).toEqual([]);
  });

  test.each([
    ["?pageSize=201", "pageSize must be a whole number from 1 to 200"],
    ["?pageSize=0", "pageSize must be a whole number from 1 to 200"],
    ["?page=0", "page must be a whole number from 1 to 100000"],
    ["?page=two", "page must be a whole number from 1 to 100000"],
  ])("%s is a 400 that says why", async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });

  test("a shopper gets 403 and a stranger 401", async () => {
    expect((await list("", memberCookie)).status).toBe(403);
    expect((await shop.api("/api/coupons/allcoupons", from(uniqueIp(), "GET"))).status).toBe(401);
  });
});
