// The manual courier followed to the end from the admin's order detail: the admin ships an order
// by hand, records the courier's scans (in transit → out for delivery → delivered) with "Record a
// scan", and the shopper sees that timeline on /track; a second parcel is recorded undelivered →
// returning → back at the shop, the order is refused and the admin checks the parcel in, restocked.
// Buys two products from the middle of the price list (the other journeys buy the cheapest, the
// dearest and the few just past the cheapest).

import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, hydrated, openPage, phone, signInAsAdmin } from "./browser.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

type Listing = { products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> };

/** Two Pay on Delivery orders of different products from the middle of the price list, confirmed. */
async function readyOrders(email: string, cookie: string) {
  // the third page of twelve by price: past every journey's cheapest and before the dearest
  const listing = await api<Listing>("/api/products?sort=price_asc&pageSize=12&page=3");
  const picks = listing.products.filter((product) => product.variants.some((variant) => variant.stock > 2)).slice(0, 2);
  if (picks.length < 2) throw new Error("no products in stock");
  const orders: { id: string; number: number }[] = [];
  for (const product of picks) {
    const variant = product.variants.find((candidate) => candidate.stock > 2);
    const { order } = await api<{ order: { _id: string; number: number } }>("/api/userorder/placeorder", "POST", {
      orderItems: [{ product: product._id, variant: variant?._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "7 Lake Palace Road",
        city: "Udaipur",
        state: "Rajasthan",
        country: "India",
        zipCode: "313001",
      },
      guestUser: { firstName: "Ira", lastName: "Mehta", email, phone: `98450${String(Date.now()).slice(-5)}` },
      paymentMethod: "COD",
    });
    await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, cookie);
    orders.push({ id: order._id, number: order.number });
  }
  return orders as [{ id: string; number: number }, { id: string; number: number }];
}

/** Records one scan on the open order's parcel, the time left at "now". */
async function recordScan(
  page: Page,
  status: string,
  extra: { place?: string; remark?: string; whileOpen?: () => Promise<void> } = {},
) {
  const detail = page.locator(".admin-table__detail");
  await detail.getByRole("button", { name: /^Record a scan/ }).click();
  const form = detail.getByRole("form", { name: "Record a scan" });
  await form.getByLabel("Status").selectOption({ label: status });
  if (extra.place) await form.getByLabel("Place (optional)").fill(extra.place);
  if (extra.remark) await form.getByLabel("Remark (optional)").fill(extra.remark);
  await extra.whileOpen?.();
  const saved = page.waitForResponse((response) => response.url().endsWith("/events"));
  await form.getByRole("button", { name: "Record scan" }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => form.isVisible()).toBe(false);
}

describe("the manual courier's parcels, scanned by hand", () => {
  test("one delivered and tracked by the shopper, one back at the shop and restocked", async () => {
    const email = `scan-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
    const cookie = await adminCookie();
    const [delivered, returned] = await readyOrders(email, cookie);
    // the second parcel is booked through the API; the first in its Ship panel below
    await api(
      `/api/admin/orders/${returned.id}/shipments`,
      "POST",
      { provider: "manual", courierName: "DTDC", awb: `D${Date.now().toString().slice(-9)}` },
      cookie,
    );

    const { page, errors, foreignRequests } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.goto(`/admin-view-orders?search=${encodeURIComponent(email)}`);
    await hydrated(page);
    const rowOf = (number: number) =>
      page
        .locator("tbody tr")
        .filter({ hasText: `#${number}` })
        .first();
    const detail = page.locator(".admin-table__detail");

    // ship the first by hand
    const awb = `EM${Date.now().toString().slice(-9)}IN`;
    await rowOf(delivered.number)
      .getByRole("button", { name: `Ship order #${delivered.number}` })
      .click();
    const panel = page.getByRole("dialog", { name: `Ship order #${delivered.number}` });
    await panel.getByRole("radio", { name: /^Manual/ }).check();
    await panel.getByLabel("Courier name").fill("India Post");
    await panel.getByLabel("AWB (tracking number)").fill(awb);
    await panel.getByRole("button", { name: "Book shipment" }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => rowOf(delivered.number).locator(".status-badge").textContent()).toBe("Shipped");

    // its scans, from the order's detail
    await rowOf(delivered.number).getByRole("button", { name: /View/ }).click();
    await recordScan(page, "In transit", {
      place: "Jaipur hub",
      whileOpen: async () => {
        await expectAxeClean(page, "admin order with the Record a scan form");
        await page.screenshot({ path: "test-results/ship-scan-desktop.png" });
        await page.setViewportSize(phone);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
        await page.screenshot({ path: "test-results/ship-scan-phone.png" });
        await page.setViewportSize(desktop);
      },
    });
    await expect.poll(() => detail.locator(".ship-facts__status .ship-status").textContent()).toBe("In transit");
    await recordScan(page, "Out for delivery", { place: "Udaipur" });
    await recordScan(page, "Delivered", { remark: "Received by Ira" });
    await expect.poll(() => rowOf(delivered.number).locator(".status-badge").textContent()).toBe("Delivered");
    // the journey is over: no more scans
    expect(await detail.getByRole("button", { name: /^Record a scan/ }).count()).toBe(0);

    // the shopper follows it on /track
    const shopper = await openPage(browser, phone);
    await shopper.page.goto(`/track?order=${delivered.number}`);
    await hydrated(shopper.page);
    await shopper.page.getByLabel("E-mail or phone").fill(email);
    await shopper.page.getByRole("button", { name: "Track order" }).click();
    const card = shopper.page.getByRole("region", { name: "Your parcel" });
    await expect.poll(() => card.locator(".shipment-card__status").textContent()).toBe("Delivered");
    const timeline = await card.locator(".shipment-card__event").allTextContents();
    expect(timeline).toHaveLength(4);
    expect(timeline[1]).toContain("Udaipur");
    expect(timeline[2]).toContain("Jaipur hub");
    expect(await card.getByText(awb, { exact: true }).isVisible()).toBe(true);
    await shopper.page.context().close();

    // the second: undelivered, sent back, back at the shop, checked in
    await rowOf(returned.number).getByRole("button", { name: /View/ }).click();
    await recordScan(page, "Undelivered (delivery failed)", { remark: "Door locked" });
    await recordScan(page, "Returning to origin (RTO)");
    await recordScan(page, "Back at the shop (RTO delivered)");
    await expect.poll(() => rowOf(returned.number).locator(".status-badge").textContent()).toBe("Refused");
    const checkIn = page.getByRole("region", { name: "Parcel check-in" });
    await checkIn.getByRole("radio", { name: "Restock" }).check();
    await checkIn.getByRole("button", { name: "Check in parcel" }).click();
    await expect.poll(() => checkIn.getByText("Restocked 1").isVisible()).toBe(true);

    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });
});
