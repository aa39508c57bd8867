// Subscribe and save in Chromium (issue 33): a member chooses "Subscribe and save" on a sage bundle's
// page, every 2 months, subscribes to a new address and authorises the mandate in the sandbox (its
// first delivery charged and ordered), finds the subscription in My Account with its next charge,
// skips the next delivery and cancels, each in one click; the pre-debit mail's link lands on the
// subscription with the action asked. At 1440 and 390 px, axe-clean, nothing scrolling sideways.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, noSidewaysScroll, openPage, phone, signIn } from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { api, setStock } from "./shop-api.ts";

const browser = fileBrowser();
const password = "sandalwood-evening-7";
const sage = "white-sage-smudge-stick";

async function member(page: Page) {
  const email = uniqueEmail("subscriber");
  await createAccount(email, password, "Kavya");
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
  return email;
}

describe("subscribe and save", () => {
  test("subscribe on the product page, authorise in the sandbox, skip and cancel from My Account", async () => {
    await setStock(sage, 40, { onlyUp: true });
    const soaps = await api<{ products: Array<{ _id: string; name: string }> }>("/api/products?category=clay-soap");
    const soap = soaps.products[0];
    if (!soap) throw new Error("no demo clay soap");
    await setStock(soap._id, 40, { onlyUp: true });
    const { page, errors } = await openPage(browser, desktop);
    await member(page);

    // a soap in the bag (bought once) may join the box
    await page.goto(`/productdetails/${soap._id}-0`);
    await page.locator(".purchase__buttons").getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => page.getByText("Product added to cart!").first().isVisible()).toBe(true);

    await page.goto(`/productdetails/${sage}-0`);
    const choice = page.locator(".subscribe-choice");
    await expect.poll(() => choice.getByText("One-time purchase").isVisible()).toBe(true);
    await choice.getByText(/Subscribe and save 10%/).click();
    await choice.getByLabel("Deliver").selectOption("2");
    expect(await page.locator(".purchase__buttons").getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    expect(await choice.getByText(/per delivery, charged by UPI Autopay or card/).isVisible()).toBe(true);
    await expectAxeClean(page, "product page, subscribing");
    await page.screenshot({ path: "test-results/subscribe-product-1440.png" });
    await choice.getByRole("link", { name: "Subscribe" }).click();

    await page.waitForURL((url) => url.pathname === "/subscribe");
    await expect.poll(() => page.getByRole("heading", { name: "Subscribe and save" }).isVisible()).toBe(true);
    expect(await page.locator(".subscribe__every select").inputValue()).toBe("2");
    await page.getByLabel("Address", { exact: true }).fill("12 Lake View Road");
    await page.getByLabel("City").fill("Udaipur");
    await page.getByLabel("State").selectOption("Rajasthan");
    await page.getByLabel("Postal Code").fill("313001");
    const total = () => page.locator(".subscribe__total dd").textContent();
    const alone = await total();
    await page.getByRole("group", { name: "Add from your bag" }).getByRole("checkbox").first().check();
    await expect.poll(total).not.toBe(alone);
    await expectAxeClean(page, "subscribe page");
    await page.screenshot({ path: "test-results/subscribe-page-1440.png", fullPage: true });
    const pay = page.getByRole("button", { name: /Subscribe and pay ₹/ });
    await pay.click();

    const drawer = page.getByRole("dialog", { name: "Authorise your subscription" });
    await drawer.getByRole("button", { name: /Authorise and pay/ }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "subscriptions");
    const card = page.locator(".subscription-card").first();
    await expect.poll(() => card.getByText("Active").isVisible()).toBe(true);
    expect(await page.getByText("Your subscription is set up").isVisible()).toBe(true);
    expect(await card.textContent()).toMatch(/every 2 months\. Next charge on \d{1,2} \w{3} 20\d\d/);
    expect(await card.textContent()).toContain(soap.name);
    await expectAxeClean(page, "my subscriptions");
    await page.screenshot({ path: "test-results/subscriptions-1440.png", fullPage: true });

    await card.getByRole("button", { name: "Skip next delivery" }).click();
    await expect.poll(() => card.getByText("The next delivery is skipped.").isVisible()).toBe(true);
    expect(await card.getByText("Next delivery skipped").isVisible()).toBe(true);
    await card.getByRole("button", { name: "Cancel subscription" }).click();
    await expect.poll(() => card.getByText("Cancelled. Nothing more will be charged.").isVisible()).toBe(true);
    expect(await card.getByRole("button").count()).toBe(0);

    // the first delivery is an order like any other
    await page.goto("/userdashboard?tab=orderHistory");
    await expect
      .poll(() =>
        page
          .getByText(/Order #\d+/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test("on a phone: the choice, the subscribe page and the pre-debit mail's skip link, one more click", async () => {
    const { page, errors } = await openPage(browser, phone);
    await member(page);
    await page.goto(`/productdetails/${sage}-0`);
    await page
      .locator(".subscribe-choice")
      .getByText(/Subscribe and save/)
      .click();
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/subscribe-product-390.png" });
    await page.locator(".subscribe-choice").getByRole("link", { name: "Subscribe" }).click();
    await page.waitForURL((url) => url.pathname === "/subscribe");
    await page.getByLabel("Address", { exact: true }).fill("4 Temple Street");
    await page.getByLabel("City").fill("Madurai");
    await page.getByLabel("State").selectOption("Tamil Nadu");
    await page.getByLabel("Postal Code").fill("625001");
    await noSidewaysScroll(page);
    await expectAxeClean(page, "subscribe page on a phone");
    await page.screenshot({ path: "test-results/subscribe-page-390.png", fullPage: true });
    await page.getByRole("button", { name: /Subscribe and pay ₹/ }).click();
    await page
      .getByRole("dialog", { name: "Authorise your subscription" })
      .getByRole("button", { name: /Authorise and pay/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "subscriptions");
    const id = new URL(page.url()).searchParams.get("subscription");

    // the pre-debit notice's "Skip this delivery" link: the subscription, the question, one button
    await page.goto(`/userdashboard?tab=subscriptions&subscription=${id}&do=skip`);
    const ask = page.getByRole("region", { name: "From your e-mail" });
    await expect.poll(() => ask.getByText(/Skip the delivery of/).isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "my subscriptions on a phone");
    await page.screenshot({ path: "test-results/subscriptions-390.png", fullPage: true });
    await ask.getByRole("button", { name: "Skip next delivery" }).click();
    await expect.poll(() => page.getByText("The next delivery is skipped.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
