// POST /api/newsletter through HTTP: consent is required and recorded, addresses are checked and
// normalised, a second sign-up is answered kindly, and odd bodies change nothing.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newsletterConsentText, newsletterMessages } from "../../../core/schemas/newsletter.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  // trusts X-Forwarded-For, so each test comes from its own address (the per-IP limit stays out of the way)
  shop = await startTestShop({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await shop?.close();
});

const uniqueEmail = () => `reader-${crypto.randomBytes(5).toString("hex")}@example.test`;
const uniqueIp = () => {
  const bytes = crypto.randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
};

function subscribe(body: unknown, ip = uniqueIp()) {
  return shop.api("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function rowsFor(email: string) {
  return shop.ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

describe("POST /api/newsletter", () => {
  test("subscribes an address with consent and records the consent text and time", async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const response = await subscribe({ email, consent: true });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ message: newsletterMessages.subscribed });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consentText).toBe(newsletterConsentText);
    expect(rows[0]?.consentAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(rows[0]?.source).toBe("api");
    expect(rows[0]?.unsubscribedAt).toBeNull();
  });

  test("refuses a sign-up without consent, with a clear message, and stores nothing", async () => {
    const email = uniqueEmail();
    for (const body of [{ email }, { email, consent: false }, { email, consent: "yes" }]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error.code).toBe("invalid");
      expect(answer.error.message).toBe(newsletterMessages.consentRequired);
      expect(answer.error.fields).toEqual({ consent: newsletterMessages.consentRequired });
    }
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test("refuses a missing or malformed e-mail address", async () => {
    for (const [email, message] of [
      [undefined, "Please enter your email"],
      ["   ", "Please enter your email"],
      ["not-an-address", "Please enter a valid email address"],
      ["asha@", "Please enter a valid email address"],
      [`${"a".repeat(250)}@example.test`, "Please enter a valid email address"],
    ] as const) {
      const response = await subscribe({ email, consent: true });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error.fields.email).toBe(message);
    }
  });

  test("answers a repeat sign-up kindly with 200 and keeps one row with the first consent", async () => {
    const email = uniqueEmail();
    expect((await subscribe({ email, consent: true })).status).toBe(201);
    const [first] = await rowsFor(email);
    const again = await subscribe({ email: `  ${email.toUpperCase()} `, consent: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: newsletterMessages.alreadySubscribed });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consentAt.getTime()).toBe(first?.consentAt.getTime());
  });

  test("welcomes back an address that had unsubscribed, with fresh consent", async () => {
    const email = uniqueEmail();
    await subscribe({ email, consent: true });
    await shop.ctx.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date(), consentText: "an older wording" })
      .where(eq(newsletterSubscribers.email, email));
    const response = await subscribe({ email, consent: true });
    expect(response.status).toBe(201);
    const [row] = await rowsFor(email);
    expect(row?.unsubscribedAt).toBeNull();
    expect(row?.consentText).toBe(newsletterConsentText);
  });

  test("ignores unknown fields: they are neither stored nor able to change the consent text", async () => {
    const email = uniqueEmail();
    const extra = JSON.stringify({ consentText: "I agreed to nothing", source: "admin", unsubscribedAt: "2020-01-01" });
    // a literal "__proto__" key, as a hostile client would send it
    const body = `{"email":${JSON.stringify(email)},"consent":true,"__proto__":{"consent":false},${extra.slice(1)}`;
    const response = await subscribe(body);
    expect(response.status).toBe(201);
    const [row] = await rowsFor(email);
    expect(row?.consentText).toBe(newsletterConsentText);
    expect(row?.source).toBe("api");
    expect(row?.unsubscribedAt).toBeNull();
  });

  test("refuses a body that is not JSON with 415", async () => {
    const email = uniqueEmail();
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", `email=${encodeURIComponent(email)}&consent=true`],
      ["text/plain", JSON.stringify({ email, consent: true })],
    ] as const) {
      const response = await shop.api("/api/newsletter", { method: "POST", headers: { "content-type": type }, body });
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe("unsupported_media_type");
    }
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test("refuses malformed JSON with 400", async () => {
    const response = await subscribe("{ not json");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid");
  });

  test("limits sign-ups from one address with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let index = 0; index < 20; index++) {
      statuses.push((await subscribe({ email: uniqueEmail(), consent: true }, ip)).status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await subscribe({ email: uniqueEmail(), consent: true }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("is listed in the OpenAPI document", async () => {
    const document = await (await shop.api("/api/openapi.json")).json();
    expect(document.paths["/api/newsletter"]?.post).toBeDefined();
  });
});
