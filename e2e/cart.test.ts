// Journeys: a guest fills a cart from the shop and a product page, signs in and finds it merged,
// changes a quantity, toggles gift wrap, removes a line and sees the totals follow the pricing
// module; the wishlist's hearts and page; the open cart on a phone is axe-clean.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { type CartItem, guestCartKey, maxLineQuantity, pricedLine, tooManyOfOneMessage } from "../src/core/cart.ts";
import { formatRupees } from "../src/core/money.ts";
import { summarize } from "../src/core/pricing.ts";
import {
  axeViolations,
  describeViolations,
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  openPage,
  phone,
  signIn,
} from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { api, setStock } from "./shop-api.ts";

const browser = fileBrowser();

const password = "citrine-morning-light";

const toast = (page: Page, text: string) => page.locator(".toasts").getByText(text, { exact: true }).first();
const cartButton = (page: Page) => page.locator(".site-header .cart-button");
const badge = (page: Page) => page.locator(".site-header .cart-button__badge");
const drawer = (page: Page) => page.getByRole("dialog", { name: "Your Bag" });

async function guestCart(page: Page): Promise<CartItem[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "[]"), guestCartKey);
}

async function signInMember(page: Page, email: string) {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
}

/** The summary rows of the open cart, by their label. */
async function summaryRows(page: Page): Promise<Record<string, string>> {
  const rows = await drawer(page)
    .locator(".cart-summary__row")
    .evaluateAll((elements) =>
      elements.map(
        (row) => [row.querySelector("dt")?.textContent ?? "", row.querySelector("dd")?.textContent ?? ""] as const,
      ),
    );
  return Object.fromEntries(rows.map(([label, value]) => [label.replace(/\s*\(.*\)$/, ""), value]));
}

/** What the summary must say for these lines, computed by the pricing module. */
function expectedRows(items: readonly CartItem[]): Record<string, string> {
  const summary = summarize(items.map(pricedLine));
  const rows: Record<string, string> = { Subtotal: formatRupees(summary.subtotal) };
  if (summary.savings > 0) rows.Discount = `−${formatRupees(summary.savings)}`;
  if (summary.giftWrap > 0) rows["Gift wrap"] = formatRupees(summary.giftWrap);
  rows.Shipping = summary.shipping === 0 ? "Free" : formatRupees(summary.shipping);
  rows.Total = formatRupees(summary.total);
  return rows;
}

/** The member's cart as the API answers it (the page's own cookie). */
async function memberCart(page: Page): Promise<CartItem[]> {
  return page.evaluate(async () => (await (await fetch("/api/cart/fetchCartItems")).json()).items);
}

describe("the cart", () => {
  test("a guest fills a cart, signs in, finds it merged and changes it (desktop)", async () => {
    const email = uniqueEmail("cart");
    await createAccount(email, password);
    // the cheapest cards are the ones other journeys on this shop buy: enough of them for this one
    const cheapest = await api<{ products: Array<{ _id: string }> }>("/api/products?sort=price_asc&pageSize=8");
    for (const product of cheapest.products) await setStock(product._id, 20, { onlyUp: true });
    const { page, errors, foreignRequests } = await openPage(browser, desktop);

    // ── as a guest: two adds of one card, then three of another product from its page
    await page.goto("/shop?sort=price_asc");
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
    const first = card.first();
    const firstName = (await first.locator(".product-card__title").textContent())?.trim() ?? "";
    await first.getByRole("button", { name: /^Add to Cart/ }).click();
    await expect.poll(() => toast(page, "Product added to cart!").isVisible()).toBe(true);
    await expect.poll(() => badge(page).textContent()).toBe("1");
    await first.getByRole("button", { name: /^Add to Cart/ }).click();
    await expect.poll(() => toast(page, "Product quantity updated in cart!").isVisible()).toBe(true);
    await expect.poll(() => badge(page).textContent()).toBe("2");

    await card.nth(3).locator(".product-card__link").click();
    await page.waitForURL(/\/productdetails\//);
    await page.getByRole("button", { name: "Increase quantity" }).first().click();
    await page.getByRole("button", { name: "Increase quantity" }).first().click();
    await page.locator(".purchase__add").click();
    await expect.poll(() => badge(page).textContent()).toBe("5");
    const stored = await guestCart(page);
    expect(stored.map((line) => line.quantity)).toEqual([2, 3]);
    expect(stored[0]?.name).toBe(firstName);

    // the sidebar shows the lines and the summary the pricing module computes
    await cartButton(page).click();
    await expect.poll(() => drawer(page).locator(".cart-line").count()).toBe(2);
    expect(await summaryRows(page)).toEqual(expectedRows(stored));
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer(page).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("cart-button"))).toBe(true);

    // ── signing in merges the guest's lines into the member's cart and clears the local copy
    await signInMember(page, email);
    await expect.poll(() => badge(page).textContent()).toBe("5");
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), guestCartKey)).toBeNull();
    let items = await memberCart(page);
    expect(items.map((item) => [item.variantId, item.quantity])).toEqual(
      stored.map((line) => [line.variantId, line.quantity]),
    );

    await cartButton(page).click();
    const lines = drawer(page).locator(".cart-line");
    await expect.poll(() => lines.count()).toBe(2);

    // one more of the first line
    await lines.nth(0).getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(async () => (await memberCart(page))[0]?.quantity).toBe(3);
    await expect.poll(() => badge(page).textContent()).toBe("6");
    items = await memberCart(page);
    await expect.poll(() => summaryRows(page)).toEqual(expectedRows(items));

    // gift wrap on the line of three: ₹50 a unit
    await lines
      .nth(1)
      .getByLabel(/Gift wrap/)
      .check();
    await expect.poll(async () => (await summaryRows(page))["Gift wrap"]).toBe(formatRupees(3 * 5000));
    items = await memberCart(page);
    expect(items[1]?.giftWrap).toBe(true);
    expect(await summaryRows(page)).toEqual(expectedRows(items));
    await page.screenshot({ path: "test-results/cart-desktop.png" });

    // removing the first line leaves the second
    await lines
      .nth(0)
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(() => badge(page).textContent()).toBe("3");
    items = await memberCart(page);
    expect(await summaryRows(page)).toEqual(expectedRows(items));

    // CHECKOUT takes the lines to checkout and closes the sidebar
    await drawer(page).getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout-page");
    const state = await page.evaluate(() => window.history.state?.usr?.products);
    expect(state).toEqual([expect.objectContaining({ variantId: items[0]?.variantId, quantity: 3, tax: 0 })]);
    await expect.poll(() => drawer(page).isVisible()).toBe(false);

    // signing out shows an empty cart
    await page.goto("/userdashboard");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await expect.poll(() => badge(page).count()).toBe(0);
    expect(await page.locator(".site-header .cart-button").getAttribute("aria-label")).toBe("Cart, empty");

    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("the guest cart on a phone: empty bag, stock limits, and an axe-clean open cart", async () => {
    const { page, errors } = await openPage(browser, phone);
    await page.goto("/shop");
    await hydrated(page);
    await cartButton(page).click();
    await expect.poll(() => drawer(page).getByText("Oops! Your bag is empty!").isVisible()).toBe(true);
    await expect.poll(() => drawer(page).getByRole("link", { name: "View Wishlist" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");

    // a product page: more than the stock left (or the most of one item an order takes) cannot be added
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
    await card.first().locator(".product-card__link").click();
    await page.waitForURL(/\/productdetails\//);
    const stock = await page.locator(".quantity__input").first().getAttribute("max");
    await page.locator(".quantity__input").first().fill(String(stock));
    await page.locator(".purchase__add").click();
    await expect.poll(() => toast(page, "Product added to cart!").isVisible()).toBe(true);
    await page.locator(".purchase__add").click();
    const refusal =
      Number(stock) < maxLineQuantity // the input's max is the stock left, or the limit when more are left
        ? `Only ${stock} left in stock, and ${stock} are already in your bag.`
        : tooManyOfOneMessage;
    await expect.poll(() => toast(page, refusal).isVisible()).toBe(true);

    await cartButton(page).click();
    await expect.poll(() => drawer(page).locator(".cart-line").count()).toBe(1);
    await expect
      .poll(() =>
        drawer(page)
          .getByText(/more for free shipping|unlocked free shipping/)
          .isVisible(),
      )
      .toBe(true);
    const increase = drawer(page).getByRole("button", { name: "Increase quantity" });
    expect(await increase.isDisabled()).toBe(true);
    await page.screenshot({ path: "test-results/cart-phone.png" });
    expect(describeViolations(await axeViolations(page, { include: ".cart-drawer" }))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the wishlist", () => {
  test("a guest is asked to sign in; a member saves, finds and removes a product", async () => {
    const email = uniqueEmail("wishlist");
    await createAccount(email, password);
    const { page, errors } = await openPage(browser, desktop);

    await page.goto("/shop");
    const heart = page.locator(".product-card__wishlist").first();
    await heart.click();
    await expect.poll(() => toast(page, "Please login to add items to wishlist").isVisible()).toBe(true);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");

    await signInMember(page, email);
    await page.goto("/shop");
    const firstCard = page.locator(".product-card").first();
    const name = (await firstCard.locator(".product-card__title").textContent())?.trim() ?? "";
    await firstCard.locator(".product-card__wishlist").click();
    await expect.poll(() => toast(page, "Added to wishlist!").isVisible()).toBe(true);
    await expect.poll(() => firstCard.locator(".product-card__wishlist").getAttribute("aria-pressed")).toBe("true");

    // the heart stays filled on a fresh page, and the product is on /wishlist
    await page.goto("/wishlist");
    const saved = page.locator(".product-card");
    await expect.poll(() => saved.count()).toBe(1);
    expect((await saved.first().locator(".product-card__title").textContent())?.trim()).toBe(name);
    expect(await saved.first().locator(".product-card__wishlist").getAttribute("aria-pressed")).toBe("true");
    await page.screenshot({ path: "test-results/wishlist-desktop.png", fullPage: true });

    await saved.first().locator(".product-card__wishlist").click();
    await expect.poll(() => toast(page, "Removed from wishlist!").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("You Have Not Added Any Products In Your Wishlist").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Shop Now" }).click();
    await page.waitForURL("**/shop");
    await expectAxeClean(page, "the shop after the empty bag");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
