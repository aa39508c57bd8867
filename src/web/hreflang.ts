// hreflang alternates (decision 0061), apart from seo.ts so the listing pages' head (shop/page-meta.ts)
// does not carry seo.ts's other helpers.
import type { MetaDescriptor } from "react-router";
import { englishPath, hasHindiPage, hreflang, pathIn } from "../core/i18n.ts";

/** An absolute URL on the shop (the same rule as seo.ts absoluteUrl). */
function absolute(origin: string | undefined, path: string): string {
  return `${origin ?? ""}${path}`;
}

/**
 * A page in both languages names both (hreflang en-IN and hi-IN, English as x-default), the same
 * pair from either side (decision 0061); a page with no Hindi page names none.
 */
export function alternates(origin: string | undefined, path: string): MetaDescriptor[] {
  const split = path.search(/[?#]/);
  const english = englishPath(split < 0 ? path : path.slice(0, split)) + (split < 0 ? "" : path.slice(split));
  if (!hasHindiPage(split < 0 ? english : english.slice(0, english.search(/[?#]/)))) return [];
  const link = (hrefLang: string, href: string): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absolute(origin, href),
  });
  return [link(hreflang.en, english), link(hreflang.hi, pathIn("hi", english)), link("x-default", english)];
}
