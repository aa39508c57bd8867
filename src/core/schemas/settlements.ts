// The payment provider's settlements (issue 31 point 4): the admin's fetch on demand (one India day,
// or the last days the scheduled round reads) and the list's period. India dates, YYYY-MM-DD.
import { z } from "zod";
import { dateKeyOf } from "../dates.ts";

/** Days of settlements the scheduled round reads again each time, today included. */
export const settlementFetchDays = 7;
/** The list's default period, days back from today. */
export const settlementListDays = 30;
/** The longest period one list answers. */
export const settlementListMaxDays = 366;

export const settlementMessages = {
  date: "Dates must be real days written as YYYY-MM-DD",
  future: "Settlements cannot be fetched for a day that has not come yet",
  range: "The end date must not be before the start date",
  long: `Ask for at most ${settlementListMaxDays} days at a time`,
} as const;

const dateKey = z
  .string({ error: settlementMessages.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, settlementMessages.date)
  // a real day: 2026-02-30 does not survive the round trip
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, settlementMessages.date);

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * POST /api/admin/settlements/fetch: one day's settlements (India date, begun already), or without a
 * date the last `settlementFetchDays` days as the scheduled round reads them.
 */
export const settlementFetchSchema = z.object({
  date: dateKey.refine((value) => value <= dateKeyOf(new Date()), settlementMessages.future).optional(),
});

export type SettlementFetchInput = z.infer<typeof settlementFetchSchema>;

/** GET /api/admin/settlements: settlements made between two India dates, both included. */
export const settlementListQuerySchema = z
  .object({ from: dateKey.optional(), to: dateKey.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: settlementMessages.range,
    path: ["to"],
  })
  .refine((query) => !query.from || !query.to || dayCount(query.from, query.to) <= settlementListMaxDays, {
    message: settlementMessages.long,
    path: ["from"],
  });

export type SettlementListQuery = z.infer<typeof settlementListQuerySchema>;
