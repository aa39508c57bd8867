import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orders } from "./orders.ts";

// ── Consent and grievances (DPDP Act 2023, Consumer Protection (E-Commerce) Rules 2020) ──────

/**
 * One row per consent given: its purpose, the notice version it was given under, when and where; a
 * withdrawal stamps the row (the record of what was agreed stays, DPDP Act s.6(10)). At most one
 * live consent per address and purpose. Marketing mail goes only to live rows.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased; after an erasure, "erased:" and the address's SHA-256. */
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    noticeVersion: text("notice_version").notNull(),
    source: text("source").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnSource: text("withdrawn_source"),
    /** The one-click withdrawal link's token in every mail sent under this consent. */
    withdrawToken: text("withdraw_token").notNull(),
    /** The `whatsapp` purpose: the mobile number (10 digits) the shopper agreed to be written to. */
    phone: text("phone"),
  },
  (t) => [
    uniqueIndex("consent_records_live_key").on(t.email, t.purpose).where(sql`${t.withdrawnAt} is null`),
    uniqueIndex("consent_records_token_key").on(t.withdrawToken),
    // the Privacy tab and the export: a member's consents
    index("consent_records_user_idx").on(t.userId),
    // a letter's recipients: the live consents of one purpose
    index("consent_records_purpose_idx").on(t.purpose).where(sql`${t.withdrawnAt} is null`),
  ],
);

/** A complaint to the grievance officer, with its legal due times fixed at receipt. */
export const grievances = pgTable(
  "grievances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown as GRV-000123. */
    number: integer("number").notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The order number as the complainant typed it (issue 38 point 13); order_id when it is theirs. */
    orderNumber: integer("order_number"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["open", "in_progress", "resolved"] })
      .notNull()
      .default("open"),
    /** The same complaint sent twice (a double submit) is one ticket: hash of sender, order, text and day. */
    dedupeKey: text("dedupe_key").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgeBy: timestamp("acknowledge_by", { withTimezone: true }).notNull(),
    resolveBy: timestamp("resolve_by", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("grievances_number_key").on(t.number),
    uniqueIndex("grievances_dedupe_key").on(t.dedupeKey),
    // the admin queue: waiting ones by due time
    index("grievances_waiting_idx").on(t.resolveBy).where(sql`${t.status} <> 'resolved'`),
    index("grievances_received_idx").on(t.receivedAt),
    index("grievances_email_idx").on(t.email),
  ],
);

/** The officer's replies (each mailed), and the state each one set. */
export const grievanceReplies = pgTable(
  "grievance_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grievanceId: uuid("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("grievance_replies_grievance_idx").on(t.grievanceId, t.createdAt)],
);
