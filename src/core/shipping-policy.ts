// The shipping and returns policy the product page shows (spec section 9, "Product page shipping
// info"): its timings and return terms live here once, and the charges come from the shop's pricing
// settings, the same ones the cart and checkout charge (DESIGN.md decision 3). The spec's separate
// prepaid (₹70 below ₹999) and cash-on-delivery (₹120 / ₹50) figures contradict what checkout
// charges, so the page states the charges checkout really applies.
import { formatRupees } from "./money.ts";
import type { PricingSettings } from "./pricing.ts";

export const shippingTimes = {
  /** Packing and dispatch, in working days. */
  processingDays: { min: 1, max: 2 },
  /** Delivery after dispatch, in days. */
  metroDays: { min: 2, max: 5 },
  otherCitiesDays: { min: 2, max: 6 },
  /** International express, in business days. */
  internationalDays: { min: 4, max: 12 },
  internationalCarriers: ["DHL Express", "FedEx", "Aramex"],
} as const;

/** The return window is the shop's setting (settings: returns), never a number of this page's own. */
export const returnTerms = {
  refundBusinessDays: 5,
} as const;

/** What the product page says of returns: the window from the settings, and whether this product may come back. */
export interface ProductReturns {
  windowDays: number;
  returnable: boolean;
}

export interface PolicyTab {
  id: "domestic" | "international" | "returns";
  title: string;
  intro: string;
  points: string[];
}

/** "7 days". */
export const returnWindow = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

const span = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;

/** The three tabs of the product page's shipping block, worded from the settings above. */
export function shippingPolicyTabs(pricing: PricingSettings, returns: ProductReturns): PolicyTab[] {
  const free = formatRupees(pricing.freeShippingFrom);
  const fee = formatRupees(pricing.shippingFee);
  const { processingDays, metroDays, otherCitiesDays, internationalDays, internationalCarriers } = shippingTimes;
  return [
    {
      id: "domestic",
      title: "Domestic Shipping",
      intro: `Free shipping across India on orders of ${free} or more.`,
      points: [
        `Orders below ${free} pay a flat ${fee} for shipping, whether prepaid or cash on delivery.`,
        `Every order is packed by hand and dispatched within ${span(processingDays)} working days.`,
        `Metro cities: delivered ${span(metroDays)} days after dispatch.`,
        `Other cities and towns: delivered ${span(otherCitiesDays)} days after dispatch.`,
      ],
    },
    {
      id: "international",
      title: "International Shipping",
      intro: `We ship worldwide by express courier (${internationalCarriers.join(", ")}).`,
      points: [
        `Delivery takes ${span(internationalDays)} business days after dispatch.`,
        "Shipping charges depend on the destination and the parcel's weight, and are shown at checkout.",
        "Customs duties and import taxes, where a country charges them, are paid by the recipient.",
      ],
    },
    {
      id: "returns",
      title: "Return Policy",
      intro: returns.returnable
        ? `Not quite right? You can ask to return it within ${returnWindow(returns.windowDays)} of delivery, from My Account.`
        : "This item cannot be returned.",
      points: [
        ...(returns.returnable ? ["Items must be unused and in their original packaging."] : []),
        "An item that arrives damaged or is not what you ordered is always replaced or refunded.",
        `Refunds reach your original payment method within ${returnTerms.refundBusinessDays} business days of our receiving the return.`,
      ],
    },
  ];
}
