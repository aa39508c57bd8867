// Unit and API tests: always on the embedded PGlite, and once more on the PostgreSQL server
// named by TEST_DATABASE_URL when it is set (DESIGN.md: both databases, one suite).
import { execFileSync } from "node:child_process";

const vitest = (env) =>
  execFileSync("node_modules/.bin/vitest", ["run", ...process.argv.slice(2)], { stdio: "inherit", env });

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
console.log("\n--- unit and API tests on PGlite");
vitest(withoutServer);
if (TEST_DATABASE_URL) {
  console.log(`\n--- unit and API tests on PostgreSQL (${TEST_DATABASE_URL})`);
  vitest(process.env);
}
