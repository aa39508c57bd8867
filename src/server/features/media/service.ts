// Storing images: uploads (type read from the bytes, re-encoded, metadata stripped, server-made
// key) and the shop's own SVG drawings, rendered into masters. Everything ends as a WebP master in
// the media store and a row in the media table.
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Invalid } from "../../http/errors.ts";
import { encodeMaster, maxInputPixels, probeImage, requestQueue, svgPixelSize, UnreadableImage } from "./encoder.ts";
import { readMaster } from "./files.ts";
import { detectImageType } from "./image-type.ts";
import { makeMediaKey, masterFile, sourceFile } from "./keys.ts";
import { insertMediaRows, type MediaRow } from "./queries.ts";
import { mediaStorage } from "./storage.ts";

export type { MediaRow } from "./queries.ts";

export interface StoreImageOptions {
  /** Alt text in the shop's words. */
  alt: string;
  /** Readable start of the key ("amethyst-tumble-front"); the server adds a content hash. */
  keyHint: string;
}

export const refusedTypeMessage = "Only JPEG, PNG, GIF and WebP images are allowed.";
export const tooLargeMessage = "The image is too large: at most 40 megapixels.";
export const unreadableMessage = "The image could not be read.";

/** Stores an uploaded image and returns its media key. Throws Invalid for anything but a sound JPEG, PNG, GIF or WebP. */
export async function storeImage(ctx: AppContext, input: Buffer, options: StoreImageOptions): Promise<string> {
  const type = detectImageType(input);
  if (!type) throw new Invalid(refusedTypeMessage);
  const probe = await probeImage(input).catch(() => {
    throw new Invalid(unreadableMessage);
  });
  if (probe.format !== type) throw new Invalid(unreadableMessage);
  if (probe.width * probe.height > maxInputPixels) throw new Invalid(tooLargeMessage);

  const key = makeMediaKey(options.keyHint, input);
  const master = await requestQueue
    .run(() => encodeMaster(input))
    .catch((error) => {
      throw error instanceof UnreadableImage ? new Invalid(unreadableMessage) : error;
    });
  await mediaStorage(ctx.config).write(key, masterFile, master.data);
  await insertMediaRows(ctx.db, [imageRow(key, master.data.length, master.width, master.height, options.alt)]);
  return key;
}

/** Renders one of the shop's SVG drawings into a stored master now, and returns its key. */
export async function storeSvgRendering(ctx: AppContext, svg: string, options: StoreImageOptions): Promise<string> {
  const storage = mediaStorage(ctx.config);
  const key = makeMediaKey(options.keyHint, svg);
  if (!(await storage.exists(key, masterFile))) await storage.write(key, sourceFile, Buffer.from(svg));
  const master = await readMaster(storage, key);
  if (!master) throw new Error(`Rendering ${key} failed`);
  const size = svgPixelSize(svg);
  await insertMediaRows(ctx.db, [imageRow(key, master.length, size.width, size.height, options.alt)]);
  return key;
}

export interface SvgRendering extends StoreImageOptions {
  /** A complete SVG document whose width and height (in pixels) are the master's size. */
  svg: string;
}

/** The key a drawing is stored under: the same drawing always gets the same key. */
export function svgKey(rendering: Pick<SvgRendering, "svg" | "keyHint">): string {
  return makeMediaKey(rendering.keyHint, rendering.svg);
}

/**
 * Stores many drawings for later rendering (the demo catalogue): each distinct drawing's SVG source
 * is written once, and its master is rendered the first time any size of it is asked for (or by
 * `warmMasters`). Rendering ~200 masters up front would take most of the first start on a 2-core
 * machine. Returns one row per distinct key for `recordMedia`, in the caller's transaction.
 */
export async function stageSvgRenderings(ctx: AppContext, renderings: readonly SvgRendering[]): Promise<MediaRow[]> {
  const storage = mediaStorage(ctx.config);
  const distinct = new Map<string, SvgRendering>();
  for (const rendering of renderings) {
    const key = svgKey(rendering);
    if (!distinct.has(key)) distinct.set(key, rendering);
  }
  const rows: MediaRow[] = [];
  const entries = [...distinct];
  // a few writes at a time: plenty for a local disk, polite to object storage later
  for (let start = 0; start < entries.length; start += 16) {
    const batch = entries.slice(start, start + 16);
    rows.push(
      ...(await Promise.all(
        batch.map(async ([key, rendering]) => {
          const source = Buffer.from(rendering.svg);
          if (!(await storage.exists(key, masterFile))) await storage.write(key, sourceFile, source);
          const size = svgPixelSize(rendering.svg);
          return imageRow(key, source.length, size.width, size.height, rendering.alt);
        }),
      )),
    );
  }
  return rows;
}

/**
 * Renders the masters of staged drawings in the background, one at a time and only while no
 * request is waiting for an encoding, so the first shoppers find most images ready.
 */
export async function warmMasters(ctx: AppContext, keys: readonly string[]): Promise<void> {
  const storage = mediaStorage(ctx.config);
  for (const key of keys) await readMaster(storage, key, "background");
}

/** Writes media rows (several per statement), inside the caller's transaction when given one. */
export async function recordMedia(exec: Executor, rows: readonly MediaRow[]): Promise<void> {
  await insertMediaRows(exec, rows);
}

function imageRow(key: string, bytes: number, width: number, height: number, alt: string): MediaRow {
  return { key, kind: "image", contentType: "image/webp", width, height, bytes, alt };
}
