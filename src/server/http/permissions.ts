// The one place that decides who may do what: anonymous, member, owner, admin (DESIGN.md
// decision 1). Routes declare the access they need; services receive the user.
import type { Request } from "express";
import { Forbidden, HttpError, Unauthorized } from "./errors.ts";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "user" | "admin";
  /** Two-factor sign-in is on for the account. */
  twoFactorOn?: boolean;
  /**
   * An admin the shop requires two-factor sign-in of (settings' security section) who has not set it
   * up: set by the session middleware from `mustSetUpTwoFactor`; such a session is no admin yet.
   */
  twoFactorSetUpRequired?: boolean;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by the session middleware when a valid session cookie came with the request. */
      user?: SessionUser;
      /** Hash of the session id, so sign-out can end exactly this session. */
      sessionIdHash?: string;
      /** The JSON body's bytes as they arrived (signature checks). */
      rawBody?: Buffer;
    }
  }
}

export type Access = "public" | "member" | "admin";

export function requireUser(req: Request): SessionUser {
  if (!req.user) throw new Unauthorized();
  return req.user;
}

/** The page where an admin sets up two-factor sign-in (reachable while it is required and missing). */
export const twoFactorSetUpPath = "/admin-two-factor";

export const twoFactorRequiredMessage =
  "This shop requires two-factor sign-in for admins. Set it up at /admin-two-factor to continue.";

/**
 * Whether an admin must set up two-factor sign-in before anything else an admin may do: when the
 * shop requires it (settings.security.adminTwoFactorRequired) and it is not on for them. Such a
 * session keeps what any member may do (its own account, sign-out, the two-factor set-up API).
 */
export function mustSetUpTwoFactor(user: Pick<SessionUser, "role" | "twoFactorOn">, required: boolean): boolean {
  return user.role === "admin" && required && !user.twoFactorOn;
}

/** 403 `two_factor_required`, with where to set it up. */
export class TwoFactorRequired extends HttpError {
  constructor() {
    super(403, "two_factor_required", twoFactorRequiredMessage, undefined, undefined, {
      setUpPath: twoFactorSetUpPath,
    });
  }
}

export function requireAdmin(req: Request): SessionUser {
  const user = requireUser(req);
  if (user.role !== "admin") throw new Forbidden("Access Denied. This page is not accessible by you.");
  if (user.twoFactorSetUpRequired) throw new TwoFactorRequired();
  return user;
}

/** A member acting on a `userId` from the request: it must be their own (an admin may act for anyone). */
export function requireOwner(req: Request, userId: string | undefined | null): SessionUser {
  const user = requireUser(req);
  if (userId && userId !== user.id && user.role !== "admin")
    throw new Forbidden("You can only act on your own account.");
  // acting for someone else is an admin's power, which waits for the two-factor set-up
  if (userId && userId !== user.id && user.twoFactorSetUpRequired) throw new TwoFactorRequired();
  return user;
}

/**
 * A member acting on their own account only, with no admin override (password change, cart,
 * wishlist). A request that names no `userId` acts on the session's own account.
 */
export function requireSelf(req: Request, userId: string | undefined | null): SessionUser {
  const user = requireUser(req);
  if (userId != null && userId !== user.id) throw new Forbidden("You can only act on your own account.");
  return user;
}

export function checkAccess(req: Request, access: Access): SessionUser | undefined {
  if (access === "member") return requireUser(req);
  if (access === "admin") return requireAdmin(req);
  return req.user;
}
