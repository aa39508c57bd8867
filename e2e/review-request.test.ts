// Journey: a shopper who said yes to review requests gets, some days after their order was
// delivered, one e-mail with a link per piece (the development route runs the round as if 8 days
// had passed); signed out, they open a link from the mail, see the piece, write a review and see
// "Thank you; your review will appear after a quick check"; the link then says it was used, and a
// dead link gets a clear page. At 390 and 1440 px: no sideways scroll, axe clean, screenshots.
import type { APIRequestContext, APIResponse } from "playwright-core";
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
  signInAsAdmin,
} from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();
let links: string[] = [];

async function ok(answer: Promise<APIResponse>, status = 200): Promise<APIResponse> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** A member with the review-request consent whose order of two pieces is delivered (moved by the admin). */
async function deliveredOrder(request: APIRequestContext, admin: APIRequestContext, email: string) {
  const password = "moonstone-evening-77";
  await createAccount(email, password, "Meera");
  const login = await ok(request.post("/api/auth/login", { data: { email, password } }));
  const userId = ((await login.json()) as { userData: { _id: string } }).userData._id;
  await ok(request.put(`/api/userdashboard/${userId}/consents/review_requests`, { data: { given: true } }));

  const listing = (await (await request.get("/api/products?sort=price_asc")).json()) as {
    products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }>;
  };
  const pieces = listing.products
    .map((product) => ({ product: product._id, variant: product.variants.find((variant) => variant.stock > 2)?._id }))
    .filter((line) => line.variant)
    .slice(0, 2);
  expect(pieces).toHaveLength(2);
  const placed = await ok(
    request.post("/api/userorder/placeorder", {
      data: {
        orderItems: pieces.map((line) => ({ ...line, quantity: 1 })),
        shippingAddress: {
          addressLine1: "7 Temple Road",
          city: "Pune",
          state: "Maharashtra",
          country: "India",
          zipCode: "411001",
          phone: "9876512345",
        },
        paymentMethod: "COD",
      },
    }),
    201,
  );
  const orderId = ((await placed.json()) as { order: { _id: string } }).order._id;
  for (const status of ["processing", "shipped", "delivered"]) {
    // an order ships only by booking its parcel
    if (status === "shipped") {
      await ok(
        admin.post(`/api/admin/orders/${orderId}/shipments`, {
          data: { provider: "manual", courierName: "India Post", awb: `RR${Date.now().toString().slice(-9)}` },
        }),
        201,
      );
    } else {
      await ok(admin.put(`/api/order/updateStatus/${orderId}`, { data: { status } }));
    }
  }
}

beforeAll(async () => {
  const { page: adminPage } = await openPage(browser, desktop);
  await signInAsAdmin(adminPage);
  const { page: shopperPage } = await openPage(browser, desktop);
  const email = uniqueEmail("review-request");
  await deliveredOrder(shopperPage.request, adminPage.request, email);

  // nothing on the day of delivery; one mail once the days have passed
  const early = await fetch(`${baseUrl()}/dev/jobs/review-requests?daysLater=0`, { method: "POST" });
  expect(early.status).toBe(200);
  const round = await fetch(`${baseUrl()}/dev/jobs/review-requests?daysLater=8`, { method: "POST" });
  expect(round.status, await round.clone().text()).toBe(200);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mailbox = (await (
      await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ template: string; text: string }>;
    const requests = mailbox.filter((message) => message.template === "review-request");
    if (requests.length > 0) {
      expect(requests).toHaveLength(1);
      links = [...(requests[0]?.text ?? "").matchAll(/\/review\?token=([A-Za-z0-9_-]+)/g)].map(
        (match) => `/review?token=${match[1]}`,
      );
      break;
    }
    if (Date.now() > deadline) throw new Error("no review request mailed");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(links).toHaveLength(2);
  await adminPage.context().close();
  await shopperPage.context().close();
});

describe("review requests", () => {
  for (const [index, label, viewport] of [
    [0, "phone", phone],
    [1, "desktop", desktop],
  ] as const) {
    test(`a shopper reviews a delivered piece from the mailed link, signed out (${label})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      const opened = await page.goto(links[index] as string);
      expect(opened?.status()).toBe(200);
      await hydrated(page);
      expect(await page.getByText("Write a review", { exact: true }).first().isVisible()).toBe(true);
      const form = page.locator("form.review-form");
      await expect.poll(() => form.isVisible()).toBe(true);
      // no e-mail asked: the link says whose order it is
      expect(await form.getByLabel(/^Email/).count()).toBe(0);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `review link ${label}`);
      await page.screenshot({ path: `test-results/review-link-${label}.png`, fullPage: true });
      await form.getByLabel(/^Title/).fill("Calm on my desk");
      await form.locator(".star-input__star").nth(3).click();
      await form
        .getByLabel("Your review *")
        .fill("The colour is deeper than in the photos, and it arrived well packed.");
      await form.getByRole("button", { name: "Submit review" }).click();
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({ hasText: "Thank you; your review will appear after a quick check" })
            .count(),
        )
        .toBeGreaterThan(0);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `review link thanks ${label}`);
      await page.screenshot({ path: `test-results/review-link-thanks-${label}.png`, fullPage: true });
      // the link again: it was used
      await page.goto(links[index] as string);
      await hydrated(page);
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "You have already reviewed this piece." }).count())
        .toBe(1);
      // a dead link: a clear page, not an error
      const dead = await page.goto("/review?token=not-a-real-token-0123456789");
      expect(dead?.status()).toBe(400);
      await hydrated(page);
      expect(await page.getByRole("heading", { name: "This link does not work" }).isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `review link dead ${label}`);
      await page.screenshot({ path: `test-results/review-link-dead-${label}.png`, fullPage: true });
      // the dead link's own 400 is the only console line allowed
      expect(errors.filter((line) => !line.includes("status of 400"))).toEqual([]);
      await page.context().close();
      // three axe runs and two screenshots: more than the default minute on a busy machine
    }, 180_000);
  }
});
