import { describe, expect, test } from "vitest";
import { faqGroups } from "./faq-content.ts";
import type { ShopFacts } from "./shop-facts.ts";

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

const codAnswer = (shop: ShopFacts) =>
  faqGroups(shop)
    .flatMap((group) => group.entries)
    .find((entry) => entry.id === "is-cod-available")
    ?.answer.join(" ");

describe("the FAQ's cash-on-delivery answer", () => {
  test("says there is no fee only when the shop charges none", () => {
    expect(codAnswer(facts)).toContain("There is no extra fee for cash on delivery.");
    const charged = codAnswer({ ...facts, codFee: 4_900 });
    expect(charged).toContain("Paying on delivery adds ₹49 to the order");
    expect(charged).not.toContain("no extra fee");
  });
});
