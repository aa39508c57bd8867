// Where media files live. The shop talks to a MediaStorage only, so S3-compatible object storage
// (several instances, DESIGN.md stack table) can replace the local disk without touching callers.
// Local disk is the default and, for now, the only implementation: `${dataDir}/media/{key}/{file}`.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { isMediaKey } from "./keys.ts";

export interface MediaStorage {
  /** Names this store in logs and in-flight maps (a folder or a bucket). */
  readonly location: string;
  /** The file's bytes, or null when there is none. */
  read(key: string, file: string): Promise<Buffer | null>;
  /** Writes the whole file at once: a reader sees the old file, nothing, or the new file, never a part. */
  write(key: string, file: string, data: Buffer): Promise<void>;
  exists(key: string, file: string): Promise<boolean>;
}

const fileNamePattern = /^[a-z0-9]+(?:\.[a-z0-9]+)?$/;

function checkedPath(root: string, key: string, file: string): string {
  // keys and file names are made by the server; this guards against a caller passing anything else
  if (!isMediaKey(key) || !fileNamePattern.test(file)) throw new Error(`Invalid media path ${key}/${file}`);
  return path.join(root, key, file);
}

export function localDiskStorage(root: string): MediaStorage {
  return {
    location: root,
    async read(key, file) {
      try {
        return await fs.readFile(checkedPath(root, key, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async write(key, file, data) {
      const target = checkedPath(root, key, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async exists(key, file) {
      try {
        await fs.access(checkedPath(root, key, file));
        return true;
      } catch {
        return false;
      }
    },
  };
}

const stores = new Map<string, MediaStorage>();

/**
 * The shop's media store, one per data folder. S3 settings (config.s3) are read by a later
 * implementation of MediaStorage; until then media stay on the local disk.
 */
export function mediaStorage(config: Pick<Config, "dataDir">): MediaStorage {
  const root = path.join(config.dataDir, "media");
  let store = stores.get(root);
  if (!store) {
    store = localDiskStorage(root);
    stores.set(root, store);
  }
  return store;
}
