// A return whose refund failed at the provider goes back to received. Apart from returns/service.ts
// because the refunds' webhook calls it, and the returns service calls the refunds (no import cycle).
import { eq, sql } from "drizzle-orm";
import { returnMessages } from "../../../core/schemas/returns.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { returns } from "../../db/schema.ts";
import { queueReturnMail } from "./mail.ts";
import { addEvent, linesOfReturn, lockReturn, orderOfReturn } from "./queries.ts";

/**
 * A refund that was pending when its return was marked refunded and then failed at the provider
 * (refund.failed, features/refunds, in the webhook's transaction): the return goes back to received,
 * where the admin's Refund button tries again (a new key: returns/refund.ts), with the failure on its
 * timeline and a mail to the shopper. Not through `returnMoves`, whose moves are the admin's actions.
 * A return not refunded (the failure came before the marking) is left as it is.
 */
export async function reopenRefundedReturn(
  ctx: AppContext,
  tx: Transaction,
  returnId: string,
  amount: number,
): Promise<void> {
  const row = await lockReturn(tx, returnId);
  if (row?.status !== "refunded") return;
  const [moved] = await tx
    .update(returns)
    .set({ status: "received", refundedAt: null, updatedAt: sql`now()` })
    .where(eq(returns.id, row.id))
    .returning();
  if (!moved) throw new Error("return vanished under its lock");
  await addEvent(tx, returnId, "received", returnMessages.refundFailed(amount), null);
  await queueReturnMail(
    ctx,
    tx,
    "refund_failed",
    moved,
    await orderOfReturn(tx, row.orderId),
    await linesOfReturn(tx, returnId),
  );
}
