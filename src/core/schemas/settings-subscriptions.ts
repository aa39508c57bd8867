// Settings: subscribe and save (issue 33, DESIGN.md point 23). The pre-debit notice goes out this
// many hours before each charge (RBI's e-mandate rules ask at least 24); a delivery's charge stays at
// or under the cap (RBI lets an e-mandate debit up to ₹15,000 without the shopper approving each
// debit, so the cap can be lowered, never raised above it); a mandate runs this many years.
import { z } from "zod";
import { toRupees } from "../money.ts";
import { mandateLimitWithoutAuthentication } from "../subscriptions.ts";

export const subscriptionSettingsMessages = {
  noticeHours: "Enter a whole number of hours from 24 to 120",
  maxCharge: `Enter an amount in rupees from 1 to ${toRupees(mandateLimitWithoutAuthentication)}`,
  years: "Enter a whole number of years from 1 to 10",
} as const;

const whole = (min: number, max: number, message: string, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

export const subscriptionSettingsSchema = z.object({
  /** The pre-debit notice is sent this many hours before each charge (at least 24). */
  noticeHours: whole(24, 120, subscriptionSettingsMessages.noticeHours, 48),
  /** A delivery's charge, in rupees, at most ₹15,000. */
  maxCharge: whole(1, toRupees(mandateLimitWithoutAuthentication), subscriptionSettingsMessages.maxCharge, 15_000),
  /** How long a mandate runs (Razorpay's total_count is this many years of cycles). */
  years: whole(1, 10, subscriptionSettingsMessages.years, 5),
});

export type SubscriptionSettings = z.output<typeof subscriptionSettingsSchema>;
