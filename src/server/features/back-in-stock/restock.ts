// The one hook every place that adds stock calls (admin product edit, a cancelled order's stock
// given back, a parcel's check-in, returns): when a variant goes from 0 to above 0, the waiting
// shoppers are told, once each, oldest first, at most (units back × the setting), through the
// messaging channel (sendMessage: e-mail with its one-click stop, WhatsApp for a shopper who said yes
// to it), outbox rows written in the caller's transaction. The caller calls sendQueuedMessages after
// its commit.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { backInStockRequests, consentRecords } from "../../db/schema.ts";
import { kitsMovedBy } from "../kits/stock.ts";
import { sendMessage } from "../messaging/send.ts";
import { readSettingsIn } from "../settings/service.ts";
import { backInStockMessage } from "./mail.ts";
import { pieceOf } from "./queries.ts";

/** A variant's stock, stored or sellable, before and after a change in one transaction. */
export type StockMove = { variantId: string; before: number; after: number };

/**
 * The stored stock of these plain variants moved in `tx` (their rows locked by those updates), and
 * with it the sellable stock of every kit holding any of them (kits/stock.ts kitsMovedBy, all the
 * moves at once: a kit of two restocked pieces is counted once). Each variant or kit back from none
 * tells its waiting shoppers. Answers how many were told.
 */
export async function stockReturned(ctx: AppContext, tx: Transaction, moves: readonly StockMove[]): Promise<number> {
  const changed = moves.filter((move) => move.before !== move.after);
  if (changed.length === 0) return 0;
  // a kit's stock is its components' (decision 0059): each kit holding a moved variant may be back too
  return sellableReturned(ctx, tx, [...changed, ...(await kitsMovedBy(tx, changed))]);
}

/**
 * The sellable stock of these variants went from `before` to `after` in `tx` (stock moved, or a kit
 * edited: kits/service.ts saveKit): each back from none tells up to (units back × the setting) of its
 * waiting shoppers. Answers how many were told.
 */
export async function sellableReturned(ctx: AppContext, tx: Transaction, moves: readonly StockMove[]): Promise<number> {
  const back = moves.filter((variant) => variant.before <= 0 && variant.after > 0);
  if (back.length === 0) return 0;
  const { backInStock } = await readSettingsIn(ctx, tx);
  let told = 0;
  for (const variant of back)
    told += await tellWaiting(ctx, tx, variant.variantId, variant.after * backInStock.shoppersPerUnit);
  return told;
}

/**
 * Tells up to `limit` waiting requests of a variant (only these ids, when given), oldest first,
 * each under its live consent; each is marked notified so it is told once. Answers how many.
 */
export async function tellWaiting(
  ctx: AppContext,
  tx: Transaction,
  variantId: string,
  limit: number,
  onlyIds?: readonly string[],
): Promise<number> {
  const due = await tx
    .select({ id: backInStockRequests.id, email: backInStockRequests.email })
    .from(backInStockRequests)
    .innerJoin(
      consentRecords,
      and(
        eq(consentRecords.email, backInStockRequests.email),
        eq(consentRecords.purpose, "back_in_stock"),
        isNull(consentRecords.withdrawnAt),
      ),
    )
    .where(
      and(
        eq(backInStockRequests.variantId, variantId),
        eq(backInStockRequests.status, "waiting"),
        onlyIds ? inArray(backInStockRequests.id, [...onlyIds]) : undefined,
      ),
    )
    .orderBy(asc(backInStockRequests.createdAt), asc(backInStockRequests.id))
    .limit(limit)
    .for("update", { of: backInStockRequests });
  if (due.length === 0) return 0;
  const piece = await pieceOf(tx, variantId);
  if (!piece) return 0;
  await tx
    .update(backInStockRequests)
    .set({ status: "notified", notifiedAt: sql`now()` })
    .where(
      inArray(
        backInStockRequests.id,
        due.map((request) => request.id),
      ),
    );
  // keyed by the request: told at most once on each channel, even if a request were picked twice
  const { productName, variantName, productPath } = piece;
  for (const request of due) {
    await sendMessage(ctx, tx, {
      to: { email: request.email },
      purpose: "back_in_stock",
      template: backInStockMessage,
      data: { productName, variantName, productPath },
      dedupeKey: `back-in-stock:${request.id}`,
    });
  }
  ctx.log.info({ variant: variantId, told: due.length }, "back in stock: waiting shoppers told");
  return due.length;
}
