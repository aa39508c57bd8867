// Which Hindi messages each page can use (decision 0061's addendum, branch hindi-weight): for every
// route module under /hi (routes.ts) and for the page frame (root.tsx), esbuild bundles the module
// with everything it imports, statically or dynamically (the bag's drawer, a dialog, a lazy part),
// and a catalogue key belongs to it when the bundle holds the key as a string literal: a t("…")
// literal, a constant a component passes to t() or say() (a schema's message, a core message list,
// a sort name), data the page turns into words. What no page's code holds (a message only the server
// writes, a key built from parts) goes to the frame, so an API answer's `said` is Hindi on every
// page. A route's part is what its bundle holds beyond the frame's. Run by the build (build.mjs:
// build/server/hindi-route-words.json, read by routes/hindi-words.tsx) and by
// src/web/i18n/route-words.test.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "src/web");

const bundleOptions = {
  bundle: true,
  write: false,
  format: "esm",
  platform: "browser",
  packages: "external",
  charset: "utf8",
  logLevel: "silent",
  jsx: "automatic",
  loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".webp": "empty", ".woff2": "empty", ".ttf": "empty" },
};

/** Imports a bundle esbuild made (beside the project, so its packages resolve), then deletes the file. */
async function importBuilt(code) {
  const file = path.join(root, `.hindi-route-words-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, code);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The Hindi catalogue (hi.server.ts `hindi`), read through esbuild since Node 20 cannot import TypeScript. */
export async function hindiCatalogue() {
  const built = await esbuild.build({
    ...bundleOptions,
    platform: "node",
    entryPoints: [path.join(web, "i18n/hi.server.ts")],
  });
  return (await importBuilt(built.outputFiles[0].text)).hindi;
}

/** The Hindi pages' path patterns (routes.ts: the routes inside the /hi layout) → their route files. */
export async function hindiRoutePaths() {
  const built = await esbuild.build({ ...bundleOptions, platform: "node", entryPoints: [path.join(web, "routes.ts")] });
  const module = await importBuilt(built.outputFiles[0].text);
  const paths = {};
  const walk = (entries) => {
    for (const entry of entries) {
      if (entry.path !== undefined) paths[entry.path] = entry.file;
      walk(entry.children ?? []);
    }
  };
  walk(module.default.find((entry) => entry.file === "routes/hindi.tsx").children);
  return paths;
}

/** Whether the bundle's text holds the message as a string literal (any of JavaScript's quotes). */
function holds(text, message) {
  if (text.includes(JSON.stringify(message))) return true;
  if (text.includes(`'${message.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`)) return true;
  return !message.includes("`") && !message.includes("${") && text.includes(`\`${message}\``);
}

async function bundleText(file) {
  const built = await esbuild.build({ ...bundleOptions, entryPoints: [path.join(web, file)] });
  return built.outputFiles.map((output) => output.text).join("\n");
}

/**
 * { frame, unplaced, routes, paths }: the frame's keys (what root.tsx's bundle holds, and every key
 * no page holds: `unplaced`), for each Hindi route file (as routes.ts names it) the keys its bundle
 * holds beyond the frame's, and the Hindi path patterns → route files (route-words.server.ts reads it).
 */
export async function hindiRouteWords() {
  const catalogue = await hindiCatalogue();
  const keys = Object.keys(catalogue);
  const paths = await hindiRoutePaths();
  const files = [...new Set(Object.values(paths))].sort();
  const frameText = await bundleText("root.tsx");
  const frame = new Set(keys.filter((key) => holds(frameText, key)));
  const routes = {};
  const anywhere = new Set(frame);
  for (const file of files) {
    const text = await bundleText(file);
    const own = keys.filter((key) => !frame.has(key) && holds(text, key));
    for (const key of own) anywhere.add(key);
    routes[file] = own;
  }
  const unplaced = keys.filter((key) => !anywhere.has(key));
  return { frame: [...frame, ...unplaced], unplaced, routes, paths };
}

/** Writes what the server reads (build/server/hindi-route-words.json): all but `unplaced`. */
export async function writeHindiRouteWords(file) {
  const { frame, routes, paths } = await hindiRouteWords();
  fs.writeFileSync(file, JSON.stringify({ frame, routes, paths }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const words = await hindiRouteWords();
  const catalogue = await hindiCatalogue();
  const bytes = (keys) =>
    keys.reduce((sum, key) => sum + Buffer.byteLength(key) + Buffer.byteLength(catalogue[key]), 0);
  console.log(
    `frame: ${words.frame.length} keys, ${bytes(words.frame)} bytes (of which held by no page: ${words.unplaced.length}, ${bytes(words.unplaced)} bytes)`,
  );
  for (const [file, keys] of Object.entries(words.routes))
    console.log(`${file}: ${keys.length} keys, ${bytes(keys)} bytes`);
  if (process.argv.includes("--unplaced")) console.log(words.unplaced.join("\n"));
}
