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
// - an Accept-Encoding without weights (what browsers send: "gzip, deflate, br, zstd"), answered
//   with Brotli or gzip made once per cached answer, as the compression middleware would choose
//   (br first, both at its settings); weighted lists go to Express;
// - If-None-Match answered with 304 as Express's freshness check would (If-Modified-Since, which
//   the route never satisfies with an ETag alone, goes to Express);
// - request logging at debug level off (Express's request log writes a line per answer then);
// - a product that exists (a 404, or a failure reading it, goes to Express, which answers as usual).
// The same lane answers any other GET under /api/ whose route kept its answer for that exact URL
// (kept-answers.ts: the listing, search, category tree and term lists), on the same conditions; a URL
// with nothing kept goes to Express, whose route keeps it for the next caller.

import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { hasImpossibleText } from "../../core/text.ts";
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
  /**
   * The answer a route kept for this exact URL under /api/ (kept-answers.ts: the listing, search,
   * category tree and term lists, for callers without a session), or undefined: Express answers.
   */
  kept?(url: string): CachedAnswer | undefined;
  /** Sets the security headers every response carries (security.ts). */
  securityHeaders(res: ServerResponse): unknown;
  sessionCookie: string;
  production: boolean;
  log: Logger;
}

export function withFastLane(options: FastLaneOptions, next: RequestListener): RequestListener {
  const { prefix } = options;
  /** The product id the lane may answer for, or undefined to leave the request to Express. */
  /** A GET the lane may answer at all: no body, no session, headers it answers as Express would. */
  const laneRequest = (req: IncomingMessage): boolean => {
    const { headers } = req;
    return (
      req.method === "GET" &&
      headers["if-modified-since"] === undefined &&
      headers["content-length"] === undefined &&
      headers["transfer-encoding"] === undefined &&
      encodingFor(headers["accept-encoding"]) !== undefined &&
      readCookie(headers.cookie, options.sessionCookie, options.production) === undefined
    );
  };
  const laneId = (req: IncomingMessage): string | undefined => {
    const { url } = req;
    if (url === undefined || !url.startsWith(prefix)) return undefined;
    const raw = url.slice(prefix.length);
    // one plain path segment: no query, no further slash, nothing to normalize
    if (raw.length === 0 || /[/?#;\\]/.test(raw)) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    // too long, or text no product id holds (NUL, lone surrogates): Express answers it
    return id.length > options.maxIdLength || hasImpossibleText(id) ? undefined : id;
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: CachedAnswer) => {
    // the headers in the order the Express route and the compression middleware write them
    options.securityHeaders(res);
    res.setHeader("ETag", answer.etag);
    if (fresh(req, answer.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    const encoding = answer.json.length < compressFrom ? "identity" : encodingFor(req.headers["accept-encoding"]);
    if (encoding === "br" || encoding === "gzip") {
      const body = compressed(answer, encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(body);
    } else {
      res.setHeader("Content-Length", answer.json.length);
      res.setHeader("Vary", "Accept-Encoding");
      res.end(answer.json);
    }
  };

  return (req, res) => {
    if (options.log.isLevelEnabled("debug") || !laneRequest(req)) return next(req, res);
    const kept = req.url?.startsWith("/api/") ? options.kept?.(req.url) : undefined;
    if (kept) return send(req, res, kept);
    const id = laneId(req);
    if (id === undefined) return next(req, res);
    const cached = options.cached(id);
    if (cached) return send(req, res, cached);
    options.load(id).then(
      (answer) => (answer ? send(req, res, answer) : next(req, res)),
      () => next(req, res),
    );
  };
}

/** The compression middleware leaves answers under 1 KB as they are. */
const compressFrom = 1024;

/**
 * The encoding the compression middleware would pick for an Accept-Encoding header: "br" when
 * listed, else "gzip", else "identity" (also for no header at all). Undefined for what the lane
 * leaves to Express: weighted lists (q=...), and lists naming only encodings it does not make.
 */
export function encodingFor(header: string | string[] | undefined): "br" | "gzip" | "identity" | undefined {
  if (header === undefined) return "identity";
  if (Array.isArray(header) || header.includes(";")) return undefined;
  const listed = new Set(
    header
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  if (listed.has("br") || listed.has("*")) return "br";
  if (listed.has("gzip")) return "gzip";
  if (listed.size === 0 || listed.has("identity")) return "identity";
  return undefined;
}

/** Each cached answer's compressed bytes, made on first use and dropped with the answer. */
const compressedAnswers = new WeakMap<CachedAnswer, { br?: Buffer; gzip?: Buffer }>();

function compressed(answer: CachedAnswer, encoding: "br" | "gzip"): Buffer {
  let forms = compressedAnswers.get(answer);
  if (!forms) {
    forms = {};
    compressedAnswers.set(answer, forms);
  }
  // the compression middleware's settings: Brotli at quality 4, gzip at zlib's default level
  forms[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(answer.json, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
          },
        })
      : zlib.gzipSync(answer.json);
  return forms[encoding];
}

/** Express's freshness check for an ETag alone (the `fresh` package): If-None-Match matches it. */
export function fresh(req: IncomingMessage, etag: string): boolean {
  const match = req.headers["if-none-match"];
  if (!match) return false;
  if (/(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(req.headers["cache-control"] ?? "")) return false;
  if (match.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return match.split(",").some((tag) => bare(tag) === bare(etag));
}
