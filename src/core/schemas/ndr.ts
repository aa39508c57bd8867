// Failed deliveries (NDR): the courier's window for a re-attempt (settings section "ndr"), the
// dates a re-attempt may be asked for (the next working days after today, India time: Sundays and
// the delivery settings' holidays are skipped), and the admin's and the shopper's requests.
import { z } from "zod";
import { addWorkingDays } from "../delivery.ts";
import { normalizeIndianPhone } from "../phone.ts";

export const ndrMessages = {
  windowDays: "Enter working days from 1 to 7",
  linkHours: "Enter hours from 1 to 168",
  date: "Choose a date for the next delivery attempt",
  dateOutside: "Choose one of the next working days the courier can deliver on",
  phone: "Enter a 10-digit mobile number",
  address: "Enter the address in at most 200 characters",
  nothing: "Choose a date for the next attempt or enter a new phone number",
  notUndelivered: "This parcel is not waiting after a failed delivery.",
  linkInvalid: "This link is not valid. Please use the link in your latest e-mail from us.",
  linkExpired: "This link has expired. Please reply to our e-mail or contact us to arrange the delivery.",
  askedAlready: "You have already asked for a new attempt on this delivery. Contact us to change it.",
  reattemptTaken: "A re-attempt was already asked for this failed delivery on another date.",
} as const;

export const ndrSettingsSchema = z.object({
  /** How many working days after today the courier keeps a failed parcel for a re-attempt. */
  reattemptWithinWorkingDays: z.coerce
    .number({ error: ndrMessages.windowDays })
    .int(ndrMessages.windowDays)
    .min(1, ndrMessages.windowDays)
    .max(7, ndrMessages.windowDays)
    .default(3),
  /** How long the shopper's link (in the failed-delivery mail) works. */
  shopperLinkHours: z.coerce
    .number({ error: ndrMessages.linkHours })
    .int(ndrMessages.linkHours)
    .min(1, ndrMessages.linkHours)
    .max(168, ndrMessages.linkHours)
    .default(48),
});

export type NdrSettings = z.output<typeof ndrSettingsSchema>;

/** The dates a re-attempt may be asked for: the next `within` working days after `today`. */
export function reattemptDates(today: string, within: number, holidays: readonly string[]): string[] {
  const off = new Set(holidays);
  return Array.from({ length: within }, (_, index) => addWorkingDays(today, index + 1, off));
}

const dateKey = z
  .string({ error: ndrMessages.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ndrMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), ndrMessages.date);

const optionalPhone = z
  .string({ error: ndrMessages.phone })
  .trim()
  .transform(normalizeIndianPhone)
  .pipe(z.string().regex(/^\d{10}$/, ndrMessages.phone));

const address = z
  .string({ error: ndrMessages.address })
  .trim()
  .min(1, ndrMessages.address)
  .max(200, ndrMessages.address);

/** POST /api/admin/shipments/{id}/reattempt: the date, and what the courier should know anew. */
export const adminReattemptSchema = z.object({
  date: dateKey,
  phone: optionalPhone.optional(),
  address: address.optional(),
});
export type AdminReattemptInput = z.output<typeof adminReattemptSchema>;

/** The shopper's answer to a failed delivery: a date for the next attempt, a new phone, or both. */
export const shopperNdrRequestSchema = z
  .object({
    token: z.string({ error: ndrMessages.linkInvalid }).trim().min(20, ndrMessages.linkInvalid).max(100),
    date: dateKey.optional(),
    phone: optionalPhone.optional(),
  })
  .refine((input) => Boolean(input.date || input.phone), { message: ndrMessages.nothing, path: ["date"] });
export type ShopperNdrRequest = z.output<typeof shopperNdrRequestSchema>;

export const ndrTokenQuerySchema = z.object({
  token: z.string({ error: ndrMessages.linkInvalid }).trim().min(20, ndrMessages.linkInvalid).max(100),
});
