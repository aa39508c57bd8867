import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, openPage, phone, signInAsAdmin } from "./browser.ts";
import { receivedMail, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

const promise =
  /^Delivered by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} – (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}/;

describe("delivery by PIN code", () => {
  test("the admin turns COD off for a PIN code; a shopper sees dates, city and state filled, and confirms a COD order", async () => {
    // the admin: no cash on delivery for 560002
    const admin = await openPage(browser, desktop);
    await signInAsAdmin(admin.page);
    await admin.page.goto("/admin-settings");
    const cod = admin.page
      .locator("section")
      .filter({ has: admin.page.getByRole("heading", { name: "Cash on delivery" }) });
    await cod.getByLabel("PIN codes without COD").fill("560002");
    await cod.getByRole("button", { name: "Save cash on delivery" }).click();
    await expect.poll(() => cod.getByText("Settings saved.").isVisible()).toBe(true);
    await expectAxeClean(admin.page, "settings");
    await admin.page.screenshot({ path: "test-results/settings-delivery-desktop.png", fullPage: true });
    await admin.page.context().close();

    // a shopper checks delivery on a product page
    const { page, errors, foreignRequests } = await openPage(browser, phone);
    await page.goto("/shop?sort=price_asc");
    await page.locator(".product-card a").first().click();
    await page.waitForURL("**/productdetails/**");
    const check = page.locator(".purchase .delivery-check, .delivery-check").first();
    await check.getByLabel("Check delivery").fill("12345");
    await check.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => check.getByText("Enter a valid 6-digit PIN code").isVisible()).toBe(true);
    await check.getByLabel("Check delivery").fill("560002");
    await check.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => check.locator(".delivery-check__promise").textContent()).toMatch(promise);
    expect(await check.getByText("Pay on Delivery is not available for this PIN code.").isVisible()).toBe(true);
    await check.getByLabel("Check delivery").fill("560001");
    await check.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => check.getByText("Pay on Delivery available").isVisible()).toBe(true);
    expect(await check.locator(".delivery-check__promise").textContent()).toContain("Bangalore, Karnataka");
    await check.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/delivery-check-phone.png" });
    await expectAxeClean(page, "product");

    // the cart remembers the PIN code for the visit
    await page
      .getByRole("button", { name: /^Add to Cart/ })
      .first()
      .click();
    await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
    await page.locator(".site-header .cart-button").click();
    const bag = page.getByRole("dialog", { name: "Your Bag" });
    await expect.poll(() => bag.getByLabel("Check delivery").inputValue()).toBe("560001");
    await expect.poll(() => bag.locator(".delivery-check__promise").textContent()).toMatch(promise);
    await bag.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout-page");

    // at checkout the PIN code fills city and state; where COD is off, Pay on Delivery gives way to the reason
    await page.getByLabel("First Name").fill("Nila");
    await page.getByLabel("Last Name").fill("Iyer");
    const email = uniqueEmail("delivery");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("9845012345");
    await page.getByLabel("Address", { exact: true }).fill("7 Cubbon Road");
    await page.getByLabel("Postal Code").fill("560002");
    await expect.poll(() => page.getByLabel("State").inputValue()).toBe("Karnataka");
    expect(await page.getByLabel("City").inputValue()).toBe("Bangalore");
    await expect
      .poll(() => page.locator(".checkout__unavailable").textContent())
      .toBe("Pay on Delivery is not available for this PIN code.");
    expect(await page.getByRole("button", { name: /^Pay on Delivery/ }).count()).toBe(0);
    await expect.poll(() => page.locator(".checkout__promise").textContent()).toMatch(/Delivered by/);

    // an unknown PIN code is named at the field
    await page.getByLabel("Postal Code").fill("999999");
    await expect.poll(() => page.getByText("We could not find this PIN code. Please check it.").isVisible()).toBe(true);

    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("Postal Code").fill("560001");
    await expect.poll(() => page.getByRole("button", { name: /^Pay on Delivery/ }).isVisible()).toBe(true);
    await page.screenshot({ path: "test-results/checkout-delivery-phone.png", fullPage: true });
    await expectAxeClean(page, "checkout");
    await page.getByRole("button", { name: /^Pay on Delivery/ }).click();
    await page.waitForURL("**/thankyou-page?**");

    // the order waits for its one-click confirmation
    await expect.poll(() => page.getByRole("heading", { name: "Confirm your order" }).isVisible()).toBe(true);
    await expectAxeClean(page, "thank-you");
    const number = ((await page.locator(".thank-you__lead strong").first().textContent()) ?? "").slice(1);
    await page.getByRole("button", { name: "Confirm my order" }).click();
    await expect.poll(() => page.locator(".thank-you__lead").textContent()).toContain("is confirmed");
    expect(await page.getByRole("button", { name: "Confirm my order" }).count()).toBe(0);
    // the e-mail carries the same confirmation
    const mail = await receivedMail(email, new RegExp(`Please confirm your \\w+ order #${number}`));
    expect(mail.length).toBeGreaterThanOrEqual(1);
    // the 404 is the unknown PIN code's answer (Chromium reports it); anything else is a fault
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
    // one long journey (the admin, a product page, the bag, checkout, a COD order): room for a busy machine
  }, 150_000);
});
