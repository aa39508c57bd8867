// Every few minutes, one instance at a time (a lease): the subscriptions' pre-debit notices and the
// resumption of mandates paused for a skipped delivery (service.ts subscriptionNotices). The work is
// read from the subscriptions table, so a restart loses nothing; each notice is sent once per charge.
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { subscriptionNotices } from "./service.ts";

export async function subscriptionRound(ctx: AppContext, now = new Date(), holder?: string) {
  return withLease(ctx.db, "subscription-notices", 10 * 60_000, () => subscriptionNotices(ctx, now), holder);
}

export function startSubscriptionNotices(ctx: AppContext, everyMs = 5 * 60_000): Repeating {
  return repeatEvery(ctx, everyMs, "subscription notices failed", async () => {
    const round = await subscriptionRound(ctx);
    if (round && round.sent + round.skipped + round.resumed > 0) ctx.log.info(round, "subscription notices");
  });
}
