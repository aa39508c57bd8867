// Settings: the parcel a shipment is booked with when the admin types no weight or box of its own
// (features/shipping: the lines' weights plus the packaging, or the usual weight when a line's
// variant is not weighed), and the courier aggregator's pickup address by the nickname it was saved
// under in Shiprocket's panel (its create-order call takes that nickname, never a new address), and
// the consignment value above which an inter-state parcel travels with an e-way bill (core/eway-bill.ts).
import { z } from "zod";
import { defaultEwayBillThreshold } from "../eway-bill.ts";
import { toRupees } from "../money.ts";

export const parcelSettingsMessages = {
  grams: "Enter a weight in grams from 1 to 50,000",
  centimetres: "Enter centimetres from 1 to 300",
  pickupLocation: "Enter the pickup location's nickname as saved in Shiprocket",
  packaging: "Enter the packaging's weight in grams from 0 to 5,000",
  ewayBillThreshold: "Enter an amount in rupees from 0 to 1,00,00,000",
} as const;

const grams = (fallback: number) =>
  z.coerce
    .number({ error: parcelSettingsMessages.grams })
    .int(parcelSettingsMessages.grams)
    .min(1, parcelSettingsMessages.grams)
    .max(50_000, parcelSettingsMessages.grams)
    .default(fallback);

const centimetres = (fallback: number) =>
  z.coerce
    .number({ error: parcelSettingsMessages.centimetres })
    .int(parcelSettingsMessages.centimetres)
    .min(1, parcelSettingsMessages.centimetres)
    .max(300, parcelSettingsMessages.centimetres)
    .default(fallback);

export const parcelSettingsSchema = z.object({
  /** A parcel's weight when the admin types none and a line's variant is not weighed. */
  defaultWeightGrams: grams(500),
  /** The box and wrapping, added to the lines' own weights (variants.weight_grams × units). */
  packagingGrams: z.coerce
    .number({ error: parcelSettingsMessages.packaging })
    .int(parcelSettingsMessages.packaging)
    .min(0, parcelSettingsMessages.packaging)
    .max(5_000, parcelSettingsMessages.packaging)
    .default(100),
  /** The usual box, length × breadth × height. */
  boxLengthCm: centimetres(20),
  boxBreadthCm: centimetres(15),
  boxHeightCm: centimetres(10),
  /** Shiprocket's pickup location nickname (Settings > Pickup Addresses in its panel). */
  pickupLocation: z.string().trim().min(1, parcelSettingsMessages.pickupLocation).max(60).default("Primary"),
  /**
   * Rupees: an inter-state parcel whose goods outside rule 138(14)'s Annexure are worth more than
   * this (with tax) needs an e-way bill. Rule 138(1) says ₹50,000.
   */
  ewayBillThreshold: z.coerce
    .number({ error: parcelSettingsMessages.ewayBillThreshold })
    .min(0, parcelSettingsMessages.ewayBillThreshold)
    .max(1_00_00_000, parcelSettingsMessages.ewayBillThreshold)
    .transform((value) => Math.round(value * 100) / 100)
    .default(toRupees(defaultEwayBillThreshold)),
});

export type ParcelSettings = z.output<typeof parcelSettingsSchema>;
