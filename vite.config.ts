import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

const rootRoute = path.resolve("src/web/root.tsx");
const routesDir = path.resolve("src/web/routes");

/**
 * The browser build puts every module the root route imports (the page frame, the cart and
 * wishlist state, the shared components and their styles) into one "frame" chunk. Every page loads
 * all of them anyway; left to Rollup they became about 25 small scripts and 9 stylesheets, each a
 * request of its own before the first paint on a phone's connection. Modules only some pages use
 * are still split by route.
 */
function frameChunks() {
  let frame: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    frame ??= staticImportsOf(rootRoute, meta);
    return frame.has(id) ? "frame" : undefined;
  };
}

/** Modules reachable from the root route by static imports, without the route modules themselves. */
function staticImportsOf(entry: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const start = [...getModuleIds()].filter((id) => id.split("?")[0] === entry);
  const queue = start.flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
  while (queue.length) {
    const id = queue.pop();
    if (!id || found.has(id)) continue;
    const file = id.split("?")[0] ?? id;
    // framework code stays in React Router's own chunks; route modules stay route chunks
    const ours = !file.includes("/node_modules/") || file.endsWith(".css");
    if (!ours || file === entry || file.startsWith(routesDir)) continue;
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
  show(warning);
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn: quietKnownWarnings,
      ...(isSsrBuild ? {} : { output: { manualChunks: frameChunks() } }),
    },
  },
  server: { fs: { allow: ["."] } },
}));
