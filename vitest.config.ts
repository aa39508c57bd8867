import { defineConfig } from "vitest/config";

// Unit and API tests beside the code. API tests start a real shop on a random port (PGlite in
// memory from a migrated template, or a fresh database on TEST_DATABASE_URL): hence the timeouts.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // the migrated PGlite template every test shop starts from (testing/pglite-template.ts)
    globalSetup: ["src/server/testing/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: "forks",
    maxWorkers: 2,
    // a worker imports the server once for all its files (each file still starts its own shop on
    // its own database): the imports were some 40% of the suite's time
    isolate: false,
    env: { NODE_ENV: "test" },
  },
});
