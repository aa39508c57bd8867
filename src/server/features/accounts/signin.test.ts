// Sign-in, sessions and sign-out through HTTP: the cookie, the answer, the expiries, the same
// refusal for an unknown address and a wrong password.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import {
  createAccount,
  from,
  makeAdmin,
  sessionCookieOf,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { hashPassword } from "./password.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const login = (email: string, password: string, ip = uniqueIp(), cookie?: string) =>
  shop.api("/api/auth/login", from(ip, "POST", { email, password }, cookie));
const me = (cookie: string) => shop.api("/api/auth/me", { headers: { cookie } });

describe("sign-in", () => {
  test("answers the message and the public profile, and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const { email, password } = await createAccount(shop);
    const response = await login(` ${email.toUpperCase()} `, password);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = await response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.userData).toMatchObject({
      _id: await userIdOf(shop, email),
      firstName: "Asha",
      lastName: "Verma",
      email,
      phone: "9876543210",
      userRole: "user",
      Points: 0,
      profilePicture: null,
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{22}; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  test("stores only the hash of the session id", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const id = cookie.split("=")[1] ?? "";
    const rows = await shop.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userIdOf(shop, email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  test("gives a new session id at every sign-in and ends the one the browser came with", async () => {
    const { email, password } = await createAccount(shop);
    const first = await signInCookie(shop, email, password);
    const response = await login(email, password, uniqueIp(), first);
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  test("answers an unknown address and a wrong password alike, in similar time", async () => {
    const { email } = await createAccount(shop);
    const timeOf = async (address: string) => {
      const startedAt = performance.now();
      const response = await login(address, "not-the-password-1");
      return { ms: performance.now() - startedAt, status: response.status, body: await response.json() };
    };
    await timeOf(uniqueEmail()); // warm the timing dummy
    const wrong = await timeOf(email);
    const unknown = await timeOf(uniqueEmail());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe("Invalid email or password");
    expect(Math.abs(wrong.ms - unknown.ms)).toBeLessThan(Math.max(wrong.ms, unknown.ms) * 0.8 + 30);
  });

  test("asks for both fields with the spec's message", async () => {
    const response = await login("", "");
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Please fill all fields!");
  });

  test("never answers a password hash", async () => {
    const { email, password } = await createAccount(shop);
    const response = await login(email, password);
    const cookie = sessionCookieOf(response);
    for (const text of [JSON.stringify(await response.json()), await (await me(cookie)).text()]) {
      expect(text).not.toMatch(/argon2|passwordHash|password_hash/);
    }
  });
});

describe("sessions", () => {
  test("/api/auth/me answers the user with a session and 401 without", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((await response.json()).email).toBe(email);
    expect((await shop.api("/api/auth/me")).status).toBe(401);
    expect((await me("sid=made-up-session-id")).status).toBe(401);
  });

  test("sign-out ends the session on the server and clears the cookie", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const response = await shop.api("/api/auth/logout", from(uniqueIp(), "POST", undefined, cookie));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/sid=; .*Max-Age=0/);
    // the old cookie, replayed, is dead
    expect((await me(cookie)).status).toBe(401);
  });

  test("sign-out also ends the user's other sessions (DESIGN.md point 13)", async () => {
    const { email, password } = await createAccount(shop);
    const phone = await signInCookie(shop, email, password);
    const laptop = await signInCookie(shop, email, password);
    expect((await me(laptop)).status).toBe(200);
    await shop.api("/api/auth/logout", from(uniqueIp(), "POST", undefined, phone));
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
  });

  test("slides the idle expiry forward when used", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const userId = await userIdOf(shop, email);
    await shop.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 days'`, expiresAt: sql`now() + interval '1 day'` })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(200);
    const [row] = await shop.ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    const daysLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
  });

  test("ends a session idle for 7 days", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    await shop.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, await userIdOf(shop, email)));
    const response = await me(cookie);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(/sid=;/);
  });

  test("ends a session 30 days after sign-in however busy it is, and never slides past that", async () => {
    const { email, password } = await createAccount(shop);
    const cookie = await signInCookie(shop, email, password);
    const userId = await userIdOf(shop, email);
    await shop.ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'`, absoluteExpiresAt: sql`now() + interval '1 day'` })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(200);
    const [row] = await shop.ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(row?.absoluteExpiresAt.getTime() ?? 0);
    await shop.ctx.db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(401);
  });

  test("an admin's answer says userRole admin", async () => {
    const { email, password } = await createAccount(shop);
    await makeAdmin(shop, email);
    const response = await login(email, password);
    expect((await response.json()).userData.userRole).toBe("admin");
  });
});

describe("production cookies", () => {
  test("are Secure with the __Host- prefix, and the development mailbox is gone", async () => {
    const production = await startTestShop({
      env: { ...testShopEnv, NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in", LOG_LEVEL: "silent" },
    });
    try {
      const { email, password } = await createAccount(shop);
      // production has no mailbox to read codes from: make the account directly in this shop's database
      await production.ctx.db.insert(users).values({
        email,
        passwordHash: await hashPassword(password),
        firstName: "Asha",
        lastName: "Verma",
        phone: "9876543210",
      });
      const response = await production.api("/api/auth/login", from(uniqueIp(), "POST", { email, password }));
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__Host-sid="));
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("Path=/");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).not.toContain("Domain");
      const session = cookie?.split(";")[0] ?? "";
      expect((await production.api("/api/auth/me", { headers: { cookie: session } })).status).toBe(200);
      // the development cookie name means nothing in production
      expect(
        (await production.api("/api/auth/me", { headers: { cookie: session.replace("__Host-", "") } })).status,
      ).toBe(401);
      expect((await production.api("/dev/mailbox")).status).toBe(404);
      expect((await production.api("/dev/mailbox/messages.json")).status).toBe(404);
    } finally {
      await production.close();
    }
  }, 120_000);
});
