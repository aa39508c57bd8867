// The demo catalogue seeded once per test run, for the test shops started with `seed: true`: some
// 25 files did the whole seed (drawings staged, ~70 products, reviews, orders, vacuum) on their own
// start, a few seconds each. The global set-up seeds a database once, with seedIfEmpty (the step a
// shop's start takes) and DATA_DIR in the run's folder; a seeded shop then starts from it: on PGlite
// from its dump (like the migrated template, pglite-template.ts), on PostgreSQL as a copy of it
// (CREATE DATABASE … TEMPLATE), with hard links to the drawings staged beside it. Each test file still
// has a database and a media folder of its own. Made anew each run, unlike the migrated template:
// the seed dates its reviews, orders and coupons from now. No admin is made (each shop makes its
// own from its configuration).
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase, runMigrations } from "../db/connection.ts";
import { seedIfEmpty } from "../demo/index.ts";
import { idleMailSender } from "../features/mail/sender.ts";
import { createCatalogueCache } from "../http/cache.ts";
import { createMemoryLimiter } from "../http/rate-limit.ts";
import { createLogger } from "../log.ts";
import { makeTemplate } from "./pglite-template.ts";
import { createDatabase, dropDatabase } from "./postgres-template.ts";

/** Names the folder of the run's seeded template, for the test workers (set by global-setup.ts). */
export const seededTemplateVariable = "SATTVA_SEEDED_TEMPLATE";

export interface SeededTemplate {
  /** PGlite: the dump's file; PostgreSQL: the template database's name. */
  database: string;
  /** The media folder the seeded rows refer to (hard-link it, never write into it). */
  media: string;
}

const parts = (folder: string) => ({
  dump: path.join(folder, "database.tar"),
  dataDir: path.join(folder, "data"),
  media: path.join(folder, "data", "media"),
  // holds the database (file or name) once made
  ready: path.join(folder, "ready"),
  failed: path.join(folder, "failed"),
});

/**
 * Seeds the run's template in `folder`: on the PostgreSQL server at `server.url`, a copy of its
 * migrated template `server.template`; else on PGlite. Writes `ready`, or `failed` with the error,
 * so the test shops waiting for it know. Returns the template database's name on PostgreSQL.
 */
export async function makeSeededTemplate(
  folder: string,
  server?: { url: string; template: string },
): Promise<string | undefined> {
  const files = parts(folder);
  let name: string | undefined;
  try {
    const log = createLogger("silent");
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: files.dataDir });
    let databaseUrl: string | undefined;
    if (server) {
      const created = await createDatabase(server.url, "shop_seeded", server.template);
      name = created.name;
      databaseUrl = created.url;
    }
    const handle = databaseUrl
      ? await openDatabase({ databaseUrl, log, poolSize: 1 })
      : await openDatabase({ pgliteDir: "memory://", pgliteTemplate: await makeTemplate(), log });
    try {
      await runMigrations(handle);
      const cache = createCatalogueCache({ pool: handle.pool, shared: false, log });
      const ctx = {
        config,
        log,
        db: handle.db,
        dbKind: handle.kind,
        cache,
        limiter: createMemoryLimiter(),
        mailer: idleMailSender(),
      };
      if (!(await seedIfEmpty(ctx))) throw new Error("the new database already had products");
      await cache.close();
      await handle.dump?.(files.dump);
    } finally {
      // (on PostgreSQL a template must have no connections left when it is copied)
      await handle.close();
    }
    fs.writeFileSync(files.ready, name ?? files.dump);
    return name;
  } catch (error) {
    if (server && name) await dropDatabase(server.url, name).catch(() => {});
    fs.writeFileSync(files.failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

/**
 * Waits for this run's seeded template (made by the global set-up while the first files run);
 * undefined when there is none (a shop started outside Vitest, like the benchmark's).
 */
export async function seededTemplate(waitMs = 120_000): Promise<SeededTemplate | undefined> {
  const folder = process.env[seededTemplateVariable];
  if (!folder) return undefined;
  const files = parts(folder);
  const until = Date.now() + waitMs;
  while (!fs.existsSync(files.ready)) {
    if (fs.existsSync(files.failed)) {
      throw new Error(`the run's seeded template failed: ${fs.readFileSync(files.failed, "utf8")}`);
    }
    if (Date.now() > until) throw new Error(`the run's seeded template was not ready after ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { database: fs.readFileSync(files.ready, "utf8"), media: files.media };
}

/** Makes `to` a tree of hard links to the files under `from` (the media store replaces a file, never writes into one). */
export async function linkTree(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true });
  const entries = await fs.promises.readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? linkTree(path.join(from, entry.name), path.join(to, entry.name))
        : fs.promises.link(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}
