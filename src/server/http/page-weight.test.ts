// Page weight (issue 23, point 2): the home, shop, a landing and a product page of the demo
// catalogue, rendered by the built app for an anonymous visitor, stay within their byte budgets
// before compression, and keep the cuts that got them there: icons and the category still lifes
// come from sprites, star rows from CSS (<use href>), never as inline drawings; an image is one format-free
// URL per width; cards' hover images, the mega menus' links, closed drawers' insides and the home
// page's other Manifest · Cleanse · Heal sets are drawn in the browser; cards carry the variant they
// show. A page that grows past its budget fails here, not in a shopper's phone.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../../scripts/build.mjs";
import { productPath } from "../../core/catalogue.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let shop: TestShop;
let productPage = "";

/**
 * HTML bytes before compression. Issue 23 asks for home ≤ 90 KB and product ≤ 120 KB; these are
 * what the pages weigh now with a little room (docs/decisions/0029-lighter-pages.md says what is
 * left to reach the home page's target): lower them as pages get lighter, never raise them without a reason.
 */
const pageBudgets = {
  // lowered by decision 0029 (one image URL per width, card data, hover images and mega menus
  // drawn in the browser, star rows from CSS): home 157 → 111 KB, shop 137 → 99, landing 116 → 80,
  // product 165 → 118; then (0029, certification seals from a sprite, the home imagery's data per
  // section, drawers drawn when they open, cards with their shown variant): home 111 → 94.6 KB,
  // shop 99 → 91.9, landing 80 → 75.0, product 119 → 112.8; then (0029, carousels' controls drawn
  // in the browser): home 94.6 → 88.2 KB (issue 23's 90 KB reached), shop 91.1, landing 72.8, product 110.7;
  // raised (issue 35, decision 0061): the product page's shipping and returns tabs now arrive as their
  // messages and values, so a Hindi page can say them in Hindi: product 113.4 KB, budget 113 → 114 KB
  home: 90_000,
  shop: 93_000,
  landing: 75_000,
  product: 114_000,
};

beforeAll(async () => {
  await buildIfStale();
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  shop = await startTestShop({
    seed: true,
    web: { kind: "build", build, clientDir: path.join(root, "build/client") },
    env: { LOG_LEVEL: "warn" },
  });
  const listing = (await (await fetch(`${shop.url}/api/products?pageSize=1`)).json()) as {
    products: { _id: string }[];
  };
  const first = listing.products[0];
  if (!first) throw new Error("the demo catalogue has no product");
  productPage = productPath(first._id);
  // a running shop answers the home page's featured products from its catalogue cache; on a cold
  // cache (and a slow database) they would stream in after the page, a heavier copy (home.tsx)
  await fetch(`${shop.url}/api/products?featured=true&pageSize=8`);
}, 300_000);

afterAll(async () => {
  await shop?.close();
});

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${shop.url}${pathname}`, { headers: { "accept-encoding": "identity" } });
  expect(response.status, pathname).toBe(200);
  return response.text();
}

describe("page weight", () => {
  it.each([
    ["home", "/"],
    ["shop", "/shop"],
    ["landing", "/divinecrystals"],
    ["product", ""],
  ] as const)("keeps the %s page (%s) within its budget", async (name, pathname) => {
    const html = await page(pathname || productPage);
    expect(Buffer.byteLength(html), `${name}: ${Buffer.byteLength(html)} bytes`).toBeLessThanOrEqual(pageBudgets[name]);
  });

  it("draws star rows with CSS and category art from a sprite, not inline shapes", async () => {
    for (const pathname of ["/", "/shop", productPage]) {
      const html = await page(pathname);
      // a rating is one empty element CSS draws (a star mask over its lit width), not five icons
      const ratings = [...html.matchAll(/<div class="stars[^"]*" role="img"[^>]*>(.*?)<\/div>/gs)];
      expect(ratings.length, pathname).toBeGreaterThan(0);
      for (const [, rating] of ratings) {
        expect(rating, pathname).not.toMatch(/<svg|<use/);
        expect(rating, pathname).toMatch(/<span class="stars__row[^"]*" style="--lit:\d+(?:\.\d+)?px"><\/span>/);
      }
      // the still lifes' gradients live in art.svg
      expect(html, pathname).not.toMatch(/<linearGradient|<radialGradient/);
    }
    // the landing draws its still life from the sprite (the mega menus' promo tiles, drawn when
    // a menu opens, do too)
    expect(await page("/divinecrystals")).toMatch(/art-[\w-]+\.svg#divine-crystals"/);
  });

  it("writes each image once: one format-free URL per width, no hover images, no closed mega menus", async () => {
    for (const pathname of ["/", "/shop", "/divinecrystals", productPage]) {
      const html = await page(pathname);
      // the server answers AVIF or WebP by Accept (core/media.ts): no <source> per format
      expect(html, pathname).not.toMatch(/<source type="image\/(?:avif|webp)"/);
      expect(html, pathname).not.toMatch(/\/media\/[\w-]+\/\d+\.(?:avif|webp) \d+w/);
      expect(html, pathname).toMatch(/srcSet="\/media\/[\w-]+\/\d+ \d+w/);
      // a card's hover image is drawn in the browser, on screens that can hover
      expect(html, pathname).not.toContain("product-card__image--back");
      // a mega menu's links are drawn when it first opens
      expect(html, pathname).not.toContain('class="mega__link"');
      // so is a drawer's inside: the side menu's lists and the bag are not in the HTML
      expect(html, pathname).toMatch(/<dialog id="side-menu"[^>]*>/);
      expect(html, pathname).not.toContain("side-menu__list");
      expect(html, pathname).not.toContain("Oops! Your bag is empty!");
    }
  });

  it("draws the home page's seals from a sprite and only the first Manifest · Cleanse · Heal set", async () => {
    const html = await page("/");
    const seals = [...html.matchAll(/<svg class="certification-mark"[^>]*>(.*?)<\/svg>/gs)].map((match) => match[1]);
    expect(seals).toHaveLength(7);
    for (const seal of seals) expect(seal).toMatch(/^<use href="\/assets\/seals-[\w-]+\.svg#[\w-]+"><\/use>$/);
    // five tiles, one layer each: the Cleanse and Heal sets are drawn once the page is hydrated
    expect(html.match(/class="redefining__layer/g)).toHaveLength(5);
  });

  it("hands cards only the variant they show", async () => {
    const html = await page("/");
    const data = html.slice(html.indexOf("streamController.enqueue"));
    const cards = html.match(/<article class="product-card[ "]/g)?.length ?? 0;
    expect(cards).toBe(8);
    // variant ids are UUIDs: one per card, though the demo's featured products have two or three
    expect(data.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)).toHaveLength(cards);
  });
});
