// Journeys: a delivered buyer's review shows "Verified purchase" on the product page; a review waits in the admin's Reviews queue (/admin-reviews) with why it was held; the
// admin rejects one with a reason and approves another from the page. At 390 and 1440 px: no
// sideways scroll, axe clean.
import type { Page } from "playwright-core";
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
import { uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

/** A review sent as a guest; it waits for the check. */
async function sendReview(page: Page, title: string, reviewText: string) {
  const response = await page.request.post("/api/reviews", {
    data: {
      productId: "rose-quartz-puffy-heart",
      rating: 4,
      title,
      reviewText,
      name: "Ritu S.",
      email: uniqueEmail("ritu"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect((await response.json()).message).toBe("Thank you; your review will appear after a quick check");
}

describe("the reviews queue", () => {
  for (const [label, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test(`the admin approves and rejects waiting reviews (${label})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      const stamp = `${label} ${Date.now()}`;
      await sendReview(page, `Soothing ${stamp}`, "Lovely weight in the hand, calming purple.");
      await sendReview(page, `Cheap ${stamp}`, "Get them cheaper at www.stonedeals.example today.");
      await signInAsAdmin(page);
      await page.goto("/admin-reviews");
      await hydrated(page);
      const spam = page.locator(".dashboard-card", { hasText: `Cheap ${stamp}` });
      const good = page.locator(".dashboard-card", { hasText: `Soothing ${stamp}` });
      expect(await spam.getByText("Contains a link").isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `admin reviews ${label}`);
      await page.screenshot({ path: `test-results/admin-reviews-${label}.png`, fullPage: true });

      await spam.getByRole("button", { name: "Reject" }).click();
      await expect.poll(() => spam.getByText("Say why the review is rejected.").count()).toBe(1);
      await spam.getByLabel("Reason for rejecting").fill("Advertises another shop");
      await spam.getByRole("button", { name: "Reject" }).click();
      await expect.poll(() => spam.count()).toBe(0);
      await good.getByRole("button", { name: "Approve" }).click();
      await expect.poll(() => good.count()).toBe(0);

      const product = await (await page.request.get("/api/products/rose-quartz-puffy-heart")).json();
      const titles = (product.reviews as { title: string }[]).map((review) => review.title);
      expect(titles).toContain(`Soothing ${stamp}`);
      expect(titles).not.toContain(`Cheap ${stamp}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("a buyer whose order was delivered gets the Verified purchase mark", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    const detail = await (await page.request.get("/api/products/rose-quartz-puffy-heart")).json();
    const variant = (detail.variants as { _id: string; stock: number }[]).find((item) => item.stock > 0);
    expect(variant).toBeDefined();
    const placed = await page.request.post("/api/userorder/placeorder", {
      data: {
        orderItems: [{ product: "rose-quartz-puffy-heart", variant: variant?._id, quantity: 1 }],
        shippingAddress: {
          addressLine1: "4 Lodhi Estate",
          city: "New Delhi",
          state: "Delhi",
          country: "India",
          zipCode: "110003",
          phone: "9876505678",
        },
        paymentMethod: "COD",
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = (await placed.json()).order._id as string;
    for (const status of ["processing", "shipped", "delivered"]) {
      // an order ships only by booking its parcel
      const moved =
        status === "shipped"
          ? await page.request.post(`/api/admin/orders/${orderId}/shipments`, {
              data: { provider: "manual", courierName: "India Post", awb: `RV${Date.now().toString().slice(-9)}` },
            })
          : await page.request.put(`/api/order/updateStatus/${orderId}`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(status === "shipped" ? 201 : 200);
    }
    const title = `Verified ${Date.now()}`;
    const sent = await page.request.post("/api/reviews", {
      data: {
        productId: "rose-quartz-puffy-heart",
        rating: 5,
        title,
        reviewText: "Bought it for my mother; she loves it.",
        name: "Shop Admin",
        email: uniqueEmail("buyer"),
      },
    });
    const { review } = await sent.json();
    expect(review.verifiedPurchase).toBe(true);
    expect((await page.request.post(`/api/admin/reviews/${review._id}/approve`)).status()).toBe(200);
    // read as served (nothing is clicked; an admin's page frame has no cart button to wait on)
    await page.goto("/productdetails/rose-quartz-puffy-heart-0");
    const listed = page.locator(".review", { hasText: title });
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.getByText("Verified purchase").isVisible()).toBe(true);
    expect(await page.locator(".review", { hasText: "Glows on my desk" }).getByText("Verified purchase").count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
