// POST /api/newsletter and /api/newsletter/confirm through HTTP (double opt-in, issue 32 point 4): a
// sign-up only mails a confirm link, the click gives the consent and joins the list, the answer is the
// same for every address, expired sign-ups are deleted by the retention round, odd bodies change nothing.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newsletterConsentText, newsletterMessages } from "../../../core/schemas/newsletter.ts";
import { privacyNoticeVersion } from "../../../core/schemas/privacy.ts";
import { consentRecords, newsletterSignups, newsletterSubscribers } from "../../db/schema.ts";
import { createAccount, from, mailTo, makeAdmin, signInCookie } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { runPrivacyRetention } from "../privacy/retention.ts";

let shop: TestShop;
let adminCookie = "";
beforeAll(async () => {
  // trusts X-Forwarded-For, so each test comes from its own address (the per-IP limit stays out of the way)
  shop = await startTestShop({ env: { TRUST_PROXY: "1" } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
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

const pendingFor = (email: string) =>
  shop.ctx.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));

const consentsFor = (email: string) =>
  shop.ctx.db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.email, email), eq(consentRecords.purpose, "newsletter")));

const confirmMails = async (email: string) =>
  (await mailTo(shop, email)).filter((mail) => mail.template === "newsletter-confirm");

async function tokenOf(email: string): Promise<string> {
  // the mailbox lists the newest first
  const [newest] = await confirmMails(email);
  const token = /newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(newest?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirm link was mailed to ${email}`);
  return token;
}

const confirm = (token: unknown) => shop.api("/api/newsletter/confirm", from(uniqueIp(), "POST", { token }));

/** Signs up and confirms: a subscriber. */
async function subscriber(email = uniqueEmail()): Promise<string> {
  expect((await subscribe({ email, consent: true })).status).toBe(202);
  expect((await confirm(await tokenOf(email))).status).toBe(200);
  return email;
}

describe("POST /api/newsletter", () => {
  test("records a pending sign-up and mails one confirm link; no consent and no list entry yet", async () => {
    const email = uniqueEmail();
    const response = await subscribe({ email, consent: true });
    expect(response.status).toBe(202);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ message: newsletterMessages.checkInbox });
    expect(await consentsFor(email)).toHaveLength(0);
    expect(await rowsFor(email)).toHaveLength(0);
    const [pending] = await pendingFor(email);
    expect(pending?.source).toBe("api");
    const mails = await confirmMails(email);
    expect(mails).toHaveLength(1);
    const token = await tokenOf(email);
    // stored only as its hash
    expect(pending?.tokenHash).not.toBe(token);
    expect(pending?.tokenHash).not.toContain(token);
  });

  test("a letter sent before the click does not reach a pending address; after it, it does", async () => {
    const email = uniqueEmail();
    await subscribe({ email, consent: true });
    const letter = async (subject: string) => {
      const sent = await shop.api(
        "/api/admin/letters",
        from(uniqueIp(), "POST", { purpose: "newsletter", subject, message: "New moonstones are here." }, adminCookie),
      );
      expect(sent.status).toBe(201);
      return (await mailTo(shop, email)).filter((mail) => mail.subject === subject);
    };
    expect(await letter(`Before ${crypto.randomUUID()}`)).toHaveLength(0);
    expect((await confirm(await tokenOf(email))).status).toBe(200);
    expect(await letter(`After ${crypto.randomUUID()}`)).toHaveLength(1);
  });

  test("the click gives the consent (source newsletter_confirmed, notice version) and joins the list", async () => {
    const email = uniqueEmail();
    await subscribe({ email, consent: true });
    const before = Date.now();
    const response = await confirm(await tokenOf(email));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ message: newsletterMessages.confirmed });
    const consents = await consentsFor(email);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      source: "newsletter_confirmed",
      noticeVersion: privacyNoticeVersion,
      withdrawnAt: null,
    });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consentText).toBe(newsletterConsentText);
    expect(rows[0]?.consentAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(rows[0]?.source).toBe("api");
    expect(rows[0]?.unsubscribedAt).toBeNull();
    expect(await pendingFor(email)).toHaveLength(0);
  });

  test("a used, unknown or malformed link answers 4xx with a clear message and changes nothing", async () => {
    const email = uniqueEmail();
    await subscribe({ email, consent: true });
    const token = await tokenOf(email);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(newsletterMessages.invalidLink);
    expect(await consentsFor(email)).toHaveLength(1);
    const unknown = await confirm(crypto.randomBytes(24).toString("base64url"));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(newsletterMessages.invalidLink);
    for (const bad of ["short", "", 42, "x".repeat(80), "not a token!!!!!!!!!!!!!!!"]) {
      const response = await confirm(bad);
      expect(response.status).toBe(400);
    }
  });

  test("an expired link does not confirm, and the retention round deletes expired sign-ups only", async () => {
    const old = uniqueEmail();
    const fresh = uniqueEmail();
    await subscribe({ email: old, consent: true });
    await subscribe({ email: fresh, consent: true });
    await shop.ctx.db
      .update(newsletterSignups)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(newsletterSignups.email, old));
    const expired = await confirm(await tokenOf(old));
    expect(expired.status).toBe(404);
    expect((await expired.json()).error.message).toBe(newsletterMessages.invalidLink);
    expect(await consentsFor(old)).toHaveLength(0);
    const round = await runPrivacyRetention(shop.ctx);
    expect(round.ran).toBe(true);
    expect(round.signupsExpired).toBeGreaterThanOrEqual(1);
    expect(await pendingFor(old)).toHaveLength(0);
    expect(await pendingFor(fresh)).toHaveLength(1);
  });

  test("answers the same for a new, pending or subscribed address; a repeat sends no second mail in the window", async () => {
    const member = await subscriber();
    const [consent] = await consentsFor(member);
    const pending = uniqueEmail();
    const answers: unknown[] = [];
    for (const email of [pending, `  ${pending.toUpperCase()} `, member]) {
      const response = await subscribe({ email, consent: true });
      expect(response.status).toBe(202);
      answers.push(await response.json());
    }
    expect(answers).toEqual(Array(3).fill({ message: newsletterMessages.checkInbox }));
    expect(await confirmMails(pending)).toHaveLength(1);
    expect(await pendingFor(pending)).toHaveLength(1);
    // the subscriber: no new mail, no pending row, the first consent kept
    expect(await confirmMails(member)).toHaveLength(1);
    expect(await pendingFor(member)).toHaveLength(0);
    expect(await consentsFor(member)).toEqual([consent]);
  });

  test("a pending address past the resend window gets a fresh link, and the old one stops working", async () => {
    const email = uniqueEmail();
    await subscribe({ email, consent: true });
    const first = await tokenOf(email);
    await shop.ctx.db
      .update(newsletterSignups)
      .set({ mailedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(newsletterSignups.email, email));
    expect((await subscribe({ email, consent: true })).status).toBe(202);
    expect(await confirmMails(email)).toHaveLength(2);
    const second = await tokenOf(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
  });

  test("welcomes back an address that had unsubscribed, after a fresh confirm", async () => {
    const email = await subscriber();
    await shop.ctx.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date(), consentText: "an older wording" })
      .where(eq(newsletterSubscribers.email, email));
    await shop.ctx.db
      .update(consentRecords)
      .set({ withdrawnAt: new Date(), withdrawnSource: "account" })
      .where(eq(consentRecords.email, email));
    expect((await subscribe({ email, consent: true })).status).toBe(202);
    const [row] = await rowsFor(email);
    expect(row?.unsubscribedAt).not.toBeNull();
    expect((await confirm(await tokenOf(email))).status).toBe(200);
    const [back] = await rowsFor(email);
    expect(back?.unsubscribedAt).toBeNull();
    expect(back?.consentText).toBe(newsletterConsentText);
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
    expect(await pendingFor(email)).toHaveLength(0);
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

  test("ignores unknown fields: they are neither stored nor able to change the consent text", async () => {
    const email = uniqueEmail();
    const extra = JSON.stringify({ consentText: "I agreed to nothing", source: "admin", unsubscribedAt: "2020-01-01" });
    // a literal "__proto__" key, as a hostile client would send it
    const body = `{"email":${JSON.stringify(email)},"consent":true,"__proto__":{"consent":false},${extra.slice(1)}`;
    const response = await subscribe(body);
    expect(response.status).toBe(202);
    const [pending] = await pendingFor(email);
    expect(pending?.source).toBe("api");
    expect((await confirm(await tokenOf(email))).status).toBe(200);
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
    expect(statuses.every((status) => status === 202)).toBe(true);
    const refused = await subscribe({ email: uniqueEmail(), consent: true }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("is listed in the OpenAPI document", async () => {
    const document = await (await shop.api("/api/openapi.json")).json();
    expect(document.paths["/api/newsletter"]?.post).toBeDefined();
    expect(document.paths["/api/newsletter/confirm"]?.post).toBeDefined();
  });
});
