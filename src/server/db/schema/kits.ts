import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { variants } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { orderItems } from "./orders.ts";

// ── Kits (issue 34; docs/decisions/0059-kits.md) ─────────────────────────────────────────────────

/**
 * A variant sold as a kit of other variants: its price, images and copy are its own, its stock is
 * never stored (the database function sellable_stock computes it from the components, migration
 * 0044), and its GST follows core/gst.ts kitTax: a mixed supply at the highest rate among the
 * components, or a composite supply at its principal component's rate.
 */
export const kits = pgTable(
  "kits",
  {
    variantId: uuid("variant_id")
      .primaryKey()
      .references(() => variants.id, { onDelete: "cascade" }),
    supply: text("supply", { enum: ["mixed", "composite"] })
      .notNull()
      .default("mixed"),
    /** The component that gives a composite supply its rate and HSN (one of the kit's components). */
    principalVariantId: uuid("principal_variant_id").references(() => variants.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("kits_principal_when_composite", sql`(${t.supply} = 'composite') = (${t.principalVariantId} is not null)`),
  ],
);

/** A component of a kit: a plain variant (never a kit itself) and how many of it one kit holds. */
export const kitComponents = pgTable(
  "kit_components",
  {
    kitVariantId: uuid("kit_variant_id")
      .notNull()
      .references(() => kits.variantId, { onDelete: "cascade" }),
    componentVariantId: uuid("component_variant_id")
      .notNull()
      .references(() => variants.id),
    quantity: smallint("quantity").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitVariantId, t.componentVariantId] }),
    // a component's stock moved: the kits it is part of (their stock, their waiting shoppers)
    index("kit_components_component_idx").on(t.componentVariantId),
    check("kit_components_quantity_range", sql`${t.quantity} between 1 and 99`),
    check("kit_components_not_itself", sql`${t.kitVariantId} <> ${t.componentVariantId}`),
  ],
);

/**
 * What one unit of a kit line took, as the kit was when it was ordered: giving the line's units back
 * (cancel, return, check-in) gives back these components, however the kit is edited later.
 */
export const orderItemComponents = pgTable(
  "order_item_components",
  {
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => variants.id),
    productId: text("product_id").notNull(),
    /** Units of the component in one unit of the kit. */
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.variantId] }),
    check("order_item_components_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
