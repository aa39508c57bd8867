import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createLogger } from "../log.ts";
import { type DatabaseHandle, openDatabase } from "./connection.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgliteDir: "memory://",
    log: createLogger("silent"),
  });
});
afterAll(async () => {
  await handle?.close();
});

test("a failed statement does not break the next one", async () => {
  // node-postgres drops a connection after an error and reconnects at once; the embedded
  // database must accept that reconnect (regression: it used to answer ECONNRESET).
  await handle.pool.query("create table if not exists connection_check_real (id int primary key)");
  await handle.pool.query("delete from connection_check_real");
  await handle.pool.query("insert into connection_check_real values (1)");
  await expect(handle.pool.query("insert into connection_check_real values (1)")).rejects.toThrow(/duplicate key/);
  const { rows } = await handle.pool.query("select count(*)::int as count from connection_check_real");
  expect(rows[0].count).toBe(1);
  await handle.pool.query("drop table connection_check_real");
});

test("a named statement survives the reconnect that follows a failed statement", async () => {
  // PGlite keeps one session for every connection: the new connection must drop the old one's
  // names before it prepares them again (a repeated Parse would be refused)
  const named = { name: "connection_check_named", text: "select $1::int + 1 as next" };
  expect((await handle.pool.query({ ...named, values: [1] })).rows[0].next).toBe(2);
  await expect(handle.pool.query("select $1::int / 0", [1])).rejects.toThrow(/division by zero/);
  expect((await handle.pool.query({ ...named, values: [2] })).rows[0].next).toBe(3);
});

test("a connection that goes away inside a transaction leaves it rolled back, and the others go on", async () => {
  // the embedded database's wire server (pglite-worker.mjs) runs one connection's transaction at a time
  if (handle.kind !== "pglite") return;
  const options = handle.pool.options;
  const connect = async () => {
    const client = new pg.Client({
      host: options.host,
      port: options.port,
      user: options.user,
      database: options.database,
    });
    await client.connect();
    return client;
  };
  await handle.pool.query("create table if not exists connection_check_gone (id int)");
  const other = await connect();
  const leaving = await connect();
  leaving.on("error", () => {});
  await leaving.query("begin");
  await leaving.query("insert into connection_check_gone values (1)");
  // another connection's statement waits while the transaction is open ...
  const waiting = other.query("select count(*)::int as count from connection_check_gone");
  await new Promise((resolve) => setTimeout(resolve, 50));
  // ... and runs once the transaction's connection is gone, after its rollback
  leaving.connection.stream.destroy();
  const { rows } = await waiting;
  expect(rows[0].count).toBe(0);
  await other.end();
  await handle.pool.query("drop table connection_check_gone");
});
