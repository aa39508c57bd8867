// Journey (decision 0034): a member with a delivered order asks in My Account to exchange its line for
// a dearer variant of the same product; the admin approves it with a manual pickup on /admin-returns and
// receives it; the replacement order appears waiting for the difference, paid through the sandbox's
// payment link; the member sees the return exchanged and the replacement order. The member's exchange
// form and the admin's queue row at 390 and 1440 px: no sideways scroll, axe clean.
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
  signInAsAdmin,
} from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { adminCookie, api, sessionCookie } from "./shop-api.ts";

const browser = fileBrowser();

const password = "saffron-harbour-evening";

const memberCookie = (email: string) => sessionCookie(email, password);

type Listed = {
  _id: string;
  name: string;
  variants: Array<{ _id: string; variantname: string; price: number; stock: number }>;
};

/**
 * A product with two variants in stock at different prices, not the dearest (the returns journey's):
 * the cheaper to buy, the dearer to exchange it for.
 */
async function twoPricedVariants() {
  const { products } = await api<{ products: Listed[] }>("/api/products?sort=price_desc");
  for (const product of products.slice(1)) {
    const inStock = product.variants.filter((variant) => variant.stock > 2);
    const cheaper = inStock.reduce<Listed["variants"][number] | undefined>(
      (least, variant) => (!least || variant.price < least.price ? variant : least),
      undefined,
    );
    const dearer = inStock.find((variant) => cheaper && variant.price > cheaper.price);
    if (cheaper && dearer) return { product, cheaper, dearer };
  }
  throw new Error("no product with two variants at different prices in stock");
}

/** The member's Pay on Delivery order of one unit, shipped by hand and delivered. */
async function deliveredOrder(member: string, admin: string, product: string, variant: string): Promise<string> {
  const { order } = await api<{ order: { _id: string } }>(
    "/api/userorder/placeorder",
    "POST",
    {
      orderItems: [{ product, variant, quantity: 1 }],
      shippingAddress: {
        addressLine1: "21 Church Street",
        city: "Bengaluru",
        state: "Karnataka",
        country: "India",
        zipCode: "560001",
        phone: "9876523456",
      },
      paymentMethod: "COD",
    },
    member,
  );
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, admin);
  // an order ships only by booking its parcel
  await api(
    `/api/admin/orders/${order._id}/shipments`,
    "POST",
    { provider: "manual", courierName: "India Post", awb: `EX${Date.now().toString().slice(-9)}` },
    admin,
  );
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "delivered" }, admin);
  return order._id;
}

/** My Account's order page with the exchange form filled in (not sent). */
async function fillExchange(page: Page, orderPath: string, dearer: string) {
  await page.goto(orderPath);
  await hydrated(page);
  await page.getByRole("button", { name: /^Return or exchange/ }).click();
  await page.getByLabel("Why").selectOption("changed_mind");
  await page.getByLabel("Exchange it for another variant").check();
  await page.getByLabel(new RegExp(`^${dearer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · `)).check();
}

describe("exchanges", () => {
  test("a member exchanges a line for a dearer variant; the admin approves and receives it; the difference is paid by link", async () => {
    const email = uniqueEmail("exchange");
    await createAccount(email, password, "Kavya");
    const admin = await adminCookie();
    const { product, cheaper, dearer } = await twoPricedVariants();
    const orderId = await deliveredOrder(await memberCookie(email), admin, product._id, cheaper._id);
    const orderPath = `/userdashboard?tab=orderHistory&order=${orderId}`;

    // the exchange form, filled in, at 390 px and at 1440 px; then sent
    const member = await openPage(browser, phone);
    await signIn(member.page, email, password);
    await member.page.waitForURL((url) => url.pathname === "/");
    await fillExchange(member.page, orderPath, dearer.variantname);
    for (const viewport of [phone, desktop]) {
      await member.page.setViewportSize(viewport);
      await noSidewaysScroll(member.page);
      await expectAxeClean(member.page, `exchange form ${viewport.width}`);
      await member.page
        .locator("form.dashboard-form")
        .screenshot({ path: `test-results/exchange-form-${viewport.width}.png` });
    }
    await member.page.setViewportSize(phone);
    await member.page.getByRole("button", { name: "Ask for the exchange" }).click();
    const heading = member.page.locator("h3", { hasText: /Return R-\d+/ });
    await expect.poll(() => heading.count(), { timeout: 15_000 }).toBe(1);
    const number = /R-\d+/.exec((await heading.textContent()) ?? "")?.[0] as string;
    await expect
      .poll(() => member.page.getByText(`exchange for ${dearer.variantname}`, { exact: false }).count())
      .toBeGreaterThan(0);

    // the admin's queue row of the exchange at both widths
    const row = (page: Page) => page.locator("li.dashboard-card").filter({ hasText: `${number} · order` });
    const desk = await openPage(browser, phone);
    await signInAsAdmin(desk.page);
    await desk.page.goto("/admin-returns");
    await hydrated(desk.page);
    await expect.poll(() => row(desk.page).count()).toBe(1);
    for (const viewport of [phone, desktop]) {
      await desk.page.setViewportSize(viewport);
      await noSidewaysScroll(desk.page);
      await expectAxeClean(desk.page, `admin returns exchange ${viewport.width}`);
      await row(desk.page).screenshot({ path: `test-results/exchange-admin-row-${viewport.width}.png` });
    }

    // approved with a manual pickup, then received: the replacement order waits for the difference
    await row(desk.page).getByLabel("Courier", { exact: true }).fill("India Post");
    await row(desk.page).getByLabel("AWB", { exact: true }).fill("EM123456789IN");
    await row(desk.page).getByRole("button", { name: "Approve and book pickup" }).click();
    await expect.poll(() => row(desk.page).count(), { timeout: 15_000 }).toBe(0);
    await desk.page.goto("/admin-returns?status=approved");
    await hydrated(desk.page);
    await row(desk.page).getByRole("button", { name: "Parcel received" }).click();
    await expect
      .poll(() => desk.page.getByText(`Return ${number} received.`, { exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await desk.page.goto("/admin-returns?status=exchanged");
    await hydrated(desk.page);
    await expect.poll(() => row(desk.page).count()).toBe(1);
    await expect
      .poll(async () => (await row(desk.page).textContent()) ?? "")
      .toMatch(/Replacement order #\d+ · ships once the difference is paid/);
    await noSidewaysScroll(desk.page);
    await expectAxeClean(desk.page, "admin returns exchanged 1440");
    await row(desk.page).screenshot({ path: "test-results/exchange-admin-row-exchanged-1440.png" });
    expect(
      await row(desk.page)
        .getByText(/^The shopper has been mailed a payment link for ₹/)
        .count(),
    ).toBe(1);
    expect(desk.errors).toEqual([]);

    // the member sees the return exchanged and the link; paid through the sandbox as Razorpay's webhook would
    await member.page.goto(orderPath);
    await hydrated(member.page);
    const pay = member.page.getByRole("link", { name: /^Pay ₹/ });
    await expect.poll(() => pay.count(), { timeout: 15_000 }).toBe(1);
    expect(await member.page.getByText("Exchanged: replacement order placed", { exact: true }).count()).toBeGreaterThan(
      0,
    );
    await noSidewaysScroll(member.page);
    await expectAxeClean(member.page, "member exchanged 390");
    await member.page.locator(".return-entry").screenshot({ path: "test-results/exchange-member-exchanged-390.png" });
    const link = (await pay.getAttribute("href")) as string;
    expect(link).toMatch(/^\/sandbox-pay\/[^/]+$/);
    // the sandbox's page where Razorpay's hosted payment page would open
    await member.page.goto(link);
    await hydrated(member.page);
    await member.page.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect.poll(() => member.page.getByText(/^Paid\./).isVisible(), { timeout: 15_000 }).toBe(true);
    await noSidewaysScroll(member.page);
    await expectAxeClean(member.page, "sandbox payment link 390");
    await member.page.screenshot({ path: "test-results/exchange-sandbox-pay-390.png", fullPage: true });

    await member.page.goto(orderPath);
    await hydrated(member.page);
    await expect
      .poll(
        () =>
          member.page
            .locator(".return-summary__exchange")
            .getByText(/Replacement order #\d+ · difference paid/)
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await pay.count()).toBe(0);
    const replacement = /#(\d+)/.exec(
      (await member.page
        .locator(".return-summary__exchange")
        .getByText(/Replacement order #\d+/)
        .textContent()) ?? "",
    )?.[1] as string;

    // the replacement in the member's orders, paid and on its way to be shipped
    await member.page.goto("/userdashboard?tab=orderHistory");
    await hydrated(member.page);
    await expect.poll(() => member.page.getByText(`#${replacement}`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await noSidewaysScroll(member.page);
    await member.page.screenshot({ path: "test-results/exchange-member-orders-390.png", fullPage: true });
    expect(member.errors).toEqual([]);
  }, 120_000);
});
