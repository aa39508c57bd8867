import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderStatuses, paymentStatuses } from "../../../core/order-status.ts";
import type { PaidWith } from "../../../core/refund-words.ts";
import type { Certificate } from "../../../core/schemas/certificates.ts";
import type { OrderAddress } from "../../../core/schemas/checkout.ts";
import { users } from "./accounts.ts";
import { products, variants } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { giftCards } from "./gift-cards.ts";

// ── Orders, payments, coupons ─────────────────────────────────────────────────────────────

/** The order's and the payment's states come from their one table (core/order-status.ts). */
export { orderStatuses, paymentStatuses };

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper case. */
    code: text("code").notNull(),
    discountPercent: smallint("discount_percent").notNull(),
    maxDiscount: integer("max_discount"),
    /** Last day the coupon works (inclusive, shop's time zone). */
    expiryDate: date("expiry_date").notNull(),
    oneTimePerUser: boolean("one_time_per_user").notNull().default(false),
    minCartValue: integer("min_cart_value").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    check("coupons_discount_range", sql`${t.discountPercent} between 1 and 100`),
    check("coupons_min_cart_value_not_negative", sql`${t.minCartValue} >= 0`),
  ],
);

/** Order numbers: one sequence, taken only by orders that became real (see `orders.number`). */
export const orderNumbers = pgSequence("order_numbers", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Human order number, consecutive (shown as #100042), taken from `order_numbers` when the order
     * becomes real: at placement for cash on delivery, in the paying transition for an online order.
     * An online payment attempt that never succeeded has none (issue 19: not an order to the shopper).
     */
    number: integer("number"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Contact details (the member's or the guest's), copied at order time. */
    guest: boolean("guest").notNull().default(false),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    /** Place of supply: the delivery state and its GST state code. */
    deliveryState: text("delivery_state").notNull(),
    deliveryStateCode: text("delivery_state_code"),
    paymentMethod: text("payment_method", { enum: ["COD", "UPI"] }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    orderStatus: text("order_status", { enum: orderStatuses }).notNull(),
    paymentProvider: text("payment_provider"),
    providerOrderId: text("provider_order_id"),
    transactionId: text("transaction_id"),
    /**
     * How the online payment was made, as the provider reported it (Razorpay's method and what names it:
     * a UPI id, "Visa ending 1111", a bank): the refund mails and the shopper's timeline say where a
     * refund goes (core/refund-words.ts). Null for cash on delivery or when the provider did not say.
     */
    paidWith: jsonb("paid_with").$type<PaidWith>(),
    // Amounts, all paise, computed by the pricing module from the database at order time.
    subtotal: integer("subtotal").notNull(),
    itemsTotal: integer("items_total").notNull(),
    discount: integer("discount").notNull().default(0),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    couponPercent: smallint("coupon_percent"),
    couponMaxDiscount: integer("coupon_max_discount"),
    giftWrap: integer("gift_wrap").notNull().default(0),
    shipping: integer("shipping").notNull().default(0),
    codFee: integer("cod_fee").notNull().default(0),
    totalAmount: integer("total_amount").notNull(),
    /**
     * Part of the total paid from the store-credit ledger as the order was placed: the member's store
     * credit and a gift card's (decision 0062) together; `giftCard` says how much of it the card paid.
     */
    storeCredit: integer("store_credit").notNull().default(0),
    /** Of `storeCredit`, what the gift card `giftCardId` paid. */
    giftCard: integer("gift_card").notNull().default(0),
    giftCardId: uuid("gift_card_id").references(() => giftCards.id),
    /**
     * The shopper's gift message or note for the shop, as typed at checkout (core/schemas/checkout.ts:
     * orderNoteSchema); null when none. Personal free text: erasure and the guest retention job clear it.
     */
    orderNote: text("order_note"),
    /** The checkout page's language: the order's mails to the shopper are written in it (decision 0064). */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    /**
     * An exchange's replacement order (features/returns, decision 0034): the return it replaces the
     * items of, and that return's number (R-1001) for the order's pages. No foreign key: returns
     * reference orders; the return's `replacement_order_id` is the checked side.
     */
    replacementForReturnId: uuid("replacement_for_return_id"),
    replacementForReturnNumber: integer("replacement_for_return_number"),
    /**
     * A subscription's delivery (features/subscriptions, decision 0060): the subscription it was
     * charged for. No foreign key: subscription_charges.order_id is the checked side.
     */
    subscriptionId: uuid("subscription_id"),
    /** Single-use token hash for the one-click COD confirmation link. */
    confirmTokenHash: text("confirm_token_hash"),
    /** SHA-256 of the key in the order's own links (the thank-you page a guest can reload). */
    accessKeyHash: text("access_key_hash"),
    /**
     * An unpaid online order (pending payment) is cancelled at this time, its items back on sale: the
     * payment window from settings (holds), shorter when it holds a one-of-a-kind piece. Null for
     * every other order (and an exchange's replacement, which waits for its payment link).
     */
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    // order history: a user's orders, newest first
    index("orders_user_idx").on(t.userId, t.createdAt),
    // admin orders: filtered by status and payment, newest first; sales dashboard by date
    index("orders_status_idx").on(t.orderStatus, t.createdAt),
    index("orders_payment_status_idx").on(t.paymentStatus, t.createdAt),
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_email_idx").on(t.email),
    uniqueIndex("orders_provider_order_key").on(t.paymentProvider, t.providerOrderId),
    // one replacement order per exchange
    uniqueIndex("orders_replacement_for_return_key")
      .on(t.replacementForReturnId)
      .where(sql`${t.replacementForReturnId} is not null`),
    // a subscription's page: its orders
    index("orders_subscription_idx").on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    // jobs: unpaid online orders and unconfirmed COD orders past their window
    index("orders_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.orderStatus} in ('pending_payment', 'awaiting_confirmation')`),
    // the payment-window job and the product page's hold: unpaid online orders by when they lapse
    index("orders_payment_due_idx").on(t.paymentDueAt).where(sql`${t.orderStatus} = 'pending_payment'`),
    // COD controls: a phone's refusals at the door
    index("orders_refused_phone_idx").on(t.phone).where(sql`${t.orderStatus} = 'refused'`),
    // review requests: orders delivered some days ago (features/reviews/review-requests.ts)
    index("orders_delivered_idx").on(t.deliveredAt).where(sql`${t.orderStatus} = 'delivered'`),
    // COD cash still with the courier, oldest delivery first (features/cod: remittances overdue)
    index("orders_cod_collected_idx")
      .on(t.deliveredAt)
      .where(sql`${t.paymentMethod} = 'COD' and ${t.paymentStatus} = 'collected'`),
    // returns to origin per phone and per PIN code (shipping/rto.ts)
    index("orders_phone_idx").on(t.phone),
    index("orders_pincode_idx").on(sql`(${t.shippingAddress}->>'zipCode')`),
    // settlements: a settled payment's order by its payment id (features/money/settlements.ts)
    index("orders_transaction_idx").on(t.transactionId).where(sql`${t.transactionId} is not null`),
    check("orders_total_not_negative", sql`${t.totalAmount} >= 0`),
    check("orders_store_credit_range", sql`${t.storeCredit} between 0 and ${t.totalAmount}`),
    check("orders_gift_card_range", sql`${t.giftCard} between 0 and ${t.storeCredit}`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id),
    name: text("name").notNull(),
    variantname: text("variantname").notNull(),
    sku: text("sku").notNull(),
    hsn: text("hsn").notNull(),
    size: text("size").notNull(),
    color: text("color").notNull().default(""),
    imageKey: text("image_key"),
    quantity: integer("quantity").notNull(),
    /** Shown price of one unit, GST included. */
    unitPrice: integer("unit_price").notNull(),
    unitMrp: integer("unit_mrp").notNull(),
    gstRate: integer("gst_rate").notNull(),
    giftWrap: boolean("gift_wrap").notNull().default(false),
    position: smallint("position").notNull().default(0),
    /** Units of this line the order holds, taken from the variant's stock and not yet given back. */
    stockHeld: integer("stock_held").notNull().default(0),
    /** The gemstone lab report the piece was sold with (core/schemas/certificates.ts), kept as it was then. */
    certificate: jsonb("certificate").$type<Certificate>(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    // admin home: best sellers; archive instead of delete when a product was ordered
    index("order_items_product_idx").on(t.productId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_stock_held_range", sql`${t.stockHeld} between 0 and ${t.quantity}`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** The admin who moved it, if one did. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    /** The shop's own note (a courier's remittance, its UTR and deductions): the shopper's pages leave it out. */
    internal: boolean("internal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

export const couponUses = pgTable(
  "coupon_uses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_uses_coupon_user_idx").on(t.couponId, t.userId)],
);

/** Answers to requests that carried an Idempotency-Key, replayed for 24 hours. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The caller: a user id or a guest's session fingerprint. */
    owner: text("owner").notNull(),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: smallint("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.endpoint, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Payment provider events (webhooks), kept once by their event id. */
export const paymentEvents = pgTable("payment_events", {
  provider: text("provider").notNull(),
  eventId: text("event_id").notNull().primaryKey(),
  kind: text("kind").notNull(),
  payload: jsonb("payload").notNull(),
  createdAt: createdAt(),
});
