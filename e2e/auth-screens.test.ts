// The sign-in and sign-up card at desktop widths (issue 38 point 1): with the mouse alone (the
// window scrolled, never the card), a shopper reaches every field and the Sign Up button at 1024,
// 1366, 1440 and 1920 px, and signs up. Nothing inside the card is clipped or scrolled out of sight.
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { expectAxeClean, fileBrowser, noSidewaysScroll, openPage } from "./browser.ts";
import { uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

/**
 * A click as a mouse user makes it: the window scrolls to the control (nothing inside the page is
 * scrolled for it), the control must be the topmost thing there, then the mouse clicks its middle.
 */
async function mouseClick(page: Page, control: Locator): Promise<void> {
  const point = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top - window.innerHeight / 3, behavior: "instant" });
    const shown = element.getBoundingClientRect();
    const x = shown.left + shown.width / 2;
    const y = shown.top + shown.height / 2;
    const top = document.elementFromPoint(x, y);
    return { x, y, reachable: top !== null && (element === top || element.contains(top) || top.contains(element)) };
  });
  expect(
    point.reachable,
    `${await control.evaluate((element) => element.outerHTML.slice(0, 80))} is covered or clipped`,
  ).toBe(true);
  await page.mouse.click(point.x, point.y);
}

/** Nothing of the card is cut off: no part of it scrolls inside itself. */
async function cardUnclipped(page: Page) {
  const clipped = await page.evaluate(() =>
    [document.querySelector(".auth"), ...document.querySelectorAll(".auth__panel")]
      .filter((element): element is Element => element !== null)
      .filter((element) => element.scrollTop !== 0 || element.scrollHeight > element.clientHeight + 1)
      .map((element) => element.className),
  );
  return clipped;
}

describe("the sign-up card at desktop widths", () => {
  for (const width of [1024, 1366, 1440, 1920]) {
    test(`a mouse user signs up at ${width} px`, async () => {
      const { page, errors } = await openPage(browser, { width, height: width >= 1920 ? 1080 : 800 });
      await page.goto("/login");
      await mouseClick(page, page.getByRole("button", { name: "CREATE AN ACCOUNT" }));
      await page.waitForURL(/mode=signup/);
      const form = page.locator(".auth__panel--signup");
      await expect.poll(() => form.getByRole("heading", { name: "Create Account" }).isVisible()).toBe(true);
      await page.waitForTimeout(700); // the overlay's slide
      expect(await cardUnclipped(page)).toEqual([]);

      const fill = async (label: string, value: string, exact = false) => {
        const field = form.getByLabel(label, { exact });
        await mouseClick(page, field);
        await page.keyboard.type(value);
      };
      await fill("First Name", "Asha");
      await fill("Last Name", "Verma");
      await fill("Email", uniqueEmail(`wide-${width}`));
      await fill("Phone", "9876543210");
      await fill("Password", "moonstone-evening-glow", true);
      await fill("Confirm Password", "moonstone-evening-glow");
      await page.screenshot({ path: `test-results/signup-${width}.png` });
      await noSidewaysScroll(page);
      await expectAxeClean(page, `sign-up at ${width}`);
      await mouseClick(page, form.getByRole("button", { name: "Sign Up" }));
      await page.waitForURL("**/verification");
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
