// Abuse limits (429 with Retry-After, per address and per IP, shared through Redis) and the refusal
// of state-changing requests from another origin.
import crypto from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, from, testShopEnv, uniqueEmail, uniqueIp } from "../../testing/accounts.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  const body = await response.json();
  expect(body.error.code).toBe("rate_limited");
  expect(body.error.message).toMatch(/try again in/i);
}

describe("rate limits", () => {
  test("three codes per address in ten minutes, then 429 with Retry-After", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      expect(
        (await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }))).status,
      ).toBe(202);
    }
    const refused = await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }));
    await expectRateLimited(refused);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    // the reset codes of the same address are counted apart
    expect((await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "reset" }))).status).toBe(
      202,
    );
  });

  test("code sending per IP across many addresses", async () => {
    const ip = uniqueIp();
    let refused: Response | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const response = await shop.api(
        "/api/auth/send-code",
        from(ip, "POST", { email: uniqueEmail(), purpose: "signup" }),
      );
      if (response.status === 429) refused = response;
    }
    expect(refused).toBeDefined();
    if (refused) await expectRateLimited(refused);
  });

  test("sign-in attempts per address, even from many IPs", async () => {
    const { email } = await createAccount(shop);
    let status = 0;
    for (let i = 0; i < 11; i++) {
      const response = await shop.api(
        "/api/auth/login",
        from(uniqueIp(), "POST", { email, password: `wrong-${i}-password` }),
      );
      status = response.status;
      if (status === 429) await expectRateLimited(response);
    }
    expect(status).toBe(429);
  });

  test("code checking per address", async () => {
    const email = uniqueEmail();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await shop.api("/api/auth/verify-reset-code", from(uniqueIp(), "POST", { email, code: "ABC123" }));
    }
    if (last) await expectRateLimited(last);
  });

  test("password reset per address", async () => {
    const email = uniqueEmail();
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await shop.api(
        "/api/auth/resetpassword",
        from(uniqueIp(), "POST", {
          email,
          newPassword: "fresh-lotus-bloom-1",
          confirmPassword: "fresh-lotus-bloom-1",
          resetToken: "x".repeat(43),
        }),
      );
    }
    if (last) await expectRateLimited(last);
  });
});

describe("Redis-shared limits", () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisAnswers = () =>
    new Promise<boolean>((resolve) => {
      const url = new URL(redisUrl);
      const socket = net.connect(Number(url.port || 6379), url.hostname);
      socket.once("connect", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
    });

  test("two instances count one address together", async (context) => {
    if (!(await redisAnswers())) {
      context.skip();
      return;
    }
    const [a, b] = await Promise.all([
      startTestShop({ env: { ...testShopEnv, REDIS_URL: redisUrl } }),
      startTestShop({ env: { ...testShopEnv, REDIS_URL: redisUrl } }),
    ]);
    try {
      expect(a.ctx.limiter.kind).toBe("redis");
      const email = `redis-${crypto.randomBytes(6).toString("hex")}@example.test`;
      const send = (instance: TestShop) =>
        instance.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }));
      expect((await send(a)).status).toBe(202);
      expect((await send(b)).status).toBe(202);
      expect((await send(a)).status).toBe(202);
      await expectRateLimited(await send(b));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test("a Redis that does not answer falls back to counting in memory", async () => {
    const offline = await startTestShop({ env: { ...testShopEnv, REDIS_URL: "redis://127.0.0.1:1" } });
    try {
      const email = uniqueEmail();
      const send = () => offline.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }));
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(202);
      await expectRateLimited(await send());
    } finally {
      await offline.close();
    }
  });
});

describe("cross-origin writes", () => {
  const login = (headers: Record<string, string>) =>
    shop.api("/api/auth/login", json("POST", { email: uniqueEmail(), password: "whatever-password" }, headers));

  test("refuses a POST whose Origin is another site", async () => {
    const response = await login({ origin: "https://evil.example", "x-forwarded-for": uniqueIp() });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
  });

  test("refuses a foreign Referer, an opaque Origin and Sec-Fetch-Site: cross-site", async () => {
    const attempts: Array<Record<string, string>> = [
      { referer: "https://evil.example/page" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attempts) {
      expect((await login({ ...headers, "x-forwarded-for": uniqueIp() })).status, JSON.stringify(headers)).toBe(403);
    }
  });

  test("refuses cross-origin PUT and DELETE and the page forms alike", async () => {
    const put = await shop.api(
      "/api/userdashboard/someone/password",
      json("PUT", { currentPassword: "a", newPassword: "b" }, { origin: "https://evil.example" }),
    );
    expect(put.status).toBe(403);
    const page = await shop.api("/login", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=signin&email=a%40b.c&password=x",
    });
    expect(page.status).toBe(403);
  });

  test("accepts the shop's own origin and clients that send none", async () => {
    const own = await login({ origin: shop.url, "x-forwarded-for": uniqueIp() });
    expect(own.status).toBe(401);
    const none = await login({ "x-forwarded-for": uniqueIp() });
    expect(none.status).toBe(401);
  });

  test("lets reads through whatever their origin", async () => {
    const response = await shop.api("/api/auth/me", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(401);
  });
});
