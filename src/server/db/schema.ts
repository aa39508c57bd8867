// The shop's tables (Drizzle). Money is integer paise, GST rates are basis points (3% = 300).
// Every index names the page or job whose query it serves.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { remittanceOutcomes } from "../../core/cod-remittance.ts";
import { moneyChannels, moneyKinds } from "../../core/ledger.ts";
import { orderStatuses, paymentStatuses } from "../../core/order-status.ts";
import { reviewStatuses } from "../../core/reviews.ts";
import type { OrderAddress } from "../../core/schemas/checkout.ts";
import {
  emptyDeclarations,
  emptyVariantDeclarations,
  type ProductDeclarations,
  type VariantDeclarations,
} from "../../core/schemas/declarations.ts";
import { refundDestinations } from "../../core/schemas/refunds.ts";
import { receiveDecisions, returnReasons, returnStatuses } from "../../core/schemas/returns.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── Accounts ──────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    dateOfBirth: date("date_of_birth"),
    dateOfAnniversary: date("date_of_anniversary"),
    /** Media key of the profile picture. */
    profilePicture: text("profile_picture"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    points: integer("points").notNull().default(0),
    referralCode: text("referral_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // admin Users page: newest first, searched by name, e-mail or phone
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random id; the id itself is never stored. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding idle expiry (7 days after last use). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Absolute expiry (30 days after sign-in). */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["signup", "reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** A sign-up waiting for this code: the form's details, the password already hashed. */
    pendingRegistration: jsonb("pending_registration").$type<{
      firstName: string;
      lastName: string;
      phone: string;
      passwordHash: string;
      referralCode: string | null;
      /** The optional purposes ticked on the form, recorded when the account is made. */
      consents?: string[];
    }>(),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_email_purpose_idx").on(t.email, t.purpose, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

// ── Account security (issue 18 point 4): device cookies, two-factor sign-in ────────────────────

/**
 * Devices that signed in before (OWASP's "device cookies"): the cookie holds a random token, this
 * row its SHA-256. A right password from such a device works while the address is locked out for
 * unknown devices; wrong ones count against the device alone.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trusted_devices_user_id_idx").on(t.userId)],
);

/** A user's authenticator (RFC 6238): the secret sealed with SECRETS_KEY when set; on once enabledAt is set. */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, argon2id hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** A sign-in whose password was right, waiting for its second step (5 minutes, 5 tries). */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_challenges_user_id_idx").on(t.userId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull().default("India"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_id_idx").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────

/** The category tree: parent (level 0) → sub-category (level 1) → category (level 2). */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "restrict",
    }),
    level: smallint("level").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_slug_key").on(t.slug),
    index("categories_parent_idx").on(t.parentId, t.position),
    check("categories_level_check", sql`${t.level} between 0 and 2`),
  ],
);

/** Concern, chakra and intent names: the shop's filter vocabularies. */
export const tagTerms = pgTable(
  "tag_terms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: ["concern", "chakra", "intent"] }).notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("tag_terms_kind_name_key").on(t.kind, t.name),
    uniqueIndex("tag_terms_kind_slug_key").on(t.kind, t.slug),
  ],
);

/** Which concerns, chakras and intents a parent category shows in its menus (GET /api/intents/{parent}). */
export const tagTermParents = pgTable(
  "tag_term_parents",
  {
    termId: integer("term_id")
      .notNull()
      .references(() => tagTerms.id, { onDelete: "cascade" }),
    parentCategoryId: integer("parent_category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentCategoryId, t.termId] })],
);

export const products = pgTable(
  "products",
  {
    /** The product's handle: readable, unique, never changed (it is in every product URL). */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    sku: text("sku").notNull(),
    parentCategoryId: integer("parent_category_id")
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer("sub_category_id")
      .notNull()
      .references(() => categories.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    /** Free keywords (searchable, shown as tags). */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Concern, chakra and intent term ids: one array serves every tag filter and facet (listing_products). */
    termIds: integer("term_ids").array().notNull().default(sql`'{}'::int[]`),
    material: text("material").notNull().default(""),
    healingProperties: jsonb("healing_properties")
      .$type<{ first: string; second: string; third: string; fourth: string }>()
      .notNull()
      .default({ first: "", second: "", third: "", fourth: "" }),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    /** Description sections: [{ title, text, image }]. */
    productDescriptions: jsonb("product_descriptions")
      .$type<Array<{ title: string; text: string; image: string | null }>>()
      .notNull()
      .default([]),
    faq: jsonb("faq").$type<Array<{ question: string; answer: string }>>().notNull().default([]),
    /** The label's declarations (core/schemas/declarations.ts; decision 0023). */
    declarations: jsonb("declarations").$type<ProductDeclarations>().notNull().default(emptyDeclarations),
    /** The country of origin as the listing filters on it: read from the declarations, never written. */
    countryOfOrigin: text("country_of_origin")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(declarations->>'countryOfOrigin', '')`),
    featureProduct: boolean("feature_product").notNull().default(false),
    bestSeller: boolean("best_seller").notNull().default(false),
    status: text("status", { enum: ["active", "draft", "archived"] })
      .notNull()
      .default("active"),
    // Kept by the catalogue service on every write (listing reads these, never aggregates).
    /** Shown price of the first variant (position 0), paise. */
    listPrice: integer("list_price").notNull().default(0),
    /**
     * Shown prices of every variant in position order, paise: the price filter tests them in the row
     * (`int4range(min, max, '[]') @> any(variant_prices)`) instead of looking up each product's variants.
     */
    variantPrices: integer("variant_prices").array().notNull().default(sql`'{}'::int[]`),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Total stock over the variants. */
    stock: integer("stock").notNull().default(0),
    /** Name, title, categories, tags, terms, variant names and material: the short text typo search matches. */
    searchText: text("search_text").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // search: full text and typo-tolerant trigram similarity
    // the full-text expression must match the database function matching_products (migration 0009)
    index("products_search_fts_idx")
      .using("gin", sql`to_tsvector('english', ${t.searchText} || ' ' || ${t.description})`)
      .with({ fastupdate: false }),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    // admin product search by SKU
    index("products_sku_idx").on(t.sku),
  ],
);

/**
 * The listing's narrow copy of every active product (DESIGN.md point 15c): only the columns filters,
 * facets and sorts read, so a page of this table holds ~50 products where a page of products (with
 * descriptions, FAQs and search text) holds one or two, and filtering or counting a whole range
 * reads a few hundred pages instead of thousands. A product leaves it when it stops being active.
 * Kept by a trigger on products (migration 0008_listing_products), so no write can forget it; the
 * listing's SQL is features/catalogue/listing-queries.ts.
 */
export const listingProducts = pgTable(
  "listing_products",
  {
    id: text("id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    parentCategoryId: integer("parent_category_id").notNull(),
    subCategoryId: integer("sub_category_id").notNull(),
    categoryId: integer("category_id").notNull(),
    termIds: integer("term_ids").array().notNull(),
    listPrice: integer("list_price").notNull(),
    variantPrices: integer("variant_prices").array().notNull(),
    rating: real("rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    featureProduct: boolean("feature_product").notNull(),
    bestSeller: boolean("best_seller").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The country-of-origin filter (Legal Metrology rule 6(10A)); '' while a draft had none. */
    countryOfOrigin: text("country_of_origin").notNull().default(""),
  },
  (t) => [
    // narrowed by parent / sub / category
    index("listing_products_parent_idx").on(t.parentCategoryId, t.listPrice),
    index("listing_products_sub_idx").on(t.subCategoryId, t.listPrice),
    index("listing_products_category_idx").on(t.categoryId, t.listPrice),
    // GIN without the pending list: the catalogue is read far more than written
    index("listing_products_term_ids_idx").using("gin", t.termIds).with({ fastupdate: false }),
    // sorts: price, rating, reviews, newest
    index("listing_products_list_price_idx").on(t.listPrice),
    index("listing_products_rating_idx").on(t.rating, t.reviewCount),
    index("listing_products_review_count_idx").on(t.reviewCount),
    index("listing_products_created_at_idx").on(t.createdAt),
    // the shop's default order: featured, then best sellers, then newest
    index("listing_products_default_order_idx").on(
      t.featureProduct.desc().nullsFirst(),
      t.bestSeller.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // home: featured carousel; category landings: best sellers
    index("listing_products_featured_idx").on(t.createdAt).where(sql`${t.featureProduct}`),
    index("listing_products_best_seller_idx").on(t.parentCategoryId).where(sql`${t.bestSeller}`),
    index("listing_products_country_idx").on(t.countryOfOrigin),
  ],
);

/**
 * Every distinct word of the products' search text (lower case, split as pg_trgm splits words),
 * kept by features/catalogue/denormalize.ts: typo search matches the words typed against this short
 * list first, then finds the products by the words matched (DESIGN.md point 15).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false })],
);

export const variants = pgTable(
  "variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Zero-based order: the index in /productdetails/{productId}-{index}. */
    position: smallint("position").notNull(),
    variantname: text("variantname").notNull(),
    sku: text("sku").notNull(),
    size: text("size").notNull().default("Default"),
    color: text("color").notNull().default(""),
    /** Shelf price: what the shopper pays, GST included (DESIGN.md decision 3). */
    price: integer("price").notNull(),
    /** M.R.P., GST included: the struck price (the spec's costPrice). */
    mrp: integer("mrp").notNull(),
    gstRate: integer("gst_rate").notNull(),
    hsn: text("hsn").notNull(),
    stock: integer("stock").notNull().default(0),
    /** One unit's shipping weight in grams, unpacked (the Ship panel's parcel weight); null: not weighed. */
    weightGrams: integer("weight_grams"),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    /** What this pack declares differently from its product (net quantity, batch, dates). */
    declarations: jsonb("declarations").$type<VariantDeclarations>().notNull().default(emptyVariantDeclarations),
    featureProduct: boolean("feature_product").notNull().default(false),
    bestSeller: boolean("best_seller").notNull().default(false),
    rating: real("rating").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("variants_product_position_key").on(t.productId, t.position),
    // price-filtered listing: variants in a price range
    index("variants_price_idx").on(t.price, t.productId),
    // admin home: variants low on stock
    index("variants_stock_idx").on(t.stock),
    index("variants_sku_idx").on(t.sku),
    check("variants_stock_not_negative", sql`${t.stock} >= 0`),
    check("variants_price_positive", sql`${t.price} > 0`),
    check("variants_mrp_at_least_price", sql`${t.mrp} >= ${t.price}`),
    check("variants_gst_rate_range", sql`${t.gstRate} between 0 and 2800`),
  ],
);

/** Every stored image or video: uploads and the demo catalogue's own renderings. */
export const media = pgTable("media", {
  /** Server-made key, also the file name stem (never the uploader's name). */
  key: text("key").primaryKey(),
  kind: text("kind", { enum: ["image", "video"] }).notNull(),
  contentType: text("content_type").notNull(),
  width: integer("width"),
  height: integer("height"),
  bytes: integer("bytes").notNull(),
  /** Short description used as alt text where the image has no better one. */
  alt: text("alt").notNull().default(""),
  createdAt: createdAt(),
});

/** Images of a product or one of its variants, in their roles on the product page. */
export const productImages = pgTable(
  "product_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Set when the image belongs to one variant (variant images override the product's). */
    variantId: uuid("variant_id").references(() => variants.id, { onDelete: "cascade" }),
    role: text("role", {
      enum: [
        "front",
        "back",
        "gallery",
        "stone",
        "healing",
        "benefits",
        "whyChoose",
        "waysToClean",
        "whoWear",
        "whereHowWear",
      ],
    }).notNull(),
    mediaKey: text("media_key")
      .notNull()
      .references(() => media.key),
    /** Stone name for role 'stone'. */
    title: text("title"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.role, t.position)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => variants.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    reviewText: text("review_text").notNull(),
    name: text("name").notNull(),
    /** Private: never in a public answer. */
    email: text("email").notNull(),
    youtubeURL: text("youtube_url"),
    mediaKeys: text("media_keys").array().notNull().default(sql`'{}'::text[]`),
    /** New reviews wait for the admin's check; rows from before moderation stay published. */
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    /** Why the admin rejected it (shown only to admins). */
    rejectReason: text("reject_reason"),
    /** The signed-in author bought this product and the order was delivered, when the review was written. */
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

// ── Cart and wishlist ─────────────────────────────────────────────────────────────────────

export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique("carts_user_id_key")
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    giftWrap: boolean("gift_wrap").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] }), index("wishlist_items_user_idx").on(t.userId, t.createdAt)],
);

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
    /** Part of the total paid with the member's store credit (debited as the order is placed). */
    storeCredit: integer("store_credit").notNull().default(0),
    /**
     * The shopper's gift message or note for the shop, as typed at checkout (core/schemas/checkout.ts:
     * orderNoteSchema); null when none. Personal free text: erasure and the guest retention job clear it.
     */
    orderNote: text("order_note"),
    /**
     * An exchange's replacement order (features/returns, decision 0034): the return it replaces the
     * items of, and that return's number (R-1001) for the order's pages. No foreign key: returns
     * reference orders; the return's `replacement_order_id` is the checked side.
     */
    replacementForReturnId: uuid("replacement_for_return_id"),
    replacementForReturnNumber: integer("replacement_for_return_number"),
    /** Single-use token hash for the one-click COD confirmation link. */
    confirmTokenHash: text("confirm_token_hash"),
    /** SHA-256 of the key in the order's own links (the thank-you page a guest can reload). */
    accessKeyHash: text("access_key_hash"),
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
    // jobs: unpaid online orders and unconfirmed COD orders past their window
    index("orders_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.orderStatus} in ('pending_payment', 'awaiting_confirmation')`),
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
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Paise: positive a credit, negative a debit. */
    amount: integer("amount").notNull(),
    kind: text("kind", { enum: ["refund", "spent", "spend_reversed", "adjustment"] }).notNull(),
    refundId: uuid("refund_id").references(() => refunds.id),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // My Account: a member's entries, newest first
    index("store_credit_entries_user_idx").on(t.userId, t.createdAt),
    check("store_credit_entries_amount_not_zero", sql`${t.amount} <> 0`),
  ],
);

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

// ── Messages, newsletter, mail, settings ─────────────────────────────────────────────────

export const contactQueries = pgTable(
  "contact_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    replied: boolean("replied").notNull().default(false),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_queries_unreplied_idx").on(t.createdAt).where(sql`not ${t.replied}`)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The consent text the subscriber agreed to, and when. */
    consentText: text("consent_text").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").notNull().default("home"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(t.email)],
);

/**
 * A newsletter sign-up waiting for its confirm click (double opt-in, issue 32 point 4): one row per
 * address, the link's token kept only as its SHA-256 (http/link-tokens.ts). The click gives the
 * newsletter consent, adds the address to newsletter_subscribers and deletes this row; the privacy
 * retention round deletes rows older than the privacy setting's newsletterSignupExpiryDays.
 */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Where it was typed: the home page's form or the API. */
    source: text("source").notNull(),
    createdAt: createdAt(),
    /** When the confirm mail last went: a repeat sign-up re-sends at most once per window. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_signups_email_key").on(t.email),
    uniqueIndex("newsletter_signups_token_key").on(t.tokenHash),
  ],
);

// ── Consent and grievances (DPDP Act 2023, Consumer Protection (E-Commerce) Rules 2020) ──────

/**
 * One row per consent given: its purpose, the notice version it was given under, when and where; a
 * withdrawal stamps the row (the record of what was agreed stays, DPDP Act s.6(10)). At most one
 * live consent per address and purpose. Marketing mail goes only to live rows.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased; after an erasure, "erased:" and the address's SHA-256. */
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    noticeVersion: text("notice_version").notNull(),
    source: text("source").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnSource: text("withdrawn_source"),
    /** The one-click withdrawal link's token in every mail sent under this consent. */
    withdrawToken: text("withdraw_token").notNull(),
    /** The `whatsapp` purpose: the mobile number (10 digits) the shopper agreed to be written to. */
    phone: text("phone"),
  },
  (t) => [
    uniqueIndex("consent_records_live_key").on(t.email, t.purpose).where(sql`${t.withdrawnAt} is null`),
    uniqueIndex("consent_records_token_key").on(t.withdrawToken),
    // the Privacy tab and the export: a member's consents
    index("consent_records_user_idx").on(t.userId),
    // a letter's recipients: the live consents of one purpose
    index("consent_records_purpose_idx").on(t.purpose).where(sql`${t.withdrawnAt} is null`),
  ],
);

/** A complaint to the grievance officer, with its legal due times fixed at receipt. */
export const grievances = pgTable(
  "grievances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown as GRV-000123. */
    number: integer("number").notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["open", "in_progress", "resolved"] })
      .notNull()
      .default("open"),
    /** The same complaint sent twice (a double submit) is one ticket: hash of sender, order, text and day. */
    dedupeKey: text("dedupe_key").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgeBy: timestamp("acknowledge_by", { withTimezone: true }).notNull(),
    resolveBy: timestamp("resolve_by", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("grievances_number_key").on(t.number),
    uniqueIndex("grievances_dedupe_key").on(t.dedupeKey),
    // the admin queue: waiting ones by due time
    index("grievances_waiting_idx").on(t.resolveBy).where(sql`${t.status} <> 'resolved'`),
    index("grievances_received_idx").on(t.receivedAt),
    index("grievances_email_idx").on(t.email),
  ],
);

/** The officer's replies (each mailed), and the state each one set. */
export const grievanceReplies = pgTable(
  "grievance_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grievanceId: uuid("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("grievance_replies_grievance_idx").on(t.grievanceId, t.createdAt)],
);

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

/** Every e-mail is written here first and sent by the outbox sender, with retries. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    /** The consent purpose a marketing mail is sent under (null: a mail the sale itself needs). */
    purpose: text("purpose"),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on every consent-based mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_to_idx").on(t.to, t.createdAt),
  ],
);

/** Shop settings, one JSON value per key (shipping fees, shop name, GST identity, ...). */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

// ── GST documents ────────────────────────────────────────────────────────────────────────

/**
 * The next number of each document series in each financial year (CGST rule 46(b)). A shipment
 * takes its number with one upsert in the shipment's transaction, so numbers are never skipped or
 * reused however many orders ship at once.
 */
export const documentSeries = pgTable(
  "document_series",
  {
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices (issued when an order ships) and credit notes (when a shipped order is cancelled,
 * refused or returned): their numbers, totals in paise for the monthly export, and what was printed,
 * kept as issued (a later change of catalogue or settings does not alter an issued document).
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => taxDocuments.id),
    /** A credit note for part of an order: the refund it credits (null: the whole order came back). */
    refundId: uuid("refund_id").references(() => refunds.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    taxType: text("tax_type", { enum: ["CGST+SGST", "IGST"] }).notNull(),
    taxableValue: integer("taxable_value").notNull(),
    cgst: integer("cgst").notNull(),
    sgst: integer("sgst").notNull(),
    igst: integer("igst").notNull(),
    total: integer("total").notNull(),
    /** The document as issued: seller, buyer, lines (JSON in paise). */
    content: jsonb("content").notNull(),
  },
  (t) => [
    uniqueIndex("tax_documents_number_key").on(t.kind, t.number),
    // one invoice per order, at most one credit note for the whole order, one per refund
    uniqueIndex("tax_documents_order_key").on(t.orderId, t.kind).where(sql`${t.refundId} is null`),
    uniqueIndex("tax_documents_refund_key").on(t.refundId),
    // the monthly export: a month's documents of a kind
    index("tax_documents_issued_idx").on(t.kind, t.issuedAt),
  ],
);

/**
 * Leases of background jobs: an instance runs a job's round only while it holds the job's row
 * (taken with one conditional upsert), so several instances never run a round at once. Works the
 * same on PGlite and PostgreSQL, whatever pooled connection a statement lands on.
 */
export const jobLeases = pgTable("job_leases", {
  job: text("job").primaryKey(),
  holder: text("holder").notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});

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

// ── Catalogue import (features/catalogue-import) ─────────────────────────────────────────

/**
 * A catalogue import (Shopify's product CSV): its uploaded files on disk, where it has got to
 * (`doneProducts`: handles whose outcome is committed; a restart resumes after them) and its counts.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    fileName: text("file_name").notNull(),
    /** The CSV and the optional images ZIP, under DATA_DIR/imports. */
    csvPath: text("csv_path").notNull(),
    zipPath: text("zip_path"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    totalProducts: integer("total_products").notNull().default(0),
    doneProducts: integer("done_products").notNull().default(0),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // the job runner: the oldest unfinished job first
  (t) => [index("import_jobs_unfinished_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`)],
);

/** An import's report: one line per product's outcome and one per problem, with the CSV row and column. */
export const importReportLines = pgTable(
  "import_report_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => importJobs.id, { onDelete: "cascade" }),
    row: integer("row"),
    handle: text("handle").notNull().default(""),
    outcome: text("outcome", { enum: ["created", "updated", "unchanged", "skipped", "problem", "image"] }).notNull(),
    column: text("column").notNull().default(""),
    message: text("message").notNull().default(""),
  },
  // the report's download, in order
  (t) => [index("import_report_lines_job_idx").on(t.jobId, t.id)],
);

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

// ── Cash on delivery to the bank (features/cod) ──────────────────────────────────────────────

/**
 * A courier's COD remittance as the shop recorded it: an imported report (Shiprocket's CSV, its bytes'
 * SHA-256 unique, so the same file twice is known) or one order's cash received by hand (a manual
 * courier's, with its UTR or receipt number). Totals in paise over its lines.
 */
export const codRemittances = pgTable(
  "cod_remittances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: ["report", "manual"] }).notNull(),
    /** SHA-256 of the report's bytes (hex); null for a manual receipt. */
    fileHash: text("file_hash"),
    fileName: text("file_name"),
    /** The report's one UTR (null when its lines name several), or the manual receipt's reference. */
    utr: text("utr"),
    /** The latest remittance date of its lines (an India date). */
    remittedOn: date("remitted_on", { mode: "string" }),
    lineCount: integer("line_count").notNull(),
    /** Lines whose order's remittance this recorded (matched or short). */
    recordedCount: integer("recorded_count").notNull(),
    codTotal: integer("cod_total").notNull(),
    remittedTotal: integer("remitted_total").notNull(),
    deductionsTotal: integer("deductions_total").notNull(),
    shortfallTotal: integer("shortfall_total").notNull(),
    importedBy: uuid("imported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cod_remittances_file_hash_key").on(t.fileHash),
    // the remittances page: newest first
    index("cod_remittances_created_idx").on(t.createdAt),
  ],
);

/**
 * A line of a remittance: what the courier said of one parcel (AWB or order id, COD amount, remitted,
 * deducted, UTR, date), the order it matched and what became of it (core/cod-remittance.ts outcomes).
 * `recorded` lines are the ones whose order's remittance they wrote: at most one per order.
 */
export const codRemittanceLines = pgTable(
  "cod_remittance_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    remittanceId: uuid("remittance_id")
      .notNull()
      .references(() => codRemittances.id, { onDelete: "cascade" }),
    /** The report's row (the header is row 1); null for a manual receipt. */
    row: integer("row"),
    awb: text("awb"),
    /** The report's order id, as written. */
    orderRef: text("order_ref"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    codAmount: integer("cod_amount").notNull(),
    remittedAmount: integer("remitted_amount").notNull(),
    deductions: integer("deductions").notNull(),
    /** What the courier collected at the door (the order's cod_collected), when matched. */
    expectedAmount: integer("expected_amount"),
    /** expected − (remitted + deductions), when above 0. */
    shortfall: integer("shortfall").notNull().default(0),
    utr: text("utr").notNull(),
    remittedOn: date("remitted_on", { mode: "string" }).notNull(),
    crfId: text("crf_id"),
    outcome: text("outcome", { enum: remittanceOutcomes }).notNull(),
    recorded: boolean("recorded").notNull().default(false),
    /** The line's identity across reports (UTR + AWB or order id): a report seen before writes nothing. */
    lineKey: text("line_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // an order is remitted once
    uniqueIndex("cod_remittance_lines_order_key").on(t.orderId).where(sql`${t.recorded}`),
    // one remittance's lines, in the report's order
    index("cod_remittance_lines_remittance_idx").on(t.remittanceId, t.row),
    // a report's lines seen before
    index("cod_remittance_lines_key_idx").on(t.lineKey),
    // the differences to chase: short remittances, unknown AWBs, orders not delivered yet
    index("cod_remittance_lines_chase_idx")
      .on(t.outcome, t.createdAt)
      .where(sql`${t.outcome} in ('short', 'unknown_awb', 'not_delivered')`),
    check(
      "cod_remittance_lines_amounts",
      sql`${t.codAmount} >= 0 and ${t.remittedAmount} >= 0 and ${t.deductions} >= 0 and ${t.shortfall} >= 0`,
    ),
  ],
);
