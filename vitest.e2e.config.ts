import { defineConfig } from "vitest/config";

// Browser journeys: the built shop started once (fresh PGlite with the demo catalogue), driven
// by playwright-core in Debian's Chromium. Run through `npm run e2e` (which builds first).
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
  },
});
