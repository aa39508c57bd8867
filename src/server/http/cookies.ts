// The shop's cookies: HttpOnly, SameSite=Lax, Path=/, and in production Secure with the __Host-
// prefix (DESIGN.md point 13). Reading and writing them lives here, once.

export interface CookieOptions {
  production: boolean;
  /** Seconds until the browser drops it; 0 deletes it. */
  maxAgeSeconds: number;
}

/** "sid" in development, "__Host-sid" in production (the prefix pins it to this host, Secure, Path=/). */
export function cookieName(base: string, production: boolean): string {
  return production ? `__Host-${base}` : base;
}

export function serializeCookie(base: string, value: string, options: CookieOptions): string {
  const parts = [
    `${cookieName(base, options.production)}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (options.maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.production) parts.push("Secure");
  return parts.join("; ");
}

export function clearCookie(base: string, production: boolean): string {
  return serializeCookie(base, "", { production, maxAgeSeconds: 0 });
}

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, base: string, production: boolean): string | undefined {
  if (!header) return undefined;
  const name = cookieName(base, production);
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
