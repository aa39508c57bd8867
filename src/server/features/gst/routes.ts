// The GST documents of an order: its tax invoice (once shipped) and its credit note (once a shipped
// order is cancelled, refused or returned), for the order's owner or an admin.
import express, { type Router } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireUser } from "../../http/permissions.ts";
import { readDocument } from "./service.ts";

const tag = "GST";
const params = z.object({ orderId: z.uuid("Unknown order") });
const errors = {
  401: "Not signed in",
  403: "Another customer's order",
  404: "No such order, or no such document yet",
};

export function gstRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/orders/:orderId/invoice",
      summary:
        "The order's tax invoice as issued when it shipped (CGST rule 46): number, date, place of supply, CGST+SGST or IGST per line, totals in rupees",
      tag,
      access: "member",
      params,
      errors,
    },
    ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return readDocument(ctx, requireUser(req), params.orderId, "invoice");
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/orders/:orderId/credit-note",
      summary:
        "The order's credit note (issued when a shipped order is cancelled, refused or returned), naming its invoice",
      tag,
      access: "member",
      params,
      errors,
    },
    ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return readDocument(ctx, requireUser(req), params.orderId, "credit_note");
    },
  );

  return router;
}
