// The session middleware: reads the session cookie, sets req.user and req.sessionIdHash for a live
// session, and drops a cookie whose session has ended. Sessions themselves live in
// features/accounts/sessions.ts; the cookie's name and attributes in cookies.ts.
import type { Request, RequestHandler, Response } from "express";
import type { AppContext } from "../context.ts";
import { hashSessionId, resumeSession } from "../features/accounts/sessions.ts";
import { readSettings } from "../features/settings/service.ts";
import { clearCookie, readCookie, serializeCookie } from "./cookies.ts";
import { mustSetUpTwoFactor } from "./permissions.ts";
import { keepPrivate } from "./security.ts";

/** The session cookie's base name (cookies.ts adds the production prefix). */
export const sessionCookie = "sid";

/** What the accounts services need to know about the caller. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The caller's current session, when signed in. */
  sessionIdHash: string | undefined;
}

export function clientInfo(req: Request): ClientInfo {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    userAgent: req.get("user-agent"),
    sessionIdHash: req.sessionIdHash,
  };
}

export function sessionCookieHeader(ctx: AppContext, id: string, maxAgeSeconds: number): string {
  return serializeCookie(sessionCookie, id, { production: ctx.config.production, maxAgeSeconds });
}

export function clearedSessionCookieHeader(ctx: AppContext): string {
  return clearCookie(sessionCookie, ctx.config.production);
}

export function sessionMiddleware(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    if (req.user !== undefined || req.sessionIdHash !== undefined) return next();
    const id = readCookie(req.headers.cookie, sessionCookie, ctx.config.production);
    if (!id) return next();
    try {
      const idHash = hashSessionId(id);
      const user = await resumeSession(ctx.db, idHash);
      if (user) {
        if (user.role === "admin" && !user.twoFactorOn) {
          // settings are cached: an admin's request costs no extra query
          const { security } = await readSettings(ctx);
          user.twoFactorSetUpRequired = mustSetUpTwoFactor(user, security.adminTwoFactorRequired);
        }
        req.user = user;
        req.sessionIdHash = idHash;
        // pages and answers for a signed-in user are theirs alone: no route can make them cacheable
        keepPrivate(res);
      } else {
        appendSetCookie(res, clearedSessionCookieHeader(ctx));
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function appendSetCookie(res: Response, cookie: string): void {
  res.append("Set-Cookie", cookie);
}
