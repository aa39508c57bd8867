// The payment provider's settlements (issue 31 point 4): the admin's fetch on demand (one India day,
// or the last days the scheduled round reads) and the list's period. India dates, YYYY-MM-DD.
import { z } from "zod";
import { dateKeyOf } from "../dates.ts";
import { dateKeySchema, periodChecked } from "./dates.ts";

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

const dateKey = dateKeySchema(settlementMessages.date);

/**
 * POST /api/admin/settlements/fetch: one day's settlements (India date, begun already), or without a
 * date the last `settlementFetchDays` days as the scheduled round reads them.
 */
export const settlementFetchSchema = z.object({
  date: dateKey.refine((value) => value <= dateKeyOf(new Date()), settlementMessages.future).optional(),
});

export type SettlementFetchInput = z.infer<typeof settlementFetchSchema>;

/** GET /api/admin/settlements: settlements made between two India dates, both included. */
export const settlementListQuerySchema = periodChecked(
  z.object({ from: dateKey.optional(), to: dateKey.optional() }),
  { range: settlementMessages.range, tooLong: settlementMessages.long },
  settlementListMaxDays,
);

export type SettlementListQuery = z.infer<typeof settlementListQuerySchema>;
