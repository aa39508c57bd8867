// How deep and how large a JSON text from a client may be (issue 32 point 1), checked on the raw
// text before JSON.parse, so nothing that walks the parsed value (the NUL finder, the strict type
// check, zod) meets a 30,000-level array or 50,000 values. One linear pass, no recursion, no parse.

/** The limits a client's JSON is held to (gathered with the body limits in server/http/body-limits.ts). */
export const jsonShapeLimits = {
  /** Levels of nesting: `[[1]]` is 2, the largest form the shop takes is under 6. */
  depth: 32,
  /** Values (every array, object, string, number, true, false and null; object keys are not counted). */
  values: 10_000,
} as const;

export type JsonShapeLimits = { depth: number; values: number };

/** The refusal naming the limit a JSON text went past. */
export function jsonShapeMessage(over: "depth" | "values", limits: JsonShapeLimits = jsonShapeLimits): string {
  return over === "depth"
    ? `JSON nested deeper than ${limits.depth} levels`
    : `JSON with more than ${limits.values.toLocaleString("en-IN")} values`;
}

const quote = 0x22;
const backslash = 0x5c;
const openArray = 0x5b;
const closeArray = 0x5d;
const openObject = 0x7b;
const closeObject = 0x7d;
const comma = 0x2c;
const colon = 0x3a;
/** What came before, for telling a key from a string value and a literal's first letter from its rest. */
const start = 0;
const afterString = 1;
const afterLiteral = 2;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/**
 * Which limit a JSON text (a string, or its UTF-8 bytes: no byte of a multi-byte letter is ASCII)
 * goes past, or null within both. Syntax is not checked: JSON.parse does that afterwards.
 */
export function jsonShapeOver(
  text: string | Uint8Array,
  limits: JsonShapeLimits = jsonShapeLimits,
): "depth" | "values" | null {
  const isString = typeof text === "string";
  // the open containers, innermost last: at most limits.depth of them
  const open: number[] = [];
  let values = 0;
  let previous = start;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = isString ? text.charCodeAt(index) : (text[index] as number);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) {
        inString = false;
        previous = afterString;
      }
      continue;
    }
    if (isSpace(code)) continue;
    if (code === quote) {
      inString = true;
      const isKey = open.at(-1) === openObject && (previous === openObject || previous === comma);
      if (!isKey) values += 1;
    } else if (code === openArray || code === openObject) {
      values += 1;
      if (open.length === limits.depth) return "depth";
      open.push(code);
      previous = code;
    } else if (code === closeArray || code === closeObject || code === comma || code === colon) {
      if (code === closeArray || code === closeObject) open.pop();
      previous = code;
    } else {
      // a number, true, false or null: counted at its first letter
      if (previous !== afterLiteral) values += 1;
      previous = afterLiteral;
    }
    if (values > limits.values) return "values";
  }
  return null;
}
