import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems, orders } from "./orders.ts";

// ── Shipping (features/shipping) ─────────────────────────────────────────────────────────

/** A parcel's life, from booked to the shopper's door or back to the shop (RTO). */
export const shipmentStatuses = [
  "booked",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "undelivered",
  "rto_initiated",
  "rto_delivered",
  "cancelled",
] as const;

/** Statuses after which a parcel's story is over: nothing moves it again, and its order is free of it. */
export const finishedShipmentStatuses = [
  "delivered",
  "rto_delivered",
  "cancelled",
] as const satisfies readonly (typeof shipmentStatuses)[number][];

export const shipments = pgTable(
  "shipments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "manual" or "shiprocket". */
    provider: text("provider").notNull(),
    courierName: text("courier_name").notNull(),
    awb: text("awb"),
    trackingUrl: text("tracking_url"),
    /** The label PDF's address at the provider, when it made one. */
    labelRef: text("label_ref"),
    /** What the shop sent as the provider's order id (the order number, "-2" on a second booking). */
    reference: text("reference").notNull(),
    providerOrderId: text("provider_order_id"),
    providerShipmentId: text("provider_shipment_id"),
    weightGrams: integer("weight_grams").notNull(),
    lengthCm: integer("length_cm").notNull(),
    breadthCm: integer("breadth_cm").notNull(),
    heightCm: integer("height_cm").notNull(),
    /** The e-way bill the parcel travels with (core/eway-bill.ts: when one is needed). */
    ewayBillNo: text("eway_bill_no"),
    status: text("status", { enum: shipmentStatuses }).notNull().default("booked"),
    /** When the current status happened at the courier: an older event never moves it back. */
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
    bookedBy: uuid("booked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one live parcel per order: a second booking (double click, two admins) is refused
    uniqueIndex("shipments_live_order_key").on(t.orderId).where(sql`${t.status} <> 'cancelled'`),
    // the tracking webhook finds a shipment by its AWB
    uniqueIndex("shipments_provider_awb_key").on(t.provider, t.awb),
    // a poller: shipments still on their way that heard nothing for a while
    index("shipments_status_idx").on(t.status, t.updatedAt),
    // returns to origin: parcels whose outcome is known (delivered, or coming back), by when (rto.ts)
    index("shipments_outcome_idx")
      .on(t.statusAt)
      .where(sql`${t.status} in ('delivered', 'rto_initiated', 'rto_delivered')`),
    check("shipments_weight_positive", sql`${t.weightGrams} > 0`),
  ],
);

/**
 * A line of a parcel back at the shop, checked in once by the admin: its units restocked or written
 * off (with the reason). The unique line makes a second check-in of it impossible.
 */
export const parcelCheckIns = pgTable(
  "parcel_check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    decision: text("decision", { enum: ["restock", "write_off"] }).notNull(),
    /** Units the decision covered: what the line still held. */
    quantity: integer("quantity").notNull(),
    reason: text("reason"),
    checkedInBy: uuid("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("parcel_check_ins_line_key").on(t.orderItemId),
    index("parcel_check_ins_shipment_idx").on(t.shipmentId),
    check("parcel_check_ins_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
);

/** A shipment's timeline: every tracking event kept once by its provider event id. */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    providerEventId: text("provider_event_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** Our status for the event; null when the provider's status is not one we act on. */
    status: text("status", { enum: shipmentStatuses }),
    place: text("place"),
    remark: text("remark"),
    /** The provider's own status id (Shiprocket's shipment_status_id). */
    rawStatusId: text("raw_status_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shipment_events_provider_event_key").on(t.providerEventId),
    // the order page's timeline
    index("shipment_events_shipment_idx").on(t.shipmentId, t.occurredAt),
  ],
);

/**
 * A failed delivery (NDR): one row per "undelivered" event of a shipment, with the courier's
 * reason and the attempt count, the shopper's answer through the mailed link (its token kept
 * hashed, with an expiry) and the admin's action (re-attempt on a date, or return to origin).
 */
export const ndrActions = ["reattempt", "rto"] as const;

export const shipmentNdrs = pgTable(
  "shipment_ndrs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shipmentId: uuid("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    /** The undelivered tracking event's provider id: one NDR per event, however often it is told. */
    eventId: text("event_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    reason: text("reason"),
    attempt: integer("attempt").notNull(),
    /** SHA-256 of the shopper's link token (cash on delivery only), and when the link stops working. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    shopperDate: text("shopper_date"),
    shopperPhone: text("shopper_phone"),
    shopperAskedAt: timestamp("shopper_asked_at", { withTimezone: true }),
    action: text("action", { enum: ndrActions }),
    actionDate: text("action_date"),
    actionPhone: text("action_phone"),
    actionAddress: text("action_address"),
    actionBy: uuid("action_by").references(() => users.id, { onDelete: "set null" }),
    actionAt: timestamp("action_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shipment_ndrs_event_key").on(t.eventId),
    uniqueIndex("shipment_ndrs_token_key").on(t.tokenHash),
    index("shipment_ndrs_shipment_idx").on(t.shipmentId, t.occurredAt),
  ],
);
