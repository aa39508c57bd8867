// `npm start`: builds what is missing or stale, then starts the shop from build/.
import { build, buildIsStale } from "./build.mjs";

if (buildIsStale()) {
  console.log("Building the shop (first start, or the sources changed)...");
  await build();
}
await import("../build/app/main.js");
