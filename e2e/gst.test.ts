import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, openPage, phone, signIn } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const browser = fileBrowser();

describe("tax invoices", () => {
  test("an admin ships an order and prints its invoice; the shopper opens it from the order history", async () => {
    // a shopper in Delhi, the shop's own state, orders with pay on delivery
    const email = uniqueEmail("gst-shopper");
    await createAccount(email, "citrine-morning", "Kavya");
    const shopper = await openPage(browser, phone);
    await signIn(shopper.page, email, "citrine-morning");
    await shopper.page.waitForURL((url) => url.pathname === "/");
    await shopper.page.goto("/shop?sort=price_desc");
    await shopper.page
      .locator(".product-card")
      .getByRole("button", { name: /^Buy Now/ })
      .first()
      .click();
    await shopper.page.waitForURL("**/checkout-page");
    await shopper.page.getByLabel("Phone").fill("9876505678");
    await shopper.page.getByLabel("Address", { exact: true }).fill("4 Lodhi Estate");
    await shopper.page.getByLabel("City").fill("New Delhi");
    await shopper.page.getByLabel("State").selectOption("Delhi");
    await shopper.page.getByLabel("Postal Code").fill("110003");
    await shopper.page.getByRole("button", { name: "Pay on Delivery" }).click();
    await shopper.page.waitForURL("**/thankyou-page?**");
    // before the invoice exists, each line shows the GST inside its price
    await expect
      .poll(() =>
        shopper.page
          .getByText(/^incl\. ₹[\d,]+\.\d\d GST$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const number = ((await shopper.page.locator(".thank-you__lead strong").first().textContent()) ?? "").slice(1);
    // the shopper confirms the cash-on-delivery order with one click
    await shopper.page.getByRole("button", { name: "Confirm my order" }).click();
    await expect.poll(() => shopper.page.locator(".thank-you__lead").textContent()).toContain("is confirmed");

    // the admin ships it: the row gains its invoice, which opens, prints and downloads
    const admin = await openPage(browser, desktop);
    await signIn(admin.page, adminLogin.email, adminLogin.password);
    await admin.page.waitForURL("**/admin-homepage");
    await admin.page.goto(`/admin-view-orders?search=${number}`);
    const row = admin.page.locator("tr").filter({ hasText: `#${number}` });
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
    const invoiceLink = row.getByRole("link", { name: /^Invoice SAT\// });
    await expect.poll(() => invoiceLink.isVisible()).toBe(true);
    const invoiceNumber = ((await invoiceLink.textContent()) ?? "").match(/SAT\/\d\d-\d\d\/\d+/)?.[0] ?? "";
    expect(invoiceNumber).not.toBe("");
    await invoiceLink.click();
    await admin.page.waitForURL("**/invoice");
    await expect.poll(() => admin.page.getByRole("heading", { name: "Tax Invoice" }).isVisible()).toBe(true);
    await expect.poll(() => admin.page.getByText(`No. ${invoiceNumber}`).isVisible()).toBe(true);
    const sheet = admin.page.locator(".tax-document__sheet");
    for (const text of ["GSTIN 07AAACS1234A1Z4", "Delhi (07)", "Intra-state supply: CGST + SGST"]) {
      expect(await sheet.getByText(text).first().isVisible(), text).toBe(true);
    }
    expect(await sheet.getByRole("columnheader", { name: "CGST (₹)" }).isVisible()).toBe(true);
    expect(await sheet.getByText("Tax is not payable on reverse charge").isVisible()).toBe(true);
    expect(await sheet.getByText("Authorised signatory").isVisible()).toBe(true);
    await expectAxeClean(admin.page, "invoice");

    // Print opens the browser's print dialog; on paper only the sheet shows
    await admin.page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await admin.page.getByRole("button", { name: "Print" }).click();
    expect(await admin.page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await admin.page.emulateMedia({ media: "print" });
    expect(await admin.page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await admin.page.locator(".site-footer").isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await admin.page.screenshot({ path: "test-results/invoice-print.png", fullPage: true });
    await admin.page.emulateMedia({ media: "screen" });

    const pdfLink = admin.page.getByRole("link", { name: "Download PDF" });
    const pdf = await admin.page.request.get((await pdfLink.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // the shopper finds it in the order history
    await shopper.page.goto("/userdashboard?tab=orderHistory");
    await shopper.page
      .getByRole("link", { name: new RegExp(`#${number}`) })
      .first()
      .click();
    const shopperLink = shopper.page.getByRole("link", { name: `Tax invoice ${invoiceNumber}` });
    await expect.poll(() => shopperLink.isVisible()).toBe(true);
    await shopperLink.click();
    await shopper.page.waitForURL("**/invoice");
    await expect.poll(() => shopper.page.getByText(`No. ${invoiceNumber}`).isVisible()).toBe(true);
    await shopper.page.screenshot({ path: "test-results/invoice-phone.png", fullPage: true });
    await expectAxeClean(shopper.page, "invoice on a phone");
    expect(shopper.errors).toEqual([]);
    await shopper.page.context().close();

    // the month's return: the Tax reports page counts the invoice and hands over the ZIP
    await admin.page.goto("/admin-homepage");
    await admin.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tax reports" }).click();
    await admin.page.waitForURL("**/admin-tax-reports");
    await expect.poll(() => admin.page.getByRole("heading", { name: "Tax reports" }).isVisible()).toBe(true);
    const month = await admin.page.getByLabel("Month").inputValue();
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const [download] = await Promise.all([
      admin.page.waitForEvent("download"),
      admin.page.getByRole("link", { name: "Download all (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`GSTR1-${month}.zip`);
    await expectAxeClean(admin.page, "tax reports");
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
  });
});
