// What a new shopper tripped over (issue 19): notices that covered the header's buttons on a phone,
// the review form's rating without its required marker, the invoice cut on a phone, and one figure
// shown several ways.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, fileBrowser, hydrated, openPage, phone } from "./browser.ts";
import { makeFixtures } from "./fixtures.ts";

const browser = fileBrowser();

const notice = (page: Page, text: string) => page.locator(".toasts").getByText(text, { exact: true }).first();

/** True when two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectClearOfHeader(page: Page, text: string): Promise<void> {
  const toast = page.locator(".toast").filter({ hasText: text }).first();
  const toastBox = await toast.boundingBox();
  const headerBox = await page.locator(".site-header__bar").boundingBox();
  if (!toastBox || !headerBox) throw new Error("no toast or no header");
  expect(overlaps(toastBox, headerBox), `"${text}" covers the header`).toBe(false);
  // the chat button stays reachable too
  const chat = await page.locator(".chat-button").boundingBox();
  if (chat) expect(overlaps(toastBox, chat), `"${text}" covers the chat button`).toBe(false);
}

describe("notices", () => {
  for (const viewport of [phone, desktop]) {
    test(`at ${viewport.width} px they leave the header's buttons free, and a tap on the bag opens it`, async () => {
      const { page } = await openPage(browser, viewport);
      await page.goto("/shop");
      await hydrated(page);
      const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
      await card
        .first()
        .getByRole("button", { name: /^Add to Cart/ })
        .click();
      await expect.poll(() => notice(page, "Product added to cart!").isVisible()).toBe(true);
      await expectClearOfHeader(page, "Product added to cart!");

      // the guest's heart: the sign-in notice stays clear of the header as well
      await page.locator(".product-card__wishlist").first().click();
      await expect.poll(() => notice(page, "Please login to add items to wishlist").isVisible()).toBe(true);
      await expectClearOfHeader(page, "Please login to add items to wishlist");

      // with both notices showing, a tap on the bag reaches the bag
      const bag = page.locator(".site-header .cart-button");
      const box = await bag.boundingBox();
      if (!box) throw new Error("no bag button");
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.getByRole("dialog", { name: "Your Bag" }).isVisible()).toBe(true);
      await page.context().close();
    });
  }

  test("on a phone, taps beside a notice reach the page under it", async () => {
    const { page } = await openPage(browser, phone);
    await page.goto("/shop");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
    await card
      .first()
      .getByRole("button", { name: /^Add to Cart/ })
      .click();
    await expect.poll(() => notice(page, "Product added to cart!").isVisible()).toBe(true);
    // the notices' list spans the width; only the notice itself takes taps
    const list = await page.locator(".toasts--top-right").boundingBox();
    const toast = await page.locator(".toast").first().boundingBox();
    if (!list || !toast) throw new Error("no notices");
    const above = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest(".toasts") === null, {
      x: toast.x + 4,
      y: toast.y - 4,
    });
    expect(above).toBe(true);
    await page.context().close();
  });
});

describe("the review form", () => {
  test("marks the rating as required, like the other required fields", async () => {
    const { page } = await openPage(browser, phone);
    await page.goto("/shop");
    await page.locator(".product-card a").first().click();
    await page.waitForURL("**/productdetails/**");
    await hydrated(page);
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    const rating = dialog.getByRole("group", { name: "Your rating *" });
    await expect.poll(() => rating.isVisible()).toBe(true);
    const radios = rating.getByRole("radio");
    expect(await radios.count()).toBe(5);
    for (const radio of await radios.all())
      expect(await radio.evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
    await page.context().close();
  });
});

describe("the invoice on a phone", () => {
  test("stacks each line as label and value, nothing cut; the A4 print keeps its table", async () => {
    const fixtures = await makeFixtures();
    const { page } = await openPage(browser, phone);
    await page.context().addCookies([{ ...fixtures.cookie, url: baseUrl() }]);
    await page.goto(`/userdashboard/orders/${fixtures.invoiceOrderId}/invoice`);
    await expect.poll(() => page.getByRole("heading", { name: "Tax Invoice" }).isVisible()).toBe(true);
    // no box scrolls sideways: every cell of the table lies inside the sheet
    const cut = await page.evaluate(() => {
      const sheet = document.querySelector(".tax-document__sheet")?.getBoundingClientRect();
      const scroller = document.querySelector(".tax-document__scroll");
      const cells = [...document.querySelectorAll(".tax-document__table :is(td, th)")];
      return {
        scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth : true,
        outside: cells
          .filter((cell) => (cell as HTMLElement).offsetParent !== null)
          .filter((cell) => cell.getBoundingClientRect().right > (sheet?.right ?? 0) + 0.5).length,
      };
    });
    expect(cut).toEqual({ scrolls: false, outside: 0 });
    // each amount says what it is beside it
    const firstLine = page.locator(".tax-document__table tbody tr").first();
    const taxable = firstLine.locator('td[data-label="Taxable value (₹)"]');
    expect(await taxable.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Taxable value (₹)"');
    expect(await taxable.isVisible()).toBe(true);

    // on paper (A4) the columns come back as a table with its header row
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".tax-document__table thead").evaluate((head) => getComputedStyle(head).display)).toBe(
      "table-header-group",
    );
    expect(await taxable.evaluate((cell) => getComputedStyle(cell).display)).toBe("table-cell");
    await page.context().close();
  });
});

describe("one number, one way", () => {
  test("a product's saving reads the same on its card and on its page", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/shop?sort=price_desc");
    const card = page
      .locator(".product-card")
      .filter({ has: page.locator(".price__saving") })
      .first();
    const onCard = (await card.locator(".price__saving").textContent()) ?? "";
    expect(onCard).toMatch(/^\d+% off$/);
    await card.locator("a").first().click();
    await page.waitForURL("**/productdetails/**");
    await expect.poll(() => page.locator(".purchase__price .price__saving").textContent()).toBe(onCard);
    await page.context().close();
  });

  test("counts of one are singular: 1 star & up", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/shop");
    await expect.poll(() => page.getByText("1 star & up", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/\b1 (stars|products|items|results|reviews)\b/).count()).toBe(0);
    await page.context().close();
  });
});
