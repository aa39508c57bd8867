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
} as const;

const text = (max: number, fallback: string) =>
  z.string().trim().min(1, returnSettingsMessages.required).max(max).default(fallback);

export const returnSettingsSchema = z.object({
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
