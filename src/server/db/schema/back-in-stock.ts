import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { variants } from "./catalogue.ts";
import { createdAt } from "./columns.ts";

// ── Back in stock (issue 25; docs/decisions/0031-back-in-stock.md) ──────────────────────────────

/**
 * A shopper's request to be told when a sold-out variant is back. It waits only once confirmed from
 * the mail (double opt-in); a restock tells the oldest waiting ones, once each, in its transaction.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** cancelled: the address withdrew its back_in_stock consent while the request waited. */
    status: text("status", { enum: ["unconfirmed", "waiting", "notified", "cancelled"] })
      .notNull()
      .default("unconfirmed"),
    /** SHA-256 of the confirm link's token (the token itself is only in the mail). */
    confirmTokenHash: text("confirm_token_hash").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    // one open request per address and variant: asking again changes nothing
    uniqueIndex("back_in_stock_requests_open_key")
      .on(t.variantId, t.email)
      .where(sql`${t.status} in ('unconfirmed', 'waiting')`),
    uniqueIndex("back_in_stock_requests_token_key").on(t.confirmTokenHash),
    // a restock: the waiting ones of a variant, oldest first; the admin list's counts
    index("back_in_stock_requests_waiting_idx").on(t.variantId, t.createdAt).where(sql`${t.status} = 'waiting'`),
  ],
);
