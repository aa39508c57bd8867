// Structured data for search engines: <JsonLd data={{ "@context": "https://schema.org", ... }} />.
// A script of type application/ld+json is data, never run, so the CSP needs no nonce for it; the
// JSON is escaped so no text inside can close the tag.
export interface JsonLdProps {
  data: Record<string, unknown> | ReadonlyArray<Record<string, unknown>>;
}

/** JSON safe inside a <script> element: "<", ">", "&" and the line separators as escapes. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: JsonLdProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
