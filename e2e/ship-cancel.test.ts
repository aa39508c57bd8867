// A booked parcel cancelled from the admin's order detail (issue 31 point 2): the admin cancels a
// Shiprocket parcel booked at the wrong weight ("Cancel shipment", a confirm step with a reason),
// the order is processing again and its detail offers Ship, and the admin books it anew at the
// right weight. A second parcel, picked up while its confirm step was open, is refused with the
// server's words (the way back is return to origin). The confirm step at 1440 and 390 px, axe
// clean, nothing scrolling sideways. Buys from the second page of the dearest products (the other
// journeys buy the cheapest, the middle of the list and the very dearest).

import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, expectAxeClean, fileBrowser, hydrated, openPage, phone, signInAsAdmin } from "./browser.ts";
import { shiprocketWebhookToken } from "./global-setup.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

type Listing = { products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> };
type Booked = { shipment: { _id: string; awb: string } };

/** Two Pay on Delivery orders, confirmed and booked through Shiprocket (the stand-in) at 800 g. */
async function bookedOrders(email: string, cookie: string) {
  const listing = await api<Listing>("/api/products?sort=price_desc&pageSize=12&page=2");
  const picks = listing.products.filter((product) => product.variants.some((variant) => variant.stock > 2)).slice(4, 6);
  if (picks.length < 2) throw new Error("no products in stock");
  const orders: { id: string; number: number; awb: string }[] = [];
  for (const product of picks) {
    const variant = product.variants.find((candidate) => candidate.stock > 2);
    const { order } = await api<{ order: { _id: string; number: number } }>("/api/userorder/placeorder", "POST", {
      orderItems: [{ product: product._id, variant: variant?._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "12 Marine Drive",
        city: "Kochi",
        state: "Kerala",
        country: "India",
        zipCode: "682031",
      },
      guestUser: { firstName: "Anjali", lastName: "Nair", email, phone: `98470${String(Date.now()).slice(-5)}` },
      paymentMethod: "COD",
    });
    await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, cookie);
    const { shipment } = await api<Booked>(
      `/api/admin/orders/${order._id}/shipments`,
      "POST",
      { provider: "shiprocket", weightGrams: 800 },
      cookie,
    );
    orders.push({ id: order._id, number: order.number, awb: shipment.awb });
  }
  return orders as [(typeof orders)[number], (typeof orders)[number]];
}

/** "26 11 2026 15:32:17", India time, as Shiprocket's webhook writes current_timestamp. */
function webhookTime(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

describe("cancelling a booked parcel from the admin", () => {
  test("cancelled at the wrong weight and booked again; a parcel picked up meanwhile is refused in words", async () => {
    const email = `cancel-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
    const cookie = await adminCookie();
    const [wrongWeight, pickedUp] = await bookedOrders(email, cookie);

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

    await rowOf(wrongWeight.number).getByRole("button", { name: /View/ }).click();
    await detail.getByRole("button", { name: `Cancel shipment AWB ${wrongWeight.awb}` }).click();
    const confirm = detail.getByRole("form", { name: "Cancel shipment" });
    expect(await confirm.textContent()).toContain(`Delhivery Surface, AWB ${wrongWeight.awb}`);
    await confirm.getByLabel("Reason (optional)").fill("Booked at 800 g; it weighs 1.2 kg");
    await expectAxeClean(page, "admin order with the Cancel shipment step");
    await page.screenshot({ path: "test-results/ship-cancel-desktop.png" });
    await page.setViewportSize(phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAxeClean(page, "admin order with the Cancel shipment step, on a phone");
    await confirm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/ship-cancel-phone.png" });
    await page.setViewportSize(desktop);

    const cancelled = page.waitForResponse((response) => response.url().endsWith("/cancel"));
    await confirm.getByRole("button", { name: /^Confirm cancel/ }).click();
    expect((await cancelled).status()).toBe(200);
    await expect.poll(() => rowOf(wrongWeight.number).locator(".status-badge").textContent()).toBe("Processing");
    // the order is ready to ship again, from its detail
    await expect.poll(() => detail.getByText("Ready to ship: book the parcel with a courier.").isVisible()).toBe(true);
    await detail.getByRole("button", { name: `Ship order #${wrongWeight.number}` }).click();
    const panel = page.getByRole("dialog", { name: `Ship order #${wrongWeight.number}` });
    await expect.poll(() => panel.getByLabel("Weight (g)").inputValue()).toMatch(/^[1-9]\d*$/);
    await panel.getByLabel("Weight (g)").fill("1200");
    expect(await panel.getByRole("radio", { name: "Shiprocket" }).isChecked()).toBe(true);
    const rebooked = page.waitForResponse((response) => response.url().endsWith(`/${wrongWeight.id}/shipments`));
    await panel.getByRole("button", { name: "Book shipment" }).click();
    const again = ((await (await rebooked).json()) as Booked).shipment;
    expect(again.awb).not.toBe(wrongWeight.awb);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => rowOf(wrongWeight.number).locator(".status-badge").textContent()).toBe("Shipped");
    await expect.poll(() => detail.getByText(again.awb, { exact: true }).isVisible()).toBe(true);
    expect(await detail.getByText("1200 g", { exact: false }).isVisible()).toBe(true);
    await rowOf(wrongWeight.number).getByRole("button", { name: /Hide/ }).click();

    // the second: the courier picks it up while the confirm step is open
    await rowOf(pickedUp.number).getByRole("button", { name: /View/ }).click();
    await detail.getByRole("button", { name: `Cancel shipment AWB ${pickedUp.awb}` }).click();
    const late = detail.getByRole("form", { name: "Cancel shipment" });
    const webhook = await fetch(`${baseUrl()}/api/shipping/webhook/tracking-updates`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": shiprocketWebhookToken },
      body: JSON.stringify({
        awb: pickedUp.awb,
        current_status: "PICKED UP",
        current_status_id: 42,
        shipment_status: "PICKED UP",
        shipment_status_id: 42,
        current_timestamp: webhookTime(new Date(Date.now() + 60_000)),
        scans: [{ activity: "Shipment picked up", location: "Kochi_Hub (Kerala)", "sr-status": "42" }],
      }),
    });
    expect(webhook.status).toBe(200);
    await late.getByRole("button", { name: /^Confirm cancel/ }).click();
    await expect
      .poll(() => late.getByRole("alert").textContent())
      .toBe(
        "Delhivery Surface has picked this parcel up, so it can no longer be cancelled: the way back is return to origin (RTO).",
      );
    expect(await rowOf(pickedUp.number).locator(".status-badge").textContent()).toBe("Shipped");
    await late.getByRole("button", { name: "Keep shipment" }).click();

    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  }, 240_000);
});
