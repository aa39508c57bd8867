// Unit and API tests: always on the embedded PGlite, and once more on the PostgreSQL server
// named by TEST_DATABASE_URL when it is set (DESIGN.md: both databases, one suite).
import { execFileSync } from "node:child_process";

/** One Vitest run; its time is printed after it, so a CI log shows where the minutes went. */
const vitest = (env, filters = process.argv.slice(2)) => {
  const startedAt = Date.now();
  try {
    execFileSync("node_modules/.bin/vitest", ["run", ...filters], { stdio: "inherit", env });
  } finally {
    console.log(`--- (${Math.round((Date.now() - startedAt) / 1000)} s)`);
  }
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
console.log("\n--- unit and API tests on PGlite");
vitest(withoutServer);
if (TEST_DATABASE_URL) {
  console.log(`\n--- unit and API tests on PostgreSQL (${TEST_DATABASE_URL})`);
  // the server's tests: src/core and src/web hold no database, their tests would only run twice
  const filters = process.argv.slice(2);
  vitest(process.env, filters.length > 0 ? filters : ["src/server"]);
}
