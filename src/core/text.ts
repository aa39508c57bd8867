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
 * body, query, form), e.g. "items.0.name"; null when there is none. A walk with its own stack, not
 * recursion: the input is the client's, and its depth must not be the server's stack (issue 32).
 */
export function findImpossibleText(value: unknown): string | null {
  // depth first, in the input's order (the next entry to look at is last); each entry knows its
  // parent, so a path is spelled out only for the one found
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".");
  };
  const pending: Entry[] = [{ value, key: "", parent: null }];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === "string") {
      if (hasImpossibleText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: String(index), parent: entry });
      }
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      // an object's keys are looked at before its values
      for (const [key] of entries) if (hasImpossibleText(key)) return pathOf(entry, key);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index] as [string, unknown];
        pending.push({ value: inner, key, parent: entry });
      }
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
