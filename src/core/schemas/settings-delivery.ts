// Settings: the delivery promise (warehouse, processing and transit days by zone, holidays, where
// the shop does not deliver) and the cash-on-delivery controls (largest order, fee, pincodes and
// phones where COD is off, refusals before COD stops for a phone, the confirmation window, how
// many unconfirmed COD orders one phone, e-mail or client address may hold at once, and the days the
// courier has to remit a delivered order's cash).
import { z } from "zod";
import { isIndianMobile, normalizeIndianPhone } from "../phone.ts";

export const deliverySettingsMessages = {
  pincode: "Enter a 6-digit PIN code",
  days: "Enter whole days from 0 to 30",
  range: "The first number of days cannot be more than the second",
  holiday: "Write holidays as YYYY-MM-DD",
  phone: "Enter 10-digit mobile numbers",
  amount: "Enter an amount in rupees, 0 or more",
  refusals: "Enter a number from 1 to 10",
  hours: "Enter hours from 1 to 168",
  openOrders: "Enter a number from 1 to 1000",
  remittanceDays: "Enter whole days from 1 to 90",
} as const;

/** How many unconfirmed COD orders one buyer may hold at once (issue 18 point 7: stock hoarding). */
const openOrders = (fallback: number) =>
  z.coerce
    .number()
    .int(deliverySettingsMessages.openOrders)
    .min(1, deliverySettingsMessages.openOrders)
    .max(1000, deliverySettingsMessages.openOrders)
    .default(fallback);

const pincode = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{5}$/, deliverySettingsMessages.pincode);
const days = z.coerce.number().int(deliverySettingsMessages.days).min(0, deliverySettingsMessages.days).max(30);

const dayRange = (min: number, max: number) =>
  z
    .object({ min: days, max: days })
    .refine((range) => range.min <= range.max, { message: deliverySettingsMessages.range, path: ["max"] })
    .default({ min, max });

/**
 * A list typed one per line or comma-separated (codes and dates also space-separated), kept sorted
 * without repeats.
 */
const list = <T extends z.ZodType<string>>(item: T, separators = /[\s,;]+/) =>
  z
    .preprocess(
      (value) =>
        typeof value === "string"
          ? value
              .split(separators)
              .map((entry) => entry.trim())
              .filter(Boolean)
          : value,
      z.array(item).max(2000),
    )
    .transform((values) => [...new Set(values)].sort())
    .default([]);

export const deliverySettingsSchema = z.object({
  /** Where parcels leave from (New Delhi GPO by default). */
  warehousePincode: pincode.default("110001"),
  /** Packing before dispatch (the spec: 1-2 working days). */
  processingDays: dayRange(1, 2),
  transitDays: z
    .object({
      sameCity: dayRange(1, 2),
      sameRegion: dayRange(2, 4),
      metro: dayRange(2, 5),
      rest: dayRange(2, 6),
      special: dayRange(5, 9),
    })
    .prefault({}),
  /** Days couriers do not deliver, besides Sundays. */
  holidays: list(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, deliverySettingsMessages.holiday),
  ),
  /** PIN codes the shop does not deliver to. */
  undeliverablePincodes: list(pincode),
});

const rupees = (fallback: number) =>
  z.coerce
    .number({ error: deliverySettingsMessages.amount })
    .min(0, deliverySettingsMessages.amount)
    .max(1_00_00_000, deliverySettingsMessages.amount)
    .transform((value) => Math.round(value * 100) / 100)
    .default(fallback);

export const codSettingsSchema = z.object({
  /** The largest order cash on delivery may pay, rupees. */
  maxOrder: rupees(5000),
  /** Charged on a COD order, its own line in every price breakup; 0: none. */
  fee: rupees(0),
  /** PIN codes where COD is off. */
  blockedPincodes: list(pincode),
  /** Phones that may not pay on delivery. */
  blockedPhones: list(
    z.string().refine(isIndianMobile, deliverySettingsMessages.phone).transform(normalizeIndianPhone),
    /[\n,;]+/,
  ),
  /** After this many refusals at the door, COD is off for the phone. */
  refusalLimit: z.coerce
    .number()
    .int(deliverySettingsMessages.refusals)
    .min(1, deliverySettingsMessages.refusals)
    .max(10, deliverySettingsMessages.refusals)
    .default(2),
  /** A COD order unconfirmed this long is cancelled and its stock returned, hours (short: it holds stock). */
  confirmWithinHours: z.coerce
    .number()
    .int(deliverySettingsMessages.hours)
    .min(1, deliverySettingsMessages.hours)
    .max(168, deliverySettingsMessages.hours)
    .default(2),
  /** Unconfirmed COD orders one phone number may hold at once. */
  openOrdersPerPhone: openOrders(2),
  /** Unconfirmed COD orders one e-mail address may hold at once. */
  openOrdersPerEmail: openOrders(2),
  /** COD orders one client address may place within the confirmation window (offices share one). */
  openOrdersPerAddress: openOrders(5),
  /**
   * Days after delivery by which the courier's remittance of a COD order's cash is due: a delivered
   * order not remitted by then is listed for the owner to chase (features/cod). Shiprocket remits
   * about 8 days after delivery on its standard plan.
   */
  remittanceDueDays: z.coerce
    .number()
    .int(deliverySettingsMessages.remittanceDays)
    .min(1, deliverySettingsMessages.remittanceDays)
    .max(90, deliverySettingsMessages.remittanceDays)
    .default(10),
});
