// Journey: a signed-in shopper's public pages are the guest's pages (the page lane answers them;
// nothing of theirs is in the HTML the server sends), and their bag count, hearts and account link
// arrive from /api/me/summary after load without moving anything (CLS 0, PerformanceObserver).
// A click made before the summary arrives waits for it (decision 0022).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, fileBrowser, hydrated, openPage, phone, signIn } from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

const password = "moonstone-evening-tide";
const badge = (page: Page) => page.locator(".site-header .cart-button__badge");
const toast = (page: Page, text: string) => page.locator(".toasts").getByText(text, { exact: true }).first();
const firstCard = (page: Page) =>
  page
    .locator(".product-card")
    .filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) })
    .first();

/** Sums every layout shift from the start of the page's loading (not those after an input), with what moved. */
const watchLayoutShifts = () => {
  const shifts = { total: 0, moved: [] as string[] };
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node as Element | undefined;
        shifts.moved.push(`${entry.value.toFixed(5)} ${node?.nodeName ?? "?"}.${node?.className ?? ""}`);
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
};
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number; moved: string[] } }).__shifts);

describe("personal bits after load", () => {
  for (const viewport of [desktop, phone]) {
    test(`a member's bag count and hearts appear after load with no layout shift (${viewport.width} px)`, async () => {
      const firstName = "Ashmita";
      const email = uniqueEmail("personal");
      await createAccount(email, password, firstName);
      const { page, errors } = await openPage(browser, viewport);
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === "/");

      // a bag line and a heart, made on the page right after it loads (each waits for the summary)
      await page.goto("/shop?sort=price_asc");
      await hydrated(page);
      await firstCard(page)
        .getByRole("button", { name: /^Add to Cart/ })
        .click();
      await expect.poll(() => toast(page, "Product added to cart!").isVisible()).toBe(true);
      await firstCard(page).locator(".product-card__wishlist").click();
      await expect.poll(() => toast(page, "Added to wishlist!").isVisible()).toBe(true);
      const productPage = (await firstCard(page).locator(".product-card__link").getAttribute("href")) ?? "";
      expect(productPage).toMatch(/^\/productdetails\//);

      // a fresh load of that product's page, watched for layout shifts from its first byte. The web
      // fonts are held back: their swap moves text by itself, for guests alike (not what this measures;
      // nor the shop page's toolbar, which moves 0.0009 for guests too: the product page moves nothing)
      await page.addInitScript(watchLayoutShifts);
      await page.route(/\.woff2?$/, (route) => route.fulfill({ status: 204, body: "" }));
      const response = await page.goto(productPage);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      const html = (await response?.text()) ?? "";
      // the server's page is everyone's: no name, e-mail, badge or filled heart in it
      for (const text of [firstName, email, "cart-button__badge", "#heart-filled"]) expect(html).not.toContain(text);
      await hydrated(page);
      await expect.poll(() => badge(page).textContent()).toBe("1");
      await expect.poll(() => page.locator(".purchase__wishlist").getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => page.locator(".site-header .icon-button[aria-label='My account']").count()).toBe(1);
      // fonts and pictures settle too before the sum is read
      await page.waitForLoadState("load");
      await page.waitForTimeout(500);
      const shifts = await layoutShift(page);
      expect(shifts.total, shifts.moved.join("; ")).toBe(0);

      // the same page for a guest: the same bytes but for the nonce (every nonce has the same length)
      const guest = await fetch(`${baseUrl()}${productPage}`);
      expect((await guest.text()).length).toBe(html.length);
      expect(errors.filter((error) => !/font|woff|Failed to load resource/i.test(error))).toEqual([]);
      await page.context().close();
    });
  }

  test("a guest's page asks who is visiting and gets nobody; the account link stays Sign in", async () => {
    const { page, errors } = await openPage(browser, desktop);
    const summary = page.waitForResponse((answer) => answer.url().endsWith("/api/me/summary"));
    await page.goto("/");
    const answer = await summary;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(await answer.json()).toEqual({ user: null, cartCount: 0, wishlist: [] });
    await hydrated(page);
    expect(await page.locator(".site-header .icon-button[aria-label='Sign in']").count()).toBe(1);
    expect(await badge(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
