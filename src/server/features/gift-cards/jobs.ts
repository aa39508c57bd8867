// Every few minutes, one instance at a time (a lease): paid gift cards whose day has come are sent
// (service.ts sendDueGiftCards). The work is read from the gift_cards table, so a restart loses nothing.
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { sendDueGiftCards } from "./service.ts";

export function giftCardRound(ctx: AppContext, now = new Date(), holder?: string) {
  return withLease(ctx.db, "gift-cards", 10 * 60_000, () => sendDueGiftCards(ctx, now), holder);
}

export function startGiftCardDelivery(ctx: AppContext, everyMs = 5 * 60_000): Repeating {
  return repeatEvery(ctx, everyMs, "gift card delivery failed", async () => {
    const round = await giftCardRound(ctx);
    if (round && round.sent > 0) ctx.log.info(round, "gift cards sent");
  });
}
