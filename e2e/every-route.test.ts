// Every route of the shop (public, member, admin), each loaded once and resized: no page scrolls
// sideways at 390, 320, 768 or 1440 px, and axe finds nothing at 390 px (admin pages: 1440; the
// journeys run axe on the shoppers' pages at 1440 too). The list
// below must name every route of src/web/routes.ts, so a new page joins the check or fails it.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { matchPath } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import routes from "../src/web/routes.ts";
import { baseUrl, fileBrowser } from "./browser.ts";
import { type Fixtures, makeFixtures } from "./fixtures.ts";

function publicUrls(f: Fixtures): string[] {
  return [
    "/",
    "/login",
    "/register",
    "/verification",
    "/emailforforgotpassword",
    "/resetpasswordvarification",
    "/resetpassword",
    "/wishlist",
    "/aboutus",
    "/policies",
    "/termsandconditions",
    "/welcome",
    "/healing",
    "/contactus",
    "/faq",
    "/seller-information",
    `/productdetails/${f.productId}-0`,
    "/skincare",
    "/aurajewels",
    "/divinecrystals",
    "/sacredrituals",
    "/shop",
    "/crystals",
    "/candles",
    "/spiritual-essentials",
    "/search?q=amethyst",
    "/checkout-page",
    "/track",
    "/arrange-delivery?token=an-old-or-unknown-link-token",
    "/privacy-policy",
    "/grievances",
    "/unsubscribe?token=not-a-real-token-0123456789",
    "/back-in-stock?token=not-a-real-token-0123456789",
    "/newsletter/confirm?token=not-a-real-token-0123456789",
    "/bag/restore?token=not-a-real-token-0123456789",
    "/review?token=not-a-real-token-0123456789",
    "/sandbox-pay/plink_sbx_not-a-real-link",
    f.thankYou,
    "/no-such-page",
  ];
}

function signedInUrls(f: Fixtures): string[] {
  return [
    "/userdashboard",
    "/userdashboard?tab=orderHistory",
    "/userdashboard?tab=privacy",
    `/userdashboard/orders/${f.invoiceOrderId}/invoice`,
    `/userdashboard/orders/${f.creditNoteOrderId}/credit-note`,
    `/userdashboard/orders/${f.creditNoteOrderId}/credit-notes/00000000-0000-4000-8000-000000000000`,
    "/admin-homepage",
    "/admin-view-orders",
    "/admin-undelivered",
    "/admin-returns",
    "/admin-view-products",
    "/allcoupons",
    "/generatecouponcode",
    `/edit-coupon/${f.couponId}`,
    "/queries",
    "/admin-grievances",
    "/admin-reviews",
    "/users",
    "/admin-audit",
    "/admin-money",
    "/admin-money?figure=captured",
    "/admin-tax-reports",
    "/admin-import",
    "/admin-synonyms",
    "/admin-cod",
    "/admin-settings",
    "/admin-two-factor",
    "/addproduct",
    `/admin-update-product-form?id=${f.productId}`,
    "/allproduct",
    "/manageproducts",
  ];
}

/** Every path pattern in the route config (the layout's children included). */
function routePatterns(): string[] {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const walk = (entries: Entry[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.index ? ["/"] : entry.path ? [`/${entry.path}`] : []),
      ...walk(entry.children ?? []),
    ]);
  return walk(routes as Entry[]);
}

const phone = { width: 390, height: 844 };
/** The widths every page is checked at, in the order the one loaded tab is resized through. */
const widths = [phone, { width: 320, height: 700 }, { width: 768, height: 1024 }, { width: 1440, height: 900 }];

/** Admin pages whose path does not start with /admin (the spec's old paths). */
const oldAdminPaths = new Set([
  "allcoupons",
  "generatecouponcode",
  "edit-coupon",
  "queries",
  "users",
  "addproduct",
  "allproduct",
  "manageproducts",
]);
const isAdminPage = (url: string) => {
  const first = url.split(/[/?]/)[1] ?? "";
  return first.startsWith("admin-") || oldAdminPaths.has(first);
};
/**
 * The width axe runs at: shoppers' pages on a phone (where most of them shop), the admin's (a desktop
 * tool) on a desktop. Once a URL: axe was two thirds of this walk's time, and the CI run's budget is
 * 25 minutes; the journeys run axe on the pages they visit, most at 390 and 1440 px.
 */
const axeWidths = (url: string) => (isAdminPage(url) ? [1440] : [390]);

/**
 * The page's width and the window's, once a resize has settled: a carousel that measures itself on
 * resize (a ResizeObserver, then a render) may be wider for a moment; what stays wider after a second
 * is a page that scrolls sideways.
 */
async function widthAfterResize(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  const read = () =>
    page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  let widths = await read();
  for (let wait = 0; wait < 10 && widths.scrollWidth > widths.innerWidth; wait += 1) {
    await page.waitForTimeout(100);
    widths = await read();
  }
  return widths;
}

/** Waits two frames, so a resize's layout and the effects it sets off have run. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Sideways scroll at each width, and axe violations where asked, of the page loaded once at phone
 * width and then resized (a fresh load per width cost four loads a URL); empty when clean.
 */
async function problemsOf(page: Page, url: string): Promise<string[]> {
  await page.setViewportSize(phone);
  const response = await page.goto(url, { waitUntil: "load" });
  const problems: string[] = [];
  if (!response || response.status() >= 500) problems.push(`${url} answered ${response?.status()}`);
  const axeAt = axeWidths(url);
  for (const viewport of widths) {
    if (viewport !== phone) {
      await page.setViewportSize(viewport);
      await settled(page);
    }
    const { scrollWidth, innerWidth } = await widthAfterResize(page);
    if (scrollWidth > innerWidth) problems.push(`${url} is ${scrollWidth} px wide in ${innerWidth} px`);
    if (axeAt.includes(viewport.width)) {
      const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
      for (const violation of results.violations) {
        const nodes = violation.nodes.map((node) => node.target.join(" ")).join(", ");
        problems.push(`${url} at ${viewport.width} px: axe ${violation.id}: ${nodes}`);
      }
    }
  }
  return problems;
}

/** Checks the URLs with a few tabs of one context at once (axe keeps a tab busy for seconds). */
async function checkAll(context: BrowserContext, urls: string[]): Promise<string[]> {
  const queue = [...urls];
  const problems: string[] = [];
  const tabs = Math.min(3, queue.length);
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const page = await context.newPage();
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        problems.push(...(await problemsOf(page, url)));
      }
      await page.close();
    }),
  );
  return problems.sort();
}

const browser = fileBrowser();
let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await makeFixtures();
});

describe("every route", () => {
  test("the list below covers every route of the route config", () => {
    const urls = [...publicUrls(fixtures), ...signedInUrls(fixtures)].map((url) => new URL(url, baseUrl()).pathname);
    const patterns = routePatterns().filter((pattern) => pattern !== "/*" && pattern !== "/logout");
    const missing = patterns.filter((pattern) => !urls.some((url) => matchPath(pattern, url)));
    expect(missing).toEqual([]);
  });

  const sizes = widths.map((viewport) => viewport.width).join(", ");
  test(`no public page scrolls sideways at ${sizes} px, and axe passes`, async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: baseUrl() });
    const problems = await checkAll(context, publicUrls(fixtures));
    await context.close();
    expect(problems).toEqual([]);
  }, 900_000);

  test(`no member or admin page scrolls sideways at ${sizes} px, and axe passes`, async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: baseUrl() });
    await context.addCookies([{ ...fixtures.cookie, url: baseUrl() }]);
    const problems = await checkAll(context, signedInUrls(fixtures));
    await context.close();
    expect(problems).toEqual([]);
  }, 900_000);
});
