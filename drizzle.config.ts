import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/server/db/schema.ts and run at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
