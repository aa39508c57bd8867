// Before the unit and API tests: the migrated template every test shop starts from (PGlite: a dump
// kept between runs, pglite-template.ts; PostgreSQL: a database of this run's, postgres-template.ts),
// and this run's seeded template the `seed: true` shops start from (seeded-template.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeTemplate } from "./pglite-template.ts";
import { dropDatabase, makePostgresTemplate, postgresTemplateVariable } from "./postgres-template.ts";
import { makeSeededTemplate, seededTemplateVariable } from "./seeded-template.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrated = serverUrl ? await makePostgresTemplate(serverUrl) : undefined;
  if (!serverUrl) await makeTemplate();
  // seeded while the first files run (the seeded shops wait for it), so a run without one pays
  // little; the workers, started after this, find the names in their environment
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sattva-seeded-template-"));
  const seeding = makeSeededTemplate(folder, serverUrl && migrated ? { url: serverUrl, template: migrated } : undefined)
    // (a failure is written in the folder, where each seeded shop reports it)
    .catch(() => undefined);
  process.env[seededTemplateVariable] = folder;
  if (migrated) process.env[postgresTemplateVariable] = migrated;
  return async () => {
    const seeded = await seeding;
    if (serverUrl && seeded) await dropDatabase(serverUrl, seeded);
    if (serverUrl && migrated) await dropDatabase(serverUrl, migrated);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
