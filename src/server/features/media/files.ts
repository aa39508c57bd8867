// Reading a media file for the /media route. The master is read as stored, or rendered from the
// drawing's SVG source the first time it is needed (demo images are stored that way, which keeps
// the first start fast). Responsive sizes are made on first request, from the master (or straight
// from the drawing while it has no master yet), written to the store, and read from there
// afterwards. Concurrent first requests share one encoding.

import type { EncodePriority } from "./encode-queue.ts";
import { encodeDerived, encodeDerivedFromSvg, renderSvgMaster, requestQueue } from "./encoder.ts";
import { isMediaKey, type MediaFile, masterFile, parseMediaFile, sourceFile } from "./keys.ts";
import type { MediaStorage } from "./storage.ts";

const inFlight = new Map<string, Promise<Buffer | null>>();

/** Encodings made on demand (logs and tests read them). */
export const encodingCounts = { masters: 0, derived: 0 };

/** The file's bytes, or null when the key, the file name or the image does not exist. */
export async function readMediaFile(storage: MediaStorage, key: string, file: string): Promise<Buffer | null> {
  const parsed = parseMediaFile(file);
  if (!parsed || !isMediaKey(key)) return null;
  if (parsed.kind === "master") return readMaster(storage, key);
  return once(storage, key, file, () => derive(storage, key, file, parsed));
}

/** The master, rendered from its SVG source first when there is only a source. */
export function readMaster(
  storage: MediaStorage,
  key: string,
  priority: EncodePriority = "request",
): Promise<Buffer | null> {
  return once(storage, key, masterFile, async () => {
    const source = await storage.read(key, sourceFile);
    if (!source) return null;
    const master = await requestQueue.run(() => renderSvgMaster(source.toString("utf8")), priority);
    encodingCounts.masters += 1;
    await storage.write(key, masterFile, master.data);
    return master.data;
  });
}

async function derive(
  storage: MediaStorage,
  key: string,
  file: string,
  parsed: Extract<MediaFile, { kind: "derived" }>,
): Promise<Buffer | null> {
  const master = await storage.read(key, masterFile);
  const source = master ? null : await storage.read(key, sourceFile);
  if (!master && !source) return null;
  const data = await requestQueue.run(() =>
    master
      ? encodeDerived(master, parsed.width, parsed.format)
      : encodeDerivedFromSvg(source as Buffer, parsed.width, parsed.format),
  );
  encodingCounts.derived += 1;
  await storage.write(key, file, data);
  return data;
}

/**
 * Reads a stored file, or makes it with `make` exactly once however many callers ask at the same
 * time: later callers wait for the first one's result.
 */
async function once(
  storage: MediaStorage,
  key: string,
  file: string,
  make: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const id = `${storage.location}\u0000${key}/${file}`;
  const pending = inFlight.get(id);
  if (pending) return pending;
  const stored = await storage.read(key, file);
  if (stored) return stored;
  const started = inFlight.get(id);
  if (started) return started;
  const job = (async () => {
    // another caller may have finished this file between our read and now
    const written = await storage.read(key, file);
    return written ?? make();
  })().finally(() => inFlight.delete(id));
  inFlight.set(id, job);
  return job;
}
