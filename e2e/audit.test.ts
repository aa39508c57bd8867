// The audit log's page (/admin-audit): the admin's own views of the user list and export of a member's
// data show up, filtered by what and on what from the page's form and narrowed to one admin from a row;
// the member's export links to the member; a date the page cannot read is named, not a 500; readable
// and axe-clean at 390 and 1440 px, never scrolling sideways.
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
import { adminLogin } from "./global-setup.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

describe("the audit log page", () => {
  test("an admin finds their own views and exports, filters them, and reads the page on a phone and a desktop", async () => {
    // a member whose data the admin exports (a real export, through the API)
    const memberEmail = uniqueEmail("audited");
    await createAccount(memberEmail, "rose-quartz-dawn", "Meera");
    const cookie = await adminCookie();
    const found = await api<{ users: Array<{ _id: string; email: string }> }>(
      `/api/userdashboard/fetchalluser?search=${encodeURIComponent(memberEmail)}`,
      "GET",
      undefined,
      cookie,
    );
    const memberId = found.users.find((user) => user.email === memberEmail)?._id;
    expect(memberId).toBeDefined();
    await api(`/api/userdashboard/${memberId}/export`, "GET", undefined, cookie);

    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    // a real view through the admin's page: the user list searched for a marker
    const marker = `audit${Date.now().toString(36)}`;
    await page.goto(`/users?search=${marker}`);
    await expect.poll(() => page.getByText("No users found.").isVisible()).toBe(true);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL("**/admin-audit");
    await hydrated(page);
    // a link's navigation changes the address before the new page is drawn: wait for the page
    await expect.poll(() => page.getByRole("heading", { name: "Audit log", level: 1 }).isVisible()).toBe(true);
    // the newest first: the list the admin has just seen
    const firstRow = page.locator(".admin-table tbody tr").first();
    await expect.poll(() => firstRow.textContent()).toContain(marker);
    expect(await firstRow.getByRole("link", { name: adminLogin.email }).isVisible()).toBe(true);

    // filters from the form: exports of a member's data
    await page.locator("select[name=action]").selectOption("export");
    await page.locator("select[name=kind]").selectOption("member-data");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/action=export.*kind=member-data/);
    const exportRow = page.locator(".admin-table tbody tr").filter({ hasText: memberEmail });
    await expect.poll(() => exportRow.count()).toBe(1);
    expect(await exportRow.getByRole("link", { name: memberEmail }).getAttribute("href")).toBe(
      `/users?search=${encodeURIComponent(memberEmail)}`,
    );
    await expect.poll(() => page.locator(".admin-table tbody tr").filter({ hasText: "User list" }).count()).toBe(0);
    await page.screenshot({ path: "test-results/admin-audit-desktop.png", fullPage: true });
    await noSidewaysScroll(page);
    await expectAxeClean(page, "audit log desktop");

    // "Everyone who saw it" narrows the log to that member's record
    await exportRow.getByRole("link", { name: "Everyone who saw it" }).click();
    await page.waitForURL(new RegExp(`kind=member-data&subject=${memberId}`));
    await expect.poll(() => page.locator(".admin-table tbody tr").count()).toBe(1);

    // a date the page cannot read: the message, the filters kept, no rows and no error page
    await page.goto("/admin-audit?from=2026-02-30");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Dates must be real days");
    expect(await page.getByLabel("From").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.context().close();

    const onPhone = await openPage(browser, phone);
    await signInAsAdmin(onPhone.page);
    await onPhone.page.goto("/admin-audit");
    await expect.poll(() => onPhone.page.locator(".admin-table tbody tr").count()).toBeGreaterThan(1);
    await noSidewaysScroll(onPhone.page);
    await onPhone.page.screenshot({ path: "test-results/admin-audit-phone.png", fullPage: true });
    await expectAxeClean(onPhone.page, "audit log phone");
    expect(onPhone.errors).toEqual([]);
    await onPhone.page.context().close();
  });
});
