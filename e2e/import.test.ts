// Moving in from Shopify in the browser: the admin uploads a product CSV, reads the dry run's report,
// imports, follows the progress bar and finds the product in the shop. Handles are unique to the run.
import crypto from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { shopifySampleCsv } from "../src/server/features/catalogue-import/shopify-sample.ts";
import {
  baseUrl,
  desktop,
  expectAxeClean,
  hydrated,
  launchBrowser,
  openPage,
  phone,
  signInAsAdmin,
} from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("moving in from Shopify", () => {
  test("the admin checks a CSV, imports it and finds the product in the shop", async () => {
    const prefix = `e2e${crypto.randomBytes(3).toString("hex")}`;
    // images point at the shop itself, on loopback: refused (only public addresses are fetched),
    // reported, not fatal
    const csv = shopifySampleCsv(prefix, `${baseUrl()}/no-such-images`);
    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.goto("/admin-import");
    await hydrated(page);
    await page
      .getByLabel("Product CSV")
      .setInputFiles({ name: "products_export.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("3 products to create");
    await expectAxeClean(page, "/admin-import with its dry-run report");
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByRole("heading", { name: "Import finished" }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole("progressbar", { name: "Import progress" }).getAttribute("value")).toBe("100");
    await expect.poll(() => page.getByRole("link", { name: "Download the report (CSV)" }).count()).toBe(1);

    // (an admin's storefront header has no bag to wait on: the heading is waited for below)
    await page.goto(`/productdetails/${prefix}-moon-pendant-0`);
    await page.getByRole("heading", { name: "Moonstone Pendant" }).first().waitFor();
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);

    const small = await openPage(browser, phone);
    await signInAsAdmin(small.page);
    await small.page.goto("/admin-import");
    await hydrated(small.page);
    expect(await noSidewaysScroll(small.page)).toBe(true);
    await expectAxeClean(small.page, "/admin-import at 390 px");
  }, 120_000);
});
