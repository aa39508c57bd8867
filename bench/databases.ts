// The databases a benchmark run uses and throws away: PGlite in a fresh folder under bench/.data,
// or a fresh database on a PostgreSQL server (created here, dropped with FORCE afterwards).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export interface BenchDatabase {
  kind: "pglite" | "postgres";
  /** PostgreSQL connection string of the fresh database (PostgreSQL only). */
  url?: string;
  /** PGlite's folder (PGlite only). */
  pgliteDir?: string;
  /** The shop's DATA_DIR for this run (media, outbox files). */
  dataDir: string;
  drop(): Promise<void>;
}

/** bench/.data: ignored by git and Biome. */
export const scratchRoot = fileURLToPath(new URL("./.data", import.meta.url));

export function scratchDir(prefix: string): string {
  const dir = path.join(scratchRoot, `${prefix}-${crypto.randomBytes(4).toString("hex")}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function freshPglite(): BenchDatabase {
  const dataDir = scratchDir("pglite");
  return {
    kind: "pglite",
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function freshPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `shop_bench_${crypto.randomBytes(6).toString("hex")}`;
  await asAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = scratchDir("postgres");
  return {
    kind: "postgres",
    url: url.toString(),
    dataDir,
    async drop() {
      await asAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function asAdmin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
