import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

// ── Audit of personal data (features/audit) ─────────────────────────────────────────────────

/**
 * Who among the admins looked at or exported whose personal data, and when (DPDP Rules 2025 r.8(3):
 * logs of processing kept at least one year). Rows are only added, and removed by the purge job
 * once older than the privacy setting's retention (at least 365 days).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin's e-mail at the time: the row still says who after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: ["view", "export"] }).notNull(),
    /** What was seen: order, orders (a list), user, users, grievance, grievances, gstr1, labels, member-export... */
    subjectKind: text("subject_kind").notNull(),
    /** The record's id, or the list's query for a list or an export. */
    subjectId: text("subject_id").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // the admin page's filters, each newest first: who, on what kind, which record (GET /api/admin/audit)
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_at_idx").on(t.actorEmail, t.at),
    index("audit_log_kind_at_idx").on(t.subjectKind, t.at),
    index("audit_log_subject_at_idx").on(t.subjectId, t.at),
  ],
);
