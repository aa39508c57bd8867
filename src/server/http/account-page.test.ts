// My Account's first screen (issue 23, point 3: pages rendered per request twice as fast): their
// cost is round trips to the database, so the dashboard tab reads the profile, the addresses and
// the three latest orders (number and line count) in three statements, not the Order History's
// four for ten orders. Rendered by the built app for a member with five orders.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIsStale, build as buildShop } from "../../../scripts/build.mjs";
import { createAccount, signInCookie, testShopEnv, uniqueEmail, uniqueIp } from "../testing/accounts.ts";
import { json, pinDemoVariant, startTestShop, type TestShop } from "../testing/shop.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let shop: TestShop;
let cookie = "";
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
  if (buildIsStale()) await buildShop();
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
}, 300_000);

afterAll(async () => {
  await shop?.close();
});

describe("My Account's first screen", () => {
  it("lists the three latest orders with their line counts, in a handful of statements", async () => {
    // the first render after the orders reads the settings and the menu again (the orders changed
    // stock, which refreshes the catalogue's caches); the next ones are what a member waits for
    await (await shop.api("/userdashboard", { headers: { cookie } })).text();
    let html = "";
    const statements = await statementsDuring(async () => {
      const response = await shop.api("/userdashboard", { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      html = await response.text();
    });
    const listed = [...html.matchAll(/tab=orderHistory&amp;order=[0-9a-f-]+"[^>]*>Order (?:<!-- -->)?#(\d+)/g)].map(
      (m) => Number(m[1]),
    );
    expect(listed).toEqual(placed.slice(-3).reverse());
    expect(html).toContain("· <!-- -->1 item</li>");
    // the session, the profile, the addresses and the latest orders (before: seven, the history's
    // orders, count, lines and GST documents in place of the latest orders)
    expect(statements).toBeLessThanOrEqual(4);

    // what it costs: the median of 20 renders (printed for the decision record)
    const times: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const startedAt = performance.now();
      await (await shop.api("/userdashboard", { headers: { cookie } })).text();
      times.push(performance.now() - startedAt);
    }
    times.sort((a, b) => a - b);
    console.log(`dashboard: ${statements} statements, median ${times[10]?.toFixed(1)} ms over 20 renders`);
  });
});
