// Back in stock in Chromium (issue 25 point 3): a shopper asks to be told about a sold-out variant
// (a product of this test's own, made through the admin API, so no other journey's stock moves),
// confirms from the mailed link, the admin restocks it, and the notice reaches the shopper's inbox.
// The Notify me block and the confirm page fit a phone and are axe-clean.
import crypto from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, desktop, expectAxeClean, fileBrowser, hydrated, openPage, phone } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";
import { receivedMail, uniqueEmail } from "./mailbox.ts";
import { setStock } from "./shop-api.ts";

const browser = fileBrowser();
let cookie = "";
beforeAll(async () => {
  const login = await api("/api/auth/login", "POST", adminLogin);
  cookie = (login.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value)) ?? "").split(";")[0] ?? "";
});

function api(path: string, method = "GET", body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function ok<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Editable {
  variants: Array<Record<string, unknown> & { stock: number }>;
  [field: string]: unknown;
}

/** A copy of a demo product (its category, images and declarations) with one sold-out variant. */
async function soldOutProduct(): Promise<string> {
  const listing = await ok<{ products: Array<{ _id: string }> }>(await api("/api/products?sort=price_desc"));
  const model = listing.products[0];
  if (!model) throw new Error("no demo product");
  const editable = await ok<Editable>(await api(`/api/admin/products/${model._id}`));
  const suffix = crypto.randomBytes(3).toString("hex");
  const { id: _id, ...variant } = editable.variants[0] ?? { stock: 0 };
  const made = await ok<{ product: { _id: string } }>(
    await api("/api/products", "POST", {
      ...editable,
      name: `Notify Piece ${suffix}`,
      sku: `NOTIFY-${suffix}`,
      status: "active",
      variants: [{ ...variant, sku: `NOTIFY-${suffix}-1`, stock: 0 }],
    }),
  );
  return made.product._id;
}

/** The confirm link's path from the development mailbox (waits a few seconds for it). */
async function confirmPath(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as Array<{ template: string; text: string }>;
    const mail = messages.find((message) => message.template === "back-in-stock-confirm");
    const link = /https?:\/\/\S+(\/back-in-stock\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirm link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const noSidewaysScroll = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("back in stock", () => {
  test("a shopper asks about a sold-out variant, confirms from the mail and is told when the admin restocks it", async () => {
    const productId = await soldOutProduct();
    const email = uniqueEmail("notify");
    const { page, errors } = await openPage(browser, phone);
    page.setDefaultTimeout(15_000);

    await page.goto(`/productdetails/${productId}-0`);
    await hydrated(page);
    const block = page.getByRole("region", { name: "Notify me when it is back" });
    await block.getByLabel("E-mail").fill(email);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAxeClean(page, "product page, sold out");
    await block.getByRole("button", { name: "Notify me" }).click();
    await expect.poll(() => block.getByRole("status").textContent()).toContain("Please confirm from the e-mail");

    await page.goto(await confirmPath(email));
    await hydrated(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAxeClean(page, "confirm page");
    await page.getByRole("button", { name: "Yes, tell me" }).click();
    await expect.poll(() => page.locator(".form-notice").textContent()).toContain("Confirmed");
    await page.setViewportSize(desktop);
    expect(await noSidewaysScroll(page)).toBe(true);

    await setStock(productId, 2);
    // the notice's text part opens with its heading (the confirm mail's with "Confirm your request")
    const notice = /\r\n\r\nIt is back\r\n/;
    const mail = await receivedMail(email, notice);
    expect(mail.filter((message) => notice.test(message.raw))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
