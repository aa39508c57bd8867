// The shop's own copy (FAQ, home, category landings, the healing guides) passes the claims guard
// (core/claims.ts; issue 36): no text the shop writes claims to cure, treat or prevent an illness.
import { describe, expect, it } from "vitest";
import { claimsIn } from "../../../core/claims.ts";
import * as homeContent from "../home/home-content.ts";
import * as parentCopy from "../parent-copy.ts";
import { faqGroups } from "./faq-content.ts";
import * as healingTemplates from "./healing-templates.ts";
import type { ShopFacts } from "./shop-facts.ts";

/** The facts the FAQ is written around (their values do not matter to the guard). */
const facts: ShopFacts = {
  shopName: "Sattva",
  shippingFee: 7_000,
  freeShippingFrom: 99_900,
  giftWrapPerUnit: 5_000,
  codFee: 0,
  codMaxOrder: 500_000,
  codConfirmWithinHours: 2,
  processingDays: { min: 1, max: 2 },
  metroTransitDays: { min: 2, max: 5 },
  otherTransitDays: { min: 2, max: 6 },
  grievanceOfficer: {
    name: "Meera Iyer",
    designation: "Grievance Officer",
    email: "grievance@sattva.test",
    phone: "+91 98765 43212",
    address: "Jaipur",
  },
  supportEmail: "care@sattva.test",
  businessEmail: "business@sattva.test",
  supportPhone: "+91 98765 43210",
  complaintsPhone: "+91 98765 43211",
  whatsappNumber: "919876543210",
  location: "Jaipur",
  returns: { windowDays: 7, nonReturnableCategories: [], proofRequired: false },
};

/** Every string inside a module's exports, with where it was found. */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  return out;
}

describe("the shop's own copy", () => {
  it.each([
    ["faq-content", faqGroups(facts)],
    ["home-content", homeContent],
    ["parent-copy", parentCopy],
    ["healing-templates", healingTemplates],
  ])("%s claims no cure and promises nothing it cannot prove", (name, module) => {
    const texts = strings(module, name);
    expect(texts.length).toBeGreaterThan(3);
    const findings = texts.flatMap(([path, text]) =>
      claimsIn(path, text).map((found) => `${found.field}: "${found.phrase}" (${found.severity})`),
    );
    expect(findings).toEqual([]);
  });
});
