// Input no handler should ever see (issue 18 point 3): impossible text (NUL, lone surrogates) in a
// path, query, JSON body or form field, and loosely typed JSON (`quantity: "1"` or `[1]` where the
// schema wants a number; the shared schemas coerce, which forms and query strings need, JSON does
// not). Each is a 400 naming the field, before any schema, service or SQL runs.
import type { RequestHandler } from "express";
import { z } from "zod";
import { findImpossibleText, hasImpossibleText, impossibleTextMessage } from "../../core/text.ts";
import { Invalid } from "./errors.ts";

/** The 400 for impossible text in a named field. */
export function impossibleTextError(field: string): Invalid {
  const name = field || "body";
  return new Invalid(`${name}: ${impossibleTextMessage}`, { [name]: impossibleTextMessage });
}

/** Throws the 400 when any string (or key) in the input holds impossible text. */
export function refuseImpossibleText(input: unknown, prefix?: string): void {
  const found = findImpossibleText(input);
  if (found === null) return;
  throw impossibleTextError(prefix ? (found ? `${prefix}.${found}` : prefix) : found);
}

function pathHasImpossibleText(path: string): boolean {
  for (const segment of path.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      if (hasImpossibleText(decodeURIComponent(segment))) return true;
    } catch {
      // a malformed escape decodes to nothing a route would read; routes answer it themselves
    }
  }
  return hasImpossibleText(path);
}

/**
 * Every request, pages and API alike: a path or query string holding impossible text is a 400
 * (JSON under /api, plain text for pages), before any route, loader or service sees it.
 */
export const refuseImpossibleAddress: RequestHandler = (req, res, next) => {
  let field: string | null = pathHasImpossibleText(req.path) ? "path" : null;
  field ??= findImpossibleText(req.query);
  if (field === null) return next();
  // the API, and JSON posts to the spec's old paths (POST /register), answer in the JSON error shape
  if (req.path.startsWith("/api/") || req.is("application/json")) return next(impossibleTextError(field));
  res
    .status(400)
    .type("text/plain")
    .set("Cache-Control", "no-store")
    .send(
      `Bad request: the ${field === "path" ? "address" : `field "${field}"`} holds a character that is not allowed.`,
    );
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
};

const numberMessage = "Must be a number.";

/**
 * Whether a JSON value fits the schema's types (numbers must be numbers); only types are checked.
 * It recurses only where the schema has items or properties, so its depth is the schema's, never the
 * client's; the body's own depth and size are bounded before parsing (body-limits.ts).
 */
function mistyped(schema: JsonSchema, value: unknown, path: string[]): string[] | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    let first: string[] | null = null;
    for (const branch of branches) {
      const wrong = mistyped(branch, value, path);
      if (wrong === null) return null;
      first ??= wrong;
    }
    return first;
  }
  if ("const" in schema && value !== schema.const) return path;
  if (schema.enum && !schema.enum.includes(value)) return path;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return null;
  if (types.includes("number") || types.includes("integer")) {
    if (typeof value === "number") return null;
    if (types.length === 1) return path;
  }
  if (types.includes("null") && value === null) return null;
  if (types.includes("string") && typeof value === "string") return null;
  if (types.includes("boolean") && typeof value === "boolean") return null;
  if (types.includes("array") && Array.isArray(value)) {
    if (!schema.items) return null;
    for (let index = 0; index < value.length; index += 1) {
      const wrong = mistyped(schema.items, value[index], [...path, String(index)]);
      if (wrong) return wrong;
    }
    return null;
  }
  if (types.includes("object") && value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry === undefined) continue;
      const wrong = mistyped(property, entry, [...path, key]);
      if (wrong) return wrong;
    }
    return null;
  }
  // any other mismatch (a string for an object, ...) is the schema's to word
  return types.some((type) => type === "number" || type === "integer") ? path : null;
}

/**
 * A checker of a JSON body's types against a zod schema's input: a value where the schema wants a
 * number must be a JSON number (not "1", not [1], not true, not null), for every caller, the admin's
 * forms included (they send typed numbers as numbers, web/admin/typed-value.ts).
 */
export function jsonTypeCheck(schema: z.ZodType): (body: unknown) => void {
  let described: JsonSchema | undefined;
  return (body) => {
    if (described === undefined) {
      try {
        described = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
      } catch {
        // a schema JSON Schema cannot describe: zod alone judges its input
        described = {};
      }
    }
    const wrong = mistyped(described, body, []);
    if (wrong === null) return;
    const field = wrong.join(".") || "body";
    const message = schemaNumberMessage(schema, body, wrong) ?? numberMessage;
    throw new Invalid(message, { [field]: message });
  };
}

/** The schema's own words for a field that is not a number (what it says of NaN there), if any. */
function schemaNumberMessage(schema: z.ZodType, body: unknown, path: string[]): string | undefined {
  if (path.length === 0) return undefined;
  const copy = structuredClone(body) as Record<string, unknown>;
  let holder: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path.at(-1) as string] = Number.NaN;
  const result = schema.safeParse(copy);
  if (result.success) return undefined;
  const key = path.join(".");
  return result.error.issues.find((issue) => issue.path.join(".") === key)?.message;
}
