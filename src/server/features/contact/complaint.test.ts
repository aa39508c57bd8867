// The contact form's "Complaint" through HTTP: it is filed with the grievance desk (a ticket, its due
// times, the acknowledgement mail), not stored as a plain query; a guest needs an order of theirs; a
// complaint needs a topic; the same complaint twice is one ticket; a member files as signed in.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contactQueries, grievances } from "../../db/schema.ts";
import {
  createAccount,
  from,
  mailTo,
  signInCookie,
  testShopEnv,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accounts.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: testShopEnv });
});
afterAll(async () => {
  await shop?.close();
});

const message = (overrides: Record<string, unknown> = {}) => ({
  firstname: "Asha",
  lastname: "Verma",
  phone: "9876543210",
  subject: "Broken cluster",
  message: "The amethyst cluster arrived with a broken base.",
  kind: "complaint",
  topic: "order",
  ...overrides,
});

const storedQueries = (email: string) =>
  shop.ctx.db.select().from(contactQueries).where(eq(contactQueries.email, email));
const storedGrievances = (email: string) => shop.ctx.db.select().from(grievances).where(eq(grievances.email, email));

describe("POST /api/contact with kind=complaint", () => {
  test("a guest's complaint gets a ticket and the desk's acknowledgement mail, and is no plain query", async () => {
    const email = uniqueEmail("complainer");
    const order = await insertOrder(shop, { email });
    const response = await shop.api(
      "/api/contact",
      from(uniqueIp(), "POST", message({ email, orderNumber: `#${order.number}` })),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const answer = await response.json();
    expect(answer.ticket).toMatch(/^GRV-\d{6}$/);
    expect(answer.message).toContain(answer.ticket);
    const [row] = await storedGrievances(email);
    expect(row).toMatchObject({ name: "Asha Verma", topic: "order", orderId: order.id });
    expect(row?.message).toContain("Broken cluster");
    expect(await storedQueries(email)).toHaveLength(0);
    const [mail] = await mailTo(shop, email);
    expect(mail?.template).toBe("grievance-received");
    expect(mail?.text).toContain(answer.ticket);

    // the same complaint again (a double submit) is the same ticket, no second mail
    const again = await shop.api(
      "/api/contact",
      from(uniqueIp(), "POST", message({ email, orderNumber: order.number })),
    );
    expect(again.status).toBe(200);
    expect((await again.json()).ticket).toBe(answer.ticket);
    expect(await storedGrievances(email)).toHaveLength(1);
    expect(await mailTo(shop, email)).toHaveLength(1);

    // followed on the desk with the ticket and the e-mail
    const followed = await shop.api(`/api/grievances/${answer.ticket}?email=${encodeURIComponent(email)}`);
    expect(followed.status).toBe(200);
  });

  test("a guest without an order of theirs, or a complaint without a topic, is refused and nothing is stored", async () => {
    const email = uniqueEmail("complainer");
    const someoneElses = await insertOrder(shop, { email: uniqueEmail("other") });
    for (const [body, field] of [
      [message({ email }), "orderNumber"],
      [message({ email, orderNumber: someoneElses.number }), "orderNumber"],
      [message({ email, orderNumber: "not a number" }), "orderNumber"],
      [message({ email, orderNumber: someoneElses.number, topic: "" }), "topic"],
      [message({ email, orderNumber: someoneElses.number, topic: "anything" }), "topic"],
    ] as const) {
      const response = await shop.api("/api/contact", from(uniqueIp(), "POST", body));
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toContain(field);
    }
    expect(await storedGrievances(email)).toHaveLength(0);
    expect(await storedQueries(email)).toHaveLength(0);
    expect(await mailTo(shop, email)).toHaveLength(0);
  });

  test("a member's complaint needs no order and is filed under their session's e-mail", async () => {
    const member = await createAccount(shop);
    const cookie = await signInCookie(shop, member.email, member.password);
    const response = await shop.api(
      "/api/contact",
      from(uniqueIp(), "POST", message({ email: "someone.else@example.com", topic: "product" }), cookie),
    );
    expect(response.status).toBe(201);
    const [row] = await storedGrievances(member.email);
    expect(row?.topic).toBe("product");
    expect(await storedGrievances("someone.else@example.com")).toHaveLength(0);
  });

  test("a plain question is still a query, and a topic or order number sent with it changes nothing", async () => {
    const email = uniqueEmail("asker");
    const response = await shop.api(
      "/api/contact",
      from(uniqueIp(), "POST", message({ email, kind: "query", orderNumber: "123" })),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).ticket).toBeUndefined();
    expect(await storedQueries(email)).toHaveLength(1);
    expect(await storedGrievances(email)).toHaveLength(0);
  });
});
