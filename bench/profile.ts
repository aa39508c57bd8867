// Profiles the shop under one benchmark scenario: `BENCH_PROFILE=product-cached npm run bench:profile`.
// Starts the shop on a fresh PGlite (or, with BENCH_DATABASE_URL set, a fresh database on that
// PostgreSQL server) with the synthetic catalogue (BENCH_PRODUCTS), runs the scenario
// with the load generator, and records the shop process's CPU profile (and, with
// BENCH_PROFILE_HEAP=1, a sampling allocation profile) during the measured window only, written to
// bench/.data/*.cpuprofile (*.heapprofile); open them in Chrome's DevTools.
import fs from "node:fs";
import inspector from "node:inspector/promises";
import path from "node:path";
import { freshPglite, freshPostgres, scratchRoot } from "./databases.ts";
import { runLoad } from "./load.ts";
import { readBenchOptions } from "./options.ts";
import { shopScenarios } from "./scenarios.ts";
import { startShopTarget } from "./shop-target.ts";
import { loadSyntheticCatalogue } from "./synthetic.ts";

async function main() {
  const options = readBenchOptions(process.env);
  const key = process.env.BENCH_PROFILE ?? "product-cached";
  const database = options.postgresUrl ? await freshPostgres(options.postgresUrl) : freshPglite();
  const target = await startShopTarget(database);
  const session = new inspector.Session();
  session.connect();
  try {
    const catalogue = await loadSyntheticCatalogue(target.shop.ctx.db, { products: options.products });
    await target.shop.ctx.cache.invalidate();
    const scenario = shopScenarios(catalogue).find((candidate) => candidate.key === key);
    if (!scenario) throw new Error(`no scenario ${key}`);
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    const heap = process.env.BENCH_PROFILE_HEAP === "1";
    let started: Promise<unknown> = Promise.resolve();
    const load = await runLoad(
      {
        url: target.url,
        paths: scenario.paths,
        connections: options.connections,
        warmupSeconds: options.warmupSeconds,
        durationSeconds: options.durationSeconds,
      },
      () => {
        started = Promise.all([
          session.post("Profiler.start"),
          heap
            ? session.post("HeapProfiler.startSampling", {
                samplingInterval: 4096,
                includeObjectsCollectedByMajorGC: true,
                includeObjectsCollectedByMinorGC: true,
              })
            : undefined,
        ]);
      },
    );
    await started;
    const { profile } = await session.post("Profiler.stop");
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    fs.mkdirSync(scratchRoot, { recursive: true });
    const file = path.join(scratchRoot, `${key}-${stamp}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    if (heap) {
      const sampled = await session.post("HeapProfiler.stopSampling");
      fs.writeFileSync(file.replace(/cpuprofile$/, "heapprofile"), JSON.stringify(sampled.profile));
    }
    console.log(
      `${key}: ${Math.round(load.requestsPerSecond)} req/s, p50 ${load.latency.p50.toFixed(2)} ms, p99 ${load.latency.p99.toFixed(2)} ms; profile ${file}`,
    );
  } finally {
    session.disconnect();
    await target.close();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
