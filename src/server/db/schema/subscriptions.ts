import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { OrderAddress } from "../../../core/schemas/checkout.ts";
import { subscriptionStatuses } from "../../../core/subscriptions.ts";
import { users } from "./accounts.ts";
import { products, variants } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orders } from "./orders.ts";

// ── Subscribe and save (issue 33, decision 0060) ─────────────────────────────────────────────
// A subscription is a box of lines charged every N months by a provider's mandate (Razorpay
// Subscriptions: UPI Autopay or a card e-mandate). The shop keeps the box, its prices and the cycle's
// orders; the provider keeps the mandate and the charging. Every charge is one row of
// subscription_charges (unique by the provider's payment id) and, when it ships, one order.

/**
 * A provider's plan (Razorpay: POST /v1/plans). A plan can never be edited or deleted there, so the
 * shop keeps one per cadence and amount and makes a new one when either changes.
 */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerPlanId: text("provider_plan_id").notNull(),
    everyMonths: smallint("every_months").notNull(),
    /** Paise per charge. */
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // reused by cadence and amount: a box of the same price and cadence shares its plan
    uniqueIndex("subscription_plans_terms_key").on(t.provider, t.everyMonths, t.amount),
    uniqueIndex("subscription_plans_provider_key").on(t.provider, t.providerPlanId),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human number (S-1001), for the shopper's and the admin's pages. */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's subscription (sub_...); null only until the provider has answered. */
    providerSubscriptionId: text("provider_subscription_id"),
    planId: uuid("plan_id").references(() => subscriptionPlans.id),
    /** core/subscriptions.ts: Razorpay's states, as the last event or call left them. */
    status: text("status", { enum: subscriptionStatuses }).notNull().default("created"),
    everyMonths: smallint("every_months").notNull(),
    /** Paise per delivery, computed once by the pricing module: the lines at their discounted prices, plus shipping. */
    itemsTotal: integer("items_total").notNull(),
    shipping: integer("shipping").notNull(),
    amount: integer("amount").notNull(),
    /** Who receives each delivery and where (the shopper may change it for the deliveries to come). */
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    deliveryState: text("delivery_state").notNull(),
    deliveryStateCode: text("delivery_state_code"),
    /** The provider's next charge (Razorpay's charge_at); null while paused, or once ended. */
    nextChargeAt: timestamp("next_charge_at", { withTimezone: true }),
    /** A skipped delivery: the charge date skipped (the mandate is paused until it has passed). */
    skippedChargeAt: timestamp("skipped_charge_at", { withTimezone: true }),
    /** The charge date whose pre-debit notice was sent (one notice per charge). */
    noticeFor: timestamp("notice_for", { withTimezone: true }),
    /** Where the shopper authorises or fixes the mandate (Razorpay's short_url). */
    shortUrl: text("short_url"),
    paidCount: integer("paid_count").notNull().default(0),
    /** The time of the provider event that set `status`: an older event changes nothing. */
    statusAt: timestamp("status_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The subscribe page's language (decision 0064's addendum): the subscription's mails (pre-debit
     * notice, failed or stopped payments, a skipped or short delivery) and each delivery's order are
     * written in it.
     */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_number_key").on(t.number),
    uniqueIndex("subscriptions_provider_key").on(t.provider, t.providerSubscriptionId),
    // My Account: a member's subscriptions
    index("subscriptions_user_idx").on(t.userId, t.createdAt),
    // the notices job and the skip job: live subscriptions by their next charge
    index("subscriptions_next_charge_idx").on(t.nextChargeAt).where(sql`${t.status} in ('active', 'authenticated')`),
    index("subscriptions_skipped_idx").on(t.skippedChargeAt).where(sql`${t.skippedChargeAt} is not null`),
    // the admin's list, by status
    index("subscriptions_status_idx").on(t.status, t.createdAt),
    check("subscriptions_every_months_range", sql`${t.everyMonths} between 1 and 12`),
    check("subscriptions_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** A subscription's lines, priced as it was made: each delivery is sold at these prices. */
export const subscriptionItems = pgTable(
  "subscription_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "restrict" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    variantname: text("variantname").notNull(),
    quantity: integer("quantity").notNull(),
    /** The shelf price when subscribed, and the price each delivery is sold at (after the discount). */
    listPrice: integer("list_price").notNull(),
    unitPrice: integer("unit_price").notNull(),
    unitMrp: integer("unit_mrp").notNull(),
    discountPercent: smallint("discount_percent").notNull(),
  },
  (t) => [
    uniqueIndex("subscription_items_position_key").on(t.subscriptionId, t.position),
    check("subscription_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * Each successful charge, once by the provider's payment id (the renewal webhook may come twice, and
 * the checkout's signed answer races it for the first charge), and the order it made.
 */
export const subscriptionCharges = pgTable(
  "subscription_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    providerPaymentId: text("provider_payment_id").notNull(),
    amount: integer("amount").notNull(),
    /** The cycle's order; null when the charge made none (the subscription had ended: refunded). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** ordered: an order was made; refunded: the whole charge went back (no order). */
    outcome: text("outcome", { enum: ["ordered", "refunded"] }).notNull(),
    /** The provider's refund of a charge that made no order. */
    providerRefundId: text("provider_refund_id"),
    chargedAt: timestamp("charged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_charges_payment_key").on(t.providerPaymentId),
    // a subscription's page: its charges, newest first
    index("subscription_charges_subscription_idx").on(t.subscriptionId, t.chargedAt),
  ],
);

/** What happened to a subscription, for its page and the admin (events, the shopper's actions, notices). */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    actorId: uuid("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_events_subscription_idx").on(t.subscriptionId, t.at)],
);
