// The durable outbox: every e-mail is a row first (written in the caller's transaction, so a mail
// exists exactly when the change that caused it was committed) and is sent by the sender loop.
import crypto from "node:crypto";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connection.ts";
import { mailOutbox } from "../../db/schema.ts";
import { afterFailedTry } from "../../outbox-sender.ts";
import type { Mail } from "./templates.ts";

/** A claimed message not settled within this time (the instance died mid-send) is tried again. */
const leaseSeconds = 300;

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export async function enqueueMail(db: Executor, to: string, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      template: mail.template,
      purpose: mail.purpose ?? null,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail_outbox insert returned nothing");
  return row.id;
}

/** A message's id made from its key (a UUID shaped from the key's SHA-256): one key, one row. */
export function keyedMailId(key: string): string {
  const hex = crypto.createHash("sha256").update(key).digest("hex").slice(0, 32).split("");
  hex[12] = "5";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Writes a message at most once per key (e.g. an order and what happened to it): its id is the
 * key's, so a repeat, or a second instance racing, finds the row there and writes nothing.
 * Answers whether this call wrote it.
 */
export async function enqueueMailOnce(db: Executor, key: string, to: string, mail: Mail): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      id: keyedMailId(key),
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      template: mail.template,
      purpose: mail.purpose ?? null,
      headers: mail.headers ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.id })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due messages for this instance. The claim is a committed lease (attempts + 1,
 * next try pushed out), taken with FOR UPDATE SKIP LOCKED so two instances never claim one message.
 */
export async function claimDueMail(db: Database, limit: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markAttemptFailed(db: Database, message: OutboxMessage, error: string): Promise<void> {
  const next = afterFailedTry(message.attempts);
  await db
    .update(mailOutbox)
    .set({
      status: next.status,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${next.delaySeconds})`,
    })
    .where(eq(mailOutbox.id, message.id));
}

/** The newest messages, optionally for one address (the development mailbox). */
export function recentMail(db: Database, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? 100);
}

export async function mailById(db: Database, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}
