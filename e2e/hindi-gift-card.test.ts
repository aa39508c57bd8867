// A gift card bought in Hindi (decision 0064's addendum, migration 0048) in Chromium: bought on
// /hi/gift-cards and paid in the sandbox's payment link, the buyer comes back to /hi/gift-cards/paid
// (not the English page), in Hindi, and the receipt and the card in the dev mailbox are Hindi and link
// the Hindi pages. At 390 and 1440 px, axe-clean, nothing scrolling sideways, no English interface word.
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
import { englishWords } from "./hindi-words.ts";
import { uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

/** The dev mailbox's mail of a template to an address (waits for it a few seconds). */
async function mailOf(email: string, template: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as Array<{
      template: string;
      subject: string;
      text: string;
      html: string;
    }>;
    const mail = messages.find((message) => message.template === template);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${template} mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a gift card bought in Hindi", () => {
  test("returns from the payment to /hi/gift-cards/paid, and its mails are Hindi", { timeout: 120_000 }, async () => {
    const friend = uniqueEmail("mitra");
    const buyer = uniqueEmail("kharidar");
    const { page, errors } = await openPage(browser, phone);
    await page.goto("/hi/gift-cards");
    await hydrated(page);
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    await page.locator('input[name="amountChoice"][value="1000"]').check();
    await page.locator('input[name="recipientName"]').fill("Priya");
    await page.locator('input[name="recipientEmail"]').fill(friend);
    await page.locator('textarea[name="message"]').fill("शुभ दीपावली!");
    await page.locator('input[name="buyerName"]').fill("Asha Rao");
    await page.locator('input[name="buyerEmail"]').fill(buyer);
    await page.locator('.gift-cards__form button[type="submit"]').click();

    // the sandbox's payment link (a stand-in of Razorpay's hosted page, English), then back in Hindi
    await page.waitForURL((url) => url.pathname.startsWith("/sandbox-pay/"));
    await hydrated(page);
    await page.getByRole("button", { name: "Pay ₹1,000" }).click();
    await page.waitForURL((url) => url.pathname === "/hi/gift-cards/paid");
    await expect
      .poll(() => page.getByRole("heading", { name: "धन्यवाद! आपके गिफ़्ट कार्ड का भुगतान हो गया" }).isVisible())
      .toBe(true);
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    expect(await englishWords(page, { part: "main", keep: ["Priya", friend, "G-"] })).toEqual([]);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "Hindi gift card paid, 390 px");
    await page.screenshot({ path: "test-results/hindi-gift-card-paid-390.png", fullPage: true });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: "test-results/hindi-gift-card-paid-1440.png", fullPage: true });

    const receipt = await mailOf(buyer, "gift-card-paid");
    expect(receipt.subject).toBe("Priya के लिए आपके ₹1,000 के Sattva गिफ़्ट कार्ड का भुगतान हो गया");
    const card = await mailOf(friend, "gift-card");
    expect(card.subject).toBe("Asha Rao ने आपको ₹1,000 का Sattva गिफ़्ट कार्ड भेजा है");
    expect(card.text).toContain("/hi/gift-cards/balance");
    expect(errors).toEqual([]);
  });
});
