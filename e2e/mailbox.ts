// Reads the shop's development mailbox (/dev/mailbox: the built shop runs in development mode
// without SMTP_URL, so every e-mail waits in the outbox) and makes accounts through the API.
import crypto from "node:crypto";
import { baseUrl, currentShop } from "./browser.ts";

export const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(4).toString("hex")}@e2e.test`;

interface MailboxEntry {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/** The newest code mailed to the address (waits for it a few seconds). */
export async function codeFor(email: string, template = /code/): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as MailboxEntry[];
    const newest = messages.find((message) => template.test(message.template));
    const code = /Your verification code: ([0-9A-Z]{6})/.exec(newest?.text ?? "")?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An account made through the API (send-code, then register with the mailed code). */
export async function createAccount(email: string, password: string, firstName = "Asha"): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const sent = await post("/api/auth/send-code", { email, purpose: "signup" });
  if (sent.status !== 202) throw new Error(`send-code answered ${sent.status}`);
  const code = await codeFor(email);
  const registered = await post("/api/auth/register", {
    firstName,
    lastName: "Verma",
    email,
    phone: "9876543210",
    password,
    confirmPassword: password,
    code,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
}

/** The mail the test SMTP receiver got for an address (waits up to 15 s for one matching `raw`). */
export async function receivedMail(
  email: string,
  raw: RegExp,
): Promise<Array<{ to: string[]; subject: string; raw: string }>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${currentShop().inboxUrl}?to=${encodeURIComponent(email)}`);
    const mail = (await response.json()) as Array<{ to: string[]; subject: string; raw: string }>;
    if (mail.some((message) => raw.test(message.raw))) return mail;
    if (Date.now() > deadline) throw new Error(`no mail matching ${raw} reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
