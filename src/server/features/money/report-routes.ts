// The owner's money page over HTTP (admin only, private): the period's figures, one figure's rows,
// and the period as CSV for the accountant (core/schemas/money.ts says what each takes).
import express, { type Router } from "express";
import { moneyPeriodSchema, moneyRowsQuerySchema } from "../../../core/schemas/money.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { keepPrivate } from "../../http/security.ts";
import { sendCsv } from "../exports/send.ts";
import { moneyCsvRows, moneyRows, moneySummary } from "./report.ts";

const errors = {
  400: "A date or the page is not understood, or the period is longer than a year (the message names it)",
  401: "Not signed in",
  403: "Not an admin",
};

export function moneyReportRoutes(ctx: AppContext): Router {
  const router = express.Router();
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/money",
      summary:
        "Admin: the money of a period (from, to: India days, both included; default this month): sold and credited (GST documents), collected online, collected by couriers, still with couriers, remitted, refunded, refunds on their way, fees, settled to the bank; ₹ with the paise and the count of rows behind each",
      tag: "Admin",
      access: "admin",
      query: moneyPeriodSchema,
      errors,
    },
    async ({ query, res }) => {
      keepPrivate(res);
      return moneySummary(ctx, query);
    },
  );
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/money/rows",
      summary:
        "Admin: the rows behind one figure of the money page (figure, from, to, page): the ledger entries, documents or refunds, newest first, 50 a page, each with its order",
      tag: "Admin",
      access: "admin",
      query: moneyRowsQuerySchema,
      errors,
    },
    async ({ query, res }) => {
      keepPrivate(res);
      return moneyRows(ctx, query);
    },
  );
  endpoint(
    router,
    {
      method: "get",
      path: "/admin/money.csv",
      summary:
        "Admin: the period's money as CSV for the accountant, oldest first: every tax invoice and credit note, capture, courier collection and remittance, refund, fee and settlement with its order and reference; streamed",
      tag: "Admin",
      access: "admin",
      query: moneyPeriodSchema,
      errors,
    },
    async ({ query, res, user }) => {
      const name = `money-${query.from ?? "month"}-${query.to ?? "today"}.csv`;
      await sendCsv(ctx, res, user, name, "money", moneyCsvRows(ctx, query));
      return undefined;
    },
  );
  return router;
}
