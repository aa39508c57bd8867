// Benchmarks the shop on one database: start the shop, load the synthetic catalogue, record the
// query plans of a first (uncached) listing, search and product, then measure the ceiling and
// every scenario with the load generator. The database is thrown away afterwards.
import { sql } from "drizzle-orm";
import { startCeiling } from "./ceiling.ts";
import type { BenchDatabase } from "./databases.ts";
import { type EventLoopDelay, watchEventLoop } from "./event-loop.ts";
import { type ExplainedRequest, explainRequest } from "./explain.ts";
import { type LoadResult, runLoad } from "./load.ts";
import type { BenchOptions } from "./options.ts";
import { listingPath, productPath, type Scenario, searchPath, shopScenarios, typicalListing } from "./scenarios.ts";
import { type ShopTarget, startShopTarget } from "./shop-target.ts";
import { loadSyntheticCatalogue, type SyntheticCatalogue } from "./synthetic.ts";

export interface EndpointMeasurement {
  key: string;
  label: string;
  targetP99Ms?: number;
  load: LoadResult;
  eventLoop?: EventLoopDelay;
}

export interface DatabaseResult {
  database: "PGlite" | "PostgreSQL";
  /** The shop's demo catalogue, or the synthetic one of BENCH_PRODUCTS products. */
  catalogueKind: "demo" | "synthetic";
  serverVersion?: string;
  catalogue?: { products: number; variants: number; reviews: number; loadMs: number };
  /** Size of the listing answer, which the ceiling answers too. */
  listingBytes?: number;
  ceiling?: EndpointMeasurement;
  endpoints: EndpointMeasurement[];
  plans: ExplainedRequest[];
  error?: string;
}

export async function benchDatabase(
  database: BenchDatabase,
  options: BenchOptions,
  catalogueKind: "demo" | "synthetic" = "synthetic",
): Promise<DatabaseResult> {
  const name = database.kind === "pglite" ? "PGlite" : "PostgreSQL";
  const result: DatabaseResult = { database: name, catalogueKind, endpoints: [], plans: [] };
  const say = (line: string) => console.log(`[${name}, ${catalogueKind}] ${line}`);
  try {
    const target = await startShopTarget(database, { demo: catalogueKind === "demo" });
    try {
      const { db, cache } = target.shop.ctx;
      const version = await db.execute<{ version: string }>(sql`select version()`);
      result.serverVersion = version.rows[0]?.version.split(" on ")[0];
      if (catalogueKind === "synthetic") say(`loading ${options.products.toLocaleString("en")} synthetic products...`);
      const catalogue =
        catalogueKind === "demo"
          ? await demoCatalogue(db)
          : await loadSyntheticCatalogue(db, {
              products: options.products,
              variantsPerProduct: options.variantsPerProduct,
            });
      await cache.invalidate();
      const { activeProductIds, ...counts } = catalogue;
      result.catalogue = counts;
      say(
        `${counts.products} products, ${counts.variants} variants, ${counts.reviews} reviews in ${(counts.loadMs / 1000).toFixed(1)} s`,
      );

      if (!options.skipPlans) result.plans = await recordPlans(target, activeProductIds[0] ?? "missing");
      for (const plan of result.plans) {
        const sum = (pick: (statement: ExplainedRequest["statements"][number]) => number | undefined) =>
          plan.statements.reduce((total, statement) => total + (pick(statement) ?? 0), 0).toFixed(1);
        say(
          `plan ${plan.path.slice(0, 60)}: ${plan.statements.length} statement(s), planning ${sum((s) => s.planningMs)} ms + execution ${sum((s) => s.executionMs)} ms`,
        );
      }

      const listing = await fetch(new URL(listingPath(typicalListing), target.url));
      const listingBody = Buffer.from(await listing.arrayBuffer());
      if (!listing.ok) say(`the listing answered ${listing.status}: ${listingBody.toString().slice(0, 200)}`);
      result.listingBytes = listingBody.length;

      const chosen = (key: string) => options.scenarios.length === 0 || options.scenarios.includes(key);
      if (chosen("ceiling")) {
        const ceiling = await startCeiling(listingBody);
        try {
          result.ceiling = await measureRepeated(
            { key: "ceiling", label: `Ceiling: bare node:http, fixed ${listingBody.length} B JSON`, paths: ["/"] },
            ceiling.url,
            options,
            say,
          );
        } finally {
          await ceiling.close();
        }
      }

      for (const scenario of shopScenarios(catalogue).filter((scenario) => chosen(scenario.key))) {
        result.endpoints.push(await measureRepeated(scenario, target.url, options, say));
      }
    } finally {
      await target.close();
    }
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    say(`failed: ${result.error}`);
  } finally {
    await database.drop().catch((error: unknown) => say(`could not drop the database: ${String(error)}`));
  }
  return result;
}

/** The demo catalogue the shop seeded, counted as the synthetic one is. */
async function demoCatalogue(db: ShopTarget["shop"]["ctx"]["db"]): Promise<SyntheticCatalogue> {
  const started = performance.now();
  const counted = await db.execute<{ products: number; variants: number; reviews: number; ids: string[] }>(sql`
    select (select count(*)::int from products) as products, (select count(*)::int from variants) as variants,
      (select count(*)::int from reviews) as reviews,
      (select array_agg(id order by id) from products where status = 'active') as ids`);
  const row = counted.rows[0];
  return {
    products: row?.products ?? 0,
    variants: row?.variants ?? 0,
    reviews: row?.reviews ?? 0,
    loadMs: performance.now() - started,
    activeProductIds: row?.ids ?? [],
  };
}

/**
 * Plans first, while the cache is empty, so each request reaches the database. The names index
 * (categories and terms, loaded once and cached) is loaded beforehand to keep it out of the plans.
 */
async function recordPlans(target: ShopTarget, productId: string): Promise<ExplainedRequest[]> {
  await (await fetch(new URL("/api/concerns", target.url))).arrayBuffer();
  const plans: ExplainedRequest[] = [];
  for (const path of [
    listingPath(typicalListing),
    searchPath("amethist"),
    searchPath("rose quarts"),
    productPath(productId),
  ]) {
    plans.push(await explainRequest(target.shop, target.url, path));
  }
  return plans;
}

/** Measures a scenario BENCH_REPEAT times in a row and keeps the run with the median p99. */
async function measureRepeated(
  scenario: Scenario,
  url: string,
  options: BenchOptions,
  say: (line: string) => void,
): Promise<EndpointMeasurement> {
  const runs: EndpointMeasurement[] = [];
  for (let round = 0; round < options.repeat; round += 1) {
    const measured = await measureScenario(scenario, url, options);
    say(describe(measured));
    runs.push(measured);
  }
  runs.sort((a, b) => a.load.latency.p99 - b.load.latency.p99);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  if (!median) throw new Error("BENCH_REPEAT must be 1 or more");
  return median;
}

async function measureScenario(scenario: Scenario, url: string, options: BenchOptions): Promise<EndpointMeasurement> {
  let watch: ReturnType<typeof watchEventLoop> | undefined;
  const job = {
    url,
    paths: scenario.paths,
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
  };
  // the event loop is watched during the measured window only, not the warm-up
  const load = await runLoad(job, () => {
    if (scenario.watchEventLoop) watch = watchEventLoop();
  });
  return {
    key: scenario.key,
    label: scenario.label,
    targetP99Ms: scenario.targetP99Ms,
    load,
    eventLoop: watch?.stop(),
  };
}

function describe(measured: EndpointMeasurement): string {
  const { load } = measured;
  const errors = load.non2xx + load.errors ? ` (${load.non2xx} non-2xx, ${load.errors} errors)` : "";
  return `${measured.key}: ${Math.round(load.requestsPerSecond)} req/s, p50 ${load.latency.p50.toFixed(2)} ms, p99 ${load.latency.p99.toFixed(2)} ms${errors}`;
}
