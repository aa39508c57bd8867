// The payments' SQL: provider webhook events, kept once by their id; how an order's payment was made.
import { eq } from "drizzle-orm";
import type { PaidWith } from "../../../core/refund-words.ts";
import type { Executor } from "../../db/connection.ts";
import { orders, paymentEvents } from "../../db/schema.ts";

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

/** How the order's payment was made, as the provider reported it (what its refunds' words name). */
export async function setPaidWith(exec: Executor, orderId: string, paidWith: PaidWith) {
  await exec.update(orders).set({ paidWith }).where(eq(orders.id, orderId));
}
