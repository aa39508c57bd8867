// Issue 24 in Chromium: a soap's product page carries its "Product declarations" (the Legal
// Metrology and Cosmetics Rules fields, the unit sale price, who sells and the grievance officer),
// server-rendered; the shop's country-of-origin filter narrows the listing; /seller-information
// shows the seller. Phone and desktop, nothing scrolls sideways, axe-clean.
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { desktop, fileBrowser, hydrated, openPage, phone, seriousViolations } from "./browser.ts";

const browser = fileBrowser();

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("a soap's page declares its label, seller and grievance officer, at 390 and 1440 px", async () => {
  for (const viewport of [phone, desktop]) {
    const { page, errors } = await openPage(browser, viewport);
    const response = await page.goto("/productdetails/multani-mitti-rose-clay-soap-0");
    expect(response?.status()).toBe(200);
    // in the server's HTML, before any script
    const html = (await response?.text()) ?? "";
    expect(html).toContain("Product declarations");
    const block = page.locator("section.declarations");
    const row = (label: string) => block.locator(".fact-list__row", { has: page.getByText(label, { exact: true }) });
    await expect.poll(() => row("Country of origin").locator("dd").textContent()).toBe("India");
    expect(await row("Generic name").locator("dd").textContent()).toBe("Handmade soap");
    expect(await row("Net quantity").locator("dd").textContent()).toBe("100 g");
    expect(await row("Unit sale price").locator("dd").textContent()).toMatch(
      /^₹\d+\.\d{2} per g \(₹[\d,]+\.\d{2} per 100 g\)$/,
    );
    expect(await row("M.R.P.").locator("dd").textContent()).toContain("(inclusive of all taxes)");
    for (const label of [
      "Ingredients",
      "Batch number",
      "Manufacturing licence number",
      "Use before",
      "Grievance officer",
    ])
      expect(await row(label).count(), label).toBe(1);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/declarations-${viewport.width}.png`, fullPage: false });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }
}, 240_000);

test("the shop's country-of-origin filter narrows the listing to imported goods", async () => {
  const { page } = await openPage(browser, desktop);
  await page.goto("/shop");
  await hydrated(page);
  const peru = page.locator('input[name="countryOfOrigin"][value="Peru"]');
  await expect.poll(() => peru.count()).toBe(1);
  await peru.check({ force: true });
  await page.waitForURL(/countryOfOrigin=/);
  await expect.poll(() => page.getByText("Made in Peru").count()).toBeGreaterThan(0);
  // the listing follows the URL: only goods from Peru (palo santo) remain
  const titles = page.locator(".product-card__title");
  await expect
    .poll(async () => (await titles.allTextContents()).every((name) => name.toLowerCase().includes("palo santo")), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(await titles.count()).toBeGreaterThan(0);
  await page.context().close();
});

test("/seller-information names the seller and the grievance officer, at 390 and 1440 px", async () => {
  for (const viewport of [phone, desktop]) {
    const { page } = await openPage(browser, viewport);
    expect((await page.goto("/seller-information"))?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Seller information");
    expect(await page.getByText("GSTIN", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Grievance Officer", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator(".site-footer__seller").textContent()).toContain("Grievance officer");
    await page.screenshot({ path: `/tmp/seller-${viewport.width}.png`, fullPage: true });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }
}, 240_000);
