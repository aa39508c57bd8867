// A migrated PGlite database, made once per test run and dumped to a file every test shop starts
// from: a new PGlite cluster (its initdb) and the migrations were most of a test shop's start, paid
// by every test file. The file is named by the migrations and PGlite's version, so a change to either
// makes a new one; a test shop without it starts the slow way. PostgreSQL runs need none.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { migrationsFolder, openDatabase, runMigrations } from "../db/connection.ts";
import { createLogger } from "../log.ts";

/** Where this tree's template lives (whether made yet or not). */
export function templateFile(): string {
  const hash = crypto.createHash("sha256");
  // PGlite's own package.json (its exports do not name it): the one beside its dist folder
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(fs.readFileSync(path.join(path.dirname(entry), "..", "package.json")));
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return path.join(os.tmpdir(), `sattva-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** The template's file when it has been made, else undefined. */
export function existingTemplate(): string | undefined {
  const file = templateFile();
  return fs.existsSync(file) ? file : undefined;
}

/** Makes the template unless this tree's is there already (written aside, then renamed into place). */
export async function makeTemplate(): Promise<string> {
  const file = templateFile();
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase({ pgliteDir: "memory://", log: createLogger("warn") });
  try {
    await runMigrations(handle);
    const aside = `${file}.${process.pid}.part`;
    await handle.dump?.(aside);
    fs.renameSync(aside, file);
  } finally {
    await handle.close();
  }
  return file;
}
