// The tokens of the links the shop mails (a bag's restore link, a review request's per-line link): a
// random token the mail carries, kept only as its SHA-256 with an expiry in the feature's own table.
// No signing key to keep or rotate, and a link is revoked by deleting its row (decision 0030).
import crypto from "node:crypto";

/** The stored form of a link token. */
export const hashLinkToken = (token: string): string => crypto.createHash("sha256").update(token).digest("hex");

/** A new link token (192 random bits, URL-safe) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}
