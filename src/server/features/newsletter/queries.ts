// The newsletter feature's SQL: one row per address in newsletter_subscribers, with the consent
// text and time. Each write is one statement, so two sign-ups of one address cannot both insert.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { newsletterSubscribers } from "../../db/schema.ts";

export interface NewSubscriber {
  email: string;
  consentText: string;
  source: string;
}

/** Adds the address; false when it is already there (subscribed or not). */
export async function insertSubscriber(db: Executor, subscriber: NewSubscriber): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values(subscriber)
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Subscribes an address that had unsubscribed, with fresh consent; false when it was still subscribed. */
export async function resubscribe(db: Executor, subscriber: NewSubscriber): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      consentText: subscriber.consentText,
      consentAt: sql`now()`,
      source: subscriber.source,
      unsubscribedAt: null,
    })
    .where(and(eq(newsletterSubscribers.email, subscriber.email), isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
