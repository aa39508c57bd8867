// What can be sold of a variant, as SQL: the database function sellable_stock (migration 0044_kits,
// decision 0059): a plain variant's own stock, a kit's computed from its components. Every read that
// shows or checks stock goes through here; nothing reads variants.stock of a kit.
import { type SQL, sql } from "drizzle-orm";
import { variants } from "./schema.ts";

/** The sellable stock of the variant `id` whose own stock column is `stock` (both of the outer query). */
export function sellableStockOf(id: SQL, stock: SQL): SQL<number> {
  return sql<number>`sellable_stock(${id}, ${stock})`;
}

/** The sellable stock of the `variants` row a query selects from. */
export const variantSellableStock = (): SQL<number> => sellableStockOf(sql`${variants.id}`, sql`${variants.stock}`);
