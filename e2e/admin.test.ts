// Journeys in the admin area: an admin creates a coupon that a shopper then applies at checkout,
// confirms the shopper's cash-on-delivery order by hand and moves it from processing to shipped and
// reads its detail (with the shopper's gift message); the coupon and user lists show what the spec asks; the admin pages are axe-clean
// and never scroll sideways at 1440 and 390 px; the admin turns on two-factor sign-in (QR code and
// key), signs in with a code, and turns it off again.
import { describe, expect, test } from "vitest";
import { base32Decode, totp } from "../src/server/features/accounts/totp.ts";
import { desktop, expectAxeClean, fileBrowser, hydrated, openPage, phone, signIn } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

describe("the admin area", () => {
  test("a coupon made by the admin works at checkout, and the order moves from processing to shipped", async () => {
    const code = `TEST${Date.now().toString(36).toUpperCase().slice(-5)}`;
    const admin = await openPage(browser, desktop);
    await signIn(admin.page, adminLogin.email, adminLogin.password);
    await admin.page.waitForURL("**/admin-homepage");
    await admin.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Coupons" }).click();
    await admin.page.getByRole("link", { name: "Generate New Coupon" }).click();
    await admin.page.waitForURL("**/generatecouponcode");
    await admin.page.getByLabel("Coupon Code").fill(code.toLowerCase());
    await admin.page.getByLabel("Discount Percentage").fill("101");
    await admin.page.getByLabel("Expiry Date").fill("2020-12-31");
    await admin.page.getByRole("button", { name: "Generate Coupon" }).click();
    await expect
      .poll(() => admin.page.getByText("Discount must be a number from 1 to 100").first().isVisible())
      .toBe(true);
    await admin.page.getByLabel("Discount Percentage").fill("30");
    await admin.page.getByRole("button", { name: "Generate Coupon" }).click();
    await expect.poll(() => admin.page.getByText("Expiry date must be today or later").first().isVisible()).toBe(true);
    await admin.page.getByLabel("Expiry Date").fill("2030-12-31");
    await admin.page.getByRole("button", { name: "Generate Coupon" }).click();
    await admin.page.waitForURL("**/allcoupons");
    const couponCard = admin.page.locator(".coupon-card").filter({ hasText: code });
    await expect.poll(() => couponCard.isVisible()).toBe(true);
    // the expiry as a date people read; the code in figures whose 0 has a slash
    expect(await couponCard.getByText("31 Dec 2030").isVisible()).toBe(true);
    expect(
      await couponCard.locator(".coupon-card__code").evaluate((node) => getComputedStyle(node).fontVariantNumeric),
    ).toContain("slashed-zero");
    // the list follows its URL: a code search, then Edit Coupon leads back to the list
    await admin.page.getByLabel("Search").fill(code.toLowerCase());
    await admin.page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => admin.page.locator(".coupon-card").count()).toBe(1);
    await couponCard.getByRole("link", { name: /Edit/ }).click();
    await admin.page.waitForURL("**/edit-coupon/*");
    await admin.page.getByRole("link", { name: "Back to Coupons" }).click();
    await admin.page.waitForURL("**/allcoupons");

    // a shopper applies it and orders
    const email = uniqueEmail("coupon-shopper");
    await createAccount(email, "lapis-night-sky", "Neel");
    const shopper = await openPage(browser, desktop);
    await signIn(shopper.page, email, "lapis-night-sky");
    await shopper.page.waitForURL((url) => url.pathname === "/");
    await shopper.page.goto("/shop?sort=price_desc");
    await hydrated(shopper.page);
    const card = shopper.page
      .locator(".product-card")
      .filter({ has: shopper.page.getByRole("button", { name: /^Buy Now/ }) });
    await card
      .first()
      .getByRole("button", { name: /^Buy Now/ })
      .click();
    await shopper.page.waitForURL("**/checkout-page");
    await shopper.page.getByLabel("Coupon code").fill(code);
    await shopper.page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => shopper.page.getByText(`${code}: 30% off`).isVisible()).toBe(true);
    await shopper.page.getByLabel("Phone").fill("9876501234");
    await shopper.page.getByLabel("Address", { exact: true }).fill("9 Temple Street");
    await shopper.page.getByLabel("City").fill("Chennai");
    await shopper.page.getByLabel("State").selectOption("Tamil Nadu");
    await shopper.page.getByLabel("Postal Code").fill("600001");
    await shopper.page.getByText("Add a gift message or note").click();
    await shopper.page.getByLabel("Gift message or note for us").fill("Please wrap it in the purple paper <3");
    await shopper.page.getByRole("button", { name: "Pay on Delivery" }).click();
    await shopper.page.waitForURL("**/thankyou-page?**");
    const number = ((await shopper.page.locator(".thank-you__lead strong").first().textContent()) ?? "").slice(1);
    await shopper.page.context().close();

    // the admin finds the order awaiting its confirmation, confirms it after a call, and ships it
    await admin.page.goto(`/admin-view-orders?status=awaiting_confirmation&search=${number}`);
    await hydrated(admin.page);
    const row = admin.page.locator("tr").filter({ hasText: `#${number}` });
    await expect.poll(() => row.locator(".status-badge").textContent()).toBe("Awaiting confirmation");
    await row.getByLabel(`Change the status of order #${number}`).selectOption("processing");
    // the list still follows its URL: a confirmed order leaves the "awaiting confirmation" list
    await expect.poll(() => admin.page.getByText("No orders found").isVisible()).toBe(true);
    await admin.page.getByLabel("Status").selectOption("");
    await admin.page.getByRole("button", { name: "Apply" }).click();
    await admin.page.waitForURL(`**/admin-view-orders?search=${number}&status=&payment=`);
    await expect.poll(() => row.locator(".status-badge").textContent()).toBe("Processing");
    // "shipped" is not a status to pick: the order ships when its parcel is booked in its Ship panel
    expect(
      await row.getByLabel(`Change the status of order #${number}`).locator("option").allTextContents(),
    ).not.toContain("Shipped");
    await row.getByRole("button", { name: `Ship order #${number}` }).click();
    const shipPanel = admin.page.getByRole("dialog", { name: `Ship order #${number}` });
    await shipPanel.getByRole("radio", { name: /^Manual/ }).check();
    await shipPanel.getByLabel("Courier name").fill("India Post");
    await shipPanel.getByLabel("AWB (tracking number)").fill(`EM${Date.now().toString().slice(-9)}IN`);
    await shipPanel.getByRole("button", { name: "Book shipment" }).click();
    await expect.poll(() => row.locator(".status-badge").textContent()).toBe("Shipped");
    await row.getByRole("button", { name: /View/ }).click();
    await expect.poll(() => admin.page.getByText("9 Temple Street", { exact: false }).isVisible()).toBe(true);
    // the spec's four blocks, the items with their pictures, sizes, quantities and prices
    const detail = admin.page.locator(".admin-table__detail");
    for (const heading of ["Customer Details", "Shipping Address", "Payment Information", "Items"]) {
      expect(await detail.getByRole("heading", { name: heading }).isVisible(), heading).toBe(true);
    }
    // and the shopper's gift message, as typed
    expect(await detail.getByRole("heading", { name: "Gift message or note" }).isVisible()).toBe(true);
    expect(await detail.locator(".admin-order__note").textContent()).toBe("Please wrap it in the purple paper <3");
    expect(await detail.getByText(email).isVisible()).toBe(true);
    expect(await detail.locator(".admin-order__item img").count()).toBeGreaterThan(0);
    expect(await detail.locator(".admin-order__item").first().textContent()).toMatch(/Size .+ · Qty \d+[\s\S]*₹/);
    // a final move asks first (issue 38 point 12): "Keep it shipped" changes nothing; the yes moves it
    const statusSelect = row.getByLabel(`Change the status of order #${number}`);
    await statusSelect.selectOption("delivered");
    const confirm = row.getByRole("group", { name: `Confirm: Delivered for order #${number}` });
    await expect.poll(() => confirm.textContent()).toContain(`Mark order #${number} delivered?`);
    await admin.page.screenshot({ path: "test-results/admin-move-confirm.png" });
    await confirm.getByRole("button", { name: "Keep it shipped" }).click();
    expect(await confirm.count()).toBe(0);
    expect(await row.locator(".status-badge").textContent()).toBe("Shipped");
    await statusSelect.selectOption("delivered");
    await row.getByRole("button", { name: "Yes, mark delivered" }).click();
    await expect.poll(() => row.locator(".status-badge").textContent()).toBe("Delivered");
    await admin.page.screenshot({ path: "test-results/admin-orders-desktop.png", fullPage: true });
    // the settings page saves a section (the same values: other journeys share this shop)
    await admin.page.goto("/admin-settings");
    await hydrated(admin.page);
    await admin.page.getByRole("button", { name: "Save shipping and gift wrap" }).click();
    await expect.poll(() => admin.page.getByText("Settings saved.").isVisible()).toBe(true);
    // the users table has the spec's columns
    await admin.page.goto("/users");
    await hydrated(admin.page);
    for (const column of ["Gender", "Date of Birth"]) {
      expect(await admin.page.getByRole("columnheader", { name: column }).isVisible(), column).toBe(true);
    }
    expect(await admin.page.getByRole("cell", { name: "N/A" }).count()).toBeGreaterThan(0);
    // nothing scrolls sideways on a desktop or a phone (orders with one opened); axe-clean with an
    // order opened, and on the phone where tables turn into cards
    const adminPaths = [
      "/admin-view-orders",
      "/allcoupons",
      "/queries?show=all",
      "/users",
      "/admin-homepage",
      "/admin-settings",
      "/admin-view-products",
      "/generatecouponcode",
    ];
    // as loaded, every admin page is every-route's; here the list with an order opened
    const axeOnDesktop = ["/admin-view-orders"];
    const axeOnPhone = ["/admin-view-orders", "/users"];
    for (const viewport of [desktop, phone]) {
      await admin.page.setViewportSize(viewport);
      for (const path of adminPaths) {
        await admin.page.goto(path);
        await hydrated(admin.page);
        if (path === "/admin-view-orders") {
          await admin.page.locator(".admin-table button.link-button").first().click();
          await admin.page.locator(".admin-order").waitFor();
        }
        expect(await admin.page.evaluate(() => document.documentElement.scrollWidth), path).toBe(viewport.width);
        if ((viewport === desktop ? axeOnDesktop : axeOnPhone).includes(path)) {
          await expectAxeClean(admin.page, `${path} at ${viewport.width} px`);
        }
      }
    }
    expect(admin.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await admin.page.context().close();
  }, 150_000);

  test("two-factor sign-in: set up with the QR code or key, a code at sign-in, then off again", async () => {
    const admin = await openPage(browser, phone);
    await signIn(admin.page, adminLogin.email, adminLogin.password);
    await admin.page.waitForURL("**/admin-homepage");
    // the shop requires it of admins: the admin who turns that on is sent to set it up, not locked out
    await admin.page.goto("/admin-settings");
    await hydrated(admin.page);
    await admin.page.getByLabel("Require two-factor sign-in for admins").check();
    await admin.page.getByRole("button", { name: "Save sign-in security" }).click();
    await expect.poll(() => admin.page.getByText("Settings saved.").isVisible()).toBe(true);
    await admin.page.goto("/admin-view-orders");
    await admin.page.waitForURL("**/admin-two-factor");
    await hydrated(admin.page);
    await admin.page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qr = admin.page.getByRole("img", { name: /QR code for setting up two-factor sign-in/ });
    await expect.poll(() => qr.isVisible()).toBe(true);
    const key = base32Decode((await admin.page.getByTestId("two-factor-secret").textContent()) ?? "");
    await admin.page.screenshot({ path: "test-results/admin-two-factor-phone.png", fullPage: true });
    await admin.page.setViewportSize(desktop);
    await admin.page.screenshot({ path: "test-results/admin-two-factor-desktop.png", fullPage: true });
    await expectAxeClean(admin.page, "/admin-two-factor set-up");
    await admin.page.getByLabel("Code from the app", { exact: true }).fill(totp(key));
    await admin.page.getByRole("button", { name: "Turn on" }).click();
    const recovery = admin.page.locator(".recovery-codes code").first();
    await expect.poll(() => recovery.isVisible()).toBe(true);
    const recoveryCode = (await recovery.textContent()) ?? "";

    // the password alone now asks for the code (the next 30-second step's: the first one is spent)
    const again = await openPage(browser, desktop);
    await signIn(again.page, adminLogin.email, adminLogin.password);
    await again.page.getByLabel("Authentication code").fill(totp(key, Date.now() + 30_000));
    await again.page.getByRole("button", { name: "Verify" }).click();
    await again.page.waitForURL("**/admin-homepage");
    await again.page.context().close();

    // not required, and off again with a recovery code: the other journeys sign this admin in with the password alone
    await admin.page.goto("/admin-settings");
    await hydrated(admin.page);
    await admin.page.getByLabel("Require two-factor sign-in for admins").uncheck();
    await admin.page.getByRole("button", { name: "Save sign-in security" }).click();
    await expect.poll(() => admin.page.getByText("Settings saved.").isVisible()).toBe(true);
    await admin.page.goto("/admin-two-factor");
    await hydrated(admin.page);
    await admin.page.getByLabel("Code from the app, or a recovery code").fill(recoveryCode);
    await admin.page.getByRole("button", { name: "Turn off" }).click();
    await expect.poll(() => admin.page.getByText("Off", { exact: true }).isVisible()).toBe(true);
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
  });
});
