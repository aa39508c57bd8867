// Issue 38 points 5 and 9, with the mouse at 1440 and 390 px: a member's bag opened at /checkout-page in
// a new tab (and after a reload) shows its line; the checkout is filled in with the member's name and
// phone; a new address is saved ("Save this address" ticked at first) and the next checkout offers it,
// chosen, so the member pays on delivery without typing an address again. A guest's new tab shows the
// bag too.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  noSidewaysScroll,
  openPage,
  phone,
  signIn,
} from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();
const password = "moonstone-river-quiet";

async function addFirstToBag(page: Page) {
  await page.goto("/shop?sort=price_desc");
  await hydrated(page);
  const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
  await card
    .first()
    .getByRole("button", { name: /^Add to Cart/ })
    .click();
  await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
}

async function payOnDelivery(page: Page) {
  const button = page.getByRole("button", { name: /Pay on Delivery/ });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await page.waitForURL("**/thankyou-page?**");
  await expect.poll(() => page.getByRole("heading", { name: "THANK YOU!" }).isVisible()).toBe(true);
}

describe("a member's checkout, from any tab", () => {
  for (const viewport of [desktop, phone]) {
    test(`the bag in a new tab, the member's details filled in, the address saved and offered (${viewport.width} px)`, async () => {
      const email = uniqueEmail(`day-one-${viewport.width}`);
      await createAccount(email, password, "Devika");
      const { page, errors } = await openPage(browser, viewport);
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === "/");
      await addFirstToBag(page);

      // a new tab on /checkout-page shows the bag's line, and so does a reload
      const tab = await page.context().newPage();
      const tabErrors: string[] = [];
      tab.on("pageerror", (error) => tabErrors.push(error.message));
      await tab.goto("/checkout-page");
      await hydrated(tab);
      await expect.poll(() => tab.locator(".checkout-line").count()).toBe(1);
      expect(await tab.getByText("No product data found").count()).toBe(0);
      await tab.reload();
      await hydrated(tab);
      await expect.poll(() => tab.locator(".checkout-line").count()).toBe(1);

      // the member's own name, e-mail and phone; no saved address yet, so the form, with the box ticked
      expect(await tab.getByLabel("First Name").inputValue()).toBe("Devika");
      expect(await tab.getByLabel("Last Name").inputValue()).toBe("Verma");
      expect(await tab.getByLabel("Email").inputValue()).toBe(email);
      expect(await tab.getByLabel("Phone").inputValue()).toBe("9876543210");
      const save = tab.getByRole("checkbox", { name: "Save this address to my address book" });
      expect(await save.isChecked()).toBe(true);
      const street = `${viewport.width} Gulmohar Avenue`;
      await tab.getByLabel("Address", { exact: true }).fill(street);
      await tab.getByLabel("City").fill("Pune");
      await tab.getByLabel("State").selectOption("Maharashtra");
      await tab.getByLabel("Postal Code").fill("411001");
      await expectAxeClean(tab, `checkout, new address ${viewport.width}`);
      await noSidewaysScroll(tab);
      await tab.screenshot({ path: `test-results/checkout-new-address-${viewport.width}.png`, fullPage: true });
      await payOnDelivery(tab);
      await tab.close();

      // the next checkout offers the saved address, chosen, with the member's details
      await addFirstToBag(page);
      await page.locator(".site-header .cart-button").click();
      await page.getByRole("dialog", { name: "Your Bag" }).getByRole("button", { name: "Checkout" }).click();
      await page.waitForURL("**/checkout-page");
      await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);
      const saved = page.locator(".saved-address").filter({ hasText: street });
      expect(await saved.getByRole("radio").isChecked()).toBe(true);
      expect(await page.getByLabel("Address", { exact: true }).count()).toBe(0);
      expect(await page.getByLabel("Phone").inputValue()).toBe("9876543210");
      expect(await page.getByLabel("First Name").inputValue()).toBe("Devika");
      // "Use a new address" brings the form and the box back; the saved one is chosen again by mouse
      await page.getByText("Use a new address").click();
      await expect.poll(() => page.getByLabel("Address", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("checkbox", { name: "Save this address to my address book" }).isChecked()).toBe(true);
      await saved.click();
      await expect.poll(() => page.getByLabel("Address", { exact: true }).count()).toBe(0);
      await expectAxeClean(page, `checkout, saved address ${viewport.width}`);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/checkout-saved-address-${viewport.width}.png`, fullPage: true });
      await payOnDelivery(page);
      await expect.poll(() => page.getByText(street).first().isVisible()).toBe(true);

      expect(errors).toEqual([]);
      expect(tabErrors).toEqual([]);
      await page.context().close();
    });
  }

  test("a guest's bag shows in a new tab too (390 px)", async () => {
    const { page, errors } = await openPage(browser, phone);
    await addFirstToBag(page);
    const tab = await page.context().newPage();
    await tab.goto("/checkout-page");
    await hydrated(tab);
    await expect.poll(() => tab.locator(".checkout-line").count()).toBe(1);
    // a guest has no address book: no box to save one
    expect(await tab.getByRole("checkbox", { name: "Save this address to my address book" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
