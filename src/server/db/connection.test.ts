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
