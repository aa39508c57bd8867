// What an admin form's field keeps of what was typed: a field marked inputMode "numeric" keeps its
// digits, one marked "decimal" its digits and one decimal point (so "abc" never appears in a price,
// and a pasted "1,299" keeps 1299); any other field keeps everything.

import { z } from "zod";

export function typedValue(target: { value: string; inputMode?: string }): string {
  if (target.inputMode === "numeric") return target.value.replace(/\D/g, "");
  if (target.inputMode !== "decimal") return target.value;
  const kept = target.value.replace(/[^\d.]/g, "");
  const point = kept.indexOf(".");
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, "")}`;
}

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

const wantsNumber = (schema: JsonSchema): boolean => {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes("number") || types.includes("integer") || (schema.anyOf ?? schema.oneOf ?? []).some(wantsNumber)
  );
};

function converted(schema: JsonSchema, value: unknown): unknown {
  if (typeof value === "string") {
    // blank or unreadable text stays text, for the server to refuse naming the field
    const number = value.trim() === "" ? Number.NaN : Number(value.trim());
    return wantsNumber(schema) && Number.isFinite(number) ? number : value;
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const fitting = branches.find((branch) => (Array.isArray(value) ? branch.items : branch.properties));
    return fitting ? converted(fitting, value) : value;
  }
  if (Array.isArray(value))
    return schema.items ? value.map((entry) => converted(schema.items as JsonSchema, entry)) : value;
  if (value !== null && typeof value === "object" && schema.properties) {
    const properties = schema.properties;
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, properties[key] ? converted(properties[key], entry) : entry]),
    );
  }
  return value;
}

/**
 * An admin form's body with typed numbers sent as JSON numbers: every text value where the schema
 * wants a number becomes that number (the API refuses "10" for a number, docs/security.md).
 */
export function withNumbers(schema: z.ZodType, body: unknown): unknown {
  return converted(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, body);
}
