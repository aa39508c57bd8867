// The settings feature's SQL: one row per section of the settings document (shop_settings).
import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { shopSettings } from "../../db/schema.ts";

/** The stored sections, by name (a section never saved is absent). */
export async function storedSections(db: Executor, names: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, [...names]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Writes whole sections, replacing what was stored under their names. */
export async function writeSections(db: Executor, sections: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(sections).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(shopSettings)
    .values(rows)
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}
