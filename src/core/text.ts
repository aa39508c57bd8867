// Text no input may carry (issue 18 point 3): NUL, which PostgreSQL cannot store in text and
// refuses with an error, and lone UTF-16 surrogates, which are not characters at all and cannot be
// written as UTF-8. Every boundary checks its input with these before anything else sees it. And
// control characters, which free text shown to people (a gift note) refuses in its own schema.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const impossible = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const impossibleTextMessage = "Contains a character that is not allowed.";

/** True when the text holds a NUL or a lone surrogate. */
export function hasImpossibleText(text: string): boolean {
  return impossible.test(text);
}

/**
 * The path of the first string (or object key) holding impossible text in a parsed input (JSON
 * body, query, form), e.g. "items.0.name"; null when there is none.
 */
export function findImpossibleText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasImpossibleText(value) ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findImpossibleText(value[index], [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      if (hasImpossibleText(key)) return [...path, key].join(".");
      const found = findImpossibleText(entry, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * True when the text holds a control character (C0, DEL or C1: tabs, escapes, form feeds...) other
 * than a line feed, which multi-line free text may carry. Such characters are invisible on a page and
 * upset what prints the text (a packing slip, an e-mail).
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
