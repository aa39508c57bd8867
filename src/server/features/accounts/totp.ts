// One-time passwords for two-factor sign-in, with node:crypto: HOTP (RFC 4226) and TOTP (RFC 6238)
// as authenticator apps compute them: SHA-1, 6 digits, 30-second steps, one step of clock drift
// either way. Secrets are 20 random bytes, shown to the user in base32 (RFC 4648).
import crypto from "node:crypto";

export const totpStepSeconds = 30;
export const totpDigits = 6;
const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226: the HMAC-SHA-1 of the counter, dynamically truncated to `digits` digits. */
export function hotp(secret: Buffer, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / totpStepSeconds);
}

export function totp(secret: Buffer, now = Date.now()): string {
  return hotp(secret, totpStep(now));
}

/**
 * The step (current, one before or one after) whose code matches, newest first, or null. Compared
 * in constant time; a step at or before `usedUpTo` never matches, so a code cannot be replayed.
 */
export function matchingStep(secret: Buffer, code: string, usedUpTo: number, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  let found: number | null = null;
  for (const step of [current + 1, current, current - 1]) {
    const same = crypto.timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (same && step > usedUpTo && found === null) found = step;
  }
  return found;
}

export function newTotpSecret(): Buffer {
  return crypto.randomBytes(20);
}

/** The otpauth:// URI authenticator apps read (Google Authenticator's key URI format). */
export function otpauthUri(issuer: string, account: string, secret: Buffer): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: "SHA1",
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** Seals a secret with AES-256-GCM under SECRETS_KEY ("v1:iv:tag:data", base64url); unsealed without a key. */
export function sealSecret(secret: Buffer, key: string | undefined): string {
  if (!key) return `plain:${secret.toString("base64url")}`;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", crypto.createHash("sha256").update(key).digest(), iv);
  const data = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}

export function openSecret(sealed: string, key: string | undefined): Buffer {
  const [version, ...parts] = sealed.split(":");
  if (version === "plain") return Buffer.from(parts[0] ?? "", "base64url");
  if (version !== "v1" || !key) throw new Error("this two-factor secret needs SECRETS_KEY");
  const [iv, tag, data] = parts.map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) throw new Error("a damaged two-factor secret");
  const decipher = crypto.createDecipheriv("aes-256-gcm", crypto.createHash("sha256").update(key).digest(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}
