// Personal answers are never cacheable (issue 18 point 9), as a class: every answer to a signed-in
// visitor, whatever the route set, and every request holding a capability key (?key=, the
// thank-you page's link), signed in or not. Public catalogue answers stay cacheable.
// (The pages themselves: e2e/hardening.test.ts, on the built shop.)
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, signInCookie, uniqueIp } from "../testing/accounts.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";

let shop: TestShop;
let cookie: string;
beforeAll(async () => {
  shop = await startTestShop({ env: { TRUST_PROXY: "1" } });
  const member = await createAccount(shop);
  cookie = await signInCookie(shop, member.email, member.password);
});
afterAll(async () => {
  await shop?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.api(url, { headers: { "x-forwarded-for": uniqueIp(), ...headers } });

describe("answers with personal data are never cached", () => {
  test("every answer to a signed-in visitor is private, no-store, even where the route set a max-age", async () => {
    for (const url of ["/api/categories", "/api/pincode/560001", "/api/products?page=1", "/api/no-such-thing"]) {
      const response = await get(url, { cookie });
      expect(response.headers.get("cache-control"), url).toBe("private, no-store");
    }
  });

  test("the same public answers without a session keep their own caching", async () => {
    const pincode = await get("/api/pincode/560001");
    expect(pincode.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await get("/api/categories")).headers.get("cache-control") ?? "").not.toContain("no-store");
  });

  test("a request holding a key is private, no-store, signed in or not", async () => {
    for (const url of ["/api/userorder/00000000-0000-4000-8000-000000000000?key=abc", "/api/categories?key=abc"]) {
      const response = await get(url);
      expect(response.headers.get("cache-control"), url).toBe("private, no-store");
    }
  });
});
