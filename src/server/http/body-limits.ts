// Every request body is bounded before anything reads it (issue 18 point 2): the declared
// Content-Length is checked first, and the bytes are counted as they arrive (chunked bodies
// declare nothing). Over the limit the answer is 413 at once with `Connection: close`, and the
// rest of the body is never read. Wraps the whole request listener, so page form posts (read by
// React Router's actions), JSON, multipart and anything else are bounded alike. A JSON body is
// bounded in shape too (issue 32 point 1): its nesting and its number of values, on the raw bytes
// before it is parsed, so nothing that walks it afterwards can be made to recurse or loop for long.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type Request } from "express";
import { importLimits } from "../../core/catalogue-import.ts";
import { jsonShapeLimits, jsonShapeMessage, jsonShapeOver } from "../../core/json-shape.ts";
import { reviewLimits } from "../../core/reviews.ts";
import { Invalid } from "./errors.ts";

/** The largest body the shop reads, by kind. The one place these numbers live. */
export const bodyLimits = {
  /** JSON bodies (DESIGN.md point 13: 100 KB). */
  json: 100 * 1024,
  // the JSON shape's two numbers are set in core/json-shape.ts, where the catalogue's query schema (in
  // core) reads them too; listed here with the other limits
  /** Levels of nesting in any JSON a client sends (bodies, JSON lists in query strings): 400 above. */
  jsonDepth: jsonShapeLimits.depth,
  /** Values in any JSON a client sends (arrays, objects, strings, numbers...; keys not counted): 400 above. */
  jsonValues: jsonShapeLimits.values,
  /** Page form posts (sign-in, sign-up, contact, newsletter...): a few text fields. */
  pageForm: 64 * 1024,
  /** Multipart uploads to the API: the largest form is a review's files, plus the form's framing. */
  upload: reviewLimits.files * reviewLimits.fileBytes + 1024 * 1024,
  /** The catalogue import's upload: Shopify's product CSV and a ZIP of its images. */
  catalogueImport: importLimits.csvBytes + importLimits.zipBytes + 1024 * 1024,
} as const;

/**
 * Throws the 400 naming the limit when a JSON body's raw bytes nest deeper or hold more values than
 * the limits allow; a linear pass that never recurses, run before JSON.parse (app.ts's JSON parser).
 */
export function refuseOversizedJsonShape(raw: string | Uint8Array): void {
  const over = jsonShapeOver(raw);
  if (over === null) return;
  const message = jsonShapeMessage(over);
  throw new Invalid(message, { body: message });
}

/**
 * The one JSON body parser (the /api router, the spec's old POST /register): bounded in bytes and in
 * shape before it parses; the raw bytes stay beside the parsed body (a webhook's signature is over them).
 */
export const jsonBodies = express.json({
  limit: bodyLimits.json,
  verify: (req, _res, buffer) => {
    refuseOversizedJsonShape(buffer);
    (req as Request).rawBody = buffer;
  },
});

const catalogueImportPath = "/api/admin/import/products";

/** The limit that applies to a request, or null when it carries no body. */
export function bodyLimitFor(req: IncomingMessage): number | null {
  const declared = req.headers["content-length"];
  if (req.headers["transfer-encoding"] === undefined && (declared === undefined || declared === "0")) return null;
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  const api = req.url?.startsWith("/api/") ?? false;
  if (api && type.startsWith("multipart/form-data")) {
    return req.url?.split("?")[0] === catalogueImportPath ? bodyLimits.catalogueImport : bodyLimits.upload;
  }
  if (!api && (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data"))) {
    return bodyLimits.pageForm;
  }
  return bodyLimits.json;
}

/** Answers 413 and closes the connection; the body's unread rest is left unread. */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) {
    // an answer is already on its way: nothing to say, only stop reading
    req.socket.destroy();
    return;
  }
  const api = req.url?.startsWith("/api/") ?? false;
  res.statusCode = 413;
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (api) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ error: { code: "too_large", message: "The request is too large." } }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("The request is too large.");
  }
  // with Connection: close, Node ends the socket once the answer is written; whoever was reading the
  // body then sees it cut off (and finds the answer already sent)
}

/**
 * Counts the body's bytes where Node's HTTP parser hands them to the request stream, so the limit
 * holds whoever reads the body (body-parser, busboy, React Router) and whenever.
 */
function countBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  const push = req.push;
  let received = 0;
  let refused = false;
  req.push = function countedPush(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        refused = true;
        // the parser is inside its callback: answer right after it
        setImmediate(() => refuse(req, res));
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
}

export function withBodyLimits(listener: RequestListener): RequestListener {
  return (req, res) => {
    const limit = bodyLimitFor(req);
    if (limit !== null) {
      const declared = Number(req.headers["content-length"]);
      if (Number.isFinite(declared) && declared > limit) {
        refuse(req, res);
        return;
      }
      countBody(req, res, limit);
    }
    listener(req, res);
  };
}
