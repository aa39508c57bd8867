// Where an uncached listing's time goes (issue 37 point 2): `npm run bench:listing-profile`.
// Starts the shop on a fresh PGlite (or, with BENCH_DATABASE_URL set, a fresh PostgreSQL database)
// with the synthetic catalogue (BENCH_PRODUCTS, default 10,000), then asks BENCH_LISTINGS (300)
// distinct listings of the bench's uncached shape one at a time, timing each request and each
// statement it sent (from the pg client's query to its answer, so a statement's time includes the
// trip to the database worker). One request at a time: what one listing costs the machine, the
// number the queue of ten shoppers multiplies. Prints the medians and the 90th percentiles.
import pg from "pg";
import { freshPglite, freshPostgres } from "./databases.ts";
import { readBenchOptions } from "./options.ts";
import { variedListings } from "./scenarios.ts";
import { startShopTarget } from "./shop-target.ts";
import { loadSyntheticCatalogue } from "./synthetic.ts";

type ClientQuery = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

interface Timed {
  kind: string;
  ms: number;
}

/** What a statement is, by its first words. */
function kindOf(text: string): string {
  const start = text.trim().slice(0, 200);
  if (/^with set_|^\s*select set, term/.test(start) || /from \(select \$\d+::int, null::int/.test(text))
    return "counts";
  if (/as "variantIndex"/.test(text) && /listing_products/.test(text)) return "page";
  if (/^select/i.test(start)) return `other select: ${start.replace(/\s+/g, " ").slice(0, 60)}`;
  return `other: ${start.replace(/\s+/g, " ").slice(0, 40)}`;
}

function timeStatements(into: Timed[]): () => void {
  const prototype = pg.Client.prototype as unknown as { query: ClientQuery };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === "string" ? config : (config as pg.QueryConfig).text;
    const started = performance.now();
    const done = () => into.push({ kind: kindOf(text), ms: performance.now() - started });
    // pools call with a callback (in the second or third place); a client alone returns a promise
    const timed = (callback: unknown) =>
      typeof callback === "function"
        ? (...results: unknown[]) => {
            done();
            return (callback as (...results: unknown[]) => unknown)(...results);
          }
        : callback;
    if (typeof values === "function") return original.call(this, config, timed(values));
    if (typeof callback === "function") return original.call(this, config, values, timed(callback));
    const answer = original.call(this, config, values, callback);
    if (answer && typeof (answer as Promise<unknown>).then === "function") {
      void (answer as Promise<unknown>).then(done, () => {});
    }
    return answer;
  };
  return () => {
    prototype.query = original;
  };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function main() {
  const options = readBenchOptions(process.env);
  const count = Number(process.env.BENCH_LISTINGS ?? 300);
  const database = options.postgresUrl ? await freshPostgres(options.postgresUrl) : freshPglite();
  const target = await startShopTarget(database);
  try {
    const catalogue = await loadSyntheticCatalogue(target.shop.ctx.db, { products: options.products });
    await target.shop.ctx.cache.invalidate();
    // the names index and a first listing, as a running shop has them
    await (await fetch(new URL("/api/concerns", target.url))).arrayBuffer();
    const paths = variedListings(count + 20, 23);
    for (const path of paths.slice(0, 20)) await (await fetch(new URL(path, target.url))).arrayBuffer();

    const totals: number[] = [];
    const statements: Timed[] = [];
    const perRequest: number[] = [];
    const stop = timeStatements(statements);
    try {
      for (const path of paths.slice(20)) {
        const before = statements.length;
        const started = performance.now();
        const response = await fetch(new URL(path, target.url));
        await response.arrayBuffer();
        totals.push(performance.now() - started);
        await new Promise((resolve) => setImmediate(resolve));
        perRequest.push(statements.length - before);
      }
    } finally {
      stop();
    }
    const kinds = new Map<string, number[]>();
    for (const { kind, ms } of statements) kinds.set(kind, [...(kinds.get(kind) ?? []), ms]);
    const line = (label: string, values: number[]) =>
      `${label.padEnd(70)} n=${String(values.length).padStart(5)}  median ${quantile(values, 0.5).toFixed(2)} ms  p90 ${quantile(values, 0.9).toFixed(2)} ms`;
    console.log(
      `${database.kind}, ${catalogue.products} products, ${totals.length} distinct uncached listings, one at a time`,
    );
    console.log(line("whole request (HTTP, one at a time)", totals));
    console.log(`statements per request: median ${quantile(perRequest, 0.5)}, most ${Math.max(...perRequest)}`);
    for (const [kind, values] of [...kinds].sort((a, b) => b[1].length - a[1].length)) console.log(line(kind, values));
  } finally {
    await target.close();
    await database.drop();
  }
}

await main();
