// COD remittances' HTTP side (admin only, every answer no-store): the courier's report checked (dry
// run) and imported, the remittances and one's lines, the differences to chase, and one order's cash
// marked received by hand. The rules are in service.ts.
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { remittanceLimits, remittanceMessages } from "../../../core/cod-remittance.ts";
import { codReceivedSchema, remittanceListQuerySchema, remittanceParamsSchema } from "../../../core/schemas/cod.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid } from "../../http/errors.ts";
import { readMultipart } from "../../http/multipart.ts";
import {
  dryRunReport,
  importReport,
  recordCashReceived,
  remittanceDifferences,
  remittanceList,
  remittanceOf,
  type UploadedReport,
} from "./service.ts";

const tag = "COD remittances";
const admin = { 401: "Not signed in", 403: "Not an admin" };
const refused = "Not a CSV, a column missing, or a cell that cannot be read: the message names its row and column";

/** The report from a multipart form's "file" field, in memory (5 MB at most). */
async function readReport(req: Request, res: Response): Promise<UploadedReport> {
  if (!req.is("multipart/form-data")) throw new Invalid(remittanceMessages.noFile, { file: remittanceMessages.noFile });
  const form = await readMultipart(req, res, {
    fileField: "file",
    files: 1,
    fileBytes: remittanceLimits.csvBytes,
    fields: 2,
    fieldBytes: 1024,
    tooLargeMessage: remittanceMessages.tooLarge,
    tooManyFilesMessage: remittanceMessages.tooManyFiles,
  });
  const file = form.files[0];
  if (!file) throw new Invalid(remittanceMessages.noFile, { file: remittanceMessages.noFile });
  return { name: file.name.slice(0, 200) || "remittance.csv", bytes: file.data };
}

export function codRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/cod/remittances/dry-run",
      summary:
        "Admin: the courier's COD remittance report (multipart: file, a CSV such as Shiprocket's export: AWB or Order ID, COD Amount or Order Value, Remitted Amount, Deductions, UTR, Remittance Date) checked without writing anything: each line's order and outcome (matched, short, unknown AWB, not delivered yet, already remitted...) with counts and totals in ₹",
      tag,
      access: "admin",
      multipart: true,
      errors: { ...admin, 400: refused, 413: "Over 5 MB" },
    },
    async ({ req, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return dryRunReport(ctx, await readReport(req, res));
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/cod/remittances",
      summary:
        "Admin: imports the report checked by the dry run, in one transaction: every line kept with its outcome; each matched (or short) order's remittance recorded once (ledger cod_remitted to the bank with the UTR, courier_deduction; payment remitted; a history line). 201 when written; 200 with imported false when the same file, or a report whose every line was imported before, changed nothing",
      tag,
      access: "admin",
      multipart: true,
      status: 201,
      errors: { ...admin, 400: refused, 413: "Over 5 MB" },
    },
    async ({ req, res, user }) => {
      res.setHeader("Cache-Control", "no-store");
      const answer = await importReport(ctx, await readReport(req, res), user?.id ?? null);
      res.status(answer.imported ? 201 : 200).json(answer);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/cod/remittances",
      summary:
        "Admin: the COD remittances recorded (reports and cash received by hand), newest first, a page at a time",
      tag,
      access: "admin",
      query: remittanceListQuerySchema,
      errors: admin,
    },
    ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return remittanceList(ctx, query);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/cod/remittances/:remittanceId",
      summary: "Admin: one remittance with its lines (order, amounts in ₹, UTR, outcome)",
      tag,
      access: "admin",
      params: remittanceParamsSchema,
      errors: { ...admin, 404: "No such remittance" },
    },
    ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return remittanceOf(ctx, params.remittanceId);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/cod/differences",
      summary:
        "Admin: what to chase: short remittances with the shortfall, delivered COD orders still not remitted after the settings' days (cod.remittanceDueDays), remittance lines for unknown AWBs, and lines for orders not delivered yet",
      tag,
      access: "admin",
      errors: admin,
    },
    ({ res }) => {
      res.setHeader("Cache-Control", "no-store");
      return remittanceDifferences(ctx);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/orders/:orderId/cod-received",
      summary:
        "Admin: a delivered COD order's cash received by hand (a manual courier's), { reference: UTR or receipt number, amount (₹), deductions? (₹), receivedOn? (YYYY-MM-DD) }: recorded like an imported line (ledger rows, payment remitted, a history line)",
      tag,
      access: "admin",
      params: z.object({ orderId: z.uuid({ error: "Order not found" }) }),
      body: codReceivedSchema,
      status: 201,
      errors: {
        ...admin,
        400: "Bad reference, amount or date (nothing written)",
        404: "No such order",
        409: "Not a COD order, not delivered yet, or its cash already received",
      },
    },
    async ({ params, body, res, user }) => {
      res.setHeader("Cache-Control", "no-store");
      return { success: true, remittance: await recordCashReceived(ctx, params.orderId, body, user?.id ?? null) };
    },
  );

  return router;
}
