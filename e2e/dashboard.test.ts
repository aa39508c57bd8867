// Journey: a member edits their information and finds it after a reload, adds an address and uses
// it at checkout, then finds the order in their history (no invoice before it ships) and cancels it; the tabs
// live in the URL and the page is axe-clean on a phone.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, openPage, phone, signIn } from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

const password = "moonstone-river-song";

async function signInMember(page: Page, email: string) {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
}

describe("my account", () => {
  test("edit information, an address used at checkout, the order in history, cancelled before it ships", async () => {
    const email = uniqueEmail("dashboard");
    await createAccount(email, password, "Riya");
    const { page, errors } = await openPage(browser, desktop);
    await signInMember(page, email);

    await page.goto("/userdashboard?tab=editInfo");
    await page.getByLabel("First Name").fill("Riyaa");
    await page.getByLabel("Phone").fill("12345");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Invalid phone number (must be 10 digits)").first().isVisible()).toBe(true);
    await page.getByLabel("Phone").fill("9811122233");
    await page.getByLabel("Date of birth").fill("1992-07-14");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/userdashboard?tab=dashboard");
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Welcome, Riyaa" }).isVisible()).toBe(true);
    expect(await page.getByText("+91 9811122233").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Address", exact: true }).click();
    await page.waitForURL("**tab=address");
    await page
      .getByRole("button", { name: "Add address" })
      .first()
      .click()
      .catch(() => {});
    const form = page.locator("form.dashboard-form");
    await form.getByLabel("First Name").fill("Riya");
    await form.getByLabel("Last Name").fill("Kapoor");
    await form.getByLabel("Phone").fill("9811122233");
    await form.getByLabel("Address", { exact: true }).fill("5 Residency Road");
    await form.getByLabel("City").fill("Bengaluru");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect.poll(() => form.getByText("State is required").first().isVisible()).toBe(true);
    await form.getByLabel("State").selectOption("Karnataka");
    await form.getByLabel("Zip Code").fill("560025");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect.poll(() => page.getByText("5 Residency Road").isVisible()).toBe(true);
    await expect.poll(() => page.locator(".address-card .badge").first().textContent()).toBe("Default");

    // the saved address is offered at checkout
    await page.goto("/shop?sort=price_asc");
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Buy Now/ }) });
    await card
      .first()
      .getByRole("button", { name: /^Buy Now/ })
      .click();
    await page.waitForURL("**/checkout-page");
    await expect.poll(() => page.getByText("5 Residency Road").isVisible()).toBe(true);
    expect(await page.getByRole("radio").first().isChecked()).toBe(true);
    expect(await page.getByLabel("Address", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Pay on Delivery" }).click();
    await page.waitForURL("**/thankyou-page?**");
    const number = ((await page.locator(".thank-you__lead strong").first().textContent()) ?? "").slice(1);

    await page.goto("/userdashboard?tab=orderHistory");
    await expect.poll(() => page.getByText(`Order #${number}`).first().isVisible()).toBe(true);
    await page.getByRole("link", { name: `View order #${number}` }).click();
    await expect.poll(() => page.getByText("Bengaluru, Karnataka 560025").isVisible()).toBe(true);
    // awaiting its confirmation and not shipped: no tax invoice yet
    await expect.poll(() => page.getByText("Awaiting confirmation").first().isVisible()).toBe(true);
    expect(await page.getByText("The tax invoice is issued when your order ships.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /^Tax invoice/ }).count()).toBe(0);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect
      .poll(() => page.locator(".order-detail .dashboard-card__head .status-badge").textContent())
      .toBe("Cancelled");
    // the refused forms above answer 400, which Chromium reports; anything else is a fault
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });

  test("the tabs on a phone: the menu button, the tab in the URL, and no axe violations", async () => {
    const email = uniqueEmail("dashboard-phone");
    await createAccount(email, password, "Dev");
    const { page, errors } = await openPage(browser, phone);
    await signInMember(page, email);
    await page.goto("/userdashboard");
    const toggle = page.getByRole("button", { name: /Dashboard/ });
    expect(await page.getByRole("link", { name: "Privacy" }).isVisible()).toBe(false);
    await toggle.click();
    await page.getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL("**tab=privacy");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect.poll(() => page.getByText("Current password is required.").isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Change Password" }).isVisible()).toBe(true);
    await page.screenshot({ path: "test-results/dashboard-phone.png", fullPage: true });
    for (const tab of ["dashboard", "editInfo", "orderHistory", "address", "wishlist", "privacy", "tribe"]) {
      await page.goto(`/userdashboard?tab=${tab}`);
      await expectAxeClean(page, tab);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
