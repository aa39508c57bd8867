// Settings: the shop's return rules (issue 22 point 1). The window, the categories that cannot come
// back, whether the shopper must show the unboxing, whether exchanges are offered, whether shipping is
// refunded when a whole order comes back (read by the refunds), and where return parcels go. The
// product page, the policies page, the terms and the return request all read these, never a number
// of their own (DESIGN.md point 20).
import { z } from "zod";
import { normalizeIndianPhone } from "../phone.ts";
import { demoContacts } from "../shop-contacts.ts";

export const returnSettingsMessages = {
  windowDays: "Enter whole days from 1 to 90",
  category: "Enter category slugs such as soaps, one per line",
  required: "Required for the return parcels' address",
  pincode: "Enter a 6-digit PIN code",
  phone: "Enter a 10-digit mobile number",
  refundDays: "Enter working days from 0 to 30",
  refundDaysOrder: "The first day cannot be after the last",
} as const;

/** Working days a refund takes (one end of a range): what the refund mails and the order page promise. */
const refundDays = (fallback: number) =>
  z.coerce
    .number({ error: returnSettingsMessages.refundDays })
    .int(returnSettingsMessages.refundDays)
    .min(0, returnSettingsMessages.refundDays)
    .max(30, returnSettingsMessages.refundDays)
    .default(fallback);

/** The ways a refund travels, each with its days (Indian banks' usual times; store credit is at once). */
export const refundDayRanges = [
  ["Upi", "UPI"],
  ["Card", "Card"],
  ["Netbanking", "Net banking"],
  ["Wallet", "Wallet"],
  ["Payout", "UPI payout (cash on delivery)"],
] as const;

const text = (max: number, fallback: string) =>
  z.string().trim().min(1, returnSettingsMessages.required).max(max).default(fallback);

export const returnSettingsSchema = z
  .object({
    /** Days after delivery during which a return may be asked for. */
    windowDays: z.coerce
      .number({ error: returnSettingsMessages.windowDays })
      .int(returnSettingsMessages.windowDays)
      .min(1, returnSettingsMessages.windowDays)
      .max(90, returnSettingsMessages.windowDays)
      .default(7),
    /** Category slugs (parent, sub-category or category) whose products cannot be returned. */
    nonReturnableCategories: z
      .preprocess(
        // the Settings form sends the slugs as typed: one a line, or separated by commas
        (value) =>
          typeof value === "string"
            ? value
                .split(/[\s,]+/)
                .map((slug) => slug.trim())
                .filter(Boolean)
            : value,
        z
          .array(
            z
              .string()
              .trim()
              .toLowerCase()
              .regex(/^[a-z0-9-]{1,80}$/, returnSettingsMessages.category),
          )
          .max(100)
          .transform((slugs) => [...new Set(slugs)]),
      )
      .default([]),
    /** The request must carry an unboxing photo or video. */
    proofRequired: z.boolean().default(false),
    /** Shoppers may ask for another variant instead of their money back. */
    exchangeAllowed: z.boolean().default(true),
    /** Shipping is refunded when every line of an order comes back (the refunds read it). */
    refundShippingOnFullReturn: z.boolean().default(true),
    /** Where return parcels go (a courier's reverse pickup delivers here). */
    returnName: text(80, "Sattva Returns"),
    returnAddress: text(200, "12 Hauz Khas Village"),
    returnCity: text(60, "New Delhi"),
    returnState: text(60, "Delhi"),
    returnPincode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, returnSettingsMessages.pincode)
      .default("110016"),
    returnPhone: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, returnSettingsMessages.phone)
      .default(normalizeIndianPhone(demoContacts.supportPhone)),
    // refunds to the original payment, by how it was paid (Razorpay's method), and a COD shopper's UPI payout
    refundDaysUpiFrom: refundDays(1),
    refundDaysUpiTo: refundDays(3),
    refundDaysCardFrom: refundDays(5),
    refundDaysCardTo: refundDays(7),
    refundDaysNetbankingFrom: refundDays(5),
    refundDaysNetbankingTo: refundDays(7),
    refundDaysWalletFrom: refundDays(1),
    refundDaysWalletTo: refundDays(3),
    refundDaysPayoutFrom: refundDays(1),
    refundDaysPayoutTo: refundDays(3),
  })
  .superRefine((settings, check) => {
    for (const [name] of refundDayRanges) {
      if (settings[`refundDays${name}From`] > settings[`refundDays${name}To`]) {
        check.addIssue({
          code: "custom",
          message: returnSettingsMessages.refundDaysOrder,
          path: [`refundDays${name}To`],
        });
      }
    }
  });

export type ReturnSettings = z.output<typeof returnSettingsSchema>;

/** Whether a product in these categories (its parent, sub-category and category slugs) may come back. */
export function isReturnable(settings: Pick<ReturnSettings, "nonReturnableCategories">, slugs: readonly string[]) {
  return !slugs.some((slug) => settings.nonReturnableCategories.includes(slug.toLowerCase()));
}

/** "7 days", as every page words the window. */
export function returnWindowWords(settings: Pick<ReturnSettings, "windowDays">): string {
  return `${settings.windowDays} ${settings.windowDays === 1 ? "day" : "days"}`;
}
