// The mail sender: due outbox rows handed to the SMTP server (SMTP_URL), with exponential backoff
// when the server is down (the loop and the retry rule: server/outbox-sender.ts). Without SMTP_URL
// mail stays in the outbox, where /dev/mailbox shows it in development. Started and stopped with the shop.
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { Database } from "../../db/connection.ts";
import type { Logger } from "../../log.ts";
import { type OutboxSender, startOutboxSender } from "../../outbox-sender.ts";
import { claimDueMail, markAttemptFailed, markSent, type OutboxMessage } from "./outbox.ts";

export interface MailSender extends OutboxSender {
  readonly delivering: boolean;
}

export interface MailSenderOptions {
  db: Database;
  log: Logger;
  smtpUrl: string | undefined;
  from: string;
  /** How often to look for due mail when not woken (default 2 s). */
  pollMs?: number;
  batchSize?: number;
}

/** A sender that sends nothing: mail waits in the outbox (no SMTP_URL, command-line tools). */
export function idleMailSender(): MailSender {
  return { wake() {}, async stop() {}, delivering: false };
}

/**
 * SMTP_URL as nodemailer options, with timeouts so a hanging server cannot hold a message past its
 * lease: smtp://user:pass@host:587 (STARTTLS when offered), smtps://...:465 (TLS). Query parameters
 * pass through as options (?ignoreTLS=true, ?requireTLS=true).
 */
export function smtpOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const extra: Record<string, string | number | boolean> = {};
  for (const [key, value] of url.searchParams) {
    extra[key] = value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...extra,
  };
}

export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, log } = options;
  if (!options.smtpUrl) {
    log.info("SMTP_URL is not set: e-mail stays in the outbox (readable at /dev/mailbox in development)");
    return idleMailSender();
  }
  const transport = nodemailer.createTransport(smtpOptions(options.smtpUrl));

  const deliver = async (message: OutboxMessage) => {
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await markSent(db, message.id);
      log.info({ mailId: message.id, template: message.template, attempt: message.attempts }, "mail sent");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(db, message, reason);
      log.warn({ mailId: message.id, attempt: message.attempts, err: reason }, "mail not sent: will retry");
    }
  };

  const sender = startOutboxSender({
    log,
    claim: (limit) => claimDueMail(db, limit),
    deliver,
    failure: "mail sender could not read the outbox",
    pollMs: options.pollMs,
    batchSize: options.batchSize,
    onStop: () => transport.close(),
  });
  return { ...sender, delivering: true };
}
