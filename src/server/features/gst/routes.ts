// The GST documents of an order: its tax invoice (once shipped) and its credit note (once a shipped
// order is cancelled, refused or returned), for the order's owner or an admin.
import express, { type Router } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireUser } from "../../http/permissions.ts";
import { readSettings } from "../settings/service.ts";
import { documentPdf } from "./pdf.ts";
import { type DocumentAnswer, readDocument } from "./service.ts";

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

  const kinds = [
    { path: "invoice", kind: "invoice", name: "tax invoice" },
    { path: "credit-note", kind: "credit_note", name: "credit note" },
  ] as const;
  for (const { path, kind, name } of kinds) {
    endpoint(
      router,
      {
        method: "get",
        path: `/orders/:orderId/${path}.pdf`,
        summary: `The order's ${name} as an A4 PDF (the same document as the JSON and the printable page)`,
        tag,
        access: "member",
        params,
        errors,
      },
      async ({ params, req, res }) => {
        const document = await readDocument(ctx, requireUser(req), params.orderId, kind);
        const { shop } = await readSettings(ctx);
        const pdf = await documentPdf(document, shop.shopName);
        res.setHeader("Cache-Control", "private, no-store");
        res.setHeader("Content-Type", "application/pdf");
        res.setHeader("Content-Disposition", `inline; filename="${pdfFileName(document)}"`);
        res.send(pdf);
        return undefined;
      },
    );
  }

  return router;
}

/** "SAT-26-27-000123.pdf": the document's number, safe as a file name. */
export function pdfFileName(document: DocumentAnswer): string {
  const number = document.kind === "invoice" ? document.invoiceNumber : document.creditNoteNumber;
  return `${number.replaceAll("/", "-")}.pdf`;
}
