// Helpers for the accounts API tests: unique addresses and IPs, codes read from the development
// mailbox, and ready-made accounts and sessions. Everything goes through HTTP like a client.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../db/schema.ts";
import { json, type TestShop } from "./shop.ts";

/** Shops for these tests trust X-Forwarded-For, so each test can come from its own address. */
export const testShopEnv = { TRUST_PROXY: "1" };

export const uniqueEmail = (label = "shopper") => `${label}-${crypto.randomBytes(5).toString("hex")}@example.test`;

export function uniqueIp(): string {
  const bytes = crypto.randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export const goodPassword = "amethyst-moonlight-42";

export function signupForm(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Asha",
    lastName: "Verma",
    email,
    phone: "9876543210",
    password: goodPassword,
    confirmPassword: goodPassword,
    ...overrides,
  };
}

/** A JSON request from the given client address (and optionally with a session cookie). */
export function from(ip: string, method: string, body?: unknown, cookie?: string): RequestInit {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (cookie) headers.cookie = cookie;
  return body === undefined ? { method, headers } : json(method, body, headers);
}

interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: string;
  text: string;
}

export async function mailTo(shop: TestShop, email: string): Promise<MailboxEntry[]> {
  const response = await shop.api(`/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** The newest code mailed to the address. */
export async function latestCode(shop: TestShop, email: string): Promise<string> {
  const [newest] = (await mailTo(shop, email)).filter((mail) => /code/.test(mail.template));
  const code = /Your verification code: ([0-9A-Z]{6})/.exec(newest?.text ?? "")?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?sid=[^;]+/.test(value));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0] ?? "";
}

/** Signs up through send-code + register; returns the address and password. */
export async function createAccount(
  shop: TestShop,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; ip: string }> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const ip = uniqueIp();
  const sent = await shop.api("/api/auth/send-code", from(ip, "POST", { email, purpose: "signup" }));
  expect(sent.status).toBe(202);
  const code = await latestCode(shop, email);
  const registered = await shop.api("/api/auth/register", from(ip, "POST", { ...signupForm(email, overrides), code }));
  expect(registered.status, await registered.clone().text()).toBe(201);
  return { email, password: (overrides.password as string | undefined) ?? goodPassword, ip };
}

export async function signInCookie(shop: TestShop, email: string, password: string, ip = uniqueIp()): Promise<string> {
  const response = await shop.api("/api/auth/login", from(ip, "POST", { email, password }));
  expect(response.status, await response.clone().text()).toBe(200);
  return sessionCookieOf(response);
}

export async function makeAdmin(shop: TestShop, email: string): Promise<void> {
  await shop.ctx.db.update(users).set({ role: "admin" }).where(eq(users.email, email));
}

export async function userIdOf(shop: TestShop, email: string): Promise<string> {
  const [row] = await shop.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A member signed up and signed in: the address, password, id and session cookie. */
export async function signedInMember(shop: TestShop, overrides: Record<string, unknown> = {}) {
  const account = await createAccount(shop, overrides);
  return {
    ...account,
    id: await userIdOf(shop, account.email),
    cookie: await signInCookie(shop, account.email, account.password),
  };
}
