import type { Config } from "@react-router/dev/config";

// Server-rendered React app; the Express server in src/server serves it (see ARCHITECTURE.md).
export default {
  appDirectory: "src/web",
  // public/ holds the favicon and robots.txt; everything else is built
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
