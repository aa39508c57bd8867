// Mail through a real SMTP server (smtp-server on a random port): codes arrive, a server that is
// down loses nothing (retried with backoff once it is back), two senders never claim one message,
// and the development mailbox shows the outbox.
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { retryDelaySeconds } from "../../outbox-sender.ts";
import { from, uniqueEmail, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { sendMessage } from "../messaging/send.ts";
import { giveConsent } from "../privacy/consents.ts";
import { claimDueMail, enqueueMail } from "./outbox.ts";
import { smtpOptions } from "./sender.ts";
import { escapeHtml, resetCodeMail, signupCodeMail, welcomeMail } from "./templates.ts";

interface Received {
  to: string[];
  raw: string;
}

/** An SMTP receiver on `port` (0: any free port) that keeps every message. */
async function startReceiver(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const rowsTo = (shop: TestShop, email: string) => shop.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe("sending through SMTP_URL", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let shop: TestShop;
  beforeAll(async () => {
    receiver = await startReceiver();
    shop = await startTestShop({ env: { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${receiver.port}` } });
  });
  afterAll(async () => {
    await shop?.close();
    await receiver?.close();
  });

  test("a sign-up code arrives at the mail server, branded, with a text part", async () => {
    const email = uniqueEmail();
    const response = await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }));
    expect(response.status).toBe(202);
    const message = await waitFor(() => receiver.received.find((mail) => mail.to.includes(email)));
    expect(message.raw).toMatch(/Subject: Your Sattva verification code/);
    expect(message.raw).toMatch(/Content-Type: text\/plain/);
    expect(message.raw).toMatch(/Content-Type: text\/html/);
    expect(message.raw.replace(/=\r?\n/g, "")).toMatch(/Your verification code: [0-9A-Z]{6}/);
    const [row] = await waitFor(async () => {
      const rows = await rowsTo(shop, email);
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(row?.sentAt).not.toBeNull();
  });

  test("a consent-based message arrives with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)", async () => {
    const email = uniqueEmail("consented");
    const answer = await shop.ctx.db.transaction(async (tx) => {
      await giveConsent(tx, { email, userId: null, purpose: "bag_reminders", source: "checkout" });
      return sendMessage(shop.ctx, tx, {
        to: { email },
        purpose: "bag_reminders",
        template: {
          mail: (brand) => ({
            template: "test-consented",
            subject: "Still thinking?",
            html: `<p>${escapeHtml(brand.shopName)}</p>`,
            text: "Still thinking?",
          }),
        },
        data: {},
        dedupeKey: `test-consented:${email}`,
      });
    });
    expect(answer).toEqual({ email: true, whatsapp: false });
    shop.ctx.mailer.wake();
    const message = await waitFor(() => receiver.received.find((mail) => mail.to.includes(email)));
    const headers = message.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/consents\/one-click\?token=[\w-]+>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // the same key again writes nothing; without the consent nothing is written at all
    const repeat = await shop.ctx.db.transaction((tx) =>
      sendMessage(shop.ctx, tx, {
        to: { email },
        purpose: "bag_reminders",
        template: { mail: () => ({ template: "test-consented", subject: "again", html: "", text: "" }) },
        data: {},
        dedupeKey: `test-consented:${email}`,
      }),
    );
    expect(repeat.email).toBe(false);
    const stranger = uniqueEmail("no-consent");
    const refused = await shop.ctx.db.transaction((tx) =>
      sendMessage(shop.ctx, tx, {
        to: { email: stranger },
        purpose: "bag_reminders",
        template: { mail: () => ({ template: "test-consented", subject: "no", html: "", text: "" }) },
        data: {},
        dedupeKey: `test-consented:${stranger}`,
      }),
    );
    expect(refused.email).toBe(false);
    expect(await rowsTo(shop, stranger)).toHaveLength(0);
  });
});

describe("a mail server that is down", () => {
  test("loses nothing: the message waits with backoff and goes once the server is back", async () => {
    const port = await freePort();
    const shop = await startTestShop({ env: { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
    try {
      const email = uniqueEmail();
      await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }));
      const [failed] = await waitFor(async () => {
        const rows = await rowsTo(shop, email);
        return rows[0]?.lastError ? rows : undefined;
      });
      expect(failed?.status).toBe("pending");
      expect(failed?.attempts).toBe(1);
      expect((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);

      receiver = await startReceiver(port);
      // move time instead of waiting for the backoff
      await shop.ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.to, email));
      shop.ctx.mailer.wake();
      const active = receiver;
      await waitFor(() => active.received.find((mail) => mail.to.includes(email)));
      const [sent] = await waitFor(async () => {
        const rows = await rowsTo(shop, email);
        return rows[0]?.status === "sent" ? rows : undefined;
      });
      expect(sent?.attempts).toBe(2);
    } finally {
      await shop.close();
      await receiver?.close();
    }
  });

  test("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});

describe("the outbox", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  test("two senders claiming at once never get the same message", async () => {
    const to = uniqueEmail("claims");
    const brand = { shopName: "Sattva", publicUrl: undefined };
    for (let i = 0; i < 12; i++) await enqueueMail(shop.ctx.db, to, welcomeMail(brand, { firstName: `N${i}` }));
    const [first, second] = await Promise.all([claimDueMail(shop.ctx.db, 8), claimDueMail(shop.ctx.db, 8)]);
    const ids = [...(first ?? []), ...(second ?? [])].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    // claimed rows are leased: a third claim right away finds none of them
    const third = await claimDueMail(shop.ctx.db, 50);
    expect(third.filter((row) => row.to === to)).toEqual([]);
  });

  test("without SMTP_URL mail stays in the outbox, readable at /dev/mailbox", async () => {
    const email = uniqueEmail();
    await shop.api("/api/auth/send-code", from(uniqueIp(), "POST", { email, purpose: "signup" }));
    const list = await (await shop.api(`/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ to: email, status: "pending", template: "signup-code" });
    const page = await shop.api("/dev/mailbox");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    const view = await shop.api(`/dev/mailbox/${list[0].id}`);
    expect(await view.text()).toMatch(/Your verification code: [0-9A-Z]{6}/);
    const html = await shop.api(`/dev/mailbox/${list[0].id}/html`);
    expect(html.headers.get("content-security-policy")).toContain("sandbox");
    expect((await shop.api("/dev/mailbox/00000000-0000-0000-0000-000000000000")).status).toBe(404);
  });
});

describe("templates", () => {
  const brand = { shopName: "Sattva", publicUrl: "https://sattva.example" };

  test("escape what a shopper typed", () => {
    const mail = resetCodeMail(brand, { code: "ABC123", firstName: '<img src=x onerror="alert(1)">' });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain(escapeHtml('<img src=x onerror="alert(1)">'));
  });

  test("carry the brand colours inline and a plain-text twin with the code", () => {
    const mail = signupCodeMail(brand, { code: "Q7K2ZD" });
    expect(mail.html).toContain("#5B3F8C");
    expect(mail.html).toContain("#FAF7F2");
    expect(mail.html).not.toMatch(/<link|<script|<style/);
    expect(mail.text).toContain("Your verification code: Q7K2ZD");
    expect(welcomeMail(brand, { firstName: "Asha" }).text).toContain("https://sattva.example/login");
  });

  test("SMTP_URL becomes nodemailer options", () => {
    expect(smtpOptions("smtps://user%40x:p%40ss@mail.example")).toMatchObject({
      host: "mail.example",
      port: 465,
      secure: true,
      auth: { user: "user@x", pass: "p@ss" },
    });
    expect(smtpOptions("smtp://mail.example:2525?ignoreTLS=true")).toMatchObject({ port: 2525, ignoreTLS: true });
  });
});
