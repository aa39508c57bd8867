// WhatsApp's durable outbox: a template message is a row first, written in the caller's transaction,
// its id made from the message's dedupe key (so a repeat or a racing instance writes nothing), and
// sent by the WhatsApp sender with backoff, like the mail outbox (mail/outbox.ts).
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connection.ts";
import { whatsappOutbox } from "../../db/schema.ts";
import { afterFailedTry } from "../../outbox-sender.ts";
import { keyedMailId } from "../mail/outbox.ts";

/** A claimed message not settled within this time (the instance died mid-send) is tried again. */
const leaseSeconds = 300;

export type WhatsappMessage = typeof whatsappOutbox.$inferSelect;

/** A template message as the Cloud API takes it (template name, language code, components). */
export interface WhatsappTemplate {
  name: string;
  language: string;
  components: unknown[];
}

/** Writes the message at most once per key; answers whether this call wrote it. */
export async function enqueueWhatsappOnce(
  db: Executor,
  input: { key: string; to: string; email: string | null; purpose: string | null; template: WhatsappTemplate },
): Promise<boolean> {
  const rows = await db
    .insert(whatsappOutbox)
    .values({
      id: keyedMailId(`whatsapp:${input.key}`),
      to: input.to,
      email: input.email,
      purpose: input.purpose,
      template: input.template.name,
      language: input.template.language,
      components: input.template.components,
    })
    .onConflictDoNothing({ target: whatsappOutbox.id })
    .returning({ id: whatsappOutbox.id });
  return rows.length > 0;
}

/** Claims due messages for this instance (a committed lease; FOR UPDATE SKIP LOCKED across instances). */
export async function claimDueWhatsapp(db: Database, limit: number): Promise<WhatsappMessage[]> {
  const due = db
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.status, "pending"), lte(whatsappOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(whatsappOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(whatsappOutbox)
    .set({
      attempts: sql`${whatsappOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(whatsappOutbox.id, due))
    .returning();
}

export async function markWhatsappSent(db: Database, id: string, providerMessageId: string | null): Promise<void> {
  await db
    .update(whatsappOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, providerMessageId })
    .where(eq(whatsappOutbox.id, id));
}

/** A failed try: again after the backoff, or failed for good (permanent error, or out of tries). */
export async function markWhatsappFailed(
  db: Database,
  message: WhatsappMessage,
  error: string,
  permanent: boolean,
): Promise<void> {
  const next = afterFailedTry(message.attempts, permanent);
  await db
    .update(whatsappOutbox)
    .set({
      status: next.status,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${next.delaySeconds})`,
    })
    .where(eq(whatsappOutbox.id, message.id));
}
