// A one-of-a-kind piece in Chromium (issue 36 point 4, decision 0055): the page says the shopper
// receives this exact piece; while another shopper pays for it the page says when it comes back
// (the hold's real end, as clock time) and offers to tell them, and its card in the search says it is in
// someone's bag; once that shopper gives up, it is
// on sale again. A piece of this test's own (a copy of a demo product made through the admin API),
// at 1440 and 390 px, axe-clean, nothing scrolling sideways.
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, hydrated, noSidewaysScroll, openPage, phone } from "./browser.ts";
import { adminCookie, api } from "./shop-api.ts";

const browser = fileBrowser();

interface Editable {
  variants: Array<Record<string, unknown> & { stock: number }>;
  [field: string]: unknown;
}

/** A one-of-a-kind copy of a demo product, its one piece in stock. */
async function onePiece(): Promise<{ productId: string; variantId: string; suffix: string }> {
  const cookie = await adminCookie();
  const listing = await api<{ products: Array<{ _id: string }> }>("/api/products?sort=price_desc");
  const model = listing.products[0];
  if (!model) throw new Error("no demo product");
  const editable = await api<Editable>(`/api/admin/products/${model._id}`, "GET", undefined, cookie);
  const suffix = crypto.randomBytes(3).toString("hex");
  const { id: _id, ...variant } = editable.variants[0] ?? { stock: 0 };
  const made = await api<{ product: { _id: string } }>(
    "/api/products",
    "POST",
    {
      ...editable,
      name: `Quartz Piece ${suffix}`,
      sku: `PIECE-${suffix}`,
      status: "active",
      oneOfAKind: true,
      variants: [{ ...variant, sku: `PIECE-${suffix}-1`, stock: 1, weightGrams: 640 }],
    },
    cookie,
  );
  const product = await api<{ variants: Array<{ _id: string }> }>(`/api/products/${made.product._id}`);
  return { productId: made.product._id, variantId: product.variants[0]?._id ?? "", suffix };
}

/** Another shopper (a guest) opens the payment for the piece: the piece is held for them. */
async function someoneStartsPaying(piece: { productId: string; variantId: string }) {
  return api<{ orderId: string; accessKey: string }>("/api/payment/create-order", "POST", {
    orderItems: [{ product: piece.productId, variant: piece.variantId, quantity: 1 }],
    shippingAddress: {
      addressLine1: "2 Park Street",
      city: "Kolkata",
      state: "West Bengal",
      country: "India",
      zipCode: "700016",
    },
    paymentMethod: "UPI",
    guestUser: {
      firstName: "Anu",
      lastName: "Roy",
      email: `piece-${crypto.randomBytes(3).toString("hex")}@example.test`,
      phone: "9830012345",
    },
  });
}

describe("a one-of-a-kind piece", () => {
  for (const [label, viewport] of [
    ["1440 px", desktop],
    ["390 px", phone],
  ] as const) {
    test(`says it is the piece itself, is held while someone pays and comes back when they give up (${label})`, async () => {
      const piece = await onePiece();
      const { page, errors } = await openPage(browser, viewport);
      page.setDefaultTimeout(15_000);

      await page.goto(`/productdetails/${piece.productId}-0`);
      await hydrated(page);
      await expect.poll(() => page.locator(".one-of-a-kind").textContent()).toContain("You receive this exact piece");
      expect(await page.locator(".one-of-a-kind").textContent()).toContain("640 g");
      expect(await page.locator(".stock-note").textContent()).toContain("Available");
      expect(await page.getByRole("button", { name: "Add to Cart" }).first().isEnabled()).toBe(true);

      const held = await someoneStartsPaying(piece);
      await page.reload();
      await hydrated(page);
      const note = page.locator(".stock-note--held");
      await expect
        .poll(() => note.textContent())
        .toMatch(/In someone’s bag — back at \d{1,2}:\d\d (am|pm) if not bought/);
      await expect
        .poll(() => page.getByRole("button", { name: "Held for another shopper" }).first().isDisabled())
        .toBe(true);
      // they can ask to be told if it comes back
      await expect.poll(() => page.getByRole("button", { name: /Notify me/i }).count()).toBeGreaterThan(0);
      expect(await page.locator(".notify-me__intro").textContent()).toContain("is in someone’s bag");
      const cardPage = await page.context().newPage();
      await cardPage.goto(`/search?query=${encodeURIComponent(`Quartz Piece ${piece.suffix}`)}`);
      const card = cardPage.locator(".product-card", { hasText: `Quartz Piece ${piece.suffix}` });
      await expect.poll(() => card.locator(".product-card__badge").textContent()).toBe("In someone’s bag");
      await cardPage.close();
      await noSidewaysScroll(page);
      await expectAxeClean(page, `one-of-a-kind held ${label}`);
      await page.locator(".one-of-a-kind").scrollIntoViewIfNeeded();
      expect(await page.locator(".purchase .quantity").count()).toBe(0);
      await page.screenshot({ path: `test-results/one-of-a-kind-held-${viewport.width}.png`, fullPage: false });

      await api("/api/payment/abandon", "POST", { orderId: held.orderId, key: held.accessKey, failed: false });
      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.locator(".stock-note").textContent()).toContain("Available");
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
