import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

// ── Mail outbox, settings and job leases ─────────────────────────────────────────────────

/** Every e-mail is written here first and sent by the outbox sender, with retries. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    /** The consent purpose a marketing mail is sent under (null: a mail the sale itself needs). */
    purpose: text("purpose"),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on every consent-based mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_to_idx").on(t.to, t.createdAt),
  ],
);

/** Shop settings, one JSON value per key (shipping fees, shop name, GST identity, ...). */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Leases of background jobs: an instance runs a job's round only while it holds the job's row
 * (taken with one conditional upsert), so several instances never run a round at once. Works the
 * same on PGlite and PostgreSQL, whatever pooled connection a statement lands on.
 */
export const jobLeases = pgTable("job_leases", {
  job: text("job").primaryKey(),
  holder: text("holder").notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});
