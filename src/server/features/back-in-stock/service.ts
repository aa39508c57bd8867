// Back-in-stock requests (issue 25 point 3; docs/decisions/0031-back-in-stock.md): a shopper asks
// for a sold-out variant and gets a confirm link; only a confirmed request waits, under the
// back_in_stock consent given by that click. The answer to a request is the same whether or not the
// address already waits, so the form tells no one who does. Knows nothing of HTTP.
import crypto from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { type BackInStockRequest, backInStockMessages } from "../../../core/schemas/back-in-stock.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { backInStockRequests, consentRecords, variants } from "../../db/schema.ts";
import { variantSellableStock } from "../../db/stock.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import { memberLanguage } from "../accounts/service.ts";
import { queueMailOnce, sendQueuedMail } from "../mail/service.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { giveConsent } from "../privacy/consents.ts";
import { confirmRequestMail } from "./mail.ts";
import { pieceOf } from "./queries.ts";
import { tellWaiting } from "./restock.ts";

const limits = {
  ip: { name: "back-in-stock:ip", max: 20, windowSeconds: 10 * 60, message: "Too many requests from here." },
  address: {
    name: "back-in-stock:address",
    max: 5,
    windowSeconds: 60 * 60,
    message: "Too many requests for this address.",
  },
} satisfies Record<string, Limit>;

/** A confirm link works for this long; an unconfirmed request older than that is left unanswered. */
const confirmDays = 7;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

/**
 * POST /api/back-in-stock: records the request and mails its confirm link, once per open request.
 * Asking again (waiting or not yet confirmed) writes and sends nothing, and answers the same.
 */
export async function requestBackInStock(
  ctx: AppContext,
  input: BackInStockRequest,
  client: { ip: string },
  userId: string | null,
): Promise<{ message: string }> {
  await enforceLimits(ctx, [
    [limits.ip, client.ip],
    [limits.address, input.email],
  ]);
  const queued = await ctx.db.transaction(async (tx) => {
    const piece = await pieceOf(tx, input.variantId);
    if (!piece) throw new NotFound(backInStockMessages.notFound);
    if (piece.stock > 0) throw new Conflict(backInStockMessages.inStock);
    const token = crypto.randomBytes(24).toString("base64url");
    const [made] = await tx
      .insert(backInStockRequests)
      .values({ variantId: input.variantId, email: input.email, userId, confirmTokenHash: hashToken(token) })
      .onConflictDoNothing({
        target: [backInStockRequests.variantId, backInStockRequests.email],
        where: sql`status in ('unconfirmed', 'waiting')`,
      })
      .returning({ id: backInStockRequests.id });
    if (!made) return false;
    // in the member's language where the address is a member's (decision 0064)
    const language = await memberLanguage(tx, input.email);
    return queueMailOnce(
      ctx,
      tx,
      `back-in-stock-confirm:${made.id}`,
      input.email,
      (brand) => confirmRequestMail(brand, { ...piece, token }),
      language,
    );
  });
  if (queued) sendQueuedMail(ctx);
  return { message: backInStockMessages.requested };
}

/**
 * POST /api/back-in-stock/confirm: the confirm link's click. The request starts waiting and the
 * consent is recorded; a variant already back is told at once. A second click answers the same.
 */
export async function confirmBackInStock(ctx: AppContext, token: string): Promise<{ message: string }> {
  const hash = hashToken(token);
  const mailed = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .update(backInStockRequests)
      .set({ status: "waiting", confirmedAt: sql`now()` })
      .where(
        and(
          eq(backInStockRequests.confirmTokenHash, hash),
          eq(backInStockRequests.status, "unconfirmed"),
          gt(backInStockRequests.createdAt, sql`now() - make_interval(days => ${confirmDays})`),
        ),
      )
      .returning();
    if (!request) {
      const [seen] = await tx
        .select({ status: backInStockRequests.status })
        .from(backInStockRequests)
        .where(
          and(
            eq(backInStockRequests.confirmTokenHash, hash),
            inArray(backInStockRequests.status, ["waiting", "notified"]),
          ),
        )
        .limit(1);
      if (!seen) throw new NotFound(backInStockMessages.invalidLink);
      return 0;
    }
    await giveConsent(tx, {
      email: request.email,
      userId: request.userId,
      purpose: "back_in_stock",
      source: "product",
    });
    // back while the mail travelled: this one request is told now
    const [variant] = await tx
      .select({ stock: variantSellableStock() })
      .from(variants)
      .where(eq(variants.id, request.variantId))
      .for("update");
    return variant && variant.stock > 0 ? tellWaiting(ctx, tx, request.variantId, 1, [request.id]) : 0;
  });
  if (mailed > 0) sendQueuedMessages(ctx);
  return { message: backInStockMessages.confirmed };
}

/** Confirmed requests still waiting (with a live consent), per variant of these products. */
export async function waitingByVariant(
  exec: Executor,
  productIds: readonly string[],
): Promise<Map<string, { productId: string; variantName: string; waiting: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await exec
    .select({
      variantId: variants.id,
      productId: variants.productId,
      variantName: variants.variantname,
      waiting: sql<number>`count(*)::int`,
    })
    .from(backInStockRequests)
    .innerJoin(variants, eq(variants.id, backInStockRequests.variantId))
    .innerJoin(
      consentRecords,
      and(
        eq(consentRecords.email, backInStockRequests.email),
        eq(consentRecords.purpose, "back_in_stock"),
        isNull(consentRecords.withdrawnAt),
      ),
    )
    .where(and(inArray(variants.productId, [...productIds]), eq(backInStockRequests.status, "waiting")))
    .groupBy(variants.id, variants.productId, variants.variantname, variants.position)
    .orderBy(variants.position);
  return new Map(rows.map((row) => [row.variantId, row]));
}
