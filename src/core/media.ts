// Image URLs. Every stored image has a key; the shop serves it at fixed widths:
//   /media/{key}/{width}            e.g. /media/amethyst-tumble-front-3f9a1c/480: AVIF or WebP, chosen
//                                   by the request's Accept (answered with Vary: Accept); what pages use
//   /media/{key}/{width}.{format}   one format whatever the browser accepts (e.g. 1200.webp for
//                                   social cards, whose crawlers may not read AVIF); older pages' URLs
//   /media/{key}/full.webp          the master (at most 1600 px wide)
//   /media/{key}/{key}.webp         the same master named after its key: what the product export
//                                   writes, so each image's address ends in a file name of its own
//   /media/{key}/report.pdf         a lab report PDF (not an image: a download, decision 0054)
// Keys carry a content hash, so every URL is immutable and cached for a year. One URL per width
// instead of a <source> per format halves a page's image markup (decision 0029).

export const imageWidths = [240, 360, 480, 720, 960, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * A shop image's URL: the master by default; at a stored width, format-free (the server picks AVIF
 * or WebP from the browser's Accept) unless a `format` is named.
 */
export function mediaUrl(key: string, width: ImageWidth | "full" = "full", format?: ImageFormat): string {
  if (width === "full") return `/media/${key}/full.webp`;
  return format ? `/media/${key}/${width}.${format}` : `/media/${key}/${width}`;
}

/**
 * The master's URL whose last part is the image's own ("amethyst-front-3f9a1c2b7d.webp"): files
 * downloaded from an export keep distinct names, which an import matches in a ZIP.
 */
export function namedMediaUrl(key: string): string {
  return `/media/${key}/${key}.webp`;
}

/** A lab report PDF's address: always a download (served with content-disposition: attachment). */
export function labReportUrl(key: string): string {
  return `/media/${key}/report.pdf`;
}

/** The key inside a shop media URL (any of the forms above), or null for any other URL. */
export function mediaKeyOf(url: string): string | null {
  const match =
    /^\/media\/([A-Za-z0-9_-]+)\/(?:full\.(?:webp|avif)|\d+(?:\.(?:webp|avif))?|([A-Za-z0-9_-]+)\.webp)$/.exec(url);
  if (match?.[2] !== undefined && match[2] !== match[1]) return null;
  return match?.[1] ?? null;
}

/**
 * A shop image in fewer bytes for a page's data (issue 23: hydration data carries what the page
 * draws): its key when the URL is a shop media URL (any form above), the URL itself otherwise.
 * `imageOfRef` turns it back into a URL (the master's, for a key); the widths come from the key.
 */
export function imageRef(url: string): string {
  return mediaKeyOf(url) ?? url;
}

export function imageOfRef(ref: string): string {
  // a key never holds "/"; a URL always does
  return ref.includes("/") ? ref : mediaUrl(ref);
}

/** srcset for a shop image URL, one format-free URL per width; other URLs get no srcset. */
export function srcSet(url: string, widths: readonly ImageWidth[] = imageWidths): string | undefined {
  const key = mediaKeyOf(url);
  if (!key) return undefined;
  return widths.map((width) => `${mediaUrl(key, width)} ${width}w`).join(", ");
}

/**
 * The stored widths a layout can use, from its `sizes`: from the largest width at or below the
 * slot's narrowest rendering (CSS px on a 320 px phone or at the narrowest viewport of its
 * breakpoint) to the smallest width at or above its widest rendering at twice the pixel density
 * (widest viewport 2560 px). A slot always 64 px wide gets 240 alone; a slot as wide as the phone
 * keeps every width. A `sizes` it cannot read (calc, max-width) keeps every width. An image shown
 * only from some viewport up (a desktop hover image) passes that viewport as `narrowestViewport`.
 */
export function widthsForSizes(sizes: string, narrowestViewport = 320): readonly ImageWidth[] {
  const entries = sizes.split(",").map((entry) => entry.trim());
  const slots: Array<{ minViewport: number | undefined; value: number; unit: "px" | "vw" }> = [];
  for (const entry of entries) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) return imageWidths;
    slots.push({
      minViewport: match[1] === undefined ? undefined : Number(match[1]),
      value: Number(match[2]),
      unit: match[3] as "px" | "vw",
    });
  }
  let narrowest = Number.POSITIVE_INFINITY;
  let widest = 0;
  // the browser takes the first entry whose condition holds: an entry's viewports end where an
  // earlier entry's begin
  let upper = 2560;
  for (const slot of slots) {
    const lower = Math.max(slot.minViewport ?? narrowestViewport, narrowestViewport);
    if (lower <= upper) {
      const low = slot.unit === "px" ? slot.value : (slot.value * lower) / 100;
      const high = slot.unit === "px" ? slot.value : (slot.value * upper) / 100;
      narrowest = Math.min(narrowest, low);
      widest = Math.max(widest, high);
    }
    if (slot.minViewport === undefined) break;
    upper = Math.min(upper, slot.minViewport - 1);
  }
  if (!Number.isFinite(narrowest)) return imageWidths;
  const from = [...imageWidths].reverse().find((width) => width <= narrowest) ?? imageWidths[0];
  const to = imageWidths.find((width) => width >= widest * 2) ?? imageWidths[imageWidths.length - 1];
  return imageWidths.filter((width) => width >= from && width <= (to ?? 1200));
}

/**
 * The part of a `sizes` that can apply from `viewport` up: the entries for wider viewports, then the
 * first entry that holds at `viewport`, without its condition (it is the fallback now). For an image
 * never shown below `viewport` (a hover image), the same choice in fewer bytes. A `sizes` it cannot
 * read is returned as it is.
 */
export function sizesFrom(sizes: string, viewport: number): string {
  const entries = sizes.split(",").map((entry) => entry.trim());
  const kept: string[] = [];
  for (const entry of entries) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?(?:px|vw))$/.exec(entry);
    if (!match) return sizes;
    if (match[1] === undefined || Number(match[1]) <= viewport) {
      kept.push(match[2] ?? entry);
      return kept.join(", ");
    }
    kept.push(entry);
  }
  return kept.join(", ");
}

/** The video containers a review may carry (told from the file's first bytes, never its name). */
export type VideoType = "mp4" | "webm";

/** Video uploads (reviews) are kept as sent after their type is checked: /media/{key}/video.{mp4|webm}. */
export function videoUrl(key: string, extension: VideoType): string {
  return `/media/${key}/video.${extension}`;
}
