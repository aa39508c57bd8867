// Opens the shop's database: a PostgreSQL server when DATABASE_URL is set, otherwise the embedded
// PGlite database in DATA_DIR, run in a worker thread. Both are reached through one driver
// (node-postgres + Drizzle), so every query and migration is the same on both.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "../log.ts";
import { lockFolder } from "./folder-lock.ts";
import * as schema from "./schema.ts";

// Dates stay strings ("2026-11-22") and bigints arrive as numbers where they fit.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Database = ReturnType<typeof drizzle<typeof schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A function that works inside or outside a transaction takes this. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  kind: "pglite" | "postgres";
  /** PGlite only: writes the database as it is now to a file a later `pgliteTemplate` can start from. */
  dump?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the PGlite data; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite dump (`dump()`) the in-memory database starts from (tests: a migrated template). */
  pgliteTemplate?: string | undefined;
  log: Logger;
  poolSize?: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The migrations folder beside this module (source tree and build alike). */
export const migrationsFolder = path.join(here, "migrations");

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on("error", (error) => options.log.error({ err: error }, "idle database connection failed"));
    await pool.query("select 1");
    return { db: drizzle(pool, { schema }), pool, kind: "postgres", close: () => pool.end() };
  }
  return openEmbedded(options.pgliteDir ?? "memory://", options.pgliteTemplate, options.log);
}

async function openEmbedded(dataDir: string, template: string | undefined, log: Logger): Promise<DatabaseHandle> {
  const releaseLock = dataDir === "memory://" ? async () => {} : await lockFolder(dataDir);
  // only the shop may connect: a secret of this process's, never written to disk or logs
  // (docs/decisions/0042-embedded-database-access.md)
  const secret = crypto.randomBytes(32).toString("base64url");
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: { dataDir, template, secret },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (message: { type: string; port: number }) => resolve(message.port));
  });
  worker.on("error", (error) => log.fatal({ err: error }, "embedded database worker failed"));
  // PGlite is single-connection: one pooled client, requests queue in the pool.
  const pool = new pg.Pool({
    host: "127.0.0.1",
    port,
    user: "postgres",
    password: secret,
    database: "postgres",
    max: 1,
    // keep the one connection: reconnecting costs more than it saves
    idleTimeoutMillis: 0,
    Client: PgliteSessionClient,
  });
  pool.on("error", (error) => log.error({ err: error }, "embedded database connection failed"));
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: "pglite",
    async dump(file) {
      const answer = new Promise<{ error?: string }>((resolve) => worker.once("message", resolve));
      worker.postMessage({ type: "dump", file });
      const { error } = await answer;
      if (error) throw new Error(`the database could not be dumped: ${error}`);
    },
    async close() {
      await pool.end();
      await new Promise<void>((resolve) => {
        worker.once("message", () => resolve());
        worker.postMessage({ type: "stop" });
      });
      await worker.terminate();
      await releaseLock();
    },
  };
}

/**
 * PGlite has one session whatever the number of socket connections, so the named statements a
 * closed connection prepared (queries.ts prepares the product page's) still exist there, and a new
 * connection that prepares them again would be refused ("prepared statement already exists"). This
 * client drops them as soon as it connects, before the pool hands it out (node-postgres's pool
 * replaces its connection after any failed query).
 */
class PgliteSessionClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's connect takes a callback or not
  override connect(callback?: any): any {
    const connected = super.connect().then(() => super.query("deallocate all"));
    if (typeof callback !== "function") return connected.then(() => undefined);
    connected.then(() => callback(), callback);
    return undefined;
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db, { migrationsFolder });
}
