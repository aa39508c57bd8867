// Types of scripts/build.mjs for the TypeScript that imports it (the benchmark).

/** Builds the shop into build/ and writes build/.stamp. */
export function build(): Promise<void>;

/** True when build/ is missing or older than any source it is made from. */
export function buildIsStale(): boolean;
