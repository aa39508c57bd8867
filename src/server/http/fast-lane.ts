// The cache-hit lane: a product answer the catalogue cache already holds is sent straight from the
// Node request listener, before Express. Express costs about as much per request as everything
// else together (its request and response set-up allocates tens of kilobytes per request, and its
// garbage survives into the old generation: scavenges of 3-8 ms every 30 ms under load, the
// product page's p99; docs/decisions/0011-the-cache-hit-lane.md). The lane takes only requests whose
// answer it can give exactly as the Express route would, with the same headers, and hands every
// other request to Express unchanged:
// - GET, no body, no query string, and the path in its plain form (/api/products/{id});
// - no session cookie (a signed-in caller's answers are marked private: sessions.ts);
// - no Accept-Encoding (compression would apply) and no If-None-Match / If-Modified-Since
//   (Express answers those with 304);
// - request logging at debug level off (Express's request log writes a line per answer then);
// - an answer already in the cache (a product that exists; a 404 goes the normal way).
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "../log.ts";
import { readCookie } from "./cookies.ts";

/** A cached answer's bytes and its ETag, as the route would send them. */
export interface CachedAnswer {
  json: Buffer;
  etag: string;
}

export interface FastLaneOptions {
  /** Path prefix of the answers, e.g. "/api/products/"; the rest of the path is the id. */
  prefix: string;
  /** The longest id the route's schema accepts. */
  maxIdLength: number;
  /** The cached answer for an id, or undefined when the cache does not hold one yet. */
  cached(id: string): CachedAnswer | undefined;
  /** Sets the security headers every response carries (security.ts). */
  securityHeaders(res: ServerResponse): unknown;
  sessionCookie: string;
  production: boolean;
  log: Logger;
}

export function withFastLane(options: FastLaneOptions, next: RequestListener): RequestListener {
  const { prefix } = options;
  const answerFor = (req: IncomingMessage): CachedAnswer | undefined => {
    const { url, headers } = req;
    if (req.method !== "GET" || url === undefined || !url.startsWith(prefix)) return undefined;
    if (
      headers["accept-encoding"] !== undefined ||
      headers["if-none-match"] !== undefined ||
      headers["if-modified-since"] !== undefined ||
      headers["content-length"] !== undefined ||
      headers["transfer-encoding"] !== undefined
    ) {
      return undefined;
    }
    if (readCookie(headers.cookie, options.sessionCookie, options.production) !== undefined) return undefined;
    const raw = url.slice(prefix.length);
    // one plain path segment: no query, no further slash, nothing to normalize
    if (raw.length === 0 || /[/?#;\\]/.test(raw)) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (id.length > options.maxIdLength) return undefined;
    return options.cached(id);
  };

  return (req, res) => {
    const answer = options.log.isLevelEnabled("debug") ? undefined : answerFor(req);
    if (!answer) return next(req, res);
    // the headers in the order the Express route writes them
    options.securityHeaders(res);
    res.setHeader("ETag", answer.etag);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", answer.json.length);
    res.setHeader("Vary", "Accept-Encoding");
    res.end(answer.json);
  };
}
