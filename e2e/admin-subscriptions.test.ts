// Subscribe and save in the admin (issue 33): a member subscribes to a demo candle, sage or soap through
// the API in the sandbox (started, authorised at the sandbox's checkout, verified: its first order); the
// admin finds it on /admin-subscriptions, opens it (lines, the charge and its order, the timeline),
// charges the next delivery now (sandbox, development) and follows the link to the new order, then
// cancels it: dismissing the confirmation changes nothing, accepting it ends the subscription. The
// admin home shows the figures (the cancelled one among those ended); the Settings page refuses a
// notice under 24 hours with the schema's message and saves a good one. A member is refused the
// admin's endpoints and page. 390 and 1440 px: no sideways scroll, axe clean.
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

const memberCookie = (email: string) => sessionCookie(email, password);

type Variant = { _id: string; stock: number; subscribe: { everyMonths: number[] } | null };

/** A demo variant the demo seeds as subscribable every month (candles, sage and soap), in stock. */
async function subscribableLine(): Promise<{ product: string; variant: string }> {
  for (const query of ["candle", "sage", "soap"]) {
    const { products } = await api<{ products: Array<{ _id: string }> }>(
      `/api/search?query=${encodeURIComponent(query)}&limit=5`,
    );
    for (const { _id } of products) {
      const product = await api<{ variants: Variant[] }>(`/api/products/${_id}`);
      const variant = product.variants.find(
        (entry) => entry.stock > 5 && entry.subscribe?.everyMonths.includes(1) === true,
      );
      if (variant) return { product: _id, variant: variant._id };
    }
  }
  throw new Error("no subscribable demo variant in stock");
}

type Started = { subscriptionId: string; id: string; number: number };
type AdminAnswer = { subscription: { status: string; charges: Array<{ orderNumber: number | null }> } };

const call = (path: string, method: string, cookie: string) =>
  fetch(`${baseUrl()}${path}`, { method, headers: { cookie } }).then((response) => response.status);

describe("subscriptions in the admin", () => {
  test("the admin finds a member's subscription, charges it now in the sandbox, sees the new order and cancels it", async () => {
    const email = uniqueEmail("subscriber");
    await createAccount(email, password, "Meera");
    const member = await memberCookie(email);
    const line = await subscribableLine();
    const started = await api<Started>(
      "/api/subscriptions",
      "POST",
      {
        lines: [{ ...line, quantity: 1 }],
        everyMonths: 1,
        shippingAddress: {
          addressLine1: "21 Residency Road",
          city: "Bengaluru",
          state: "Karnataka",
          country: "India",
          zipCode: "560025",
          phone: "9845012345",
        },
      },
      member,
    );
    const signed = await api(`/api/payment/sandbox/subscriptions/${started.id}/authorise`, "POST", undefined, member);
    await api("/api/subscriptions/verify", "POST", signed, member);
    const label = `S-${started.number}`;
    const admin = await adminCookie();
    const adminPath = `/api/admin/subscriptions/${started.subscriptionId}`;
    // a member is not an admin: neither charge now nor cancel is theirs through the admin's endpoints
    expect(await call(`${adminPath}/charge-now`, "POST", member)).toBe(403);
    expect(await call(`${adminPath}/cancel`, "POST", member)).toBe(403);
    // nor the admin's page: Access Denied, nothing of the list
    const denied = await fetch(`${baseUrl()}/admin-subscriptions?subscription=${started.subscriptionId}`, {
      headers: { cookie: member },
    });
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain(email);
    const before = await api<AdminAnswer>(adminPath, "GET", undefined, admin);
    expect(before.subscription.status).toBe("active");
    expect(before.subscription.charges).toHaveLength(1);
    const firstOrder = before.subscription.charges[0]?.orderNumber;
    expect(firstOrder).toEqual(expect.any(Number));

    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    // the admin home's figures
    await page.getByRole("heading", { name: "Subscriptions", exact: true }).waitFor();
    await page.getByText("Monthly recurring revenue").waitFor();
    await page.getByText("Churn, last 30 days").waitFor();

    // the list, filtered to active ones, then the subscription opened from its number
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subscriptions" }).click();
    await page.waitForURL((url) => url.pathname === "/admin-subscriptions");
    await hydrated(page);
    await page.getByLabel("Show").selectOption("active");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "active");
    const row = page.locator("tbody tr").filter({ hasText: email });
    await expect.poll(() => row.textContent()).toContain("every month");
    await expectAxeClean(page, "/admin-subscriptions at 1440 px");
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/admin-subscriptions-list-1440.png", fullPage: true });
    await row.getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("subscription") === started.subscriptionId);
    const detail = page.locator(".subscription-detail");
    await detail.getByRole("heading", { name: `Subscription ${label}` }).waitFor();
    await detail.getByRole("link", { name: `Order #${firstOrder}` }).waitFor();
    expect(await detail.locator(".status-history li").count()).toBeGreaterThan(0);
    await expectAxeClean(page, "an opened subscription at 1440 px");
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/admin-subscriptions-open-1440.png", fullPage: true });

    // charge now (the sandbox): a second charge and its order
    await detail.getByRole("button", { name: "Charge now (sandbox)" }).click();
    await expect.poll(() => detail.getByRole("link", { name: /^Order #\d+$/ }).count()).toBe(2);
    const after = await api<AdminAnswer>(adminPath, "GET", undefined, admin);
    const newOrder = after.subscription.charges[0]?.orderNumber;
    expect(newOrder).not.toBe(firstOrder);
    await detail.getByRole("link", { name: `Order #${newOrder}` }).click();
    await page.waitForURL((url) => url.pathname === "/admin-view-orders");
    await page
      .locator("tbody tr")
      .filter({ hasText: `#${newOrder}` })
      .first()
      .waitFor();
    await page.goBack();
    await detail.getByRole("heading", { name: `Subscription ${label}` }).waitFor();
    await hydrated(page);

    // cancel: dismissing the question changes nothing; accepting it ends the subscription
    page.once("dialog", (dialog) => void dialog.dismiss());
    await detail.getByRole("button", { name: "Cancel subscription" }).click();
    expect((await api<AdminAnswer>(adminPath, "GET", undefined, admin)).subscription.status).toBe("active");
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain(label);
      void dialog.accept();
    });
    await detail.getByRole("button", { name: "Cancel subscription" }).click();
    await detail.locator(".status-badge", { hasText: "Cancelled" }).waitFor();
    expect(await detail.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
    expect(await detail.getByRole("button", { name: "Charge now (sandbox)" }).count()).toBe(0);
    const ended = await api<AdminAnswer>(adminPath, "GET", undefined, admin);
    expect(ended.subscription.status).toBe("cancelled");
    // an ended subscription is not charged: no third charge, no order
    expect(await call(`${adminPath}/charge-now`, "POST", admin)).toBe(409);
    expect((await api<AdminAnswer>(adminPath, "GET", undefined, admin)).subscription.charges).toHaveLength(2);

    // the cancelled list holds it; an unknown subscription says so
    await page.goto(`/admin-subscriptions?status=cancelled&subscription=${started.subscriptionId}`);
    await page.locator("tbody tr").filter({ hasText: email }).waitFor();
    await page.goto("/admin-subscriptions?subscription=00000000-0000-4000-8000-000000000000");
    await page.getByText("No such subscription.").waitFor();

    // the Settings page's section refuses a notice under RBI's 24 hours with the schema's message
    await page.goto("/admin-settings#settings-subscriptions");
    await hydrated(page);
    const settings = page.locator("section", {
      has: page.getByRole("heading", { name: "Subscriptions", exact: true }),
    });
    const notice = settings.getByLabel("Pre-debit notice before each charge (hours)");
    const saved = await notice.inputValue();
    await notice.fill("12");
    await settings.getByRole("button", { name: "Save subscriptions" }).click();
    await settings.locator(".field__error", { hasText: "Enter a whole number of hours from 24 to 120" }).waitFor();
    const stored = await api<{ subscriptions: { noticeHours: number } }>(
      "/api/admin/settings",
      "GET",
      undefined,
      admin,
    );
    expect(String(stored.subscriptions.noticeHours)).toBe(saved);
    await expectAxeClean(page, "/admin-settings with a refused subscriptions section");
    // the same values saved (other journeys share this shop)
    await notice.fill(saved);
    await settings.getByRole("button", { name: "Save subscriptions" }).click();
    await expect.poll(() => settings.getByText("Settings saved.").isVisible()).toBe(true);

    // the admin home counts the cancelled subscription among those ended in 30 days
    await page.goto("/admin-homepage");
    const figures = page.locator("section", {
      has: page.getByRole("heading", { name: "Subscriptions", exact: true }),
    });
    await expect.poll(() => figures.getByText(/^[1-9]\d* subscriptions? ended$/).count()).toBe(1);
    // the refused save is the one failed request the browser reports
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await page.context().close();

    const small = await openPage(browser, phone);
    await signInAsAdmin(small.page);
    await small.page.goto(`/admin-subscriptions?subscription=${started.subscriptionId}`);
    await hydrated(small.page);
    await small.page
      .locator(".subscription-detail")
      .getByRole("heading", { name: `Subscription ${label}` })
      .waitFor();
    await noSidewaysScroll(small.page);
    await expectAxeClean(small.page, "/admin-subscriptions at 390 px");
    await small.page.screenshot({ path: "test-results/admin-subscriptions-390.png", fullPage: true });
    expect(small.errors).toEqual([]);
    await small.page.context().close();
  }, 180_000);
});
