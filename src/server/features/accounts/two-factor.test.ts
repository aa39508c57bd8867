// Two-factor sign-in (issue 18 point 4): RFC 6238 codes from an authenticator app after the
// password, enrolment with an otpauth:// URI, ten single-use recovery codes, no code accepted twice,
// the secret sealed in the database; accounts without it sign in as before.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recoveryCodes, twoFactorSecrets } from "../../db/schema.ts";
import {
  createAccount,
  from,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { base32Decode, hotp, totp, totpStepSeconds } from "./totp.ts";

let shop: TestShop;
const secretsKey = "a-test-key-of-at-least-32-characters-long";
beforeAll(async () => {
  shop = await startTestShop({ env: { ...testShopEnv, SECRETS_KEY: secretsKey } });
});
afterAll(async () => {
  await shop?.close();
});

const post = (path: string, body: unknown, cookie?: string) => shop.api(path, from(uniqueIp(), "POST", body, cookie));

test("HOTP and TOTP match RFC 4226 and RFC 6238's test values", () => {
  const secret = Buffer.from("12345678901234567890");
  expect(hotp(secret, 0)).toBe("755224");
  expect(hotp(secret, 9)).toBe("520489");
  expect(hotp(secret, 1, 8)).toBe("94287082"); // RFC 6238, T = 59 s
  expect(totp(secret, 59_000)).toBe("287082");
  expect(totp(secret, 1_111_111_109_000)).toBe("081804");
});

describe("two-factor sign-in", () => {
  async function enrolledAdmin() {
    const account = await createAccount(shop);
    await makeAdmin(shop, account.email);
    const cookie = await signInCookie(shop, account.email, account.password);
    const setup = await post("/api/auth/two-factor/setup", {}, cookie);
    expect(setup.status, await setup.clone().text()).toBe(200);
    const { otpauthUri, secret } = await setup.json();
    expect(otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Sattva%3A.+\?secret=[A-Z2-7]+&issuer=Sattva&algorithm=SHA1&digits=6&period=30$/,
    );
    const key = base32Decode(secret);
    expect(key.length).toBe(20);
    // the wrong code changes nothing
    expect(
      (await post("/api/auth/two-factor/enable", { code: "000000" === totp(key) ? "111111" : "000000" }, cookie))
        .status,
    ).toBe(400);
    const enabled = await post("/api/auth/two-factor/enable", { code: totp(key) }, cookie);
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    const { recoveryCodes: codes } = await enabled.json();
    return { ...account, cookie, key, codes: codes as string[] };
  }

  test("enrolment: the secret is sealed, ten recovery codes are shown once and stored hashed", async () => {
    const admin = await enrolledAdmin();
    expect(admin.codes).toHaveLength(10);
    for (const code of admin.codes) expect(code).toMatch(/^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
    expect(new Set(admin.codes).size).toBe(10);
    const userId = await userIdOf(shop, admin.email);
    const [row] = await shop.ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    expect(row?.sealedSecret).toMatch(/^v1:/);
    expect(row?.sealedSecret).not.toContain(admin.key.toString("base64url"));
    const stored = await shop.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(stored).toHaveLength(10);
    for (const code of admin.codes) expect(JSON.stringify(stored)).not.toContain(code);
    const status = await shop.api("/api/auth/two-factor", { headers: { cookie: admin.cookie } });
    expect(await status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await post("/api/auth/two-factor/setup", {}, admin.cookie)).status).toBe(409);
  });

  test("the password alone no longer signs in; the code does, once; a replayed code is refused", async () => {
    const admin = await enrolledAdmin();
    const first = await post("/api/auth/login", { email: admin.email, password: admin.password });
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({ twoFactorRequired: true });
    expect(answer.userData).toBeUndefined();
    expect(first.headers.getSetCookie().some((value) => /^sid=/.test(value))).toBe(false);

    expect((await post("/api/auth/login/second-step", { challenge: answer.challenge, code: "12345" })).status).toBe(
      401,
    );
    expect((await post("/api/auth/login/second-step", { challenge: "made-up", code: "123456" })).status).toBe(401);
    // the enrolment used this step's code: the next step's code (one step of drift is allowed)
    const code = totp(admin.key, Date.now() + totpStepSeconds * 1000);
    const second = await post("/api/auth/login/second-step", { challenge: answer.challenge, code });
    expect(second.status, await second.clone().text()).toBe(200);
    expect((await second.json()).userData.userRole).toBe("admin");
    expect(second.headers.getSetCookie().some((value) => /^sid=/.test(value))).toBe(true);

    // the same code, with a new challenge: refused (it was used in its step)
    const again = await (await post("/api/auth/login", { email: admin.email, password: admin.password })).json();
    expect((await post("/api/auth/login/second-step", { challenge: again.challenge, code })).status).toBe(401);
    // the challenge itself is single-use
    expect((await post("/api/auth/login/second-step", { challenge: answer.challenge, code })).status).toBe(401);
  });

  test("a recovery code signs in once; a challenge allows five tries", async () => {
    const admin = await enrolledAdmin();
    const { challenge } = await (
      await post("/api/auth/login", { email: admin.email, password: admin.password })
    ).json();
    const recovery = admin.codes[0] as string;
    expect((await post("/api/auth/login/second-step", { challenge, code: recovery.toLowerCase() })).status).toBe(200);
    const next = await (await post("/api/auth/login", { email: admin.email, password: admin.password })).json();
    expect((await post("/api/auth/login/second-step", { challenge: next.challenge, code: recovery })).status).toBe(401);
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await post("/api/auth/login/second-step", {
            challenge: next.challenge,
            code: "ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ",
          })
        ).status,
      ).toBe(401);
    }
    // five wrong tries spend the challenge: even a right code is refused on it
    const right = admin.codes[1] as string;
    expect((await post("/api/auth/login/second-step", { challenge: next.challenge, code: right })).status).toBe(401);
  });

  test("turned off with a code, the password alone signs in again; accounts without it never see a second step", async () => {
    const admin = await enrolledAdmin();
    expect((await post("/api/auth/two-factor/disable", { code: "999999" }, admin.cookie)).status).toBe(400);
    const off = await post("/api/auth/two-factor/disable", { code: admin.codes[2] }, admin.cookie);
    expect(off.status, await off.clone().text()).toBe(200);
    const plain = await post("/api/auth/login", { email: admin.email, password: admin.password });
    expect((await plain.json()).userData.userRole).toBe("admin");
    const shopper = await createAccount(shop);
    const login = await post("/api/auth/login", { email: shopper.email, password: shopper.password });
    expect((await login.json()).userData).toBeDefined();
    expect((await shop.api("/api/auth/two-factor/setup", from(uniqueIp(), "POST", {}))).status).toBe(401);
  });
});
