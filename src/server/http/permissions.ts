// The one place that decides who may do what: anonymous, member, owner, admin (DESIGN.md
// decision 1). Routes declare the access they need; services receive the user.
import type { Request } from "express";
import { Forbidden, Unauthorized } from "./errors.ts";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "user" | "admin";
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

export function requireAdmin(req: Request): SessionUser {
  const user = requireUser(req);
  if (user.role !== "admin") throw new Forbidden("Access Denied. This page is not accessible by you.");
  return user;
}

/** A member acting on a `userId` from the request: it must be their own (an admin may act for anyone). */
export function requireOwner(req: Request, userId: string | undefined | null): SessionUser {
  const user = requireUser(req);
  if (userId && userId !== user.id && user.role !== "admin")
    throw new Forbidden("You can only act on your own account.");
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
