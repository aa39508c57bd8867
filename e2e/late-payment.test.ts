// Journey: a shopper's payment arrives after the order's hold ended (decision 0015: its window closed
// while the payment panel stood open, and meanwhile the last pieces sold). verify-payment refuses it
// with 409 and refunds it in full; the checkout says what the server said, where the money goes and
// when, and the next step, in the page's language (English, then Hindi on /hi), instead of a generic
// "verification failed". Driven through the Razorpay stand-in (the sandbox panel).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkoutMessages } from "../src/core/checkout.ts";
import type { Language } from "../src/core/i18n.ts";
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
import { fillCheckoutForm } from "./checkout-form.ts";
import { englishWords } from "./hindi-words.ts";
import { uniqueEmail } from "./mailbox.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

/** A demo piece no other journey buys: its stock is put back as it was afterwards. */
const piece = "labradorite-heart";

interface EditableProduct {
  variants: Array<Record<string, unknown> & { stock: number }>;
  [field: string]: unknown;
}

let original: EditableProduct | null = null;

async function saveProduct(product: EditableProduct) {
  await api(`/api/products/${piece}`, "PUT", product, await adminCookie());
}

beforeAll(async () => {
  original = await api<EditableProduct>(`/api/admin/products/${piece}`, "GET", undefined, await adminCookie());
  // enough to buy one, whatever journeys before left
  await saveProduct({ ...original, variants: original.variants.map((variant) => ({ ...variant, stock: 5 })) });
});

afterAll(async () => {
  if (original) await saveProduct(original);
});

const words = {
  en: { buyNow: "Buy it now", proceed: "Proceed to Payment", panel: "Complete your payment", pay: /^Pay ₹/ },
  hi: { buyNow: "अभी खरीदें", proceed: "भुगतान के लिए आगे बढ़ें", panel: "अपना भुगतान पूरा करें", pay: /का भुगतान करें$/ },
} as const;

/**
 * Buys the piece now, fills the checkout and opens the payment panel; then, while it stands open, the
 * order's hold ends (the shopper's other tab gives it up, as the 30-minute job would) and the piece
 * sells out. Pays: the payment comes late. Answers the refusal's element.
 */
async function payLate(page: Page, language: Language) {
  const prefix = language === "hi" ? "/hi" : "";
  const said = words[language];
  await page.goto(`${prefix}/productdetails/${piece}-0`);
  await hydrated(page);
  await page.locator(".purchase__buttons").getByRole("button", { name: said.buyNow }).click();
  await page.waitForURL((url) => url.pathname === `${prefix}/checkout-page`);
  await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);
  await fillCheckoutForm(page, language, {
    firstName: "Kavya",
    lastName: "Rao",
    email: uniqueEmail(`late-${language}`),
    phone: "98220 12345",
  });

  const created = page.waitForResponse((response) => response.url().endsWith("/api/payment/create-order"));
  await page.getByRole("button", { name: said.proceed }).click();
  const order = (await (await created).json()) as { orderId: string; accessKey: string };
  const panel = page.getByRole("dialog", { name: said.panel });
  await expect.poll(() => panel.isVisible()).toBe(true);

  const abandoned = await fetch(`${baseUrl()}/api/payment/abandon`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ orderId: order.orderId, key: order.accessKey, failed: false }),
  });
  expect(abandoned.status).toBe(200);
  const editable = await api<EditableProduct>(`/api/admin/products/${piece}`, "GET", undefined, await adminCookie());
  await saveProduct({ ...editable, variants: editable.variants.map((variant) => ({ ...variant, stock: 0 })) });

  const verified = page.waitForResponse((response) => response.url().endsWith("/api/payment/verify-payment"));
  await panel.getByRole("button", { name: said.pay }).click();
  const answer = await verified;
  expect(answer.status()).toBe(409);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("payment_refunded");
  // the piece is back for the next journey
  await saveProduct({ ...editable, variants: editable.variants.map((variant) => ({ ...variant, stock: 5 })) });
  return page.locator(".checkout__summary .form-error");
}

/** The browser notes the refused answer itself ("status of 409"): nothing else may fail. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes("status of 409"));

describe("a payment that comes after the order's hold ended", () => {
  test("the English checkout says the server's refusal, the refund and the next step (1440 px)", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, desktop);
    const refusal = await payLate(page, "en");
    await expect
      .poll(() => refusal.textContent())
      .toMatch(/goes back to .+; it usually arrives in \d+ to \d+ working days\./);
    const text = (await refusal.textContent()) ?? "";
    expect(text.startsWith(checkoutMessages.latePaymentRefunded)).toBe(true);
    expect(text.endsWith(checkoutMessages.latePaymentNext)).toBe(true);
    expect(text).not.toContain(checkoutMessages.verificationFailed);
    expect(await refusal.getAttribute("role")).toBe("alert");
    // the page is idle again: the shopper can check the bag and try again
    await expect.poll(() => page.getByRole("button", { name: words.en.proceed }).isEnabled()).toBe(true);
    await expectAxeClean(page, "/checkout-page (late payment refused)");
    await page.screenshot({ path: "test-results/late-payment-1440.png", fullPage: true });
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  test("the Hindi checkout says it in Hindi, its amount and days in the page's words (390 px)", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, phone);
    const refusal = await payLate(page, "hi");
    await expect
      .poll(() => refusal.textContent())
      .toMatch(
        /^आपका भुगतान इस ऑर्डर के रद्द होने के बाद आया.+ ₹[\d,.]+ यहाँ वापस भेजे जाते हैं: .+ कार्य दिवस में पहुँच जाते हैं। कोई ऑर्डर नहीं हुआ।/,
      );
    // no English sentence in it: the sandbox's UPI id (success@razorpay) is the shopper's own data
    expect(await englishWords(page, { part: ".checkout__summary .form-error", keep: ["success", "razorpay"] })).toEqual(
      [],
    );
    expect(
      await englishWords(page, {
        part: "main",
        keep: ["Kavya", "Rao", "Banyan", "Street", "Pune", "Maharashtra", "success", "razorpay"],
      }),
    ).toEqual([]);
    await expect.poll(() => page.getByRole("button", { name: words.hi.proceed }).isEnabled()).toBe(true);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "/hi/checkout-page (late payment refused)");
    await page.screenshot({ path: "test-results/late-payment-hi-390.png", fullPage: true });
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
