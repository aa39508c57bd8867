import { defineConfig } from "vitest/config";

// Unit and API tests beside the code. API tests start a real shop on a random port (PGlite in
// memory, or a fresh database on TEST_DATABASE_URL). PGlite's cold start is 3-4 s: hence the timeouts.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: "forks",
    maxWorkers: 2,
    env: { NODE_ENV: "test" },
  },
});
