// `npm start`: builds what is missing or stale, then starts the shop from build/. One line per step,
// with its time, so a first start (build, then the demo catalogue) shows its progress.
import { build, buildIsStale } from "./build.mjs";

if (buildIsStale()) {
  console.log("Building the shop (first start, or the sources changed):");
  await build();
}
console.log("Starting the shop: database and migrations (a first start also adds the demo catalogue)...");
await import("../build/app/main.js");
