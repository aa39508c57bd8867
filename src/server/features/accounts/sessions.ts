// Server-side sessions (DESIGN.md point 13): a 128-bit random id in the cookie, only its SHA-256 in
// the database; a new id at every sign-in; idle expiry 7 days (sliding), absolute 30 days.
import crypto from "node:crypto";
import type { Database, Executor } from "../../db/connection.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { deleteSession, findLiveSession, insertSession, touchSession } from "./queries.ts";

export const sessionIdleSeconds = 7 * 24 * 3600;
export const sessionAbsoluteSeconds = 30 * 24 * 3600;
/** The idle expiry is pushed forward at most this often, not on every request. */
const touchEverySeconds = 60;

export function hashSessionId(id: string): string {
  return crypto.createHash("sha256").update(id).digest("hex");
}

/** Starts a session for the user; the returned id goes into the cookie and nowhere else. */
export async function startSession(
  db: Executor,
  userId: string,
  userAgent: string | undefined,
): Promise<{ id: string; idHash: string; maxAgeSeconds: number }> {
  const id = crypto.randomBytes(16).toString("base64url");
  const idHash = hashSessionId(id);
  const now = Date.now();
  await insertSession(db, {
    idHash,
    userId,
    expiresAt: new Date(now + sessionIdleSeconds * 1000),
    absoluteExpiresAt: new Date(now + sessionAbsoluteSeconds * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { id, idHash, maxAgeSeconds: sessionAbsoluteSeconds };
}

/** The signed-in user of a session id hash, sliding its idle expiry; undefined when it is not live. */
export async function resumeSession(db: Database, idHash: string): Promise<SessionUser | undefined> {
  return (await resumeStamped(db, idHash))?.user;
}

/**
 * resumeSession with the member's account stamp (users.account_stamp: it moves whenever My
 * Account's first screen would show something else), read by the same statement.
 */
export async function resumeStamped(
  db: Database,
  idHash: string,
): Promise<{ user: SessionUser; accountStamp: number } | undefined> {
  const row = await findLiveSession(db, idHash);
  if (!row) return undefined;
  if (Date.now() - row.lastSeenAt.getTime() > touchEverySeconds * 1000) {
    await touchSession(db, idHash, sessionIdleSeconds);
  }
  const user: SessionUser = {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    twoFactorOn: row.twoFactorEnabledAt !== null,
  };
  return { user, accountStamp: row.accountStamp };
}

export function endSession(db: Executor, idHash: string): Promise<void> {
  return deleteSession(db, idHash);
}
