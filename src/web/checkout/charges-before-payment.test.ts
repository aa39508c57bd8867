// No dark patterns (issue 24 point 7): every charge the order will carry (shipping, gift wrap, the
// Pay on Delivery fee) is in the checkout's summary beside the place-order buttons, before the payment
// step opens, with the policies linked; and no consent box anywhere is ticked for the shopper.
import { createElement, Fragment, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { formatRupees } from "../../core/money.ts";
import { type PricingSettings, summarize } from "../../core/pricing.ts";
import { formConsentPurposes } from "../../core/schemas/privacy.ts";
import { ConsentChoices } from "../account/consent-choices.tsx";
import { Totals } from "./order-summary.tsx";
import { PlaceOrderButtons } from "./place-order-buttons.tsx";
import { CheckoutPolicyLinks, checkoutPolicyLinks } from "./policy-links.tsx";

const settings: PricingSettings = {
  shippingFee: 7_900,
  freeShippingFrom: 99_900,
  giftWrapPerUnit: 4_500,
  codFee: 3_500,
};

function render(...nodes: ReactElement[]): string {
  const element = createElement(Fragment, null, ...nodes);
  const router = createMemoryRouter([{ path: "*", element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router })).replace(/<!-- -->/g, "");
}

/** The checkout's summary column as it stands before Proceed to Payment or Pay on Delivery is pressed. */
function summaryBeforePayment(lines: Parameters<typeof summarize>[0]) {
  const summary = summarize(lines, null, settings);
  const markup = render(
    createElement(Totals, { summary, couponCode: null, codFee: settings.codFee }),
    createElement(PlaceOrderButtons, {
      online: true,
      codRefusal: null,
      total: summary.total,
      codFee: settings.codFee,
      formError: undefined,
      submitting: null,
      blocked: false,
      onPayOnline: () => {},
      onPayOnDelivery: () => {},
    }),
    createElement(CheckoutPolicyLinks),
  );
  return { summary, markup, text: markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

describe("the checkout summary before payment", () => {
  test("shows shipping, gift wrap and the Pay on Delivery fee, each with its amount, before the buttons", () => {
    const { summary, markup, text } = summaryBeforePayment([
      { unitPrice: 49_900, unitMrp: 59_900, quantity: 1, giftWrap: true },
      { unitPrice: 19_900, unitMrp: 19_900, quantity: 2, giftWrap: false },
    ]);
    expect(summary.shipping).toBe(7_900);
    expect(summary.giftWrap).toBe(4_500);
    expect(text).toContain(`Gift wrap ${formatRupees(4_500)}`);
    expect(text).toContain(`Shipping ${formatRupees(7_900)}`);
    expect(text).toContain(`Pay on Delivery fee, if chosen ${formatRupees(3_500)}`);
    expect(text).toContain(`Total ${formatRupees(summary.total)}`);
    expect(summary.total).toBe(49_900 + 2 * 19_900 + 4_500 + 7_900);
    // the COD button names what paying on delivery will take, fee included
    expect(text).toContain(`Pay on Delivery (${formatRupees(summary.total + 3_500)})`);
    // every charge comes before the first button: nothing is added after the shopper decides
    const firstButton = markup.indexOf("<button");
    for (const label of ["Gift wrap", "Shipping", "Pay on Delivery fee"]) {
      expect(markup.indexOf(label)).toBeGreaterThan(-1);
      expect(markup.indexOf(label)).toBeLessThan(firstButton);
    }
  });

  test("free shipping is said as free, and no gift wrap row appears when none was asked for", () => {
    const { text } = summaryBeforePayment([{ unitPrice: 1_20_000, unitMrp: 1_20_000, quantity: 1, giftWrap: false }]);
    expect(text).toContain("Shipping Free");
    expect(text).not.toContain("Gift wrap");
  });

  test("links the shipping, cancellation, returns, privacy and terms pages near the place-order buttons", () => {
    const { markup } = summaryBeforePayment([{ unitPrice: 10_000, unitMrp: 10_000, quantity: 1, giftWrap: false }]);
    for (const link of checkoutPolicyLinks) expect(markup).toContain(`href="${link.to}"`);
    expect(markup.indexOf("/policies#shipping")).toBeGreaterThan(markup.lastIndexOf("<button"));
  });
});

describe("consent boxes", () => {
  test("no optional purpose is ticked for the shopper", () => {
    const markup = render(createElement(ConsentChoices));
    const boxes = markup.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(formConsentPurposes.length);
    for (const box of boxes) expect(box).not.toMatch(/\bchecked\b/);
  });
});
