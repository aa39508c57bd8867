// The money feature's HTTP side: the admin fetches the payment provider's settlements on demand and
// lists them with what each paid out and what is left to chase. The reading and matching are in
// settlements.ts, the list in settlement-report.ts.
import express, { type Router } from "express";
import { settlementFetchSchema, settlementListQuerySchema } from "../../../core/schemas/settlements.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { settlementDueDays, settlementReport } from "./settlement-report.ts";
import { fetchSettlementsNow } from "./settlements.ts";

const tag = "Money";
const adminErrors = { 401: "Not signed in", 403: "Not an admin" };

export function moneyRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/settlements/fetch",
      summary:
        "Admin: reads Razorpay's settlements (GET /v1/settlements) and what each paid out (the settlement recon, GET /v1/settlements/recon/combined) for { date?: YYYY-MM-DD } (an India day; without it the last days, as the scheduled round does). Each settled payment and refund the shop made is matched to its order and its fee and GST on the fee written to the money ledger, a processed settlement as money settled to the bank; fetching again changes nothing. Answers the days read and how many settlements and items, matched and unmatched.",
      tag,
      access: "admin",
      body: settlementFetchSchema,
      errors: {
        ...adminErrors,
        400: "A date that is not a real day, or one still to come",
        502: "Razorpay refused or could not be reached (what was read before is kept; try again)",
        503: "Online payment is off",
      },
    },
    async ({ body, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return fetchSettlementsNow(ctx, body);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/settlements",
      summary: `Admin: the settlements made between from and to (India days, YYYY-MM-DD, both included; the last 30 days by default), newest first, each with its amount, fees, GST on fees and UTR (₹) and the items it paid out matched to their orders and refunds; unmatched: the period's settled items the shop does not know, and payments captured more than ${settlementDueDays} days ago (within 30 days) that no settlement has paid out.`,
      tag,
      access: "admin",
      query: settlementListQuerySchema,
      errors: { ...adminErrors, 400: "A date that is not a real day, or a period backwards or over a year" },
    },
    async ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return settlementReport(ctx, query);
    },
  );

  return router;
}
