// Cash on delivery to the bank in the browser: two Pay on Delivery orders delivered by the manual
// courier; the admin checks the courier's remittance report on /admin-cod (the dry run's table), imports
// it and finds the remittance listed and the order "Remitted (UTR …)" on its detail; the other order's
// cash is marked received by hand there. /admin-cod fits at 390 and 1440 px and axe finds nothing.
// Buys from the fourth page of twelve by price (past the other journeys' picks).
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
type Placed = { order: { _id: string; number: number; totalAmount: number } };

/** A Pay on Delivery order confirmed, booked with the manual courier (its AWB) and delivered. */
async function deliveredOrder(email: string, cookie: string, index: number) {
  const listing = await api<Listing>("/api/products?sort=price_asc&pageSize=12&page=4");
  const product = listing.products.filter((entry) => entry.variants.some((variant) => variant.stock > 2))[index];
  const variant = product?.variants.find((entry) => entry.stock > 2);
  if (!product || !variant) throw new Error("no product in stock");
  const { order } = await api<Placed>("/api/userorder/placeorder", "POST", {
    orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
    shippingAddress: {
      addressLine1: "12 Mall Road",
      city: "Shimla",
      state: "Himachal Pradesh",
      country: "India",
      zipCode: "171001",
    },
    guestUser: { firstName: "Kavya", lastName: "Rao", email, phone: `98160${String(Date.now()).slice(-5)}` },
    paymentMethod: "COD",
  });
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, cookie);
  const awb = `CR${crypto.randomInt(100_000_000, 999_999_999)}IN`;
  await api(
    `/api/admin/orders/${order._id}/shipments`,
    "POST",
    { provider: "manual", courierName: "DTDC", awb },
    cookie,
  );
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "delivered" }, cookie);
  return { id: order._id, number: order.number, total: order.totalAmount, awb };
}

describe("cash on delivery to the bank", () => {
  test("the admin imports a remittance report after its dry run, and marks a manual courier's cash received", async () => {
    const email = `cod-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
    const cookie = await adminCookie();
    const reported = await deliveredOrder(email, cookie, 0);
    const byHand = await deliveredOrder(email, cookie, 1);
    const utr = `HDFCN${crypto.randomInt(100_000_000, 999_999_999)}0000`;
    const csv = [
      "CRF ID,AWB,Order Id,Courier,Order Value,Remitted Amount,Deductions,UTR,Remittance Date",
      `CRF77,${reported.awb},${reported.number},DTDC,${reported.total.toFixed(2)},${(reported.total - 45).toFixed(2)},45.00,${utr},2026-11-20`,
      `CRF77,NOSUCHAWB${crypto.randomInt(1000, 9999)},,DTDC,499.00,499.00,0,${utr},2026-11-20`,
    ].join("\r\n");

    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.goto("/admin-cod");
    await hydrated(page);
    await page
      .getByLabel("Remittance report (CSV)")
      .setInputFiles({ name: "cod-remittance.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check the report" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("1 matched, 1 unknown awb");
    await expectAxeClean(page, "/admin-cod with its dry run");
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("1 order remitted");
    // the remittance is listed, the unknown AWB is to chase
    await page.getByRole("cell", { name: "cod-remittance.csv" }).waitFor();
    await page.getByRole("table", { name: /AWB no order has/ }).waitFor();
    await expectAxeClean(page, "/admin-cod after an import");
    await noSidewaysScroll(page);

    // the order's detail names the UTR; the other order's cash is marked received by hand
    await page.goto(`/admin-view-orders?search=${encodeURIComponent(email)}`);
    await hydrated(page);
    const rowOf = (number: number) =>
      page
        .locator("tbody tr")
        .filter({ hasText: `#${number}` })
        .first();
    await rowOf(reported.number).getByRole("button", { name: /View/ }).click();
    const detail = page.locator(".admin-table__detail");
    await expect.poll(() => detail.getByText(`Remitted (UTR ${utr})`).count()).toBe(1);
    await rowOf(reported.number).getByRole("button", { name: /Hide/ }).click();
    await rowOf(byHand.number).getByRole("button", { name: /View/ }).click();
    await detail.getByLabel("UTR or receipt number").fill("DTDC-RCPT-7781");
    await expectAxeClean(page, "admin order with the Mark cash received form");
    await detail.getByRole("button", { name: "Mark cash received" }).click();
    await expect.poll(() => detail.getByText("Remitted (UTR DTDC-RCPT-7781)").count()).toBe(1);
    expect(errors).toEqual([]);

    const small = await openPage(browser, phone);
    await signInAsAdmin(small.page);
    await small.page.goto("/admin-cod");
    await hydrated(small.page);
    await noSidewaysScroll(small.page);
    await expectAxeClean(small.page, "/admin-cod at 390 px");
    await small.page.context().close();
  }, 120_000);
});
