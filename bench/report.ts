// Turns a benchmark run into the console table and bench/RESULTS.md.

import { type AbuseResult, abuseHeadings, abuseNotes, abuseRows } from "./abuse.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import { lighthouseHeadings, lighthouseNotes, lighthouseRows } from "./lighthouse-report.ts";
import { loadGenerator } from "./load.ts";
import type { Machine } from "./machine.ts";
import type { DatabaseResult, EndpointMeasurement } from "./measure.ts";
import type { BenchOptions } from "./options.ts";
import { type PagesResult, pagesHeadings, pagesNotes, pagesRows } from "./pages.ts";
import { listingPath, targets, typicalListing } from "./scenarios.ts";
import type { StartUpResult, StartUpTimes } from "./start-up.ts";
import { namedTypos } from "./typos.ts";

export interface BenchRun {
  date: Date;
  /** 1-minute load average before the benchmark started anything, and at its end. */
  loadAverage: { start: number; end: number };
  machine: Machine;
  options: BenchOptions;
  startUp?: StartUpResult;
  databases: DatabaseResult[];
  pages?: PagesResult;
  abuse?: AbuseResult;
  lighthouse?: LighthouseResult;
}

const headings = ["Endpoint", "req/s", "p50 ms", "p99 ms", "vs ceiling", "target", "result", "loop delay p99 / max ms"];

function rows(result: DatabaseResult): string[][] {
  const ceilingRate = result.ceiling?.load.requestsPerSecond ?? 0;
  const all = [...(result.ceiling ? [result.ceiling] : []), ...result.endpoints];
  return all.map((measured) => [
    measured.label,
    Math.round(measured.load.requestsPerSecond).toLocaleString("en"),
    milliseconds(measured.load.latency.p50),
    milliseconds(measured.load.latency.p99),
    ceilingRate ? ratio(measured.load.requestsPerSecond / ceilingRate) : "",
    measured.targetP99Ms ? `p99 < ${measured.targetP99Ms} ms` : "",
    verdict(measured),
    measured.eventLoop ? `${measured.eventLoop.p99Ms.toFixed(1)} / ${measured.eventLoop.maxMs.toFixed(1)}` : "",
  ]);
}

/** A request path as a person would type it: spaces and brackets unescaped. */
function readable(path: string): string {
  return decodeURIComponent(path.replace(/\+/g, " "));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Two decimals below 100 ms, whole milliseconds above. */
function milliseconds(value: number): string {
  return value < 100 ? value.toFixed(2) : Math.round(value).toLocaleString("en");
}

/** 0.12×, 0.0035×: small ratios keep two significant digits. */
function ratio(value: number): string {
  return `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}×`;
}

function verdict(measured: EndpointMeasurement): string {
  const { load } = measured;
  if (load.ok === 0 || load.non2xx > 0 || load.errors > 0) {
    const codes = Object.entries(load.statusCodes)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, count]) => `${count}×${code}`);
    return `ERROR ${[...codes, ...(load.errors ? [`${load.errors} errors`] : [])].join(", ") || "no answers"}`;
  }
  if (!measured.targetP99Ms) return "";
  return load.latency.p99 < measured.targetP99Ms ? "pass" : "FAIL";
}

function startUpVerdict(times: StartUpTimes | undefined): string {
  if (!times) return "";
  return times.createShopMs < targets.startUpMs ? "pass" : "FAIL";
}

export function consoleReport(run: BenchRun): string {
  const lines: string[] = [];
  for (const result of run.databases) {
    lines.push(
      "",
      `${result.database}, ${catalogueName(result)}${result.serverVersion ? ` (${result.serverVersion})` : ""}`,
    );
    if (result.error) lines.push(`  run failed: ${result.error.split("\n")[0]}`);
    lines.push(...textTable(headings, rows(result)));
  }
  if (run.pages) {
    lines.push("", "Pages (wrk)", ...textTable(pagesHeadings, pagesRows(run.pages)), ...pagesNotes(run.pages));
  }
  if (run.abuse) {
    lines.push("", "After a flood (wrk)", ...textTable(abuseHeadings, abuseRows(run.abuse)), ...abuseNotes(run.abuse));
  }
  const { lighthouse } = run;
  if (lighthouse) {
    lines.push("", "Lighthouse (mobile)");
    if (lighthouse.error) lines.push(`  run failed: ${lighthouse.error.split("\n")[0]}`);
    lines.push(...textTable(lighthouseHeadings, lighthouseRows(lighthouse)), ...lighthouseNotes(lighthouse));
    for (const page of lighthouse.pages) {
      if (page.reportFile) lines.push(`Full report of the median run, ${page.label}: ${page.reportFile}`);
    }
  }
  const { startUp } = run;
  if (busy(run)) {
    lines.push(
      "",
      `Note: the load average was ${run.loadAverage.start.toFixed(2)} before the run began: other work was running.`,
    );
  }
  if (startUp?.error) lines.push("", `Start-up: not measured (${startUp.error.split("\n")[0]})`);
  for (const [label, times] of [
    ["first start (seeds the demo catalogue)", startUp?.firstStart],
    ["restart (catalogue already there)", startUp?.restart],
  ] as const) {
    if (!times) continue;
    lines.push(
      `Start-up, ${label}: createShop ${(times.createShopMs / 1000).toFixed(2)} s (target < ${targets.startUpMs / 1000} s: ${startUpVerdict(times)}), process to listening ${(times.processToListeningMs / 1000).toFixed(2)} s, ${times.products} products`,
    );
  }
  return lines.join("\n");
}

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned. */
function textTable(head: string[], body: string[][]): string[] {
  const table = [head, ...body];
  const widths = head.map((_, column) => Math.max(...table.map((row) => (row[column] ?? "").length)));
  return table.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  "),
  );
}

function markdownTable(head: string[], body: string[][]): string {
  const escapeCell = (cell: string) => cell.replace(/\|/g, "\\|");
  return [
    `| ${head.map(escapeCell).join(" | ")} |`,
    `|${head.map((_, column) => (column === 0 ? " --- " : " ---: ")).join("|")}|`,
    ...body.map((row) => `| ${row.map(escapeCell).join(" | ")} |`),
  ].join("\n");
}

export function markdownReport(run: BenchRun): string {
  const { machine, options } = run;
  const out: string[] = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` (bench/run.ts) on ${run.date.toISOString().replace("T", " ").slice(0, 16)} UTC. Do not edit by hand: run it again.`,
    "",
    "## Machine",
    "",
    `- ${machine.cpus} CPU cores (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.os}`,
    `- Node ${machine.node}; PGlite ${machine.pglite}, in a worker thread behind the shop's wire server (one PGlite call per Sync), pool of 1`,
    ...run.databases.map(
      (result) =>
        `- ${result.database} (${catalogueName(result)}): ${result.serverVersion ?? "version unknown"}${result.error ? " (run failed)" : ""}`,
    ),
    `- Load average (1 min) ${run.loadAverage.start.toFixed(2)} when the run began, ${run.loadAverage.end.toFixed(2)} when it ended${busy(run) ? ": other work was running on this machine, so the numbers are noisier than usual" : ""}`,
    `- Load: ${loadGenerator() === "wrk" ? "wrk, one thread" : "autocannon 9"}, ${options.connections} connections, ${options.warmupSeconds} s warm-up then ${options.durationSeconds} s measured per endpoint`,
    "",
    startUpSection(run.startUp),
  ];
  for (const result of run.databases) out.push(databaseSection(result));
  if (run.pages) out.push(pagesSection(run.pages));
  if (run.abuse) out.push(abuseSection(run.abuse));
  if (run.lighthouse) out.push(lighthouseSection(run.lighthouse));
  out.push(howItMeasures(run), reproduce(), plansSection(run.databases));
  return `${out.join("\n")}\n`;
}

/** Someone else's work was using more than a quarter of the machine when the run began. */
function busy(run: BenchRun): boolean {
  return run.loadAverage.start > run.machine.cpus / 4;
}

function startUpSection(startUp: StartUpResult | undefined): string {
  const lines = ["## Start-up with the demo catalogue (PGlite, empty DATA_DIR)", ""];
  if (!startUp) return [...lines, "Not measured in this run (BENCH_SKIP_START_UP=1).", ""].join("\n");
  if (startUp.error)
    return [...lines, `Not measured: the shop did not start.`, "", "```", startUp.error, "```", ""].join("\n");
  const row = (label: string, times: StartUpTimes | undefined): string[] =>
    times
      ? [
          label,
          (times.createShopMs / 1000).toFixed(2),
          (times.processToListeningMs / 1000).toFixed(2),
          (times.importMs / 1000).toFixed(2),
          String(times.products),
          `createShop < ${targets.startUpMs / 1000} s`,
          startUpVerdict(times),
        ]
      : [label, "", "", "", "", "", "not measured"];
  return [
    ...lines,
    markdownTable(
      ["Start", "createShop s", "process → listening s", "of which module loading s", "products", "target", "result"],
      [
        row("First start: migrate + seed the demo catalogue", startUp.firstStart),
        row("Restart on the seeded folder", startUp.restart),
      ],
    ),
    "",
    "Each start is a fresh process. Module loading includes tsx compiling TypeScript on the fly, which a built server does not do.",
    "",
  ].join("\n");
}

const catalogueName = (result: DatabaseResult) =>
  result.catalogueKind === "demo"
    ? "demo catalogue"
    : `${result.catalogue?.products.toLocaleString("en") ?? "synthetic"} products`;

function databaseSection(result: DatabaseResult): string {
  const lines = [`## ${result.database}, ${catalogueName(result)}`, ""];
  if (result.catalogue && result.catalogueKind === "demo") {
    const c = result.catalogue;
    lines.push(
      `The shop's demo catalogue (seeded as \`npm start\` seeds it): ${c.products} products, ${c.variants} variants, ${c.reviews} reviews. Listing answer: ${result.listingBytes?.toLocaleString("en") ?? "?"} bytes (the ceiling answers the same bytes).`,
      "",
    );
  } else if (result.catalogue) {
    const c = result.catalogue;
    lines.push(
      `Synthetic catalogue: ${c.products.toLocaleString("en")} products, ${c.variants.toLocaleString("en")} variants, ${c.reviews.toLocaleString("en")} reviews, loaded, denormalized and analysed in ${(c.loadMs / 1000).toFixed(1)} s. Listing answer: ${result.listingBytes?.toLocaleString("en") ?? "?"} bytes (the ceiling answers the same bytes).`,
      "",
    );
  }
  if (result.error) lines.push("The run failed:", "", "```", result.error, "```", "");
  if (result.ceiling || result.endpoints.length) {
    lines.push(markdownTable(headings, rows(result)), "");
    const notes = result.endpoints
      .filter((measured) => measured.load.sent > 1 && measured.key.endsWith("uncached"))
      .map(
        (measured) =>
          `${measured.key}: ${measured.load.sent.toLocaleString("en")} requests over ${measured.load.distinctPaths.toLocaleString("en")} distinct paths`,
      );
    if (notes.length) lines.push(`Uncached runs: ${notes.join("; ")}.`, "");
  }
  return lines.join("\n");
}

/** The pages part's section (also pasted into RESULTS.md after a run with --only=pages). */
export function pagesSection(result: PagesResult): string {
  const lines = ["## Pages (wrk)", ""];
  if (result.pages.length) lines.push(markdownTable(pagesHeadings, pagesRows(result)), "");
  for (const note of pagesNotes(result)) lines.push(note, "");
  return lines.join("\n");
}

/** The abuse part's section: the pages quiet, then right after a flood. */
export function abuseSection(result: AbuseResult): string {
  const lines = ["## The tail after a flood (wrk)", ""];
  if (result.windows.length) lines.push(markdownTable(abuseHeadings, abuseRows(result)), "");
  for (const note of abuseNotes(result)) lines.push(note, "");
  return lines.join("\n");
}

function lighthouseSection(result: LighthouseResult): string {
  const lines = ["## Lighthouse (mobile)", ""];
  if (result.error) lines.push("The run failed:", "", "```", result.error, "```", "");
  if (result.pages.length) lines.push(markdownTable(lighthouseHeadings, lighthouseRows(result)), "");
  for (const note of lighthouseNotes(result)) lines.push(note, "");
  for (const js of result.firstLoadJs ?? []) {
    if (!js.scripts.length) continue;
    lines.push(
      "<details>",
      `<summary>First-load scripts of <code>${escapeHtml(js.path)}</code>, gzipped bytes</summary>`,
      "",
      markdownTable(
        ["Script", "bytes"],
        js.scripts.map((script) => [`\`${script.url}\``, script.gzipBytes.toLocaleString("en")]),
      ),
      "",
      "</details>",
      "",
    );
  }
  return lines.join("\n");
}

function howItMeasures(run: BenchRun): string {
  const sharedCores = run.machine.cpus < 4;
  return [
    "## How it measures",
    "",
    "- **Load generator in a process of its own.** wrk (one thread) when it is installed, with a Lua script sending the",
    "  scenario's paths in turn (bench/load.ts); otherwise autocannon in a forked Node process (bench/load-child.ts).",
    "  Never in the shop's process: in the same event loop it would take turns with the server it measures, and its own work",
    "  (building requests, parsing answers) would show up as server latency. A `worker_threads` worker would share the",
    "  process's heap and garbage collector with the shop; a separate process shares nothing but the CPU.",
    ...(sharedCores
      ? [
          `  This machine has ${run.machine.cpus} cores, so the load generator, the shop's main thread and the PGlite worker`,
          "  (or the PostgreSQL server) still compete for CPU: the numbers are lower bounds for a server with more cores.",
        ]
      : []),
    "- **The shop** runs in the benchmark's own process exactly as `createShop` builds it for production (API only, no",
    "  pages, log level warn), on a random loopback port; PostgreSQL gets a fresh database, dropped afterwards.",
    "- **Cached vs uncached.** The catalogue API keeps answers in memory (DESIGN.md 15b). A *cached* row sends the same",
    "  request every time, so it measures HTTP + cache. An *uncached* row sends a different request nearly every time",
    "  (40,000 distinct listings of the same shape, or typo searches made by one-letter edits of catalogue words, or every",
    "  product id in turn; more than the cache's 2,000 entries), so each answer comes from the database.",
    "- **Listing**: `subCategory` + `concerns` + `minPrice`/`maxPrice`, a sort and a page; the cached one is",
    `  \`${readable(listingPath(typicalListing))}\`. **Search**: typo queries (${namedTypos.map((typo) => `'${typo}'`).join(", ")},`,
    "  ...). **Product**: `GET /api/products/:id`.",
    "- **Closed loop.** Each connection sends its next request as soon as the answer arrives, so every endpoint runs",
    "  at saturation and latency includes queueing (p50 ≈ connections ÷ req/s): a cached endpoint's p99 is mostly",
    "  time spent waiting for the CPU, an uncached one's mostly waiting for the database (PGlite has one connection).",
    "- **Latency** is wrk's own percentiles of the measured window (microsecond resolution); with autocannon, taken per",
    "  answer from its `response` event (its histogram rounds to whole milliseconds), nearest-rank over the 2xx answers.",
    "  req/s counts 2xx answers.",
    "  *vs ceiling* is req/s divided by the ceiling's req/s: a bare `node:http` server answering the listing's bytes.",
    "- **Event-loop delay** of the shop process: `perf_hooks.monitorEventLoopDelay` (5 ms sampling, the interval",
    "  subtracted) during each measured window.",
    "- The synthetic catalogue (bench/synthetic.ts) is the same every run: a seeded generator, the shop's own tables,",
    "  multi-row inserts in one transaction, `refreshProducts` once, then `ANALYZE`.",
    "",
  ].join("\n");
}

function reproduce(): string {
  return [
    "## How to reproduce",
    "",
    "```sh",
    "npm run bench                                                        # PGlite only",
    "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   # PGlite and PostgreSQL",
    "npm run bench -- --only=lighthouse                                   # one part, printed, this file kept",
    "npm run bench -- --only=pages                                        # the pages under wrk (needs wrk)",
    "npm run bench -- --only=pages --pages=account,bag                    # signed-in My Account and the bag only",
    "```",
    "",
    "`TEST_DATABASE_URL` is used when `BENCH_DATABASE_URL` is not set. Other knobs: `BENCH_PRODUCTS` (10000),",
    "`BENCH_VARIANTS_PER_PRODUCT` (3), `BENCH_CONNECTIONS` (10), `BENCH_WARMUP` (2 s), `BENCH_DURATION` (10 s),",
    "`BENCH_SKIP_PGLITE=1`, `BENCH_SKIP_START_UP=1`, `BENCH_SKIP_LIGHTHOUSE=1`, `BENCH_LIGHTHOUSE_RUNS` (5),",
    "`CHROMIUM_PATH` (/usr/bin/chromium), `BENCH_RESULTS` (this file). `--only=start-up|database|pages|lighthouse` (or",
    "`BENCH_ONLY`) runs one part and writes nothing unless `BENCH_RESULTS` is set. In the database part,",
    "`BENCH_SCENARIOS` picks scenarios (comma-separated keys: `ceiling`, `listing-cached`, `listing-uncached`,",
    "`search-cached`, `search-uncached`, `product-cached`, `product-uncached`), `BENCH_REPEAT` measures each n times",
    "and keeps the median p99, `BENCH_SKIP_PLANS=1` leaves the query plans out. In the pages part, `--pages=` (or",
    "`BENCH_PAGES`) picks pages by label (`home`, `shop`, `product`, `landing`, `search`, `account`, `bag`).",
    "A benchmark is not a test: it exits 0 whatever the numbers, and non-zero only when something crashed.",
    "",
  ].join("\n");
}

function plansSection(databases: DatabaseResult[]): string {
  const lines = [
    "## Query plans",
    "",
    "The SQL each request sent on an empty cache, with `EXPLAIN (ANALYZE, BUFFERS)` run on the same parameters",
    "(replayed in a transaction that is rolled back). Planning time counts too: statements are sent unnamed, so",
    "each one is planned again on every request.",
    "",
  ];
  for (const result of databases) {
    for (const request of result.plans) {
      const planning = request.statements.reduce((sum, statement) => sum + (statement.planningMs ?? 0), 0);
      const execution = request.statements.reduce((sum, statement) => sum + (statement.executionMs ?? 0), 0);
      lines.push(
        "<details>",
        `<summary>${result.database}, ${catalogueName(result)}: <code>${escapeHtml(readable(request.path))}</code> (HTTP ${request.status}): ${request.statements.length} statement${request.statements.length === 1 ? "" : "s"}, planning ${planning.toFixed(2)} ms + execution ${execution.toFixed(2)} ms</summary>`,
        "",
      );
      for (const statement of request.statements) {
        lines.push("```sql", statement.sql.trim(), "```", "", "```", statement.plan, "```", "");
      }
      lines.push("</details>", "");
    }
  }
  return lines.join("\n");
}
