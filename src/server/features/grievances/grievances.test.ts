// The grievance desk through HTTP: a complaint gets a ticket, its due times (48 hours, one month) and
// an acknowledgement mail; a guest needs an order of theirs; the same complaint twice is one ticket;
// it is followed only with the right e-mail; the admin queue puts overdue ones first; a reply moves
// it, is mailed and kept. The officer is alerted once; the order number typed is in the queue; a
// guest who never ordered proves the e-mail with a mailed code (wrong, expired, spent, rate limited).
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messages } from "../../../core/schemas/accounts.ts";
import { grievanceMessages } from "../../../core/schemas/grievances.ts";
import { grievances, verificationCodes } from "../../db/schema.ts";
import { webServices } from "../../http/web-services.ts";
import {
  createAccount,
  from,
  latestCode,
  mailTo,
  makeAdmin,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { readSettings } from "../settings/service.ts";

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

describe("issue 38 point 13: the officer's alert, the order number in the queue, the dashboard's count", () => {
  test("the grievance officer is mailed once per complaint; a double submit alerts once", async () => {
    const { seller } = await readSettings(shop.ctx);
    const email = uniqueEmail("guest");
    const order = await insertOrder(shop, { email });
    const body = complaint({ email, orderNumber: order.number, message: `Cracked tumbler ${email}` });
    const [first, second] = await Promise.all([
      shop.api("/api/grievances", from(uniqueIp(), "POST", body)),
      shop.api("/api/grievances", from(uniqueIp(), "POST", body)),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    const { ticket } = await (first as Response).json();
    const alerts = (await mailTo(shop, seller.grievanceOfficerEmail)).filter(
      (mail) => mail.template === "grievance-officer-alert" && mail.subject.includes(ticket),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(`#${order.number}`);
    expect(alerts[0]?.text).toContain(email);
  });

  test("the order number typed is in the admin queue, linked when it is the complainant's", async () => {
    const email = uniqueEmail("guest");
    const order = await insertOrder(shop, { email });
    const filed = await shop.api(
      "/api/grievances",
      from(uniqueIp(), "POST", complaint({ email, orderNumber: `#${order.number}`, message: `Late parcel ${email}` })),
    );
    expect(filed.status).toBe(201);
    const { ticket } = await filed.json();
    const row = await queueRow(ticket);
    expect(row).toMatchObject({ orderNumber: order.number, orderLinked: true });
  });

  test("the dashboard's Waiting for you counts complaints not yet resolved", async () => {
    const waiting = () => webServices(shop.ctx).admin.waiting();
    const before = (await waiting()).complaints;
    const email = uniqueEmail("guest");
    const order = await insertOrder(shop, { email });
    const filed = await shop.api(
      "/api/grievances",
      from(uniqueIp(), "POST", complaint({ email, orderNumber: order.number, message: `Counted ${email}` })),
    );
    const { ticket } = await filed.json();
    expect((await waiting()).complaints).toBe(before + 1);
    const resolved = await shop.api(
      `/api/admin/grievances/${ticket}`,
      from(uniqueIp(), "PUT", { status: "resolved", reply: "A replacement is on its way." }, adminCookie),
    );
    expect(resolved.status).toBe(200);
    expect((await waiting()).complaints).toBe(before);
  });

  test("a shop without Shiprocket set up offers only the manual courier for a return's pickup", async () => {
    const queue = await shop.api("/api/admin/returns", { headers: { cookie: adminCookie } });
    expect(queue.status).toBe(200);
    expect((await queue.json()).providers).toEqual(["manual"]);
  });
});

describe("issue 32 point 8: a guest who never ordered files with an e-mailed code", () => {
  const askCode = (email: string, ip = uniqueIp()) =>
    shop.api("/api/grievances/email-code", from(ip, "POST", { email }));
  const fileWithCode = (email: string, code: string, overrides: Record<string, unknown> = {}) =>
    shop.api(
      "/api/grievances",
      from(
        uniqueIp(),
        "POST",
        complaint({ email, code, topic: "privacy", message: `Please erase my data ${email}`, ...overrides }),
      ),
    );
  const stored = (email: string) => shop.ctx.db.select().from(grievances).where(eq(grievances.email, email));

  test("the right code files the complaint (no order needed); the code is spent", async () => {
    const email = uniqueEmail("subscriber");
    const sent = await askCode(email);
    expect(sent.status).toBe(200);
    expect((await sent.json()).message).toBe(grievanceMessages.codeSent);
    const mails = (await mailTo(shop, email)).filter((mail) => mail.template === "grievance-code");
    expect(mails).toHaveLength(1);
    const code = await latestCode(shop, email);
    const filed = await fileWithCode(email, code.toLowerCase());
    expect(filed.status, await filed.clone().text()).toBe(201);
    expect(filed.headers.get("cache-control")).toContain("no-store");
    const [row] = await stored(email);
    expect(row).toMatchObject({ topic: "privacy", userId: null, orderId: null, orderNumber: null });
    // spent: the same code does not file a second, different complaint
    const again = await fileWithCode(email, code, { message: "A second complaint with the same code" });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields.code).toBe(messages.incorrectCode);
    expect(await stored(email)).toHaveLength(1);
  });

  test("a wrong code is refused and stores nothing", async () => {
    const email = uniqueEmail("subscriber");
    await askCode(email);
    const code = await latestCode(shop, email);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const refused = await fileWithCode(email, wrong);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.code).toBe(messages.incorrectCode);
    // a code for another address does not prove this one
    const other = uniqueEmail("other");
    const borrowed = await fileWithCode(other, code);
    expect(borrowed.status).toBe(400);
    expect(await stored(email)).toHaveLength(0);
    expect(await stored(other)).toHaveLength(0);
  });

  test("an expired code is refused", async () => {
    const email = uniqueEmail("subscriber");
    await askCode(email);
    const code = await latestCode(shop, email);
    await shop.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, "grievance")));
    const refused = await fileWithCode(email, code);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.code).toBe(messages.codeExpired);
    expect(await stored(email)).toHaveLength(0);
  });

  test("after five wrong tries even the right code is refused until a new one is sent", async () => {
    const email = uniqueEmail("subscriber");
    await askCode(email);
    const code = await latestCode(shop, email);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i++) expect((await fileWithCode(email, wrong)).status).toBe(400);
    const spent = await fileWithCode(email, code);
    expect(spent.status).toBe(400);
    expect((await spent.json()).error.fields.code).toBe(messages.codeSpent);
    expect(await stored(email)).toHaveLength(0);
    // a new code works
    await askCode(email);
    const fresh = await latestCode(shop, email);
    expect((await fileWithCode(email, fresh)).status).toBe(201);
  });

  test("codes are rate limited per address and per IP", async () => {
    const email = uniqueEmail("subscriber");
    for (let i = 0; i < 3; i++) expect((await askCode(email)).status).toBe(200);
    const limited = await askCode(email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    const ip = uniqueIp();
    let last = 200;
    for (let i = 0; i < 31 && last === 200; i++) last = (await askCode(uniqueEmail("many"), ip)).status;
    expect(last).toBe(429);
  });

  test("a guest with neither order number nor code is asked for one; bad e-mail is 400", async () => {
    const email = uniqueEmail("subscriber");
    const refused = await shop.api("/api/grievances", from(uniqueIp(), "POST", complaint({ email })));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.orderNumber).toBe(grievanceMessages.orderOrCode);
    expect((await askCode("not-an-address")).status).toBe(400);
  });

  test("a verified guest's order number that is not theirs is kept as typed, not linked", async () => {
    const email = uniqueEmail("subscriber");
    const someoneElses = await insertOrder(shop, { email: uniqueEmail("other") });
    await askCode(email);
    const filed = await fileWithCode(email, await latestCode(shop, email), { orderNumber: someoneElses.number });
    expect(filed.status).toBe(201);
    const row = await queueRow((await filed.json()).ticket);
    expect(row).toMatchObject({ orderNumber: someoneElses.number, orderLinked: false });
  });
});

/** A complaint as the admin queue (all states) lists it, paging until found. */
async function queueRow(ticket: string) {
  for (let page = 1; page < 50; page++) {
    const response = await shop.api(`/api/admin/grievances?show=all&page=${page}`, {
      headers: { cookie: adminCookie },
    });
    const body = await response.json();
    const row = body.grievances.find((entry: { ticket: string }) => entry.ticket === ticket);
    if (row) return row;
    if (body.grievances.length === 0) break;
  }
  throw new Error(`${ticket} is not in the queue`);
}
