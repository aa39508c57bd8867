import type { Config } from "@react-router/dev/config";

// Server-rendered React app; the Express server in src/server serves it (see ARCHITECTURE.md).
export default {
  appDirectory: "src/web",
  // public/ holds the favicon and robots.txt; everything else is built
  buildDirectory: "build",
  ssr: true,
  // React Router v8's changes, settled rather than left to warn on every build and start: the shop stays
  // on v7's behaviour until the v8 upgrade, which takes them on together with tests (loaders read
  // `context.services`, which v8_middleware changes; the first-load budgets follow route splitting).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
