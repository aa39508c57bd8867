import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reviewStatuses } from "../../../core/reviews.ts";
import type { Certificate } from "../../../core/schemas/certificates.ts";
import {
  emptyDeclarations,
  emptyVariantDeclarations,
  type ProductDeclarations,
  type VariantDeclarations,
} from "../../../core/schemas/declarations.ts";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";

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
    /** The name on Hindi pages (/hi…); null: the English name, marked lang="en" there (decision 0063). */
    nameHi: text("name_hi"),
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
    /** Hindi pages' name, title and description (decision 0063); null: the English, marked lang="en". */
    nameHi: text("name_hi"),
    titleHi: text("title_hi"),
    descriptionHi: text("description_hi"),
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
    /** What the owner must still do before it can be sold (core/product-todos.ts), set at every write. */
    todos: jsonb("todos").$type<string[]>().notNull().default([]),
    /** The country of origin as the listing filters on it: read from the declarations, never written. */
    countryOfOrigin: text("country_of_origin")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(declarations->>'countryOfOrigin', '')`),
    featureProduct: boolean("feature_product").notNull().default(false),
    bestSeller: boolean("best_seller").notNull().default(false),
    /**
     * One of a kind: the shopper receives this exact piece (one variant, at most one in stock). An
     * unpaid order holding it lapses sooner (settings: holds.oneOfAKindMinutes), and while it is held
     * the product page says when it comes back (decision 0055).
     */
    oneOfAKind: boolean("one_of_a_kind").notNull().default(false),
    /** The claims guard's warnings the owner said they can prove (core/claims.ts claimKey()s). */
    acknowledgedClaims: jsonb("acknowledged_claims").$type<string[]>().notNull().default([]),
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
 * facets and sorts read. Kept by a trigger on products (migration 0008_listing_products), so no write
 * can forget it. The listing reads it whole into its in-memory index (listing-index.ts, decision
 * 0065) and filters, counts and sorts there, so the table needs no index but its key (migration 0049
 * dropped the twelve the SQL listing used: every product write paid for them).
 */
export const listingProducts = pgTable("listing_products", {
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
});

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
    /** A gemstone lab report (core/schemas/certificates.ts), or null. */
    certificate: jsonb("certificate").$type<Certificate>(),
    /** Subscribe and save (decision 0060): the cadences offered, in months (empty: not subscribable). */
    subscribeEvery: smallint("subscribe_every").array().notNull().default(sql`'{}'::smallint[]`),
    /** The subscription's discount off the shelf price, a whole percent (core/pricing.ts subscribePrice). */
    subscribeDiscount: smallint("subscribe_discount").notNull().default(0),
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
    check("variants_subscribe_discount_range", sql`${t.subscribeDiscount} between 0 and 50`),
  ],
);

/** Every stored image or video: uploads and the demo catalogue's own renderings. */
export const media = pgTable("media", {
  /** Server-made key, also the file name stem (never the uploader's name). */
  key: text("key").primaryKey(),
  kind: text("kind", { enum: ["image", "video", "document"] }).notNull(),
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

/**
 * Search synonyms (decision 0057): a term shoppers type ("sphatik", "स्फटिक", "kala dhaga") and the
 * catalogue's words it stands for ("clear quartz"), both stored as core/schemas/search-synonyms.ts
 * normalizes them (lower case, NFC, one space between words). A term may stand for several meanings
 * ("mala": bracelet), each a row. Seeded by the migration that made the table.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    term: text("term").notNull(),
    means: text("means").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("search_synonyms_term_means_idx").on(t.term, t.means),
    index("search_synonyms_means_idx").on(t.means),
    check("search_synonyms_sizes", sql`length(${t.term}) between 1 and 60 and length(${t.means}) between 1 and 60`),
  ],
);
