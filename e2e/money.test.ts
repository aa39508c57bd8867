// The owner's money page (issue 31 point 5): a Pay on Delivery order delivered today shows in
// "Collected by couriers" and "With couriers, not remitted"; the figure opens its rows with the order
// linked; the CSV link carries the period; the sandbox's settlements say it moves no money; a period
// the wrong way round is refused in words. At 1440 and 390 px, axe clean, nothing scrolling sideways.
// Buys from the middle of the second page of the cheapest products (other journeys take the first
// page and the dearest).
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  noSidewaysScroll,
  openPage,
  phone,
  signInAsAdmin,
} from "./browser.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

type Listing = { products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> };

/** A Pay on Delivery order confirmed, booked by hand and delivered: its number and total (₹). */
async function deliveredCodOrder(cookie: string) {
  const listing = await api<Listing>("/api/products?sort=price_asc&pageSize=12&page=2");
  const product = listing.products.slice(6).find((entry) => entry.variants.some((variant) => variant.stock > 1));
  const variant = product?.variants.find((candidate) => candidate.stock > 1);
  if (!product || !variant) throw new Error("no product in stock");
  const { order } = await api<{ order: { _id: string; number: number; totalAmount: number } }>(
    "/api/userorder/placeorder",
    "POST",
    {
      orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "4 Lake Road",
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        zipCode: "411001",
      },
      guestUser: {
        firstName: "Kavya",
        lastName: "Iyer",
        email: `money-${crypto.randomBytes(4).toString("hex")}@e2e.test`,
        phone: `98220${String(Date.now()).slice(-5)}`,
      },
      paymentMethod: "COD",
    },
  );
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, cookie);
  await api(
    `/api/admin/orders/${order._id}/shipments`,
    "POST",
    { provider: "manual", courierName: "India Post", awb: `EM${String(Date.now()).slice(-9)}IN` },
    cookie,
  );
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "delivered" }, cookie);
  return order;
}

describe("the money page", () => {
  test("a delivered COD order is with the courier; its figure opens the order; dates the wrong way are refused", async () => {
    const order = await deliveredCodOrder(await adminCookie());
    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.goto("/admin-money");
    await hydrated(page);
    const figure = page.getByRole("link", { name: /With couriers, not remitted/ });
    expect(await figure.textContent()).toMatch(/₹[1-9]/);
    await page.getByRole("link", { name: /Collected by couriers/ }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: /Collected by couriers: \d+ entr/ }).isVisible())
      .toBe(true);
    expect(await page.getByRole("link", { name: `#${order.number}` }).isVisible()).toBe(true);
    const csv = await page.getByRole("link", { name: "Download CSV for the accountant" }).getAttribute("href");
    expect(csv).toMatch(/^\/api\/admin\/money\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);

    // the gateway's settlements: the sandbox moves no money, so it settles nothing and leaves nothing to chase
    expect(await page.getByRole("heading", { name: "Gateway settlements" }).isVisible()).toBe(true);
    expect(await page.getByText(/run in the sandbox, which moves no money/).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "To chase: 0 items" }).isVisible()).toBe(true);
    await expectAxeClean(page, "money page with a figure open");
    await page.screenshot({ path: "test-results/money-desktop.png", fullPage: true });
    await page.setViewportSize(phone);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "money page on a phone");
    await page.screenshot({ path: "test-results/money-phone.png", fullPage: true });
    await page.setViewportSize(desktop);

    await page.goto("/admin-money?from=2026-11-20&to=2026-11-01");
    await hydrated(page);
    expect(await page.getByText("The end date must not be before the start date").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
