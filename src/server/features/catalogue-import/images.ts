// The import's images: from the ZIP uploaded with the CSV (matched by file name, or by the last part
// of the Image Src address), else fetched from the address through http/outbound.ts (public
// addresses only, every redirect checked). Every image goes through the media
// module (type read from the bytes, re-encoded); one already stored (same slot, same bytes) is not
// encoded again. An image that cannot be had is a problem of its row, never of the whole import.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { importMessages } from "../../../core/catalogue-import.ts";
import type { AppContext } from "../../context.ts";
import { media } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { OutboundRefused, safeFetch } from "../../http/outbound.ts";
import { makeMediaKey } from "../media/keys.ts";
import { storeImage } from "../media/service.ts";
import type { PlannedImage, Problem } from "./to-input.ts";

const fetchTimeoutMs = 15_000;
const maxImageBytes = 10 * 1024 * 1024;

/** "https://cdn.shopify.com/s/files/1/x/Amethyst%20Front.jpg?v=12" → "amethyst front.jpg". */
export function fileNameOf(source: string): string {
  const bare = source.split(/[?#]/)[0] ?? "";
  const last = bare.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

const isAddress = (source: string) => /^https?:\/\//i.test(source);

/** The images ZIP: its file names (without folders, lower case) and each file's bytes on demand. */
export class ImageArchive {
  private readonly names = new Map<string, string>();
  private constructor(private readonly data: Uint8Array) {
    unzipSync(data, {
      filter: (file) => {
        if (!file.name.endsWith("/")) this.names.set(path.posix.basename(file.name).toLowerCase(), file.name);
        return false;
      },
    });
  }

  static open(file: string | null): ImageArchive | null {
    if (!file) return null;
    return new ImageArchive(fs.readFileSync(file));
  }

  /** Throws when the bytes are not a ZIP archive. */
  static check(data: Uint8Array): void {
    new ImageArchive(data);
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  read(name: string): Buffer | null {
    const entry = this.names.get(name);
    if (!entry) return null;
    const files = unzipSync(this.data, { filter: (file) => file.name === entry });
    const bytes = files[entry];
    return bytes ? Buffer.from(bytes) : null;
  }
}

/** Problems the dry run can see without fetching: a file name that is in no ZIP. */
export function missingImages(images: readonly PlannedImage[], archive: ImageArchive | null): Problem[] {
  return images
    .filter((image) => !isAddress(image.source) && !archive?.has(fileNameOf(image.source)))
    .map((image) => ({ row: image.row, column: image.column, message: importMessages.imageMissing(image.source) }));
}

/** The image at the address, through the guarded outbound fetch (http/outbound.ts). */
function download(ctx: AppContext, url: string): Promise<Buffer> {
  return safeFetch(url, { policy: ctx.outbound, timeoutMs: fetchTimeoutMs, maxBytes: maxImageBytes });
}

/** The row's problem when the address could not be had: refused (and why) or unreachable. */
function downloadProblem(url: string, error: unknown): string {
  if (error instanceof OutboundRefused) return importMessages.imageNotFetched(url, error.message);
  return importMessages.imageUnreachable(url);
}

/** Stores each planned image; answers its media key (null where it failed) and the problems. */
export async function storeImages(
  ctx: AppContext,
  handle: string,
  images: readonly PlannedImage[],
  archive: ImageArchive | null,
): Promise<{ keys: (string | null)[]; problems: Problem[] }> {
  const keys: (string | null)[] = [];
  const problems: Problem[] = [];
  for (const image of images) {
    const name = fileNameOf(image.source);
    let bytes: Buffer | null = archive?.read(name) ?? null;
    if (!bytes && isAddress(image.source)) {
      bytes = await download(ctx, image.source).catch((error: unknown) => {
        problems.push({ row: image.row, column: image.column, message: downloadProblem(image.source, error) });
        return null;
      });
    } else if (!bytes) {
      problems.push({ row: image.row, column: image.column, message: importMessages.imageMissing(image.source) });
    }
    if (!bytes) {
      keys.push(null);
      continue;
    }
    const slot = image.slot.kind === "variant" ? `v${image.slot.variant + 1}-${image.slot.role}` : image.slot.role;
    const keyHint = `${handle}-${slot}`.slice(0, 60);
    const known = makeMediaKey(keyHint, bytes);
    const [stored] = await ctx.db.select({ key: media.key }).from(media).where(eq(media.key, known));
    if (stored) {
      keys.push(stored.key);
      continue;
    }
    try {
      keys.push(await storeImage(ctx, bytes, { alt: image.alt, keyHint }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      problems.push({ row: image.row, column: image.column, message: importMessages.imageRefused(error.message) });
      keys.push(null);
    }
  }
  return { keys, problems };
}
