// The payments' SQL: provider webhook events, kept once by their id.
import type { Executor } from "../../db/connection.ts";
import { paymentEvents } from "../../db/schema.ts";

/** Keeps a webhook event once by its id; false when it was seen before (events without an id always pass). */
export async function recordEvent(exec: Executor, provider: string, eventId: string | undefined, payload: unknown) {
  if (!eventId) return true;
  const kind = String((payload as { event?: string }).event ?? "");
  const rows = await exec
    .insert(paymentEvents)
    .values({ provider, eventId, kind, payload: payload as object })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}
