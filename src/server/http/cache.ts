// In-memory cache for catalogue reads (listing, facets, search, product, categories), emptied
// whenever the catalogue or stock changes (DESIGN.md point 15b). With several instances the
// invalidation travels through PostgreSQL LISTEN/NOTIFY so every instance drops its copy.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Logger } from "../log.ts";

const channel = "catalogue_changed";

export interface CatalogueCache {
  /** Returns the cached value for key, or computes, stores and returns it. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The value cached for key when it is computed already and still current, without waiting;
   * otherwise undefined (the caller then goes the way of `get`). Counts as a use, as `get` does.
   */
  peek<T>(key: string): T | undefined;
  /** Drops every cached catalogue answer here and on the other instances. */
  invalidate(): Promise<void>;
  /**
   * A number that changes whenever the catalogue changes (here or, through LISTEN/NOTIFY, on
   * another instance): what the page cache (page-lane.ts) compares to know its pages are stale.
   */
  generation(): number;
  close(): Promise<void>;
}

interface Entry {
  value: Promise<unknown>;
  at: number;
  generation: number;
  /** Set when the value has arrived. */
  settled?: { value: unknown };
}

export function createCatalogueCache(options: {
  pool?: pg.Pool;
  shared: boolean;
  log: Logger;
  maxEntries?: number;
  ttlMs?: number;
}): CatalogueCache {
  const maxEntries = options.maxEntries ?? 2000;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  let generation = 0;
  const entries = new Map<string, Entry>();
  let listener: pg.PoolClient | undefined;
  // this instance's own notices come back to it too: they were cleared here already, and clearing
  // again when the echo arrives would throw away what was read since (the page cache's pages)
  const instance = randomUUID();

  const clearLocal = () => {
    generation += 1;
    entries.clear();
  };

  const ready =
    options.shared && options.pool
      ? options.pool.connect().then(async (client) => {
          listener = client;
          client.on("notification", (notice) => {
            if (notice.payload !== instance) clearLocal();
          });
          await client.query(`listen ${channel}`);
        })
      : Promise.resolve();
  ready.catch((error) => options.log.error({ err: error }, "catalogue cache could not listen for changes"));

  /** The entry for key when it is current, moved to the end (least recently used go first). */
  const current = (key: string): Entry | undefined => {
    const hit = entries.get(key);
    if (!hit || hit.generation !== generation || Date.now() - hit.at >= ttlMs) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  };

  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = current(key);
      if (hit) return hit.value as Promise<T>;
      const startedAt = generation;
      const value = compute();
      const entry: Entry = { value, at: Date.now(), generation: startedAt };
      entries.set(key, entry);
      value.then(
        (arrived) => {
          entry.settled = { value: arrived };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    peek<T>(key: string): T | undefined {
      return current(key)?.settled?.value as T | undefined;
    },
    async invalidate() {
      clearLocal();
      if (options.shared && options.pool) await options.pool.query("select pg_notify($1, $2)", [channel, instance]);
    },
    generation: () => generation,
    async close() {
      await ready.catch(() => {});
      listener?.release();
      listener = undefined;
    },
  };
}
