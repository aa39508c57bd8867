// Journey: guarded pages. Anonymous visitors go to /login (from the server), shoppers see Access
// Denied on admin pages, and an admin lands on the Admin Dashboard after signing in.
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, fileBrowser, openPage, signIn } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

describe("guards", () => {
  test("anonymous visitors are sent to /login by the server", async () => {
    for (const path of ["/userdashboard", "/wishlist", "/admin-homepage", "/allcoupons", "/edit-coupon/abc"]) {
      const response = await fetch(new URL(path, baseUrl()), { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/login");
    }
  });

  test("a shopper sees Access Denied on an admin page, with a way home", async () => {
    const email = uniqueEmail("guard");
    await createAccount(email, "garnet-evening-light", "Meera");
    const { page } = await openPage(browser, desktop);
    await signIn(page, email, "garnet-evening-light");
    await page.waitForURL((url) => url.pathname === "/");
    const response = await page.goto("/admin-homepage");
    expect(response?.status()).toBe(403);
    await expect.poll(() => page.getByRole("heading", { name: "Access Denied" }).isVisible()).toBe(true);
    expect(await page.getByText("This page is not accessible by you.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });

  test("an admin lands on the Admin Dashboard", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await signIn(page, adminLogin.email, adminLogin.password);
    await page.waitForURL("**/admin-homepage");
    await expect.poll(() => page.getByRole("heading", { name: "Admin Dashboard" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
