// Settings: back in stock. When a sold-out variant comes back, at most (units back × this number)
// waiting shoppers are told, oldest first, so a crowd is not sent after two pieces; the rest keep
// waiting for the next restock (docs/decisions/0031-back-in-stock.md).
import { z } from "zod";

export const backInStockSettingsMessages = {
  perUnit: "Enter a whole number from 1 to 100",
} as const;

export const backInStockSettingsSchema = z.object({
  /** Shoppers told per unit back in stock. */
  shoppersPerUnit: z.coerce
    .number({ error: backInStockSettingsMessages.perUnit })
    .int(backInStockSettingsMessages.perUnit)
    .min(1, backInStockSettingsMessages.perUnit)
    .max(100, backInStockSettingsMessages.perUnit)
    .default(3),
});

export type BackInStockSettings = z.output<typeof backInStockSettingsSchema>;
