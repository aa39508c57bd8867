// The admin's product form in Chromium: an admin adds a product with one variant and an uploaded
// image (the form's own checks first), is sent back to the list after the banner, finds it there
// and in the shop at its price, then updates the price and the shop shows the new one. Axe-clean.
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { desktop, launchBrowser, openPage, signInAsAdmin } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the admin's product form", () => {
  test("adds a product with a variant and an image, finds it in the shop, and updates its price", async () => {
    const suffix = crypto.randomBytes(3).toString("hex");
    const name = `Lotus Soy Candle ${suffix}`;
    const handle = `lotus-soy-candle-${suffix}`;
    const admin = await openPage(browser, desktop);
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    await signInAsAdmin(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await page.getByRole("link", { name: "Add New Product" }).click();
    await page.waitForURL("**/addproduct");

    // nothing filled in: the spec's message
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect
      .poll(() =>
        page.getByText("Please fill in all required fields and add at least one variant.").first().isVisible(),
      )
      .toBe(true);

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.locator('input[name="sku"]').fill(`LOTUS-${suffix}`);
    await page.getByLabel("Description").fill("Hand-poured soy wax with lotus and sandalwood, about 40 hours.");
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByLabel("Tags", { exact: true }).fill("gift");
    await page.getByLabel("Tags", { exact: true }).press("Enter");
    await page.getByRole("checkbox", { name: "Sleep" }).check();

    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#c9a47a" } })
      .png()
      .toBuffer();
    await page.getByLabel("Upload Front image", { exact: true }).setInputFiles({
      name: "candle.png",
      mimeType: "image/png",
      buffer: png,
    });
    await expect.poll(() => page.getByAltText("Front image preview").isVisible(), { timeout: 15_000 }).toBe(true);

    await page.locator('input[name="variants.0.variantname"]').fill("200 g jar");
    await page.locator('input[name="variants.0.sku"]').fill(`LOTUS-${suffix}-200`);
    await page.locator('input[name="variants.0.price"]').fill("450");
    await page.locator('input[name="variants.0.mrp"]').fill("520");
    await page.locator('select[name="variants.0.tax"]').selectOption("5");
    await page.locator('input[name="variants.0.hsn"]').fill("3406");
    await page.locator('input[name="variants.0.stock"]').fill("7a");
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect.poll(() => page.getByText("Stock must be a whole number, 0 or more").first().isVisible()).toBe(true);
    await page.locator('input[name="variants.0.stock"]').fill("7");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);

    await page.getByRole("button", { name: "Add Product" }).click();
    await expect.poll(() => page.getByText("Product Added Successfully!").isVisible()).toBe(true);
    await page.waitForURL("**/admin-view-products", { timeout: 10_000 });

    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    const tile = page.locator(".admin-product").filter({ hasText: name });
    await expect.poll(() => tile.isVisible()).toBe(true);

    // in the shop at once, with its picture
    const shopper = await openPage(browser, desktop);
    shopper.page.setDefaultTimeout(15_000);
    await shopper.page.goto(`/productdetails/${handle}-0`);
    await expect.poll(() => shopper.page.getByRole("heading", { level: 1, name }).isVisible()).toBe(true);
    await expect.poll(() => shopper.page.locator(".purchase__price .price__now").textContent()).toBe("Price ₹450");

    // the update form opens with the product and saves a new price
    await tile.getByRole("link", { name: /Update/ }).click();
    await page.waitForURL("**/admin-update-product-form?id=*");
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe(name);
    await page.locator('input[name="variants.0.price"]').fill("399");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect.poll(() => page.getByText("Product Updated Successfully!").isVisible()).toBe(true);
    await page.waitForURL("**/admin-view-products", { timeout: 10_000 });
    await shopper.page.reload();
    await expect.poll(() => shopper.page.locator(".purchase__price .price__now").textContent()).toBe("Price ₹399");

    // an update form without a product to update says so and returns to the list
    await page.goto("/admin-update-product-form?id=no-such-product");
    await expect.poll(() => page.getByText("No product data received").isVisible()).toBe(true);
    await page.waitForURL("**/admin-view-products", { timeout: 10_000 });

    expect(admin.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await page.context().close();
    await shopper.page.context().close();
  });
});
