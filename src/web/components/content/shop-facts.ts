// The figures and addresses the policy, terms, FAQ and contact pages quote, gathered from the
// shop's settings in one shape (the loaders build it; the texts never hard-code a fee or a phone).
import type { AppLoadContext } from "react-router";
import type { Paise } from "../../../core/money.ts";

export interface ShopFacts {
  shopName: string;
  shippingFee: Paise;
  freeShippingFrom: Paise;
  giftWrapPerUnit: Paise;
  /** What paying on delivery adds to an order (0: nothing). */
  codFee: Paise;
  supportEmail: string;
  businessEmail: string;
  supportPhone: string;
  complaintsPhone: string;
  /** Country code first, digits only ("919876543210"). */
  whatsappNumber: string;
  location: string;
  /** The return rules (settings: returns): the window after delivery and the categories that cannot come back. */
  returns: { windowDays: number; nonReturnableCategories: string[]; proofRequired: boolean };
}

/** Delivery windows the shop promises (the return window is a setting: ShopFacts.returns) (the spec's shipping and policy constants). */
export const serviceWindows = {
  processingDays: "1-2 working days",
  metroDeliveryDays: "2-5 days",
  otherDeliveryDays: "2-6 days",
  internationalDays: "4-12 business days",
  /** A new order can be cancelled free of charge until it is dispatched, and always within this time. */
  cancelWithinHours: 24,
  damageReportHours: 48,
  refundBusinessDays: "7-10 business days",
  replyWithin: "24 business hours",
} as const;

/** "+91 98765 43210" → "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "919876543210" → "+91 98765 43210". */
export function displayWhatsapp(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  return `+${digits}`;
}

/** The facts from the shop's settings (call in a loader; the result is plain data for the page). */
export async function shopFacts(context: Pick<AppLoadContext, "services">): Promise<ShopFacts> {
  const settings = await context.services.settings.site();
  return {
    shopName: settings.shopName,
    shippingFee: settings.pricing.shippingFee,
    freeShippingFrom: settings.pricing.freeShippingFrom,
    giftWrapPerUnit: settings.pricing.giftWrapPerUnit,
    codFee: settings.pricing.codFee,
    supportEmail: settings.contact.supportEmail,
    businessEmail: settings.contact.businessEmail,
    supportPhone: settings.contact.supportPhone,
    complaintsPhone: settings.contact.complaintsPhone,
    whatsappNumber: settings.whatsappNumber,
    location: settings.contact.location,
    returns: {
      windowDays: settings.returns.windowDays,
      nonReturnableCategories: settings.returns.nonReturnableCategories,
      proofRequired: settings.returns.proofRequired,
    },
  };
}

/** "soaps, candles-and-diyas" → "soaps, candles and diyas": the category slugs as words. */
export function categoryWords(slugs: readonly string[]): string {
  return slugs.map((slug) => slug.replaceAll("-", " ")).join(", ");
}
