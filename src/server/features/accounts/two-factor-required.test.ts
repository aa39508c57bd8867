// The shop setting that requires two-factor sign-in of admins (settings' security section): an admin
// without it reaches only the two-factor set-up API and sign-out, every admin API answers 403
// two_factor_required, and the admin who turns it on is not locked out (they are sent to set it up).

import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requireAdmin } from "../../../web/guards.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { base32Decode, totp } from "./totp.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: { ...testShopEnv, SECRETS_KEY: "a-test-key-of-at-least-32-characters-long" } });
});
afterAll(async () => {
  await shop?.close();
});

const call = (path: string, method: string, cookie: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie));

async function admin() {
  const account = await createAccount(shop);
  await makeAdmin(shop, account.email);
  return { ...account, cookie: await signInCookie(shop, account.email, account.password) };
}

const setRequired = (cookie: string, adminTwoFactorRequired: unknown) =>
  call("/api/admin/settings", "PUT", cookie, { security: { adminTwoFactorRequired } });

test("two-factor required for admins: off changes nothing; on sends an admin without it to set it up", async () => {
  const first = await admin();
  const other = await admin();
  // off (the default): admins work as before
  const settings = await call("/api/admin/settings", "GET", first.cookie);
  expect(settings.status).toBe(200);
  expect((await settings.json()).security).toEqual({ adminTwoFactorRequired: false });
  expect((await call("/api/userdashboard/fetchalluser", "GET", other.cookie)).status).toBe(200);
  // a wrong value is refused and changes nothing
  expect((await setRequired(first.cookie, "maybe")).status).toBe(400);
  expect((await call("/api/userdashboard/fetchalluser", "GET", other.cookie)).status).toBe(200);

  // turning it on answers 200 to the admin who did it; from their next request they must set it up
  const on = await setRequired(first.cookie, true);
  expect(on.status, await on.clone().text()).toBe(200);
  for (const who of [first, other]) {
    const denied = await call("/api/userdashboard/fetchalluser", "GET", who.cookie);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toMatchObject({ code: "two_factor_required", setUpPath: "/admin-two-factor" });
  }
  expect((await call("/api/admin/settings", "GET", first.cookie)).status).toBe(403);
  // so they cannot turn it off again without setting it up
  expect((await setRequired(first.cookie, false)).status).toBe(403);
  // what any member may do stays: their own account, the set-up API
  expect((await call("/api/auth/two-factor", "GET", first.cookie)).status).toBe(200);

  // enrolment lifts it for that admin only
  const setup = await call("/api/auth/two-factor/setup", "POST", first.cookie, {});
  expect(setup.status).toBe(200);
  const key = base32Decode((await setup.json()).secret);
  const enabled = await call("/api/auth/two-factor/enable", "POST", first.cookie, { code: totp(key) });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  expect((await call("/api/userdashboard/fetchalluser", "GET", first.cookie)).status).toBe(200);
  expect((await call("/api/userdashboard/fetchalluser", "GET", other.cookie)).status).toBe(403);

  // a shopper is unaffected by the setting (and still no admin)
  const shopper = await createAccount(shop);
  const shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
  const forbidden = await call("/api/userdashboard/fetchalluser", "GET", shopperCookie);
  expect(forbidden.status).toBe(403);
  expect((await forbidden.json()).error.code).toBe("forbidden");

  // turned off by the enrolled admin: the other admin works again
  expect((await setRequired(first.cookie, false)).status).toBe(200);
  expect((await call("/api/userdashboard/fetchalluser", "GET", other.cookie)).status).toBe(200);
});

test("the page guard sends an admin who must set up two-factor sign-in to /admin-two-factor", () => {
  const user = { id: "u", email: "a@example.test", firstName: "A", lastName: "B", role: "admin" as const };
  const context = (twoFactorSetUpRequired: boolean) =>
    ({ user: { ...user, twoFactorSetUpRequired } }) as AppLoadContext;
  expect(requireAdmin(context(false)).id).toBe("u");
  let thrown: unknown;
  try {
    requireAdmin(context(true));
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(302);
  expect((thrown as Response).headers.get("location")).toBe("/admin-two-factor");
  expect(requireAdmin(context(true), { duringTwoFactorSetUp: true }).id).toBe("u");
});
