// Before the unit and API tests: the migrated PGlite template every test shop starts from (not
// needed when they run on a PostgreSQL server).
import { makeTemplate } from "./pglite-template.ts";

export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await makeTemplate();
}
