// The mapping step (decision 0044): each distinct Shopify "Type" (else "Product Category") of a file
// is mapped once to a shop category, suggested by name and remembered for the next import
// (import_category_mappings); each shop category gives imported rows without them an HSN code and GST
// rate (category_tax_defaults, suggested from the category's own variants until the owner says).
import { sql } from "drizzle-orm";
import { type ImportMapping, mappingSourceKey } from "../../../core/schemas/catalogue-import.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { categoryTaxDefaults, importCategoryMappings } from "../../db/schema.ts";
import { Invalid } from "../../http/errors.ts";
import type { CsvCells } from "./csv-rows.ts";
import { findCategory, type LeafCategory } from "./to-input.ts";

/** The text a product is mapped by: its Type (the owner's own words), else Shopify's taxonomy category. */
export function mappingSourceOf(first: CsvCells): { source: string; column: "Type" | "Product Category" } | null {
  const type = first.Type?.trim();
  if (type) return { source: type, column: "Type" };
  const category = first["Product Category"]?.trim();
  return category ? { source: category, column: "Product Category" } : null;
}

const words = (text: string) =>
  mappingSourceKey(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2)
    // a crude stem: "Bracelets" and "Bracelet", "Tumbled" and "Tumble" share their first five letters
    .map((word) => word.replace(/s$/, "").slice(0, 5));

/**
 * The shop category a Shopify text most likely means: the one it names, else the leaf sharing the
 * most words with its last part ("Apparel & Accessories > Jewelry > Bracelets" → "Crystal Bracelet"),
 * then with the whole; null when nothing is shared or two leaves tie.
 */
export function suggestCategory(leaves: readonly LeafCategory[], text: string): LeafCategory | null {
  const named = findCategory(leaves, text);
  if (named) return named;
  const parts = text.split(">");
  for (const wanted of [words(parts[parts.length - 1] ?? ""), words(text)]) {
    const scored = leaves
      .map((leaf) => {
        const own = new Set([...words(leaf.name), ...words(leaf.slug)]);
        const path = new Set(words(leaf.label));
        return {
          leaf,
          score: wanted.filter((word) => own.has(word)).length * 2 + wanted.filter((word) => path.has(word)).length,
        };
      })
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    const [best, next] = scored;
    if (best && (!next || next.score < best.score)) return best.leaf;
  }
  return null;
}

export interface TaxDefault {
  categoryId: number;
  hsn: string;
  /** GST percent. */
  tax: number;
  /** True when the owner gave it (an earlier import); false when read from the category's products. */
  remembered: boolean;
}

/** Each leaf's HSN and GST: the owner's, else the most common among the category's variants. */
export async function taxDefaults(exec: Executor): Promise<TaxDefault[]> {
  const [remembered, common] = await Promise.all([
    exec.select().from(categoryTaxDefaults),
    exec.execute<{ categoryId: number; hsn: string; gstRate: number }>(sql`
      select distinct on (p.category_id) p.category_id as "categoryId", v.hsn, v.gst_rate as "gstRate"
      from variants v join products p on p.id = v.product_id
      group by p.category_id, v.hsn, v.gst_rate
      order by p.category_id, count(*) desc, v.hsn`),
  ]);
  const byCategory = new Map<number, TaxDefault>();
  for (const row of common.rows)
    byCategory.set(row.categoryId, {
      categoryId: row.categoryId,
      hsn: row.hsn,
      tax: row.gstRate / 100,
      remembered: false,
    });
  for (const row of remembered)
    byCategory.set(row.categoryId, {
      categoryId: row.categoryId,
      hsn: row.hsn,
      tax: row.gstRate / 100,
      remembered: true,
    });
  return [...byCategory.values()];
}

/** Keeps the owner's answers for this and the next imports; a category that is not a leaf is refused. */
export async function rememberAnswers(tx: Transaction, leaves: readonly LeafCategory[], mapping: ImportMapping) {
  const known = new Set(leaves.map((leaf) => leaf.id));
  const fields: Record<string, string> = {};
  mapping.categories.forEach((entry, index) => {
    if (!known.has(entry.categoryId)) fields[`categories.${index}.categoryId`] = "Choose one of the shop's categories.";
  });
  mapping.taxDefaults.forEach((entry, index) => {
    if (!known.has(entry.categoryId))
      fields[`taxDefaults.${index}.categoryId`] = "Choose one of the shop's categories.";
  });
  const first = Object.values(fields)[0];
  if (first) throw new Invalid(first, fields);
  for (const entry of mapping.categories)
    await tx
      .insert(importCategoryMappings)
      .values({ source: entry.source, categoryId: entry.categoryId })
      .onConflictDoUpdate({
        target: importCategoryMappings.source,
        set: { categoryId: entry.categoryId, updatedAt: sql`now()` },
      });
  for (const entry of mapping.taxDefaults) {
    const gstRate = Math.round(entry.tax * 100);
    await tx
      .insert(categoryTaxDefaults)
      .values({ categoryId: entry.categoryId, hsn: entry.hsn, gstRate })
      .onConflictDoUpdate({
        target: categoryTaxDefaults.categoryId,
        set: { hsn: entry.hsn, gstRate, updatedAt: sql`now()` },
      });
  }
}
