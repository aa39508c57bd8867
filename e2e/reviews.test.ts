// Journey: a review waits in the admin's Reviews queue (/admin-reviews) with why it was held; the
// admin rejects one with a reason and approves another from the page. At 390 and 1440 px: no
// sideways scroll, axe clean.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { desktop, expectAxeClean, launchBrowser, openPage, phone, signInAsAdmin } from "./browser.ts";
import { uniqueEmail } from "./mailbox.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

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
      await page.waitForFunction(() => {
        const button = document.querySelector(".admin-page button");
        return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
      });
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
});
