import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";

// ── Catalogue import (features/catalogue-import) ─────────────────────────────────────────

/**
 * A catalogue import (Shopify's product CSV): its uploaded files on disk, where it has got to
 * (`doneProducts`: handles whose outcome is committed; a restart resumes after them) and its counts.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    fileName: text("file_name").notNull(),
    /** The CSV and the optional images ZIP, under DATA_DIR/imports. */
    csvPath: text("csv_path").notNull(),
    zipPath: text("zip_path"),
    /** The mapping step's answer: the compare-at price is the M.R.P. (false: a "was" price; null: not asked). */
    compareAtIsMrp: boolean("compare_at_is_mrp"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    totalProducts: integer("total_products").notNull().default(0),
    doneProducts: integer("done_products").notNull().default(0),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // the job runner: the oldest unfinished job first
  (t) => [index("import_jobs_unfinished_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`)],
);

/** An import's report: one line per product's outcome and one per problem, with the CSV row and column. */
export const importReportLines = pgTable(
  "import_report_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => importJobs.id, { onDelete: "cascade" }),
    row: integer("row"),
    handle: text("handle").notNull().default(""),
    outcome: text("outcome", {
      enum: ["created", "updated", "unchanged", "skipped", "drafted", "problem", "image"],
    }).notNull(),
    column: text("column").notNull().default(""),
    message: text("message").notNull().default(""),
  },
  // the report's download, in order
  (t) => [index("import_report_lines_job_idx").on(t.jobId, t.id)],
);
