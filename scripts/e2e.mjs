// `npm run e2e`: builds the shop when needed, then runs the browser journeys in e2e/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { build, buildIsStale } from "./build.mjs";

if (buildIsStale()) await build();
fs.mkdirSync("test-results", { recursive: true });
console.log("\n--- browser journeys");
const startedAt = Date.now();
try {
  execFileSync("node_modules/.bin/vitest", ["run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
  });
} finally {
  console.log(`--- (${Math.round((Date.now() - startedAt) / 1000)} s)`);
}
