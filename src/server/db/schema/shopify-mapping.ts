import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { categories } from "./catalogue.ts";
import { updatedAt } from "./columns.ts";

// ── Moving in from Shopify: the owner's answers of the mapping step (features/catalogue-import) ──

/** A Shopify "Product Category" or "Type" text, as the owner mapped it to a shop category (remembered). */
export const importCategoryMappings = pgTable("import_category_mappings", {
  /** The text as Shopify wrote it, lower case with single spaces: "apparel & accessories > jewelry > bracelets". */
  source: text("source").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  updatedAt: updatedAt(),
});

/** A shop category's HSN code and GST rate (basis points) given to imported rows that lack them. */
export const categoryTaxDefaults = pgTable("category_tax_defaults", {
  categoryId: integer("category_id")
    .primaryKey()
    .references(() => categories.id, { onDelete: "cascade" }),
  hsn: text("hsn").notNull(),
  gstRate: integer("gst_rate").notNull(),
  updatedAt: updatedAt(),
});
