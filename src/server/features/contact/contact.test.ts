// POST /api/contact over real HTTP: a valid message is stored (201), every missing or bad field is a
// 400 naming it, unknown fields change nothing, only JSON is accepted, and a sender is rate limited.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFields, contactListQuerySchema, contactMessages } from "../../../core/schemas/contact.ts";
import { contactQueries } from "../../db/schema.ts";
import { webServices } from "../../http/web-services.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const valid = {
  firstname: "Ananya",
  lastname: "Sharma",
  email: "ananya@example.com",
  phone: "9876543210",
  subject: "Bracelet size",
  message: "Does the rose quartz bracelet come in a smaller size?",
};

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

const post = (body: unknown) => shop.api("/api/contact", json("POST", body));

async function storedFor(email: string) {
  return shop.ctx.db
    .select()
    .from(contactQueries)
    .where(eq(contactQueries.email, email))
    .orderBy(desc(contactQueries.createdAt));
}

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201 with the spec's words", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message: contactMessages.sent });
    const [row] = await storedFor(valid.email);
    expect(row).toMatchObject({ ...valid, replied: false, repliedAt: null });
  });

  it("trims, lower-cases the e-mail and keeps a +91 mobile number as its 10 digits", async () => {
    const response = await post({
      ...valid,
      firstname: "  Rohan ",
      email: " Rohan.Mehta@Example.COM ",
      phone: "+91 98765-43210",
    });
    expect(response.status).toBe(201);
    const [row] = await storedFor("rohan.mehta@example.com");
    expect(row).toMatchObject({ firstname: "Rohan", phone: "9876543210" });
    expect((await post({ ...valid, email: "zero@example.com", phone: "09876543210" })).status).toBe(201);
    expect((await storedFor("zero@example.com"))[0]?.phone).toBe("9876543210");
  });

  for (const field of contactFields) {
    it(`refuses a message without ${field}, naming the field`, async () => {
      const { [field]: _missing, ...rest } = valid;
      const response = await post(rest);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorAnswer;
      expect(body.error.code).toBe("invalid");
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    });

    it(`refuses a blank ${field}`, async () => {
      const response = await post({ ...valid, [field]: "   " });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error.fields?.[field]).toBeTruthy();
    });
  }

  it("refuses an e-mail address that is not one", async () => {
    for (const email of ["ananya", "ananya@", "ananya@example", "a b@example.com"]) {
      const response = await post({ ...valid, email });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error.fields).toEqual({ email: contactMessages.emailInvalid });
    }
  });

  it("refuses a phone number that is not a 10-digit Indian mobile", async () => {
    for (const phone of ["987654321", "98765432101", "+44 7911 123456", "phone me", "+91 12345"]) {
      const response = await post({ ...valid, phone });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error.fields).toEqual({ phone: contactMessages.phoneInvalid });
    }
  });

  it("refuses text over the length limits", async () => {
    const response = await post({ ...valid, subject: "x".repeat(151), message: "y".repeat(5001) });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as ErrorAnswer).error.fields ?? {}).sort()).toEqual([
      "message",
      "subject",
    ]);
  });

  it("ignores fields it does not know: a sender cannot mark a message replied or choose its id", async () => {
    const response = await post({
      ...valid,
      email: "extra@example.com",
      replied: true,
      repliedAt: "2020-01-01T00:00:00Z",
      id: "00000000-0000-0000-0000-000000000000",
      createdAt: "2000-01-01T00:00:00Z",
      userRole: "admin",
      ...JSON.parse('{"__proto__": {"replied": true}}'),
    });
    expect(response.status).toBe(201);
    const [row] = await storedFor("extra@example.com");
    expect(row?.replied).toBe(false);
    expect(row?.repliedAt).toBeNull();
    expect(row?.id).not.toBe("00000000-0000-0000-0000-000000000000");
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it("accepts JSON only: a form or text body is 415", async () => {
    const form = await shop.api("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(form.status).toBe(415);
    const text = await shop.api("/api/contact", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(valid),
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as ErrorAnswer).error.code).toBe("unsupported_media_type");
  });

  it("answers 400 to a body that is not valid JSON, and to an empty one", async () => {
    const broken = await shop.api("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(broken.status).toBe(400);
    const empty = await shop.api("/api/contact", { method: "POST" });
    expect(empty.status).toBe(400);
    expect(Object.keys(((await empty.json()) as ErrorAnswer).error.fields ?? {}).sort()).toEqual(
      [...contactFields].sort(),
    );
  });

  it("limits how often one address can write (429 with Retry-After)", async () => {
    const sender = { ...valid, email: "busy@example.com" };
    for (let n = 0; n < 5; n++) expect((await post(sender)).status).toBe(201);
    const refused = await post(sender);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedFor("busy@example.com")).toHaveLength(5);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await (await shop.api("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.paths["/api/contact"]?.post).toBeDefined();
  });
});

describe("the admin's count of messages waiting", () => {
  it("counts unreplied messages only, and drops one once it is replied to", async () => {
    const { unrepliedCount } = webServices(shop.ctx).admin;
    const before = await unrepliedCount();
    const response = await post({ ...valid, email: "count@example.com" });
    expect(response.status).toBe(201);
    expect(await unrepliedCount()).toBe(before + 1);
    await shop.ctx.db
      .update(contactQueries)
      .set({ replied: true })
      .where(eq(contactQueries.email, "count@example.com"));
    expect(await unrepliedCount()).toBe(before);
  });
});

describe("the admin's Queries list, as its URL says", () => {
  it("shows waiting, replied or all messages, searched by name, e-mail or subject, a page of 20 at a time", async () => {
    const { queries } = webServices(shop.ctx).admin;
    const marker = `pager${Date.now().toString(36)}`;
    const rows = Array.from({ length: 23 }, (_, index) => ({
      ...valid,
      email: `${marker}-${index}@example.com`,
      subject: `Question ${index}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    await shop.ctx.db.insert(contactQueries).values(rows);
    await shop.ctx.db
      .update(contactQueries)
      .set({ replied: true })
      .where(eq(contactQueries.email, `${marker}-0@example.com`));

    const parse = (query: Record<string, string>) => contactListQuerySchema.parse(query);
    const first = await queries(parse({ search: marker }));
    expect(first.total).toBe(22);
    expect(first.queries).toHaveLength(20);
    expect(first.queries[0]?.subject).toBe("Question 1"); // waiting ones oldest first
    const second = await queries(parse({ search: marker, page: "2" }));
    expect(second.queries.map((query) => query.subject)).toEqual(["Question 21", "Question 22"]);
    const replied = await queries(parse({ search: marker, show: "replied" }));
    expect(replied.queries.map((query) => query.subject)).toEqual(["Question 0"]);
    expect((await queries(parse({ search: marker, show: "all" }))).total).toBe(23);
    expect((await queries(parse({ search: `${marker}-7@` }))).queries.map((query) => query.subject)).toEqual([
      "Question 7",
    ]);
    // a strange URL reads as the default list, never an error
    expect(parse({ show: "everything", page: "-3" })).toMatchObject({ show: "pending", page: 1 });
    expect((await queries(parse({ search: "%_%" }))).total).toBe(0);
  });
});
