// The account lane (account-lane.ts) against the built app: a member's My Account first screen is
// answered from memory while nothing on it changed, in one statement (the session's, which reads
// the account stamp too); every change to what it shows (the profile, an address added, edited or
// removed, an order placed, an admin's status change, a write no app code made) shows on the next
// request; another member never gets it; signing out ends it; admins, queries and odd requests go to
// Express; and the kept page is the page Express renders, with its own nonce and private, no-store.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../../scripts/build.mjs";
import { orderItems, users } from "../db/schema.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../testing/accounts.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../testing/shop.ts";
import { accountLaneStats } from "./account-lane.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let shop: TestShop;

interface Member {
  id: string;
  cookie: string;
  firstName: string;
}

beforeAll(async () => {
  await buildIfStale();
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  shop = await startTestShop({
    seed: true,
    web: { kind: "build", build, clientDir: path.join(root, "build/client") },
    env: { ...testShopEnv, LOG_LEVEL: "warn" },
  });
}, 300_000);

afterAll(async () => {
  await shop?.close();
});

async function member(firstName: string): Promise<Member> {
  const account = await createAccount(shop, { firstName, lastName: "Lanetest" });
  const cookie = await signInCookie(shop, account.email, account.password);
  const summary = await shop.api("/api/me/summary", { headers: { cookie } });
  return { id: (await summary.json()).user.id, cookie, firstName };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  html: string;
}

/** A GET as a browser sends it (node:http, so the bytes arrive as sent). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathname, shop.url),
      { headers: { "accept-encoding": "gzip, deflate, br, zstd", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const plain =
            encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, html: plain.toString() });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const stats = () => {
  const counted = accountLaneStats.get(shop.ctx);
  if (!counted) throw new Error("the shop has no account lane");
  return { ...counted };
};

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];

const call = (who: Member | string, method: string, pathname: string, body?: unknown) =>
  shop.api(pathname, from(uniqueIp(), method, body, typeof who === "string" ? who : who.cookie));

/** The first screen, read twice: the second must be a hit (nothing changed between them). */
async function firstScreen(who: Member, pathname = "/userdashboard"): Promise<string> {
  const answer = await get(pathname, { cookie: who.cookie });
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toBe("private, no-store");
  return answer.html;
}

async function placeOrder(who: Member, quantity: number) {
  const pick = await pinDemoVariant(shop, { stock: 50, price: 700 });
  const response = await call(who, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity }],
    shippingAddress: {
      addressLine1: "5 Lake Road",
      city: "Pune",
      state: "Maharashtra",
      country: "India",
      zipCode: "411001",
    },
    paymentMethod: "COD",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order as { _id: string; number: number };
}

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

describe("the account lane", () => {
  it("answers a member's first screen again from memory, in one statement, private and with its own nonce", async () => {
    const asha = await member("Ashalane");
    const first = await get("/userdashboard", { cookie: asha.cookie });
    expect(first.status).toBe(200);
    expect(first.html).toContain("Ashalane");
    const before = stats();
    const pool = (shop.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = pool.query;
    let statements = 0;
    pool.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return query.apply(this, args);
    };
    let second: Answer;
    try {
      second = await get("/userdashboard", { cookie: asha.cookie });
    } finally {
      pool.query = query;
    }
    expect(second.status).toBe(200);
    expect(stats().renders).toBe(before.renders);
    expect(stats().hits).toBe(before.hits + 1);
    // the session's statement, which reads the account stamp too (a session last seen over a minute
    // ago is touched as well, not here: it was just signed in)
    expect(statements).toBe(1);
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(second.headers.etag).toBeUndefined();
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    const firstNonce = nonceOf(first);
    const secondNonce = nonceOf(second);
    expect(secondNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(secondNonce).not.toBe(firstNonce);
    const pageNonces = new Set([...second.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
    expect(pageNonces).toEqual(new Set([secondNonce]));
    expect(second.html.replaceAll(secondNonce ?? "-", "N")).toBe(first.html.replaceAll(firstNonce ?? "-", "N"));
  });

  it("answers the page Express renders, the same markup but for the nonce, with the same headers", async () => {
    const ravi = await member("Ravilane");
    await placeOrder(ravi, 2);
    expect((await call(ravi, "POST", `/api/userdashboard/${ravi.id}/address`, address)).status).toBeLessThan(300);
    for (const pathname of ["/userdashboard", "/hi/userdashboard"]) {
      const kept = await get(pathname, { cookie: ravi.cookie });
      const before = stats();
      // a weighted Accept-Encoding is left to Express
      const rendered = await get(pathname, { cookie: ravi.cookie, "accept-encoding": "gzip;q=1" });
      expect(stats().hits).toBe(before.hits);
      const withoutNonce = (answer: Answer) => {
        const html = answer.html.replaceAll(nonceOf(answer) ?? "-", "N");
        // after React Router's scripts Express streams the hydration data while the lane keeps the whole page
        return html.slice(0, html.indexOf("window.__reactRouterContext"));
      };
      expect(withoutNonce(kept).length).toBeGreaterThan(10_000);
      expect(withoutNonce(kept)).toBe(withoutNonce(rendered));
      expect(kept.html).toContain("14 Banyan Street");
      for (const name of [
        "content-type",
        "cache-control",
        "link",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
      ]) {
        expect(kept.headers[name], name).toBe(rendered.headers[name]);
      }
      const policy = (answer: Answer) => String(answer.headers["content-security-policy"]).replace(/'nonce-[^']+'/, "");
      expect(policy(kept)).toBe(policy(rendered));
    }
    // the Hindi page is kept apart from the English one
    expect(await firstScreen(ravi, "/hi/userdashboard")).toContain('<html lang="hi"');
    expect(await firstScreen(ravi)).toContain('<html lang="en-IN"');
  });

  it("shows every change at once: the profile, addresses added, edited and removed, an order placed", async () => {
    const meera = await member("Meeralane");
    expect(await firstScreen(meera)).toContain("No orders yet.");

    const renamed = await call(meera, "PUT", `/api/userdashboard/${meera.id}/profile`, {
      firstName: "Meerarenamed",
      lastName: "Lanetest",
      phone: "9876543210",
    });
    expect(renamed.status).toBe(200);
    expect(await firstScreen(meera)).toContain("Welcome, Meerarenamed");

    const added = await call(meera, "POST", `/api/userdashboard/${meera.id}/address`, address);
    expect(added.status).toBeLessThan(300);
    expect(await firstScreen(meera)).toContain("14 Banyan Street");
    const book = await (await call(meera, "GET", `/api/userdashboard/${meera.id}/address`)).json();
    const addressId = (book.addresses ?? book)[0]._id as string;

    const edited = await call(meera, "PUT", `/api/userdashboard/${meera.id}/address/${addressId}`, {
      ...address,
      addressLine1: "22 Neem Lane",
    });
    expect(edited.status).toBeLessThan(300);
    const afterEdit = await firstScreen(meera);
    expect(afterEdit).toContain("22 Neem Lane");
    expect(afterEdit).not.toContain("14 Banyan Street");

    const removed = await call(meera, "DELETE", `/api/userdashboard/${meera.id}/address/${addressId}`);
    expect(removed.status).toBeLessThan(300);
    expect(await firstScreen(meera)).not.toContain("22 Neem Lane");

    const order = await placeOrder(meera, 3);
    const withOrder = await firstScreen(meera);
    expect(withOrder).not.toContain("No orders yet.");
    expect(withOrder).toContain(`${order._id}`);
    expect(withOrder).toMatch(/·\s(?:<!-- -->)?1(?:<!-- -->)? item</);

    // nothing changed since: answered from memory
    const before = stats();
    await firstScreen(meera);
    expect(stats().renders).toBe(before.renders);
    expect(stats().hits).toBe(before.hits + 1);
  });

  it("shows an admin's change and a write no app code made (the database moves the stamp)", async () => {
    const kiran = await member("Kiranlane");
    const order = await placeOrder(kiran, 1);
    const second = await placeOrder(kiran, 1);
    await firstScreen(kiran);
    const stampOf = async () =>
      (await shop.ctx.db.select({ stamp: users.accountStamp }).from(users).where(eq(users.id, kiran.id)))[0]?.stamp;
    const stamp = await stampOf();

    const admin = await createAccount(shop, { firstName: "Adminlane", lastName: "Lanetest" });
    await makeAdmin(shop, admin.email);
    const adminCookie = await signInCookie(shop, admin.email, admin.password);
    const moved = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" });
    expect(moved.status).toBe(200);
    expect(await stampOf()).toBeGreaterThan(Number(stamp));
    const before = stats();
    await firstScreen(kiran);
    expect(stats().renders).toBe(before.renders + 1);

    // a line added to an order by hand, straight in the database: the screen counts it
    const [line] = await shop.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, second._id));
    expect(line).toBeDefined();
    const { id: _id, ...copy } = line as typeof orderItems.$inferSelect;
    await shop.ctx.db.insert(orderItems).values({ ...copy, position: copy.position + 1 });
    expect(await firstScreen(kiran)).toMatch(/·\s(?:<!-- -->)?2(?:<!-- -->)? items</);

    // an admin's own first screen is Express's, rendered each time and never kept
    const adminBefore = stats();
    const adminPage = await get("/userdashboard", { cookie: adminCookie });
    expect(adminPage.status).toBeLessThan(500);
    expect(stats().hits).toBe(adminBefore.hits);
    expect(stats().passed).toBe(adminBefore.passed + 1);
  });

  it("never gives one member another's page, and ends with the session", async () => {
    const [one, two] = [await member("Onelane"), await member("Twolane")];
    expect(await firstScreen(one)).toContain("Welcome, Onelane");
    const other = await firstScreen(two);
    expect(other).toContain("Welcome, Twolane");
    expect(other).not.toContain("Onelane");
    // answered from memory, still each their own
    expect(await firstScreen(one)).not.toContain("Twolane");
    expect(await firstScreen(two)).not.toContain("Onelane");

    const out = await shop.api("/logout", {
      method: "POST",
      headers: { cookie: one.cookie, "content-type": "application/x-www-form-urlencoded", origin: shop.url },
      body: "",
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    const after = await get("/userdashboard", { cookie: one.cookie });
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe("/login");
    expect(after.html).not.toContain("Onelane");
    expect(await firstScreen(two)).toContain("Welcome, Twolane");

    // no session at all: sign-in, as before
    const guest = await get("/userdashboard");
    expect(guest.status).toBe(302);
  });

  it("renders once for a member's requests at the same time, and again after a catalogue or settings change", async () => {
    const lata = await member("Latalane");
    await firstScreen(lata);
    await shop.ctx.cache.invalidate();
    const before = stats();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get("/userdashboard", { cookie: lata.cookie })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(stats().renders).toBe(before.renders + 1);
  });

  it("leaves a query, a weighted encoding and a request with a body to Express", async () => {
    const neha = await member("Nehalane");
    await firstScreen(neha);
    const before = stats();
    for (const [pathname, headers] of [
      ["/userdashboard?tab=dashboard", {}],
      ["/userdashboard?tab=address", {}],
      ["/userdashboard", { "accept-encoding": "br;q=0.9" }],
      ["/hi/userdashboard?x=1", {}],
    ] as const) {
      const answer = await get(pathname, { cookie: neha.cookie, ...headers });
      expect(answer.status, pathname).toBeLessThan(400);
    }
    expect(stats().hits).toBe(before.hits);
    expect(stats().renders).toBe(before.renders);
  });
});
