// robots.txt and the sitemap over real HTTP: what is kept from crawlers, every public product page
// dated by its last change, the landings, the shop and content pages, absolute URLs from PUBLIC_URL
// or the configured host and port (never the request's Host), a well-formed document, and a split
// into an index past 22,500 products (each named in English and Hindi).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parentCategories } from "../../../core/catalogue.ts";
import { sampleCatalogue, startSampleShop } from "../../testing/sample-catalogue.ts";
import type { TestShop } from "../../testing/shop.ts";
import { buildSitemap, contentPaths } from "./service.ts";

/** A small well-formedness check: every tag closed in order, no stray "&" or "<" in text. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (const match of body.matchAll(tag)) {
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      continue;
    }
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name as string);
  }
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

function lastmodOf(xml: string, loc: string): string | undefined {
  const escaped = loc.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<loc>${escaped}</loc>(?:<lastmod>([^<]+)</lastmod>)?`).exec(xml)?.[1];
}

describe("robots.txt and sitemap.xml", () => {
  let shop: TestShop;
  // without PUBLIC_URL: the configured host (127.0.0.1 outside production) and port
  const origin = () => `http://127.0.0.1:${shop.ctx.config.port}`;

  beforeAll(async () => {
    shop = await startSampleShop();
    await shop.ctx.db.execute(
      sql`update products set updated_at = '2025-03-04T05:06:07Z' where id = 'amethyst-tumble'`,
    );
    await shop.ctx.cache.invalidate();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it("robots.txt allows the shop, keeps crawlers out of the API, accounts, checkout and admin, and names the sitemap", async () => {
    const response = await shop.api("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/userdashboard",
      "/checkout-page",
      "/hi/checkout-page",
      "/dev/",
      "/admin-homepage",
      "/queries",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it("the sitemap lists every public product once, dated by its last change", async () => {
    const response = await shop.api("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const xml = await response.text();
    expectWellFormedXml(xml);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const products = locs(xml).filter((loc) => loc.includes("/productdetails/"));
    const publicIds = sampleCatalogue.products.filter((p) => (p.status ?? "active") === "active").map((p) => p.id);
    // each product in English and in Hindi (decision 0061), each naming both with hreflang
    expect(products.sort()).toEqual(
      publicIds.flatMap((id) => [`${origin()}/productdetails/${id}-0`, `${origin()}/hi/productdetails/${id}-0`]).sort(),
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${origin()}/hi/productdetails/amethyst-tumble-0"/>`,
    );
    expect(xml).not.toContain("moonstone-ring"); // draft
    expect(xml).not.toContain("old-amethyst-geode"); // archived
    expect(lastmodOf(xml, `${origin()}/productdetails/amethyst-tumble-0`)).toBe("2025-03-04T05:06:07.000Z");
  });

  it("the sitemap lists home, the shop, every category landing and the content pages", async () => {
    const xml = await (await shop.api("/sitemap.xml")).text();
    const all = locs(xml);
    for (const path of ["/", "/shop", ...parentCategories.map((p) => p.landing), ...contentPaths]) {
      expect(all).toContain(`${origin()}${path}`);
    }
    expect(new Set(all).size).toBe(all.length);
    // a landing is as new as its newest product
    expect(lastmodOf(xml, `${origin()}/divinecrystals`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const hidden of ["/userdashboard", "/checkout-page", "/search", "/login", "/welcome"]) {
      expect(all).not.toContain(`${origin()}${hidden}`);
    }
  });

  it("a product change shows in the sitemap once the catalogue cache is cleared", async () => {
    await shop.ctx.db.execute(sql`update products set status = 'draft' where id = 'palo-santo-sticks'`);
    await shop.ctx.cache.invalidate();
    const xml = await (await shop.api("/sitemap.xml")).text();
    expect(xml).not.toContain("palo-santo-sticks");
    await shop.ctx.db.execute(sql`update products set status = 'active' where id = 'palo-santo-sticks'`);
    await shop.ctx.cache.invalidate();
    expect(await (await shop.api("/sitemap.xml")).text()).toContain("palo-santo-sticks-0");
  });

  it("never builds URLs from the Host header: the configured host and port stand", async () => {
    const { default: http } = await import("node:http");
    const get = (pathname: string, host: string) =>
      new Promise<string>((resolve, reject) => {
        const request = http.get(`${shop.url}${pathname}`, { headers: { host } }, (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve(body));
        });
        request.on("error", reject);
      });
    for (const host of ["shop.example.in:8443", 'evil.test"><script>', "attacker.example"]) {
      const robots = await get("/robots.txt", host);
      expect(robots).toContain(`Sitemap: ${origin()}/sitemap.xml`);
      expect(robots).not.toContain(host.slice(0, 8));
      const sitemap = await get("/sitemap.xml", host);
      expect(sitemap).toContain(`<loc>${origin()}/shop</loc>`);
      expect(sitemap).not.toContain(host.slice(0, 8));
    }
  });

  it("the split sitemap parts are not served while one file holds everything", async () => {
    expect((await shop.api("/sitemap-products-1.xml")).status).toBe(404);
    expect((await shop.api("/sitemap-pages.xml")).status).toBe(404);
  });
});

describe("PUBLIC_URL", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startSampleShop({ env: { PUBLIC_URL: "https://sattva.example.in/" } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("makes every absolute URL start with the configured address", async () => {
    expect(await (await shop.api("/robots.txt")).text()).toContain("Sitemap: https://sattva.example.in/sitemap.xml");
    const all = locs(await (await shop.api("/sitemap.xml")).text());
    expect(all.length).toBeGreaterThan(10);
    for (const loc of all) expect(loc.startsWith("https://sattva.example.in/")).toBe(true);
  });

  it("builds the sitemap of 10,000 products quickly, one URL each per language", async () => {
    const [parent] = (
      await shop.ctx.db.execute(
        sql`select p.id as parent, s.id as sub, c.id as leaf from categories p
          join categories s on s.parent_id = p.id join categories c on c.parent_id = s.id
          where p.slug = 'divine-crystals' limit 1`,
      )
    ).rows as Array<{ parent: number; sub: number; leaf: number }>;
    if (!parent) throw new Error("no category");
    await shop.ctx.db.execute(sql`insert into products (id, name, sku, parent_category_id, sub_category_id, category_id)
      select 'bulk-crystal-' || g, 'Bulk crystal ' || g, 'BULK-' || g, ${parent.parent}, ${parent.sub}, ${parent.leaf}
      from generate_series(1, 10000) as g`);
    await shop.ctx.cache.invalidate();
    const startedAt = performance.now();
    const response = await shop.api("/sitemap.xml");
    const xml = await response.text();
    expect(response.status).toBe(200);
    const bulk = locs(xml).filter((loc) => loc.includes("/productdetails/bulk-crystal-"));
    expect(bulk.filter((loc) => !loc.includes("/hi/"))).toHaveLength(10_000);
    expect(locs(xml).filter((loc) => loc.includes("/hi/productdetails/bulk-crystal-"))).toHaveLength(10_000);
    // a generous bound (the machine may be busy): catches a quadratic build, not a slow disk
    expect(performance.now() - startedAt).toBeLessThan(10_000);
    // a crawler that has it already gets 304
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    // (node:http: fetch adds "Cache-Control: no-cache" to a conditional request, which always revalidates)
    const { default: http } = await import("node:http");
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${shop.url}/sitemap.xml`, { headers: { "if-none-match": etag ?? "" } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        })
        .on("error", reject);
    });
    expect(status).toBe(304);
  });
});

describe("buildSitemap past the per-file limit", () => {
  const stamps = ["a", "b", "c", "d", "e"].map((id, index) => ({
    id: `stone-${id}`,
    parentSlug: "divine-crystals",
    updatedAt: new Date(Date.UTC(2025, 0, index + 1)),
  }));

  it("turns sitemap.xml into an index of a pages file and numbered product files", () => {
    const index = buildSitemap(stamps, "https://s.in", { kind: "main" }, 2);
    expect(index).toContain("<sitemapindex");
    expectWellFormedXml(index ?? "");
    expect(locs(index ?? "")).toEqual([
      "https://s.in/sitemap-pages.xml",
      "https://s.in/sitemap-products-1.xml",
      "https://s.in/sitemap-products-2.xml",
      "https://s.in/sitemap-products-3.xml",
    ]);
    expect(locs(buildSitemap(stamps, "https://s.in", { kind: "products", page: 3 }, 2) ?? "")).toEqual([
      "https://s.in/productdetails/stone-e-0",
      "https://s.in/hi/productdetails/stone-e-0",
    ]);
    expect(buildSitemap(stamps, "https://s.in", { kind: "products", page: 4 }, 2)).toBeNull();
    const pages = buildSitemap(stamps, "https://s.in", { kind: "pages" }, 2) ?? "";
    expect(locs(pages)).toContain("https://s.in/aboutus");
    expect(locs(pages)).toContain("https://s.in/hi/shop");
    expect(pages).not.toContain("productdetails");
  });

  it("escapes what XML cannot hold as text", () => {
    const xml = buildSitemap([{ ...stamps[0], id: "a&b<c" } as (typeof stamps)[0]], "https://s.in", { kind: "main" });
    expectWellFormedXml(xml ?? "");
    expect(xml).toContain("https://s.in/productdetails/a&amp;b&lt;c-0");
  });
});
