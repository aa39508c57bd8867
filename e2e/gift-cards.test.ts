// Gift cards in Chromium (issue 34 point 5, decision 0062): a shopper buys a ₹2,000 card for a friend
// on the card's page and pays in the sandbox's payment link; the friend gets the code by mail, spends
// ₹1,499 of it at checkout as a guest (the card pays it all: no online payment) and reads ₹501 left on
// the balance page. At 1440 and 390 px, axe-clean, nothing scrolling sideways.
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
} from "./browser.ts";
import { uniqueEmail } from "./mailbox.ts";
import { setStock } from "./shop-api.ts";

const browser = fileBrowser();

/** The code in the gift card mail to this address (waits for it a few seconds). */
async function giftCardCodeFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as Array<{ template: string; text: string }>;
    const mail = messages.find((message) => message.template === "gift-card");
    const code = /with this code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail?.text ?? "")?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no gift card mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function fillAddress(page: Page) {
  await page.getByLabel("Address", { exact: true }).fill("7 Marine Drive");
  await page.getByLabel("City").fill("Mumbai");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("Postal Code").fill("400002");
}

describe("gift cards", () => {
  test("buy a ₹2,000 card for a friend, who spends ₹1,499 of it and sees ₹501 left", async () => {
    const friend = uniqueEmail("friend");
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/gift-cards");
    await hydrated(page);
    await expect.poll(() => page.getByRole("heading", { name: "Give the gift of calm" }).isVisible()).toBe(true);
    await page.getByRole("radio", { name: "₹2,000" }).check();
    await page.getByLabel("Recipient's name").fill("Priya");
    await page.getByLabel("Recipient's email").fill(friend);
    await page.getByLabel("Your message (optional)").fill("Happy Diwali, Priya! ✨");
    await page.getByLabel("Your name").fill("Asha Rao");
    await page.getByLabel("Your email").fill(uniqueEmail("buyer"));
    await noSidewaysScroll(page);
    await expectAxeClean(page, "gift card page");
    await page.screenshot({ path: "test-results/gift-cards-1440.png", fullPage: true });
    await page.getByRole("button", { name: "Buy gift card · ₹2,000" }).click();

    // the sandbox's payment link, then back as Razorpay's callback would send the buyer
    await page.waitForURL((url) => url.pathname.startsWith("/sandbox-pay/"));
    await expect.poll(() => page.getByText("Your gift card").isVisible()).toBe(true);
    await hydrated(page);
    await page.getByRole("button", { name: "Pay ₹2,000" }).click();
    await page.waitForURL((url) => url.pathname === "/gift-cards/paid");
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you! Your gift card is paid" }).isVisible())
      .toBe(true);
    expect(await page.locator(".gift-card-paid p[role=status]").textContent()).toContain("It is in their inbox now.");
    await expectAxeClean(page, "gift card paid");
    await page.screenshot({ path: "test-results/gift-card-paid-1440.png", fullPage: true });

    // the friend spends ₹1,499 of it as a guest
    const code = await giftCardCodeFor(friend);
    // the demo's Citrine Money Tree, ₹1,499 (free shipping)
    const tree = "citrine-money-tree";
    await setStock(tree, 20, { onlyUp: true });
    const shopper = await openPage(browser, phone);
    const mobile = shopper.page;
    await mobile.goto(`/productdetails/${tree}-0`);
    await hydrated(mobile);
    await mobile.locator(".purchase__buttons").getByRole("button", { name: "Buy it now" }).click();
    await mobile.waitForURL("**/checkout-page");
    await expect.poll(() => mobile.locator(".checkout-line").count()).toBe(1);
    await fillAddress(mobile);
    await mobile.getByLabel("First Name").fill("Priya");
    await mobile.getByLabel("Last Name").fill("Nair");
    await mobile.getByLabel("Email").fill(friend);
    await mobile.getByLabel("Phone").fill("98220 12345");
    await mobile.getByLabel("Gift card code").fill(code.toLowerCase());
    await mobile.getByRole("button", { name: "Apply" }).nth(1).click();
    const note = mobile.locator(".coupon__note").filter({ hasText: "Gift card" });
    await expect.poll(() => note.textContent()).toMatch(/Gift card •••• \w{4} pays/);
    await noSidewaysScroll(mobile);
    await expectAxeClean(mobile, "checkout with a gift card");
    await mobile.screenshot({ path: "test-results/gift-card-checkout-390.png", fullPage: true });
    expect(await note.textContent()).toContain("pays all ₹1,499.00; ₹501.00 stays on it.");
    await mobile.getByRole("button", { name: "Proceed to Payment" }).click();
    // the card paid it all when it reaches: straight to the thank-you page, no payment window
    await mobile.waitForURL((url) => url.pathname === "/thankyou-page", { timeout: 15_000 });
    await expect.poll(() => mobile.getByText("Gift card", { exact: true }).first().isVisible()).toBe(true);
    await mobile.screenshot({ path: "test-results/gift-card-thank-you-390.png", fullPage: true });

    // the balance page: what is left
    await mobile.goto("/gift-cards/balance");
    await hydrated(mobile);
    await mobile.getByLabel("Gift card code").fill(code);
    await mobile.getByRole("button", { name: "Check balance" }).click();
    const balance = mobile.locator(".gift-card-balance__figures div").filter({ hasText: "Balance" }).locator("dd");
    await expect.poll(() => balance.textContent()).toBe("₹501");
    expect(await mobile.getByText("Happy Diwali, Priya! ✨").isVisible()).toBe(true);
    await noSidewaysScroll(mobile);
    await expectAxeClean(mobile, "gift card balance");
    await mobile.screenshot({ path: "test-results/gift-card-balance-390.png", fullPage: true });
    expect(errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });
});
