// Shows what the database does for one request: records the SQL the shop sends while answering it,
// then replays it in a transaction that is rolled back, running each SELECT under
// EXPLAIN (ANALYZE, BUFFERS) with the same parameters. A database function's own statements (typo
// search's similar_words) show as one Function Scan. Use it on an empty cache so the request
// reaches the database.
import pg from "pg";
import type { Shop } from "../src/server/shop.ts";

export interface ExplainedStatement {
  sql: string;
  planningMs: number | undefined;
  executionMs: number | undefined;
  plan: string;
}

export interface ExplainedRequest {
  path: string;
  status: number;
  statements: ExplainedStatement[];
}

interface Recorded {
  text: string;
  values: unknown[];
}

type ClientQuery = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

export async function explainRequest(shop: Shop, origin: string, path: string): Promise<ExplainedRequest> {
  const recorded = await recordQueries(async () => {
    const response = await fetch(new URL(path, origin));
    await response.arrayBuffer();
    return response.status;
  });
  const pool = shop.ctx.db.$client as pg.Pool;
  const client = await pool.connect();
  const statements: ExplainedStatement[] = [];
  try {
    await client.query("begin");
    for (const { text, values } of recorded.queries) {
      if (!/^\s*(select|with)\b/i.test(text)) continue;
      const result = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, values);
      const plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      statements.push({
        sql: text.trim(),
        planningMs: milliseconds(plan, "Planning Time"),
        executionMs: milliseconds(plan, "Execution Time"),
        plan,
      });
    }
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
  return { path, status: recorded.result, statements };
}

function milliseconds(plan: string, label: string): number | undefined {
  const value = new RegExp(`${label}: ([\\d.]+) ms`).exec(plan)?.[1];
  return value === undefined ? undefined : Number(value);
}

/** Every statement any pg client sends while `work` runs (pools send through their clients). */
async function recordQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: Recorded[] }> {
  const prototype = pg.Client.prototype as unknown as { query: ClientQuery };
  const original = prototype.query;
  const queries: Recorded[] = [];
  prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === "string" ? config : (config as pg.QueryConfig).text;
    const parameters = Array.isArray(values) ? values : ((config as pg.QueryConfig).values ?? []);
    queries.push({ text, values: parameters });
    return original.call(this, config, values, callback);
  };
  try {
    return { result: await work(), queries };
  } finally {
    prototype.query = original;
  }
}
