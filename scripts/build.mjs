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

export async function build() {
  const startedAt = Date.now();
  fs.rmSync(path.join(root, "build"), { recursive: true, force: true });
  // a production build whoever calls it (a test runs with NODE_ENV=test, which would build React for development)
  execFileSync(bin("react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  await esbuild.build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: path.join(root, "build/app/main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  // the PIN code table, compacted from the npm package once here rather than at every start
  await esbuild.build({
    entryPoints: [path.join(root, "src/server/features/delivery/compact-pincodes.ts")],
    outfile: path.join(root, "build/app/compact-pincodes.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  execFileSync(process.execPath, [path.join(root, "build/app/compact-pincodes.js")], { cwd: root, stdio: "inherit" });
  // files the server reads beside itself at run time
  fs.copyFileSync(path.join(root, "src/server/db/pglite-worker.mjs"), path.join(root, "build/app/pglite-worker.mjs"));
  fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(root, "build/app/migrations"), { recursive: true });
  fs.writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
  console.log(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** True when build/ is missing or older than any source it is made from. */
export function buildIsStale() {
  const stamp = path.join(root, "build/.stamp");
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  const inputs = ["src", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
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
