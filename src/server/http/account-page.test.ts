// My Account's first screen (issue 23, point 3: pages rendered per request twice as fast; issue 37
// point 3: one round trip for a signed-in first screen): their cost is round trips to the database,
// so the dashboard tab reads the profile, the address book and the three latest orders (number and
// line count) in one statement after the session's, not the Order History's four for ten orders.
// The bag (GET /api/cart/fetchCartItems) and the page's personal bits (GET /api/me/summary: the bag's
// count and the hearts) are one statement each after the session's too. Rendered by the built app
// for a member with five orders, an address, a bag line and a heart.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../../scripts/build.mjs";
import { createAccount, signInCookie, testShopEnv, uniqueEmail, uniqueIp } from "../testing/accounts.ts";
import { json, pinDemoVariant, startTestShop, type TestShop } from "../testing/shop.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let shop: TestShop;
let cookie = "";
let userId = "";
const placed: number[] = [];

/** Counts the statements sent to the database while `run` runs (the pool drizzle queries through). */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const pool = (shop.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = pool.query;
  let count = 0;
  pool.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    const first = args[0] as string | { text?: string };
    if (process.env.SHOW_STATEMENTS) console.log(String(typeof first === "string" ? first : first?.text).slice(0, 160));
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return count;
}

beforeAll(async () => {
  await buildIfStale();
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  shop = await startTestShop({
    seed: true,
    web: { kind: "build", build, clientDir: path.join(root, "build/client") },
    env: { ...testShopEnv, LOG_LEVEL: "warn" },
  });
  const account = await createAccount(shop, { email: uniqueEmail("dashboard") });
  cookie = await signInCookie(shop, account.email, account.password);
  const variant = await pinDemoVariant(shop, { stock: 500, price: 450 });
  for (let index = 0; index < 5; index += 1) {
    const lines = [{ product: variant.productId, variant: variant.id, quantity: 1 + index }];
    const response = await shop.api(
      "/api/userorder/placeorder",
      json(
        "POST",
        {
          orderItems: lines,
          shippingAddress: {
            addressLine1: "9 Ring Road",
            city: "Pune",
            state: "Maharashtra",
            country: "India",
            zipCode: "411001",
          },
          paymentMethod: "COD",
        },
        { cookie, "x-forwarded-for": uniqueIp() },
      ),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    placed.push((await response.json()).order.number);
  }
  const headers = { cookie, "x-forwarded-for": uniqueIp() };
  userId = (await (await shop.api("/api/me/summary", { headers })).json()).user.id;
  const address = {
    firstName: "Asha",
    lastName: "Rao",
    phone: "9876543210",
    addressLine1: "14 Banyan Street",
    city: "Pune",
    state: "Maharashtra",
    zipCode: "411001",
    country: "India",
  };
  const saved = await shop.api(`/api/userdashboard/${userId}/address`, json("POST", address, headers));
  expect(saved.status, await saved.clone().text()).toBeLessThan(300);
  const line = { productId: variant.productId, variantId: variant.id };
  expect((await shop.api("/api/cart/add", json("POST", { ...line, quantity: 2 }, headers))).status).toBe(200);
  expect((await shop.api("/api/wishlist/toggle", json("POST", { userId, ...line }, headers))).status).toBe(200);
}, 300_000);

afterAll(async () => {
  await shop?.close();
});

describe("My Account's first screen", () => {
  it("lists the three latest orders with their line counts, in a handful of statements", async () => {
    // the first render after the orders reads the settings and the menu again (the orders changed
    // stock, which refreshes the catalogue's caches); the next ones are what a member waits for.
    // ?tab=dashboard is the same screen rendered by Express every time (the account lane keeps the
    // address without a query: account-lane.ts)
    await (await shop.api("/userdashboard?tab=dashboard", { headers: { cookie } })).text();
    let html = "";
    const statements = await statementsDuring(async () => {
      const response = await shop.api("/userdashboard?tab=dashboard", { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      html = await response.text();
    });
    const listed = [...html.matchAll(/tab=orderHistory&amp;order=[0-9a-f-]+"[^>]*>Order (?:<!-- -->)?#(\d+)/g)].map(
      (m) => Number(m[1]),
    );
    expect(listed).toEqual(placed.slice(-3).reverse());
    expect(html).toContain("· <!-- -->1 item</li>");
    expect(html).toContain("14 Banyan Street<!-- -->, <!-- -->Pune");
    // the session's, then one: the profile, the address book and the latest orders (before: four, and
    // seven before that, the history's orders, count, lines and GST documents in place of the latest)
    expect(statements).toBe(2);
    // kept by the account lane while nothing on it changes: the session's statement only, which
    // reads the account stamp too
    await (await shop.api("/userdashboard", { headers: { cookie } })).text();
    let kept = "";
    const keptStatements = await statementsDuring(async () => {
      kept = await (await shop.api("/userdashboard", { headers: { cookie } })).text();
    });
    expect(keptStatements).toBe(1);
    expect(kept).toContain("14 Banyan Street<!-- -->, <!-- -->Pune");

    // what it costs: the median of 20 renders (printed for the decision record)
    const times: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const startedAt = performance.now();
      await (await shop.api("/userdashboard?tab=dashboard", { headers: { cookie } })).text();
      times.push(performance.now() - startedAt);
    }
    times.sort((a, b) => a - b);
    console.log(`dashboard: ${statements} statements, median ${times[10]?.toFixed(1)} ms over 20 renders`);
  });
});

describe("the bag and the page's personal bits, signed in", () => {
  it("GET /api/me/summary: the bag's count and the hearts in one statement after the session's", async () => {
    // (a first request: a session last seen a while ago is touched then, one more statement)
    await (await shop.api("/api/me/summary", { headers: { cookie } })).text();
    let summary: unknown;
    const statements = await statementsDuring(async () => {
      const response = await shop.api("/api/me/summary", { headers: { cookie } });
      expect(response.status).toBe(200);
      summary = await response.json();
    });
    expect(summary).toMatchObject({ user: { id: userId }, cartCount: 2, wishlist: [expect.any(String)] });
    expect(statements).toBe(2);
  });

  it("GET /api/cart/fetchCartItems: the bag's lines in one statement after the session's", async () => {
    await (await shop.api(`/api/cart/fetchCartItems?userId=${userId}`, { headers: { cookie } })).text();
    let bag: { count: number; items: unknown[] } | undefined;
    const statements = await statementsDuring(async () => {
      const response = await shop.api(`/api/cart/fetchCartItems?userId=${userId}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      bag = await response.json();
    });
    expect(bag?.count).toBe(2);
    expect(bag?.items).toHaveLength(1);
    expect(statements).toBe(2);
  });
});
