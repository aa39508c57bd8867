// The one hook every place that adds stock calls (admin product edit, a cancelled order's stock
// given back, a parcel's check-in, returns): when a variant goes from 0 to above 0, the waiting
// shoppers are told, once each, oldest first, at most (units back × the setting), by outbox rows
// written in the caller's transaction. The caller wakes the mailer after its commit.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { backInStockRequests, consentRecords } from "../../db/schema.ts";
import { queueMailOnce } from "../mail/service.ts";
import { readSettingsIn } from "../settings/service.ts";
import { backInStockMail } from "./mail.ts";
import { pieceOf } from "./queries.ts";

/**
 * Stock of `variantId` went from `before` to `after` in `tx` (the variant row locked by that
 * update). Answers how many shoppers were told (0 unless it came back from none).
 */
export async function stockReturned(
  ctx: AppContext,
  tx: Transaction,
  variantId: string,
  before: number,
  after: number,
): Promise<number> {
  if (before > 0 || after <= 0) return 0;
  const { backInStock } = await readSettingsIn(ctx, tx);
  return tellWaiting(ctx, tx, variantId, after * backInStock.shoppersPerUnit);
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
    .select({
      id: backInStockRequests.id,
      email: backInStockRequests.email,
      withdrawToken: consentRecords.withdrawToken,
    })
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
  for (const request of due) {
    await queueMailOnce(ctx, tx, `back-in-stock:${request.id}`, request.email, (brand) =>
      backInStockMail(brand, { ...piece, withdrawToken: request.withdrawToken }),
    );
  }
  ctx.log.info({ variant: variantId, told: due.length }, "back in stock: waiting shoppers told");
  return due.length;
}
