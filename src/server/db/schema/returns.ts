import { sql } from "drizzle-orm";
import { check, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { refundDestinations } from "../../../core/schemas/refunds.ts";
import { receiveDecisions, returnReasons, returnStatuses } from "../../../core/schemas/returns.ts";
import { users } from "./accounts.ts";
import { variants } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";

// ── Returns (features/returns) ──────────────────────────────────────────────────────────

/** Return numbers, shown as R-1001: one sequence, taken as a request is stored. */
export const returnNumbers = pgSequence("return_numbers", { startWith: 1001 });

/**
 * A shopper's request to send items of a delivered order back, and what became of it: approved with
 * a reverse pickup, rejected with the reason, received (each line restocked or written off), then
 * refunded by the refunds feature. Each step's time is kept; return_events is its timeline.
 */
export const returns = pgTable(
  "returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().default(sql`nextval('return_numbers')`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: returnStatuses }).notNull().default("requested"),
    refundTo: text("refund_to", { enum: refundDestinations }).notNull(),
    upiId: text("upi_id"),
    note: text("note"),
    rejectReason: text("reject_reason"),
    /** Unboxing photos and videos (media keys, stored by the media rules). */
    mediaKeys: text("media_keys").array().notNull().default(sql`'{}'::text[]`),
    /** The reverse pickup: "manual" or "shiprocket", the courier, its AWB and references. */
    pickupProvider: text("pickup_provider"),
    pickupCourierName: text("pickup_courier_name"),
    pickupAwb: text("pickup_awb"),
    pickupTrackingUrl: text("pickup_tracking_url"),
    pickupProviderOrderId: text("pickup_provider_order_id"),
    pickupProviderShipmentId: text("pickup_provider_shipment_id"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * An exchange (decision 0034), settled as the parcel is received: the replacement order, what the
     * returned items' value paid of it (paise), what the shopper pays through a payment link, what
     * goes back to them the way they chose, and the link's address.
     */
    replacementOrderId: uuid("replacement_order_id").references(() => orders.id, { onDelete: "set null" }),
    exchangeCredit: integer("exchange_credit"),
    exchangeToPay: integer("exchange_to_pay"),
    exchangeToRefund: integer("exchange_to_refund"),
    paymentLinkUrl: text("payment_link_url"),
    exchangedAt: timestamp("exchanged_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("returns_number_key").on(t.number),
    // an order's returns (My Account, the units still returnable)
    index("returns_order_idx").on(t.orderId, t.createdAt),
    // the admin's queue by state, oldest first
    index("returns_status_idx").on(t.status, t.createdAt),
  ],
);

/** A line of a return: which order line, how many units, why, and what the shop did on receipt. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason", { enum: returnReasons }).notNull(),
    decision: text("decision", { enum: receiveDecisions }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** An exchange: the variant of the same product the shopper gets instead (as many units). */
    exchangeVariantId: uuid("exchange_variant_id").references(() => variants.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("return_lines_line_key").on(t.returnId, t.orderItemId),
    index("return_lines_item_idx").on(t.orderItemId),
    check("return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** A return's timeline: each step with who and a note (the pickup, the reason, the decisions). */
export const returnEvents = pgTable(
  "return_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    status: text("status", { enum: returnStatuses }).notNull(),
    note: text("note"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("return_events_return_idx").on(t.returnId, t.createdAt)],
);
