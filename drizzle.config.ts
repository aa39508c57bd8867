import { defineConfig } from "drizzle-kit";

// Migrations are generated from the tables in src/server/db/schema/ (one file per feature) and run
// at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema",
  out: "./src/server/db/migrations",
});
