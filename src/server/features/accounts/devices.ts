// Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies", issue 18 point 4):
// a browser that signed in gets a long-lived random token; the database keeps its SHA-256 and the
// user. A right password from that browser works even while the address is locked for unknown
// devices, so nobody can lock the owner out by typing wrong passwords; wrong passwords from a known
// device count against that device alone.
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { trustedDevices, users } from "../../db/schema.ts";
import { serializeCookie } from "../../http/cookies.ts";

/** The cookie's base name ("device", "__Host-device" in production). */
export const deviceCookie = "device";
export const deviceValidSeconds = 180 * 24 * 3600;

export function deviceCookieHeader(production: boolean, token: string): string {
  return serializeCookie(deviceCookie, token, { production, maxAgeSeconds: deviceValidSeconds });
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface TrustedDevice {
  id: string;
  userId: string;
  email: string;
}

/** The device a cookie's token names, still within its life, with its user's address. */
export async function findTrustedDevice(db: Executor, token: string | undefined): Promise<TrustedDevice | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ id: trustedDevices.id, userId: trustedDevices.userId, email: users.email })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      sql`${trustedDevices.tokenHash} = ${hashToken(token)} and ${trustedDevices.lastUsedAt} > now() - make_interval(secs => ${deviceValidSeconds})`,
    )
    .limit(1);
  return row;
}

/** Remembers this browser for the user: answers the cookie's new token. */
export async function trustDevice(db: Executor, userId: string): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  await db.insert(trustedDevices).values({ userId, tokenHash: hashToken(token) });
  return token;
}

export async function touchTrustedDevice(db: Executor, id: string): Promise<void> {
  await db.update(trustedDevices).set({ lastUsedAt: sql`now()` }).where(eq(trustedDevices.id, id));
}

/** Forgets every device of the user (a password reset: whoever had the old password had devices too). */
export async function forgetDevices(db: Executor, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
