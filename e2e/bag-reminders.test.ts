// Journey: a guest at checkout ticks "Remind me about my bag" (unticked at first) once the e-mail is
// typed, and the shop says it will remind them; the "Send me reminders on WhatsApp"
// box is there too, unticked and labelled, and says so once the phone is typed; the reminder's link page answers a dead link clearly;
// the admin home shows the abandoned bags' figures. Each page at 390 and 1440 px: no sideways scroll,
// axe clean.
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

describe("abandoned bags", () => {
  for (const [label, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test(`a guest asks to be reminded about their bag at checkout (${label})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto("/shop?sort=price_desc");
      await hydrated(page);
      const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
      await card
        .first()
        .getByRole("button", { name: /^Add to Cart/ })
        .click();
      await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
      await page.locator(".site-header .cart-button").click();
      await page.getByRole("dialog", { name: "Your Bag" }).getByRole("button", { name: "Checkout" }).click();
      await page.waitForURL("**/checkout-page");
      await expect.poll(() => page.locator(".checkout-line").count()).toBe(1);

      const box = page.getByRole("checkbox", { name: /Remind me about my bag/ });
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Enter your e-mail" }).count()).toBe(1);
      await page.getByLabel("Email").fill(uniqueEmail(`remind-${label}`));
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "We will remind you about your bag." }).count())
        .toBe(1);

      const whatsappBox = page.getByRole("checkbox", { name: /Send me reminders on WhatsApp/ });
      expect(await whatsappBox.isChecked()).toBe(false);
      await whatsappBox.check();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "mobile number above" }).count()).toBe(1);
      await page.getByLabel("Phone").fill("98123 45678");
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "We will send you reminders on WhatsApp." }).count())
        .toBe(1);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `checkout ${label}`);
      await page.screenshot({ path: `test-results/checkout-remind-${label}.png`, fullPage: true });
      expect(errors).toEqual([]);

      // the two boxes at checkout take longer on a busy machine (two axe runs in this journey)
      // a dead link answers 404 with a page that says so
      const dead = await page.goto("/bag/restore?token=not-a-real-token-0123456789");
      expect(dead?.status()).toBe(404);
      await hydrated(page);
      expect(await page.getByRole("heading", { name: "This link does not work" }).isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await expectAxeClean(page, `restore ${label}`);
      await page.screenshot({ path: `test-results/bag-restore-${label}.png`, fullPage: true });
      await page.context().close();
    }, 120_000);
  }

  test("a guest who ticked the box and then empties the bag tells the shop: no reminder", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/shop?sort=price_desc");
    await hydrated(page);
    const card = page.locator(".product-card").filter({ has: page.getByRole("button", { name: /^Add to Cart/ }) });
    await card
      .nth(1)
      .getByRole("button", { name: /^Add to Cart/ })
      .click();
    await expect.poll(() => page.locator(".site-header .cart-button__badge").textContent()).toBe("1");
    await page.locator(".site-header .cart-button").click();
    await page.getByRole("dialog", { name: "Your Bag" }).getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout-page");
    await page.getByRole("checkbox", { name: /Remind me about my bag/ }).check();
    await page.getByLabel("Email").fill(uniqueEmail("remind-emptied"));
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "We will remind you about your bag." }).count())
      .toBe(1);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("savedBag"))).not.toBeNull();

    // the bag emptied in the browser: the shop is told, answers the bag is no longer open
    await page.goto("/shop");
    await hydrated(page);
    await page.locator(".site-header .cart-button").click();
    const told = page.waitForResponse(
      (response) => response.url().endsWith("/api/bag-reminders/lines") && response.request().method() === "PUT",
    );
    await page
      .getByRole("dialog", { name: "Your Bag" })
      .getByRole("button", { name: /^Remove .* from your bag$/ })
      .click();
    const answer = await told;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? "{}")).toMatchObject({ lines: [] });
    expect(await answer.json()).toEqual({ open: false });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("savedBag"))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the admin home shows reminders sent and bags recovered", async () => {
    const { page } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    const card = page.getByRole("region", { name: "Abandoned bags, 30 days" });
    await expect.poll(() => card.getByText("Reminders sent").isVisible()).toBe(true);
    expect(await card.getByText("Bags recovered").isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/admin-home-bags.png", fullPage: true });
    await page.context().close();
  });
});
