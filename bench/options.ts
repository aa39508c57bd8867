// The benchmark's knobs, read once from the environment and the command line (the shop's own
// settings live in src/server/config.ts; these only steer the benchmark).

/** The parts of `npm run bench`; `--only=<part>` (or BENCH_ONLY) runs one of them. */
export const benchParts = ["start-up", "database", "pages", "abuse", "lighthouse", "import"] as const;
export type BenchPart = (typeof benchParts)[number];

export interface BenchOptions {
  products: number;
  variantsPerProduct: number;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** PostgreSQL server to benchmark as well; a fresh database is made on it and dropped after. */
  postgresUrl: string | undefined;
  /** Skip the PGlite run (only PostgreSQL). */
  skipPglite: boolean;
  /** The parts this run measures. */
  parts: ReadonlySet<BenchPart>;
  /** Lighthouse runs per page (the median performance score is reported). */
  lighthouseRuns: number;
  /** The Chromium Lighthouse drives. */
  chromiumPath: string;
  /** Where the report is written; undefined when only some parts ran and BENCH_RESULTS is not set. */
  resultsFile: string | undefined;
  /** Only these database scenarios (keys such as "ceiling", "product-cached"); all when empty. */
  scenarios: string[];
  /** Only the pages of these labels in the pages part ("account", "bag", "home"...); all when empty. */
  pages: string[];
  /** Measure each scenario this many times in a row (the report keeps the run with the median p99). */
  repeat: number;
  /** Skip recording the query plans. */
  skipPlans: boolean;
  /** The catalogues the database part measures: the shop's demo (70 products) and the synthetic one. */
  catalogues: ("demo" | "synthetic")[];
}

export function readBenchOptions(env: Record<string, string | undefined>, argv: readonly string[] = []): BenchOptions {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const only = argv.find((argument) => argument.startsWith("--only="))?.slice("--only=".length) ?? env.BENCH_ONLY;
  const parts = new Set<BenchPart>(only ? onlyParts(only) : benchParts);
  if (!only) {
    if (env.BENCH_SKIP_START_UP === "1") parts.delete("start-up");
    if (env.BENCH_SKIP_LIGHTHOUSE === "1") parts.delete("lighthouse");
  }
  const defaultResults = new URL("./RESULTS.md", import.meta.url).pathname;
  return {
    products: number("BENCH_PRODUCTS", 10_000),
    variantsPerProduct: number("BENCH_VARIANTS_PER_PRODUCT", 3),
    connections: number("BENCH_CONNECTIONS", 10),
    warmupSeconds: number("BENCH_WARMUP", 2),
    durationSeconds: number("BENCH_DURATION", 10),
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    skipPglite: env.BENCH_SKIP_PGLITE === "1",
    parts,
    lighthouseRuns: Math.round(number("BENCH_LIGHTHOUSE_RUNS", 5)),
    chromiumPath: env.CHROMIUM_PATH || "/usr/bin/chromium",
    // a partial run must not replace the whole report with a part of it
    resultsFile: env.BENCH_RESULTS || (only ? undefined : defaultResults),
    scenarios: (env.BENCH_SCENARIOS ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean),
    pages: (argv.find((argument) => argument.startsWith("--pages="))?.slice("--pages=".length) ?? env.BENCH_PAGES ?? "")
      .split(",")
      .map((label) => label.trim())
      .filter(Boolean),
    repeat: Math.trunc(number("BENCH_REPEAT", 1)),
    skipPlans: env.BENCH_SKIP_PLANS === "1",
    catalogues: readCatalogues(env.BENCH_CATALOGUES),
  };
}

/** BENCH_CATALOGUES=demo,synthetic (the default: both, the demo first). */
function readCatalogues(value: string | undefined): ("demo" | "synthetic")[] {
  const named = (value ?? "demo,synthetic").split(",").map((name) => name.trim());
  const unknown = named.filter((name) => name !== "demo" && name !== "synthetic");
  if (unknown.length) throw new Error(`Unknown catalogue ${unknown.join(", ")}: use BENCH_CATALOGUES=demo,synthetic`);
  return named as ("demo" | "synthetic")[];
}

function onlyParts(only: string): BenchPart[] {
  const named = only.split(",").map((part) => part.trim());
  const unknown = named.filter((part) => !(benchParts as readonly string[]).includes(part));
  if (unknown.length) {
    throw new Error(
      `Unknown benchmark part ${unknown.join(", ")}: use --only=${benchParts.join("|")} (comma-separated)`,
    );
  }
  return named as BenchPart[];
}
