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

/** Signs in through the API: the `sid=…` cookie for later calls (an error when the sign-in is refused). */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`signing ${email} in answered ${login.status}`);
  return (login.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value)) ?? "").split(";")[0] ?? "";
}

/** The admin signs in through the API: the `sid=…` cookie for later calls. */
export const adminCookie = (): Promise<string> => sessionCookie(adminLogin.email, adminLogin.password);

interface EditableProduct {
  variants: Array<Record<string, unknown> & { stock: number }>;
  [field: string]: unknown;
}

/**
 * Sets a product's variants' stock as the admin's product form would: to `stock` each, or with
 * `onlyUp`, to at least `stock` for the variants still in stock (a sold-out one stays sold out).
 * Journeys that buy the cheapest cards share a shop: the one that counts on stock tops it up first.
 */
export async function setStock(productId: string, stock: number, { onlyUp = false } = {}): Promise<void> {
  const cookie = await adminCookie();
  const editable = await api<EditableProduct>(`/api/admin/products/${productId}`, "GET", undefined, cookie);
  const variants = editable.variants.map((variant) => ({
    ...variant,
    stock: onlyUp ? (variant.stock > 0 ? Math.max(variant.stock, stock) : variant.stock) : stock,
  }));
  await api(`/api/products/${productId}`, "PUT", { ...editable, variants }, cookie);
}
