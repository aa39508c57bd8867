// The real run: a job row per upload (import_jobs), worked through in rounds under the job lease
// (db/leases.ts), so one instance at a time imports. Products are written a batch (100) per
// transaction together with their report lines and the job's progress, so a crash or restart resumes
// after the last committed batch; a refused batch is written again a product at a time, so a bad
// product is reported and skipped without stopping the good ones.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { importMessages } from "../../../core/catalogue-import.ts";
import type { ProductInput } from "../../../core/schemas/admin-products.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { withLease } from "../../db/leases.ts";
import { importJobs, importReportLines } from "../../db/schema.ts";
import { HttpError, NotFound } from "../../http/errors.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { productRowsOf } from "./csv-rows.ts";
import { ImageArchive, storeImages } from "./images.ts";
import {
  loadAnswers,
  loadVocabulary,
  type PlannedProduct,
  planProduct,
  planProducts,
  productsPerBatch,
  readProduct,
  refusalProblem,
  writeProducts,
} from "./service.ts";
import { type ParsedProduct, withImages } from "./to-input.ts";

type ReportLine = typeof importReportLines.$inferInsert;

/** One round works at most this long, well inside its lease; the next round resumes where it stopped. */
const roundMs = 20_000;
const leaseMs = 2 * 60_000;

/** Where uploads wait for their job: DATA_DIR/imports. */
export function importFolder(ctx: AppContext): string {
  const folder = path.join(ctx.config.dataDir, "imports");
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/** Keeps an upload held in memory (the benchmark's and tests' files) for the job; answers their paths. */
export function keepUpload(ctx: AppContext, csv: Buffer, zip: Buffer | null) {
  const base = path.join(importFolder(ctx), crypto.randomUUID());
  fs.writeFileSync(`${base}.csv`, csv);
  if (zip) fs.writeFileSync(`${base}.zip`, zip);
  return { csvPath: `${base}.csv`, zipPath: zip ? `${base}.zip` : null };
}

/** Gives an upload streamed to disk (saveMultipart's files) the job's names: {id}.csv and {id}.zip. */
export function keepSavedUpload(csv: string, zip: string | null) {
  const rename = (from: string, extension: string) => {
    const to = from.replace(/\.part$/, extension);
    fs.renameSync(from, to);
    return to;
  };
  return { csvPath: rename(csv, ".csv"), zipPath: zip ? rename(zip, ".zip") : null };
}

export function forgetUpload(files: { csvPath: string | null; zipPath: string | null }) {
  if (files.csvPath) fs.rmSync(files.csvPath, { force: true });
  if (files.zipPath) fs.rmSync(files.zipPath, { force: true });
}

/** Uploads older than this with no unfinished job are what a crash or a restart left behind. */
const leftoverAfterMs = 60 * 60_000;

/**
 * The files in the import folder no job will read: a `.part` a restart cut off mid-upload, a CSV or
 * ZIP whose job never got written or has finished (not in `wanted`), once an hour old (an upload in
 * flight on this instance is younger).
 */
export function leftoverUploads(folder: string, wanted: ReadonlySet<string>, now = Date.now()): string[] {
  return fs.readdirSync(folder).filter((name) => {
    const file = path.join(folder, name);
    if (wanted.has(file) || !/\.(part|csv|zip)$/.test(name)) return false;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() === true && now - stat.mtimeMs >= leftoverAfterMs;
  });
}

/** Deletes the leftover uploads (above) when the shop starts its import jobs; answers their names. */
export async function sweepImportFolder(ctx: AppContext): Promise<string[]> {
  const folder = importFolder(ctx);
  const unfinished = await ctx.db
    .select({ csvPath: importJobs.csvPath, zipPath: importJobs.zipPath })
    .from(importJobs)
    .where(inArray(importJobs.status, ["queued", "running"]));
  const wanted = new Set(unfinished.flatMap((job) => [job.csvPath, job.zipPath]).filter((file) => file !== null));
  const removed = leftoverUploads(folder, wanted);
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  if (removed.length > 0) ctx.log.info({ removed: removed.length }, "import uploads left behind deleted");
  return removed;
}

export async function createImportJob(
  ctx: AppContext,
  fileName: string,
  files: { csvPath: string; zipPath: string | null },
  userId: string | null,
  compareAtIsMrp: boolean | null = null,
) {
  let total = 0;
  for await (const _ of productRowsOf(files.csvPath)) total += 1;
  const [job] = await ctx.db
    .insert(importJobs)
    .values({ fileName, ...files, createdBy: userId, totalProducts: total, compareAtIsMrp })
    .returning();
  if (!job) throw new Error("import job not created");
  return job;
}

/** The counts of a job's report, by outcome. */
async function countsOf(ctx: AppContext, jobId: string) {
  const rows = await ctx.db
    .select({ outcome: importReportLines.outcome, count: sql<number>`count(*)::int` })
    .from(importReportLines)
    .where(eq(importReportLines.jobId, jobId))
    .groupBy(importReportLines.outcome);
  return Object.fromEntries(rows.map((row) => [row.outcome, row.count]));
}

/** GET /api/admin/import/{jobId}: where the job has got to. */
/** The newest import job's id (the import page shows its result on return), or null before the first. */
export async function lastImportJobId(ctx: AppContext): Promise<string | null> {
  const [job] = await ctx.db
    .select({ id: importJobs.id })
    .from(importJobs)
    .orderBy(desc(importJobs.createdAt))
    .limit(1);
  return job?.id ?? null;
}

export async function importProgress(ctx: AppContext, jobId: string) {
  const [job] = await ctx.db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (!job) throw new NotFound("No such import.");
  const counts = await countsOf(ctx, jobId);
  return {
    jobId: job.id,
    status: job.status,
    fileName: job.fileName,
    totalProducts: job.totalProducts,
    doneProducts: job.doneProducts,
    progress: job.totalProducts > 0 ? Math.round((job.doneProducts / job.totalProducts) * 100) : 100,
    counts: {
      created: counts.created ?? 0,
      updated: counts.updated ?? 0,
      unchanged: counts.unchanged ?? 0,
      skipped: counts.skipped ?? 0,
      drafts: counts.drafted ?? 0,
      problems: (counts.problem ?? 0) + (counts.image ?? 0),
    },
    error: job.error,
    report: `/api/admin/import/${job.id}/report.csv`,
  };
}

/** The job's report lines in order, a page at a time (the CSV download streams them). */
export async function* reportLines(ctx: AppContext, jobId: string) {
  let after = 0;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(importReportLines)
      .where(and(eq(importReportLines.jobId, jobId), sql`${importReportLines.id} > ${after}`))
      .orderBy(asc(importReportLines.id))
      .limit(500);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1]?.id ?? after;
  }
}

/** A product read from the file with its images stored: ready to be planned and written. */
interface Prepared {
  index: number;
  parsed: ParsedProduct;
  /** The form's input with the stored images' keys; null when the rows were refused. */
  input: ProductInput | null;
  imageLines: ReportLine[];
}

/** Imports products of the job from where it stopped, for at most `roundMs`; answers true when it finished. */
async function workOn(ctx: AppContext, job: typeof importJobs.$inferSelect, until: number): Promise<boolean> {
  const [vocabulary, answers] = await Promise.all([loadVocabulary(ctx.db), loadAnswers(ctx.db, job.compareAtIsMrp)]);
  const archive = ImageArchive.open(job.zipPath);
  await ctx.db.update(importJobs).set({ status: "running", updatedAt: sql`now()` }).where(eq(importJobs.id, job.id));
  const outcome = { touched: false, told: false };
  let batch: Prepared[] = [];
  // the handles and SKUs the batch writes: a product meaning one of them waits for the next batch,
  // so that it finds it written (and updates it) as it would one product at a time
  const batchHolds = new Set<string>();
  const flush = async () => {
    if (batch.length > 0) await commitBatch(ctx, job.id, batch, outcome);
    batch = [];
    batchHolds.clear();
  };
  try {
    for await (const rows of productRowsOf(job.csvPath)) {
      if (rows.index < job.doneProducts) continue;
      if (Date.now() > until) {
        await flush();
        return false;
      }
      const parsed = readProduct(rows, vocabulary, answers);
      const input = parsed.input;
      const keys = input ? [`handle:${parsed.handle}`, ...input.variants.map((variant) => `sku:${variant.sku}`)] : [];
      if (keys.some((key) => batchHolds.has(key))) await flush();
      for (const key of keys) batchHolds.add(key);
      const imageLines: ReportLine[] = [];
      let ready: ProductInput | null = null;
      if (input) {
        const stored = await storeImages(ctx, parsed.handle, parsed.images, archive);
        for (const problem of stored.problems)
          imageLines.push({ jobId: job.id, handle: parsed.handle, outcome: "image", ...problem });
        ready = withImages(input, parsed.images, stored.keys);
      }
      batch.push({ index: rows.index, parsed, input: ready, imageLines });
      if (batch.length >= productsPerBatch) await flush();
    }
    await flush();
    await ctx.db
      .update(importJobs)
      .set({ status: "done", finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(importJobs.id, job.id));
    // the report is in the database: the upload (up to the ZIP's 80 MB) is not kept
    forgetUpload(job);
    return true;
  } finally {
    if (outcome.touched) await ctx.cache.invalidate();
    if (outcome.told) sendQueuedMessages(ctx);
  }
}

/**
 * Plans and writes a batch in one transaction with its report lines and the job's progress. When the
 * batch is refused (a product the form's rules refuse, or anything else), its products are written
 * again one at a time, so the bad one is found, reported and skipped and the good ones are kept.
 */
async function commitBatch(
  ctx: AppContext,
  jobId: string,
  batch: readonly Prepared[],
  outcome: { touched: boolean; told: boolean },
): Promise<void> {
  const ready = batch.filter((entry) => entry.input);
  const plans = await planProducts(
    ctx,
    ready.map((entry) => ({
      handle: entry.parsed.handle,
      input: entry.input as ProductInput,
      hindiAbsent: entry.parsed.hindiAbsent,
    })),
    false,
  );
  const planOf = new Map(ready.map((entry, index) => [entry, plans[index]]));
  const lines = batch.flatMap((entry) => reportOf(jobId, entry, planOf.get(entry) ?? null));
  try {
    const told = await ctx.db.transaction(async (tx) => {
      const written = await writeProducts(ctx, tx, plans);
      await writeProgress(tx, jobId, lines, batch);
      return written;
    });
    if (told > 0) outcome.told = true;
    if (plans.some((planned) => planned.plan !== "unchanged")) outcome.touched = true;
  } catch (error) {
    if (batch.length === 1 && !(error instanceof HttpError)) throw error;
    for (const entry of batch) await commitOne(ctx, jobId, entry, outcome);
  }
}

/** One product in its own transaction; a refusal of the form's rules skips it with its reason. */
async function commitOne(
  ctx: AppContext,
  jobId: string,
  entry: Prepared,
  outcome: { touched: boolean; told: boolean },
): Promise<void> {
  const planned = entry.input ? await planProduct(ctx, entry.parsed.handle, entry.input, false) : null;
  try {
    const told = await ctx.db.transaction(async (tx) => {
      const written = planned ? await writeProducts(ctx, tx, [planned]) : 0;
      await writeProgress(tx, jobId, reportOf(jobId, entry, planned), [entry]);
      return written;
    });
    if (told > 0) outcome.told = true;
    if (planned && planned.plan !== "unchanged") outcome.touched = true;
  } catch (error) {
    if (!(error instanceof HttpError) || !planned) throw error;
    // the form's rules refused it: the product is skipped, its reason reported
    const problem = refusalProblem(entry.parsed, error);
    const refused = { ...entry.parsed, problems: [problem] };
    await ctx.db.transaction((tx) =>
      writeProgress(tx, jobId, reportOf(jobId, { ...entry, parsed: refused }, null), [entry]),
    );
  }
}

/** A product's report lines: its outcome (or skipped with its problems), then its images' problems. */
function reportOf(jobId: string, entry: Prepared, planned: PlannedProduct | null): ReportLine[] {
  const { handle, firstRow, problems } = entry.parsed;
  const line = (outcome: ReportLine["outcome"], row: number, column = "", message = ""): ReportLine => ({
    jobId,
    handle,
    row,
    outcome,
    column,
    message,
  });
  if (planned)
    return [
      line(outcomeOf(planned.plan), firstRow),
      // an active row the label or the claims guard stopped: written as a draft, its to-dos said
      ...(entry.parsed.todos.length + planned.todos.length > 0
        ? [line("drafted", firstRow, "Status", importMessages.drafted([...entry.parsed.todos, ...planned.todos]))]
        : []),
      ...entry.imageLines,
    ];
  return [
    line("skipped", firstRow),
    ...problems.map((problem) => line("problem", problem.row, problem.column, problem.message)),
    ...entry.imageLines,
  ];
}

/** The report lines and the job's resume point (after the batch's last product), in the batch's transaction. */
async function writeProgress(tx: Transaction, jobId: string, lines: ReportLine[], batch: readonly Prepared[]) {
  if (lines.length > 0) await tx.insert(importReportLines).values(lines);
  const last = batch[batch.length - 1];
  if (!last) return;
  await tx
    .update(importJobs)
    .set({ doneProducts: last.index + 1, updatedAt: sql`now()` })
    .where(eq(importJobs.id, jobId));
}

const outcomeOf = (plan: "create" | "update" | "unchanged") =>
  plan === "create" ? "created" : plan === "update" ? "updated" : "unchanged";

/** One round: the oldest unfinished job, unless another instance holds the lease. Answers whether more is left. */
export async function importRound(ctx: AppContext, holder?: string): Promise<boolean> {
  const more = await withLease(
    ctx.db,
    "catalogue-import",
    leaseMs,
    async () => {
      const [job] = await ctx.db
        .select()
        .from(importJobs)
        .where(inArray(importJobs.status, ["queued", "running"]))
        .orderBy(asc(importJobs.createdAt))
        .limit(1);
      if (!job) return false;
      try {
        await workOn(ctx, job, Date.now() + roundMs);
      } catch (error) {
        ctx.log.error({ err: error, job: job.id }, "catalogue import failed");
        forgetUpload(job);
        await ctx.db
          .update(importJobs)
          .set({
            status: "failed",
            error: "The import stopped on an unexpected error; see the server log.",
            finishedAt: sql`now()`,
          })
          .where(eq(importJobs.id, job.id));
      }
      return true;
    },
    holder,
  );
  return more ?? false;
}

const runners = new WeakMap<AppContext, () => void>();

/** Starts a round now (after an upload), where this shop runs the import jobs. */
export function kickImports(ctx: AppContext): void {
  runners.get(ctx)?.();
}

/** The runner: a round every few seconds, and at once after an upload (kick) or while work is left. */
export function startImportJobs(ctx: AppContext, everyMs = 5_000) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = importRound(ctx)
      .then((more) => {
        running = undefined;
        if (more) setImmediate(run);
      })
      .catch((error) => {
        running = undefined;
        ctx.log.error({ err: error }, "catalogue import round failed");
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  runners.set(ctx, run);
  // a job a restart interrupted goes on at once; uploads nothing will read are deleted
  setImmediate(run);
  sweepImportFolder(ctx).catch((error: unknown) => ctx.log.error({ err: error }, "import folder sweep failed"));
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
