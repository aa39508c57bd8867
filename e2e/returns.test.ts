// Journey: a member asks to return an item of a delivered order from My Account with an unboxing
// photo; the admin approves it with a manual pickup on /admin-returns, then receives it (damaged:
// written off by default); the admin refunds it as store credit (the amount on its button); the
// member sees each state. Each page at 390 and 1440 px: no sideways scroll, axe clean.

import sharp from "sharp";
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
  signIn,
  signInAsAdmin,
} from "./browser.ts";
import { adminLogin } from "./global-setup.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

const password = "garnet-river-morning";

async function api(path: string, method: string, body: unknown, cookie: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function cookieOf(email: string, secret: string): Promise<string> {
  const login = await api("/api/auth/login", "POST", { email, password: secret }, "");
  expect(login.status).toBe(200);
  return (login.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value)) ?? "").split(";")[0] ?? "";
}

/** A delivered Pay on Delivery order of the member's, of the dearest product in stock (no other journey buys it). */
async function deliveredOrder(memberCookie: string, adminCookie: string): Promise<string> {
  const listing = (await (await fetch(`${baseUrl()}/api/products?sort=price_desc`)).json()) as {
    products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }>;
  };
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.stock > 2));
  const variant = product?.variants.find((candidate) => candidate.stock > 2);
  if (!product || !variant) throw new Error("no product in stock");
  const placed = await api(
    "/api/userorder/placeorder",
    "POST",
    {
      orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "9 Lake Road",
        city: "Kolkata",
        state: "West Bengal",
        country: "India",
        zipCode: "700029",
        phone: "9876512345",
      },
      paymentMethod: "COD",
    },
    memberCookie,
  );
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string } };
  for (const status of ["processing", "shipped", "delivered"]) {
    // an order ships only by booking its parcel
    const moved =
      status === "shipped"
        ? await api(
            `/api/admin/orders/${order._id}/shipments`,
            "POST",
            { provider: "manual", courierName: "India Post", awb: `RT${Date.now().toString().slice(-9)}` },
            adminCookie,
          )
        : await api(`/api/order/updateStatus/${order._id}`, "PUT", { status }, adminCookie);
    expect(moved.status, await moved.clone().text()).toBe(status === "shipped" ? 201 : 200);
  }
  return order._id;
}

describe("returns", () => {
  test("a member asks for a return with a photo; the admin approves, receives and refunds it; the member follows it", async () => {
    const email = uniqueEmail("returns");
    await createAccount(email, password, "Ira");
    const orderId = await deliveredOrder(
      await cookieOf(email, password),
      await cookieOf(adminLogin.email, adminLogin.password),
    );
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#5b3f8c" } })
      .png()
      .toBuffer();
    const orderPath = `/userdashboard?tab=orderHistory&order=${orderId}`;

    const member = await openPage(browser, phone);
    await signIn(member.page, email, password);
    await member.page.waitForURL((url) => url.pathname === "/");
    await member.page.goto(orderPath);
    await hydrated(member.page);
    await member.page.getByRole("button", { name: /^Return or exchange/ }).click();
    await member.page.getByLabel("Why").selectOption("damaged");
    await member.page
      .getByLabel(/Photos or video|Unboxing photo/)
      .setInputFiles({ name: "unboxing.png", mimeType: "image/png", buffer: photo });
    await member.page.getByLabel("Store credit").check();
    await noSidewaysScroll(member.page);
    await expectAxeClean(member.page, "return form phone");
    await member.page.getByRole("button", { name: "Ask for the return" }).click();
    await expect
      .poll(() => member.page.locator("h3", { hasText: /Return R-\d+/ }).count(), { timeout: 15_000 })
      .toBe(1);
    await member.page.screenshot({ path: "test-results/returns-member-phone.png", fullPage: true });

    for (const viewport of [desktop, phone]) {
      const admin = await openPage(browser, viewport);
      await signInAsAdmin(admin.page);
      await admin.page.goto("/admin-returns?status=");
      await hydrated(admin.page);
      await noSidewaysScroll(admin.page);
      await expectAxeClean(admin.page, `admin returns ${viewport.width}`);
      await admin.page.screenshot({ path: `test-results/admin-returns-${viewport.width}.png`, fullPage: true });
      expect(admin.errors).toEqual([]);
      await admin.page.context().close();
    }

    const admin = await openPage(browser, desktop);
    await signInAsAdmin(admin.page);
    await admin.page.goto("/admin-returns");
    await hydrated(admin.page);
    // the e2e shop's only return with an unboxing photo is this one
    const entry = admin.page.locator("li.dashboard-card").filter({ hasText: "Unboxing 1" }).first();
    await entry.getByLabel("Courier", { exact: true }).fill("India Post");
    await entry.getByLabel("AWB", { exact: true }).fill("EM987654321IN");
    await entry.getByRole("button", { name: "Approve and book pickup" }).click();
    await expect
      .poll(() => admin.page.locator("li.dashboard-card").filter({ hasText: "Unboxing 1" }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await admin.page.goto("/admin-returns?status=approved");
    await hydrated(admin.page);
    const approved = admin.page.locator("li.dashboard-card").filter({ hasText: "EM987654321IN" });
    await approved.getByRole("button", { name: "Parcel received" }).click();
    await expect
      .poll(() => admin.page.getByText(/^Return R-\d+ received\.$/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => admin.page.locator("li.dashboard-card").filter({ hasText: "EM987654321IN" }).count())
      .toBe(0);
    expect(admin.errors).toEqual([]);

    // the received return's Refund button, its amount on it, at both widths; then refunded as store credit
    for (const viewport of [phone, desktop]) {
      const look = await openPage(browser, viewport);
      await signInAsAdmin(look.page);
      await look.page.goto("/admin-returns?status=received");
      await hydrated(look.page);
      await noSidewaysScroll(look.page);
      await expectAxeClean(look.page, `admin returns received ${viewport.width}`);
      await look.page.screenshot({ path: `test-results/admin-returns-refund-${viewport.width}.png`, fullPage: true });
      expect(look.errors).toEqual([]);
      await look.page.context().close();
    }
    await admin.page.goto("/admin-returns?status=received");
    await hydrated(admin.page);
    const received = admin.page.locator("li.dashboard-card").filter({ hasText: "EM987654321IN" });
    await received.getByRole("button", { name: /^Refund ₹/ }).click();
    await expect
      .poll(() => admin.page.getByText(/^Return R-\d+ refunded as store credit/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => admin.page.locator("li.dashboard-card").filter({ hasText: "EM987654321IN" }).count())
      .toBe(0);
    expect(admin.errors).toEqual([]);

    await member.page.goto(orderPath);
    await hydrated(member.page);
    await expect
      .poll(() => member.page.getByText("Refunded", { exact: true }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await member.page.getByText("EM987654321IN").count()).toBeGreaterThan(0);
    await noSidewaysScroll(member.page);
    await expectAxeClean(member.page, "order returns phone");
    const wide = await openPage(browser, desktop);
    await signIn(wide.page, email, password);
    await wide.page.waitForURL((url) => url.pathname === "/");
    await wide.page.goto(orderPath);
    await hydrated(wide.page);
    await noSidewaysScroll(wide.page);
    await expectAxeClean(wide.page, "order returns desktop");
    await wide.page.screenshot({ path: "test-results/returns-member-desktop.png", fullPage: true });
    expect(member.errors).toEqual([]);
  }, 240_000);
});
