// Search journeys: the header's live dropdown by keyboard and pointer (combobox pattern), and the
// results page (one card per product, as many as "View all N results" said, typo tolerance, nothing found,
// Hinglish and Devanagari read through the search synonyms with the reason on the card).
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  baseUrl,
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  noSidewaysScroll,
  openPage,
  phone,
  seriousViolations,
} from "./browser.ts";

const browser = fileBrowser();

interface SearchAnswer {
  total: number;
  products: Array<{ _id: string; name: string; variants: unknown[] }>;
}

async function apiSearch(query: string, limit = 48): Promise<SearchAnswer> {
  const response = await fetch(`${baseUrl()}/api/search?query=${encodeURIComponent(query)}&limit=${limit}`);
  return (await response.json()) as SearchAnswer;
}

function combobox(page: Page) {
  return page.locator(".site-header").getByRole("combobox", { name: "Search the shop" });
}

describe("search", () => {
  test("the dropdown lists five results and is driven by the keyboard", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, desktop);
    await page.goto("/");
    await hydrated(page);
    const field = combobox(page);
    await field.click();
    await field.pressSequentially("amethyst", { delay: 20 });
    const listbox = page.getByRole("listbox", { name: "Products found" });
    const answer = await apiSearch("amethyst", 5);
    expect(answer.total).toBeGreaterThan(5);
    await listbox.getByRole("option", { name: `View all ${answer.total} results` }).waitFor();
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    const options = listbox.getByRole("option");
    expect(await options.count()).toBe(6);
    expect(await options.first().textContent()).toContain(answer.products[0]?.name);

    await page.keyboard.press("ArrowDown");
    const firstId = await options.nth(0).getAttribute("id");
    expect(await field.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await options.nth(0).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await field.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    await page.keyboard.press("ArrowUp");
    expect(await field.getAttribute("aria-activedescendant")).toBe(firstId);
    await page.screenshot({ path: "test-results/search-dropdown-desktop.png" });

    // Escape closes; typing again opens
    await page.keyboard.press("Escape");
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    expect(await field.inputValue()).toBe("amethyst");
    await page.keyboard.press("ArrowDown");
    await listbox.waitFor();

    // Enter opens the highlighted product and clears the search
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/productdetails/"));
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/productdetails/${answer.products[0]?._id}-\\d+$`));
    expect(await combobox(page).inputValue()).toBe("");
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("View all results opens the results page; Enter without a highlight searches; a click outside closes", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/shop");
    await hydrated(page);
    const field = combobox(page);
    await field.fill("candle");
    const listbox = page.getByRole("listbox", { name: "Products found" });
    await listbox.getByRole("option").first().waitFor();
    // a press outside (the filter column) closes it
    await page.mouse.click(20, 700);
    expect(await field.getAttribute("aria-expanded")).toBe("false");

    await field.fill("bracelet");
    // the answer for "bracelet" is in (not the one for "candle" still showing)
    await listbox
      .getByRole("option", { name: /Bracelet/ })
      .first()
      .waitFor();
    const viewAll = listbox.getByRole("option", { name: /^View all \d+ results$/ });
    await viewAll.waitFor();
    const promised = Number(/\d+/.exec((await viewAll.textContent()) ?? "")?.[0]);
    await viewAll.click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === "bracelet");
    await page.locator("h1", { hasText: "bracelet" }).waitFor();
    // "View all 16 results" opens a page of 16 cards
    expect(await page.locator(".search-results .product-card__link").count()).toBe(promised);
    expect(await field.inputValue()).toBe("bracelet");

    await field.fill("rose quartz");
    await field.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("query") === "rose quartz");
    await page.locator("h1", { hasText: "rose quartz" }).waitFor();

    // a blank search does nothing
    const before = page.url();
    await field.fill("   ");
    await field.press("Enter");
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    await page.context().close();
  });

  test("the results page shows one card per product, and tolerates typos", async () => {
    const { page, errors } = await openPage(browser, desktop);
    const answer = await apiSearch("amethist");
    expect(answer.products.some((product) => product.name.includes("Amethyst"))).toBe(true);
    const response = await page.goto("/search?query=amethist");
    expect(response?.status()).toBe(200);
    // rendered on the server
    const html = await response?.text();
    expect(html).toContain("Search Results");
    expect(await page.locator("h1").textContent()).toBe("Search Results for “amethist”");
    // a product in several sizes is one card, never one per size
    expect(answer.products.some((product) => product.variants.length > 1)).toBe(true);
    const links = page.locator(".search-results .product-card__link");
    expect(await links.count()).toBe(answer.products.length);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
    const products = hrefs.map((href) => href?.replace(/-\d+$/, ""));
    expect(new Set(products).size).toBe(hrefs.length);
    for (const href of hrefs) expect(href).toMatch(/^\/productdetails\/[a-z0-9-]+-\d+$/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page.screenshot({ path: "test-results/search-results-desktop.png", fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("Hinglish and Devanagari find the clear quartz mala, and the card says which word matched", async () => {
    expect((await apiSearch("sphatik mala")).products[0]?._id).toBe("clear-quartz-japa-mala");
    const { page, errors } = await openPage(browser, phone);
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      // Devanagari: the mala's own Hindi name (decision 0063) and the synonyms both find it first
      await page.goto(`/search?query=${encodeURIComponent("स्फटिक माला")}`);
      await hydrated(page);
      const devanagari = page.locator(".search-results__item").first();
      expect(await devanagari.locator(".product-card__link").first().getAttribute("href")).toMatch(
        /^\/productdetails\/clear-quartz-japa-mala-\d+$/,
      );
      // Hinglish: found through the synonym, and the card says which word it was read as
      await page.goto(`/search?query=${encodeURIComponent("sphatik mala")}`);
      await hydrated(page);
      const first = page.locator(".search-results__item").first();
      expect(await first.locator(".product-card__link").first().getAttribute("href")).toMatch(
        /^\/productdetails\/clear-quartz-japa-mala-\d+$/,
      );
      expect(await first.locator(".search-reason").textContent()).toContain("Clear quartz — sphatik");
      expect(await first.locator('.search-reason [lang="hi-Latn"]').first().textContent()).toBe("sphatik");
      await noSidewaysScroll(page);
      await expectAxeClean(page, `${viewport.width} px`);
      await page.screenshot({ path: `test-results/search-synonym-${viewport.width}.png` });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a search that finds nothing says so", async () => {
    const { page } = await openPage(browser, phone);
    await page.goto("/search?query=zzqxv");
    await hydrated(page);
    expect(await page.locator(".search-empty__title").textContent()).toBe("No products found matching your search");
    // and the dropdown says it too
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    const field = combobox(page);
    await field.fill("qqzzxx");
    await page.locator(".search-dropdown__message", { hasText: "No products found matching your search" }).waitFor();
    await page.screenshot({ path: "test-results/search-empty-phone.png" });
    await page.context().close();
  });

  test("the results page has no serious accessibility problems", async () => {
    const context = await browser.newContext({ viewport: desktop, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto("/search?query=amethyst");
    await hydrated(page);
    await combobox(page).fill("rose");
    await page.getByRole("listbox", { name: "Products found" }).getByRole("option").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
