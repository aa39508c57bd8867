import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const t0 = performance.now();
const db = await PGlite.create("memory://", { extensions: { pg_trgm } });
const t1 = performance.now();
const files = fs
  .readdirSync("src/server/db/migrations")
  .filter((f) => f.endsWith(".sql"))
  .sort();
for (const f of files) {
  const sql = fs
    .readFileSync("src/server/db/migrations/" + f, "utf8")
    .split("--> statement-breakpoint")
    .join("\n");
  await db.exec(sql);
}
const t2 = performance.now();
const dump = await db.dumpDataDir("none");
const t3 = performance.now();
await db.close();
const t4 = performance.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
const t5 = performance.now();
const r = await db2.query("select count(*) from information_schema.tables where table_schema='public'");
console.log({ create: t1 - t0, migrate: t2 - t1, dump: t3 - t2, dumpSize: dump.size, load: t5 - t4, tables: r.rows });
