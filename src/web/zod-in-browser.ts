// Zod compiles object schemas with `new Function` where it may, and finds out by trying once: under
// the shop's Content-Security-Policy (no 'unsafe-eval') that try is a violation the browser reports
// (Lighthouse's best practices count it). In the browser Zod runs without compiling; the server keeps
// the compiled parsers. Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core,
// whichever of the two runs first creates it), so this sets `jitless` there without importing Zod:
// pages that parse nothing do not download it (decision 0029). Imported first by root.tsx.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== "undefined") {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
