// A received return's refund (issue 22: the two halves joined, decision 0026 "The refund step").
// The refunds feature prices and pays the return's lines (`refundLines`, its own transaction, with
// the order's lock and one refund per idempotency key); the return then becomes refunded through
// `markReturnRefunded`. The key is derived from the return, so a double click, or a retry after a
// crash between the two steps, finds the refund already made and only finishes the marking.
import { fromRupees, toRupees } from "../../../core/money.ts";
import { refundHeadline } from "../../../core/refund-words.ts";
import { type ReturnQueueQuery, type ReturnView, returnLabel, returnMessages } from "../../../core/schemas/returns.ts";
import type { AppContext } from "../../context.ts";
import { Conflict, HttpError, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { sendQueuedMail } from "../mail/service.ts";
import { lockOrder } from "../orders/transitions.ts";
import {
  failedRefundsOfReturn,
  quoteLineRefund,
  type RefundAnswer,
  refundLines,
  refundStatusOf,
} from "../refunds/service.ts";
import { readSettings } from "../settings/service.ts";
import { availableCourierProviders } from "../shipping/admin-parcels.ts";
import { isExchange, settleExchange } from "./exchange.ts";
import { linesOfReturn, returnById, shoppersOfOrders } from "./queries.ts";
import { markReturnRefunded, returnQueue, viewsOf } from "./service.ts";

/**
 * The refund's idempotency key: the return's, numbered by the refunds of it that failed at the
 * provider (a failed refund gives nothing back, so the admin may refund the return again).
 */
async function refundKeyOf(ctx: AppContext, returnId: string): Promise<string> {
  const failed = await failedRefundsOfReturn(ctx.db, returnId);
  return failed === 0 ? `return:${returnId}` : `return:${returnId}:${failed}`;
}

const refusedByProvider = () =>
  new HttpError(502, "payment_provider", "The payment provider refused the refund. Try again.");

/** Refunds a received return's lines to where the shopper asked, and marks it refunded; else 409. */
export async function refundReturn(
  ctx: AppContext,
  admin: SessionUser,
  returnId: string,
): Promise<{ return: ReturnView; refund: RefundAnswer | null }> {
  const row = await returnById(ctx.db, returnId);
  if (!row) throw new NotFound(returnMessages.notFound);
  if (row.status !== "received") throw new Conflict(returnMessages.moveRefused(row.status));
  if (await isExchange(ctx.db, returnId)) {
    // an exchange is completed, not refunded: its replacement order and the difference (decision 0034)
    await settleExchange(ctx, admin, returnId);
    return { return: await viewOfReturn(ctx, returnId), refund: null };
  }
  const lines = await linesOfReturn(ctx.db, returnId);
  const { returns: rules } = await readSettings(ctx);
  const label = returnLabel(row.number);
  const { refund } = await refundLines(ctx, {
    orderId: row.orderId,
    lines: lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
    to: row.refundTo,
    upiId: row.upiId,
    reason: `Return ${label}`,
    returnId,
    idempotencyKey: await refundKeyOf(ctx, returnId),
    actorId: admin.id,
    refundShippingOnFullReturn: rules.refundShippingOnFullReturn,
  });
  if (refund.status === "failed") throw refusedByProvider();
  // a second click that waited for the first's refund is refused here (409): the return is refunded;
  // the order's lock first, as the refund's webhook takes it: a refund.failed that came meanwhile is seen
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, row.orderId);
    if ((await refundStatusOf(tx, refund._id)) === "failed") throw refusedByProvider();
    // the timeline says where the money went as the shopper knows it (core/refund-words.ts)
    const where = { destination: refund.refundTo, paidWith: order?.paidWith ?? null, upiId: refund.upiId };
    await markReturnRefunded(ctx, tx, returnId, refundHeadline(fromRupees(refund.amount), where), admin.id);
  });
  sendQueuedMail(ctx);
  ctx.log.info({ return: label, refund: refund._id }, "return refunded");
  return { return: await viewOfReturn(ctx, returnId), refund };
}

async function viewOfReturn(ctx: AppContext, returnId: string): Promise<ReturnView> {
  const moved = await returnById(ctx.db, returnId);
  const [view] = moved ? await viewsOf(ctx.db, [moved]) : [];
  if (!view) throw new NotFound(returnMessages.notFound);
  return view;
}

/**
 * The admin's returns queue: each return with its shopper's contact and address, its received ones
 * with what their Refund button gives back, and the couriers a pickup can be booked with now.
 */
export async function adminReturnQueue(ctx: AppContext, query: ReturnQueueQuery) {
  const page = await returnQueue(ctx, query);
  const shoppers = await shoppersOfOrders(ctx.db, [...new Set(page.returns.map((view) => view.orderId))]);
  const views = page.returns.map((view) => ({ ...view, shopper: shoppers.get(view.orderId) }));
  return { ...page, returns: await withRefundAmounts(ctx, views), providers: availableCourierProviders(ctx) };
}

/** Received returns with what their refund gives back (the refunds' own price, in rupees). */
async function withRefundAmounts(ctx: AppContext, views: ReturnView[]): Promise<ReturnView[]> {
  if (!views.some((view) => view.status === "received" && !view.exchange)) return views;
  const { returns: rules } = await readSettings(ctx);
  return Promise.all(
    views.map(async (view) => {
      if (view.status !== "received" || view.exchange) return view;
      const amount = await quoteLineRefund(
        ctx.db,
        view.orderId,
        view.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
        rules.refundShippingOnFullReturn,
      );
      // null: its lines were refunded some other way; the refund itself will say why
      return amount === null ? view : { ...view, refundAmount: toRupees(amount) };
    }),
  );
}
