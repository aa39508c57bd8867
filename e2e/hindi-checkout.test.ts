// Journey (issue 35 point 7, decision 0064): a guest switches to हिंदी, puts a piece in the bag on a
// Hindi page, checks out in Hindi (the form's errors in Hindi, Pay on Delivery), sees the Hindi
// thank-you page, and the confirmation waiting in the dev mailbox is Hindi, subject and text. At
// 390 px the Hindi checkout and thank-you page do not scroll sideways and axe finds nothing; the
// checkout's own words are Hindi (product names, marked lang="en", and what the shopper typed aside).
import type { Locator, Page } from "playwright-core";
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
import { checkoutField, fillCheckoutForm } from "./checkout-form.ts";
import { englishWords } from "./hindi-words.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

/** What the shopper typed into the form, shown back to them in Latin letters. */
const typed = ["Maharashtra", "Pune", "Banyan", "Street", "Kavya", "Rao"];

/** The English words of the interface inside `part` (e2e/hindi-words.ts), what the shopper typed aside. */
const englishLeft = (page: Page, part: string) => englishWords(page, { part, keep: typed });

interface MailboxEntry {
  template: string;
  subject: string;
  text: string;
}

async function mailboxFor(email: string, template: string): Promise<MailboxEntry> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const found = ((await response.json()) as MailboxEntry[]).find((mail) => mail.template === template);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${template} mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Puts the first piece of a Hindi shop page in the bag and opens the bag: its dialog, Checkout showing. */
async function bagWithOnePiece(page: Page, shopPath: string) {
  await page.goto(shopPath);
  await hydrated(page);
  await page
    .getByRole("button", { name: /^बैग में डालें/ })
    .first()
    .click();
  await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
  await page.locator(".site-header .cart-button").click();
  const bag = page.getByRole("dialog", { name: "आपका बैग" });
  await expect.poll(() => bag.getByRole("button", { name: "चेकआउट" }).isVisible()).toBe(true);
  return bag;
}

/** The bag's Checkout: the Hindi checkout, with the one line. */
async function checkOut(page: Page, bag: Locator) {
  await bag.getByRole("button", { name: "चेकआउट" }).click();
  await page.waitForURL((url) => url.pathname === "/hi/checkout-page");
  await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);
}

/** Opens /hi/login: its sign-in form, and a way to send it with an e-mail and a password. */
async function hindiSignIn(page: Page) {
  await page.goto("/hi/login");
  await hydrated(page);
  const form = page.locator(".auth__panel--signin");
  const send = async (email: string, password: string) => {
    await form.getByLabel("ईमेल", { exact: true }).fill(email);
    await form.getByLabel("पासवर्ड", { exact: true }).fill(password);
    await form.getByRole("button", { name: "साइन इन करें" }).click();
  };
  return { form, send };
}

/** The bag's "Check delivery" for a Pune PIN code: its answer in Hindi, a long Hindi date in it. */
async function checkDelivery(page: Page) {
  const check = page.locator(".cart-footer .delivery-check");
  await check.getByPlaceholder("पिन कोड").fill("411001");
  await check.getByRole("button", { name: "जाँचें" }).click();
  const promise = check.locator(".delivery-check__promise");
  await expect.poll(() => promise.textContent(), { timeout: 10_000 }).toMatch(hindiPromise);
}

/** "26 जनवरी 2025 तक डिलीवरी" or "26 जनवरी 2025 – 28 जनवरी 2025 तक डिलीवरी", then the place. */
const hindiPromise =
  /^\d{1,2} (?:जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}(?: – \d{1,2} \S+ \d{4})? तक डिलीवरी/;

describe("buying in Hindi", () => {
  test("a guest switches to हिंदी, checks out on delivery and gets the Hindi thank-you page and mail (phone)", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, phone);
    const email = uniqueEmail("hindi-guest");
    await page.goto("/");
    await hydrated(page);
    // the footer's switch (the header keeps it too, but not on the narrowest phones)
    await page.locator(".site-footer .language-switch").click();
    await page.waitForURL((url) => url.pathname === "/hi");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("hi");

    const bag = await bagWithOnePiece(page, "/hi/shop?sort=price_desc");
    // the bag's "Check delivery": the promise's dates as Hindi writes them ("26 जनवरी 2025 तक डिलीवरी")
    await checkDelivery(page);
    expect(await englishLeft(page, ".cart-panel, .cart-footer")).toEqual([]);
    await page.screenshot({ path: "test-results/hindi-bag-390.png" });
    await checkOut(page, bag);
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    // its switch goes to the English checkout, not to the home page
    expect(await page.locator(".site-footer .language-switch").getAttribute("href")).toBe("/checkout-page");

    // the form is checked in the spec's order, its messages in Hindi
    const pay = page.getByRole("button", { name: /^डिलीवरी पर भुगतान/ });
    const formError = page.locator(".checkout__summary .form-error");
    await pay.click();
    await expect.poll(() => formError.textContent()).toBe("कृपया पता भरें।");
    await fillCheckoutForm(page, "hi", { firstName: "Kavya", lastName: "Rao", email: "kavya@", phone: "98220 12345" });
    await pay.click();
    await expect.poll(() => formError.textContent()).toBe("कृपया सही ईमेल पता लिखें।");
    await checkoutField(page, "hi", "email").fill(email);
    expect(await englishLeft(page, "main")).toEqual([]);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "/hi/checkout-page");
    await page.screenshot({ path: "test-results/hindi-checkout-filled-390.png", fullPage: true });

    await pay.click();
    await page.waitForURL((url) => url.pathname === "/hi/thankyou-page");
    await expect.poll(() => page.getByRole("heading", { name: "धन्यवाद!" }).isVisible()).toBe(true);
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    expect(await page.getByRole("button", { name: "मेरे ऑर्डर की पुष्टि करें" }).isVisible()).toBe(true);
    const lead = (await page.locator(".thank-you__lead").textContent()) ?? "";
    const number = /#(\d{6})/.exec(lead)?.[1] ?? "";
    expect(number).toMatch(/^\d{6}$/);
    expect(await englishLeft(page, "main")).toEqual([]);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "/hi/thankyou-page");
    await page.screenshot({ path: "test-results/hindi-thank-you-390.png", fullPage: true });

    // the confirmation in the dev mailbox: Hindi subject and words, its links to the Hindi pages
    const mail = await mailboxFor(email, "order-confirmation");
    expect(mail.subject).toBe(`कृपया अपने Sattva ऑर्डर #${number} की पुष्टि करें`);
    expect(mail.text).toContain("आपके ऑर्डर के लिए धन्यवाद");
    expect(mail.text).toContain(`नमस्ते Kavya, हमें आपका ऑर्डर #${number} मिल गया है`);
    expect(mail.text).toContain("/hi/thankyou-page?order=");
    expect(mail.text).not.toContain("Thank you for your order");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the Hindi bag and checkout at 1440 px: the delivery date in Hindi, no English, nothing sideways, axe clean", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, desktop);
    const bag = await bagWithOnePiece(page, "/hi/shop");
    await checkDelivery(page);
    expect(await englishLeft(page, ".cart-panel, .cart-footer")).toEqual([]);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "/hi/shop (bag open)");
    await page.screenshot({ path: "test-results/hindi-bag-1440.png" });
    await checkOut(page, bag);
    await checkoutField(page, "hi", "zipCode").fill("411001");
    // the checkout's promise says its dates the same way as the bag's
    await expect
      .poll(() => page.locator(".checkout__promise").textContent(), { timeout: 10_000 })
      .toMatch(/\d{4}(?: – \d{1,2} \S+ \d{4})? तक डिलीवरी/);
    expect(await englishLeft(page, "main")).toEqual([]);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "/hi/checkout-page");
    await page.screenshot({ path: "test-results/hindi-checkout-1440.png", fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a coupon's minimum is refused in Hindi, its amount in Indian grouping (phone)", {
    timeout: 120_000,
  }, async () => {
    const email = uniqueEmail("hindi-coupon");
    const password = "rose-quartz-dawn-light";
    await createAccount(email, password, "Meera");
    const { page, errors } = await openPage(browser, phone);
    await (await hindiSignIn(page)).send(email, password);
    await page.waitForURL((url) => url.pathname === "/hi");
    await checkOut(page, await bagWithOnePiece(page, "/hi/shop?sort=price_asc"));
    // FESTIVE20 asks for ₹1,499 of items: the answer's `said` is said in Hindi, in the box and its toast
    await page.getByLabel("कूपन कोड").fill("FESTIVE20");
    await page.getByRole("button", { name: "लगाएँ" }).click();
    await expect.poll(() => page.locator(".coupon__note").textContent()).toBe("बैग का मूल्य ₹1,499 से कम है।");
    await expect.poll(() => page.locator(".toast__message").first().textContent()).toBe("बैग का मूल्य ₹1,499 से कम है।");
    expect(await englishLeft(page, "main")).toEqual([]);
    await page.screenshot({ path: "test-results/hindi-checkout-coupon-390.png" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a member signs in on /hi/login: a wrong password is refused in Hindi, the right one lands on /hi", async () => {
    const email = uniqueEmail("hindi-member");
    const password = "rose-quartz-dawn-light";
    await createAccount(email, password, "Meera");
    const { page, errors } = await openPage(browser, phone);
    const { form, send } = await hindiSignIn(page);
    await send(email, "not-the-password");
    await expect.poll(() => form.locator(".form-error").textContent()).toBe("ईमेल या पासवर्ड गलत है");
    await send(email, password);
    await page.waitForURL((url) => url.pathname === "/hi");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("hi");
    // the refused password's 401 is the browser's own note of that answer, nothing else may fail
    expect(errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
    await page.context().close();
  });
});
