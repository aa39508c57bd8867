// Headers on every response (DESIGN.md point 13): a per-request CSP nonce, nosniff, referrer
// policy, no framing, HSTS in production; and the body rules: JSON up to 100 KB, other content
// types refused with 415 (uploads are multipart and handled by the media feature).
import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { errorBody, Forbidden } from "./errors.ts";

declare global {
  namespace Express {
    interface Locals {
      /** The CSP nonce of this response, given to React Router's <Scripts>. */
      nonce: string;
    }
  }
}

export interface SecurityHeaderOptions {
  production: boolean;
  dev: boolean;
  extraScriptHosts?: string[];
}

/**
 * Sets the security headers on a response and returns its fresh CSP nonce. Shared by the
 * middleware below and the product lane (fast-lane.ts), so both send the same headers. The policy
 * is put together once; only the nonce changes per response.
 */
export function securityHeaderWriter(options: SecurityHeaderOptions): (res: ServerResponse) => string {
  const scriptHosts = (options.extraScriptHosts ?? []).join(" ");
  const directives = (scriptSrc: string) => [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}${scriptHosts ? " https://*.razorpay.com" : ""}`,
    "frame-src 'self' https://api.razorpay.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  const marker = "\u0000nonce\u0000";
  const policy = options.dev
    ? directives("'self' 'unsafe-inline' 'unsafe-eval'").join("; ")
    : directives(`'self' 'nonce-${marker}' ${scriptHosts}`.trim()).join("; ");
  const [before = policy, after = ""] = policy.split(marker);
  const nonceInPolicy = policy.includes(marker);
  return (res) => {
    const nonce = randomNonce();
    res.setHeader("Content-Security-Policy", nonceInPolicy ? before + nonce + after : policy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    return nonce;
  };
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const write = securityHeaderWriter(options);
  return (_req, res, next) => {
    res.locals.nonce = write(res);
    next();
  };
}

// 16 random bytes per nonce, taken from a pool filled 1,024 nonces at a time (one call into the
// random source instead of one per response)
const nonceBytes = 16;
const noncePool = Buffer.alloc(nonceBytes * 1024);
let noncePoolOffset = noncePool.length;

/** 128 random bits, base64: a CSP nonce, never given out twice. */
export function randomNonce(): string {
  if (noncePoolOffset >= noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + nonceBytes);
  noncePoolOffset += nonceBytes;
  return nonce;
}

/** Requests that carry a body must say it is JSON (or multipart for the upload endpoints). */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = Number(req.headers["content-length"] ?? 0);
  const hasBody = length > 0 || req.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return next();
  if (req.is("application/json") || req.is("multipart/form-data")) return next();
  res.status(415).json(errorBody("unsupported_media_type", "Send the request body as JSON."));
};

/** Answers that carry personal data must not be cached anywhere. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

const privateNoStore = "private, no-store";

/**
 * Makes an answer uncacheable for good: `Cache-Control: private, no-store` is written as the headers
 * go out, whatever a route set before (a route's own max-age cannot undo it). For every answer to a
 * signed-in visitor (sessions.ts) and every request holding a capability key.
 */
export function keepPrivate(res: ServerResponse): void {
  res.setHeader("Cache-Control", privateNoStore);
  if ((res as ServerResponse & { privateKept?: boolean }).privateKept) return;
  (res as ServerResponse & { privateKept?: boolean }).privateKept = true;
  const writeHead = res.writeHead;
  res.writeHead = function privateWriteHead(this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    this.setHeader("Cache-Control", privateNoStore);
    // headers given to writeHead itself (an object or a flat list) would win over setHeader
    const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null);
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === "cache-control") (headers as Record<string, unknown>)[name] = privateNoStore;
      }
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * A link that works by the key it carries (the thank-you page and its order, `?key=`) shows personal
 * data to whoever holds it, signed in or not: such answers are never cached.
 */
export const privateCapabilityLinks: RequestHandler = (req, res, next) => {
  if (req.query.key !== undefined) keepPrivate(res);
  next();
};

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests made from another site (CSRF, beside SameSite=Lax cookies): an
 * Origin (or, without one, a Referer) that is not the shop's own host, or a browser saying
 * Sec-Fetch-Site: cross-site, gets 403. Requests without these headers (curl, server to server)
 * carry no browser cookies by accident and pass.
 */
export function sameOriginWrites(options: { publicUrl: string | undefined }): RequestHandler {
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
  return (req, _res, next) => {
    if (!stateChanging.has(req.method)) return next();
    const ownHost = req.get("host");
    const claimed = req.get("origin") ?? req.get("referer");
    let foreign = req.get("sec-fetch-site") === "cross-site";
    if (!foreign && claimed !== undefined) {
      let host: string | undefined;
      try {
        host = claimed === "null" ? undefined : new URL(claimed).host;
      } catch {
        host = undefined;
      }
      foreign = host === undefined || (host !== ownHost && host !== publicHost);
    }
    if (!foreign) return next();
    next(new Forbidden("Cross-site requests are not accepted."));
  };
}
