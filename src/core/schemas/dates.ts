// India dates in queries: a day written YYYY-MM-DD that really exists (2026-02-30 is refused), and a
// filter left empty in a page's form, which arrives as "" and means "not filtered". Shared by every
// list that filters by days (the audit log, the money page).
import { z } from "zod";

/** A real day as YYYY-MM-DD; anything else is refused with `message`. */
export function dateKeySchema(message: string) {
  return (
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      // a real day: 2026-02-30 does not survive the round trip
      .refine((value) => {
        const day = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
      }, message)
  );
}

/** A filter left empty in the page's form arrives as "": the same as not filtering. */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** Days from one India date to another, both included ("2026-11-01" to "2026-11-30": 30). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A period of India days (from, to, either left out): the end not before the start (`range`), and at
 * most `maxDays` long (`tooLong`).
 */
export function periodChecked<T extends z.ZodType<{ from?: string; to?: string }>>(
  schema: T,
  messages: { range: string; tooLong: string },
  maxDays: number,
) {
  return schema
    .refine((query) => !query.from || !query.to || query.from <= query.to, { message: messages.range, path: ["to"] })
    .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) <= maxDays, {
      message: messages.tooLong,
      path: ["from"],
    });
}
