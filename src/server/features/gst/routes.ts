// The GST documents of an order (its tax invoice once shipped, its credit note once a shipped order
// comes back) for the order's owner or an admin, as JSON and PDF; and the admin's monthly GSTR-1 export.
import express, { type Router } from "express";
import { strToU8, zipSync } from "fflate";
import { z } from "zod";
import { gstMonthSchema } from "../../../core/schemas/gst-reports.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireUser } from "../../http/permissions.ts";
import { clientInfo } from "../../http/sessions.ts";
import { auditAdminView, listSubject } from "../audit/service.ts";
import { readSettings } from "../settings/service.ts";
import { documentPdf } from "./pdf.ts";
import { gstr1Csv, gstr1Files, gstr1Summary, gstr1Tables } from "./returns.ts";
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

  const noteParams = params.extend({ documentId: z.uuid("Unknown credit note") });
  // the PDF first: the JSON path would take "….pdf" as the id
  endpoint(
    router,
    {
      method: "get",
      path: "/orders/:orderId/credit-notes/:documentId.pdf",
      summary: "One of the order's credit notes as an A4 PDF",
      tag,
      access: "member",
      params: noteParams,
      errors,
    },
    async ({ params, req, res }) => {
      const document = await readDocument(ctx, requireUser(req), params.orderId, "credit_note", params.documentId);
      const { shop } = await readSettings(ctx);
      const pdf = await documentPdf(document, shop.shopName);
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="${pdfFileName(document)}"`);
      res.send(pdf);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/orders/:orderId/credit-notes/:documentId",
      summary:
        "One of the order's credit notes by its id: a refund of some lines (exactly those units) or of a goodwill amount has its own, from the same series",
      tag,
      access: "member",
      params: noteParams,
      errors,
    },
    ({ params, req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return readDocument(ctx, requireUser(req), params.orderId, "credit_note", params.documentId);
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

  const monthQuery = z.object({ month: gstMonthSchema });

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/gst/gstr1",
      summary:
        "Admin: the month's GSTR-1 tables as CSV for the GST offline tool (b2cs, b2cl, cdnur, hsn, docs, and the invoice register), credit notes netted; without `table`, one ZIP of them all",
      tag,
      access: "admin",
      query: monthQuery.extend({ table: z.enum(gstr1Tables).optional() }),
      errors: { 400: "A bad month or table", 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, user, req, res }) => {
      res.setHeader("Cache-Control", "private, no-store");
      // the invoice register names buyers: every download is an export of personal data
      await auditAdminView(ctx, user, { kind: "gstr1", id: listSubject(query) }, clientInfo(req).ip, "export");
      if (query.table) {
        const csv = await gstr1Csv(ctx, query.month, query.table);
        res.setHeader("Content-Type", "text/csv; charset=utf-8");
        res.setHeader("Content-Disposition", `attachment; filename="GSTR1-${query.month}-${query.table}.csv"`);
        res.send(csv);
        return undefined;
      }
      const files = await gstr1Files(ctx, query.month);
      const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, csv]) => [name, strToU8(csv)])));
      res.setHeader("Content-Type", "application/zip");
      res.setHeader("Content-Disposition", `attachment; filename="GSTR1-${query.month}.zip"`);
      res.send(Buffer.from(zip));
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/gst/summary",
      summary: "Admin: the month's invoices and credit notes at a glance, net taxable value and tax in rupees",
      tag,
      access: "admin",
      query: monthQuery,
      errors: { 400: "A bad month", 401: "Not signed in", 403: "Not an admin" },
    },
    ({ query }) => gstr1Summary(ctx, query.month),
  );

  return router;
}

/** "SAT-26-27-000123.pdf": the document's number, safe as a file name. */
export function pdfFileName(document: DocumentAnswer): string {
  const number = document.kind === "invoice" ? document.invoiceNumber : document.creditNoteNumber;
  return `${number.replaceAll("/", "-")}.pdf`;
}
