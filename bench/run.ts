// `npm run bench`: the catalogue benchmark of DESIGN.md point 15. Measures start-up with the demo
// catalogue, then, on PGlite (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set), a synthetic catalogue of 10,000 products under autocannon, then the built shop's pages under
// wrk (anonymous and signed in, beside their ceilings), then Lighthouse (mobile) on them; prints the tables and writes bench/RESULTS.md. `--only=lighthouse` (or
// start-up, database) runs one part and prints it without writing the report. Exits 0 whatever
// the numbers; non-zero only when something crashed.
import fs from "node:fs";
import os from "node:os";
import { type BenchDatabase, freshPglite, freshPostgres } from "./databases.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { describeMachine } from "./machine.ts";
import { benchDatabase } from "./measure.ts";
import { readBenchOptions } from "./options.ts";
import { measurePages } from "./pages.ts";
import { type BenchRun, consoleReport, markdownReport } from "./report.ts";
import { measureStartUp } from "./start-up.ts";

async function main(): Promise<number> {
  const options = readBenchOptions(process.env, process.argv.slice(2));
  const run: BenchRun = {
    date: new Date(),
    loadAverage: { start: os.loadavg()[0] ?? 0, end: 0 },
    machine: describeMachine(),
    options,
    databases: [],
  };

  // first, while the machine is otherwise idle
  if (options.parts.has("start-up")) {
    console.log("[start-up] starting the shop on an empty PGlite folder with the demo catalogue...");
    run.startUp = await measureStartUp();
    if (run.startUp.error) console.log(`[start-up] failed: ${run.startUp.error}`);
  }

  const databases: (() => Promise<BenchDatabase>)[] = [];
  if (options.parts.has("database")) {
    if (!options.skipPglite) databases.push(async () => freshPglite());
    const { postgresUrl } = options;
    if (postgresUrl) databases.push(() => freshPostgres(postgresUrl));
  }
  for (const open of databases) {
    for (const catalogue of options.catalogues) {
      try {
        run.databases.push(await benchDatabase(await open(), options, catalogue));
      } catch (error) {
        run.databases.push({
          database: "PostgreSQL",
          catalogueKind: catalogue,
          endpoints: [],
          plans: [],
          error: String(error),
        });
      }
    }
  }

  // the built shop's pages under wrk, anonymous (page cache) and signed in, beside their ceilings
  if (options.parts.has("pages")) {
    console.log("[pages] the built shop's pages under wrk, anonymous and signed in...");
    run.pages = await measurePages(options);
    if (run.pages.error) console.log(`[pages] failed: ${run.pages.error}`);
  }

  // the pages again right after a flood of abusive requests (issue 37 point 4)
  if (options.parts.has("abuse")) {
    console.log("[abuse] the home and shop pages under wrk, quiet, then right after a flood of abusive requests...");
    const { measureAbuse } = await import("./abuse.ts");
    run.abuse = await measureAbuse(options);
    if (run.abuse.error) console.log(`[abuse] failed: ${run.abuse.error}`);
  }

  // last: the browser and the built shop need the machine to themselves, not beside autocannon
  if (options.parts.has("import")) {
    console.log("[import] 10,000 rows of Shopify's product CSV (3,000 products) into a fresh demo shop...");
    const { measureImport } = await import("./import.ts");
    console.log(JSON.stringify(await measureImport(), null, 2));
  }

  if (options.parts.has("lighthouse")) {
    console.log(`[lighthouse] ${options.lighthouseRuns} runs per page, mobile, simulated throttling...`);
    run.lighthouse = await measureLighthouse(options);
    if (run.lighthouse.error) console.log(`[lighthouse] failed: ${run.lighthouse.error}`);
  }

  run.loadAverage.end = os.loadavg()[0] ?? 0;
  console.log(consoleReport(run));
  if (options.resultsFile) {
    fs.writeFileSync(options.resultsFile, markdownReport(run));
    console.log(`\nWritten to ${options.resultsFile}`);
  } else {
    console.log(
      "\nOnly part of the benchmark ran: bench/RESULTS.md is left as it was (set BENCH_RESULTS to write one).",
    );
  }
  const crashed =
    Boolean(run.startUp?.error) ||
    run.databases.some((result) => result.error) ||
    Boolean(run.pages?.error) ||
    Boolean(run.abuse?.error) ||
    Boolean(run.lighthouse?.error);
  return crashed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
