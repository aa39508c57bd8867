// Issue 38 points 8 and 16, with the mouse at 1440 and 390 px: a shopper signs up, reloads
// /verification (the address stays), types the code in lower case and is signed in; the admin sets
// up two-factor sign-in from a QR code (no otpauth:// address printed), a key in groups of four with
// Copy, a card of its own for the first code, and recovery codes to copy and download; the sign-in's
// code step is a card of its own.
import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { base32Decode, totp } from "../src/server/features/accounts/totp.ts";
import { desktop, expectAxeClean, fileBrowser, noSidewaysScroll, openPage, phone, signIn } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";
import { codeFor, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();
const password = "moonstone-evening-glow";

/** Whether any visible element's text matches `pattern` (for what must not be printed). */
const shows = async (page: Page, pattern: RegExp) => {
  const matches = page.getByText(pattern);
  for (let index = 0; index < (await matches.count()); index++) if (await matches.nth(index).isVisible()) return true;
  return false;
};

describe("sign-up ends signed in (issue 38 point 8)", () => {
  for (const [name, viewport] of [
    ["1440", desktop],
    ["390", phone],
  ] as const) {
    test(`sign-up, a reload of /verification, the code in lower case: signed in (${name} px)`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      const email = uniqueEmail(`signed-in-${name}`);
      await page.goto("/login");
      await page.getByRole("button", { name: "CREATE AN ACCOUNT" }).click();
      await page.waitForURL(/mode=signup/);
      const form = page.locator(".auth__panel--signup");
      await expect.poll(() => form.getByLabel("First Name").isVisible()).toBe(true);
      await page.waitForTimeout(700); // the overlay's slide
      const fill = async (label: string, value: string, exact = false) => {
        await form.getByLabel(label, { exact }).click();
        await page.keyboard.type(value);
      };
      await fill("First Name", "Asha");
      await fill("Last Name", "Verma");
      await fill("Email", email);
      await fill("Phone", "9876543210");
      await fill("Password", password, true);
      await fill("Confirm Password", password);
      await form.getByRole("button", { name: "Sign Up" }).click();
      await page.waitForURL("**/verification");
      await expect.poll(() => page.getByText(email).isVisible()).toBe(true);

      // a reload keeps the address: the server reads it from the sign-up's cookie (no history state then)
      await page.reload();
      await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
      expect(await page.getByText("No email provided").count()).toBe(0);
      await page.waitForTimeout(2500); // the no-address redirect would have gone by now
      expect(new URL(page.url()).pathname).toBe("/verification");
      await noSidewaysScroll(page);
      await expectAxeClean(page, `/verification after a reload at ${name}`);
      await page.screenshot({ path: `test-results/verification-reloaded-${name}.png`, fullPage: true });

      const code = await codeFor(email);
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      await page.getByLabel("Character 1 of 6").click();
      await page.keyboard.type(code.toLowerCase());
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect
        .poll(() => page.getByText("Registration successful! You are signed in.").first().isVisible())
        .toBe(true);
      const cookies = await page.context().cookies();
      const session = cookies.find((cookie) => cookie.name === "sid");
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe("Lax");
      expect(cookies.find((cookie) => cookie.name === "signup")).toBeUndefined();

      await page.goto("/userdashboard");
      await expect.poll(() => page.getByRole("heading", { name: "Welcome, Asha" }).isVisible()).toBe(true);
      // signed in, /verification no longer asks for a code
      await page.goto("/verification");
      expect(new URL(page.url()).pathname).toBe("/");
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe("two-factor set-up (issue 38 point 16)", () => {
  test("QR code, key in fours with Copy, the code's own card, recovery codes to copy and download (1440 and 390 px)", async () => {
    const admin = await openPage(browser, desktop);
    await admin.page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const { page } = admin;
    await signIn(page, adminLogin.email, adminLogin.password);
    await page.waitForURL("**/admin-homepage");
    await page.goto("/admin-two-factor");
    let recoveryCode = "";
    let key: Buffer | undefined;
    try {
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const qr = page.getByRole("img", { name: /QR code for setting up two-factor sign-in/ });
      await expect.poll(() => qr.isVisible()).toBe(true);
      // the address is the QR code (and a link), never printed on the page
      expect(await shows(page, /otpauth:/)).toBe(false);
      const shownKey = (await page.getByTestId("two-factor-secret").textContent()) ?? "";
      expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      key = base32Decode(shownKey);
      await page.getByRole("button", { name: "Copy the key" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shownKey.replace(/ /g, ""));
      await expect.poll(() => page.getByText("Key copied").isVisible()).toBe(true);

      // the first code is asked in a card of its own, with its own heading
      const confirm = page.getByRole("region", { name: "2. Enter the code from the app" });
      expect(await confirm.isVisible()).toBe(true);
      expect(await page.getByRole("region", { name: "1. Scan the QR code" }).isVisible()).toBe(true);
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await noSidewaysScroll(page);
        await expectAxeClean(page, `/admin-two-factor set-up at ${viewport.width}`);
        await page.screenshot({ path: `test-results/two-factor-setup-${viewport.width}.png`, fullPage: true });
      }
      // side by side on a desktop, stacked on a phone
      const scanBox = await page.getByRole("region", { name: "1. Scan the QR code" }).boundingBox();
      const confirmBox = await confirm.boundingBox();
      expect(confirmBox?.y ?? 0).toBeGreaterThan((scanBox?.y ?? 0) + (scanBox?.height ?? 0) - 1);
      await page.setViewportSize(desktop);
      expect((await confirm.boundingBox())?.y).toBe(
        (await page.getByRole("region", { name: "1. Scan the QR code" }).boundingBox())?.y,
      );

      await confirm.getByLabel("Code from the app").click();
      await page.keyboard.type(totp(key));
      await confirm.getByRole("button", { name: "Turn on" }).click();
      const recovery = page.getByRole("region", { name: "Your recovery codes" });
      await expect.poll(() => recovery.isVisible()).toBe(true);
      const codes = await recovery.locator(".recovery-codes code").allTextContents();
      expect(codes).toHaveLength(10);
      recoveryCode = codes[0] ?? "";

      await recovery.getByRole("button", { name: "Copy the recovery codes" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        recovery.getByRole("link", { name: "Download (.txt)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("sattva-recovery-codes.txt");
      const saved = await fs.readFile((await download.path()) ?? "", "utf8");
      for (const code of codes) expect(saved).toContain(code);
      expect(saved).toContain(adminLogin.email);
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await noSidewaysScroll(page);
        await expectAxeClean(page, `/admin-two-factor recovery codes at ${viewport.width}`);
        await page.screenshot({ path: `test-results/two-factor-recovery-${viewport.width}.png`, fullPage: true });
      }

      // the sign-in's code step: a card of its own, not the sign-up panel's "Hello, Friend!"
      const again = await openPage(browser, phone);
      await signIn(again.page, adminLogin.email, adminLogin.password);
      const step = again.page.getByRole("region", { name: "Two-step verification" });
      await expect.poll(() => step.isVisible()).toBe(true);
      expect(await again.page.getByRole("heading", { level: 1 }).textContent()).toBe("Two-step verification");
      for (const viewport of [phone, desktop]) {
        await again.page.setViewportSize(viewport);
        expect(await shows(again.page, /Hello, Friend!|CREATE AN ACCOUNT|Create Account/i)).toBe(false);
        await noSidewaysScroll(again.page);
        await expectAxeClean(again.page, `/login code step at ${viewport.width}`);
        await again.page.screenshot({ path: `test-results/two-factor-step-${viewport.width}.png`, fullPage: true });
      }
      await step.getByLabel("Authentication code").click();
      await again.page.keyboard.type(totp(key, Date.now() + 30_000));
      await step.getByRole("button", { name: "Verify" }).click();
      await again.page.waitForURL("**/admin-homepage");
      expect(again.errors).toEqual([]);
      await again.page.context().close();
    } finally {
      // the other journeys sign this admin in with the password alone
      const status = await (await page.request.get("/api/auth/two-factor")).json();
      if (status.enabled) {
        const off = await page.request.post("/api/auth/two-factor/disable", { data: { code: recoveryCode } });
        expect(off.status()).toBe(200);
      }
    }
    expect(admin.errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
