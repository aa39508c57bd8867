// Policies from settings (issue 24 point 5): the admin changes the charges, the COD limit, the delivery
// days and the grievance officer through PUT /api/admin/settings, and /policies, the FAQ and the terms
// say the new figures at once, rendered from the same settings the checkout charges by. No figure of
// them is typed in the texts.
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { webServices } from "../../../server/http/web-services.ts";
import { createAccount, from, makeAdmin, signInCookie, uniqueIp } from "../../../server/testing/accounts.ts";
import { startTestShop, type TestShop } from "../../../server/testing/shop.ts";
import { faqGroups } from "./faq-content.ts";
import { PolicyGlance, policySections } from "./policies-content.tsx";
import { shopFacts } from "./shop-facts.ts";
import { termsSections } from "./terms-content.tsx";

let shop: TestShop;
let adminCookie: string;
beforeAll(async () => {
  shop = await startTestShop();
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
});
afterAll(async () => {
  await shop?.close();
});

/** Markup as a page renders it (links need a router around them). */
function html(node: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element: node }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router })).replace(/<!-- -->/g, "");
}

async function pages() {
  const facts = await shopFacts({ services: webServices(shop.ctx) } as Parameters<typeof shopFacts>[0]);
  const policies = html(
    createElement("div", null, [
      createElement(PolicyGlance, { facts, key: "glance" }),
      ...policySections(facts).map((section) => createElement("section", { key: section.id }, section.body)),
    ]),
  );
  const terms = html(
    createElement(
      "div",
      null,
      termsSections(facts).map((section) => createElement("section", { key: section.id }, section.body)),
    ),
  );
  const faq = faqGroups(facts)
    .flatMap((group) => group.entries.flatMap((entry) => entry.answer))
    .join(" ");
  return { policies, terms, faq };
}

const put = (body: unknown) => shop.api("/api/admin/settings", from(uniqueIp(), "PUT", body, adminCookie));

describe("the policies, the FAQ and the terms read the settings", () => {
  test("new charges, COD limit, delivery days and grievance officer show everywhere they are stated", async () => {
    const saved = await put({
      shipping: { shippingFee: 85, freeShippingFrom: 1234, giftWrapPerUnit: 65 },
      cod: { maxOrder: 4321, fee: 39, confirmWithinHours: 5 },
      delivery: {
        processingDays: { min: 2, max: 3 },
        transitDays: { metro: { min: 3, max: 4 }, rest: { min: 4, max: 8 } },
      },
      seller: {
        grievanceOfficerName: "Kavya Rao",
        grievanceOfficerDesignation: "Head of Customer Care",
        grievanceOfficerEmail: "kavya@sattva.example",
        grievanceOfficerPhone: "+91 91234 56789",
        grievanceOfficerAddress: "7 MG Road, Bengaluru 560001",
      },
    });
    expect(saved.status).toBe(200);
    const { policies, terms, faq } = await pages();

    for (const figure of ["₹85", "₹1,234", "₹65", "₹4,321", "₹39", "2-3 working days", "3-4 days", "4-8 days"]) {
      expect(policies, figure).toContain(figure);
    }
    expect(policies).toContain("5 hours");
    for (const figure of ["₹85", "₹1,234", "₹65", "₹4,321", "₹39", "2-3 working days", "3-4 days", "4-8 days"]) {
      expect(faq, figure).toContain(figure);
    }
    expect(terms).toContain("2-3 working days");
    expect(terms).toContain("Kavya Rao, Head of Customer Care");
    expect(terms).toContain("7 MG Road, Bengaluru 560001");
    expect(terms).toContain("kavya@sattva.example");
    expect(terms).toContain("acknowledges every complaint within 48 hours");

    // the old figures and the unenforced 24-hour promise are gone
    for (const text of [policies, faq, terms]) {
      expect(text).not.toContain("₹70");
      expect(text).not.toContain("24 hours of placing");
      expect(text).not.toContain("1-2 working days");
    }

    // the checkout charges what the page says: the same settings through the pricing module
    const site = await webServices(shop.ctx).settings.site();
    expect(site.pricing).toMatchObject({ shippingFee: 8_500, freeShippingFrom: 1_23_400, giftWrapPerUnit: 6_500 });
    expect(site.pricing.codFee).toBe(3_900);
    expect(site.cod.maxOrder).toBe(4_32_100);
  });

  test("a refused change (a negative fee) changes no page", async () => {
    const before = await pages();
    const refused = await put({ shipping: { shippingFee: -5, freeShippingFrom: 1, giftWrapPerUnit: 1 } });
    expect(refused.status).toBe(400);
    expect(await pages()).toEqual(before);
  });

  test("with no COD fee the texts say there is none, rather than a ₹0 fee", async () => {
    expect((await put({ cod: { maxOrder: 5000, fee: 0 } })).status).toBe(200);
    const { policies, faq } = await pages();
    expect(policies).toContain("at no extra charge");
    expect(policies).not.toContain("₹0");
    expect(faq).toContain("There is no extra fee for cash on delivery.");
  });
});
