import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { orders } from "./orders.ts";

// ── Messaging and abandoned bags ──────────────────────────────────────────────────────────

/** WhatsApp template messages waiting to go out (features/messaging): sent at most once per id. */
export const whatsappOutbox = pgTable(
  "whatsapp_outbox",
  {
    /** Made from the message's dedupe key (keyedMailId), so a repeat writes nothing. */
    id: uuid("id").primaryKey(),
    /** The recipient, country code and number in digits (91XXXXXXXXXX). */
    to: text("to").notNull(),
    /** The address whose consent the message is sent under (a withdrawal drops its pending messages). */
    email: text("email"),
    purpose: text("purpose"),
    template: text("template").notNull(),
    language: text("language").notNull(),
    components: jsonb("components").$type<unknown[]>().notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** WhatsApp's message id (wamid...), for matching its status webhooks. */
    providerMessageId: text("provider_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * WhatsApp's own word on the message, from its status webhooks (features/messaging/webhook.ts):
     * sent, delivered, read or failed; each stamp is written once, a repeated event changes nothing.
     */
    deliveryStatus: text("delivery_status", { enum: ["sent", "delivered", "read", "failed"] }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** WhatsApp's reason when its status says failed (code and title). */
    deliveryError: text("delivery_error"),
    createdAt: createdAt(),
  },
  (t) => [
    // the sender's claim: due pending messages
    index("whatsapp_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // status webhooks find their message by WhatsApp's id
    index("whatsapp_outbox_provider_idx").on(t.providerMessageId),
  ],
);

/**
 * A bag left without an order (features/bags): a member's cart (lines read from cart_lines) or a
 * guest's checkout lines saved with the "remind me" consent. At most two reminders; closed when an
 * order follows, the bag is emptied or the consent withdrawn.
 */
export const abandonedBags = pgTable(
  "abandoned_bags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased: the reminders' address and the consent's key. */
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A guest's lines as saved at checkout ({ productId, variantId, quantity, giftWrap }); null for a member. */
    lines: jsonb("lines").$type<{ productId: string; variantId: string; quantity: number; giftWrap: boolean }[]>(),
    /**
     * A guest's bag: SHA-256 of the token their browser keeps, with which it tells the server the bag
     * changed or was emptied (PUT /api/bag-reminders/lines). Null for a member's bag.
     */
    guestTokenHash: text("guest_token_hash"),
    /** The bag's last change: the reminders' delays count from it. */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    firstReminderAt: timestamp("first_reminder_at", { withTimezone: true }),
    secondReminderAt: timestamp("second_reminder_at", { withTimezone: true }),
    /** The restore link was opened (an order after it is a recovered bag). */
    restoredAt: timestamp("restored_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason", { enum: ["ordered", "emptied", "withdrawn"] }),
    /** The order placed after the restore link was opened. */
    recoveredOrderId: uuid("recovered_order_id").references(() => orders.id, { onDelete: "set null" }),
    recoveredAt: timestamp("recovered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // one open bag per address
    uniqueIndex("abandoned_bags_open_key").on(t.email).where(sql`${t.closedAt} is null`),
    // the dashboard's last 30 days
    index("abandoned_bags_reminded_idx").on(t.firstReminderAt),
    index("abandoned_bags_recovered_idx").on(t.recoveredAt),
    index("abandoned_bags_guest_token_idx").on(t.guestTokenHash),
  ],
);

/** The reminder mails' restore links: a random token kept as its SHA-256, valid until it expires. */
export const bagRestoreLinks = pgTable("bag_restore_links", {
  tokenHash: text("token_hash").primaryKey(),
  bagId: uuid("bag_id")
    .notNull()
    .references(() => abandonedBags.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
