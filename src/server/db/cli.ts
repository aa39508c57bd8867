// `npm run db:migrate` and `npm run db:seed`: the same steps the shop takes at start, on their own.
import path from "node:path";
import { loadConfigOrExit } from "../config.ts";
import { seedIfEmpty } from "../demo/index.ts";
import { ensureAdmin } from "../features/accounts/first-admin.ts";
import { idleMailSender } from "../features/mail/sender.ts";
import { createCatalogueCache } from "../http/cache.ts";
import { createMemoryLimiter } from "../http/rate-limit.ts";
import { createLogger } from "../log.ts";
import { openDatabase, runMigrations } from "./connection.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx src/server/db/cli.ts migrate|seed");
  process.exit(64);
}

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
  log,
});
try {
  await runMigrations(handle);
  console.log(`Migrations applied (${handle.kind}).`);
  if (command === "seed") {
    const cache = createCatalogueCache({ pool: handle.pool, shared: handle.kind === "postgres", log });
    const ctx = {
      config,
      log,
      db: handle.db,
      dbKind: handle.kind,
      cache,
      limiter: createMemoryLimiter(),
      mailer: idleMailSender(),
    };
    const seeded = await seedIfEmpty(ctx);
    await ensureAdmin(ctx);
    await cache.close();
    console.log(seeded ? "Demo catalogue seeded." : "The catalogue is not empty: nothing seeded.");
  }
} finally {
  await handle.close();
}
