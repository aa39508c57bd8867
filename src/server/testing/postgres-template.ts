// On a PostgreSQL server (TEST_DATABASE_URL), the counterpart of pglite-template.ts: one migrated
// database per test run, made by the global set-up, that every test shop's database is a copy of
// (CREATE DATABASE … TEMPLATE). Migrating a new database was some 2 s of each test shop's start there.
// Made anew each run and dropped after it (a server's databases are no cache to keep).
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, runMigrations } from "../db/connection.ts";
import { createLogger } from "../log.ts";

/** Names the run's migrated template database, for the test workers (set by global-setup.ts). */
export const postgresTemplateVariable = "SATTVA_POSTGRES_TEMPLATE";

/** A new database on the server, a copy of `template` when given; returns its name and address. */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/** Makes the run's migrated template database and returns its name. */
export async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const { name, url } = await createDatabase(serverUrl, "shop_template");
  try {
    const handle = await openDatabase({ databaseUrl: url, log: createLogger("silent"), poolSize: 1 });
    try {
      await runMigrations(handle);
    } finally {
      // (a template must have no connections left when it is copied)
      await handle.close();
    }
  } catch (error) {
    await dropDatabase(serverUrl, name).catch(() => {});
    throw error;
  }
  return name;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
