// Settings: how long an unpaid online order holds what it took. An online order takes its stock as
// the shopper starts paying; when its payment window closes unpaid, the order is cancelled and its
// items go back on sale. A one-of-a-kind piece (products.one_of_a_kind) is held for a shorter window,
// so one shopper's open payment page does not keep the only piece from everyone else for long
// (docs/decisions/0055-one-of-a-kind-holds.md).
import { z } from "zod";

export const holdSettingsMessages = {
  paymentMinutes: "Enter a whole number of minutes from 10 to 120",
  oneOfAKindMinutes: "Enter a whole number of minutes from 2 to 30",
} as const;

const minutes = (min: number, max: number, message: string, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

export const holdSettingsSchema = z.object({
  /** An unpaid online order gives its items back after this many minutes. */
  paymentMinutes: minutes(10, 120, holdSettingsMessages.paymentMinutes, 30),
  /** An unpaid online order holding a one-of-a-kind piece gives it back after this many minutes. */
  oneOfAKindMinutes: minutes(2, 30, holdSettingsMessages.oneOfAKindMinutes, 10),
});

export type HoldSettings = z.output<typeof holdSettingsSchema>;
