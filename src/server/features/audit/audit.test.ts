// The audit log through HTTP: an admin viewing a shopper's order writes exactly one row (who, what,
// which, when, from where); a member reading their own order writes none; the order and user lists, a
// complaint and a member's data export are recorded too; GET /api/admin/audit is the admin's alone.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog } from "../../db/schema.ts";
import {
  createAccount,
  from,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
  userIdOf,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie: string;
let adminEmail: string;
let memberCookie: string;
let memberId: string;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminEmail = admin.email;
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const member = await createAccount(shop);
  memberCookie = await signInCookie(shop, member.email, member.password);
  memberId = await userIdOf(shop, member.email);
});
afterAll(async () => {
  await shop?.close();
});

const rowsAbout = (subjectId: string) => shop.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe("the audit log", () => {
  test("an admin viewing a shopper's order writes one row; the owner's own view writes none", async () => {
    const order = await insertOrder(shop, { email: uniqueEmail("buyer"), userId: memberId });
    const ip = uniqueIp();
    const viewed = await shop.api(`/api/userorder/${order.id}`, from(ip, "GET", undefined, adminCookie));
    expect(viewed.status).toBe(200);
    const rows = await rowsAbout(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: adminEmail, action: "view", subjectKind: "order", ip });
    expect(Date.now() - (rows[0]?.at.getTime() ?? 0)).toBeLessThan(60_000);

    expect(
      (await shop.api(`/api/userorder/${order.id}`, from(uniqueIp(), "GET", undefined, memberCookie))).status,
    ).toBe(200);
    expect(await rowsAbout(order.id)).toHaveLength(1);
  });

  test("an order the admin may not see (no such id) writes nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const response = await shop.api(`/api/userorder/${missing}`, from(uniqueIp(), "GET", undefined, adminCookie));
    expect(response.status).toBe(404);
    expect(await rowsAbout(missing)).toHaveLength(0);
  });

  test("the order list, the user list, a complaint and a member's export are recorded", async () => {
    const marker = `find${Date.now().toString(36)}`;
    expect(
      (await shop.api(`/api/order/getAllOrders?search=${marker}`, from(uniqueIp(), "GET", undefined, adminCookie)))
        .status,
    ).toBe(200);
    expect(
      (
        await shop.api(
          `/api/userdashboard/fetchalluser?search=${marker}`,
          from(uniqueIp(), "GET", undefined, adminCookie),
        )
      ).status,
    ).toBe(200);
    const lists = await shop.ctx.db.select().from(auditLog).where(eq(auditLog.actorEmail, adminEmail));
    expect(
      lists
        .filter((row) => row.subjectId.includes(marker))
        .map((row) => row.subjectKind)
        .sort(),
    ).toEqual(["orders", "users"]);

    const guest = uniqueEmail("complainer");
    const order = await insertOrder(shop, { email: guest });
    const filed = await shop.api(
      "/api/grievances",
      from(uniqueIp(), "POST", {
        name: "Asha",
        email: guest,
        orderNumber: order.number,
        topic: "order",
        message: "The parcel was damaged in transit.",
      }),
    );
    const { ticket } = await filed.json();
    expect(
      (await shop.api(`/api/admin/grievances/${ticket}`, from(uniqueIp(), "GET", undefined, adminCookie))).status,
    ).toBe(200);
    expect((await rowsAbout(ticket)).map((row) => row.subjectKind)).toEqual(["grievance"]);

    expect(
      (await shop.api(`/api/userdashboard/${memberId}/export`, from(uniqueIp(), "GET", undefined, adminCookie))).status,
    ).toBe(200);
    expect((await rowsAbout(memberId)).map((row) => [row.action, row.subjectKind])).toEqual([
      ["export", "member-data"],
    ]);
    // the member exporting their own data is no audit event
    expect(
      (await shop.api(`/api/userdashboard/${memberId}/export`, from(uniqueIp(), "GET", undefined, memberCookie)))
        .status,
    ).toBe(200);
    expect(await rowsAbout(memberId)).toHaveLength(1);
  });

  test("GET /api/admin/audit: the admin reads it newest first; a member gets 403, a stranger 401", async () => {
    const answer = await shop.api("/api/admin/audit?page=1", from(uniqueIp(), "GET", undefined, adminCookie));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const body = await answer.json();
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.entries[0]).toMatchObject({ actorEmail: adminEmail });
    const times = body.entries.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    // a page it cannot read is a 400, not the first page (audit-list.test.ts has the other filters)
    expect((await shop.api("/api/admin/audit?page=-4", from(uniqueIp(), "GET", undefined, adminCookie))).status).toBe(
      400,
    );

    const before = (await shop.ctx.db.select().from(auditLog)).length;
    expect((await shop.api("/api/admin/audit", from(uniqueIp(), "GET", undefined, memberCookie))).status).toBe(403);
    expect((await shop.api("/api/admin/audit", from(uniqueIp(), "GET"))).status).toBe(401);
    // a refused member sees no order list either, and nothing is recorded for them
    expect((await shop.api("/api/order/getAllOrders", from(uniqueIp(), "GET", undefined, memberCookie))).status).toBe(
      403,
    );
    expect((await shop.ctx.db.select().from(auditLog)).length).toBe(before);
  });
});
