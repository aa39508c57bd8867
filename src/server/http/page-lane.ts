// The page lane: catalogue and content pages for visitors without a session, answered from memory
// before Express and React Router (DESIGN.md point 19; docs/decisions/0016-page-cache.md). Like the
// product lane (fast-lane.ts) it takes only requests it can answer as the shop would and hands the
// rest to the next listener unchanged:
// - GET of a page in the list below (any query string), the path in its plain form, no body;
// - no session cookie, or a session cookie of a shopper (role "user", or a session that has ended):
//   public pages carry nothing personal (the browser reads name, bag and hearts from
//   /api/me/summary after load, decision 0022), so a shopper gets the same kept page as a guest,
//   marked private, no-store like every answer to a signed-in visitor. An admin's page differs (no
//   shop header) and goes to Express. The lane renders with no user and no cookies at all, so
//   nothing personal can enter;
// - an Accept-Encoding without weights (what browsers send), debug-level request logging off.
// A page is rendered once per key (origin + path + query) at a time, with a placeholder CSP nonce,
// fully (no streaming), and kept only when it is a 200 without Set-Cookie and without
// Cache-Control private/no-store; anything else is remembered as "not this lane's" for the TTL and
// goes to Express. Kept pages are compressed once (page-bytes.ts); every answer gets its own nonce,
// in its CSP header and in the page. The cache is bounded by bytes (least recently used go first).
// When the catalogue changes (here or on another instance: the catalogue cache's LISTEN/NOTIFY) or
// the TTL passes, a page is stale: it is still answered while one render makes its successor
// (stale-while-revalidate), for up to maxStaleMs after it was made.

import crypto from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { createRequestHandler, type ServerBuild } from "react-router";
import { hasImpossibleText } from "../../core/text.ts";
import type { AppContext } from "../context.ts";
import { hashSessionId, resumeSession } from "../features/accounts/sessions.ts";
import type { Logger } from "../log.ts";
import { readCookie } from "./cookies.ts";
import { encodingFor, fresh } from "./fast-lane.ts";
import { brotliAnswer, gzipAnswer, identityAnswer, makeNoncePage, type NoncePage } from "./page-bytes.ts";
import type { SessionUser } from "./permissions.ts";
import { securityHeaderWriter } from "./security.ts";
import type { ClientInfo } from "./sessions.ts";
import { sessionCookie } from "./sessions.ts";
import { webServices } from "./web-services.ts";

/**
 * The pages the lane serves: the catalogue's and the content pages (routes.ts), and their Hindi
 * twins under /hi (decision 0061: the key is the URL, so /hi/faq and /faq are kept apart).
 */
const cacheablePath =
  /^(?:\/hi)?\/(?:shop|search|skincare|aurajewels|divinecrystals|sacredrituals|aboutus|policies|termsandconditions|healing|contactus|faq|productdetails\/[A-Za-z0-9._~%-]+)$|^\/(?:hi)?$/;

export interface PageLaneOptions {
  /** Renders a page for nobody in particular, with the given nonce. */
  render(url: URL, client: ClientInfo, nonce: string): Promise<Response>;
  /** Changes whenever the catalogue changes, on any instance (cache.ts). */
  generation(): number;
  /** Sets the security headers and returns the answer's nonce (security.ts). */
  securityHeaders(res: ServerResponse): string;
  sessionCookie: string;
  /** The role of the session a session cookie names (undefined: no live session). */
  sessionRole(sessionId: string): Promise<"user" | "admin" | undefined>;
  production: boolean;
  trustProxy: unknown;
  log: Logger;
  /** Bytes the cache may hold (plain and compressed forms together). Default 64 MB. */
  maxBytes?: number;
  /** A page is current this long after it was made, unless the catalogue changes. Default 5 min. */
  ttlMs?: number;
  /** A stale page is still answered (while its successor renders) this long after it was made. */
  maxStaleMs?: number;
  /** Where the lane counts what it does. */
  stats?: PageLaneStats;
}

/** What the lane has done, for tests and the benchmark. */
export interface PageLaneStats {
  renders: number;
  hits: number;
  /** Of the hits and stale hits: answers to a request with a session cookie. */
  memberHits: number;
  staleHits: number;
  passed: number;
  entries: number;
  bytes: number;
}

/** The lane's counters by shop, for tests and the benchmark. */
export const pageLaneStats = new WeakMap<AppContext, PageLaneStats>();

const defaultTtlMs = 5 * 60_000;
const privateNoStore = "private, no-store";

const newStats = (): PageLaneStats => ({
  renders: 0,
  hits: 0,
  memberHits: 0,
  staleHits: 0,
  passed: 0,
  entries: 0,
  bytes: 0,
});

interface CachedPage {
  headers: Array<[string, string]>;
  etag: string;
  body: NoncePage;
}

interface Entry {
  /** Null: this key is not the lane's (not a 200, Set-Cookie, private...); Express answers it. */
  page: CachedPage | null;
  generation: number;
  at: number;
  bytes: number;
}

export function withPageLane(options: PageLaneOptions, next: RequestListener): RequestListener {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const maxStaleMs = options.maxStaleMs ?? 10 * 60_000;
  const placeholder = placeholderNonce();
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  const stats = options.stats ?? newStats();

  const store = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    if (previous) {
      stats.bytes -= previous.bytes;
      entries.delete(key);
    }
    if (entry.bytes > maxBytes / 8) return;
    entries.set(key, entry);
    stats.bytes += entry.bytes;
    for (const [oldest, old] of entries) {
      if (stats.bytes <= maxBytes) break;
      entries.delete(oldest);
      stats.bytes -= old.bytes;
    }
    stats.entries = entries.size;
  };

  /** One render per key at a time: a second asker waits for the first render. */
  const refresh = (key: string, url: URL, client: ClientInfo): Promise<Entry> => {
    const running = rendering.get(key);
    if (running) return running;
    const generation = options.generation();
    stats.renders += 1;
    const made = renderEntry(options, url, client, placeholder, generation).then(
      (entry) => {
        store(key, entry);
        return entry;
      },
      (error: unknown) => {
        options.log.warn({ err: error, path: url.pathname }, "page lane could not render a page");
        const entry: Entry = { page: null, generation, at: failedAt(Date.now(), options), bytes: key.length };
        store(key, entry);
        return entry;
      },
    );
    const settled = made.finally(() => rendering.delete(key));
    rendering.set(key, settled);
    return settled;
  };

  const send = (req: IncomingMessage, res: ServerResponse, page: CachedPage, signedIn: boolean) => {
    if (signedIn) stats.memberHits += 1;
    const nonce = options.securityHeaders(res);
    if (fresh(req, page.etag)) {
      // the browser keeps its copy, whose nonce its stored policy names: a new policy would not
      res.removeHeader("Content-Security-Policy");
      res.setHeader("ETag", page.etag);
      res.setHeader("Vary", "Accept-Encoding");
      if (signedIn) res.setHeader("Cache-Control", privateNoStore);
      res.statusCode = 304;
      res.end();
      return;
    }
    for (const [name, value] of page.headers) res.setHeader(name, value);
    // every answer to a signed-in visitor is private, no-store (sessions.ts), this one too
    if (signedIn) res.setHeader("Cache-Control", privateNoStore);
    res.setHeader("ETag", page.etag);
    endWithNoncePage(req, res, page.body, nonce);
  };

  const answer = (req: IncomingMessage, res: ServerResponse, target: LaneTarget) => {
    const signedIn = target.sessionId !== undefined;
    const key = target.url.href;
    const entry = entries.get(key);
    const now = Date.now();
    if (entry) {
      // least recently used go first: a use moves the entry to the end
      entries.delete(key);
      entries.set(key, entry);
      const current = entry.generation === options.generation() && now - entry.at < ttlMs;
      if (current) {
        if (!entry.page) {
          stats.passed += 1;
          return next(req, res);
        }
        stats.hits += 1;
        return send(req, res, entry.page, signedIn);
      }
      // after a catalogue change the first asker waits for the fresh page (a changed price shows at
      // once); while that one render runs, everyone else gets the kept page (no stampede). A page
      // that only grew old is answered at once and rendered again behind it.
      const changed = entry.generation !== options.generation();
      if (entry.page && now - entry.at < maxStaleMs && (!changed || rendering.has(key))) {
        stats.staleHits += 1;
        refresh(key, target.url, target.client).catch(() => {});
        return send(req, res, entry.page, signedIn);
      }
    }
    refresh(key, target.url, target.client).then(
      (made) => {
        if (made.page) return send(req, res, made.page, signedIn);
        stats.passed += 1;
        next(req, res);
      },
      () => next(req, res),
    );
  };

  return (req, res) => {
    const target = options.log.isLevelEnabled("debug") ? undefined : laneTarget(req, options);
    if (!target) return next(req, res);
    if (target.sessionId === undefined) return answer(req, res, target);
    // a shopper's public page is the guest's; an admin's is not (no shop header): Express renders it
    options.sessionRole(target.sessionId).then(
      (role) => (role === "admin" ? next(req, res) : answer(req, res, target)),
      () => next(req, res),
    );
  };
}

interface LaneTarget {
  url: URL;
  client: ClientInfo;
  /** The session cookie's value, when the request carries one. */
  sessionId: string | undefined;
}

/** The page's URL as React Router would see it, and the caller, when the lane takes the request. */
function laneTarget(
  req: IncomingMessage,
  options: Pick<PageLaneOptions, "sessionCookie" | "production" | "trustProxy">,
): LaneTarget | undefined {
  const { url, headers } = req;
  if (req.method !== "GET" || url === undefined || url.length > 2048) return undefined;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (!cacheablePath.test(path)) return undefined;
  // impossible text (a NUL, a lone surrogate) in the address is Express's 400 (text-input.ts)
  if (addressHasImpossibleText(url)) return undefined;
  if (
    headers["content-length"] !== undefined ||
    headers["transfer-encoding"] !== undefined ||
    encodingFor(headers["accept-encoding"]) === undefined
  ) {
    return undefined;
  }
  const sessionId = readCookie(headers.cookie, options.sessionCookie, options.production);
  const origin = requestOrigin(req, options.trustProxy);
  if (!origin) return undefined;
  try {
    return {
      url: new URL(`${origin}${url}`),
      client: {
        ip: req.socket.remoteAddress ?? "unknown",
        userAgent: undefined,
        sessionIdHash: undefined,
      },
      sessionId,
    };
  } catch {
    return undefined;
  }
}

async function renderEntry(
  options: PageLaneOptions,
  url: URL,
  client: ClientInfo,
  placeholder: string,
  generation: number,
): Promise<Entry> {
  const response = await options.render(url, client, placeholder);
  const at = Date.now();
  const cacheControl = response.headers.get("cache-control") ?? "";
  const contentType = response.headers.get("content-type") ?? "";
  if (
    response.status !== 200 ||
    response.headers.has("set-cookie") ||
    /private|no-store/i.test(cacheControl) ||
    !contentType.startsWith("text/html")
  ) {
    await response.body?.cancel().catch(() => {});
    // a failure is remembered for a second only (the next asker tries again); a 404, a redirect or
    // a page that sets cookies for the TTL
    return { page: null, generation, at: response.status >= 500 ? failedAt(at, options) : at, bytes: url.href.length };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = keptHeaders(response);
  const body = await makeNoncePage(bytes, placeholder);
  // weak: the pages an ETag stands for differ in their nonces only
  const etag = `W/"p${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { page: { headers, etag, body }, generation, at, bytes: body.bytes + url.href.length };
}

/** The time to give a failed render's entry so that it stays current for one second. */
function failedAt(now: number, options: Pick<PageLaneOptions, "ttlMs">): number {
  return now - (options.ttlMs ?? defaultTtlMs) + 1000;
}

/**
 * The origin as Express works it out (req.protocol, req.host), which canonical links may use:
 * forwarded headers only behind a trusted proxy; undefined for a host that is not a host name.
 */
export function requestOrigin(req: IncomingMessage, trustProxy: unknown): string | undefined {
  const { headers } = req;
  const forwarded = (name: string) => {
    const value = trustProxy ? headers[name] : undefined;
    return typeof value === "string" ? value.split(",")[0]?.trim() : undefined;
  };
  const protocol = forwarded("x-forwarded-proto") ?? ((req.socket as TLSSocket).encrypted ? "https" : "http");
  const host = forwarded("x-forwarded-host") ?? headers.host;
  if (!host || !/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host) || !/^https?$/.test(protocol)) return undefined;
  return `${protocol}://${host}`;
}

/**
 * Sends a kept page with the answer's nonce in the encoding the browser asked for (Brotli, else
 * gzip when the page's Brotli failed its check, else plain), with Vary and Content-Length.
 */
export function endWithNoncePage(req: IncomingMessage, res: ServerResponse, page: NoncePage, nonce: string): void {
  res.setHeader("Vary", "Accept-Encoding");
  const wanted = encodingFor(req.headers["accept-encoding"]);
  let body: Buffer | undefined;
  if (wanted === "br") {
    body = brotliAnswer(page, nonce);
    if (body) res.setHeader("Content-Encoding", "br");
    else if (acceptsGzip(req.headers["accept-encoding"])) {
      body = gzipAnswer(page, nonce);
      res.setHeader("Content-Encoding", "gzip");
    }
  } else if (wanted === "gzip") {
    body = gzipAnswer(page, nonce);
    res.setHeader("Content-Encoding", "gzip");
  }
  body ??= identityAnswer(page, nonce);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * The headers a kept page answers with: the rendered response's, without those of one transfer
 * (length, encoding, date, connection) and those each lane sets itself (Vary, ETag).
 */
export function keptHeaders(response: Response): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) {
    if (!/^(?:content-length|content-encoding|transfer-encoding|connection|date|vary|etag)$/i.test(name)) {
      headers.push([name, value]);
    }
  }
  return headers;
}

/** Renders a whole page for a lane, for a member or (null) for nobody, with the given nonce. */
export type LaneRender = (url: URL, user: SessionUser | null, client: ClientInfo, nonce: string) => Promise<Response>;

const laneRenderers = new WeakMap<AppContext, LaneRender>();

/**
 * React Router's own request handler for the built app, called the way Express's route calls it
 * (the shop's services, the user, the caller, the nonce) but asking for the whole page at once;
 * one per shop, shared by the page lane and the account lane.
 */
export function laneRenderer(ctx: AppContext, build: ServerBuild): LaneRender {
  let render = laneRenderers.get(ctx);
  if (!render) {
    const handle = createRequestHandler(build, ctx.config.env);
    const services = webServices(ctx);
    render = (url, user, client, nonce) =>
      handle(new Request(url, { headers: { accept: "text/html" } }), {
        services,
        user,
        client,
        nonce,
        wholePage: true,
      });
    laneRenderers.set(ctx, render);
  }
  return render;
}

/** A nonce-shaped placeholder (base64 of 16 bytes, letters and digits only) unique to this process. */
export function placeholderNonce(): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const random = crypto.randomBytes(22);
  return `${Array.from(random, (byte) => letters[byte % letters.length]).join("")}==`;
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  return typeof header === "string" && /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$)/i.test(header);
}

/**
 * The lane in front of `next` when the shop serves a built app (not in development, where Vite
 * renders): React Router's own request handler, called with an anonymous load context.
 */
export function pageLane(
  ctx: AppContext,
  web: { kind: string; build?: ServerBuild },
  security: Parameters<typeof securityHeaderWriter>[0],
  next: RequestListener,
): RequestListener {
  if (web.kind !== "build" || !web.build) return next;
  const render = laneRenderer(ctx, web.build);
  const stats = newStats();
  pageLaneStats.set(ctx, stats);
  return withPageLane(
    {
      render: (url, client, nonce) => render(url, null, client, nonce),
      generation: () => ctx.cache.generation(),
      securityHeaders: securityHeaderWriter(security),
      sessionCookie,
      sessionRole: sessionRoles(ctx),
      production: ctx.config.production,
      trustProxy: ctx.config.trustProxy,
      log: ctx.log,
      stats,
    },
    next,
  );
}

const sessionRoleTtlMs = 30_000;
const sessionRoleEntries = 10_000;

/**
 * A session's role, remembered for 30 s (one lookup per session and half-minute, not per page): the
 * lane asks only to send admins to Express, and a shopper's page is a guest's, so a session that
 * ended or a role that changed in the last half-minute shows nobody anything of anyone's.
 */
function sessionRoles(ctx: AppContext): PageLaneOptions["sessionRole"] {
  const known = new Map<string, { at: number; role: Promise<"user" | "admin" | undefined> }>();
  return (sessionId) => {
    const idHash = hashSessionId(sessionId);
    const now = Date.now();
    const hit = known.get(idHash);
    if (hit && now - hit.at < sessionRoleTtlMs) return hit.role;
    const role = resumeSession(ctx.db, idHash).then((user) => user?.role);
    known.delete(idHash);
    known.set(idHash, { at: now, role });
    // a failed lookup is not remembered
    role.catch(() => known.delete(idHash));
    for (const [oldest] of known) {
      if (known.size <= sessionRoleEntries) break;
      known.delete(oldest);
    }
    return role;
  };
}

/** True when the address, decoded, holds impossible text, or cannot be decoded at all. */
function addressHasImpossibleText(url: string): boolean {
  if (!url.includes("%")) return hasImpossibleText(url);
  try {
    return hasImpossibleText(decodeURIComponent(url.replaceAll("+", " ")));
  } catch {
    return true;
  }
}
