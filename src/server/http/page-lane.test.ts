// The page lane (page-lane.ts, page-bytes.ts) against the built app: an anonymous visitor's second
// request is answered without rendering, every answer has its own nonce in its CSP header and its
// page, a matching ETag gets 304, a shopper with a session gets the guest's kept page (nothing of
// theirs is ever in one), an admin's pages and the account pages never come from it (a member's own
// first screen is the account lane's: account-lane.test.ts), and a catalogue change (here, or on
// another instance through LISTEN/NOTIFY when TEST_DATABASE_URL names a PostgreSQL server) brings a
// fresh page.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../../scripts/build.mjs";
import { products } from "../db/schema.ts";
import { createAccount, from, makeAdmin, signInCookie, uniqueIp, userIdOf } from "../testing/accounts.ts";
import { startSampleShop } from "../testing/sample-catalogue.ts";
import { pinDemoVariant, startTestShop, type TestShop } from "../testing/shop.ts";
import { brotliAnswer, gzipAnswer, identityAnswer, makeNoncePage } from "./page-bytes.ts";
import { pageLaneStats } from "./page-lane.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let web: { kind: "build"; build: ServerBuild; clientDir: string };
let shop: TestShop;

beforeAll(async () => {
  await buildIfStale();
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  web = { kind: "build", build, clientDir: path.join(root, "build/client") };
  // warnings shown: a page the lane could not render says why in the test's output
  shop = await startSampleShop({ web, env: { LOG_LEVEL: "warn" } });
  // a cold shop's first renders can be slow on a loaded machine (a render that fails is tried again
  // after a second): the tests start once the lane keeps and answers a page
  for (const deadline = Date.now() + 60_000; stats(shop).hits === 0 && Date.now() < deadline; ) {
    await get(shop.url, "/termsandconditions");
    if (stats(shop).hits === 0) await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
}, 300_000);

afterAll(async () => {
  await shop?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as sent before its Content-Encoding. */
  html: string;
}

const browserEncodings = "gzip, deflate, br, zstd";

/** A GET as a browser sends it (node:http, so the bytes arrive as sent). */
function get(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathname, base),
      { headers: { "accept-encoding": browserEncodings, ...headers } },
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

const stats = (of: TestShop) => {
  const counted = pageLaneStats.get(of.ctx);
  if (!counted) throw new Error("the shop has no page lane");
  return { ...counted };
};

/** The nonce in the CSP header, and every nonce attribute in the page. */
function nonces(answer: Answer): { header: string | undefined; page: string[] } {
  const header = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  const page = [...answer.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? "");
  return { header, page };
}

/** What answers instead of Brotli when a page's Brotli failed its check: gzip if accepted, else none. */
const fallbackFor = (acceptEncoding: string) => (acceptEncoding.includes("gzip") ? "gzip" : undefined);

describe("the page lane", () => {
  it("answers a second anonymous request from memory, without rendering", async () => {
    const first = await get(shop.url, "/shop?sort=price-asc");
    expect(first.status).toBe(200);
    const before = stats(shop);
    const second = await get(shop.url, "/shop?sort=price-asc");
    const after = stats(shop);
    expect(second.status).toBe(200);
    expect(after.renders).toBe(before.renders);
    expect(after.hits).toBe(before.hits + 1);
    // the same page but for the nonce
    const { header: firstNonce } = nonces(first);
    const { header: secondNonce } = nonces(second);
    expect(second.html.replaceAll(secondNonce ?? "-", "N")).toBe(first.html.replaceAll(firstNonce ?? "-", "N"));
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers.link).toContain("rel=preload; as=style");
  });

  it("answers the page Express renders, the same markup but for the nonce, with the same headers", async () => {
    // the markup up to React Router's scripts: after them, Express streams the hydration data inside a
    // Suspense boundary while the lane keeps the whole page, as crawlers get it (home may stream more)
    for (const pathname of [
      "/shop?category=aura-jewels",
      "/productdetails/amethyst-tumble-0",
      "/faq",
      "/aboutus",
      "/hi/shop?category=aura-jewels",
      "/hi/faq",
    ]) {
      const kept = await get(shop.url, pathname);
      // a weighted Accept-Encoding is left to Express
      const rendered = await get(shop.url, pathname, { "accept-encoding": "gzip;q=1" });
      expect(kept.headers.etag).toBeDefined();
      expect(rendered.headers.etag).toBeUndefined();
      const withoutNonce = (answer: Answer) => {
        const html = answer.html.replaceAll(nonces(answer).header ?? "-", "N");
        return html.slice(0, html.indexOf("window.__reactRouterContext"));
      };
      expect(withoutNonce(kept).length).toBeGreaterThan(10_000);
      expect(withoutNonce(kept)).toBe(withoutNonce(rendered));
      for (const name of ["content-type", "link", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
        expect(kept.headers[name], name).toBe(rendered.headers[name]);
      }
      const policy = (answer: Answer) => String(answer.headers["content-security-policy"]).replace(/'nonce-[^']+'/, "");
      expect(policy(kept)).toBe(policy(rendered));
    }
  });

  it("renders a key once however many ask at the same time", async () => {
    const before = stats(shop);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(shop.url, "/search?query=amethyst")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(stats(shop).renders).toBe(before.renders + 1);
  });

  it("gives every answer its own nonce, in the CSP header and everywhere in the page (br, gzip, none)", async () => {
    const seen = new Set<string>();
    for (const encoding of ["br", "gzip", "gzip, deflate, br, zstd", "identity"]) {
      for (let round = 0; round < 2; round += 1) {
        const answer = await get(shop.url, "/", { "accept-encoding": encoding });
        expect(answer.status).toBe(200);
        // Brotli is left out for a page whose spliced Brotli failed its once-per-page check (page-bytes.ts):
        // then gzip answers where it is accepted, and the plain page where only Brotli is
        const brotli = encoding === "br" || encoding.startsWith("gzip,");
        const expected = encoding === "identity" ? [undefined] : brotli ? ["br", fallbackFor(encoding)] : [encoding];
        expect(expected).toContain(answer.headers["content-encoding"]);
        const { header, page } = nonces(answer);
        expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(page.length).toBeGreaterThan(3);
        expect(new Set(page)).toEqual(new Set([header]));
        expect(seen.has(header ?? "")).toBe(false);
        seen.add(header ?? "");
        expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      }
    }
  });

  it("answers 304 to a matching If-None-Match, without a policy the kept copy's nonce would not match", async () => {
    const page = await get(shop.url, "/aboutus");
    expect(page.status).toBe(200);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(shop.url, "/aboutus", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    const other = await get(shop.url, "/aboutus", { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it("never takes its links from the request's Host header: a forged one cannot poison the kept page", async () => {
    const forged = await get(shop.url, "/policies", { host: "evil.example" });
    expect(forged.status).toBe(200);
    expect(forged.html).not.toContain("evil.example");
    expect(forged.html).toContain(`<link rel="canonical" href="${new URL(shop.url).origin}/policies"`);
    const next = await get(shop.url, "/policies");
    expect(next.html).not.toContain("evil.example");
  });

  it("leaves what is not a kept page to Express: a missing product, a weighted encoding", async () => {
    const missing = await get(shop.url, "/productdetails/no-such-product-0");
    expect(missing.status).toBe(404);
    const before = stats(shop);
    expect((await get(shop.url, "/productdetails/no-such-product-0")).status).toBe(404);
    expect(stats(shop).renders).toBe(before.renders);
    expect(stats(shop).passed).toBe(before.passed + 1);
    const weighted = await get(shop.url, "/faq", { "accept-encoding": "br;q=1, gzip;q=0.5" });
    expect(weighted.status).toBe(200);
    expect(weighted.headers.etag).toBeUndefined();
    expect(stats(shop).renders).toBe(before.renders);
  });

  it("answers a shopper with session the guest's kept page, private: nothing of theirs in it or in the cache", async () => {
    const firstName = "Ashaveni";
    const account = await createAccount(shop, { firstName, lastName: "Pagecachetest" });
    const cookie = await signInCookie(shop, account.email, account.password);
    const variant = await pinDemoVariant(shop, { stock: 20, price: 499 });
    const added = await shop.api(
      "/api/cart/add",
      from(uniqueIp(), "POST", { productId: variant.productId, variantId: variant.id, quantity: 2 }, cookie),
    );
    expect(added.status, await added.clone().text()).toBe(200);
    const hearted = await shop.api(
      "/api/wishlist/toggle",
      from(
        uniqueIp(),
        "POST",
        { userId: await userIdOf(shop, account.email), productId: variant.productId, variantId: variant.id },
        cookie,
      ),
    );
    expect(hearted.status, await hearted.clone().text()).toBe(200);
    // their name, e-mail, bag (the badge) and hearts (a filled heart)
    const personal = (answer: Answer) => {
      for (const text of [firstName, account.email, "Pagecachetest", "cart-button__badge", "#heart-filled"]) {
        expect(answer.html, text).not.toContain(text);
      }
    };

    // the member asks first: the lane renders the page for nobody, keeps it and answers them with it
    for (const pathname of ["/?member-first", "/shop?member-first", `/productdetails/${variant.productId}-0`, "/faq"]) {
      const before = stats(shop);
      const member = await get(shop.url, pathname, { cookie });
      expect(member.status).toBe(200);
      expect(member.headers["cache-control"], pathname).toBe("private, no-store");
      personal(member);
      expect(stats(shop).memberHits).toBe(before.memberHits + 1);
      // a second member request renders nothing
      const again = await get(shop.url, pathname, { cookie });
      expect(stats(shop).renders - before.renders).toBeLessThanOrEqual(1);
      personal(again);

      const anonymous = await get(shop.url, pathname);
      expect(anonymous.status).toBe(200);
      personal(anonymous);
      expect(anonymous.headers["cache-control"] ?? "").not.toContain("private");
      // the same bytes but for the nonce, with a session cookie or without
      const withoutNonce = (answer: Answer) => answer.html.replaceAll(nonces(answer).header ?? "-", "N");
      expect(withoutNonce(again)).toBe(withoutNonce(anonymous));
      expect(anonymous.headers.etag).toBe(again.headers.etag);
    }
    // every kept page, whoever asked: nothing of the member's
    // (the summary the browser reads after load is theirs: the check above could see their data)
    const summary = await shop.api("/api/me/summary", from(uniqueIp(), "GET", undefined, cookie));
    expect(await summary.json()).toMatchObject({ user: { firstName }, cartCount: 2, wishlist: [variant.id] });
  });

  it("leaves an admin's pages and every account page out of the page lane (a member's own first screen is the account lane's)", async () => {
    const account = await createAccount(shop, { firstName: "Adminavi", lastName: "Pagecachetest" });
    await makeAdmin(shop, account.email);
    const adminCookie = await signInCookie(shop, account.email, account.password);
    const before = stats(shop);
    const admin = await get(shop.url, "/faq", { cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
    expect(admin.headers["cache-control"]).toBe("private, no-store");
    // the admin's frame has no shop header
    expect(admin.html).not.toContain("site-header");
    expect(stats(shop).memberHits).toBe(before.memberHits);

    const member = await createAccount(shop, { firstName: "Dashavi", lastName: "Pagecachetest" });
    const cookie = await signInCookie(shop, member.email, member.password);
    const dashboard = await get(shop.url, "/userdashboard", { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.etag).toBeUndefined();
    expect(dashboard.headers["cache-control"]).toBe("private, no-store");
    expect(dashboard.html).toContain("Dashavi");
    expect(stats(shop).memberHits).toBe(before.memberHits);
  });

  it("brings a fresh page at once after a catalogue change, answering the kept one while that one render runs", async () => {
    const pathname = "/productdetails/amethyst-tumble-0";
    const page = await get(shop.url, pathname);
    expect(page.html).toContain("Amethyst Tumble Stone");
    await shop.ctx.db
      .update(products)
      .set({ name: "Amethyst Tumble Renamed" })
      .where(eq(products.id, "amethyst-tumble"));
    await shop.ctx.cache.invalidate();
    const before = stats(shop);
    // the first asker after the change waits for the one render and gets the new page; those who
    // ask while it runs get the kept page
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(shop.url, pathname)));
    expect(stats(shop).renders).toBe(before.renders + 1);
    expect(answers[0]?.html).toContain("Amethyst Tumble Renamed");
    const kept = answers.filter((answer) => !answer.html.includes("Amethyst Tumble Renamed")).length;
    expect(stats(shop).staleHits - before.staleHits).toBe(kept);
    expect((await get(shop.url, pathname)).html).toContain("Amethyst Tumble Renamed");
    await shop.ctx.db.update(products).set({ name: "Amethyst Tumble Stone" }).where(eq(products.id, "amethyst-tumble"));
    await shop.ctx.cache.invalidate();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "refreshes a page on another instance when the catalogue changes on one (LISTEN/NOTIFY)",
    async () => {
      const other = await startTestShop({ web, env: { DATABASE_URL: String(shop.ctx.config.databaseUrl) } });
      try {
        const pathname = "/productdetails/amethyst-tumble-0";
        expect((await get(other.url, pathname)).html).toContain("Amethyst Tumble Stone");
        const before = stats(other);
        expect((await get(other.url, pathname)).html).toContain("Amethyst Tumble Stone");
        expect(stats(other).renders).toBe(before.renders);
        await shop.ctx.db
          .update(products)
          .set({ name: "Amethyst Tumble Elsewhere" })
          .where(eq(products.id, "amethyst-tumble"));
        await shop.ctx.cache.invalidate();
        await expect
          .poll(async () => (await get(other.url, pathname)).html, { timeout: 20_000 })
          .toContain("Amethyst Tumble Elsewhere");
      } finally {
        await shop.ctx.db
          .update(products)
          .set({ name: "Amethyst Tumble Stone" })
          .where(eq(products.id, "amethyst-tumble"));
        await shop.ctx.cache.invalidate();
        await other.close();
      }
    },
  );
});

describe("a page's bytes with a nonce put in (page-bytes.ts)", () => {
  it("decodes to the page with the nonce in every place, in every form, whatever the nonce", async () => {
    const placeholder = "Qx7pLm2ZrT9kWv4NbC8sHd==";
    const words = Array.from({ length: 4000 }, (_, index) => `word${index % 97} `).join("");
    const page = Buffer.from(
      `<html><head><script nonce="${placeholder}">a()</script></head><body>${words}` +
        `<p>${placeholder}${placeholder}</p><script nonce="${placeholder}">b("${placeholder}")</script></body></html>`,
    );
    const made = await makeNoncePage(page, placeholder);
    expect(made.segments).toHaveLength(6);
    expect(made.br).toBeDefined();
    for (const nonce of ["abc+/def+/ghi+/jkl+/mn==", "Qx7pLm2ZrT9kWv4NbC8sHe==", "00000000000000000000000="]) {
      const expected = Buffer.from(page.toString().replaceAll(placeholder, nonce));
      expect(identityAnswer(made, nonce).equals(expected)).toBe(true);
      expect(zlib.gunzipSync(gzipAnswer(made, nonce)).equals(expected)).toBe(true);
      expect(zlib.brotliDecompressSync(brotliAnswer(made, nonce) ?? Buffer.alloc(0)).equals(expected)).toBe(true);
    }
    // compressed once: far smaller than the page
    expect(gzipAnswer(made, placeholder).length).toBeLessThan(page.length / 10);
  });

  it("handles a page without a nonce, and one that is nothing but nonces", async () => {
    const placeholder = "Zz9pLm2ZrT9kWv4NbC8sHd==";
    for (const text of ["<p>no scripts here</p>", placeholder, `${placeholder}${placeholder}`]) {
      const made = await makeNoncePage(Buffer.from(text), placeholder);
      const nonce = "p+/q".repeat(5).concat("rs==");
      const expected = Buffer.from(text.replaceAll(placeholder, nonce));
      expect(zlib.gunzipSync(gzipAnswer(made, nonce)).equals(expected)).toBe(true);
      expect(zlib.brotliDecompressSync(brotliAnswer(made, nonce) ?? Buffer.alloc(0)).equals(expected)).toBe(true);
    }
  });
});
