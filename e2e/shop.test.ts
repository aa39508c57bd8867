// Journeys through the category landings and the shop listing: from home to a landing to a
// filtered, sorted listing and a product page; the URL as the filter state (back and forward);
// facet counts; pagination; the phone bar and filter drawer; accessibility.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, fileBrowser, openPage, phone, seriousViolations } from "./browser.ts";

const browser = fileBrowser();

/**
 * Waits until the page's JavaScript runs (the no-JavaScript Apply button is gone) and the listing on
 * screen is the one the address bar names (after a client navigation the URL changes a moment
 * before the new listing is drawn).
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const shop = document.querySelector<HTMLElement>(".shop");
    if (!shop?.dataset.url || document.querySelector(".filter-panel__apply, .shop-results.is-loading")) return false;
    const normal = (search: string) => {
      const entries = new URLSearchParams(search);
      entries.sort();
      return entries.toString();
    };
    return normal(new URL(shop.dataset.url, location.href).search) === normal(location.search);
  });
}

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".shop-grid .price__now").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

async function apiTotal(query: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl()}/api/products?${query}`)).json()) as { total: number };
  return answer.total;
}

describe("category landings and the shop", () => {
  test("home → landing → shop with two filters and a sort → a product page", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, desktop);
    await page.goto("/");
    await page.locator('.main-nav__link[href="/aurajewels"]').click();
    await page.waitForURL("**/aurajewels");
    await page.locator("h1", { hasText: "Aura Jewels" }).waitFor();
    // the range strip names the spec's sub-types, each linking to the filtered shop
    const range = page.locator(".range-strip__name");
    expect(await range.allTextContents()).toEqual([
      "Pendant",
      "Ring",
      "Combo Bracelet",
      "Chakra Bracelet",
      "Crystal Bracelet",
    ]);
    expect(await page.locator(".landing-best .product-card").count()).toBeGreaterThan(0);
    expect(await page.locator(".concern-tile").count()).toBeGreaterThan(3);
    await page.screenshot({ path: "test-results/landing-desktop.png", fullPage: true });

    // the pointer still rests on the nav link it clicked, which keeps that mega menu open over the
    // page (as it would for a shopper): move it away first
    await page.mouse.move(700, 880);
    await page.locator(".landing-hero").getByRole("link", { name: "Shop all Aura Jewels" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/shop" && url.searchParams.get("parentCategory") === "aura-jewels",
    );
    await settled(page);
    await page.locator("h1", { hasText: "Aura Jewels" }).waitFor();

    // filter 1: a sub-category ticks all its categories
    await page
      .locator(".shop-sidebar")
      .getByRole("checkbox", { name: /^Crystal Bracelets\b/ })
      .check();
    await page.waitForURL((url) => url.searchParams.get("subCategory") === '["Crystal Bracelets"]');
    await settled(page);
    for (const name of ["Crystal Bracelet", "Chakra Bracelet", "Combo Bracelet"]) {
      expect(
        await page
          .locator(".shop-sidebar")
          .getByRole("checkbox", { name: new RegExp(`^${name}\\b`) })
          .isChecked(),
      ).toBe(true);
    }
    // filter 2: a concern
    await page
      .locator(".shop-sidebar")
      .getByRole("checkbox", { name: /^Stress & Anxiety\b/ })
      .check();
    await page.waitForURL((url) => url.searchParams.get("concerns") === '["Stress & Anxiety"]');
    await settled(page);
    // a sort
    await page.locator(".shop-toolbar__sort select").selectOption("price_asc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "price_asc");
    await settled(page);

    const expected = await apiTotal(
      `parentCategory=aura-jewels&subCategory=${encodeURIComponent('["Crystal Bracelets"]')}&concerns=${encodeURIComponent('["Stress & Anxiety"]')}`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(await page.locator(".shop-toolbar__count").textContent()).toContain(`of ${expected} result`);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await page.locator(".active-filters__chip").allTextContents()).toEqual(
      expect.arrayContaining(["Aura Jewels", "Crystal Bracelets", "Stress & Anxiety"]),
    );

    const firstCard = page.locator(".shop-grid .product-card__link").first();
    const href = await firstCard.getAttribute("href");
    expect(href).toMatch(/^\/productdetails\/[a-z0-9-]+-\d+$/);
    await firstCard.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("the URL holds the filters: back and forward restore them", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/shop?parentCategory=divine-crystals");
    await settled(page);
    const panel = page.locator(".shop-sidebar");
    await panel.getByRole("checkbox", { name: /^Crystal Heart\b/ }).check();
    await page.waitForURL((url) => url.searchParams.has("category"));
    await settled(page);
    // ticking a category also ticks its sub-category (partly)
    expect(params(page).get("subCategory")).toBe('["Crystal Decor"]');
    expect(params(page).get("category")).toBe('["Crystal Heart"]');
    await panel.getByRole("radio", { name: /^4 stars/ }).check();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4");
    await settled(page);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("rating"));
    await settled(page);
    expect(await panel.getByRole("radio", { name: /^Any rating/ }).isChecked()).toBe(true);
    expect(await panel.getByRole("checkbox", { name: /^Crystal Heart\b/ }).isChecked()).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("category"));
    await settled(page);
    expect(await panel.getByRole("checkbox", { name: /^Crystal Heart\b/ }).isChecked()).toBe(false);

    await page.goForward();
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4");
    await settled(page);
    expect(await panel.getByRole("checkbox", { name: /^Crystal Heart\b/ }).isChecked()).toBe(true);
    expect(await panel.getByRole("radio", { name: /^4 stars/ }).isChecked()).toBe(true);

    // unticking the last category of a sub-category removes the sub-category
    await panel.getByRole("checkbox", { name: /^Crystal Heart\b/ }).uncheck();
    await page.waitForURL((url) => !url.searchParams.has("category"));
    expect(params(page).has("subCategory")).toBe(false);

    // a shared link renders the same state on the server
    const response = await page.request.get(page.url());
    expect(await response.text()).toContain("4 stars &amp; up");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("every option shows how many products it would give", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/shop?parentCategory=aura-jewels");
    await settled(page);
    const option = page.locator(".shop-sidebar .filter-option", { hasText: "Pendant" });
    const count = Number.parseInt((await option.locator(".filter-option__count").textContent()) ?? "", 10);
    expect(count).toBe(await apiTotal(`parentCategory=aura-jewels&category=${encodeURIComponent('["Pendant"]')}`));
    await option.locator("input").check();
    await page.waitForURL((url) => url.searchParams.has("category"));
    await settled(page);
    expect(await page.locator(".shop-toolbar__count").textContent()).toBe(
      `Showing 1–${count} of ${count} ${count === 1 ? "result" : "results"}`,
    );
    expect(await page.locator(".shop-grid .product-card").count()).toBe(count);
    await page.context().close();
  });

  test("pages through the listing twelve at a time", async () => {
    const { page } = await openPage(browser, desktop);
    const total = await apiTotal("");
    const last = Math.ceil(total / 12);
    expect(last).toBeGreaterThan(5);
    await page.goto("/shop");
    await settled(page);
    const pages = page.locator(".pagination__page");
    expect(await pages.allTextContents()).toEqual(["1", "2", String(last)]);
    expect(await page.locator(".pagination__gap").count()).toBe(1);
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await settled(page);
    expect(await page.locator(".shop-toolbar__count").textContent()).toBe(`Showing 13–24 of ${total} results`);
    expect(await page.locator('.pagination__page[aria-current="page"]').textContent()).toBe("2");
    await page.getByRole("link", { name: `Page ${last}` }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(last));
    await settled(page);
    expect(await page.locator(".shop-toolbar__count").textContent()).toBe(
      `Showing ${(last - 1) * 12 + 1}–${total} of ${total} results`,
    );
    // a sort starts again from page 1
    await page.locator(".shop-toolbar__sort select").selectOption("newest");
    await page.waitForURL((url) => url.searchParams.get("sort") === "newest");
    expect(params(page).has("page")).toBe(false);
    // grid-2 view is in the URL too
    await page.getByRole("link", { name: "Two products a row" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "grid-2");
    await settled(page);
    expect(await page.locator(".shop-grid--grid-2").count()).toBe(1);
    await page.context().close();
  });

  test("an empty listing says so", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`/shop?concerns=${encodeURIComponent('["Sleep"]')}&minPrice=9000&maxPrice=9500`);
    expect(await page.locator(".shop-empty__title").textContent()).toBe("No Product to Fetch");
    await page.context().close();
  });

  test("on a phone: the bottom bar sorts, and the filter drawer filters", async () => {
    const { page, errors } = await openPage(browser, phone);
    await page.goto("/shop?parentCategory=sacred-rituals");
    await settled(page);
    expect(await page.locator(".shop-sidebar").isVisible()).toBe(false);
    const bar = page.locator(".shop-bar");
    expect(await bar.isVisible()).toBe(true);

    await bar.locator("select").selectOption("price_desc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "price_desc");
    await settled(page);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await bar.getByRole("button", { name: /Filter/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.waitFor();
    await drawer.locator(".filter-group", { hasText: "Intent" }).locator("summary").click();
    const intent = drawer.locator(".filter-option", { hasText: "Rituals" }).first();
    await intent.locator("input").check();
    await page.waitForURL((url) => url.searchParams.has("intents"));
    await settled(page);
    expect(await drawer.isVisible()).toBe(true);
    const total = await apiTotal(
      `parentCategory=sacred-rituals&intents=${encodeURIComponent(params(page).get("intents") ?? "")}`,
    );
    const show = drawer.getByRole("button", { name: /^Show \d+ results?$/ });
    expect(await show.textContent()).toBe(`Show ${total} ${total === 1 ? "result" : "results"}`);
    await page.screenshot({ path: "test-results/shop-filters-phone.png" });
    await show.click();
    await drawer.waitFor({ state: "hidden" });
    expect(params(page).get("sort")).toBe("price_desc");
    expect(await page.locator(".active-filters__chip").count()).toBe(2);

    // the price panel above the bar
    await bar.getByRole("button", { name: /Price/ }).click();
    const pricePanel = page.getByRole("dialog", { name: "Price" });
    await pricePanel.waitFor();
    const maximum = pricePanel.getByRole("slider", { name: "Maximum price" });
    await maximum.focus();
    for (let press = 0; press < 5; press++) await page.keyboard.press("ArrowLeft");
    await page.waitForURL((url) => url.searchParams.has("maxPrice"));
    await settled(page);
    const maxPrice = Number(params(page).get("maxPrice"));
    const shown = await cardPrices(page);
    for (const price of shown) expect(price).toBeLessThanOrEqual(maxPrice);
    await page.screenshot({ path: "test-results/shop-price-phone.png" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("menus' autoSelects navigation state becomes URL filters", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/shop");
    await settled(page);
    // what a link with state={{ autoSelects }} does: a history entry whose state carries them
    await page.evaluate(() => {
      window.history.pushState(
        {
          usr: {
            autoSelects: [
              { type: "categories", value: "Pendant" },
              { type: "concerns", value: "Protection" },
            ],
          },
          key: "auto",
          idx: 1,
        },
        "",
        "/shop",
      );
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await page.waitForURL((url) => url.searchParams.has("category"));
    expect(params(page).get("category")).toBe('["Pendant"]');
    expect(params(page).get("subCategory")).toBe('["Wearables"]');
    expect(params(page).get("concerns")).toBe('["Protection"]');
    await page.context().close();
  });

  for (const [path, viewport] of [
    ["/shop?parentCategory=aura-jewels&concerns=%5B%22Sleep%22%5D", desktop],
    ["/aurajewels", phone],
  ] as const) {
    test(`has no serious accessibility problems: ${path}`, async () => {
      const context = await browser.newContext({ viewport, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
