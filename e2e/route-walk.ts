// The walk over every route (e2e/every-route.test.ts and every-route-signed-in.test.ts): each page
// loaded once and resized, no page scrolls sideways at 390, 320, 768 or 1440 px, and axe finds nothing
// at 390 px (admin pages: 1440; the journeys run axe on the shoppers' pages at 1440 too). The two lists
// together must name every route of src/web/routes.ts, so a new page joins the check or fails it.
import type { BrowserContext, Page } from "playwright-core";
import routes from "../src/web/routes.ts";
import { axeViolations, phone } from "./browser.ts";
import type { Fixtures } from "./fixtures.ts";

export function publicUrls(f: Fixtures): string[] {
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
    // gift cards (decision 0062): the card's page, the balance check, and a return that is not verified
    "/gift-cards",
    "/gift-cards/balance",
    "/gift-cards/paid?razorpay_payment_link_id=plink_not_real",
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
    // the Hindi pages (issue 35, decision 0061)
    "/hi",
    // the gift card's pages in Hindi (decision 0064's addendum)
    "/hi/gift-cards",
    "/hi/gift-cards/balance",
    "/hi/gift-cards/paid?razorpay_payment_link_id=plink_not_real",
    "/hi/skincare",
    "/hi/aurajewels",
    "/hi/divinecrystals",
    "/hi/sacredrituals",
    "/hi/shop",
    "/hi/search?query=amethyst",
    `/hi/productdetails/${f.productId}-0`,
    "/hi/contactus",
    "/hi/policies",
    "/hi/track",
    // the buying path in Hindi (decision 0064)
    "/hi/checkout-page",
    `/hi${f.thankYou}`,
    "/hi/login",
    "/hi/register",
    "/hi/verification",
    "/hi/emailforforgotpassword",
    "/hi/resetpasswordvarification",
    "/hi/resetpassword",
    "/hi/faq",
    "/hi/healing",
    "/hi/welcome",
    "/hi/wishlist",
    "/hi/aboutus",
    "/hi/seller-information",
    "/hi/grievances",
    "/hi/termsandconditions",
    "/hi/privacy-policy",
    // the pages a Hindi mail links (the same bad tokens as their English twins)
    "/hi/arrange-delivery?token=an-old-or-unknown-link-token",
    "/hi/unsubscribe?token=not-a-real-token-0123456789",
    "/hi/back-in-stock?token=not-a-real-token-0123456789",
    "/hi/newsletter/confirm?token=not-a-real-token-0123456789",
    "/hi/bag/restore?token=not-a-real-token-0123456789",
    "/hi/review?token=not-a-real-token-0123456789",
  ];
}

export function signedInUrls(f: Fixtures): string[] {
  return [
    // the Hindi pages of a member (issue 35, decision 0061)
    "/hi/wishlist",
    // My Account in Hindi (decision 0064's addendum): every tab, and an order's page
    "/hi/userdashboard",
    ...["editInfo", "orderHistory", "subscriptions", "address", "wishlist", "privacy", "tribe"].map(
      (tab) => `/hi/userdashboard?tab=${tab}`,
    ),
    `/hi/userdashboard?tab=orderHistory&order=${f.invoiceOrderId}`,
    "/hi/subscribe?product=white-sage-smudge-stick",
    "/userdashboard",
    "/userdashboard?tab=orderHistory",
    "/userdashboard?tab=privacy",
    "/userdashboard?tab=subscriptions",
    // subscribe and save: a demo sage bundle, offered on subscription (issue 33)
    "/subscribe?product=white-sage-smudge-stick",
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
    "/admin-subscriptions",
    "/admin-gift-cards",
    "/admin-settings",
    "/admin-two-factor",
    "/addproduct",
    `/admin-update-product-form?id=${f.productId}`,
    "/allproduct",
    "/manageproducts",
  ];
}

/** Every path pattern in the route config (the layout's children included). */
export function routePatterns(): string[] {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const walk = (entries: Entry[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.index ? ["/"] : entry.path ? [`/${entry.path}`] : []),
      ...walk(entry.children ?? []),
    ]);
  return walk(routes as Entry[]);
}

/** The widths every page is checked at, in the order the one loaded tab is resized through. */
export const widths = [phone, { width: 320, height: 700 }, { width: 768, height: 1024 }, { width: 1440, height: 900 }];

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

/**
 * Waits two frames, so a resize's layout and the effects it sets off have run; at most a quarter of a
 * second (a renderer starved by the other tabs' axe can hold a frame back for seconds: a page still
 * wider then is read again for a second by widthAfterResize).
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      }),
  );

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
      for (const violation of await axeViolations(page)) {
        const nodes = violation.nodes.map((node) => node.target.join(" ")).join(", ");
        problems.push(`${url} at ${viewport.width} px: axe ${violation.id}: ${nodes}`);
      }
    }
  }
  return problems;
}

/** Checks the URLs with two tabs of one context at once (axe keeps a tab busy for a second or more). */
export async function checkAll(context: BrowserContext, urls: string[]): Promise<string[]> {
  const queue = [...urls];
  const problems: string[] = [];
  const tabs = Math.min(2, queue.length);
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
