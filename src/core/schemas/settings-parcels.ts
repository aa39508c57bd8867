// Settings: the parcel a shipment is booked with when the admin types no weight or box of its own
// (features/shipping), and the courier aggregator's pickup address by the nickname it was saved
// under in Shiprocket's panel (its create-order call takes that nickname, never a new address).
import { z } from "zod";

export const parcelSettingsMessages = {
  grams: "Enter a weight in grams from 1 to 50,000",
  centimetres: "Enter centimetres from 1 to 300",
  pickupLocation: "Enter the pickup location's nickname as saved in Shiprocket",
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
  /** A parcel's weight when the admin types none. */
  defaultWeightGrams: grams(500),
  /** The usual box, length × breadth × height. */
  boxLengthCm: centimetres(20),
  boxBreadthCm: centimetres(15),
  boxHeightCm: centimetres(10),
  /** Shiprocket's pickup location nickname (Settings > Pickup Addresses in its panel). */
  pickupLocation: z.string().trim().min(1, parcelSettingsMessages.pickupLocation).max(60).default("Primary"),
});

export type ParcelSettings = z.output<typeof parcelSettingsSchema>;
