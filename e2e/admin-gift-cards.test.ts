// Gift cards in the admin (issue 34 point 3, decision 0062): the admin issues a goodwill card on
// /admin-gift-cards (the form refuses a missing reason with the schema's message first); the recipient's
// mail carries the whole code, the admin's pages only its last four. The admin finds the card in the
// list by its last four, masked, opens it (its ledger's "Issued" row), disables it with a reason
// (dismissing the question changes nothing), sees the reason, and enables it again; a guest pays an
// order with it and the ledger's "Spent" row links that order. The Settings
// page's Gift cards section refuses a bad amount with the schema's message and saves good values. A
// member is refused the admin's endpoints and page. 390 and 1440 px: no sideways scroll, axe clean.
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
  signInAsAdmin,
} from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { adminCookie, api, sessionCookie } from "./shop-api.ts";

const browser = fileBrowser();
const password = "saffron-harbour-evening";

type CardAnswer = {
  giftCard: { id: string; number: number; status: string; balance: number; code: string | null };
  ledger: Array<{ kind: string; amount: number }>;
};
type ListAnswer = { giftCards: Array<{ id: string; number: number }>; outstanding: number };

/** The whole code the recipient's mail carries ("7KQM-2D9X-…"), waiting a few seconds for it. */
async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as Array<{ subject: string; text: string }>;
    for (const message of messages) {
      const code = /\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/.exec(message.text)?.[0];
      if (code && /gift card/i.test(message.subject)) return code;
    }
    if (Date.now() > deadline) throw new Error(`no gift card mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Variant = { _id: string; stock: number; price: number; salePrice: number };

/** A demo variant in stock the ₹750 card pays whole (shipping included), bought by a guest with the card. */
async function spendCard(code: string): Promise<{ orderId: string; paidInFull?: boolean }> {
  const { products } = await api<{ products: Array<{ _id: string }> }>("/api/products?sort=price_asc&limit=20");
  for (const { _id } of products) {
    const product = await api<{ variants: Variant[] }>(`/api/products/${_id}`);
    const variant = product.variants.find((entry) => entry.stock > 3 && Math.max(entry.price, entry.salePrice) <= 600);
    if (!variant) continue;
    return api("/api/payment/create-order", "POST", {
      orderItems: [{ product: _id, variant: variant._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "14 Lavelle Road",
        city: "Bengaluru",
        state: "Karnataka",
        country: "India",
        zipCode: "560001",
      },
      paymentMethod: "UPI",
      guestUser: { firstName: "Kavya", lastName: "Rao", email: uniqueEmail("spender"), phone: "9845012345" },
      giftCardCode: code,
    });
  }
  throw new Error("no demo variant under ₹600 in stock");
}

const call = (path: string, method: string, cookie: string) =>
  fetch(`${baseUrl()}${path}`, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: method === "GET" ? undefined : JSON.stringify({ reason: "Not mine" }),
  }).then((response) => response.status);

describe("gift cards in the admin", () => {
  test("the admin issues a goodwill card, finds it masked, reads its ledger, disables and enables it; the settings section saves", async () => {
    const recipient = uniqueEmail("gifted");
    const admin = await adminCookie();
    const before = await api<ListAnswer>("/api/admin/gift-cards", "GET", undefined, admin);

    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Gift cards" }).click();
    await page.waitForURL((url) => url.pathname === "/admin-gift-cards");
    await hydrated(page);
    await page.getByText("Outstanding balance").waitFor();

    // the goodwill card: a missing reason is refused in place, with the schema's message
    const form = page.locator("section", { has: page.getByRole("heading", { name: "Issue a gift card" }) });
    await form.getByLabel("Amount (₹)").fill("750");
    await form.getByLabel("Recipient's name").fill("Kavya Rao");
    await form.getByLabel("Recipient's email").fill(recipient);
    await form.getByLabel("Message (optional)").fill("Sorry your parcel was late. With love, Sattva");
    await form.getByRole("button", { name: "Issue gift card" }).click();
    await form.locator(".field__error", { hasText: "Please fill in the Reason field." }).waitFor();
    expect((await api<ListAnswer>("/api/admin/gift-cards", "GET", undefined, admin)).giftCards.length).toBe(
      before.giftCards.length,
    );
    await form.getByLabel("Reason").fill("Late delivery of order #100001");
    await form.getByRole("button", { name: "Issue gift card" }).click();
    await page.waitForURL((url) => url.searchParams.has("card"));
    const cardId = new URL(page.url()).searchParams.get("card") ?? "";
    const issued = await api<CardAnswer>(`/api/admin/gift-cards/${cardId}`, "GET", undefined, admin);
    const label = `G-${issued.giftCard.number}`;
    expect(issued.giftCard.status).toBe("active");
    expect(issued.giftCard.balance).toBe(75_000);

    // the recipient's mail has the whole code; the admin's page only its last four
    const code = await mailedCode(recipient);
    const last4 = code.slice(-4);
    expect(issued.giftCard.code).toBe(`•••• ${last4}`);
    const detail = page.locator(".gift-card-detail");
    await detail.getByRole("heading", { name: `Gift card ${label}` }).waitFor();
    await detail.getByText(`•••• ${last4}`).waitFor();
    expect(await page.content()).not.toContain(code);
    expect(await page.content()).not.toContain(code.replaceAll("-", ""));
    // the ledger: the card's value issued
    const issuedRow = detail.locator(".gift-card-ledger li", { hasText: "Issued" });
    await issuedRow.waitFor();
    expect(await issuedRow.textContent()).toContain("+₹750");
    await expect.poll(async () => (await page.getByTestId("gift-card-outstanding").textContent()) ?? "").not.toBe("");
    const after = await api<ListAnswer>("/api/admin/gift-cards", "GET", undefined, admin);
    expect(after.outstanding - before.outstanding).toBe(75_000);

    // the list by the code's last four: the card, masked
    await page.goto("/admin-gift-cards");
    await hydrated(page);
    await page.getByLabel("Code's last four").fill(last4.toLowerCase());
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("last4") === last4.toLowerCase());
    const row = page.locator("tbody tr").filter({ hasText: recipient });
    await row.waitFor();
    expect(await row.textContent()).toContain(`•••• ${last4}`);
    expect(await row.textContent()).toContain("₹750");
    await expectAxeClean(page, "/admin-gift-cards at 1440 px");
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/admin-gift-cards-list-1440.png", fullPage: true });
    await row.getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("card") === cardId);
    await detail.getByRole("heading", { name: `Gift card ${label}` }).waitFor();
    await hydrated(page);
    await expectAxeClean(page, "an opened gift card at 1440 px");
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/admin-gift-cards-open-1440.png", fullPage: true });

    // disable: a reason first; dismissing the question changes nothing; accepting it disables the card
    await detail.getByRole("button", { name: "Disable gift card" }).click();
    await detail.locator(".field__error", { hasText: "Please fill in the Reason field." }).waitFor();
    await detail.getByLabel("Reason for disabling").fill("Reported lost by the recipient");
    page.once("dialog", (dialog) => void dialog.dismiss());
    await detail.getByRole("button", { name: "Disable gift card" }).click();
    expect((await api<CardAnswer>(`/api/admin/gift-cards/${cardId}`, "GET", undefined, admin)).giftCard.status).toBe(
      "active",
    );
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain(label);
      void dialog.accept();
    });
    await detail.getByRole("button", { name: "Disable gift card" }).click();
    await detail.locator(".status-badge", { hasText: "Disabled" }).waitFor();
    await detail.getByText("Reported lost by the recipient").waitFor();
    const disabled = await api<CardAnswer>(`/api/admin/gift-cards/${cardId}`, "GET", undefined, admin);
    expect(disabled.giftCard.status).toBe("disabled");
    expect(disabled.giftCard.balance).toBe(75_000);
    await expectAxeClean(page, "a disabled gift card at 1440 px");

    // enable again
    page.once("dialog", (dialog) => void dialog.accept());
    await detail.getByRole("button", { name: "Enable gift card" }).click();
    await detail.locator(".status-badge", { hasText: "Active" }).waitFor();
    await detail.getByRole("button", { name: "Disable gift card" }).waitFor();
    expect((await api<CardAnswer>(`/api/admin/gift-cards/${cardId}`, "GET", undefined, admin)).giftCard.status).toBe(
      "active",
    );

    // the recipient spends part of it: the ledger's "Spent" row links the order
    const spent = await spendCard(code);
    expect(spent.paidInFull).toBe(true);
    await page.reload();
    await hydrated(page);
    const spentRow = detail.locator(".gift-card-ledger li", { hasText: "Spent" });
    await spentRow.waitFor();
    expect(await spentRow.textContent()).toMatch(/−₹\d/);
    const orderLink = spentRow.getByRole("link", { name: /^Order #\d+$/ });
    const orderName = (await orderLink.textContent()) ?? "";
    await expectAxeClean(page, "a gift card with a spent row at 1440 px");
    await orderLink.click();
    await page.waitForURL((url) => url.pathname === "/admin-view-orders");
    await page
      .locator("tbody tr")
      .filter({ hasText: orderName.replace("Order ", "") })
      .first()
      .waitFor();

    // an unknown card says so; a last four of the wrong shape is explained
    await page.goto("/admin-gift-cards?card=00000000-0000-4000-8000-000000000000");
    await page.getByText("No such gift card.").waitFor();
    await page.goto("/admin-gift-cards?last4=ab");
    await page.getByText("Type the code's last four characters").waitFor();

    // Settings → Gift cards: an amount out of range is refused with the schema's message; good values save
    await page.goto("/admin-settings#settings-giftCards");
    await hydrated(page);
    const settings = page.locator("section", { has: page.getByRole("heading", { name: "Gift cards", exact: true }) });
    const amounts = settings.getByLabel("Amounts offered (₹, comma-separated)");
    const saved = await amounts.inputValue();
    await amounts.fill("500, 99999");
    await settings.getByRole("button", { name: "Save gift cards" }).click();
    await settings
      .locator(".field__error", { hasText: "Enter one to eight amounts in rupees, each from 100 to 50,000" })
      .waitFor();
    await expectAxeClean(page, "/admin-settings with a refused gift cards section");
    await amounts.fill(saved);
    const validity = settings.getByLabel("A card works for (months)");
    const months = await validity.inputValue();
    await validity.fill("18");
    await settings.getByRole("button", { name: "Save gift cards" }).click();
    await expect.poll(() => settings.getByText("Settings saved.").isVisible()).toBe(true);
    type Stored = { giftCards: { amounts: number[]; validityMonths: number } };
    const stored = await api<Stored>("/api/admin/settings", "GET", undefined, admin);
    expect(stored.giftCards.validityMonths).toBe(18);
    expect(stored.giftCards.amounts.join(", ")).toBe(saved);
    // the same values back (other journeys share this shop)
    await validity.fill(months);
    await settings.getByRole("button", { name: "Save gift cards" }).click();
    await expect
      .poll(async () => (await api<Stored>("/api/admin/settings", "GET", undefined, admin)).giftCards.validityMonths)
      .toBe(Number(months));
    // the refused save is the one failed request the browser reports
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await page.context().close();

    // a member is not an admin: neither the endpoints nor the page
    const memberEmail = uniqueEmail("member");
    await createAccount(memberEmail, password, "Meera");
    const member = await sessionCookie(memberEmail, password);
    expect(await call("/api/admin/gift-cards", "GET", member)).toBe(403);
    expect(await call(`/api/admin/gift-cards/${cardId}/disable`, "POST", member)).toBe(403);
    const denied = await fetch(`${baseUrl()}/admin-gift-cards?card=${cardId}`, { headers: { cookie: member } });
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain(recipient);

    const small = await openPage(browser, phone);
    await signInAsAdmin(small.page);
    await small.page.goto(`/admin-gift-cards?card=${cardId}`);
    await hydrated(small.page);
    await small.page
      .locator(".gift-card-detail")
      .getByRole("heading", { name: `Gift card ${label}` })
      .waitFor();
    await noSidewaysScroll(small.page);
    await expectAxeClean(small.page, "/admin-gift-cards at 390 px");
    await small.page.screenshot({ path: "test-results/admin-gift-cards-390.png", fullPage: true });
    expect(small.errors).toEqual([]);
    await small.page.context().close();
  }, 180_000);
});
