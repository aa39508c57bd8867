// The account lane: My Account's first screen (/userdashboard and /hi/userdashboard, no query) for
// a signed-in shopper, answered from memory before Express when nothing it shows has changed
// (issue 37 point 3; docs/decisions/0066-account-lane.md). The page lane (page-lane.ts) keeps
// pages that are the same for everyone; this one keeps one member's own page for that member:
// - every request still looks its session up, in one statement that also reads the member's
//   account stamp (users.account_stamp, moved by database triggers on every change to the member,
//   their addresses, their orders and those orders' lines: migration 0050). A session that has
//   ended, an admin's session or anything unusual goes to Express, which answers as before;
// - a kept page is the member's (the key holds their id), for that stamp and the catalogue and
//   settings generation (the menu and the shop's identity in the frame), and for at most ttlMs;
//   anything else renders it again before answering: a change shows on the next request;
// - it is rendered once, whole, with a placeholder nonce, kept only when it is a 200 HTML page
//   without Set-Cookie, compressed once (page-bytes.ts), and every answer gets its own nonce; it is
//   private, no-store to the browser like every answer to a signed-in visitor. The cache is bounded
//   by bytes (least recently used go first).
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import type { AppContext } from "../context.ts";
import { hashSessionId, resumeStamped } from "../features/accounts/sessions.ts";
import type { Logger } from "../log.ts";
import { readCookie } from "./cookies.ts";
import { encodingFor } from "./fast-lane.ts";
import { makeNoncePage, type NoncePage } from "./page-bytes.ts";
import { endWithNoncePage, keptHeaders, laneRenderer, placeholderNonce, requestOrigin } from "./page-lane.ts";
import type { SessionUser } from "./permissions.ts";
import { securityHeaderWriter } from "./security.ts";
import type { ClientInfo } from "./sessions.ts";
import { sessionCookie } from "./sessions.ts";

/** My Account's first screen: the dashboard tab, which a query (?tab=, ?order=…) is not. */
const firstScreenPath = /^(?:\/hi)?\/userdashboard$/;

export interface AccountLaneOptions {
  /** Renders the page at the URL for the member, with the given nonce. */
  render(url: URL, user: SessionUser, client: ClientInfo, nonce: string): Promise<Response>;
  /** The session's member and account stamp (undefined: no live session). */
  resume(sessionIdHash: string): Promise<{ user: SessionUser; accountStamp: number } | undefined>;
  /** Changes whenever the catalogue or the settings change, on any instance (cache.ts). */
  generation(): number;
  /** Sets the security headers and returns the answer's nonce (security.ts). */
  securityHeaders(res: ServerResponse): string;
  sessionCookie: string;
  production: boolean;
  trustProxy: unknown;
  log: Logger;
  /** Bytes the cache may hold (plain and compressed forms together). Default 32 MB. */
  maxBytes?: number;
  /** A page is current this long after it was made, unless something it shows changes. Default 5 min. */
  ttlMs?: number;
  stats?: AccountLaneStats;
}

/** What the lane has done, for tests and the benchmark. */
export interface AccountLaneStats {
  renders: number;
  hits: number;
  /** Requests the lane looked at and left to Express (no live session, an admin, a page not kept). */
  passed: number;
  entries: number;
  bytes: number;
}

/** The lane's counters by shop, for tests and the benchmark. */
export const accountLaneStats = new WeakMap<AppContext, AccountLaneStats>();

const privateNoStore = "private, no-store";

const newStats = (): AccountLaneStats => ({ renders: 0, hits: 0, passed: 0, entries: 0, bytes: 0 });

interface Entry {
  /** Null: this render was not a page to keep (a redirect, an error): Express answers. */
  page: { headers: Array<[string, string]>; body: NoncePage } | null;
  accountStamp: number;
  generation: number;
  at: number;
  bytes: number;
}

export function withAccountLane(options: AccountLaneOptions, next: RequestListener): RequestListener {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 5 * 60_000;
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
    if (entry.bytes <= maxBytes / 8) {
      entries.set(key, entry);
      stats.bytes += entry.bytes;
    }
    for (const [oldest, old] of entries) {
      if (stats.bytes <= maxBytes) break;
      entries.delete(oldest);
      stats.bytes -= old.bytes;
    }
    stats.entries = entries.size;
  };

  /** One render per member, page, stamp and generation at a time: a second asker waits for it. */
  const render = (key: string, url: URL, user: SessionUser, client: ClientInfo, accountStamp: number) => {
    const generation = options.generation();
    const renderKey = `${key} ${accountStamp} ${generation}`;
    const running = rendering.get(renderKey);
    if (running) return running;
    stats.renders += 1;
    const made = renderEntry(options, url, user, client, placeholder).then(
      (page): Entry => {
        const bytes = (page?.body.bytes ?? 0) + key.length;
        const entry: Entry = { page, accountStamp, generation, at: Date.now(), bytes };
        // a render that raced a newer one must not replace it
        const kept = entries.get(key);
        if (!kept || kept.accountStamp <= accountStamp) store(key, entry);
        return entry;
      },
      (error: unknown): Entry => {
        options.log.warn({ err: error, path: url.pathname }, "account lane could not render a page");
        return { page: null, accountStamp, generation, at: 0, bytes: 0 };
      },
    );
    const settled = made.finally(() => rendering.delete(renderKey));
    rendering.set(renderKey, settled);
    return settled;
  };

  const send = (req: IncomingMessage, res: ServerResponse, page: NonNullable<Entry["page"]>) => {
    stats.hits += 1;
    const nonce = options.securityHeaders(res);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", privateNoStore);
    endWithNoncePage(req, res, page.body, nonce);
  };

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    stats.passed += 1;
    next(req, res);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, target: LaneTarget) => {
    const sessionIdHash = hashSessionId(target.sessionId);
    const resumed = await options.resume(sessionIdHash);
    // no live session (Express drops the cookie and sends to sign-in), or an admin's frame: Express
    if (resumed?.user.role !== "user") return pass(req, res);
    const { user, accountStamp } = resumed;
    const key = `${user.id} ${target.url.href}`;
    const kept = entries.get(key);
    const current =
      kept !== undefined &&
      kept.accountStamp === accountStamp &&
      kept.generation === options.generation() &&
      Date.now() - kept.at < ttlMs;
    let entry: Entry;
    if (current) {
      // least recently used go first: a use moves the entry to the end
      entries.delete(key);
      entries.set(key, kept);
      entry = kept;
    } else {
      const client: ClientInfo = {
        ip: req.socket.remoteAddress ?? "unknown",
        userAgent: undefined,
        sessionIdHash,
      };
      entry = await render(key, target.url, user, client, accountStamp);
    }
    if (!entry.page || res.headersSent || res.destroyed) return pass(req, res);
    send(req, res, entry.page);
  };

  return (req, res) => {
    const target = options.log.isLevelEnabled("debug") ? undefined : laneTarget(req, options);
    if (!target) return next(req, res);
    answer(req, res, target).catch((error: unknown) => {
      options.log.warn({ err: error }, "account lane could not answer");
      if (!res.headersSent) next(req, res);
    });
  };
}

interface LaneTarget {
  url: URL;
  sessionId: string;
}

/** The first screen's URL as React Router would see it, when the lane takes the request. */
function laneTarget(
  req: IncomingMessage,
  options: Pick<AccountLaneOptions, "sessionCookie" | "production" | "trustProxy">,
): LaneTarget | undefined {
  const { url, headers } = req;
  if (req.method !== "GET" || url === undefined || !firstScreenPath.test(url)) return undefined;
  if (
    headers["content-length"] !== undefined ||
    headers["transfer-encoding"] !== undefined ||
    encodingFor(headers["accept-encoding"]) === undefined
  ) {
    return undefined;
  }
  const sessionId = readCookie(headers.cookie, options.sessionCookie, options.production);
  if (!sessionId) return undefined;
  const origin = requestOrigin(req, options.trustProxy);
  if (!origin) return undefined;
  return { url: new URL(`${origin}${url}`), sessionId };
}

/** The rendered page's bytes and headers, or null when it is not a page to keep. */
async function renderEntry(
  options: AccountLaneOptions,
  url: URL,
  user: SessionUser,
  client: ClientInfo,
  placeholder: string,
): Promise<Entry["page"]> {
  const response = await options.render(url, user, client, placeholder);
  if (
    response.status !== 200 ||
    response.headers.has("set-cookie") ||
    !(response.headers.get("content-type") ?? "").startsWith("text/html")
  ) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  return { headers: keptHeaders(response), body: await makeNoncePage(bytes, placeholder) };
}

/**
 * The lane in front of `next` when the shop serves a built app (not in development, where Vite
 * renders): React Router's own request handler, called with the member as its load context's user.
 */
export function accountLane(
  ctx: AppContext,
  web: { kind: string; build?: ServerBuild },
  security: Parameters<typeof securityHeaderWriter>[0],
  next: RequestListener,
): RequestListener {
  if (web.kind !== "build" || !web.build) return next;
  const stats = newStats();
  accountLaneStats.set(ctx, stats);
  return withAccountLane(
    {
      render: laneRenderer(ctx, web.build),
      resume: (sessionIdHash) => resumeStamped(ctx.db, sessionIdHash),
      generation: () => ctx.cache.generation(),
      securityHeaders: securityHeaderWriter(security),
      sessionCookie,
      production: ctx.config.production,
      trustProxy: ctx.config.trustProxy,
      log: ctx.log,
      stats,
    },
    next,
  );
}
