import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { moneyChannels, moneyKinds } from "../../../core/ledger.ts";
import { refundDestinations } from "../../../core/schemas/refunds.ts";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { giftCards } from "./gift-cards.ts";
import { orderItems, orders } from "./orders.ts";

// ── Refunds and store credit (features/refunds) ──────────────────────────────────────────

export const refundStatuses = ["pending", "processed", "failed"] as const;

/**
 * Money going back to a shopper (DESIGN.md point 18): a goodwill amount or some lines of a return.
 * The sum of an order's refunds that did not fail never exceeds what the order paid; it is checked
 * with the order's row locked in the refund's transaction (features/refunds/service.ts).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** The return it pays for (features/returns, another branch: no foreign key yet), or none (goodwill). */
    returnId: text("return_id"),
    amount: integer("amount").notNull(),
    destination: text("destination", { enum: refundDestinations }).notNull(),
    /**
     * Paise of `amount` that went back to the gift card the order was paid with (decision 0062): a
     * card's part comes back to the card first, at once; the rest goes to `destination`.
     */
    giftCardAmount: integer("gift_card_amount").notNull().default(0),
    upiId: text("upi_id"),
    status: text("status", { enum: refundStatuses }).notNull().default("pending"),
    /** A UPI refund of a COD order: paid out by hand, done once its UTR is entered. */
    payoutStatus: text("payout_status", { enum: ["pending", "done"] }),
    utr: text("utr"),
    /** The provider's refund id (Razorpay rfnd_...). */
    providerRefundId: text("provider_refund_id"),
    failureReason: text("failure_reason"),
    reason: text("reason").notNull(),
    /** The caller's Idempotency-Key (or one made for it): one refund per key and order. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Who asked: an admin's user id, or "system". */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the order's refunds (admin order detail; the refundable sum under the order's lock)
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("refunds_order_key").on(t.orderId, t.idempotencyKey),
    uniqueIndex("refunds_provider_refund_key").on(t.providerRefundId),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_upi_has_id", sql`${t.destination} <> 'upi' or ${t.upiId} is not null`),
    check("refunds_gift_card_range", sql`${t.giftCardAmount} between 0 and ${t.amount}`),
  ],
);

/** The lines a refund pays back (none for a goodwill refund). */
export const refundLines = pgTable(
  "refund_lines",
  {
    refundId: uuid("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderItemId] }),
    // units of a line already refunded
    index("refund_lines_item_idx").on(t.orderItemId),
    // 0: a value-only line, an exchange's difference going back (decision 0034)
    check("refund_lines_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
);

/**
 * The money ledger (DESIGN.md point 22, features/money): a row for every rupee that moves (an online
 * capture, a refund, a courier's COD collection and remittance and its deductions, a gateway's fee and
 * the GST on it, a settlement to the bank), written in the transaction that moved it, once per cause
 * (dedupe_key: "captured:pay_...", "refunded:<refund id>", ...). The owner's money page adds these up.
 */
export const moneyEntries = pgTable(
  "money_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: moneyKinds }).notNull(),
    channel: text("channel", { enum: moneyChannels }).notNull(),
    /** Paise, positive: the kind says which way it went. */
    amount: integer("amount").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    /** The outside world's id: a payment id, a provider refund id, a UTR, an AWB, a settlement id. */
    reference: text("reference"),
    /** One row per cause: a repeat (a webhook twice, a retried job) writes nothing. */
    dedupeKey: text("dedupe_key").notNull(),
    /** When the money moved (a settlement's or remittance's own date when it has one). */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("money_entries_dedupe_key").on(t.dedupeKey),
    // the money page: a period's rows of a kind
    index("money_entries_kind_idx").on(t.kind, t.occurredAt),
    // an order's money (the admin's order, the figures' order lists)
    index("money_entries_order_idx").on(t.orderId),
    check("money_entries_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * The payment provider's payouts to the shop's bank (Razorpay settlements, features/money/settlements.ts),
 * as the provider answers them: net of its fees and the GST on them. Fetched again and again, kept once
 * by the provider's id; a processed one is the ledger's `settled` row.
 */
export const settlements = pgTable(
  "settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** Razorpay's setl_... id. */
    providerSettlementId: text("provider_settlement_id").notNull(),
    /** Paise paid out: the items' credits less their debits. */
    amount: integer("amount").notNull(),
    /** The provider's fees in it, GST included, and that GST (paise). */
    fees: integer("fees").notNull(),
    tax: integer("tax").notNull(),
    utr: text("utr"),
    /** created, processed or failed (Razorpay's words). */
    status: text("status").notNull(),
    /** When the provider made it (Razorpay's created_at). */
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("settlements_provider_key").on(t.provider, t.providerSettlementId),
    // the admin's list: a period's settlements, newest first
    index("settlements_settled_at_idx").on(t.settledAt),
  ],
);

/**
 * What a settlement paid out, item by item (Razorpay's settlement recon): a payment, a refund, an
 * adjustment, with its fee and the GST on it, matched to the shop's order (and refund) when the shop
 * knows it. An item the shop does not know stays unmatched for the owner to chase. The settlement is
 * named by the provider's id: its items may be read before the settlement itself.
 */
export const settlementItems = pgTable(
  "settlement_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerSettlementId: text("provider_settlement_id").notNull(),
    /** The transaction settled: pay_..., rfnd_..., adj_... */
    entityId: text("entity_id").notNull(),
    /** payment, refund, adjustment, transfer... (Razorpay's words). */
    type: text("type").notNull(),
    /** Paise: the transaction's amount, what it credited and debited, the fee (GST included) and its GST. */
    amount: integer("amount").notNull(),
    credit: integer("credit").notNull(),
    debit: integer("debit").notNull(),
    fee: integer("fee").notNull(),
    tax: integer("tax").notNull(),
    /** The provider's order of the payment (or of the refund's payment), and the payment a refund gave back. */
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /**
     * The shop knows it: a payment of one of its orders, a refund it made (matched), with that order
     * and refund. An unmatched refund of a known payment (one made at the provider's dashboard) still
     * names the order.
     */
    matched: boolean("matched").notNull().default(false),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one row per transaction and settlement: fetching again writes nothing
    uniqueIndex("settlement_items_entity_key").on(t.provider, t.providerSettlementId, t.entityId),
    // a captured payment with no settlement yet (the unmatched list)
    index("settlement_items_entity_idx").on(t.entityId),
    // the unmatched list: items the shop does not know
    index("settlement_items_unmatched_idx").on(t.settledAt).where(sql`not ${t.matched}`),
  ],
);

/**
 * A member's store credit: the balance on one row, never below zero (CHECK), moved with one
 * conditional UPDATE so two spends at once cannot both take the last rupee; every move is a row of
 * store_credit_entries, so the balance is their sum.
 */
export const storeCreditBalances = pgTable(
  "store_credit_balances",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check("store_credit_balance_not_negative", sql`${t.balance} >= 0`)],
);

export const storeCreditEntries = pgTable(
  "store_credit_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account: a member's balance (store_credit_balances) or a gift card's (gift_cards), never both. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    giftCardId: uuid("gift_card_id").references(() => giftCards.id, { onDelete: "cascade" }),
    /** Paise: positive a credit, negative a debit. */
    amount: integer("amount").notNull(),
    /** issued: a gift card's value as it is sent (or issued by the admin). */
    kind: text("kind", { enum: ["refund", "spent", "spend_reversed", "adjustment", "issued"] }).notNull(),
    refundId: uuid("refund_id").references(() => refunds.id),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // My Account: a member's entries, newest first
    index("store_credit_entries_user_idx").on(t.userId, t.createdAt),
    // a gift card's ledger (the admin's card page)
    index("store_credit_entries_gift_card_idx").on(t.giftCardId, t.createdAt),
    // what an order spent and had back (refunds)
    index("store_credit_entries_order_idx").on(t.orderId),
    check("store_credit_entries_amount_not_zero", sql`${t.amount} <> 0`),
    check("store_credit_entries_one_account", sql`num_nonnulls(${t.userId}, ${t.giftCardId}) = 1`),
  ],
);
