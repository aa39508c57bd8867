// The benchmark's knobs, read once from the environment (the shop's own settings live in
// src/server/config.ts; these only steer the benchmark).

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
  skipStartUp: boolean;
  /** Where the report is written. */
  resultsFile: string;
  /** Only these scenarios (keys such as "ceiling", "product-cached"); all when empty. */
  only: string[];
  /** Measure each scenario this many times in a row (the report keeps the run with the median p99). */
  repeat: number;
  /** Skip recording the query plans. */
  skipPlans: boolean;
}

export function readBenchOptions(env: Record<string, string | undefined>): BenchOptions {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    products: number("BENCH_PRODUCTS", 10_000),
    variantsPerProduct: number("BENCH_VARIANTS_PER_PRODUCT", 3),
    connections: number("BENCH_CONNECTIONS", 10),
    warmupSeconds: number("BENCH_WARMUP", 2),
    durationSeconds: number("BENCH_DURATION", 10),
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    skipPglite: env.BENCH_SKIP_PGLITE === "1",
    skipStartUp: env.BENCH_SKIP_START_UP === "1",
    resultsFile: env.BENCH_RESULTS || new URL("./RESULTS.md", import.meta.url).pathname,
    only: (env.BENCH_ONLY ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean),
    repeat: Math.trunc(number("BENCH_REPEAT", 1)),
    skipPlans: env.BENCH_SKIP_PLANS === "1",
  };
}
