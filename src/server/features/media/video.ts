// Review videos: MP4 and WebM recognised from their structure (never from the name or the type the
// browser claims), stored without their metadata (video-clean.ts) under a server-made key (/media/{key}/video.{mp4|webm}, see
// core/media.ts) and served with their type, nosniff, a sandboxing CSP and byte ranges (Safari and
// seeking need them). There is no video encoder on the server, so a video is not re-encoded: its
// container is checked box by box (MP4) or element by element (WebM) instead.
import type { RequestHandler } from "express";
import type { VideoType } from "../../../core/media.ts";
import type { AppContext } from "../../context.ts";
import { Invalid } from "../../http/errors.ts";
import { isMediaKey, makeMediaKey } from "./keys.ts";
import { insertMediaRows } from "./queries.ts";
import { mediaStorage } from "./storage.ts";
import { cleanVideo, uncleanableVideoMessage } from "./video-clean.ts";

export const videoContentTypes: Record<VideoType, string> = { mp4: "video/mp4", webm: "video/webm" };

export const refusedVideoMessage = "Only MP4 and WebM videos are allowed.";

/** MP4-family brands phones and editors write (ISO base media, MPEG-4, 3GPP); QuickTime is not one. */
const mp4Brands = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "hvc1",
  "av01",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "NDAS",
  "f4v ",
  "3gp4",
  "3gp5",
  "3gp6",
  "3g2a",
]);

/**
 * An MP4: top-level boxes that chain exactly to the end of the file, an `ftyp` box first with an
 * MP4-family brand, and a `moov` box (the movie's index) somewhere.
 */
function isMp4(bytes: Buffer): boolean {
  let offset = 0;
  let sawMovie = false;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(bytes.length)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < header || offset + size > bytes.length) return false;
    if (offset === 0) {
      if (type !== "ftyp" || size < 16) return false;
      if (!mp4Brands.has(bytes.toString("latin1", offset + 8, offset + 12))) return false;
    }
    if (type === "moov") sawMovie = true;
    offset += size;
  }
  return sawMovie;
}

/** An EBML variable-length integer at offset: its length in bytes and its value (marker bit removed). */
function readVint(bytes: Buffer, offset: number, keepMarker = false): { length: number; value: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[offset + index] ?? 0);
  return { length, value };
}

const ebmlHeaderId = 0x1a45dfa3;
const docTypeId = 0x4282;
const segmentId = 0x18538067;

/** A WebM: an EBML header whose DocType is "webm", followed by a Segment element. */
function isWebm(bytes: Buffer): boolean {
  const headerId = readVint(bytes, 0, true);
  if (!headerId || headerId.value !== ebmlHeaderId) return false;
  const headerSize = readVint(bytes, headerId.length);
  if (!headerSize) return false;
  const bodyStart = headerId.length + headerSize.length;
  const bodyEnd = bodyStart + headerSize.value;
  if (bodyEnd > bytes.length) return false;
  let docType = "";
  for (let offset = bodyStart; offset < bodyEnd; ) {
    const id = readVint(bytes, offset, true);
    const size = id ? readVint(bytes, offset + id.length) : null;
    if (!id || !size) return false;
    const start = offset + id.length + size.length;
    if (start + size.value > bodyEnd) return false;
    if (id.value === docTypeId) docType = bytes.toString("latin1", start, start + size.value).replace(/\0+$/, "");
    offset = start + size.value;
  }
  if (docType !== "webm") return false;
  const segment = readVint(bytes, bodyEnd, true);
  return segment?.value === segmentId;
}

/** The video's container type read from its bytes, or null for anything else. */
export function detectVideoType(bytes: Buffer): VideoType | null {
  if (isMp4(bytes)) return "mp4";
  if (isWebm(bytes)) return "webm";
  return null;
}

export function videoFileName(type: VideoType): string {
  return `video.${type}`;
}

export interface StoreVideoOptions {
  /** What the video shows, in the shop's words. */
  alt: string;
  /** Readable start of the key; the server adds a content hash. */
  keyHint: string;
}

/**
 * Stores an uploaded MP4 or WebM video, its metadata removed (video-clean.ts), and returns its media
 * key. Throws Invalid for anything else, and for a video that cannot be cleaned.
 */
export async function storeVideo(ctx: AppContext, input: Buffer, options: StoreVideoOptions): Promise<string> {
  const type = detectVideoType(input);
  if (!type) throw new Invalid(refusedVideoMessage);
  const cleaned = cleanVideo(type, input);
  // what is stored must still be a video of the same kind
  if (detectVideoType(cleaned) !== type) throw new Invalid(uncleanableVideoMessage);
  const key = makeMediaKey(options.keyHint, cleaned);
  await mediaStorage(ctx.config).write(key, videoFileName(type), cleaned);
  await insertMediaRows(ctx.db, [videoRow(key, type, cleaned.length, options.alt)]);
  return key;
}

export function videoRow(key: string, type: VideoType, bytes: number, alt: string) {
  return { key, kind: "video" as const, contentType: videoContentTypes[type], bytes, alt };
}

/** One `bytes=start-end` range (the only kind browsers send for media), or null when there is none. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    // the last n bytes
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/**
 * GET /media/{key}/video.{mp4|webm}. Anything else goes on to the image handler. A video URL never
 * changes meaning (the key carries a content hash), so it is cached for a year.
 */
export function videoHandler(ctx: AppContext): RequestHandler {
  const storage = mediaStorage(ctx.config);
  return async (req, res, next) => {
    const key = String(req.params.key ?? "");
    const file = String(req.params.file ?? "");
    const type = /^video\.(mp4|webm)$/.exec(file)?.[1] as VideoType | undefined;
    if (!type) return next();
    try {
      const data = isMediaKey(key) ? await storage.read(key, file) : null;
      if (!data) {
        res.status(404).setHeader("Cache-Control", "no-cache").type("text/plain").send("Not found");
        return;
      }
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("X-Content-Type-Options", "nosniff");
      // whatever the container hides, it is never a document that runs anything
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Accept-Ranges", "bytes");
      res.setHeader("Content-Type", videoContentTypes[type]);
      const range = parseRange(req.headers.range, data.length);
      if (range === "invalid") {
        res.status(416).setHeader("Content-Range", `bytes */${data.length}`).end();
        return;
      }
      if (range) {
        res.status(206);
        res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${data.length}`);
        res.setHeader("Content-Length", String(range.end - range.start + 1));
        res.end(data.subarray(range.start, range.end + 1));
        return;
      }
      res.setHeader("Content-Length", String(data.length));
      res.status(200).end(data);
    } catch (error) {
      next(error);
    }
  };
}
