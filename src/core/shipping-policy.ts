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

/** A sentence of the policy: its English message ({arguments}, translated by the page) and its values. */
export interface PolicyWords {
  message: string;
  values?: Record<string, string>;
  /** Names after the sentence, in brackets, kept as they are written (couriers' brands): marked lang="en". */
  names?: string;
}

export interface PolicyTab {
  id: "domestic" | "international" | "returns";
  title: PolicyWords;
  intro: PolicyWords;
  points: PolicyWords[];
}

const span = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;
const words = (message: string, values?: Record<string, string>): PolicyWords =>
  values ? { message, values } : { message };

/** The three tabs of the product page's shipping block, worded from the settings above. */
export function shippingPolicyTabs(pricing: PricingSettings, returns: ProductReturns): PolicyTab[] {
  const free = formatRupees(pricing.freeShippingFrom);
  const fee = formatRupees(pricing.shippingFee);
  const { processingDays, metroDays, otherCitiesDays, internationalDays, internationalCarriers } = shippingTimes;
  return [
    {
      id: "domestic",
      title: words("Domestic Shipping"),
      intro: words("Free shipping across India on orders of {free} or more.", { free }),
      points: [
        words("Orders below {free} pay a flat {fee} for shipping, whether prepaid or cash on delivery.", { free, fee }),
        words("Every order is packed by hand and dispatched within {days} working days.", {
          days: span(processingDays),
        }),
        words("Metro cities: delivered {days} days after dispatch.", { days: span(metroDays) }),
        words("Other cities and towns: delivered {days} days after dispatch.", { days: span(otherCitiesDays) }),
      ],
    },
    {
      id: "international",
      title: words("International Shipping"),
      intro: { message: "We ship worldwide by express courier", names: internationalCarriers.join(", ") },
      points: [
        words("Delivery takes {days} business days after dispatch.", { days: span(internationalDays) }),
        words("Shipping charges depend on the destination and the parcel's weight, and are shown at checkout."),
        words("Customs duties and import taxes, where a country charges them, are paid by the recipient."),
      ],
    },
    {
      id: "returns",
      title: words("Return Policy"),
      intro: returns.returnable
        ? words(
            "Not quite right? You can ask to return it within {n, plural, one {# day} other {# days}} of delivery, from My Account.",
            { n: String(returns.windowDays) },
          )
        : words("This item cannot be returned."),
      points: [
        ...(returns.returnable ? [words("Items must be unused and in their original packaging.")] : []),
        words("An item that arrives damaged or is not what you ordered is always replaced or refunded."),
        words("Refunds reach your original payment method within {days} business days of our receiving the return.", {
          days: String(returnTerms.refundBusinessDays),
        }),
      ],
    },
  ];
}

/** Every message shippingPolicyTabs may write (the Hindi catalogue's test checks each has words). */
export const shippingPolicyMessages = (): string[] =>
  [
    ...shippingPolicyTabs({ freeShippingFrom: 0, shippingFee: 0 } as PricingSettings, {
      windowDays: 7,
      returnable: true,
    }),
    ...shippingPolicyTabs({ freeShippingFrom: 0, shippingFee: 0 } as PricingSettings, {
      windowDays: 7,
      returnable: false,
    }),
  ].flatMap((tab) => [tab.title, tab.intro, ...tab.points].map((entry) => entry.message));
