// Settings: gift cards (issue 34 point 3, decision 0062). The amounts offered on the gift card's page
// (rupees), the least and most a custom amount may be, and how long a card works from the day it is
// sent: at least 12 months (RBI's master direction on prepaid payment instruments gives gift
// instruments a validity of at least one year), at most 3 years.
import { z } from "zod";

export const giftCardSettingsMessages = {
  amounts: "Enter one to eight amounts in rupees, each from 100 to 50,000",
  min: "Enter an amount in rupees from 100 to 50,000",
  max: "Enter an amount in rupees from 100 to 50,000, not under the least amount",
  validityMonths: "Enter a whole number of months from 12 to 36",
} as const;

const rupees = (message: string, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(100, message).max(50_000, message).default(fallback);

export const giftCardSettingsSchema = z
  .object({
    /** The amounts offered as buttons, in rupees. */
    amounts: z
      .array(
        // each amount refused with the section's message (not zod's English) under the field
        z.coerce
          .number({ error: giftCardSettingsMessages.amounts })
          .int(giftCardSettingsMessages.amounts)
          .min(100, giftCardSettingsMessages.amounts)
          .max(50_000, giftCardSettingsMessages.amounts),
        { error: giftCardSettingsMessages.amounts },
      )
      .min(1, giftCardSettingsMessages.amounts)
      .max(8, giftCardSettingsMessages.amounts)
      .default([500, 1000, 2000, 5000, 10000]),
    /** A custom amount from this (rupees)… */
    min: rupees(giftCardSettingsMessages.min, 500),
    /** …up to this (rupees). */
    max: rupees(giftCardSettingsMessages.max, 10_000),
    /** A card works this many months from the day it is sent (issued). */
    validityMonths: z.coerce
      .number({ error: giftCardSettingsMessages.validityMonths })
      .int(giftCardSettingsMessages.validityMonths)
      .min(12, giftCardSettingsMessages.validityMonths)
      .max(36, giftCardSettingsMessages.validityMonths)
      .default(12),
  })
  .refine((section) => section.max >= section.min, { message: giftCardSettingsMessages.max, path: ["max"] });

export type GiftCardSettings = z.output<typeof giftCardSettingsSchema>;
