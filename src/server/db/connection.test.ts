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
      password: options.password,
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

test("only the shop may connect to the embedded database: no password or a wrong one is refused", async () => {
  // the worker listens on loopback, where every local process can reach it (issue 32, point 3)
  if (handle.kind !== "pglite") return;
  const options = handle.pool.options;
  const attempt = async (password?: string) => {
    const client = new pg.Client({
      host: options.host,
      port: options.port,
      user: "postgres",
      database: "postgres",
      ...(password === undefined ? {} : { password }),
    });
    client.on("error", () => {});
    try {
      await client.connect();
      const { rows } = await client.query("select count(*)::int as count from pg_catalog.pg_tables");
      return { rows };
    } catch (error) {
      return { error: error as Error & { code?: string } };
    } finally {
      await client.end().catch(() => {});
    }
  };
  const none = await attempt();
  // node-postgres will not even send an absent password: it fails before the server answers
  expect(none.error).toBeDefined();
  expect(none.rows).toBeUndefined();
  const empty = await attempt("");
  expect(empty.error?.message).toMatch(/password/);
  expect(empty.rows).toBeUndefined();
  const wrong = await attempt("x".repeat(43));
  expect(wrong.error?.code).toBe("28P01");
  expect(wrong.rows).toBeUndefined();
  // the shop's own connection keeps working, and so does one that knows the secret
  expect((await handle.pool.query("select 1 as one")).rows[0].one).toBe(1);
  const right = await attempt(String(options.password));
  expect(right.error).toBeUndefined();
  expect(right.rows?.[0].count).toBeGreaterThan(0);
});

test("a client that skips the password and sends a query at once is refused before PGlite sees it", async () => {
  if (handle.kind !== "pglite") return;
  const net = await import("node:net");
  const options = handle.pool.options;
  const socket = net.connect(Number(options.port), String(options.host));
  const received: Buffer[] = [];
  socket.on("data", (data) => received.push(data));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  // a startup message (protocol 3.0, user postgres) followed straight away by a simple Query
  const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
  const startup = Buffer.alloc(8 + params.length);
  startup.writeInt32BE(startup.length, 0);
  startup.writeInt32BE(196608, 4);
  params.copy(startup, 8);
  const text = Buffer.from("select count(*) from pg_catalog.pg_tables\0");
  const query = Buffer.alloc(5 + text.length);
  query.write("Q", 0);
  query.writeInt32BE(4 + text.length, 1);
  text.copy(query, 5);
  socket.write(Buffer.concat([startup, query]));
  await new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const answer = Buffer.concat(received);
  // AuthenticationCleartextPassword, then the refusal: no row description, no data row
  expect(answer.subarray(0, 9)).toEqual(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
  expect(answer[9]).toBe("E".charCodeAt(0));
  expect(answer.toString("latin1")).toContain("28P01");
  // nothing after the refusal: the ErrorResponse is the whole rest of the answer
  expect(9 + 1 + answer.readInt32BE(10)).toBe(answer.length);
});
