// The owner's money page (/admin-money, GET /api/admin/money...): the figures of a period, each made
// from the money ledger (core/ledger.ts) or the GST documents, and the query the URL carries: India
// days, both ends included; a figure opens the rows behind it a page at a time.
import { z } from "zod";
import { blankAsMissing, dateKeySchema, periodChecked } from "./dates.ts";

export const moneyFigureNames = {
  sold: "Sold",
  credited: "Credited back",
  captured: "Collected online",
  cod_collected: "Collected by couriers",
  unremitted: "With couriers, not remitted",
  cod_remitted: "Remitted by couriers",
  refunded: "Refunded",
  refunds_pending: "Refunds on their way",
  fees: "Fees and deductions",
  settled: "Settled to bank",
} as const;

export type MoneyFigure = keyof typeof moneyFigureNames;
export const moneyFigures = Object.keys(moneyFigureNames) as [MoneyFigure, ...MoneyFigure[]];

/** What each figure counts, as the page explains it under the figure. */
export const moneyFigureHints: Record<MoneyFigure, string> = {
  sold: "Tax invoices issued (goods that left)",
  credited: "Credit notes issued (goods or money back)",
  captured: "Online payments captured",
  cod_collected: "Cash collected at the door",
  unremitted: "Collected in the period, no remittance yet",
  cod_remitted: "Courier remittances received",
  refunded: "Refunds completed",
  refunds_pending: "Refunds asked, not yet completed",
  fees: "Gateway fees, GST on them, courier deductions",
  settled: "Gateway payouts to the bank",
};

/** The longest period the page adds up at once. */
export const moneyPeriodMaxDays = 366;

export const moneyMessages = {
  date: "Dates must be real days written as YYYY-MM-DD",
  range: "The end date must not be before the start date",
  tooLong: `Choose a period of at most ${moneyPeriodMaxDays} days`,
  figure: `The figure must be one of: ${moneyFigures.join(", ")}`,
  page: "Page must be a whole number from 1 to 100000",
} as const;

const dateKey = dateKeySchema(moneyMessages.date);

const period = { from: blankAsMissing(dateKey), to: blankAsMissing(dateKey) };

/** GET /api/admin/money and the CSV: the period (India days, both ends included; default this month). */
export const moneyPeriodSchema = periodChecked(z.object(period), moneyMessages, moneyPeriodMaxDays);
export type MoneyPeriodQuery = z.output<typeof moneyPeriodSchema>;

export const moneyRowsPageSize = 50;

/** GET /api/admin/money/rows: one figure's rows in the period, newest first, a page at a time. */
export const moneyRowsQuerySchema = periodChecked(
  z.object({
    ...period,
    figure: z.enum(moneyFigures, { error: moneyMessages.figure }),
    page: blankAsMissing(
      z.coerce
        .number({ error: moneyMessages.page })
        .int(moneyMessages.page)
        .min(1, moneyMessages.page)
        .max(100_000, moneyMessages.page),
    ).default(1),
  }),
  moneyMessages,
  moneyPeriodMaxDays,
);
export type MoneyRowsQuery = z.output<typeof moneyRowsQuerySchema>;
