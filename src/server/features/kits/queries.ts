// The kits' SQL: a kit with its components as the editor shows them, the variants it may pick, and
// the kits a set of variants is or is part of (their tax and stored stock kept by service.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { KitSupply } from "../../../core/gst.ts";
import type { Executor } from "../../db/connection.ts";
import { kitComponents, kits, products, variants } from "../../db/schema.ts";
import { sellableStockOf, variantSellableStock } from "../../db/stock.ts";

export type KitRow = { variantId: string; supply: KitSupply; principalVariantId: string | null };

export type ComponentRow = {
  kitVariantId: string;
  variantId: string;
  productId: string;
  name: string;
  variantname: string;
  quantity: number;
  stock: number;
  gstRate: number;
  hsn: string;
};

/** The kits among `variantIds`, with their components in the kit's order. */
export async function kitsWithComponents(
  exec: Executor,
  variantIds: readonly string[],
): Promise<{ kits: KitRow[]; components: ComponentRow[] }> {
  if (variantIds.length === 0) return { kits: [], components: [] };
  const ids = sql.param([...new Set(variantIds)]);
  const kitRows = await exec
    .select({ variantId: kits.variantId, supply: kits.supply, principalVariantId: kits.principalVariantId })
    .from(kits)
    .where(sql`${kits.variantId} = any(${ids}::uuid[])`);
  if (kitRows.length === 0) return { kits: [], components: [] };
  const components = await exec
    .select({
      kitVariantId: kitComponents.kitVariantId,
      variantId: kitComponents.componentVariantId,
      productId: variants.productId,
      name: products.name,
      variantname: variants.variantname,
      quantity: kitComponents.quantity,
      stock: variants.stock,
      gstRate: variants.gstRate,
      hsn: variants.hsn,
    })
    .from(kitComponents)
    .innerJoin(variants, eq(variants.id, kitComponents.componentVariantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(sql`${kitComponents.kitVariantId} = any(${sql.param(kitRows.map((row) => row.variantId))}::uuid[])`)
    .orderBy(asc(kitComponents.kitVariantId), asc(kitComponents.position));
  return { kits: kitRows, components };
}

/** The sellable stock of each variant (a kit's computed: db/stock.ts). */
export async function sellableStocks(exec: Executor, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: variants.id, stock: variantSellableStock() })
    .from(variants)
    .where(sql`${variants.id} = any(${sql.param([...new Set(variantIds)])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** A variant as a kit's save checks it: its product, whether that is one of a kind, whether it is a kit. */
export async function variantsForKit(exec: Executor, variantIds: readonly string[]) {
  if (variantIds.length === 0) return new Map<string, never>();
  const rows = await exec
    .select({
      id: variants.id,
      productId: variants.productId,
      oneOfAKind: products.oneOfAKind,
      isKit: sql<boolean>`exists (select 1 from ${kits} k where k.variant_id = ${variants.id})`,
      inKit: sql<boolean>`exists (select 1 from ${kitComponents} c where c.component_variant_id = ${variants.id})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(sql`${variants.id} = any(${sql.param([...new Set(variantIds)])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The kits that are or contain any of `variantIds` (a component's tax moved: its kits' tax may too). */
export async function kitsTouching(exec: Executor, variantIds: readonly string[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const ids = sql.param([...new Set(variantIds)]);
  const result = await exec.execute<{ id: string }>(sql`
    select k.variant_id as id from kits k where k.variant_id = any(${ids}::uuid[])
    union
    select c.kit_variant_id from kit_components c where c.component_variant_id = any(${ids}::uuid[])`);
  return result.rows.map((row) => row.id);
}

/** Variants a kit may be made of (plain variants of any product), by product name, variant name or SKU. */
export async function kitCandidates(exec: Executor, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return exec
    .select({
      variantId: variants.id,
      productId: variants.productId,
      name: products.name,
      variantname: variants.variantname,
      stock: sellableStockOf(sql`${variants.id}`, sql`${variants.stock}`),
      gstRate: variants.gstRate,
      hsn: variants.hsn,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      sql`not exists (select 1 from ${kits} k where k.variant_id = ${variants.id})
        and (${products.name} ilike ${like} or ${variants.variantname} ilike ${like} or ${variants.sku} ilike ${like})`,
    )
    .orderBy(asc(products.name), asc(variants.position))
    .limit(20);
}
