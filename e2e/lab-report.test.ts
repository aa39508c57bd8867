// A ruby's lab report as a PDF in Chromium (issue 36 point 3, decision 0054): the owner attaches the
// lab's PDF to the ruby's certificate in the product form; the shopper's page shows "View lab report
// (PDF)" beside the lab's own report check, at 1440 and 390 px, axe-clean. Kept short (CI time): the
// product form with its report field open is checked with axe in e2e/claims.test.ts.
import crypto from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, noSidewaysScroll, openPage, phone, signInAsAdmin } from "./browser.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();
let productId = "";
const suffix = crypto.randomBytes(3).toString("hex");

interface Editable {
  variants: Array<Record<string, unknown> & { sku: string }>;
  [field: string]: unknown;
}

const reportPdf = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n" +
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

beforeAll(async () => {
  // a ruby of its own (the demo amethyst's copy and label, one variant with its GIA report)
  const cookie = await adminCookie();
  const { _id: _demoId, ...demo } = await api<Editable>(
    "/api/admin/products/amethyst-tumble-stone",
    "GET",
    undefined,
    cookie,
  );
  const [first] = demo.variants.map(({ id: _id, ...variant }) => variant);
  const created = await api<{ product: { _id: string } }>(
    "/api/products",
    "POST",
    {
      ...demo,
      name: `Certified Ruby ${suffix}`,
      sku: `RUBY-${suffix}`,
      variants: [
        {
          ...first,
          sku: `RUBY-${suffix}-0`,
          certificate: { lab: "GIA", reportNumber: "2141438171", reportDate: "2026-03-12", caratWeight: 5.12 },
        },
      ],
    },
    cookie,
  );
  productId = created.product._id;
});

describe("a ruby's lab report PDF", () => {
  test("the owner attaches the PDF; the product page offers it beside the lab's check", async () => {
    const admin = await openPage(browser, desktop);
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    await signInAsAdmin(page);
    await page.goto(`/admin-update-product-form?id=${productId}`);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe(`Certified Ruby ${suffix}`);
    await page.locator('input[type="file"][accept*="application/pdf"]').setInputFiles({
      name: "gia-2141438171.pdf",
      mimeType: "application/pdf",
      buffer: reportPdf,
    });
    await expect.poll(() => page.getByRole("link", { name: "Lab report (PDF)" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect.poll(() => page.getByText("Product Updated Successfully!").isVisible()).toBe(true);
    expect(admin.errors).toEqual([]);
    await page.context().close();

    for (const viewport of [desktop, phone]) {
      const shopper = await openPage(browser, viewport);
      await shopper.page.goto(`/productdetails/${productId}-0`);
      const certificate = shopper.page.locator(".lab-certificate");
      const download = certificate.getByRole("link", { name: "View lab report (PDF)" });
      await expect.poll(() => download.getAttribute("href")).toMatch(/^\/media\/[A-Za-z0-9_-]+\/report\.pdf$/);
      expect(await certificate.getByRole("link", { name: /Check this report at GIA/ }).getAttribute("href")).toBe(
        "https://www.gia.edu/report-check?reportno=2141438171",
      );
      await certificate.scrollIntoViewIfNeeded();
      await shopper.page.screenshot({ path: `test-results/lab-report-${viewport.width}.png` });
      await noSidewaysScroll(shopper.page);
      await expectAxeClean(shopper.page, `product page with a PDF report at ${viewport.width}`);
      expect(shopper.errors).toEqual([]);
      await shopper.page.context().close();
    }
  }, 90_000);
});
