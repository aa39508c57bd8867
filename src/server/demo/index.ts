// First start: the demo catalogue on an empty database. Only this check is in the server's bundle:
// the catalogue and its drawings (demo.ts and what it imports) are imported when the demo is seeded.
import type { AppContext } from "../context.ts";
import { products } from "../db/schema.ts";

export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const existing = await ctx.db.select({ id: products.id }).from(products).limit(1);
  if (existing.length > 0) return false;
  const startedAt = performance.now();
  const { seedDemoCatalogue } = await import("./demo.ts");
  await seedDemoCatalogue(ctx);
  await ctx.cache.invalidate();
  ctx.log.info({ ms: Math.round(performance.now() - startedAt) }, "demo catalogue seeded");
  return true;
}
