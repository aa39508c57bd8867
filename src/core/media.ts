// Image URLs. Every stored image has a key; the shop serves it at fixed widths in AVIF and WebP:
//   /media/{key}/{width}.{format}   e.g. /media/amethyst-tumble-front-3f9a1c/480.avif
//   /media/{key}/full.webp          the master (at most 1600 px wide)
// Keys carry a content hash, so every URL is immutable and cached for a year.

export const imageWidths = [240, 360, 480, 720, 960, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function mediaUrl(key: string, width: ImageWidth | "full" = "full", format: ImageFormat = "webp"): string {
  return `/media/${key}/${width}.${format}`;
}

/** The key inside a shop media URL, or null for any other URL. */
export function mediaKeyOf(url: string): string | null {
  const match = /^\/media\/([A-Za-z0-9_-]+)\/(?:full|\d+)\.(?:webp|avif)$/.exec(url);
  return match?.[1] ?? null;
}

/** srcset for a shop image URL in one format; other URLs get no srcset. */
export function srcSet(
  url: string,
  format: ImageFormat,
  widths: readonly ImageWidth[] = imageWidths,
): string | undefined {
  const key = mediaKeyOf(url);
  if (!key) return undefined;
  return widths.map((width) => `${mediaUrl(key, width, format)} ${width}w`).join(", ");
}

/** Video uploads (reviews) are kept as sent after their type is checked: /media/{key}/video.{mp4|webm}. */
export function videoUrl(key: string, extension: "mp4" | "webm"): string {
  return `/media/${key}/video.${extension}`;
}
