// Types of scripts/build.mjs for the TypeScript that imports it (the benchmark, a test).
import type { BuildOptions } from "esbuild";

/** esbuild's options for the Node server's bundle (build/app/main.js and its chunks). */
export const serverBundle: BuildOptions;

/** Builds the shop into build/ and writes build/.stamp. */
export function build(): Promise<void>;

/** True when build/ is missing or older than any source it is made from. */
export function buildIsStale(): boolean;

/** Builds when build/ is stale, once however many callers (parallel test files) ask at the same time. */
export function buildIfStale(): Promise<void>;
