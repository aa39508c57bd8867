// Sign-in lockout of a real owner (issue 18 point 4): only wrong passwords count; a browser that
// signed in to the account before (its device cookie) still signs in while someone else guesses;
// guessing from one address across accounts is stopped per IP.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createAccount,
  from,
  latestCode,
  sessionCookieOf,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { limits } from "./limits.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const login = (email: string, password: string, ip = uniqueIp(), cookie?: string) =>
  shop.api("/api/auth/login", from(ip, "POST", { email, password }, cookie));

function deviceCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((value) => /^(__Host-)?device=[^;]+/.test(value))
    ?.split(";")[0];
}

describe("sign-in lockout", () => {
  test("right passwords do not count: twenty sign-ins in a row all work", async () => {
    const { email, password } = await createAccount(shop);
    for (let i = 0; i < 20; i++) expect((await login(email, password)).status).toBe(200);
  });

  test("ten wrong passwords lock unknown devices out, but not the owner's browser that signed in before", async () => {
    const { email, password } = await createAccount(shop);
    const first = await login(email, password);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeDefined();
    expect(first.headers.getSetCookie().find((value) => value.startsWith("device="))).toMatch(/HttpOnly; SameSite=Lax/);

    // an attacker from many addresses
    for (let i = 0; i < limits.loginAddress.max; i++)
      expect((await login(email, `wrong-${i}-password`)).status).toBe(401);
    const locked = await login(email, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);

    // the owner's own browser, with its device cookie, from yet another address
    const owner = await login(email, password, uniqueIp(), device);
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner)).toMatch(/sid=/);
    // a known device is not given a second device cookie
    expect(deviceCookieOf(owner)).toBeUndefined();
  });

  test("a device cookie is the account's own: another account's cookie does not bypass the lock", async () => {
    const victim = await createAccount(shop);
    const attacker = await createAccount(shop);
    const attackerDevice = deviceCookieOf(await login(attacker.email, attacker.password));
    for (let i = 0; i < limits.loginAddress.max; i++) await login(victim.email, `wrong-${i}-password`);
    expect((await login(victim.email, victim.password, uniqueIp(), attackerDevice)).status).toBe(429);
    expect((await login(victim.email, victim.password, uniqueIp(), "device=forged-token")).status).toBe(429);
  });

  test("wrong passwords from a known device count against that device alone", async () => {
    const { email, password } = await createAccount(shop);
    const device = deviceCookieOf(await login(email, password));
    for (let i = 0; i < limits.loginDevice.max; i++) {
      expect((await login(email, `wrong-${i}-password`, uniqueIp(), device)).status).toBe(401);
    }
    expect((await login(email, password, uniqueIp(), device)).status).toBe(429);
    // the address itself is not locked for others: unknown devices still sign in
    expect((await login(email, password)).status).toBe(200);
  });

  test("a password reset forgets the account's devices: an old device cookie no longer skips the lock", async () => {
    const { email, password } = await createAccount(shop);
    const device = deviceCookieOf(await login(email, password));
    expect((await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "reset" }))).status).toBe(
      202,
    );
    const code = await latestCode(shop, email);
    const verified = await shop.api("/api/auth/verify-reset-code", from(uniqueIp(), "POST", { email, code }));
    const { resetToken } = await verified.json();
    const newPassword = "fresh-citrine-dawn-61";
    const reset = await shop.api(
      "/api/auth/resetpassword",
      from(uniqueIp(), "POST", { email, newPassword, confirmPassword: newPassword, resetToken }),
    );
    expect(reset.status, await reset.clone().text()).toBe(200);
    for (let i = 0; i < limits.loginAddress.max; i++) await login(email, `wrong-${i}-password`);
    expect((await login(email, newPassword, uniqueIp(), device)).status).toBe(429);
  });

  test("one address guessing across many accounts is stopped per IP", async () => {
    const ip = uniqueIp();
    let refused: Response | undefined;
    for (let i = 0; i < limits.loginIp.max + 1 && !refused; i++) {
      const response = await login(uniqueEmail("nobody"), "some-guess-password", ip);
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(401);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
