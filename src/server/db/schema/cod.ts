import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { remittanceOutcomes } from "../../../core/cod-remittance.ts";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { orders } from "./orders.ts";

// ── Cash on delivery to the bank (features/cod) ──────────────────────────────────────────────

/**
 * A courier's COD remittance as the shop recorded it: an imported report (Shiprocket's CSV, its bytes'
 * SHA-256 unique, so the same file twice is known) or one order's cash received by hand (a manual
 * courier's, with its UTR or receipt number). Totals in paise over its lines.
 */
export const codRemittances = pgTable(
  "cod_remittances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: ["report", "manual"] }).notNull(),
    /** SHA-256 of the report's bytes (hex); null for a manual receipt. */
    fileHash: text("file_hash"),
    fileName: text("file_name"),
    /** The report's one UTR (null when its lines name several), or the manual receipt's reference. */
    utr: text("utr"),
    /** The latest remittance date of its lines (an India date). */
    remittedOn: date("remitted_on", { mode: "string" }),
    lineCount: integer("line_count").notNull(),
    /** Lines whose order's remittance this recorded (matched or short). */
    recordedCount: integer("recorded_count").notNull(),
    codTotal: integer("cod_total").notNull(),
    remittedTotal: integer("remitted_total").notNull(),
    deductionsTotal: integer("deductions_total").notNull(),
    shortfallTotal: integer("shortfall_total").notNull(),
    importedBy: uuid("imported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cod_remittances_file_hash_key").on(t.fileHash),
    // the remittances page: newest first
    index("cod_remittances_created_idx").on(t.createdAt),
  ],
);

/**
 * A line of a remittance: what the courier said of one parcel (AWB or order id, COD amount, remitted,
 * deducted, UTR, date), the order it matched and what became of it (core/cod-remittance.ts outcomes).
 * `recorded` lines are the ones whose order's remittance they wrote: at most one per order.
 */
export const codRemittanceLines = pgTable(
  "cod_remittance_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    remittanceId: uuid("remittance_id")
      .notNull()
      .references(() => codRemittances.id, { onDelete: "cascade" }),
    /** The report's row (the header is row 1); null for a manual receipt. */
    row: integer("row"),
    awb: text("awb"),
    /** The report's order id, as written. */
    orderRef: text("order_ref"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    codAmount: integer("cod_amount").notNull(),
    remittedAmount: integer("remitted_amount").notNull(),
    deductions: integer("deductions").notNull(),
    /** What the courier collected at the door (the order's cod_collected), when matched. */
    expectedAmount: integer("expected_amount"),
    /** expected − (remitted + deductions), when above 0. */
    shortfall: integer("shortfall").notNull().default(0),
    utr: text("utr").notNull(),
    remittedOn: date("remitted_on", { mode: "string" }).notNull(),
    crfId: text("crf_id"),
    outcome: text("outcome", { enum: remittanceOutcomes }).notNull(),
    recorded: boolean("recorded").notNull().default(false),
    /** The line's identity across reports (UTR + AWB or order id): a report seen before writes nothing. */
    lineKey: text("line_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // an order is remitted once
    uniqueIndex("cod_remittance_lines_order_key").on(t.orderId).where(sql`${t.recorded}`),
    // one remittance's lines, in the report's order
    index("cod_remittance_lines_remittance_idx").on(t.remittanceId, t.row),
    // a report's lines seen before
    index("cod_remittance_lines_key_idx").on(t.lineKey),
    // the differences to chase: short remittances, unknown AWBs, orders not delivered yet
    index("cod_remittance_lines_chase_idx")
      .on(t.outcome, t.createdAt)
      .where(sql`${t.outcome} in ('short', 'unknown_awb', 'not_delivered')`),
    check(
      "cod_remittance_lines_amounts",
      sql`${t.codAmount} >= 0 and ${t.remittedAmount} >= 0 and ${t.deductions} >= 0 and ${t.shortfall} >= 0`,
    ),
  ],
);
