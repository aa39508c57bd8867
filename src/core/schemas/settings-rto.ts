// Settings: returns to origin (RTO). Cash on delivery is switched off for a PIN code whose parcels
// came back too often over the last days, once enough parcels went there for the rate to mean
// something (docs/decisions/0021-returns-to-origin-and-check-in.md). The dashboard reads the rate
// over the same window.
import { z } from "zod";

export const rtoSettingsMessages = {
  windowDays: "Enter whole days from 7 to 365",
  percent: "Enter a percentage from 1 to 100, or leave it empty to keep the rule off",
  minParcels: "Enter a number of parcels from 1 to 1000",
} as const;

/** A percentage, or null (the form's empty field): the rule is off. */
const optionalPercent = z
  .number({ error: rtoSettingsMessages.percent })
  .min(1, rtoSettingsMessages.percent)
  .max(100, rtoSettingsMessages.percent)
  .nullable();

export const rtoSettingsSchema = z.object({
  /** The window the RTO rate is counted over, days back from now. */
  windowDays: z.coerce
    .number({ error: rtoSettingsMessages.windowDays })
    .int(rtoSettingsMessages.windowDays)
    .min(7, rtoSettingsMessages.windowDays)
    .max(365, rtoSettingsMessages.windowDays)
    .default(90),
  /** COD is off for a PIN code whose RTO rate over the window is above this percentage; null: never. */
  codOffAbovePercent: optionalPercent.default(null),
  /** Parcels to a PIN code (delivered or returned, in the window) before its rate can switch COD off. */
  minParcels: z.coerce
    .number({ error: rtoSettingsMessages.minParcels })
    .int(rtoSettingsMessages.minParcels)
    .min(1, rtoSettingsMessages.minParcels)
    .max(1000, rtoSettingsMessages.minParcels)
    .default(10),
});

export type RtoSettings = z.output<typeof rtoSettingsSchema>;
