// Media keys and file names: keys are server-made (a slug of a hint plus a content hash) and are
// the only names that ever reach the store; file names are the few the URL contract allows, plus
// the private SVG source a drawing's master is rendered from.
import crypto from "node:crypto";
import { type ImageFormat, type ImageWidth, imageWidths } from "../../../core/media.ts";

const keyPattern = /^[A-Za-z0-9_-]+$/;

export function isMediaKey(value: string): boolean {
  return value.length > 0 && value.length <= 120 && keyPattern.test(value);
}

/** "Amethyst Tumble (front)" + bytes → "amethyst-tumble-front-3f9a1c2b7d". */
export function makeMediaKey(hint: string, content: Buffer | string): string {
  const slug =
    hint
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "image";
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 10);
  return `${slug}-${hash}`;
}

/** The master: at most 1600 px wide, WebP. */
export const masterFile = "full.webp";
/** The shop's own drawing a master is rendered from (never served). */
export const sourceFile = "source.svg";

export type MediaFile = { kind: "master" } | { kind: "derived"; width: ImageWidth; format: ImageFormat };

/** Reads "full.webp", "480.avif", "1200.webp"; anything else (other widths, formats, names) is null. */
export function parseMediaFile(file: string): MediaFile | null {
  if (file === masterFile) return { kind: "master" };
  const match = /^(\d{2,4})\.(avif|webp)$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  const format = match[2] as ImageFormat;
  if (!(imageWidths as readonly number[]).includes(width)) return null;
  return { kind: "derived", width: width as ImageWidth, format };
}

/**
 * The file a request names in the store: the master for its key-named form ("{key}.webp", what the
 * product export links to); for a format-free size ("480") AVIF when the browser says it reads it
 * (every current browser does), otherwise WebP, which every browser the shop supports reads. Other
 * file names are returned as they are.
 */
export function negotiatedFile(file: string, accept: string | undefined, key?: string): string {
  if (key !== undefined && file === `${key}.webp`) return masterFile;
  if (!/^\d{2,4}$/.test(file)) return file;
  return `${file}.${acceptsAvif(accept ?? "") ? "avif" : "webp"}`;
}

/** Whether an Accept header names image/avif with a weight above zero. */
function acceptsAvif(accept: string): boolean {
  for (const entry of accept.split(",")) {
    const [type, ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/avif") continue;
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    return weight === undefined || Number(weight.slice(2)) > 0;
  }
  return false;
}

export function contentTypeOf(file: string): string {
  return file.endsWith(".avif") ? "image/avif" : "image/webp";
}
