// Shipping from the admin's order list: the admin books one order with the manual courier in its
// Ship panel (a missing AWB is refused under its field first) and another through Shiprocket (the
// project's stand-in of its API) by ticking it and choosing "Ship selected", then ticks both and
// finds one "Print labels" link carrying both shipment ids. The shopper follows the Shiprocket
// parcel, picked up meanwhile (its tracking webhook), on /track at 390 px. The panel at 390 and
// 1440 px, axe clean with it open, and nothing scrolls sideways on a phone.

import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { pdfPagesText } from "../src/server/testing/pdf-text.ts";
import { baseUrl, desktop, expectAxeClean, fileBrowser, hydrated, openPage, phone, signInAsAdmin } from "./browser.ts";
import { shiprocketWebhookToken } from "./global-setup.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

/** A guest's Pay on Delivery order, confirmed by the admin: processing, ready to ship. */
async function readyOrder(email: string, cookie: string): Promise<{ id: string; number: number }> {
  const listing = await api<{ products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> }>(
    "/api/products?sort=price_asc",
  );
  // past the first few: the cart and checkout journeys buy the cheapest cards and count on their stock
  const product = listing.products
    .slice(6)
    .find((candidate) => candidate.variants.some((variant) => variant.stock > 2));
  const variant = product?.variants.find((candidate) => candidate.stock > 2);
  if (!product || !variant) throw new Error("no product in stock");
  const { order } = await api<{ order: { _id: string; number: number } }>("/api/userorder/placeorder", "POST", {
    orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
    shippingAddress: {
      addressLine1: "4 Hawa Mahal Road",
      city: "Jaipur",
      state: "Rajasthan",
      country: "India",
      zipCode: "302002",
    },
    guestUser: { firstName: "Kavya", lastName: "Rao", email, phone: "9845012346" },
    paymentMethod: "COD",
  });
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, cookie);
  return { id: order._id, number: order.number };
}

/** "26 11 2026 15:32:17", India time, as Shiprocket's webhook writes current_timestamp. */
function webhookTime(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("shipping orders from the admin", () => {
  test("the admin ships one order by hand and one through Shiprocket, prints both labels, and the shopper tracks one", async () => {
    const email = `ship-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
    const cookie = await adminCookie();
    const byHand = await readyOrder(email, cookie);
    const byShiprocket = await readyOrder(email, cookie);
    const cancelledMeanwhile = await readyOrder(email, cookie);
    const awb = `EM${Date.now().toString().slice(-9)}IN`;

    const { page, errors, foreignRequests } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.goto(`/admin-view-orders?search=${encodeURIComponent(email)}`);
    await hydrated(page);
    const rowOf = (number: number) => page.locator("tbody tr").filter({ hasText: `#${number}` });
    expect(await page.locator("tbody tr").count()).toBe(3);

    // an order cancelled while its panel was open: the server's reason shows in the panel
    await rowOf(cancelledMeanwhile.number)
      .getByRole("button", { name: `Ship order #${cancelledMeanwhile.number}` })
      .click();
    const stale = page.getByRole("dialog", { name: `Ship order #${cancelledMeanwhile.number}` });
    // the lines' weights plus packaging (the demo's variants are weighed), prefilled by the server
    await expect.poll(() => stale.getByLabel("Weight (g)").inputValue()).toMatch(/^[1-9]\d*$/);
    await api(`/api/order/updateStatus/${cancelledMeanwhile.id}`, "PUT", { status: "cancelled" }, cookie);
    await stale.getByRole("button", { name: "Book shipment" }).click();
    await expect
      .poll(() => stale.getByRole("alert").textContent())
      .toBe("This order is cancelled; only a processing order can ship.");
    await stale.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => stale.isVisible()).toBe(false);

    // the manual courier in the order's own panel, the parcel prefilled with the shop's defaults
    await rowOf(byHand.number)
      .getByRole("button", { name: `Ship order #${byHand.number}` })
      .click();
    const panel = page.getByRole("dialog", { name: `Ship order #${byHand.number}` });
    await expect.poll(() => panel.getByLabel("Weight (g)").inputValue()).toMatch(/^[1-9]\d*$/);
    expect(await panel.getByLabel("Length (cm)").inputValue()).toBe("20");
    expect(await panel.getByLabel("Breadth (cm)").inputValue()).toBe("15");
    expect(await panel.getByLabel("Height (cm)").inputValue()).toBe("10");
    // Shiprocket is configured (the stand-in), so both are offered; a ₹ few-hundred parcel needs no e-way bill
    expect(await panel.getByRole("radio", { name: "Shiprocket" }).isChecked()).toBe(true);
    expect(await panel.getByLabel("E-way bill number").count()).toBe(0);
    await panel.getByRole("radio", { name: /^Manual/ }).check();
    await panel.getByLabel("Courier name").fill("India Post");
    await panel.getByRole("button", { name: "Book shipment" }).click();
    // the server's refusal stays in the panel, under its field, and nothing was booked
    const awbField = panel.getByLabel("AWB (tracking number)");
    await expect.poll(() => panel.getByText("Enter the AWB (tracking number)").isVisible()).toBe(true);
    expect(await awbField.getAttribute("aria-invalid")).toBe("true");
    await expectAxeClean(page, "admin orders with the Ship panel");
    await page.screenshot({ path: "test-results/ship-panel-desktop.png" });
    await page.setViewportSize(phone);
    expect(await noSideways(page)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: "test-results/ship-panel-phone.png" });
    await page.setViewportSize(desktop);

    await awbField.fill(awb);
    await panel.getByLabel("Tracking link (optional)").fill("https://www.indiapost.gov.in/");
    const firstBooking = page.waitForResponse((response) => response.url().endsWith(`/${byHand.id}/shipments`));
    await panel.getByRole("button", { name: "Book shipment" }).click();
    const manualShipment = ((await (await firstBooking).json()) as { shipment: { _id: string } }).shipment;
    await expect.poll(() => panel.isVisible()).toBe(false);
    const handRow = rowOf(byHand.number).first();
    await expect.poll(() => handRow.locator(".status-badge").textContent()).toBe("Shipped");
    expect(await handRow.getByText(`India Post · ${awb}`).isVisible()).toBe(true);
    expect(await handRow.getByRole("button", { name: `Ship order #${byHand.number}` }).count()).toBe(0);
    // the order's detail shows the parcel and its timeline in place of the Ship action
    await handRow.getByRole("button", { name: /View/ }).click();
    const detail = page.locator(".admin-table__detail");
    const shipmentBlock = detail.locator(".admin-order__block").filter({ hasText: "Shipment" });
    await expect.poll(() => shipmentBlock.getByText(awb, { exact: true }).isVisible()).toBe(true);
    expect(await shipmentBlock.locator(".ship-status").textContent()).toBe("Shipped");
    expect(await shipmentBlock.getByRole("link", { name: "Tracking link" }).getAttribute("href")).toBe(
      "https://www.indiapost.gov.in/",
    );
    expect(await shipmentBlock.getByRole("list", { name: "Shipment timeline" }).textContent()).toContain(
      `Booked with India Post, AWB ${awb}`,
    );
    await page.screenshot({ path: "test-results/ship-orders-desktop.png", fullPage: true });
    await handRow.getByRole("button", { name: /Hide/ }).click();

    // the other through Shiprocket: ticked, then "Ship selected"
    await page.getByRole("checkbox", { name: `Select order #${byShiprocket.number}` }).check();
    await page.getByRole("button", { name: "Ship selected (1)" }).click();
    const bulk = page.getByRole("dialog", { name: "Ship 1 order" });
    expect(await bulk.getByRole("radio", { name: "Shiprocket" }).isChecked()).toBe(true);
    const secondBooking = page.waitForResponse((response) => response.url().endsWith(`/${byShiprocket.id}/shipments`));
    await bulk.getByRole("button", { name: "Book shipment" }).click();
    const shiprocketShipment = ((await (await secondBooking).json()) as { shipment: { _id: string; awb: string } })
      .shipment;
    await expect
      .poll(() => bulk.getByText(`Booked: Delhivery Surface, AWB ${shiprocketShipment.awb}`).isVisible())
      .toBe(true);
    expect(await bulk.getByRole("link", { name: "Print labels (1)" }).getAttribute("href")).toBe(
      `/api/admin/shipments/labels?ids=${shiprocketShipment._id}`,
    );
    await bulk.getByRole("button", { name: "Done" }).click();
    const shiprocketRow = rowOf(byShiprocket.number).first();
    await expect.poll(() => shiprocketRow.locator(".status-badge").textContent()).toBe("Shipped");

    // both ticked: one link prints both labels
    await page.getByRole("checkbox", { name: `Select order #${byHand.number}` }).check();
    expect(await page.getByRole("button", { name: /^Ship selected/ }).isDisabled()).toBe(true);
    const labels = page
      .getByRole("region", { name: "Selected orders" })
      .getByRole("link", { name: "Print labels (2)" });
    const href = (await labels.getAttribute("href")) ?? "";
    expect(await labels.getAttribute("target")).toBe("_blank");
    const [path, query] = href.split("?ids=");
    expect(path).toBe("/api/admin/shipments/labels");
    expect((query ?? "").split(",").sort()).toEqual([manualShipment._id, shiprocketShipment._id].sort());
    // the link opens one PDF: each parcel's label and packing slip (Shiprocket's label copied in)
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = await pdfPagesText(bytes);
    expect(pages).toHaveLength(4);
    expect(pages.join(" ")).toContain(awb);

    // the list on a phone, with the new controls, does not scroll sideways
    await page.setViewportSize(phone);
    expect(await noSideways(page)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: "test-results/ship-orders-phone.png", fullPage: true });
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();

    // Shiprocket reports the pickup (its webhook), and the shopper follows the parcel on /track
    const pickedUp = await fetch(`${baseUrl()}/api/shipping/webhook/tracking-updates`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": shiprocketWebhookToken },
      body: JSON.stringify({
        awb: shiprocketShipment.awb,
        current_status: "PICKED UP",
        current_status_id: 42,
        shipment_status: "PICKED UP",
        shipment_status_id: 42,
        // a minute ahead: the booking's own time is kept to the millisecond, the webhook's to the second
        current_timestamp: webhookTime(new Date(Date.now() + 60_000)),
        scans: [{ activity: "Shipment picked up", location: "Jaipur_Hub (Rajasthan)", "sr-status": "42" }],
      }),
    });
    expect(pickedUp.status).toBe(200);
    const shopper = await openPage(browser, phone);
    await shopper.page.goto(`/track?order=${byShiprocket.number}`);
    await hydrated(shopper.page);
    await shopper.page.getByLabel("E-mail or phone").fill(email);
    await shopper.page.getByRole("button", { name: "Track order" }).click();
    const card = shopper.page.getByRole("region", { name: "Your parcel" });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText("Delhivery Surface", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(shiprocketShipment.awb, { exact: true }).isVisible()).toBe(true);
    expect(await card.locator(".shipment-card__status").textContent()).toBe("Picked up");
    expect(await card.locator(".shipment-card__event").count()).toBe(2);
    expect(await card.getByRole("link", { name: "Track on the courier's site" }).getAttribute("href")).toBe(
      `https://shiprocket.co/tracking/${shiprocketShipment.awb}`,
    );
    expect(await noSideways(shopper.page)).toBeLessThanOrEqual(phone.width);
    expect(shopper.errors).toEqual([]);
    await shopper.page.context().close();
  }, 240_000);
});
