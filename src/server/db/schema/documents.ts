import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { refunds } from "./money.ts";
import { orders } from "./orders.ts";

// ── GST documents ────────────────────────────────────────────────────────────────────────

/**
 * The next number of each document series in each financial year (CGST rule 46(b)). A shipment
 * takes its number with one upsert in the shipment's transaction, so numbers are never skipped or
 * reused however many orders ship at once.
 */
export const documentSeries = pgTable(
  "document_series",
  {
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices (issued when an order ships) and credit notes (when a shipped order is cancelled,
 * refused or returned): their numbers, totals in paise for the monthly export, and what was printed,
 * kept as issued (a later change of catalogue or settings does not alter an issued document).
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => taxDocuments.id),
    /** A credit note for part of an order: the refund it credits (null: the whole order came back). */
    refundId: uuid("refund_id").references(() => refunds.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    taxType: text("tax_type", { enum: ["CGST+SGST", "IGST"] }).notNull(),
    taxableValue: integer("taxable_value").notNull(),
    cgst: integer("cgst").notNull(),
    sgst: integer("sgst").notNull(),
    igst: integer("igst").notNull(),
    total: integer("total").notNull(),
    /** The document as issued: seller, buyer, lines (JSON in paise). */
    content: jsonb("content").notNull(),
  },
  (t) => [
    uniqueIndex("tax_documents_number_key").on(t.kind, t.number),
    // one invoice per order, at most one credit note for the whole order, one per refund
    uniqueIndex("tax_documents_order_key").on(t.orderId, t.kind).where(sql`${t.refundId} is null`),
    uniqueIndex("tax_documents_refund_key").on(t.refundId),
    // the monthly export: a month's documents of a kind
    index("tax_documents_issued_idx").on(t.kind, t.issuedAt),
  ],
);
