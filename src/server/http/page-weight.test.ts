// Page weight (issue 23, point 2): the home, shop, a landing and a product page of the demo
// catalogue, rendered by the built app for an anonymous visitor, stay within their byte budgets
// before compression, and keep the cuts that got them there: icons, star rows and the category
// still lifes come from sprites (<use href>), never as inline drawings, and a card's hover image
// offers only the widths a desktop can use. A page that grows past its budget fails here, not in
// a shopper's phone.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIsStale, build as buildShop } from "../../../scripts/build.mjs";
import { productPath } from "../../core/catalogue.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let shop: TestShop;
let productPage = "";

/**
 * HTML bytes before compression. Issue 23 asks for home ≤ 90 KB and product ≤ 120 KB; these are
 * what the pages weigh now with a little room (docs/decisions/0012-first-load-speed.md says what is
 * left to reach the targets): lower them as pages get lighter, never raise them without a reason.
 */
const pageBudgets = {
  home: 159_000,
  // raised once, by issue 24: the shop's country-of-origin facet (about 0.6 KB) and the product's
  // "Product declarations" section with the seller and grievance officer (about 2.7 KB), both required
  shop: 139_000,
  landing: 117_000,
  product: 167_000,
};

beforeAll(async () => {
  if (buildIsStale()) await buildShop();
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

  it("draws star rows and category art from sprites, not inline shapes", async () => {
    for (const pathname of ["/", "/shop", productPage]) {
      const html = await page(pathname);
      // a rating is one <svg> with two references to the sprite's row of five, not five icons
      for (const [, rating] of html.matchAll(/<div class="stars[^"]*" role="img"[^>]*>(.*?)<\/div>/gs)) {
        expect(rating, pathname).not.toMatch(/#star"/);
      }
      expect(html, pathname).toMatch(/icons-[\w-]+\.svg#stars-16"/);
      // the still lifes' gradients live in art.svg
      expect(html, pathname).not.toMatch(/<linearGradient|<radialGradient/);
      expect(html, pathname).toMatch(/art-[\w-]+\.svg#divine-crystals"/);
    }
  });

  it("offers a card's hover image only at widths a desktop slot can use", async () => {
    const html = await page("/");
    const hover = [
      ...html.matchAll(/<picture class="product-card__image product-card__image--back">(.*?)<\/picture>/gs),
    ];
    expect(hover.length).toBeGreaterThan(0);
    for (const [, picture] of hover) {
      const widths = [...(picture ?? "").matchAll(/\/media\/[\w-]+\/(\d+) \d+w/g)].map((match) => Number(match[1]));
      expect(widths.length).toBeGreaterThan(0);
      expect(Math.max(...widths)).toBeLessThanOrEqual(720);
    }
  });
});
