// A shop image as <picture>: one format-free URL per stored width the layout can use (core/media.ts;
// the server answers AVIF or WebP by the browser's Accept), width and height set so nothing shifts, lazy unless it is above the fold; an image above the fold is also preloaded
// from the <head>. A missing image shows the shop's
// placeholder (spec section 8: "Missing or broken images fall back to a placeholder image").
import { useState } from "react";
import { preload } from "react-dom";
import { type ImageWidth, mediaKeyOf, mediaUrl, srcSet, widthsForSizes } from "../../core/media.ts";

export const placeholderImage = "/placeholder.svg";

export interface ProductImageProps {
  /** A shop media URL (/media/{key}/...) or null when the product has none. */
  src: string | null | undefined;
  /** The image described in the shop's words; "" only for an image that repeats nearby text. */
  alt: string;
  /** Intrinsic size for the aspect ratio (default 480 × 600, the 4:5 frame). */
  width?: number;
  height?: number;
  /** Rendered width hints, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** Not needed for the first view (a slide not shown yet, a thumbnail): fetched after what is. */
  lowPriority?: boolean;
  /** Widths to offer (default: the stored widths the `sizes` can use, core/media.ts). */
  widths?: readonly ImageWidth[];
  className?: string;
}

export function ProductImage({
  src,
  alt,
  width = 480,
  height = 600,
  sizes,
  priority = false,
  lowPriority = false,
  widths: chosenWidths,
  className,
}: ProductImageProps) {
  const widths = chosenWidths ?? widthsForSizes(sizes);
  const [broken, setBroken] = useState(false);
  const key = src && !broken ? mediaKeyOf(src) : null;
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : lowPriority ? "low" : undefined;
  if (!key || !src) {
    const fallback = broken || !src ? placeholderImage : src;
    return (
      <picture className={className}>
        <img
          src={fallback}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          onError={() => setBroken(true)}
        />
      </picture>
    );
  }
  const middle = widths[Math.min(2, widths.length - 1)] ?? 480;
  if (priority) {
    // often the page's largest paint: the browser asks for it as soon as the <head> arrives, not
    // once the parser reaches it below the header's HTML
    preload(mediaUrl(key, middle), {
      as: "image",
      imageSrcSet: srcSet(src, widths),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      {/* srcset and sizes before src: a browser that meets src first may fetch it too */}
      <img
        srcSet={srcSet(src, widths)}
        sizes={sizes}
        src={mediaUrl(key, middle)}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? "sync" : "async"}
        onError={() => setBroken(true)}
      />
    </picture>
  );
}
