// Every few minutes: online orders whose payment window has closed and cash-on-delivery orders
// nobody confirmed in time give their stock and coupon back, and day-old idempotency answers are
// forgotten; a refund written while the payment provider could not be reached is sent. The work is
// read from the orders and refunds tables, so a restart loses nothing; every instance runs the loop,
// and a lease (db/leases.ts) lets one at a time do a round (each order's cancel is also conditional
// on its status, so its stock comes back once whatever happens).
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { sendUnsentRefunds } from "../refunds/cancellation.ts";
import { forgetOldKeys } from "./idempotency.ts";
import { expireUnconfirmedOrders, expireUnpaidOrders } from "./service.ts";

/** One round of the housekeeping, unless another instance is doing it right now. */
export async function houseKeep(ctx: AppContext, now = new Date(), holder?: string) {
  const round = await withLease(
    ctx.db,
    "orders-housekeeping",
    10 * 60_000,
    async () => {
      const expired = await expireUnpaidOrders(ctx, now);
      if (expired > 0) ctx.log.info({ expired }, "unpaid online orders cancelled");
      const unconfirmed = await expireUnconfirmedOrders(ctx, now);
      if (unconfirmed > 0) ctx.log.info({ unconfirmed }, "unconfirmed cash-on-delivery orders cancelled");
      await forgetOldKeys(ctx);
      const resent = await sendUnsentRefunds(ctx, now);
      if (resent > 0) ctx.log.info({ resent }, "refunds the payment provider had not been asked for were sent");
      return { expired, unconfirmed };
    },
    holder,
  );
  return round ? { ran: true, ...round } : { ran: false, expired: 0, unconfirmed: 0 };
}

export function startOrderHousekeeping(ctx: AppContext, everyMs = 5 * 60_000): Repeating {
  return repeatEvery(ctx, everyMs, "orders clean-up failed", () => houseKeep(ctx));
}

/**
 * Every few seconds, on every instance: unpaid online orders whose payment window has closed give
 * their items back. A one-of-a-kind piece's page says to the minute when it comes back (decision
 * 0055), so its release cannot wait for the five-minute round. No lease: one indexed read when
 * nothing is due, and each cancel is conditional on the order still waiting for its payment.
 */
export function startPaymentWindows(ctx: AppContext, everyMs = 10_000): Repeating {
  return repeatEvery(ctx, everyMs, "payment windows could not be closed", async () => {
    const expired = await expireUnpaidOrders(ctx);
    if (expired > 0) ctx.log.info({ expired }, "unpaid online orders cancelled as their window closed");
  });
}
