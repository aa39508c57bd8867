// The e-way bill number on the printable tax invoice: an admin books a parcel with one (manual
// courier, through the API), and the invoice page shows it on a phone and on a desktop, without
// sideways scrolling and axe clean (checked by screenshot at 390 and 1440 px when written). The
// labels PDF of that parcel comes from the same session.
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, expectAxeClean, fileBrowser, openPage, phone } from "./browser.ts";
import { makeFixtures } from "./fixtures.ts";

const browser = fileBrowser();

describe("the e-way bill", () => {
  test("an invoice whose parcel travels with an e-way bill shows its number", async () => {
    const fixtures = await makeFixtures();
    const cookie = `${fixtures.cookie.name}=${fixtures.cookie.value}`;
    const api = (path: string, method = "GET", body?: unknown) =>
      fetch(`${baseUrl()}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const listing = await (await api("/api/products?sort=price_asc")).json();
    const product = listing.products.find((candidate: { variants: Array<{ stock: number }> }) =>
      candidate.variants.some((variant) => variant.stock > 2),
    );
    const variant = product.variants.find((candidate: { stock: number }) => candidate.stock > 2);
    const placed = await api("/api/userorder/placeorder", "POST", {
      orderItems: [{ product: product._id, variant: variant._id, quantity: 1, giftWrap: true }],
      shippingAddress: {
        addressLine1: "3 Fort Road",
        city: "Jaipur",
        state: "Rajasthan",
        country: "India",
        zipCode: "302001",
        phone: "9829012345",
      },
      paymentMethod: "COD",
    });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect((await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" })).status).toBe(200);
    const booked = await api(`/api/admin/orders/${order._id}/shipments`, "POST", {
      provider: "manual",
      courierName: "India Post",
      awb: "EM555000111IN",
      ewayBillNo: "331009876543",
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { shipment } = await booked.json();

    for (const viewport of [phone, desktop]) {
      const { page, errors } = await openPage(browser, viewport);
      await page.context().addCookies([{ ...fixtures.cookie, url: baseUrl() }]);
      await page.goto(`/userdashboard/orders/${order._id}/invoice`);
      await expect.poll(() => page.getByText("E-way bill 331009876543").isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAxeClean(page, `invoice at ${viewport.width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }

    const labels = await api(`/api/admin/shipments/labels?ids=${shipment._id}`);
    expect(labels.status).toBe(200);
    expect(labels.headers.get("content-type")).toBe("application/pdf");
  });
});
