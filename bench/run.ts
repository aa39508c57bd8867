// `npm run bench`: the catalogue benchmark of DESIGN.md point 15. Measures start-up with the demo
// catalogue, then, on PGlite (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set), a synthetic catalogue of 10,000 products under autocannon; prints the table and writes
// bench/RESULTS.md. Exits 0 whatever the numbers; non-zero only when something crashed.
import fs from "node:fs";
import os from "node:os";
import { type BenchDatabase, freshPglite, freshPostgres } from "./databases.ts";
import { describeMachine } from "./machine.ts";
import { benchDatabase } from "./measure.ts";
import { readBenchOptions } from "./options.ts";
import { type BenchRun, consoleReport, markdownReport } from "./report.ts";
import { measureStartUp } from "./start-up.ts";

async function main(): Promise<number> {
  const options = readBenchOptions(process.env);
  const run: BenchRun = {
    date: new Date(),
    loadAverage: { start: os.loadavg()[0] ?? 0, end: 0 },
    machine: describeMachine(),
    options,
    databases: [],
  };

  // first, while the machine is otherwise idle
  if (!options.skipStartUp) {
    console.log("[start-up] starting the shop on an empty PGlite folder with the demo catalogue...");
    run.startUp = await measureStartUp();
    if (run.startUp.error) console.log(`[start-up] failed: ${run.startUp.error}`);
  }

  const databases: (() => Promise<BenchDatabase>)[] = [];
  if (!options.skipPglite) databases.push(async () => freshPglite());
  const { postgresUrl } = options;
  if (postgresUrl) databases.push(() => freshPostgres(postgresUrl));
  for (const open of databases) {
    try {
      run.databases.push(await benchDatabase(await open(), options));
    } catch (error) {
      run.databases.push({ database: "PostgreSQL", endpoints: [], plans: [], error: String(error) });
    }
  }

  run.loadAverage.end = os.loadavg()[0] ?? 0;
  console.log(consoleReport(run));
  fs.writeFileSync(options.resultsFile, markdownReport(run));
  console.log(`\nWritten to ${options.resultsFile}`);
  const crashed = Boolean(run.startUp?.error) || run.databases.some((result) => result.error);
  return crashed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
