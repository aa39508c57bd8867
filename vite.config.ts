import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

const rootRoute = path.resolve("src/web/root.tsx");
const routesDir = path.resolve("src/web/routes");

/**
 * The browser build puts every module the root route imports (the page frame, the cart and
 * wishlist state, the shared components and their styles) into one "frame" chunk. Every page loads
 * all of them anyway; left to Rollup they became about 25 small scripts and 9 stylesheets, each a
 * request of its own before the first paint on a phone's connection. Modules only some pages use
 * are still split by route.
 *
 * What the frame imports dynamically (the bag's lines and the menus' insides, drawn only once
 * opened) is left out of it, except the modules such a part shares with the pages (prices, the
 * quantity stepper, the PIN code check): out of the frame they would become more small scripts on
 * the pages that show them, each costing more than it saves (docs/decisions/0029-lighter-pages.md).
 */
function frameChunks() {
  let frame: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    frame ??= frameModules(meta);
    return frame.has(id) || tinyShared.some((file) => id.split("?")[0] === file) ? "frame" : undefined;
  };
}

/**
 * Modules of a few lines several pages share: left to Rollup each became a script of its own (the
 * hydration hook: 135 bytes, 164 gzipped, fetched by the home, shop, landing and product pages),
 * costing more in a request and its gzip framing than it weighs inside the frame.
 */
const tinyShared = [
  path.resolve("src/web/shared/use-hydrated.ts"),
  path.resolve("src/web/hreflang.ts"),
  path.resolve("src/web/i18n/term.tsx"),
];

function frameModules(meta: ManualChunkMeta): Set<string> {
  const entry = [...meta.getModuleIds()].filter((id) => id.split("?")[0] === rootRoute);
  const frame = staticImportsOf(entry, meta);
  const later = staticImportsOf(
    [...frame].flatMap((id) => meta.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
    meta,
    frame,
  );
  for (const id of later) {
    const importers = meta.getModuleInfo(id)?.importers ?? [];
    if (importers.some((importer) => !later.has(importer) && !frame.has(importer))) {
      for (const shared of staticImportsOf([id], meta, frame)) frame.add(shared);
      frame.add(id);
    }
  }
  return frame;
}

/**
 * Our modules reachable from `start`'s static imports (with `start` themselves unless they are
 * entries), without route modules, framework code and anything in `known`.
 */
function staticImportsOf(
  start: string[],
  { getModuleInfo }: ManualChunkMeta,
  known: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const queue = start.flatMap((id) => (id.split("?")[0] === rootRoute ? (getModuleInfo(id)?.importedIds ?? []) : [id]));
  while (queue.length) {
    const id = queue.pop();
    if (!id || found.has(id) || known.has(id)) continue;
    const file = id.split("?")[0] ?? id;
    // framework code stays in React Router's own chunks; route modules stay route chunks
    const ours = !file.includes("/node_modules/") || file.endsWith(".css");
    if (!ours || file === rootRoute || file.startsWith(routesDir)) continue;
    found.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Rollup warnings known to mean nothing here, by code and source: zod 4 ships comments Rollup cannot
 * place as annotations (it drops them; the code is unchanged). Every other warning still shows.
 */
function quietKnownWarnings(warning: Rollup.RollupLog, show: (warning: Rollup.RollupLog) => void): void {
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
  // The back-in-stock schema is loaded on reach by the product page's Notify me and imported by the
  // /back-in-stock route: Vite notes the route's static import keeps it out of a chunk of its own, which
  // is what we want (the product page's first load still leaves it out: e2e/first-load-js.test.ts).
  if (warning.plugin === "vite:reporter" && warning.message.includes("core/schemas/back-in-stock.ts")) return;
  show(warning);
}

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532 and
 * #14102: "temporary" since 7.0.2), dev warnings and all: the browser build takes the production
 * build it ships beside it (dist/production), some 5 KB gzipped off every page's first load. Only for
 * the browser: the server keeps the package's own entry, the one @react-router/express and our server
 * import, so a request is rendered by one copy of the router.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: path.resolve("node_modules/react-router/dist/production/index.mjs") },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve("node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

/**
 * A script loaded later (a lazy part of a page, the bag, the menus) names the frame's stylesheet among
 * what it needs, and Vite's loader adds a stylesheet unless a link with that very href is on the page.
 * React Router links the frame's stylesheet on every page as `/assets/frame-<hash>.css#` (the "#"
 * because scripts loaded later share it), so the loader did not see it and appended a second copy
 * after the page's own stylesheets: rules of equal weight in the page's stylesheet then lost to the
 * frame's and the page moved under the reader (a layout shift when the product page's parts came
 * alive). The scripts name it as React Router does, so the loader finds it. The root route's link is
 * never removed, so no script can lose it.
 */
function frameStylesheetNamedOnce(): Plugin {
  return {
    name: "frame-stylesheet-named-once",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") output.code = output.code.replace(/"(assets\/frame-[\w-]+\.css)"/g, '"$1#"');
        }
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), frameStylesheetNamedOnce()],
  ...(command === "build" && !isSsrBuild ? { resolve: { alias: productionRouter } } : {}),
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn: quietKnownWarnings,
      ...(isSsrBuild ? {} : { output: { manualChunks: frameChunks() } }),
    },
  },
  server: { fs: { allow: ["."] } },
}));
