// Sign-up through the API: codes sent and checked by the server, every rule of the form, and the
// web sign-up that keeps the form on the server until its code is entered.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { codeAlphabet, messages } from "../../../core/schemas/accounts.ts";
import { users, verificationCodes } from "../../db/schema.ts";
import { webServices } from "../../http/web-services.ts";
import {
  createAccount,
  from,
  goodPassword,
  latestCode,
  mailTo,
  signInCookie,
  signupForm,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { generateCode } from "./codes.ts";
import { hashPassword } from "./password.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const sendCode = (email: string, ip = uniqueIp(), purpose = "signup") =>
  shop.api("/api/auth/send-code", from(ip, "POST", { email, purpose }));
const register = (body: unknown, ip = uniqueIp()) => shop.api("/api/auth/register", from(ip, "POST", body));

/** The cookie a Set-Cookie header sets, as a browser would send it back. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

/** A wrong code of the right shape, never equal to `code`. */
const wrongCode = (code: string) => (code === "AAAAAA" ? "BBBBBB" : "AAAAAA");

describe("send-code", () => {
  test("answers 202 with the same message for a new and an existing address", async () => {
    const { email: existing } = await createAccount(shop);
    const fresh = uniqueEmail();
    const answers = [];
    for (const [email, purpose] of [
      [existing, "signup"],
      [fresh, "signup"],
      [existing, "reset"],
      [fresh, "reset"],
    ] as const) {
      const response = await sendCode(email, uniqueIp(), purpose);
      expect(response.status).toBe(202);
      answers.push(await response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  test("mails a six-character code without look-alikes (no 0/O, 1/I/L), stored only as a hash", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const [row] = await shop.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row?.codeHash).toMatch(/^\$argon2id\$/);
    expect(row?.codeHash).not.toContain(code);
  });

  test("mails no reset code to an address without an account", async () => {
    const email = uniqueEmail();
    expect((await sendCode(email, uniqueIp(), "reset")).status).toBe(202);
    expect(await mailTo(shop, email)).toEqual([]);
  });

  test("refuses an unknown purpose and a malformed address", async () => {
    expect((await sendCode(uniqueEmail(), uniqueIp(), "login")).status).toBe(400);
    const response = await sendCode("not-an-address");
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.email).toBe(messages.emailInvalid);
  });
});

describe("register", () => {
  test("creates the account only with the right code, then the shopper can sign in", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    const response = await register({ ...signupForm(email), code: code.toLowerCase() });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: messages.registered });
    const welcome = (await mailTo(shop, email)).find((mail) => mail.template === "welcome");
    expect(welcome?.subject).toContain("Welcome");
    await signInCookie(shop, email, goodPassword);
  });

  test("refuses a wrong code with the spec's message and creates nothing", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    const response = await register({ ...signupForm(email), code: wrongCode(code) });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.message).toBe("Incorrect code. Please try again.");
    expect(body.error.fields.code).toBe("Incorrect code. Please try again.");
    expect(await shop.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("refuses a code for an address no code was sent to", async () => {
    const response = await register({ ...signupForm(uniqueEmail()), code: "ABC123" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(messages.incorrectCode);
  });

  test("kills the code after five wrong tries: even the right one is refused then", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await register({ ...signupForm(email), code: wrongCode(code) }, ip);
      expect(response.status).toBe(400);
    }
    const response = await register({ ...signupForm(email), code }, ip);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(messages.codeSpent);
  });

  test("refuses an expired code", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    await shop.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.email, email));
    const response = await register({ ...signupForm(email), code });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(messages.codeExpired);
  });

  test("a resent code replaces the first one", async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    await sendCode(email, ip);
    const first = await latestCode(shop, email);
    await sendCode(email, ip);
    const second = await latestCode(shop, email);
    if (first !== second) {
      expect((await register({ ...signupForm(email), code: first })).status).toBe(400);
    }
    expect((await register({ ...signupForm(email), code: second })).status).toBe(201);
  });

  test("a code works once", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    expect((await register({ ...signupForm(email), code })).status).toBe(201);
    expect((await register({ ...signupForm(email), code })).status).toBe(400);
  });

  test("answers 409 for an address that has an account, but only to whoever has its code", async () => {
    const { email } = await createAccount(shop);
    const blind = await register({ ...signupForm(email), code: "ZZZZZZ" });
    expect(blind.status).toBe(400);
    await sendCode(email);
    const code = await latestCode(shop, email);
    const response = await register({ ...signupForm(email, { firstName: "Mallory" }), code });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(messages.emailTaken);
    const [row] = await shop.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.firstName).toBe("Asha");
  });

  test.each([
    ["a short password", "short7!", messages.passwordTooShort],
    ["a password over 128 characters", "x".repeat(129), messages.passwordTooLong],
    ["a common password", "password123", messages.passwordTooCommon],
    ["a common password in other case", "Football1", messages.passwordTooCommon],
  ])("refuses %s", async (_name, password, message) => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    const response = await register({ ...signupForm(email), password, confirmPassword: password, code });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.password).toBe(message);
  });

  test("accepts a long unusual password with no composition rules", async () => {
    await createAccount(shop, {
      password: "the quiet rose quartz hums at dusk",
      confirmPassword: "the quiet rose quartz hums at dusk",
    });
  });

  test("refuses passwords that do not match", async () => {
    const response = await register({
      ...signupForm(uniqueEmail(), { confirmPassword: "something-else-9" }),
      code: "ABC123",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.confirmPassword).toBe(messages.passwordsDoNotMatch);
  });

  test.each([
    ["9 digits", "987654321"],
    ["11 digits", "98765432101"],
    ["letters", "98765abcde"],
  ])("refuses a phone of %s", async (_name, phone) => {
    const response = await register({ ...signupForm(uniqueEmail(), { phone }), code: "ABC123" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.phone).toBe("❌ Contact number must be exactly 10 digits!");
  });

  test.each([
    ["+91 prefix", "+91 98765 43210"],
    ["0 prefix", "09876543210"],
  ])("accepts a phone with a %s and stores the 10 digits", async (_name, phone) => {
    const { email } = await createAccount(shop, { phone });
    const [row] = await shop.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.phone).toBe("9876543210");
  });

  test("requires every field but the referral code", async () => {
    const response = await register({ email: uniqueEmail(), code: "ABC123" });
    expect(response.status).toBe(400);
    const fields = (await response.json()).error.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["firstName", "lastName", "phone", "password"]));
    expect(fields.referralCode).toBeUndefined();
  });

  test("ignores userRole, Points and other unknown fields", async () => {
    const { email } = await createAccount(shop, { userRole: "admin", Points: 1_000_000, role: "admin" });
    const [row] = await shop.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe("user");
    expect(row?.points).toBe(0);
  });

  test("also answers at the spec's old path POST /register", async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await latestCode(shop, email);
    const response = await shop.api("/register", from(uniqueIp(), "POST", { ...signupForm(email), code }));
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
  });
});

describe("web sign-up (the form waits on the server for its code)", () => {
  const client = () => ({ ip: uniqueIp(), userAgent: "vitest", sessionIdHash: undefined });

  test("keeps the form with the code, password hashed, and completes it with the code alone", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("web");
    const started = await accounts.startSignup(signupForm(email, { referralCode: "friend10" }), client());
    expect(started.ok).toBe(true);
    const cookie = started.ok ? cookieOf(started.setCookie) : "";
    const [pending] = await shop.ctx.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, "signup")));
    expect(pending?.pendingRegistration?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(pending)).not.toContain(goodPassword);

    const resent = await accounts.resendSignupCode({ email }, cookie, client());
    expect(resent.ok).toBe(true);
    const code = await latestCode(shop, email);
    const wrong = await accounts.completeSignup({ email, code: wrongCode(code) }, cookie, client());
    expect(wrong).toMatchObject({ ok: false, status: 400, message: messages.incorrectCode });
    const done = await accounts.completeSignup({ email, code }, cookie, client());
    expect(done).toMatchObject({ ok: true, message: messages.registeredSignedIn });
    const [row] = await shop.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: "Asha", phone: "9876543210", referralCode: "FRIEND10", role: "user" });
    await signInCookie(shop, email, goodPassword);
  });

  test("a second form for the same address cannot take over the first: each code completes only its own form", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("owner");
    const ownerPassword = "rose-quartz-evening-17";
    const attackerPassword = "hijacked-password-99";
    const owner = await accounts.startSignup(
      signupForm(email, { password: ownerPassword, confirmPassword: ownerPassword }),
      client(),
    );
    const ownerCode = await latestCode(shop, email);
    const attacker = await accounts.startSignup(
      signupForm(email, { firstName: "Mallory", password: attackerPassword, confirmPassword: attackerPassword }),
      client(),
    );
    if (!owner.ok || !attacker.ok) throw new Error("both forms should be kept");
    const ownerCookie = cookieOf(owner.setCookie);
    const attackerCookie = cookieOf(attacker.setCookie);
    expect(ownerCookie).not.toBe(attackerCookie);
    const newestCode = await latestCode(shop, email);
    expect(newestCode).not.toBe(ownerCode);

    // the owner reads the newest mail (the attacker's form's code) and types it on their own page
    const refused = await accounts.completeSignup({ email, code: newestCode }, ownerCookie, client());
    expect(refused).toMatchObject({ ok: false, status: 400, message: messages.incorrectCode });
    // the attacker's browser cannot use the owner's code either
    const stolen = await accounts.completeSignup({ email, code: ownerCode }, attackerCookie, client());
    expect(stolen).toMatchObject({ ok: false, status: 400, message: messages.incorrectCode });
    // without a cookie naming a form, nothing is completed
    const bare = await accounts.completeSignup({ email, code: ownerCode }, null, client());
    expect(bare).toMatchObject({ ok: false, status: 400, message: messages.fillFormAgain });
    const forged = await accounts.completeSignup({ email, code: ownerCode }, "signup=not-a-uuid", client());
    expect(forged).toMatchObject({ ok: false, status: 400, message: messages.fillFormAgain });
    expect(await shop.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // the owner's own code on the owner's page: the account has the owner's password and name
    const done = await accounts.completeSignup({ email, code: ownerCode }, ownerCookie, client());
    expect(done).toMatchObject({ ok: true, message: messages.registeredSignedIn });
    const [row] = await shop.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.firstName).toBe("Asha");
    await signInCookie(shop, email, ownerPassword);
    const attackerLogin = await shop.api(
      "/api/auth/login",
      from(uniqueIp(), "POST", { email, password: attackerPassword }),
    );
    expect(attackerLogin.status).toBe(401);
    // the attacker's form, completed late with its own code, finds the address taken
    const late = await accounts.completeSignup({ email, code: newestCode }, attackerCookie, client());
    expect(late).toMatchObject({ ok: false, status: 409 });
  });

  test("a resend renews only the browser's own form; it never carries another form", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("resend");
    const owner = await accounts.startSignup(signupForm(email), client());
    const attacker = await accounts.startSignup(
      signupForm(email, { password: "hijacked-password-99", confirmPassword: "hijacked-password-99" }),
      client(),
    );
    if (!owner.ok || !attacker.ok) throw new Error("both forms should be kept");
    const ownerCookie = cookieOf(owner.setCookie);
    expect((await accounts.resendSignupCode({ email }, ownerCookie, client())).ok).toBe(true);
    const resentCode = await latestCode(shop, email);
    const done = await accounts.completeSignup({ email, code: resentCode }, ownerCookie, client());
    expect(done.ok).toBe(true);
    await signInCookie(shop, email, goodPassword);
    const noForm = await accounts.resendSignupCode({ email }, null, client());
    expect(noForm).toMatchObject({ ok: false, status: 400, message: messages.fillFormAgain });
  });

  test("answers the form's rules with the spec's messages", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const outcome = await accounts.startSignup(
      signupForm(uniqueEmail(), { phone: "12345", confirmPassword: "different-password" }),
      client(),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.fields?.phone).toBe("❌ Contact number must be exactly 10 digits!");
    expect(outcome.fields?.confirmPassword).toBe("❌ Passwords do not match!");
  });
});

describe("codes without look-alikes (issue 38 point 8)", () => {
  test("every code is made of the one alphabet: no 0, O, 1, I or L", () => {
    expect(codeAlphabet).toMatch(/^[2-9A-Z]+$/);
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(codeAlphabet).not.toContain(lookAlike);
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      for (const char of code) seen.add(char);
    }
    // the whole alphabet is used, not a part of it
    expect([...seen].sort().join("")).toBe([...codeAlphabet].sort().join(""));
  });

  test("reset codes come from the same alphabet", async () => {
    const { email } = await createAccount(shop);
    await sendCode(email, uniqueIp(), "reset");
    expect(await latestCode(shop, email)).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  });

  test("a code typed in lower case is accepted on /verification", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const client = { ip: uniqueIp(), userAgent: "vitest", sessionIdHash: undefined };
    const email = uniqueEmail("lower");
    const started = await accounts.startSignup(signupForm(email), client);
    const cookie = started.ok ? cookieOf(started.setCookie) : "";
    const code = await latestCode(shop, email);
    const done = await accounts.completeSignup({ email, code: ` ${code.toLowerCase()} ` }, cookie, client);
    expect(done.ok).toBe(true);
  });
});

describe("signed in once the sign-up code is accepted (issue 38 point 8)", () => {
  const client = () => ({ ip: uniqueIp(), userAgent: "vitest", sessionIdHash: undefined });
  const me = (cookie: string) => shop.api("/api/auth/me", { headers: { cookie } });

  test("the right code answers a session cookie like a sign-in's, and the session is the new account's", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("signed-in");
    const started = await accounts.startSignup(signupForm(email), client());
    if (!started.ok) throw new Error("the form should be kept");
    const code = await latestCode(shop, email);
    const done = await accounts.completeSignup({ email, code }, cookieOf(started.setCookie), client());
    if (!done.ok) throw new Error(done.message);
    expect(done.userRole).toBe("user");

    const session = done.setCookies.find((value) => value.startsWith("sid="));
    expect(session).toMatch(/^sid=[A-Za-z0-9_-]{22}; /);
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");
    expect(session).toContain("Path=/");
    // this browser is remembered like one that signed in with the password (the lockout's device cookie)
    expect(done.setCookies.some((value) => /^device=[^;]+;/.test(value))).toBe(true);
    // the form's cookie is spent
    expect(done.setCookies.find((value) => value.startsWith("signup="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const profile = await me(cookieOf(session ?? ""));
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toContain("no-store");
    expect(await profile.json()).toMatchObject({ email, firstName: "Asha", userRole: "user" });
  });

  test("a wrong code signs no one in and sets no session", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("not-signed-in");
    const started = await accounts.startSignup(signupForm(email), client());
    if (!started.ok) throw new Error("the form should be kept");
    const code = await latestCode(shop, email);
    const wrong = await accounts.completeSignup(
      { email, code: wrongCode(code) },
      cookieOf(started.setCookie),
      client(),
    );
    expect(wrong).toMatchObject({ ok: false, status: 400 });
    expect("setCookies" in wrong).toBe(false);
  });

  test("the production session cookie keeps the __Host- prefix and Secure", async () => {
    const production = await startTestShop({
      env: { ...testShopEnv, NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in", LOG_LEVEL: "silent" },
    });
    try {
      const accounts = webServices(production.ctx).accounts;
      const email = uniqueEmail("prod");
      const started = await accounts.startSignup(signupForm(email), client());
      if (!started.ok) throw new Error("the form should be kept");
      const [row] = await production.ctx.db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(eq(verificationCodes.email, email));
      // the production mailbox is gone: give the form a known code instead
      await production.ctx.db
        .update(verificationCodes)
        .set({ codeHash: await hashPassword("K7M2QZ") })
        .where(eq(verificationCodes.id, row?.id ?? ""));
      const done = await accounts.completeSignup({ email, code: "k7m2qz" }, cookieOf(started.setCookie), client());
      if (!done.ok) throw new Error(done.message);
      const session = done.setCookies.find((value) => value.startsWith("__Host-sid="));
      expect(session).toContain("Secure");
      expect(session).toContain("HttpOnly");
    } finally {
      await production.close();
    }
  }, 120_000);
});

describe("a reload of /verification keeps the address (issue 38 point 8)", () => {
  const client = () => ({ ip: uniqueIp(), userAgent: "vitest", sessionIdHash: undefined });

  test("the sign-up's cookie names the waiting form, whose address the page shows", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("reload");
    const started = await accounts.startSignup(signupForm(email), client());
    if (!started.ok) throw new Error("the form should be kept");
    expect(started.setCookie).toContain("HttpOnly");
    expect(started.setCookie).toMatch(/Max-Age=600/);
    const cookie = cookieOf(started.setCookie);
    expect(cookie).not.toContain(email.split("@")[0]);
    expect(await accounts.waitingSignupAddress(cookie)).toBe(email);
    // after a resend too (it renews the same form)
    const resent = await accounts.resendSignupCode({ email }, cookie, client());
    expect(resent.ok).toBe(true);
    expect(await accounts.waitingSignupAddress(resent.ok ? cookieOf(resent.setCookie) : "")).toBe(email);

    // once completed, the form names no address any more
    const code = await latestCode(shop, email);
    expect((await accounts.completeSignup({ email, code }, cookie, client())).ok).toBe(true);
    expect(await accounts.waitingSignupAddress(cookie)).toBeNull();
  });

  test("no cookie, a forged one or an unknown form show no address", async () => {
    const accounts = webServices(shop.ctx).accounts;
    expect(await accounts.waitingSignupAddress(null)).toBeNull();
    expect(await accounts.waitingSignupAddress("signup=someone@example.test")).toBeNull();
    expect(await accounts.waitingSignupAddress("signup=not-a-uuid")).toBeNull();
    expect(await accounts.waitingSignupAddress(`signup=${crypto.randomUUID()}`)).toBeNull();
  });

  test("a code sent alone (the API's send-code) is no waiting form", async () => {
    const accounts = webServices(shop.ctx).accounts;
    const email = uniqueEmail("alone");
    await sendCode(email);
    const [row] = await shop.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(await accounts.waitingSignupAddress(`signup=${row?.id}`)).toBeNull();
  });
});
