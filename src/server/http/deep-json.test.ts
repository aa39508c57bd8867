// Deep and wide JSON from a client (issue 32 point 1): a 30,000-level array was a stack overflow in
// the NUL check and a 500 after ~300 ms of the one core. Every JSON the shop reads (bodies, JSON in
// query strings) is held to the limits in body-limits.ts before anything walks it: a 400 naming the
// limit, quickly, and the shop answers normally afterwards.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, signInCookie, uniqueIp } from "../testing/accounts.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";
import { bodyLimits } from "./body-limits.ts";

let shop: TestShop;
let memberCookie: string;
let memberId: string;
beforeAll(async () => {
  shop = await startTestShop({ env: { TRUST_PROXY: "1" } });
  const member = await createAccount(shop);
  memberCookie = await signInCookie(shop, member.email, member.password);
  const me = await shop.api("/api/auth/me", { headers: { cookie: memberCookie } });
  memberId = ((await me.json()) as { _id: string })._id;
  expect(memberId).not.toBe("");
});
afterAll(async () => {
  await shop?.close();
});

const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const deepObject = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`;

async function post(path: string, body: string, cookie?: string) {
  const response = await shop.api(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": uniqueIp(),
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
  const answer = (await response.json()) as { error?: { code?: string; message?: string } };
  return { status: response.status, answer };
}

describe("JSON bodies are bounded in depth and count", () => {
  test("the limits live with the body limits", () => {
    expect(bodyLimits.jsonDepth).toBe(32);
    expect(bodyLimits.jsonValues).toBe(10_000);
  });

  test("30,000 levels of arrays, 15,000 of objects (under the size limit) are a 400 naming the limit, quickly", async () => {
    for (const body of [deepArray(30_000), deepObject(15_000)]) {
      expect(body.length).toBeLessThan(bodyLimits.json);
      const { status, answer } = await post("/api/newsletter", body);
      expect(status).toBe(400);
      expect(answer.error?.code).toBe("invalid");
      expect(answer.error?.message).toBe("JSON nested deeper than 32 levels");
    }
    const body = deepArray(30_000);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/newsletter", body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(400));
    // was ~300 ms each, one after another, and a 500
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test("the spec's old POST /register (outside /api, its own JSON parser) is held to the same limits", async () => {
    const { status, answer } = await post("/register", deepArray(30_000));
    expect(status).toBe(400);
    expect(answer.error?.message).toBe("JSON nested deeper than 32 levels");
  });

  test("a member's endpoint refuses 33 levels and takes 32 as far as its validation", async () => {
    const line = (price: string) =>
      `{"userId":"${memberId}","productId":"no-such-product","variantId":"00000000-0000-4000-8000-000000000000","price":${price}}`;
    // the object holding price is level 1
    const refused = await post("/api/cart/add", line(deepArray(32)), memberCookie);
    expect(refused.status).toBe(400);
    expect(refused.answer.error?.message).toBe("JSON nested deeper than 32 levels");
    const taken = await post("/api/cart/add", line(deepArray(31)), memberCookie);
    expect(taken.answer.error?.message).not.toMatch(/JSON/);
    expect(taken.status).toBe(404);
  });

  test("20,000 small values are refused by count", async () => {
    const wide = `{"email":"a@example.in","list":[${Array(20_000).fill(0).join(",")}]}`;
    expect(wide.length).toBeLessThan(bodyLimits.json);
    const { status, answer } = await post("/api/newsletter", wide);
    expect(status).toBe(400);
    expect(answer.error?.message).toBe("JSON with more than 10,000 values");
  });

  test("JSON lists in the catalogue's query string are held to the same limits", async () => {
    const deep = await shop.api(`/api/products?category=${encodeURIComponent(deepArray(2_000))}`);
    expect(deep.status).toBe(400);
    const answer = (await deep.json()) as { error?: { fields?: Record<string, string> } };
    expect(answer.error?.fields?.category).toBe("JSON nested deeper than 32 levels");
    const list = await shop.api(`/api/products?category=${encodeURIComponent('["Crystals"]')}`);
    expect(list.status).toBe(200);
  });

  test("the shop answers normally afterwards", async () => {
    const health = await shop.api("/healthz");
    expect(health.status).toBe(200);
    const products = await shop.api("/api/products");
    expect(products.status).toBe(200);
  });
});
