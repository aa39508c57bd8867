import { defineConfig } from "vitest/config";
import { shopCount } from "./e2e/global-setup.ts";

// Browser journeys: the built shop (fresh PGlite with the demo catalogue) started once per worker,
// driven by playwright-core in Debian's Chromium. Two workers on two cores, each with its own shop
// (e2e/global-setup.ts); E2E_SHOPS=1 runs the files one at a time against one shop.
// Run through `npm run e2e` (which builds first).
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: shopCount(),
    // a worker imports playwright-core, axe and the helpers once for all its files (each file still
    // launches its own Chromium and cleans up after itself): the imports were some 250 s of a run
    isolate: false,
    // a page that answers within a second on a quiet machine can take three while the other
    // worker's shop renders: a wait gives up after 5 s, not Vitest's default 1 s
    expect: { poll: { timeout: 5_000 } },
  },
});
