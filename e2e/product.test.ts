// The product page in Chromium: server-rendered details, switching variants in place (the URL is
// replaced, the price changes, the page does not jump), quantity, tabs, the FAQ accordion, writing
// a review through the dialog (held for the admin's check, listed once approved), the 404 answer, accessibility, and the phones' sticky Add to Cart bar.
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { desktop, fileBrowser, hydrated, openPage, phone, seriousViolations, signInAsAdmin } from "./browser.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

const productUrl = "/productdetails/amethyst-tumble-stone-0";

interface Editable {
  variants: Array<Record<string, unknown> & { sku: string }>;
  [field: string]: unknown;
}

/**
 * A copy of the demo's amethyst with 5 pieces of each variant, no other journey's: the shops are
 * shared by the test files, and journeys that buy the demo's pieces can leave it with one (the
 * quantity's + then rightly stays disabled).
 */
async function amethystOfOurOwn(): Promise<string> {
  const suffix = crypto.randomBytes(3).toString("hex");
  const cookie = await adminCookie();
  const { _id: _demoId, ...demo } = await api<Editable>(
    "/api/admin/products/amethyst-tumble-stone",
    "GET",
    undefined,
    cookie,
  );
  const created = await api<{ product: { _id: string } }>(
    "/api/products",
    "POST",
    {
      ...demo,
      name: `Counted Amethyst ${suffix}`,
      sku: `COUNTED-${suffix}`,
      variants: demo.variants.map(({ id: _id, ...variant }, index) => ({
        ...variant,
        sku: `COUNTED-${suffix}-${index}`,
        stock: 5,
      })),
    },
    cookie,
  );
  return `/productdetails/${created.product._id}-0`;
}

describe("product page", () => {
  test("shows the product from the server and switches variants in place", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, desktop);
    const response = await page.goto(productUrl);
    expect(response?.status()).toBe(200);
    // the server's HTML carries the real content
    const html = (await response?.text()) ?? "";
    expect(html).toContain("Amethyst Tumble Stone");
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('rel="canonical"');

    await expect.poll(() => page.locator("h1").textContent()).toBe("Amethyst Tumble Stone");
    const price = page.locator(".purchase__price .price__now");
    const firstPrice = await price.textContent();
    expect(await page.locator(".purchase__price .price__saving").textContent()).toMatch(/^\d+(\.\d)?% off$/);

    await page.evaluate(() => window.scrollTo(0, 260));
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    const historyLength = await page.evaluate(() => history.length);
    await page.locator(".variant-chooser a").nth(1).click();
    await page.waitForURL(/amethyst-tumble-stone-1$/);
    await expect.poll(() => price.textContent()).not.toBe(firstPrice);
    expect(await page.locator('.variant-chooser a[aria-current="true"]').textContent()).toContain("3 pieces");
    await page.waitForTimeout(400);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
    // the URL was replaced, not pushed
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("keeps the quantity between 1 and the stock", async () => {
    const ownUrl = await amethystOfOurOwn();
    const { page } = await openPage(browser, desktop);
    await page.goto(ownUrl);
    const input = page.locator(".quantity__input");
    const decrease = page.getByRole("button", { name: "Decrease quantity" });
    const increase = page.getByRole("button", { name: "Increase quantity" });
    await expect.poll(() => input.inputValue()).toBe("1");
    expect(await decrease.isDisabled()).toBe(true);
    await increase.click();
    await expect.poll(() => input.inputValue()).toBe("2");
    await decrease.click();
    await expect.poll(() => input.inputValue()).toBe("1");
    const stock = await input.getAttribute("max");
    await input.fill("999");
    await input.blur();
    await expect.poll(() => input.inputValue()).toBe(stock);
    expect(await increase.isDisabled()).toBe(true);
    await page.context().close();
  });

  test("switches tabs with the mouse and the arrow keys, and opens one FAQ answer at a time", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto(productUrl);
    const specification = page.getByRole("tab", { name: "Product Specification" });
    await specification.click();
    await expect.poll(() => specification.getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.locator(".spec-table").isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    const healing = page.getByRole("tab", { name: "Healing Properties" });
    await expect.poll(() => healing.getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Healing Properties");
    await expect.poll(() => page.locator(".healing__list").isVisible()).toBe(true);

    const questions = page.locator(".faq__item");
    expect(await questions.count()).toBe(5);
    await questions.nth(0).locator("summary").click();
    await expect.poll(() => questions.nth(0).getAttribute("open")).not.toBeNull();
    await questions.nth(1).locator("summary").click();
    await expect.poll(() => questions.nth(1).getAttribute("open")).not.toBeNull();
    await expect.poll(() => questions.nth(0).getAttribute("open")).toBeNull();
    expect((await questions.nth(1).locator(".faq__answer").textContent())?.length).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("publishes a review written in the dialog and lists it", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/productdetails/rose-quartz-puffy-heart-0");
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    // a busy CI runner has taken over a second to open it (expect.poll's default wait)
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);

    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect
      .poll(() => dialog.locator(".review-form__error").textContent())
      .toBe("Please fill in all required fields, including title, rating, review, name, and email.");

    const title = `Glows on my desk ${Date.now()}`;
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.locator(".star-input__star").nth(3).click();
    await dialog.getByLabel("Your review *").fill("A soft pink heart that sits by my laptop and calms my afternoons.");
    await dialog.getByLabel("Name *").fill("Anjali R.");
    await dialog.getByLabel("Email *").fill("anjali.private@example.com");
    await dialog.getByRole("button", { name: "Submit review" }).click();

    await expect
      .poll(() => page.locator(".toast").first().textContent())
      .toContain("Thank you; your review will appear after a quick check");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const listed = page.locator(".review", { hasText: title });
    expect(await listed.count()).toBe(0);

    // the admin approves it from the queue; then the product page lists it
    const admin = await openPage(browser, desktop);
    await signInAsAdmin(admin.page);
    const queue = (await (await admin.page.request.get("/api/admin/reviews?status=pending")).json()) as {
      reviews: { _id: string; title: string }[];
    };
    const waiting = queue.reviews.find((review) => review.title === title);
    expect(waiting).toBeDefined();
    expect((await admin.page.request.post(`/api/admin/reviews/${waiting?._id}/approve`)).status()).toBe(200);
    await admin.page.context().close();
    await page.reload();
    await hydrated(page);
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain("Anjali R.");
    expect(await page.content()).not.toContain("anjali.private@example.com");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("answers 404 for an unknown product or variant", async () => {
    const { page } = await openPage(browser, desktop);
    for (const path of ["/productdetails/no-such-crystal-0", "/productdetails/amethyst-tumble-stone-42"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Product not found");
    }
    await page.context().close();
  });

  test("has no serious accessibility problems on a phone or a desktop", async () => {
    for (const viewport of [phone, desktop]) {
      const { page } = await openPage(browser, viewport);
      await page.goto(productUrl);
      await page.locator("h1").waitFor();
      // the page's own content (the frame around it has its own journeys)
      expect(await seriousViolations(page, "#main-content")).toEqual([]);
      await page.context().close();
    }
  });

  test("keeps Add to Cart at hand on a phone once the buttons scroll away", async () => {
    const { page, errors } = await openPage(browser, phone);
    await page.goto(productUrl);
    const bar = page.locator(".buy-bar");
    await expect.poll(() => bar.getAttribute("data-visible")).toBe("false");
    await page.locator(".product-details").scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getAttribute("data-visible")).toBe("true");
    const button = bar.getByRole("button", { name: "Add to Cart" });
    // the bar slides up: wait until the button sits inside the screen
    await expect
      .poll(async () => {
        const box = await button.boundingBox();
        return box ? box.y + box.height <= phone.height : false;
      })
      .toBe(true);
    await page.screenshot({ path: "test-results/product-phone-bar.png" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute("data-visible")).toBe("false");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
