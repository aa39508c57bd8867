// Journeys (issue 32 point 8, issue 38 points 13 and 14): a guest who never ordered files a privacy
// complaint at the grievance desk with a code mailed to the address (a wrong code first, at 1440 px);
// the admin's complaints queue shows the order number a shopper typed, linked to the order; the admin
// home's "Waiting for you" links the complaints and returns queues; a return card shows the shopper's
// name, address and phone with a link to the order, and a return said to be cracked is written off by
// default. Each page at 390 and 1440 px, clicked with the mouse: no sideways scroll, axe clean.
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
import { codeFor, createAccount, uniqueEmail } from "./mailbox.ts";
import { adminCookie, api, sessionCookie } from "./shop-api.ts";

const browser = fileBrowser();
const password = "rose-quartz-evening";

const cookieOf = (email: string) => sessionCookie(email, password);

/** A Pay on Delivery order of the member's (delivered when asked): its id and number. */
async function memberOrder(cookie: string, deliver: boolean): Promise<{ id: string; number: number }> {
  const listing = await api<{ products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> }>(
    "/api/products?sort=price_desc",
  );
  const product = listing.products.find((candidate) => candidate.variants.some((variant) => variant.stock > 2));
  const variant = product?.variants.find((candidate) => candidate.stock > 2);
  if (!product || !variant) throw new Error("no product in stock");
  const { order } = await api<{ order: { _id: string; number: number } }>(
    "/api/userorder/placeorder",
    "POST",
    {
      orderItems: [{ product: product._id, variant: variant._id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "14 Park Street",
        city: "Kolkata",
        state: "West Bengal",
        country: "India",
        zipCode: "700016",
        phone: "9876509876",
      },
      paymentMethod: "COD",
    },
    cookie,
  );
  if (deliver) {
    const admin = await adminCookie();
    await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, admin);
    await api(
      `/api/admin/orders/${order._id}/shipments`,
      "POST",
      { provider: "manual", courierName: "India Post", awb: `GD${Date.now().toString().slice(-9)}` },
      admin,
    );
    await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "delivered" }, admin);
  }
  return { id: order._id, number: order.number };
}

describe("grievance desk and the admin's queues", () => {
  test("a guest who never ordered files a privacy complaint with an e-mailed code", async () => {
    for (const viewport of [desktop, phone]) {
      const email = uniqueEmail(`subscriber-${viewport.width}`);
      const { page, errors } = await openPage(browser, viewport);
      await page.goto("/grievances");
      await hydrated(page);
      const form = page.locator("form", { has: page.getByRole("button", { name: "Send complaint" }) });
      await form.getByLabel("Your name").fill("Nisha Rao");
      await form.getByLabel("E-mail").fill(email);
      await form.getByText("I have no order").click();
      await form.getByRole("button", { name: "E-mail me a code" }).click();
      await expect.poll(() => form.getByText("We have e-mailed you a code").isVisible()).toBe(true);
      const code = await codeFor(email, /grievance-code/);
      await form.getByLabel("What is it about?").selectOption("privacy");
      await form.getByLabel("Your complaint").fill("I subscribed to the newsletter; please tell me what you hold.");
      if (viewport === desktop) {
        await form.getByLabel("Code from the e-mail").fill(code === "AAAAAA" ? "BBBBBB" : "AAAAAA");
        await form.getByRole("button", { name: "Send complaint" }).click();
        await expect.poll(() => form.getByText("Incorrect code. Please try again.").first().isVisible()).toBe(true);
      }
      await noSidewaysScroll(page);
      await expectAxeClean(page, `grievance code ${viewport.width}`);
      await page.screenshot({ path: `test-results/grievance-code-${viewport.width}.png`, fullPage: true });
      await form.getByLabel("Code from the e-mail").fill(code);
      await form.getByRole("button", { name: "Send complaint" }).click();
      const ticket = page.getByText(/^Your ticket:/);
      await expect.poll(() => ticket.isVisible(), { timeout: 15_000 }).toBe(true);
      await noSidewaysScroll(page);
      expect(errors.filter((message) => !message.includes("status of 400"))).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  test("the admin sees the order number typed, linked; the dashboard links complaints and returns", async () => {
    const email = uniqueEmail("complainant");
    await createAccount(email, password, "Tara");
    const cookie = await cookieOf(email);
    const order = await memberOrder(cookie, false);
    await api(
      "/api/grievances",
      "POST",
      {
        name: "Tara Sen",
        orderNumber: `#${order.number}`,
        topic: "order",
        message: `Order ${order.number} is late: typed in the complaint form.`,
      },
      cookie,
    );
    for (const viewport of [desktop, phone]) {
      const { page, errors } = await openPage(browser, viewport);
      await signInAsAdmin(page);
      const waiting = page.locator(".admin-waiting");
      await expect.poll(() => waiting.getByRole("link", { name: /open complaints?$/ }).isVisible()).toBe(true);
      expect(await waiting.getByRole("link", { name: /returns? to decide$/ }).isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await waiting.getByRole("link", { name: /open complaints?$/ }).click();
      await page.waitForURL("**/admin-grievances");
      await hydrated(page);
      const card = page.locator("li.dashboard-card").filter({ hasText: `Order ${order.number} is late` });
      const link = card.getByRole("link", { name: `Order #${order.number}` });
      await expect.poll(() => link.isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `admin grievances ${viewport.width}`);
      await page.screenshot({ path: `test-results/admin-grievances-${viewport.width}.png`, fullPage: true });
      await link.click();
      await page.waitForURL((url) => url.pathname === "/admin-view-orders" && url.search.includes(`${order.number}`));
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  test("a return card shows the shopper and the order; a cracked piece is written off by default", async () => {
    const email = uniqueEmail("returner");
    await createAccount(email, password, "Devika");
    const cookie = await cookieOf(email);
    const order = await memberOrder(cookie, true);
    const options = await api<{ lines: Array<{ orderItemId: string }> }>(
      `/api/userorder/${order.id}/returns`,
      "GET",
      undefined,
      cookie,
    );
    const note = `The sphere arrived cracked (${email})`;
    await api(
      `/api/userorder/${order.id}/returns`,
      "POST",
      {
        lines: [{ orderItemId: options.lines[0]?.orderItemId, quantity: 1, reason: "quality" }],
        note,
        refundTo: "store_credit",
      },
      cookie,
    );
    for (const viewport of [desktop, phone]) {
      const { page, errors } = await openPage(browser, viewport);
      await signInAsAdmin(page);
      // approved at 1440 px first, so the phone finds it among the approved
      await page.goto(viewport === desktop ? "/admin-returns" : "/admin-returns?status=approved");
      await hydrated(page);
      const card = page.locator("li.dashboard-card").filter({ hasText: note });
      await expect.poll(() => card.getByText("14 Park Street").isVisible()).toBe(true);
      // the order's contact phone (the member's), a tap away
      expect(await card.locator("address a[href^='tel:']").textContent()).toMatch(/^\d{10}$/);
      expect(
        await card
          .getByText(/Devika/)
          .first()
          .isVisible(),
      ).toBe(true);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `admin return card ${viewport.width}`);
      await page.screenshot({ path: `test-results/admin-return-card-${viewport.width}.png`, fullPage: true });
      if (viewport === desktop) {
        await card.getByLabel("Courier", { exact: true }).fill("India Post");
        await card.getByLabel("AWB", { exact: true }).fill(`EM${Date.now().toString().slice(-9)}IN`);
        await card.getByRole("button", { name: "Approve and book pickup" }).click();
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
        await page.goto("/admin-returns?status=approved");
        await hydrated(page);
        const approved = page.locator("li.dashboard-card").filter({ hasText: note });
        await expect.poll(() => approved.locator("select").first().inputValue()).toBe("write_off");
      }
      await card.getByRole("link", { name: `Open order #${order.number}` }).click();
      await page.waitForURL((url) => url.pathname === "/admin-view-orders" && url.search.includes(`${order.number}`));
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
