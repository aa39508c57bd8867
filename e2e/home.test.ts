// The home page in Chromium at 390 and 1440 px: every section is there with the catalogue's
// pictures, the hero moves by itself (and stands still under reduced motion), the Redefining words
// and the certification seals answer the pointer, the newsletter sign-up mails a confirm link (and
// answers a second sign-up the same) whose page subscribes, with and without JavaScript, the hero's links lead into the shop, and the page is axe-clean with no
// console error and no request leaving the shop.
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, fileBrowser, hydrated, openPage, phone, seriousViolations } from "./browser.ts";

const checkInbox = "Please check your inbox to confirm your subscription.";

/** The newsletter's confirm link path from the development mailbox (waits a few seconds for it). */
async function confirmPath(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as Array<{ template: string; text: string }>;
    const mail = messages.find((message) => message.template === "newsletter-confirm");
    const link = /https?:\/\/\S+(\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirm link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = fileBrowser();

/** The number of the hero slide whose dot is current (1-based), or 0. */
function currentHeroDot(page: Page) {
  return page
    .locator(".hero .carousel__dot")
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1);
}

const sectionHeadings = [
  "Shop by Category",
  "Gifts that carry an intention",
  "Featured Products",
  "Manifest, Cleanse, Heal",
  "Everyday Rituals",
  "Our Certifications",
  "Our Story",
  "Stay Up To Date",
  "Follow Us",
];

describe("home page", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test(`shows every section with the catalogue's pictures on a ${name}`, async () => {
      const { page, errors, foreignRequests } = await openPage(browser, viewport);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);

      // the hero: three slides, the first one's art for this screen, eagerly loaded
      await expect.poll(() => page.locator(".hero .hero-slide").count()).toBe(3);
      expect(await page.locator(".hero-slide__title").allTextContents()).toEqual([
        "Healing Crystals",
        "Scented Candles",
        "Spiritual Essentials",
      ]);
      const heroImage = page.locator(".hero-slide img").first();
      await expect
        .poll(() => heroImage.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : "")))
        .toMatch(name === "phone" ? /hero-crystals-mobile\.svg$/ : /hero-crystals\.svg$/);
      for (const heading of sectionHeadings) {
        expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
      }
      expect(await page.locator("h1").count()).toBe(1);

      // the category carousel: 13 entries, each a picture and a shop filter; 13 dots, 5 on a phone
      // (the carousels' controls are drawn once the script runs)
      const bubbles = page.locator(".category-bubble");
      expect(await bubbles.count()).toBe(13);
      expect(await bubbles.nth(5).getAttribute("href")).toBe(`/shop?category=${encodeURIComponent('["Candle"]')}`);
      await hydrated(page);
      await expect.poll(() => page.locator(".home-categories .carousel__dot").count()).toBe(name === "phone" ? 5 : 13);

      // featured products, the product slider's counter, the seals, the story, the newsletter, Follow Us
      await expect.poll(() => page.locator(".home-featured .product-card").count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator(".product-slider .carousel__counter").textContent()).toBe("1 / 5");
      expect(await page.locator(".certification").count()).toBe(7);
      expect(await page.locator(".story-slide").count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByLabel("Email address").count()).toBe(1);
      expect(await page.locator(".follow-us__grid img").count()).toBeGreaterThanOrEqual(5);

      // pictures below the fold arrive as the shopper scrolls to them
      for (const selector of [
        ".home-featured .product-card img",
        ".redefining__layer.is-shown img",
        ".follow-us__grid img",
      ]) {
        const image = page.locator(selector).first();
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
          .toBeGreaterThan(0);
      }
      await page.screenshot({ path: `test-results/home-${name}.png`, fullPage: true });
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
      await page.context().close();
    });
  }

  test("moves the hero every 3 s, and not at all under reduced motion", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/");
    await expect.poll(() => currentHeroDot(page)).toBe(1);
    await expect.poll(() => currentHeroDot(page), { timeout: 6_000 }).toBe(2);
    // a dot moves it at once
    await page.getByRole("button", { name: "Show Spiritual Essentials" }).click();
    await expect.poll(() => currentHeroDot(page)).toBe(3);
    await page.context().close();

    const context = await browser.newContext({ viewport: desktop, baseURL: baseUrl(), reducedMotion: "reduce" });
    const still = await context.newPage();
    await still.goto("/");
    await hydrated(still);
    // the carousel has seen the preference once its dots are drawn without a pause button
    await expect.poll(() => still.locator(".hero .carousel__dot").count()).toBe(3);
    await expect.poll(() => still.locator(".hero .carousel__toggle").count()).toBe(0);
    await still.waitForTimeout(3_500);
    expect(await currentHeroDot(still)).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });

  test("swaps the Redefining pictures to a word's set, and the seal's text on hover", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/");
    const shownSet = () =>
      page
        .locator(".redefining__word[aria-current='true']")
        .textContent({ timeout: 2_000 })
        .catch(() => null);
    expect(await shownSet()).toBe("Manifest");
    const manifestFirst = await page.locator(".redefining__tile--0 .is-shown img").getAttribute("alt");
    await page.locator(".redefining").getByRole("link", { name: "Cleanse", exact: true }).hover();
    await expect.poll(shownSet).toBe("Cleanse");
    expect(await page.locator(".redefining__tile--0 .is-shown img").getAttribute("alt")).not.toBe(manifestFirst);
    await page.mouse.move(5, 5);
    await expect.poll(shownSet).toBe("Manifest");

    const detail = page.locator("#certification-detail");
    expect(await detail.locator(".certifications__detail-name").textContent()).toBe("Handpicked Crystals");
    expect(await page.getByRole("button", { name: "Handpicked Crystals" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Cruelty-Free" }).hover();
    await expect.poll(() => detail.locator(".certifications__detail-name").textContent()).toBe("Cruelty-Free");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("signs up to the newsletter, answers a second sign-up the same, and subscribes from the mailed link", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, phone);
    await page.goto("/");
    const form = page.locator("form.newsletter__form");
    const email = `reader-${crypto.randomBytes(4).toString("hex")}@example.test`;
    await form.scrollIntoViewIfNeeded();

    // consent is required
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => form.locator(".newsletter__error").textContent())
      .toBe("Please tick the box to agree to receive our e-mails.");

    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toContain(checkInbox);

    await form.getByLabel("Email address").fill(email.toUpperCase());
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toContain(checkInbox);

    // the double opt-in: the mailed link's page subscribes on its button, not on the visit
    await page.goto(await confirmPath(email));
    await hydrated(page);
    await page.getByRole("button", { name: "Yes, subscribe me" }).click();
    await expect.poll(() => page.locator(".form-notice").textContent()).toContain("You are subscribed");
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("signs up and confirms without JavaScript too; a used link says so", async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.locator("form.newsletter__form");
    const email = `plain-${crypto.randomBytes(4).toString("hex")}@example.test`;
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("checkbox").check();
    await Promise.all([page.waitForLoadState("load"), form.getByRole("button", { name: "Subscribe" }).click()]);
    await expect
      .poll(() => page.locator("form.newsletter__form .newsletter__success").textContent())
      .toContain(checkInbox);
    const link = await confirmPath(email);
    for (const answer of ["You are subscribed", "This link has expired or was already used"]) {
      await page.goto(link);
      await Promise.all([
        page.waitForLoadState("load"),
        page.getByRole("button", { name: "Yes, subscribe me" }).click(),
      ]);
      await expect.poll(() => page.locator("body").textContent()).toContain(answer);
    }
    await context.close();
  });

  test("leads the hero's links into the shop with permanent redirects", async () => {
    const { page } = await openPage(browser, desktop);
    for (const [path, target] of [
      ["/crystals", "/shop?parentCategory=divine-crystals"],
      ["/candles", `/shop?category=${encodeURIComponent('["Candle"]')}`],
      ["/spiritual-essentials", "/shop?parentCategory=sacred-rituals"],
    ] as const) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location).toBe(target);
    }
    await page.goto("/");
    await page.getByRole("link", { name: "Shop crystals" }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe("/shop?parentCategory=divine-crystals");
    await page.context().close();
  });

  test("tells search engines what the shop is", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/");
    expect(await page.title()).toContain("Sattva");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/crystals/i);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}/`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/media\/.+\.webp$/);
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
    const data = JSON.parse(structured) as Array<Record<string, unknown>>;
    expect(data.map((item) => item["@type"])).toEqual(["Organization", "WebSite"]);
    expect(JSON.stringify(data[1])).toContain("/search?query={search_term_string}");
    await page.context().close();
  });

  test("is axe-clean", async () => {
    for (const viewport of [phone, desktop]) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto("/");
      await page.waitForLoadState("load");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  test("answers an unknown page with a designed 404", async () => {
    const { page } = await openPage(browser, desktop);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").textContent()).toContain("wandered off");
    await page.context().close();
  });
});
