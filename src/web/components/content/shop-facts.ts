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
  /** The largest order cash on delivery may pay, and how long a COD order waits for its confirmation. */
  codMaxOrder: Paise;
  codConfirmWithinHours: number;
  /** The delivery promise (settings → delivery): packing, then transit to metros and elsewhere, in days. */
  processingDays: DayRange;
  metroTransitDays: DayRange;
  otherTransitDays: DayRange;
  /** Who answers complaints (settings → seller; E-Commerce Rules 2020 rule 4(4)). */
  grievanceOfficer: { name: string; designation: string; email: string; phone: string; address: string };
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

export interface DayRange {
  min: number;
  max: number;
}

/**
 * Windows the shop promises that no code enforces (the spec's policy constants). Delivery days and
 * charges are not here: they come from settings, as the delivery estimate and the checkout use them.
 */
export const serviceWindows = {
  internationalDays: "4-12 business days",
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
    codMaxOrder: settings.cod.maxOrder,
    codConfirmWithinHours: settings.cod.confirmWithinHours,
    processingDays: settings.delivery.processingDays,
    metroTransitDays: settings.delivery.metroTransitDays,
    otherTransitDays: settings.delivery.otherTransitDays,
    grievanceOfficer: settings.seller.grievanceOfficer,
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
