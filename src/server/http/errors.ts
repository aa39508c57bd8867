// Expected failures as typed errors, turned into the one JSON error shape
// `{ error: { code, message, fields? } }` by `errorHandler` (DESIGN.md decision 11).
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../log.ts";

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer, beside code and message (e.g. the stock left). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class Invalid extends HttpError {
  /** `details`: more of the answer, e.g. `said` (a message with numbers, core/i18n.ts Said). */
  constructor(message: string, fields?: FieldErrors, details?: Record<string, unknown>) {
    super(400, "invalid", message, fields, undefined, details);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = "Please sign in to continue.") {
    super(401, "unauthorized", message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = "This is not accessible by you.") {
    super(403, "forbidden", message);
  }
}
export class NotFound extends HttpError {
  constructor(message = "Not found", fields?: FieldErrors) {
    super(404, "not_found", message, fields);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, fields?: FieldErrors, details?: Record<string, unknown>) {
    super(409, "conflict", message, fields, undefined, details);
  }
}
/** A quantity above the stock left: 409 with `available` (units in stock) and more details. */
export class OutOfStock extends HttpError {
  constructor(
    message: string,
    available: number,
    details: Record<string, unknown> = { inCart: 0 },
    field = "quantity",
  ) {
    super(409, "out_of_stock", message, { [field]: message }, undefined, { available, ...details });
  }
}
export class Unprocessable extends HttpError {
  constructor(message: string) {
    super(422, "unprocessable", message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, "rate_limited", message, undefined, {
      "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export function errorBody(code: string, message: string, fields?: FieldErrors, details?: Record<string, unknown>) {
  return { error: { ...details, code, message, ...(fields ? { fields } : {}) } };
}

/** Unknown /api paths answer JSON 404, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody("not_found", `No such endpoint: ${req.method} ${req.path}`));
};

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      if (error.status === 401 || error.status === 403 || error.status === 429) {
        log.warn({ status: error.status, method: req.method, path: req.path, ip: req.ip }, "request refused");
      }
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.status(error.status).json(errorBody(error.code, error.message, error.fields, error.details));
      return;
    }
    // body-parser and friends carry a status and a type
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status === 413) {
      res.status(413).json(errorBody("too_large", "The request is too large."));
      return;
    }
    if (status === 400 && error?.type === "entity.parse.failed") {
      res.status(400).json(errorBody("invalid", "The request body is not valid JSON."));
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).json(errorBody("bad_request", "The request could not be read."));
      return;
    }
    log.error({ err: error, method: req.method, path: req.path }, "request failed");
    res.status(500).json(errorBody("internal", "Something went wrong on our side. Please try again."));
  };
}
