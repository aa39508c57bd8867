// What search engines read: robots.txt (what not to crawl, where the sitemap is) and the sitemap
// (every public product page, category landing, the shop and the content pages), built from the
// catalogue. Knows nothing of HTTP: callers pass the shop's absolute origin.

import { parentCategories, productPath } from "../../../core/catalogue.ts";
import { hasHindiPage, hreflang, pathIn } from "../../../core/i18n.ts";
import type { AppContext } from "../../context.ts";
import { type ProductStamp, productStamps } from "../catalogue/service.ts";

/** Pages for signed-in people, one person's data, or the shop's machinery: never crawled. */
export const disallowedPaths = [
  "/api/",
  "/dev/",
  "/userdashboard",
  "/wishlist",
  "/checkout-page",
  "/thankyou-page",
  "/search",
  "/logout",
  "/verification",
  "/emailforforgotpassword",
  "/resetpasswordvarification",
  "/resetpassword",
  // their Hindi twins (decision 0064)
  "/hi/checkout-page",
  "/hi/thankyou-page",
  "/hi/verification",
  "/hi/emailforforgotpassword",
  "/hi/resetpasswordvarification",
  "/hi/resetpassword",
  "/hi/userdashboard",
  // the admin area (guarded anyway; nothing there is for a search engine)
  "/admin-homepage",
  "/admin-view-orders",
  "/admin-view-products",
  "/admin-update-product-form",
  "/admin/",
  "/addproduct",
  "/allproduct",
  "/manageproducts",
  "/generatecouponcode",
  "/allcoupons",
  "/edit-coupon/",
  "/queries",
  "/users",
] as const;

/** The pages that are neither products nor landings, in the order a reader would meet them. */
export const contentPaths = ["/aboutus", "/contactus", "/faq", "/policies", "/termsandconditions", "/healing"] as const;

/**
 * A sitemap file holds at most 50,000 URLs; each product is named in English and in Hindi (two
 * URLs), so past this many products the sitemap becomes an index.
 */
export const productsPerSitemap = 22_500;

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...disallowedPaths.map((path) => `Disallow: ${path}`)];
  return `${lines.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

function urlEntry(origin: string, path: string, lastmod?: Date): string {
  const stamp = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(origin + path)}</loc>${stamp}</url>`;
}

/**
 * A page in both languages (decision 0061): an entry for each, each naming both with hreflang
 * (en-IN, hi-IN, x-default: English); a page without a Hindi page: one plain entry.
 */
function pageEntry(origin: string, path: string, lastmod?: Date): string {
  if (!hasHindiPage(path)) return urlEntry(origin, path, lastmod);
  const stamp = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  const hindi = pathIn("hi", path);
  const links = [
    [hreflang.en, path],
    [hreflang.hi, hindi],
    ["x-default", path],
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href)}"/>`)
    .join("");
  return [path, hindi].map((loc) => `<url><loc>${escapeXml(origin + loc)}</loc>${stamp}${links}</url>`).join("\n");
}

function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

function latest(stamps: readonly ProductStamp[]): Date | undefined {
  let newest: Date | undefined;
  for (const stamp of stamps) if (!newest || stamp.updatedAt > newest) newest = stamp.updatedAt;
  return newest;
}

/** Home, the shop, the four landings (dated by their newest product) and the content pages. */
function pageEntries(origin: string, stamps: readonly ProductStamp[]): string[] {
  const newest = latest(stamps);
  const landings = parentCategories.map((parent) =>
    pageEntry(origin, parent.landing, latest(stamps.filter((stamp) => stamp.parentSlug === parent.slug))),
  );
  return [
    pageEntry(origin, "/", newest),
    pageEntry(origin, "/shop", newest),
    ...landings,
    ...contentPaths.map((path) => pageEntry(origin, path)),
  ];
}

function productEntries(origin: string, stamps: readonly ProductStamp[]): string[] {
  return stamps.map((stamp) => pageEntry(origin, productPath(stamp.id, 0), stamp.updatedAt));
}

export type SitemapPart = { kind: "main" } | { kind: "pages" } | { kind: "products"; page: number };

/**
 * One sitemap document. Up to `productsPerSitemap` products everything is in /sitemap.xml; past
 * that /sitemap.xml is an index of /sitemap-pages.xml and /sitemap-products-{n}.xml. Null: no
 * such part.
 */
export async function sitemapXml(ctx: AppContext, origin: string, part: SitemapPart): Promise<string | null> {
  const stamps = await productStamps(ctx);
  // The product list stays the same object until the catalogue changes, so a document built from
  // it is kept with it (one origin: the configured one).
  let built = builtSitemaps.get(stamps);
  if (!built) {
    built = new Map();
    builtSitemaps.set(stamps, built);
  }
  const key = `${origin} ${JSON.stringify(part)}`;
  const known = built.get(key);
  if (known !== undefined) return known;
  const xml = buildSitemap(stamps, origin, part);
  if (built.size >= 16) built.clear();
  built.set(key, xml);
  return xml;
}

const builtSitemaps = new WeakMap<readonly ProductStamp[], Map<string, string | null>>();

/** The document for `part` from a product list (`perFile` is lowered only by tests). */
export function buildSitemap(
  stamps: readonly ProductStamp[],
  origin: string,
  part: SitemapPart,
  perFile = productsPerSitemap,
): string | null {
  const productFiles = Math.max(1, Math.ceil(stamps.length / perFile));
  const split = stamps.length > perFile;

  if (part.kind === "main") {
    if (!split) return urlset([...pageEntries(origin, stamps), ...productEntries(origin, stamps)]);
    const files = ["/sitemap-pages.xml"];
    for (let page = 1; page <= productFiles; page++) files.push(`/sitemap-products-${page}.xml`);
    const entries = files.map((file) => `<sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  }
  if (!split) return null;
  if (part.kind === "pages") return urlset(pageEntries(origin, stamps));
  if (part.page < 1 || part.page > productFiles) return null;
  const start = (part.page - 1) * perFile;
  return urlset(productEntries(origin, stamps.slice(start, start + perFile)));
}
