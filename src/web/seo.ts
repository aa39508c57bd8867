// Meta tags for search engines and link previews, the same way on every page: a unique title and
// description, the canonical URL, Open Graph (og:*) and a Twitter card. Canonical and og:url must
// be absolute, so the loader tells the page its origin (PUBLIC_URL when set, else the shop's own address).
//
// Use in a route file:
//
//   import { pageOrigin, seoMeta } from "../seo.ts";
//
//   export async function loader({ request, context }: Route.LoaderArgs) {
//     return { origin: pageOrigin(request, context), ...yourData };
//   }
//
//   export function meta({ data, location }: Route.MetaArgs) {
//     return seoMeta({
//       origin: data?.origin,
//       path: location.pathname,           // query strings are left out of the canonical URL
//       title: "Amethyst Tumble Stone",    // " · Sattva" is added (pass fullTitle to set it whole)
//       description: "…",                 // 1-2 sentences, ~155 characters (longer is cut on a word)
//       image: product.frontImage,         // optional: a shop media URL or an absolute URL
//       imageAlt: product.name,
//       type: "product",                   // "website" (default), "article" or "product"
//     });
//   }
//
// Structured data (JSON-LD) goes in the page as <JsonLd data={...} /> (components/json-ld.tsx).
// The fallback share image is /social-card.png (1200 × 630, in public/).
import type { AppLoadContext, MetaDescriptor } from "react-router";
import { languageOfPath } from "../core/i18n.ts";
import { mediaKeyOf, mediaUrl } from "../core/media.ts";
import { alternates } from "./hreflang.ts";

export { alternates };

export const siteName = "Sattva";
export const defaultShareImage = "/social-card.png";
const defaultShareImageSize = { width: 1200, height: 630 };
const descriptionLength = 160;

/** The origin canonical links use: PUBLIC_URL, else the shop's own address, never the request's Host. */
export function pageOrigin(_request: Request, context: Pick<AppLoadContext, "services">): string {
  return context.services.settings.origin();
}

/** An absolute URL on the shop: "/aboutus" → "https://sattva.in/aboutus". Absolute URLs stay. */
export function absoluteUrl(origin: string | undefined, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin ?? ""}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Cuts a description at a word near the limit, with an ellipsis. */
export function shortDescription(text: string, limit = descriptionLength): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

export interface SeoPage {
  /** From the loader (pageOrigin); without it the canonical URL is relative. */
  origin: string | undefined;
  /** The page's path, usually location.pathname (no query string). */
  path: string;
  /** The page's own title; the shop's name is appended. */
  title: string;
  /** Set the whole title yourself (the home page). */
  fullTitle?: boolean;
  description: string;
  /** A shop media URL (/media/…, the 1200 px WebP is used), a public path or an absolute URL. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "product";
  /** Keep the page out of search results (it is still followed). */
  noindex?: boolean;
}

/** The meta descriptors of one page: return them from the route's `meta` (add your own after). */
export function seoMeta(page: SeoPage): MetaDescriptor[] {
  const title = page.fullTitle ? page.title : `${page.title} · ${siteName}`;
  const description = shortDescription(page.description);
  const url = absoluteUrl(page.origin, page.path);
  const key = page.image ? mediaKeyOf(page.image) : null;
  const imagePath = key ? mediaUrl(key, 1200, "webp") : (page.image ?? defaultShareImage);
  const image = absoluteUrl(page.origin, imagePath);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: page.imageAlt ?? title },
    { property: "og:locale", content: languageOfPath(page.path) === "hi" ? "hi_IN" : "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    ...alternates(page.origin, page.path),
  ];
  if (!page.image) {
    tags.push(
      { property: "og:image:width", content: String(defaultShareImageSize.width) },
      { property: "og:image:height", content: String(defaultShareImageSize.height) },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** JSON-LD for the shop as an organisation (about and contact pages). */
export function organizationJsonLd(
  origin: string | undefined,
  contact: { telephone: string; email: string; complaintsTelephone?: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteName,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/favicon.svg"),
    address: { "@type": "PostalAddress", addressLocality: "New Delhi", addressCountry: "IN" },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: contact.telephone,
        email: contact.email,
        areaServed: "IN",
        availableLanguage: ["en", "hi"],
      },
      ...(contact.complaintsTelephone
        ? [{ "@type": "ContactPoint", contactType: "customer service", telephone: contact.complaintsTelephone }]
        : []),
    ],
  };
}
