// Parses request input with a zod schema; a failure becomes a 400 naming each failing field.
import type { z } from "zod";
import { Invalid } from "./errors.ts";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = "request"): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : what;
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? "Invalid input";
  throw new Invalid(first, fields);
}
