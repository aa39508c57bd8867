// The grievance desk through HTTP: a complaint gets a ticket, its due times (48 hours, one month) and
// an acknowledgement mail; a guest needs an order of theirs; the same complaint twice is one ticket;
// it is followed only with the right e-mail; the admin queue puts overdue ones first; a reply moves
// it, is mailed and kept.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { grievanceMessages } from "../../../core/schemas/grievances.ts";
import { grievances } from "../../db/schema.ts";
import {
  createAccount,
  from,
  mailTo,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie: string;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
});
afterAll(async () => {
  await shop?.close();
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Verma",
  topic: "order",
  message: "The amethyst cluster arrived with a broken base.",
  ...overrides,
});

const hours = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 3_600_000;

describe("POST /api/grievances", () => {
  test("a guest with the e-mail and number of their order gets a ticket, due times and a mail", async () => {
    const email = uniqueEmail("guest");
    const order = await insertOrder(shop, { email });
    const response = await shop.api(
      "/api/grievances",
      from(uniqueIp(), "POST", complaint({ email, orderNumber: `#${order.number}` })),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const answer = await response.json();
    expect(answer.ticket).toMatch(/^GRV-\d{6}$/);
    expect(hours(answer.receivedAt, answer.acknowledgeBy)).toBe(48);
    const days = hours(answer.receivedAt, answer.resolveBy) / 24;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const [mail] = await mailTo(shop, email);
    expect(mail?.template).toBe("grievance-received");
    expect(mail?.text).toContain(answer.ticket);
    expect(mail?.text).toContain("Grievance Officer");
  });

  test("a guest without an order of theirs is refused and nothing is stored", async () => {
    const email = uniqueEmail("guest");
    const someoneElses = await insertOrder(shop, { email: uniqueEmail("other") });
    for (const body of [
      complaint({ email }),
      complaint({ email, orderNumber: someoneElses.number }),
      complaint({ email, orderNumber: "99999999" }),
    ]) {
      const response = await shop.api("/api/grievances", from(uniqueIp(), "POST", body));
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.orderNumber).toBeDefined();
    }
    expect(await shop.ctx.db.select().from(grievances).where(eq(grievances.email, email))).toHaveLength(0);
    expect(await mailTo(shop, email)).toHaveLength(0);
  });

  test("bad input gets clear messages", async () => {
    for (const [body, field, message] of [
      [complaint({ name: "" }), "name", grievanceMessages.name],
      [complaint({ topic: "weather" }), "topic", grievanceMessages.topic],
      [complaint({ message: "short" }), "message", grievanceMessages.message],
    ] as const) {
      const response = await shop.api("/api/grievances", from(uniqueIp(), "POST", body));
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields[field]).toBe(message);
    }
  });

  test("a member files as signed in, without an order; a double submit is one ticket and one mail", async () => {
    const member = await createAccount(shop);
    const cookie = await signInCookie(shop, member.email, member.password);
    const body = complaint({ topic: "privacy", message: "Please tell me what data you hold.", email: uniqueEmail() });
    const [first, second] = await Promise.all([
      shop.api("/api/grievances", from(uniqueIp(), "POST", body, cookie)),
      shop.api("/api/grievances", from(uniqueIp(), "POST", body, cookie)),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    const tickets = await Promise.all([first?.json(), second?.json()]);
    expect(tickets[0].ticket).toBe(tickets[1].ticket);
    // the session's address, not the one in the body
    const rows = await shop.ctx.db.select().from(grievances).where(eq(grievances.email, member.email));
    expect(rows).toHaveLength(1);
    const mails = (await mailTo(shop, member.email)).filter((mail) => mail.template === "grievance-received");
    expect(mails).toHaveLength(1);
  });
});

describe("following a complaint and the admin queue", () => {
  async function fileOne(email = uniqueEmail("guest")) {
    const order = await insertOrder(shop, { email });
    const response = await shop.api(
      "/api/grievances",
      from(uniqueIp(), "POST", complaint({ email, orderNumber: order.number, message: `Broken parcel ${email}` })),
    );
    expect(response.status).toBe(201);
    return { email, ticket: (await response.json()).ticket as string };
  }

  test("is found only with the e-mail it was sent from", async () => {
    const { email, ticket } = await fileOne();
    const right = await shop.api(`/api/grievances/${ticket}?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(right.status).toBe(200);
    expect(right.headers.get("cache-control")).toContain("no-store");
    expect((await right.json()).status).toBe("open");
    const wrong = await shop.api(`/api/grievances/${ticket}?email=someone@example.test`);
    expect(wrong.status).toBe(404);
    const unknown = await shop.api(`/api/grievances/GRV-999999?email=${encodeURIComponent(email)}`);
    expect(unknown.status).toBe(404);
    expect((await wrong.json()).error.message).toBe((await unknown.json()).error.message);
  });

  test("the queue is admin-only and puts overdue ones first, with their flags", async () => {
    const late = await fileOne();
    await fileOne();
    // received three days ago: the 48 hours to acknowledge have passed
    await shop.ctx.db
      .update(grievances)
      .set({
        receivedAt: sql`now() - interval '3 days'`,
        acknowledgeBy: sql`now() - interval '1 day'`,
      })
      .where(eq(grievances.email, late.email));
    expect((await shop.api("/api/admin/grievances")).status).toBe(401);
    const member = await createAccount(shop);
    const memberCookie = await signInCookie(shop, member.email, member.password);
    expect((await shop.api("/api/admin/grievances", { headers: { cookie: memberCookie } })).status).toBe(403);
    const queue = await (await shop.api("/api/admin/grievances", { headers: { cookie: adminCookie } })).json();
    expect(queue.grievances[0].ticket).toBe(late.ticket);
    expect(queue.grievances[0].acknowledgeOverdue).toBe(true);
    expect(queue.grievances[0].ageHours).toBeGreaterThanOrEqual(71);
    expect(queue.grievances.slice(1).every((row: { acknowledgeOverdue: boolean }) => !row.acknowledgeOverdue)).toBe(
      true,
    );
  });

  test("a reply moves the complaint, is mailed and kept; a refused move changes nothing", async () => {
    const { email, ticket } = await fileOne();
    const answer = (status: string, reply: string) =>
      shop.api(`/api/admin/grievances/${ticket}`, from(uniqueIp(), "PUT", { status, reply }, adminCookie));
    expect((await answer("in_progress", "")).status).toBe(400);
    const looked = await answer("in_progress", "We are sending a replacement today.");
    expect(looked.status).toBe(200);
    const resolved = await answer("resolved", "The replacement was delivered. Thank you for your patience.");
    expect(resolved.status).toBe(200);
    const again = await answer("open", "Back to the start");
    expect(again.status).toBe(409);
    const followed = await (await shop.api(`/api/grievances/${ticket}?email=${encodeURIComponent(email)}`)).json();
    expect(followed.status).toBe("resolved");
    expect(followed.acknowledgedAt).not.toBeNull();
    expect(followed.resolvedAt).not.toBeNull();
    expect(followed.replies.map((reply: { status: string }) => reply.status)).toEqual(["in_progress", "resolved"]);
    const replies = (await mailTo(shop, email)).filter((mail) => mail.template === "grievance-reply");
    expect(replies).toHaveLength(2);
    expect(replies[0]?.text).toContain("The replacement was delivered.");
  });
});
