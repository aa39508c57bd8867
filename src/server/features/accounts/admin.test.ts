// Admin-only endpoints answer 401 to anonymous callers and 403 to members; the user list pages.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, makeAdmin, signInCookie, testShopEnv } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let memberCookie: string;
let adminCookie: string;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
  const member = await createAccount(shop, { firstName: "Meera" });
  memberCookie = await signInCookie(shop, member.email, member.password);
  const admin = await createAccount(shop, { firstName: "Kavya" });
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  for (let i = 0; i < 3; i++) await createAccount(shop, { firstName: `Paged${i}` });
});
afterAll(async () => {
  await shop?.close();
});

const list = (query = "", cookie?: string) =>
  shop.api(`/api/userdashboard/fetchalluser${query}`, cookie ? { headers: { cookie } } : {});

describe("GET /api/userdashboard/fetchalluser (admin only)", () => {
  test("answers 401 to an anonymous caller", async () => {
    const response = await list();
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  test("answers 403 to a signed-in member", async () => {
    const response = await list("", memberCookie);
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain("not accessible by you");
  });

  test("lists users a page at a time, newest first, without password hashes", async () => {
    const response = await list("?page=1&pageSize=2", adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    expect(text).not.toMatch(/argon2|passwordHash|password_hash/);
    const body = JSON.parse(text);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.total).toBeGreaterThanOrEqual(6); // five here and the shop's first admin
    expect(body.users).toHaveLength(2);
    expect(body.users[0]).toMatchObject({ firstName: "Paged2", userRole: "user", Points: 0 });
    const second = await (await list("?page=2&pageSize=2", adminCookie)).json();
    expect(second.users[0].firstName).toBe("Paged0");
  });

  test("finds users by name", async () => {
    const body = await (await list("?search=meer", adminCookie)).json();
    expect(body.users.map((user: { firstName: string }) => user.firstName)).toEqual(["Meera"]);
  });

  test("refuses a page size over 100", async () => {
    expect((await list("?pageSize=1000", adminCookie)).status).toBe(400);
  });
});

describe("OpenAPI", () => {
  test("documents the accounts endpoints, including the spec's old POST /register", async () => {
    const document = await (await shop.api("/api/openapi.json")).json();
    for (const [path, method] of [
      ["/api/auth/send-code", "post"],
      ["/api/auth/register", "post"],
      ["/register", "post"],
      ["/api/auth/login", "post"],
      ["/api/auth/logout", "post"],
      ["/api/auth/me", "get"],
      ["/api/auth/verify-reset-code", "post"],
      ["/api/auth/resetpassword", "post"],
      ["/api/userdashboard/{userId}/password", "put"],
      ["/api/userdashboard/fetchalluser", "get"],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(document.paths["/api/userdashboard/fetchalluser"].get.responses["403"]).toBeDefined();
  });
});
