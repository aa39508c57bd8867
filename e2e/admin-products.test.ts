// The admin's product form in Chromium: the dashboard's layout and the product list's pager and search
// (the list follows its URL), then an admin adds a product with one variant and an uploaded image
// (the form's own checks first: number fields, a named missing SKU), is sent back to the list after
// the banner, finds it there and in the shop at its price, then updates the price and the shop shows
// the new one. Axe-clean.
import crypto from "node:crypto";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, openPage, signInAsAdmin } from "./browser.ts";

const browser = fileBrowser();

describe("the admin's product form", () => {
  test("adds a product with a variant and an image, finds it in the shop, and updates its price", async () => {
    const suffix = crypto.randomBytes(3).toString("hex");
    const name = `Lotus Soy Candle ${suffix}`;
    const handle = `lotus-soy-candle-${suffix}`;
    const admin = await openPage(browser, desktop);
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    await signInAsAdmin(page);

    // the dashboard: nothing stretches the page below the admin frame (the dark side menu's column
    // ends where the page does), and each short list sits right under its heading
    await page.waitForSelector(".admin-columns");
    const frame = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      admin: Math.ceil((document.querySelector(".admin")?.getBoundingClientRect().bottom ?? 0) + window.scrollY),
      gaps: [...document.querySelectorAll(".admin-columns > section")].map((section) => {
        const heading = section.querySelector("h2")?.getBoundingClientRect();
        const next = section.querySelector("h2 + *")?.getBoundingClientRect();
        return Math.round((next?.top ?? 0) - (heading?.bottom ?? 0));
      }),
    }));
    expect(frame.page).toBeLessThanOrEqual(frame.admin);
    for (const gap of frame.gaps) expect(gap).toBeLessThan(40);

    // the product list follows its URL: the pager's pages, a search with no match
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await page.waitForURL("**/admin-view-products");
    const firstName = () => page.locator(".admin-product__name").first().textContent();
    const pageOne = await firstName();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL("**/admin-view-products?page=2");
    await expect.poll(() => page.getByText(/^Page 2 of \d+$/).isVisible()).toBe(true);
    await expect.poll(firstName).not.toBe(pageOne);
    // a link and a button styled as links share a line: their words sit at the same height
    const wordTops = await page
      .locator(".admin-product .dashboard-form__buttons")
      .first()
      .evaluate((row) =>
        [...row.querySelectorAll(".link-button")].map((control) => {
          const range = document.createRange();
          range.selectNodeContents(control.firstChild as Node);
          return Math.round(range.getBoundingClientRect().top);
        }),
      );
    expect(wordTops).toHaveLength(3);
    expect(new Set(wordTops).size).toBe(1);
    await page.getByLabel("Search").fill("zzzz");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/admin-view-products?search=zzzz*");
    await expect.poll(() => page.getByText("No products match your search").isVisible()).toBe(true);
    expect(await page.getByText("0 products").isVisible()).toBe(true);
    expect(await page.locator(".admin-product").count()).toBe(0);

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
    await page
      .getByLabel("Description", { exact: true })
      .fill("Hand-poured soy wax with lotus and sandalwood, about 40 hours.");
    // the Hindi pages' name (decision 0063)
    await page.getByLabel("Name in Hindi (optional)").fill("कमल और चंदन मोमबत्ती");
    // a candle's own category (a skin-care one would make it a cosmetic, with more declarations)
    const candles = await page
      .getByLabel("Category")
      .locator("option", { hasText: "Candle" })
      .first()
      .getAttribute("value");
    await page.getByLabel("Category").selectOption(candles ?? "");
    await page.getByLabel("Tags", { exact: true }).fill("gift");
    await page.getByLabel("Tags", { exact: true }).press("Enter");
    await page.getByRole("checkbox", { name: "Sleep" }).check();
    // the declarations an active product needs (Legal Metrology; decision 0023)
    await page.locator('input[name="declarations.genericName"]').fill("Scented candle");
    await page.locator('input[name="declarations.countryOfOrigin"]').fill("India");
    await page.locator('input[name="declarations.packerName"]').fill("Sattva Crafts");
    await page.locator('[name="declarations.packerAddress"]').fill("12 Lotus Lane, Jaipur 302001");
    await page.locator('input[name="declarations.netQuantity"]').fill("200");

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
    // number fields keep only what a number holds, as it is typed
    const price = page.locator('input[name="variants.0.price"]');
    await price.fill("abc");
    expect(await price.inputValue()).toBe("");
    await price.fill("4,50.0.0");
    expect(await price.inputValue()).toBe("450.00");
    await price.fill("450");
    await page.locator('input[name="variants.0.mrp"]').fill("520");
    await page.locator('select[name="variants.0.tax"]').selectOption("5");
    await page.locator('input[name="variants.0.hsn"]').fill("3406");
    await page.locator('input[name="variants.0.stock"]').fill("7a");
    expect(await page.locator('input[name="variants.0.stock"]').inputValue()).toBe("7");
    // the Specifications section shows it opens and closes
    const marker = () =>
      page
        .locator(".variant-fields__more summary")
        .first()
        .evaluate((summary) => {
          const style = getComputedStyle(summary, "::before");
          return `${style.content} ${style.transform}`;
        });
    const closed = await marker();
    expect(closed).not.toMatch(/^none/);
    await page.locator(".variant-fields__more summary").first().click();
    // the marker turns with a short transition: poll until it has moved
    await expect.poll(marker).not.toBe(closed);
    // a missing variant SKU is named
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect.poll(() => page.getByText("Variant SKU is required").first().isVisible()).toBe(true);
    await page.locator('input[name="variants.0.sku"]').fill(`LOTUS-${suffix}-200`);
    await expectAxeClean(page, "the product form with an error");

    const added = page.waitForResponse(
      (response) => response.url().endsWith("/api/products") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Add Product" }).click();
    const addedAnswer = await added;
    expect(addedAnswer.status(), await addedAnswer.text()).toBe(201);
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
    // on the Hindi page, its Hindi name, not marked English
    await shopper.page.goto(`/hi/productdetails/${handle}-0`);
    const hindiHeading = shopper.page.getByRole("heading", { level: 1, name: "कमल और चंदन मोमबत्ती" });
    await expect.poll(() => hindiHeading.isVisible()).toBe(true);
    expect(await hindiHeading.getAttribute("lang")).toBeNull();
    await shopper.page.goto(`/productdetails/${handle}-0`);

    // the update form opens with the product and saves a new price
    await tile.getByRole("link", { name: /Update/ }).click();
    await page.waitForURL("**/admin-update-product-form?id=*");
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe(name);
    expect(await page.getByLabel("Name in Hindi (optional)").inputValue()).toBe("कमल और चंदन मोमबत्ती");
    await page.locator('input[name="variants.0.price"]').fill("399");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect.poll(() => page.getByText("Product Updated Successfully!").isVisible()).toBe(true);
    await page.waitForURL("**/admin-view-products", { timeout: 10_000 });
    await shopper.page.reload();
    await expect.poll(() => shopper.page.locator(".purchase__price .price__now").textContent()).toBe("Price ₹399");

    // the categories' Hindi names, under the list: read when opened
    await page.locator(".category-names summary").click();
    const candleName = page.getByLabel("Sacred Rituals › Candles & Lamps › Candle: name in Hindi (optional)");
    await expect.poll(() => candleName.inputValue()).toBe("मोमबत्ती");
    await expectAxeClean(page, "the categories' Hindi names");

    // an update form without a product to update says so and returns to the list
    await page.goto("/admin-update-product-form?id=no-such-product");
    await expect.poll(() => page.getByText("No product data received").isVisible()).toBe(true);
    await page.waitForURL("**/admin-view-products", { timeout: 10_000 });

    expect(admin.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await page.context().close();
    await shopper.page.context().close();
  }, 120_000);
});
