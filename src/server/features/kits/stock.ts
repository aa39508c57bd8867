// Stock as it is stored (decision 0059): only plain variants hold units; a kit takes and gives back
// its components. Every order line becomes the stored units it needs (its parts), the units of every
// line of one order are summed per stored variant, and each is taken with one conditional update in
// variant order (Saleor's rule: never read, compute, write), so a bag holding a kit and one of its
// stones, or two shoppers buying both at once, can never take a component below zero. Lines give
// back what they took as the order kept it (order_item_components), however the kit changed since.
// What can be sold of a variant (a kit's min over components) is the database's sellable_stock
// (db/stock.ts); this file holds the writes.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connection.ts";
import { kitComponents, kits, orderItemComponents, variants } from "../../db/schema.ts";

/** One stored stock a line takes: `quantity` units of `variantId` for each unit of the line. */
export type StockPart = { variantId: string; productId: string; quantity: number };

/** A line of an order as stock sees it: what it sells and how many. */
export type StockLine = { variantId: string; quantity: number };

/**
 * The stored parts of each variant now: a kit's components (its kit row share-locked, so an edit of
 * the kit waits for this transaction and the order records the parts it took), a plain variant itself.
 */
export async function partsOf(tx: Transaction, variantIds: readonly string[]): Promise<Map<string, StockPart[]>> {
  const ids = [...new Set(variantIds)].sort();
  const parts = new Map<string, StockPart[]>();
  if (ids.length === 0) return parts;
  const kitRows = await tx
    .select({ id: kits.variantId })
    .from(kits)
    .where(sql`${kits.variantId} = any(${sql.param(ids)}::uuid[])`)
    .orderBy(asc(kits.variantId))
    .for("share");
  const kitIds = new Set(kitRows.map((row) => row.id));
  const components =
    kitIds.size === 0
      ? []
      : await tx
          .select({
            kitId: kitComponents.kitVariantId,
            variantId: kitComponents.componentVariantId,
            productId: variants.productId,
            quantity: kitComponents.quantity,
          })
          .from(kitComponents)
          .innerJoin(variants, eq(variants.id, kitComponents.componentVariantId))
          .where(sql`${kitComponents.kitVariantId} = any(${sql.param([...kitIds])}::uuid[])`)
          .orderBy(asc(kitComponents.position));
  for (const component of components) {
    const list = parts.get(component.kitId) ?? [];
    list.push({ variantId: component.variantId, productId: component.productId, quantity: component.quantity });
    parts.set(component.kitId, list);
  }
  const plain = ids.filter((id) => !kitIds.has(id));
  if (plain.length > 0) {
    const rows = await tx
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(sql`${variants.id} = any(${sql.param(plain)}::uuid[])`);
    for (const row of rows) parts.set(row.id, [{ variantId: row.id, productId: row.productId, quantity: 1 }]);
  }
  return parts;
}

/** The units of each stored variant the lines need together (a kit and its stone in one bag add up). */
export function unitsNeeded(
  lines: readonly StockLine[],
  parts: ReadonlyMap<string, readonly StockPart[]>,
): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    for (const part of parts.get(line.variantId) ?? []) {
      units.set(part.variantId, (units.get(part.variantId) ?? 0) + line.quantity * part.quantity);
    }
  }
  return units;
}

/**
 * Takes the units of each stored variant if that many are there, in variant order (two orders never
 * wait on each other's rows in a circle). Answers the first variant that was short (the caller rolls
 * its transaction back: what was taken before it is given back so), or null when all were taken.
 */
export async function takeUnits(exec: Executor, units: ReadonlyMap<string, number>): Promise<string | null> {
  for (const [variantId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    if (quantity <= 0) continue;
    const taken = await exec
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(variants.id, variantId), sql`${variants.stock} >= ${quantity}`))
      .returning({ id: variants.id });
    if (taken.length === 0) return variantId;
  }
  return null;
}

/**
 * Takes each line whole or not at all, as far as the stock goes (a subscription's delivery: a line
 * short is refunded, the others are sent): every stored variant the lines need locked in id order,
 * then the lines filled in the order given from what is left. Answers whether each line was taken.
 */
export async function takeEachLine(tx: Transaction, lines: readonly StockLine[]): Promise<boolean[]> {
  const parts = await partsOf(
    tx,
    lines.map((line) => line.variantId),
  );
  const ids = [...new Set([...parts.values()].flat().map((part) => part.variantId))].sort();
  if (ids.length === 0) return lines.map(() => false);
  const rows = await tx
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(sql`${variants.id} = any(${sql.param(ids)}::uuid[])`)
    .orderBy(asc(variants.id))
    .for("update");
  const left = new Map(rows.map((row) => [row.id, row.stock]));
  const taken = new Map<string, number>();
  const filled = lines.map((line) => {
    const needs = unitsNeeded([line], parts);
    if (needs.size === 0 || [...needs].some(([id, units]) => (left.get(id) ?? 0) < units)) return false;
    for (const [id, units] of needs) {
      left.set(id, (left.get(id) ?? 0) - units);
      taken.set(id, (taken.get(id) ?? 0) + units);
    }
    return true;
  });
  // the rows are locked and counted: every take below succeeds
  if ((await takeUnits(tx, taken)) !== null) throw new Error("stock changed under its lock");
  return filled;
}

/** Adds the units back, in variant order; answers each variant's stock before and after. */
export async function giveUnits(
  exec: Executor,
  units: ReadonlyMap<string, number>,
): Promise<Array<{ variantId: string; before: number; after: number }>> {
  const moved: Array<{ variantId: string; before: number; after: number }> = [];
  for (const [variantId, back] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    if (back <= 0) continue;
    const [row] = await exec
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${back}`, updatedAt: sql`now()` })
      .where(eq(variants.id, variantId))
      .returning({ stock: variants.stock });
    if (row) moved.push({ variantId, before: row.stock - back, after: row.stock });
  }
  return moved;
}

/**
 * Keeps what one unit of each kit line took (its kit's components now, the kit row share-locked by
 * partsOf since the stock was taken), so the line gives back the same whatever the kit becomes.
 */
export async function recordKitParts(exec: Executor, orderItemIds: readonly string[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await exec.execute(sql`
    insert into ${orderItemComponents} (order_item_id, variant_id, product_id, quantity)
    select oi.id, k.component_variant_id, part.product_id, k.quantity
    from order_items oi
    join kit_components k on k.kit_variant_id = oi.variant_id
    join variants part on part.id = k.component_variant_id
    where oi.id = any(${sql.param([...orderItemIds])}::uuid[])`);
}

/** The parts each order line holds its units in: a kit line's recorded components, else its own variant. */
export async function heldPartsOf(
  exec: Executor,
  items: ReadonlyArray<{ id: string; variantId: string; productId: string }>,
): Promise<Map<string, StockPart[]>> {
  const parts = new Map<string, StockPart[]>();
  if (items.length === 0) return parts;
  const rows = await exec
    .select({
      orderItemId: orderItemComponents.orderItemId,
      variantId: orderItemComponents.variantId,
      productId: orderItemComponents.productId,
      quantity: orderItemComponents.quantity,
    })
    .from(orderItemComponents)
    .where(sql`${orderItemComponents.orderItemId} = any(${sql.param(items.map((item) => item.id))}::uuid[])`)
    .orderBy(asc(orderItemComponents.variantId));
  for (const row of rows) {
    const list = parts.get(row.orderItemId) ?? [];
    list.push({ variantId: row.variantId, productId: row.productId, quantity: row.quantity });
    parts.set(row.orderItemId, list);
  }
  for (const item of items) {
    if (!parts.has(item.id))
      parts.set(item.id, [{ variantId: item.variantId, productId: item.productId, quantity: 1 }]);
  }
  return parts;
}

/**
 * The kits holding any of these variants whose sellable stock moved as their stored stock went from
 * `before` to what it is now (in this transaction, all of them): each kit with its stock before
 * (sellable_stock's rule over the components as they were) and after (sellable_stock now).
 */
export async function kitsMovedBy(
  exec: Executor,
  moves: ReadonlyArray<{ variantId: string; before: number }>,
): Promise<Array<{ variantId: string; before: number; after: number }>> {
  if (moves.length === 0) return [];
  const ids = sql.param(moves.map((move) => move.variantId));
  const befores = sql.param(moves.map((move) => move.before));
  const result = await exec.execute<{ variantId: string; before: number; after: number }>(sql`
    with moved as (select * from unnest(${ids}::uuid[], ${befores}::int[]) as m(id, before))
    select kit.id as "variantId",
      min(coalesce(moved.before, part.stock) / k.quantity)::int as before,
      sellable_stock(kit.id, kit.stock) as after
    from kit_components k
    join variants kit on kit.id = k.kit_variant_id
    join variants part on part.id = k.component_variant_id
    left join moved on moved.id = part.id
    where k.kit_variant_id in (select kit_variant_id from kit_components where component_variant_id = any(${ids}::uuid[]))
    group by kit.id, kit.stock`);
  return result.rows.filter((row) => row.after !== row.before);
}
