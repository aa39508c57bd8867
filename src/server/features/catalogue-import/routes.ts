// Moving in and out: POST /api/admin/import/products (the dry run, or a job), the job's progress and
// report, and GET /api/admin/export/products.csv. Admin only; the answers are private.
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { importLimits, importMessages } from "../../../core/catalogue-import.ts";
import { type ImportMapping, importMappingSchema } from "../../../core/schemas/catalogue-import.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid } from "../../http/errors.ts";
import { saveMultipart } from "../../http/multipart.ts";
import { sendCsv } from "../exports/send.ts";
import { CsvShapeError } from "./csv-rows.ts";
import { productCsvRows } from "./export.ts";
import { ImageArchive } from "./images.ts";
import {
  createImportJob,
  forgetUpload,
  importFolder,
  importProgress,
  keepSavedUpload,
  kickImports,
  reportLines,
} from "./jobs.ts";
import { rememberAnswers } from "./mapping.ts";
import { dryRun, loadVocabulary } from "./service.ts";

const tag = "Admin";
const admin = { 401: "Not signed in", 403: "Not an admin" };

/** The upload's CSV and ZIP, streamed to files under DATA_DIR/imports (never whole in memory). */
async function readUpload(ctx: AppContext, req: Request, res: Response) {
  if (!req.is("multipart/form-data")) throw new Invalid(importMessages.noFile);
  const form = await saveMultipart(req, res, {
    fileBytes: { file: importLimits.csvBytes, images: importLimits.zipBytes },
    files: 2,
    fields: 2,
    // the mapping step's answers (JSON): up to 500 categories and their HSN and GST
    fieldBytes: 64 * 1024,
    tooLargeMessage: importMessages.tooLarge,
    tooManyFilesMessage: importMessages.tooManyFiles,
    folder: importFolder(ctx),
  });
  const csv = form.files.find((file) => file.field === "file");
  const zip = form.files.find((file) => file.field === "images") ?? null;
  // a second file in the same field is not used: it is not kept either
  for (const file of form.files) if (file !== csv && file !== zip) forgetUpload({ csvPath: file.path, zipPath: null });
  if (!csv) {
    forgetUpload({ csvPath: null, zipPath: zip?.path ?? null });
    throw new Invalid(importMessages.noFile, { file: importMessages.noFile });
  }
  const kept = keepSavedUpload(csv.path, zip?.path ?? null);
  if (kept.zipPath) {
    try {
      ImageArchive.open(kept.zipPath);
    } catch {
      forgetUpload(kept);
      throw new Invalid(importMessages.notZip, { images: importMessages.notZip });
    }
  }
  let mapping: ImportMapping | null = null;
  const answer = form.fields.mapping;
  if (answer) {
    let json: unknown;
    try {
      json = JSON.parse(answer);
    } catch {
      json = undefined;
    }
    const parsed = importMappingSchema.safeParse(json);
    if (!parsed.success) {
      forgetUpload(kept);
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
      throw new Invalid(parsed.error.issues[0]?.message ?? importMessages.noMapping, fields);
    }
    mapping = parsed.data;
  }
  return { name: csv.name || "products.csv", files: kept, mapping };
}

export function catalogueImportRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/import/products",
      summary:
        "Admin: Shopify's product CSV (multipart: file, optional images ZIP, optional mapping: JSON of the mapping step's answers: categories [{source, categoryId}], taxDefaults [{categoryId, hsn, tax}], compareAtIsMrp). With dryRun=1 answers what would be created, updated, drafted or left alone, every row's problem (row, column) and the mapping step's questions (each Shopify Type or Product Category with a suggested shop category, HSN and GST per category); without, remembers the answers and starts the import job (202 with its id)",
      tag,
      access: "admin",
      multipart: true,
      query: z.object({ dryRun: z.enum(["1", "0", "true", "false"]).optional() }),
      status: 202,
      errors: {
        ...admin,
        400: "No CSV, not a product CSV, the images file is no ZIP, or a mapping answer is not valid",
        413: "Too large",
      },
    },
    async ({ req, res, query, user }) => {
      res.setHeader("Cache-Control", "private, no-store");
      const upload = await readUpload(ctx, req, res);
      const dry = query.dryRun === "1" || query.dryRun === "true";
      try {
        if (dry) {
          const report = await dryRun(
            ctx,
            upload.files.csvPath,
            ImageArchive.open(upload.files.zipPath),
            upload.mapping?.compareAtIsMrp ?? null,
          );
          forgetUpload(upload.files);
          res.status(200).json({ dryRun: true, ...report });
          return undefined;
        }
        // the owner's answers are kept first: this job reads them, and the next import remembers them
        const mapping = upload.mapping;
        if (mapping) {
          const { leaves } = await loadVocabulary(ctx.db);
          await ctx.db.transaction((tx) => rememberAnswers(tx, leaves, mapping));
        }
        const job = await createImportJob(
          ctx,
          upload.name,
          upload.files,
          user?.id ?? null,
          mapping ? mapping.compareAtIsMrp : null,
        );
        kickImports(ctx);
        return {
          jobId: job.id,
          status: job.status,
          totalProducts: job.totalProducts,
          progress: `/api/admin/import/${job.id}`,
        };
      } catch (error) {
        forgetUpload(upload.files);
        if (error instanceof CsvShapeError) throw new Invalid(error.message, { file: error.message });
        throw error;
      }
    },
  );

  const jobParams = z.object({ jobId: z.uuid() });

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/import/:jobId",
      summary: "Admin: an import job's progress (status, products done of total, counts by outcome)",
      tag,
      access: "admin",
      params: jobParams,
      errors: { ...admin, 404: "No such import" },
    },
    async ({ params, res }) => {
      res.setHeader("Cache-Control", "private, no-store");
      return importProgress(ctx, params.jobId);
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/import/:jobId/report.csv",
      summary: "Admin: an import job's report as CSV: each product's outcome and each problem with its row and column",
      tag,
      access: "admin",
      params: jobParams,
      errors: { ...admin, 404: "No such import" },
    },
    async ({ params, res, user }) => {
      await importProgress(ctx, params.jobId);
      async function* rows() {
        yield ["Row", "Handle", "Outcome", "Column", "Problem"];
        for await (const line of reportLines(ctx, params.jobId))
          yield [line.row, line.handle, line.outcome, line.column, line.message];
      }
      await sendCsv(ctx, res, user, `import-${params.jobId}.csv`, "import report", rows());
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/export/products.csv",
      summary:
        "Admin: the whole catalogue as Shopify's product CSV with the shop's own columns (GST, HSN, declarations, concerns, chakras, intents); streamed",
      tag,
      access: "admin",
      errors: admin,
    },
    async ({ req, res, user }) => {
      const base = ctx.config.publicUrl ?? `${req.protocol}://${req.get("host")}`;
      await sendCsv(ctx, res, user, "products.csv", "products", productCsvRows(ctx, base.replace(/\/$/, "")));
      return undefined;
    },
  );

  return router;
}
