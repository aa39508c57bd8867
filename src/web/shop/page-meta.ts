// The head of the shop's listing pages (landings, /shop, /search): title, description, canonical
// link, Open Graph tags and a JSON-LD BreadcrumbList, all from one description of the page.
import type { MetaDescriptor } from "react-router";
import { type Language, pathIn } from "../../core/i18n.ts";
import { mediaKeyOf, mediaUrl } from "../../core/media.ts";
import { alternates } from "../hreflang.ts";

export const shopName = "Sattva";

export interface PageMetaInput {
  /** The page's own title; " · Sattva" is added. */
  title: string;
  description: string;
  /** Site origin ("https://sattva.example") from the loader; links are made absolute with it. */
  origin: string;
  /** Path and query of the canonical URL. */
  canonicalPath: string;
  /** A shop image URL (/media/...) for link previews. */
  image?: string | null;
  /** Search results and other pages that should stay out of search engines. */
  noindex?: boolean;
  /** Name → path, from Home to this page, for the BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
  /** The page's language (default English): Hindi's canonical path is its /hi one. */
  language?: Language;
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** A shop image as a 1200 px WebP (what link previews read best), or null. */
function previewImage(origin: string, image: string | null | undefined): string | null {
  if (!image) return null;
  const key = mediaKeyOf(image);
  return absolute(origin, key ? mediaUrl(key, 1200, "webp") : image);
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = `${input.title} · ${shopName}`;
  const language = input.language ?? "en";
  const url = absolute(input.origin, pathIn(language, input.canonicalPath));
  const image = previewImage(input.origin, input.image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: language === "hi" ? "hi_IN" : "en_IN" },
    ...alternates(input.origin, input.canonicalPath),
  ];
  if (image)
    tags.push({ property: "og:image", content: image }, { name: "twitter:card", content: "summary_large_image" });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: input.breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absolute(input.origin, pathIn(language, crumb.path)),
        })),
      },
    });
  }
  return tags;
}

/** The origin a page is served from, for absolute links in its head. */
export function originOf(request: Request): string {
  return new URL(request.url).origin;
}
