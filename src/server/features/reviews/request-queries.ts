// SQL of the review requests: delivered orders whose request is due, their lines, the request and
// its per-line links, and a link's line when a shopper opens it.
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Language } from "../../../core/i18n.ts";
import { openReturnStatuses } from "../../../core/schemas/returns.ts";
import type { Executor } from "../../db/connection.ts";
import {
  consentRecords,
  orderItems,
  orders,
  returnLines,
  returns,
  reviewRequestLinks,
  reviewRequests,
} from "../../db/schema.ts";

export interface DueOrder {
  id: string;
  email: string;
  firstName: string;
  number: number | null;
  /** The order's language: its review request is written in it (decision 0064). */
  language: Language;
}

/**
 * Delivered orders (numbered, still delivered: not returned) delivered between `oldest` and `due`,
 * without a request yet, whose address has the live `review_requests` consent; oldest first.
 */
export function dueOrders(exec: Executor, due: Date, oldest: Date, limit: number): Promise<DueOrder[]> {
  return exec
    .select({
      id: orders.id,
      email: sql<string>`lower(${orders.email})`,
      firstName: orders.firstName,
      number: orders.number,
      language: orders.language,
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, "delivered"),
        lte(orders.deliveredAt, due),
        gt(orders.deliveredAt, oldest),
        sql`${orders.number} is not null`,
        notExists(exec.select({ one: sql`1` }).from(reviewRequests).where(eq(reviewRequests.orderId, orders.id))),
        sql`exists (select 1 from ${consentRecords} where ${consentRecords.email} = lower(${orders.email})
          and ${consentRecords.purpose} = 'review_requests' and ${consentRecords.withdrawnAt} is null)`,
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(limit);
}

export interface RequestLine {
  orderItemId: string;
  productId: string;
  name: string;
  variantName: string;
  imageKey: string | null;
}

/** An order's lines, in the order's order, without the ones in an open or finished return. */
export function keptLines(exec: Executor, orderId: string): Promise<RequestLine[]> {
  return exec
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      variantName: orderItems.variantname,
      imageKey: orderItems.imageKey,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        notExists(
          exec
            .select({ one: sql`1` })
            .from(returnLines)
            .innerJoin(returns, eq(returns.id, returnLines.returnId))
            .where(and(eq(returnLines.orderItemId, orderItems.id), inArray(returns.status, [...openReturnStatuses]))),
        ),
      ),
    )
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** Writes the order's request; false when it has one already (another round, another instance). */
export async function insertRequest(exec: Executor, orderId: string, email: string, now: Date): Promise<boolean> {
  const inserted = await exec
    .insert(reviewRequests)
    .values({ orderId, email, sentAt: now })
    .onConflictDoNothing()
    .returning({ orderId: reviewRequests.orderId });
  return inserted.length > 0;
}

export async function insertLinks(
  exec: Executor,
  links: { tokenHash: string; orderItemId: string; orderId: string; expiresAt: Date }[],
): Promise<void> {
  if (links.length > 0) await exec.insert(reviewRequestLinks).values(links);
}

/** A link's line: the ordered piece, the order's contact and state, and whether it was used. */
export async function linkLine(exec: Executor, tokenHash: string) {
  const [row] = await exec
    .select({
      expiresAt: reviewRequestLinks.expiresAt,
      reviewedAt: reviewRequestLinks.reviewedAt,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.name,
      variantName: orderItems.variantname,
      imageKey: orderItems.imageKey,
      email: orders.email,
      firstName: orders.firstName,
      userId: orders.userId,
    })
    .from(reviewRequestLinks)
    .innerJoin(orderItems, eq(orderItems.id, reviewRequestLinks.orderItemId))
    .innerJoin(orders, eq(orders.id, reviewRequestLinks.orderId))
    .where(eq(reviewRequestLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the link used by this review; false when it was used already (a double submit). */
export async function claimLink(exec: Executor, tokenHash: string, reviewId: string, now: Date): Promise<boolean> {
  const claimed = await exec
    .update(reviewRequestLinks)
    .set({ reviewId, reviewedAt: now })
    .where(and(eq(reviewRequestLinks.tokenHash, tokenHash), isNull(reviewRequestLinks.reviewedAt)))
    .returning({ tokenHash: reviewRequestLinks.tokenHash });
  return claimed.length > 0;
}
