// Journey: store credit and credit notes on the pages that show an order. A member's delivered order
// gets a goodwill refund as store credit (its own credit note) and then comes back whole (the whole
// order's credit note); the member spends the credit on a second order. The order confirmation page,
// My Account's order detail, the admin's order detail and the second order's invoice show "Store
// credit" under the total; each credit note of the first order has its own page, linked from My Account
// and the admin's order detail. Each page at 390 and 1440 px: no sideways scroll, axe clean.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
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

const password = "garnet-river-evening";

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

const shippingAddress = {
  addressLine1: "12 Park Street",
  city: "Kolkata",
  state: "West Bengal",
  country: "India",
  zipCode: "700016",
  phone: "9876512346",
};

/** A Pay on Delivery order of the member's (a cheap product in stock), moved as far as `to`. */
async function codOrder(
  memberCookie: string,
  adminCookie: string,
  to: "processing" | "shipped" | "delivered",
  useStoreCredit = false,
): Promise<string> {
  const listing = (await (await fetch(`${baseUrl()}/api/products?sort=price_asc`)).json()) as {
    products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }>;
  };
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.stock > 3));
  const variant = product?.variants.find((candidate) => candidate.stock > 3);
  if (!product || !variant) throw new Error("no product in stock");
  const placed = await api(
    "/api/userorder/placeorder",
    "POST",
    {
      orderItems: [{ product: product._id, variant: variant._id, quantity: 2 }],
      shippingAddress,
      paymentMethod: "COD",
      useStoreCredit,
    },
    memberCookie,
  );
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string } };
  const steps = ["processing", "shipped", "delivered"].slice(0, ["processing", "shipped", "delivered"].indexOf(to) + 1);
  for (const status of steps) {
    const moved =
      status === "shipped"
        ? await api(
            `/api/admin/orders/${order._id}/shipments`,
            "POST",
            { provider: "manual", courierName: "India Post", awb: `SC${Date.now().toString().slice(-9)}` },
            adminCookie,
          )
        : await api(`/api/order/updateStatus/${order._id}`, "PUT", { status }, adminCookie);
    expect(moved.status, await moved.clone().text()).toBe(status === "shipped" ? 201 : 200);
  }
  return order._id;
}

async function look(page: Page, label: string) {
  await noSidewaysScroll(page);
  await expectAxeClean(page, label);
  await page.screenshot({ path: `test-results/${label.replaceAll(" ", "-")}.png`, fullPage: true });
}

describe("store credit and credit notes on the order pages", () => {
  const email = uniqueEmail("refund-ends");
  let first = "";
  let second = "";
  let firstNumber = 0;
  let secondNumber = 0;
  let notes: Array<{ id: string; number: string }> = [];

  beforeAll(async () => {
    await createAccount(email, password, "Rhea");
    const memberCookie = await cookieOf(email, password);
    const adminCookie = await cookieOf(adminLogin.email, adminLogin.password);

    // the first order: a goodwill refund as store credit (its credit note), then back whole (the rest)
    first = await codOrder(memberCookie, adminCookie, "delivered");
    const goodwill = await api(
      `/api/admin/orders/${first}/refunds`,
      "POST",
      { amount: 60, reason: "Scuffed box", refundTo: "store_credit" },
      adminCookie,
    );
    expect(goodwill.status, await goodwill.clone().text()).toBe(201);
    const returned = await api(`/api/order/updateStatus/${first}`, "PUT", { status: "returned" }, adminCookie);
    expect(returned.status, await returned.clone().text()).toBe(200);
    const firstDetail = (await (
      await api(`/api/userorder/${first}/detail`, "GET", undefined, memberCookie)
    ).json()) as {
      order: { number: number; documents: { creditNotes: Array<{ id: string; number: string }> } };
    };
    notes = firstDetail.order.documents.creditNotes;
    expect(notes).toHaveLength(2);
    firstNumber = firstDetail.order.number;

    // the second order spends the ₹60 of store credit, and ships (its invoice)
    second = await codOrder(memberCookie, adminCookie, "shipped", true);
    const secondDetail = (await (
      await api(`/api/userorder/${second}/detail`, "GET", undefined, memberCookie)
    ).json()) as {
      order: { number: number; storeCredit: number };
    };
    expect(secondDetail.order.storeCredit).toBe(60);
    secondNumber = secondDetail.order.number;
  }, 60_000);

  for (const viewport of [phone, desktop]) {
    test(`the member sees store credit under the total and each credit note at ${viewport.width} px`, async () => {
      const member = await openPage(browser, viewport);
      await signIn(member.page, email, password);
      await member.page.waitForURL((url) => url.pathname === "/");

      await member.page.goto(`/thankyou-page?order=${second}`);
      await hydrated(member.page);
      await expect.poll(() => member.page.getByText("Store credit", { exact: true }).count()).toBe(1);
      await look(member.page, `refund-ends thank-you ${viewport.width}`);

      await member.page.goto(`/userdashboard?tab=orderHistory&order=${second}`);
      await hydrated(member.page);
      await expect.poll(() => member.page.getByText("Store credit", { exact: true }).count()).toBe(1);
      await look(member.page, `refund-ends account order ${viewport.width}`);

      await member.page.goto(`/userdashboard/orders/${second}/invoice`);
      await hydrated(member.page);
      await expect.poll(() => member.page.getByText("Store credit", { exact: true }).count()).toBe(1);
      await look(member.page, `refund-ends invoice ${viewport.width}`);

      await member.page.goto(`/userdashboard?tab=orderHistory&order=${first}`);
      await hydrated(member.page);
      for (const note of notes) {
        await expect.poll(() => member.page.getByRole("link", { name: `Credit note ${note.number}` }).count()).toBe(1);
      }
      await member.page.getByRole("link", { name: `Credit note ${notes[0]?.number}` }).click();
      await expect.poll(() => member.page.getByText(`No. ${notes[0]?.number}`).count()).toBe(1);
      await hydrated(member.page);
      await expect.poll(() => member.page.getByText("Value only").count()).toBeGreaterThan(0);
      await look(member.page, `refund-ends credit note goodwill ${viewport.width}`);
      await member.page.getByRole("link", { name: notes[1]?.number ?? "" }).click();
      await expect.poll(() => member.page.getByText(`No. ${notes[1]?.number}`).count()).toBe(1);
      await look(member.page, `refund-ends credit note whole ${viewport.width}`);
      expect(member.errors).toEqual([]);
      await member.page.context().close();
    }, 120_000);

    test(`the admin sees store credit and both credit notes on the order at ${viewport.width} px`, async () => {
      const admin = await openPage(browser, viewport);
      await signInAsAdmin(admin.page);
      for (const [orderId, number] of [
        [second, secondNumber],
        [first, firstNumber],
      ] as const) {
        await admin.page.goto(`/admin-view-orders?search=${number}`);
        await hydrated(admin.page);
        await admin.page.getByRole("button", { name: "View order" }).first().click();
        if (orderId === second) {
          await expect.poll(() => admin.page.getByText("Store credit", { exact: true }).count()).toBe(1);
          await look(admin.page, `refund-ends admin order store credit ${viewport.width}`);
        } else {
          // each note is linked from the order's documents; the goodwill one also from its refund's line
          for (const note of notes) {
            await expect
              .poll(() => admin.page.getByRole("link", { name: new RegExp(`Credit note ${note.number}`) }).count())
              .toBeGreaterThan(0);
          }
          await look(admin.page, `refund-ends admin order credit notes ${viewport.width}`);
        }
      }
      expect(admin.errors).toEqual([]);
      await admin.page.context().close();
    }, 120_000);
  }
});
