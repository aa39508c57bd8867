// The product lane: GET /api/products/{id} answered straight from the Node request listener,
// before Express: from the catalogue cache when it holds the answer, otherwise once the database
// has answered. Express costs about as much per request as everything else together (its request
// and response set-up allocates tens of kilobytes per request, and that garbage survives into the
// old generation: scavenges of 3-8 ms every 30 ms under load, the product page's p99; see
// docs/decisions/0011-per-request-costs.md). The lane takes only requests it can answer exactly
// as the Express route would, with the same headers, and hands every other request to Express
// unchanged:
// - GET, no body, no query string, and the path in its plain form (/api/products/{id});
// - no session cookie (a signed-in caller's answers are marked private: sessions.ts);
// - no Accept-Encoding (compression would apply) and no If-None-Match / If-Modified-Since
//   (Express answers those with 304);
// - request logging at debug level off (Express's request log writes a line per answer then);
// - a product that exists (a 404, or a failure reading it, goes to Express, which answers as usual).
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
  /** Reads (and caches) the answer for an id; null when there is no such product. */
  load(id: string): Promise<CachedAnswer | null>;
  /** Sets the security headers every response carries (security.ts). */
  securityHeaders(res: ServerResponse): unknown;
  sessionCookie: string;
  production: boolean;
  log: Logger;
}

export function withFastLane(options: FastLaneOptions, next: RequestListener): RequestListener {
  const { prefix } = options;
  /** The product id the lane may answer for, or undefined to leave the request to Express. */
  const laneId = (req: IncomingMessage): string | undefined => {
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
    return id.length > options.maxIdLength ? undefined : id;
  };

  const send = (res: ServerResponse, answer: CachedAnswer) => {
    // the headers in the order the Express route writes them
    options.securityHeaders(res);
    res.setHeader("ETag", answer.etag);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", answer.json.length);
    res.setHeader("Vary", "Accept-Encoding");
    res.end(answer.json);
  };

  return (req, res) => {
    const id = options.log.isLevelEnabled("debug") ? undefined : laneId(req);
    if (id === undefined) return next(req, res);
    const cached = options.cached(id);
    if (cached) return send(res, cached);
    options.load(id).then(
      (answer) => (answer ? send(res, answer) : next(req, res)),
      () => next(req, res),
    );
  };
}
