// Keeps a shop with the synthetic catalogue running for hand-made load tests and profiling:
// `BENCH_TEMPLATE=/tmp/catalogue npx tsx bench/serve.ts`. The first start loads the catalogue and
// keeps a copy of the PGlite folder in BENCH_TEMPLATE; later starts copy that folder instead of
// loading it again (seconds instead of a minute). Prints the shop's URL and the scenario paths file,
// then serves until SIGINT or SIGTERM.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { freshPglite } from "./databases.ts";
import { readBenchOptions } from "./options.ts";
import { shopScenarios } from "./scenarios.ts";
import { startShopTarget } from "./shop-target.ts";
import { loadSyntheticCatalogue } from "./synthetic.ts";

async function main() {
  const options = readBenchOptions(process.env);
  const template = process.env.BENCH_TEMPLATE;
  const database = freshPglite();
  const pgliteDir = database.pgliteDir ?? "";
  const fromTemplate = template !== undefined && fs.existsSync(path.join(template, "PG_VERSION"));
  if (fromTemplate) fs.cpSync(template, pgliteDir, { recursive: true });
  if (!fromTemplate) {
    const loading = await startShopTarget(database);
    await loadSyntheticCatalogue(loading.shop.ctx.db, { products: options.products });
    await loading.close();
    if (template) fs.cpSync(pgliteDir, template, { recursive: true });
  }
  const target = await startShopTarget(database);
  const { db, cache } = target.shop.ctx;
  await cache.invalidate();
  const active = await db.execute<{ id: string }>(sql`select id from products where status = 'active' order by id`);
  const catalogue = { products: 0, variants: 0, reviews: 0, loadMs: 0, activeProductIds: active.rows.map((r) => r.id) };
  const scenarios = Object.fromEntries(shopScenarios(catalogue).map((s) => [s.key, s.paths]));
  const pathsFile = path.join(database.dataDir, "scenarios.json");
  fs.writeFileSync(pathsFile, JSON.stringify(scenarios));
  console.log(JSON.stringify({ url: target.url, pathsFile, pid: process.pid }));
  const stop = async () => {
    await target.close();
    await database.drop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
