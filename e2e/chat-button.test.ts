// The floating WhatsApp button at 390 px never sits on a price or a control a shopper needs (issue
// 38 point 10): on the home page, the shop, a search and a product page every control and every
// price can be scrolled clear of it, and while the shopper scrolls down it steps out of the way.
import { describe, expect, test } from "vitest";
import { controlsUnderChatButton, fileBrowser, openPage, phone } from "./browser.ts";

const browser = fileBrowser();

/** Prices the button still covers once each is scrolled to the middle, or as near as the page lets it. */
function pricesUnderChatButton(page: import("playwright-core").Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector(".chat-button");
    if (!chat) return [];
    const covered: string[] = [];
    for (const price of document.querySelectorAll<HTMLElement>(".price")) {
      if (!price.checkVisibility({ checkVisibilityCSS: true })) continue;
      price.scrollIntoView({ block: "center", behavior: "instant" });
      const button = chat.getBoundingClientRect();
      const box = price.getBoundingClientRect();
      if (box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top)
        covered.push(price.textContent?.trim() ?? "");
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return covered;
  });
}

describe("the chat button on a phone", () => {
  test.each([
    ["home", "/"],
    ["shop", "/shop"],
    ["search", "/search?query=bracelet"],
    ["product", "/productdetails/amethyst-tumble-stone-0"],
  ])("covers no price or control on the %s page", async (_name, path) => {
    const { page, errors } = await openPage(browser, phone);
    await page.goto(path);
    expect(await page.locator(".chat-button").count()).toBe(1);
    expect(await controlsUnderChatButton(page)).toEqual([]);
    expect(await pricesUnderChatButton(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("steps out of the way while the shopper scrolls down the shop, and comes back on the way up", async () => {
    const { page, errors } = await openPage(browser, phone);
    await page.goto("/shop");
    const chat = page.locator(".chat-button");
    await expect.poll(() => chat.isVisible()).toBe(true);
    for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 200);
    await expect.poll(() => chat.isVisible()).toBe(false);
    await page.screenshot({ path: "test-results/chat-button-aside-390.png" });
    await page.mouse.wheel(0, -200);
    await expect.poll(() => chat.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
