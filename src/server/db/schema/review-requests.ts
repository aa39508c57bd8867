import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { reviews } from "./catalogue.ts";
import { createdAt } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";

// ── Review requests (features/reviews/review-requests.ts) ───────────────────────────────────

/**
 * A delivered order's review request, at most one per order: written in the transaction that queues
 * the message (its key is the order), so two rounds or two instances never send it twice.
 */
export const reviewRequests = pgTable("review_requests", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** Lower-cased: where it went (the consent's key). */
  email: text("email").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

/**
 * The review link of one order line in a review request: a random token kept as its SHA-256
 * (http/link-tokens.ts), valid until it expires; `review_id` is the review written with it (one per line).
 */
export const reviewRequestLinks = pgTable(
  "review_request_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => reviewRequests.orderId, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_request_links_line_key").on(t.orderItemId)],
);
