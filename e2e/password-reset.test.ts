// Journey: forgot password → code by e-mail → new password → sign in with it; and the reset
// screen opened without a code.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { fileBrowser, openPage, phone } from "./browser.ts";
import { codeFor, createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

/** Pastes text into the focused element the way a clipboard paste arrives. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, text);
}

describe("password reset", () => {
  test("a shopper resets a forgotten password with an e-mailed code and signs in with the new one", async () => {
    const email = uniqueEmail("reset");
    await createAccount(email, "old-password-of-mine");
    const { page, errors } = await openPage(browser, phone);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/emailforforgotpassword");
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect.poll(() => page.getByText("Please enter your email").isVisible()).toBe(true);
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email address").isVisible()).toBe(true);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Email" }).click();
    await page.waitForURL("**/resetpasswordvarification");

    const code = await codeFor(email, /reset-code/);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    await page.getByLabel("Character 1 of 6").click();
    await page.keyboard.type(wrong);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => page.getByText("Incorrect code. Please try again.").isVisible()).toBe(true);
    // backspace walks back through the boxes
    await page.getByLabel("Character 6 of 6").click();
    for (let i = 0; i < 7; i++) await page.keyboard.press("Backspace");
    const cleared = await page
      .locator(".code-boxes__box")
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(""));
    expect(cleared).toBe("");
    await page.getByLabel("Character 1 of 6").focus();
    await paste(page, ` ${code.toLowerCase()} `);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/resetpassword");
    expect(page.url()).not.toMatch(/token/i);

    const newPassword = page.getByLabel("New password");
    await newPassword.fill("abc");
    await expect.poll(() => page.getByText("Strength: Weak").isVisible()).toBe(true);
    await newPassword.fill("abcdefgh");
    await expect.poll(() => page.getByText("Strength: Good").isVisible()).toBe(true);
    await newPassword.fill("labradorite-dawn");
    await expect.poll(() => page.getByText("Strength: Excellent").isVisible()).toBe(true);
    await page.getByLabel("Re enter password").fill("something-else");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect.poll(() => page.getByText("Passwords don't match").isVisible()).toBe(true);
    await page.getByLabel("Re enter password").fill("labradorite-dawn");
    await page.screenshot({ path: "test-results/reset-password-phone.png", fullPage: true });
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect.poll(() => page.getByText("Password updated successfully!").isVisible()).toBe(true);
    await page.waitForURL("**/login", { timeout: 5000 });

    const signIn = page.locator(".auth__panel--signin");
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("labradorite-dawn");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // the refused code above answers 400, which Chromium reports; anything else is a fault
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });

  test("/resetpassword without a code-earned token says the link is invalid and goes to /login", async () => {
    const { page } = await openPage(browser, phone);
    await page.goto("/resetpassword");
    await expect.poll(() => page.getByText("Password reset link is invalid or expired").isVisible()).toBe(true);
    await page.waitForURL("**/login", { timeout: 5000 });
    await page.context().close();
  });
});
