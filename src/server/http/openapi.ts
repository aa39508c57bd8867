// The OpenAPI 3.1 document, written from the endpoint declarations and their zod schemas.
import { z } from "zod";
import { declaredEndpoints } from "./endpoint.ts";

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" }) as Record<string, unknown>;
}

/**
 * The body's media types: JSON unless declared otherwise; a multipart endpoint that takes JSON too
 * documents both, its files (when named) beside the multipart fields.
 */
function bodyContent(spec: ReturnType<typeof declaredEndpoints>[number], body: z.ZodType) {
  const schema = jsonSchema(body, "input");
  const content: Record<string, { schema: Record<string, unknown> }> = {};
  if (spec.multipart) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    content["multipart/form-data"] = {
      schema: spec.fileField
        ? {
            ...schema,
            properties: {
              ...properties,
              [spec.fileField]: { type: "array", items: { type: "string", format: "binary" } },
            },
          }
        : schema,
    };
  }
  if (spec.form) content["application/x-www-form-urlencoded"] = { schema };
  if (spec.json || (!spec.multipart && !spec.form)) content["application/json"] = { schema };
  return content;
}

export function openApiDocument(serverUrl = "/") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of declaredEndpoints()) {
    const path = `${spec.outsideApi ? "" : "/api"}${spec.path}`.replace(/:([A-Za-z_]+)/g, "{$1}");
    const parameters: unknown[] = [];
    for (const [location, schema] of [
      ["path", spec.params],
      ["query", spec.query],
    ] as const) {
      if (!schema) continue;
      const described = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(described.properties ?? {})) {
        parameters.push({
          name,
          in: location,
          required: location === "path" || (described.required ?? []).includes(name),
          schema: property,
        });
      }
    }
    const responses: Record<string, unknown> = {
      [String(spec.status ?? 200)]: {
        description: "Success",
        ...(spec.response ? { content: { "application/json": { schema: jsonSchema(spec.response, "output") } } } : {}),
      },
    };
    if (spec.query || spec.params || spec.body)
      responses["400"] = { description: "Invalid input: error.fields names each failing field" };
    if (spec.access !== "public") responses["401"] = { description: "Not signed in" };
    if (spec.access === "admin") responses["403"] = { description: "Signed in, but not an admin" };
    for (const [status, description] of Object.entries(spec.errors ?? {})) responses[status] = { description };
    paths[path] ??= {};
    paths[path][spec.method] = {
      summary: spec.summary,
      tags: [spec.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(spec.body ? { requestBody: { required: true, content: bodyContent(spec, spec.body) } } : {}),
      ...(spec.access !== "public" ? { security: [{ session: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Sattva shop API",
      version: "1.0.0",
      description:
        "The shop's public API. Money is in rupees in JSON (integer paise inside). Errors are " +
        "`{ error: { code, message, fields? } }`.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } },
    },
    paths,
  };
}
