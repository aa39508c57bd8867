// The page's scripts wait for its load (decision 0035): no chunk is asked for before the `load`
// event; a tap made before then starts them and is tapped again once React listens; a page whose
// pictures hang still hydrates a few seconds after it was read.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hydrationDeadlineMs } from "../src/web/deferred-scripts.ts";
import { desktop, fileBrowser, hydrated, openPage, phone } from "./browser.ts";

const browser = fileBrowser();

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Holds every picture back for `ms`, so that the page's `load` event waits that long. */
async function slowPictures(page: Page, ms: number) {
  await page.route(/\/(media|art)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {
      // the page went away while the picture was held
    });
  });
}

describe("scripts after the page's load", () => {
  for (const [label, viewport, path] of [
    ["phone, home", phone, "/"],
    ["desktop, a product", desktop, "/productdetails/amethyst-calm-bracelet-0"],
  ] as const) {
    test(`no script is fetched before the load event, and the page hydrates after it (${label})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response?.text();
      expect(html).not.toContain('rel="modulepreload"');
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
        return {
          loadStart: navigation.loadEventStart,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadStart);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("a tap on the bag before the page has loaded starts the scripts and opens the bag once they run", async () => {
    const { page, errors } = await openPage(browser, phone);
    await slowPictures(page, 8_000);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(await isHydrated(page)).toBe(false);
    await page.locator(".site-header .cart-button").click({ noWaitAfter: true });
    const bag = page.getByRole("dialog", { name: "Your Bag" });
    await expect.poll(() => bag.isVisible(), { timeout: 7_000 }).toBe(true);
    // hydrated by the tap, not by the load nor the deadline
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a page whose pictures hang hydrates a few seconds after it was read, without a tap", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await slowPictures(page, 20_000);
    await page.goto("/shop", { waitUntil: "domcontentloaded" });
    const read = Date.now();
    expect(await isHydrated(page)).toBe(false);
    await expect.poll(() => isHydrated(page), { timeout: hydrationDeadlineMs + 8_000 }).toBe(true);
    expect(Date.now() - read).toBeGreaterThanOrEqual(hydrationDeadlineMs - 500);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
