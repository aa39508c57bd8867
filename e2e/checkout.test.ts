// Journeys: a guest fills the checkout in the spec's order, adds a gift message and pays on delivery;
// a member buys now, applies a coupon and pays through the sandbox (after closing it once). Both reach
// the thank-you page, which survives a reload (the guest's shows the gift message), and the
// confirmation reaches the test SMTP receiver. At both widths no
// chat button floats over checkout (its chat is a link in the page) nor over a control elsewhere.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  controlsUnderChatButton,
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  noSidewaysScroll,
  openPage,
  phone,
  signIn,
} from "./browser.ts";
import { createAccount, receivedMail, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

const password = "rose-quartz-dawn-light";
const formError = (page: Page) => page.locator(".checkout__summary .form-error");

async function fillAddress(page: Page) {
  await page.getByLabel("Address", { exact: true }).fill("14 Banyan Street");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("Postal Code").fill("411001");
}

describe("checkout", () => {
  test("a guest pays on delivery and reaches the thank-you page (phone)", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, phone);
    const email = uniqueEmail("guest-order");
    await page.goto("/shop?sort=price_desc");
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
    await card
      .first()
      .getByRole("button", { name: /^Add to Cart/ })
      .click();
    await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
    await page.locator(".site-header .cart-button").click();
    await page.getByRole("dialog", { name: "Your Bag" }).getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout-page");
    await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);

    // the coupon box is for members only
    expect(await page.getByLabel("Coupon code").isDisabled()).toBe(true);
    await expect.poll(() => page.getByText("You need to login to use coupons").isVisible()).toBe(true);

    // the form is checked in the spec's order
    await page.getByRole("button", { name: "Pay on Delivery" }).click();
    await expect.poll(() => formError(page).textContent()).toBe("Please fill in the Address field.");
    await fillAddress(page);
    await page.getByRole("button", { name: "Pay on Delivery" }).click();
    await expect.poll(() => formError(page).textContent()).toBe("Please fill in the First Name field.");
    await page.getByLabel("First Name").fill("Kavya");
    await page.getByLabel("Last Name").fill("Rao");
    await page.getByLabel("Email").fill("kavya@");
    await page.getByLabel("Phone").fill("98220 12345");
    await page.getByRole("button", { name: "Pay on Delivery" }).click();
    await expect.poll(() => formError(page).textContent()).toBe("Please enter a valid email address.");
    await page.getByLabel("Email").fill(email);

    // the optional gift message: folded away until asked for, its characters counted down
    const note = page.getByLabel("Gift message or note for us");
    expect(await note.isVisible()).toBe(false);
    await page.getByText("Add a gift message or note").click();
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await page.locator(".order-note__count").textContent()).toBe("300 characters left");
    // a tab pasted in is refused before anything is sent, under the field
    await note.fill("Happy birthday,\tAsha!");
    await page.getByRole("button", { name: "Pay on Delivery" }).click();
    await expect.poll(() => page.locator(".order-note .field__error").textContent()).toContain("control character");
    expect(page.url()).toContain("/checkout-page");
    await note.fill("Happy birthday, Asha!\nWith love, Kavya");
    expect(await page.locator(".order-note__count").textContent()).toBe("262 characters left");
    expect(await note.getAttribute("maxlength")).toBe("300");
    await page.screenshot({ path: "test-results/checkout-phone.png", fullPage: true });
    await expectAxeClean(page, "checkout");

    await page.getByRole("button", { name: "Pay on Delivery" }).click();
    await page.waitForURL("**/thankyou-page?**");
    await expect.poll(() => page.getByRole("heading", { name: "THANK YOU!" }).isVisible()).toBe(true);
    const number = (await page.locator(".thank-you__lead strong").first().textContent()) ?? "";
    expect(number).toMatch(/^#\d{6}$/);
    // the cart is empty now, and the page can be reloaded
    await expect.poll(() => page.locator(".site-header .cart-button__badge").count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: `Order ${number}` }).isVisible()).toBe(true);
    expect(await page.getByText("Pay on delivery", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Gift message or note" }).isVisible()).toBe(true);
    expect(await page.locator(".order-note-block__text").textContent()).toBe("Happy birthday, Asha!\nWith love, Kavya");
    // a cash-on-delivery order waits for the shopper's one-click confirmation
    expect(await page.getByRole("button", { name: "Confirm my order" }).isVisible()).toBe(true);
    await page.screenshot({ path: "test-results/thank-you-phone.png", fullPage: true });

    const mail = await receivedMail(email, new RegExp(number.slice(1)));
    expect(mail.length).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("a member buys now, applies a coupon and pays through the sandbox (desktop)", async () => {
    const email = uniqueEmail("member-order");
    await createAccount(email, password, "Ishaan");
    const { page, errors } = await openPage(browser, desktop);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/shop?sort=price_desc");
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Buy Now/ }) });
    await card
      .first()
      .getByRole("button", { name: /^Buy Now/ })
      .click();
    await page.waitForURL("**/checkout-page");
    await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);
    expect(await page.getByLabel("First Name").inputValue()).toBe("Ishaan");
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByLabel("Quantity").selectOption("2");

    // a coupon that does not apply, then one that does
    await page.getByLabel("Coupon code").fill("expired5");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.locator(".coupon__note").textContent()).toBe("This coupon has expired.");
    await page.getByLabel("Coupon code").fill("sattva15");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Remove" }).isVisible()).toBe(true);
    // the coupon's answers replace each other: the expired one is gone once the good one applies
    await expect
      .poll(() => page.locator(".toasts--top-center .toast__message").allTextContents())
      .toEqual(["Coupon applied successfully!"]);
    expect(await page.getByLabel("Coupon code").getAttribute("readonly")).not.toBeNull();
    await expect.poll(() => page.locator(".checkout-totals").getByText("Coupon SATTVA15").isVisible()).toBe(true);
    const total = (await page.locator(".cart-summary__row--total dd").textContent()) ?? "";

    await fillAddress(page);
    await page.getByLabel("Phone").fill("9812345678");
    await page.screenshot({ path: "test-results/checkout-desktop.png", fullPage: true });

    // closing the payment window returns the page to idle
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const payment = page.getByRole("dialog", { name: "Complete your payment" });
    await expect.poll(() => payment.isVisible()).toBe(true);
    expect(await payment.locator(".sandbox-payment__amount").textContent()).toBe(total);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("button", { name: "Proceed to Payment" }).isEnabled()).toBe(true);

    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL("**/thankyou-page?**");
    await expect.poll(() => page.getByRole("heading", { name: "THANK YOU!" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Paid online").isVisible()).toBe(true);
    expect(await page.locator(".thank-you__card .cart-summary__row--total dd").textContent()).toBe(total);
    await page.screenshot({ path: "test-results/thank-you-desktop.png", fullPage: true });

    await receivedMail(email, /Paid online/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const viewport of [phone, desktop]) {
    test(`no chat button floats over checkout, which links the chat in its head (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto("/track");
      await hydrated(page);
      // elsewhere the button floats, and every control scrolls clear of it
      expect(await page.locator(".chat-button").isVisible()).toBe(true);
      expect(await controlsUnderChatButton(page)).toEqual([]);
      if (viewport === phone) {
        // on a phone it steps aside while the shopper types (the keyboard lifts the field to it)
        await page.getByLabel("Order number").focus();
        await expect.poll(() => page.locator(".chat-button").isVisible()).toBe(false);
      }

      await page.goto("/shop?sort=price_desc");
      await hydrated(page);
      const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
      await card
        .first()
        .getByRole("button", { name: /^Add to Cart/ })
        .click();
      await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
      await page.locator(".site-header .cart-button").click();
      const bag = page.getByRole("dialog", { name: "Your Bag" });
      await expect.poll(() => bag.getByRole("button", { name: "Checkout" }).isVisible()).toBe(true);
      // the open bag lies over the button: its buttons are free
      expect(await controlsUnderChatButton(page)).toEqual([]);
      await bag.getByRole("button", { name: "Checkout" }).click();
      await page.waitForURL("**/checkout-page");
      await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);

      expect(await page.locator(".chat-button").count()).toBe(0);
      expect(await controlsUnderChatButton(page)).toEqual([]);
      const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
      expect(await chat.isVisible()).toBe(true);
      expect(await chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+$/);
      // the consent boxes and the place-order buttons, each in view, with nothing over them
      for (const control of [
        page.getByRole("checkbox", { name: /Remind me about my bag/ }),
        page.getByRole("checkbox", { name: /Send me reminders on WhatsApp/ }),
        page.getByRole("button", { name: /Pay on Delivery/ }),
      ]) {
        await control.scrollIntoViewIfNeeded();
        await control.click({ trial: true });
      }
      // the gift message, folded, then opened and filled to its last characters: nothing spills sideways
      await page.locator(".order-note").screenshot({ path: `test-results/checkout-gift-note-${viewport.width}.png` });
      await page.getByText("Add a gift message or note").click();
      await page.getByLabel("Gift message or note for us").fill(`${"Wishing you calm and light. ".repeat(10)}Amethyst`);
      expect(await page.locator(".order-note__count").textContent()).toBe("12 characters left");
      await page
        .locator(".order-note")
        .screenshot({ path: `test-results/checkout-gift-note-open-${viewport.width}.png` });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.screenshot({ path: `test-results/checkout-no-chat-${viewport.width}.png` });
      await expectAxeClean(page, `checkout ${viewport.width}`);
      await noSidewaysScroll(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
