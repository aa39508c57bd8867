// The shop's JSON API as the shipping journeys call it to set up their orders: one call (its answer's
// body, or an error naming the path and status) and the admin's session cookie.
import { baseUrl } from "./browser.ts";
import { adminLogin } from "./global-setup.ts";

export async function api<T>(path: string, method = "GET", body?: unknown, cookie?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The admin signs in through the API: the `sid=…` cookie for later calls. */
export async function adminCookie(): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(adminLogin),
  });
  return (login.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value)) ?? "").split(";")[0] ?? "";
}
