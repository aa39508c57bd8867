import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { giftCardStatuses } from "../../../core/gift-cards.ts";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";

// ── Gift cards (issue 34 points 3-4, decision 0062) ───────────────────────────────────────────
// A card is an account of the store-credit ledger (store_credit_entries.gift_card_id): its balance is
// on this row, never below zero, and every move of it is a ledger entry in the same transaction. A card
// bought in the shop is paid through a payment link before it exists as money; its code is made when it
// is sent (on the buyer's chosen date), mailed to the recipient and the buyer, and kept only as its
// SHA-256 and its last four characters. Selling one is not a supply (CBIC circular 243/37/2024-GST):
// it is no order, has no invoice and no GSTR-1 row; the goods it pays for carry the GST.

export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human number (G-1001), for the admin's pages and the buyer's receipt. */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    status: text("status", { enum: giftCardStatuses }).notNull(),
    /** Bought in the shop, or issued by the admin (a goodwill gesture). */
    source: text("source", { enum: ["purchase", "goodwill"] }).notNull(),
    /** SHA-256 (hex) of the code; null until the card is sent and its code made. */
    codeHash: text("code_hash"),
    /** The code's last four characters, what the shop shows of it. */
    last4: text("last4"),
    /** Paise the card was bought or issued for. */
    amount: integer("amount").notNull(),
    /** Paise left: the sum of its ledger entries. */
    balance: integer("balance").notNull().default(0),
    buyerUserId: uuid("buyer_user_id").references(() => users.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    /** The buyer's message on the card (personal free text). */
    message: text("message"),
    /** The day (India) the card is sent to its recipient. */
    sendOn: date("send_on", { mode: "string" }).notNull(),
    /** Sent: the code made and mailed; the card works from then until `expiresAt`. */
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The payment link the buyer pays through, and the payment that paid it. */
    provider: text("provider"),
    providerLinkId: text("provider_link_id"),
    paymentId: text("payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The admin who issued a goodwill card, or disabled one, and why. */
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    disabledReason: text("disabled_reason"),
    /**
     * The gift card page's language when it was bought (decision 0064's addendum): the buyer's
     * receipt, the card's mail and the buyer's copy are written in it, and the payment link returns
     * to /hi/gift-cards/paid for a Hindi card. A goodwill card: its recipient member's language.
     */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("gift_cards_number_key").on(t.number),
    uniqueIndex("gift_cards_code_hash_key").on(t.codeHash),
    uniqueIndex("gift_cards_link_key").on(t.provider, t.providerLinkId),
    uniqueIndex("gift_cards_payment_key").on(t.paymentId),
    // the delivery job: paid cards whose day has come
    index("gift_cards_due_idx").on(t.sendOn).where(sql`${t.status} = 'scheduled'`),
    // the admin's list, newest first
    index("gift_cards_created_idx").on(t.createdAt),
    check("gift_cards_balance_range", sql`${t.balance} >= 0`),
    check("gift_cards_amount_positive", sql`${t.amount} > 0`),
    check("gift_cards_code_when_active", sql`${t.status} <> 'active' or ${t.codeHash} is not null`),
  ],
);
