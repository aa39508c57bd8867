// Exchanges (issue 22 point 6, docs/decisions/0034-exchanges.md): a return whose lines name another
// variant of the same product. The request is checked here (exchanges offered, the variant of the same
// product, in stock); when the parcel is received, `settleExchange` places the replacement order and
// moves the money, each step safe to repeat (the admin's "Complete exchange" retries what is left):
//   1. the replacement order, through the orders' own writing of an order (stock taken), pending,
//      one per return (a unique index), its number on the return;
//   2. the returned units refunded at what they paid (the refunds' refundExchangePart, keys from the
//      return): the difference the replacement does not take, first, the shopper's chosen way; then
//      the part that pays the replacement, as store credit;
//   3. that credit spent on the replacement (releaseReplacementOrder): nothing left to pay → it moves
//      to processing and ships as every order; a dearer replacement waits for its payment link
//      (payments' openPaymentLink), which `payment_link.paid` settles through settlePayment;
//   4. the return becomes exchanged, and the shopper is mailed the order, the link or the refund.
// The money is priced once, by core/pricing.ts `priceExchange`.
import { formatRupees, toRupees } from "../../../core/money.ts";
import { leastOnlineCharge, priceExchange } from "../../../core/pricing.ts";
import {
  type ReturnRequestInput,
  type ReturnView,
  returnLabel,
  returnMessages,
} from "../../../core/schemas/returns.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { sendQueuedMail } from "../mail/service.ts";
import { releaseReplacementOrder, writeReplacementOrder } from "../orders/service.ts";
import { afterTransition, lockOrder } from "../orders/transitions.ts";
import { openPaymentLink } from "../payments/links.ts";
import { quoteLineRefund, refundExchangePart } from "../refunds/service.ts";
import { queueReturnMail } from "./mail.ts";
import {
  addEvent,
  linesOfReturn,
  lockReturn,
  markExchanged,
  orderOfReturn,
  type ReturnRow,
  returnById,
  setExchange,
  variantsForExchange,
  variantsOfProducts,
} from "./queries.ts";

function refuse(message: string, field: string): never {
  throw new Invalid(message, { [field]: message });
}

/**
 * A request's exchange lines, checked in its transaction (400 naming the line): exchanges offered,
 * every line an exchange or none, a variant of the same product, not the one bought, in stock for
 * the units. Stock is taken when the parcel is received (the replacement order), not now.
 */
export async function checkExchangeLines(
  exec: Executor,
  rules: Settings["returns"],
  items: ReadonlyMap<string, { productId: string; variantId: string; name: string }>,
  lines: ReturnRequestInput["lines"],
): Promise<void> {
  const asked = lines.filter((line) => line.exchangeVariantId !== undefined);
  if (asked.length === 0) return;
  const first = lines.findIndex((line) => line.exchangeVariantId !== undefined);
  if (!rules.exchangeAllowed) refuse(returnMessages.exchangeOff, `lines.${first}.exchangeVariantId`);
  if (asked.length !== lines.length) refuse(returnMessages.exchangeMixed, "lines");
  const variants = await variantsForExchange(
    exec,
    asked.map((line) => line.exchangeVariantId as string),
  );
  lines.forEach((line, index) => {
    const field = `lines.${index}.exchangeVariantId`;
    const item = items.get(line.orderItemId);
    const variant = variants.get(line.exchangeVariantId as string);
    if (!item || !variant || variant.productId !== item.productId || !variant.active) {
      refuse(returnMessages.exchangeVariant, field);
    }
    if (variant.id === item.variantId) refuse(returnMessages.exchangeSame, field);
    if (variant.stock < line.quantity) {
      refuse(returnMessages.exchangeOutOfStock(`${item.name} (${variant.variantname})`), field);
    }
  });
}

/** My Account's choices for each line: the product's other variants, price and whether in stock. */
export async function exchangeChoices(
  exec: Executor,
  lines: ReadonlyArray<{ orderItemId: string; productId: string; variantId: string }>,
) {
  const all = await variantsOfProducts(exec, [...new Set(lines.map((line) => line.productId))]);
  return new Map(
    lines.map((line) => [
      line.orderItemId,
      all
        .filter((variant) => variant.productId === line.productId && variant.id !== line.variantId)
        .map((variant) => ({
          variantId: variant.id,
          variantname: variant.variantname,
          price: toRupees(variant.price),
          inStock: variant.stock > 0,
        })),
    ]),
  );
}

/** Before the parcel is back: the exchange's figures at today's prices (the same pricing as settling). */
export async function withExchangeQuotes(exec: Executor, views: ReturnView[]): Promise<ReturnView[]> {
  return Promise.all(
    views.map(async (view) => {
      if (!view.exchange || view.exchange.settled) return view;
      const paid = await quoteLineRefund(
        exec,
        view.orderId,
        view.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
        false,
      );
      if (paid === null) return view;
      const units = new Map(view.lines.map((line) => [line.orderItemId, line.quantity]));
      const total = view.exchange.lines.reduce(
        (sum, line) => sum + Math.round(line.unitPrice * 100) * (units.get(line.orderItemId) ?? 0),
        0,
      );
      const price = priceExchange(paid, total);
      return {
        ...view,
        exchange: {
          ...view.exchange,
          paid: toRupees(price.paid),
          replacementTotal: toRupees(price.replacementTotal),
          difference: toRupees(price.toPay - price.toRefund),
          toPay: toRupees(price.toPay),
          toRefund: toRupees(price.toRefund),
        },
      };
    }),
  );
}

/** Whether a return is an exchange (its lines name new variants). */
export async function isExchange(exec: Executor, returnId: string): Promise<boolean> {
  return (await linesOfReturn(exec, returnId)).some((line) => line.exchangeVariantId !== null);
}

/**
 * Completes a received exchange (see the file's head); each step finds what an earlier attempt did.
 * 409 for a return that is not a received exchange; 400 when the new variant is out of stock now
 * (nothing moved: the admin may try again after a restock, or refund the return).
 */
export async function settleExchange(ctx: AppContext, admin: SessionUser, returnId: string): Promise<ReturnRow> {
  const first = await returnById(ctx.db, returnId);
  if (!first) throw new NotFound(returnMessages.notFound);
  if (first.status !== "received") throw new Conflict(returnMessages.moveRefused(first.status));
  const lines = await linesOfReturn(ctx.db, returnId);
  if (!lines.some((line) => line.exchangeVariantId !== null)) throw new Conflict(returnMessages.notExchange);
  const label = returnLabel(first.number);
  const units = lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity }));

  // 1. the replacement order and the exchange's price, once (the return locked: two clicks take turns)
  const placed = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, first.orderId);
    const row = await lockReturn(tx, returnId);
    if (!order || !row) throw new NotFound(returnMessages.notFound);
    if (row.status !== "received") throw new Conflict(returnMessages.moveRefused(row.status));
    if (row.replacementOrderId && row.exchangeCredit !== null) return null;
    const paid = await quoteLineRefund(tx, order.id, units, false);
    if (paid === null) throw new Conflict("The returned items were refunded already: refund the return instead.");
    const replacement = await writeReplacementOrder(ctx, tx, {
      returnId,
      returnNumber: row.number,
      from: order,
      lines: lines.map((line) => ({
        product: line.productId,
        variant: line.exchangeVariantId as string,
        quantity: line.quantity,
      })),
    });
    const price = priceExchange(paid, replacement.order.totalAmount);
    await setExchange(tx, returnId, {
      replacementOrderId: replacement.order.id,
      exchangeCredit: price.credit,
      exchangeToPay: price.toPay,
      exchangeToRefund: price.toRefund,
    });
    await addEvent(
      tx,
      returnId,
      "received",
      `Replacement order #${replacement.order.number ?? ""} placed: ${describe(price)}`,
      admin.id,
    );
    return replacement;
  });
  if (placed) await ctx.cache.invalidate();

  const row = await returnById(ctx.db, returnId);
  if (!row?.replacementOrderId || row.exchangeCredit === null) throw new Error(`exchange ${label} has no replacement`);
  const credit = row.exchangeCredit;
  const toRefund = row.exchangeToRefund ?? 0;
  const toPay = row.exchangeToPay ?? 0;

  // 2. the returned units' refund: the difference first (its lines value only), then the credit
  if (toRefund > 0) {
    // the provider's least refund is ₹1: less than that to the original payment goes as store credit
    const to = row.refundTo === "source" && toRefund < leastOnlineCharge ? "store_credit" : row.refundTo;
    const { refund } = await refundExchangePart(ctx, {
      orderId: row.orderId,
      lines: units,
      part: "difference",
      credit,
      to,
      upiId: row.upiId,
      reason: `Exchange ${label}: the difference`,
      returnId,
      idempotencyKey: `exchange:${returnId}:difference`,
      actorId: admin.id,
    });
    if (refund.status === "failed") {
      throw new HttpError(502, "payment_provider", "The payment provider refused the refund. Try again.");
    }
  }
  if (credit > 0) {
    await refundExchangePart(ctx, {
      orderId: row.orderId,
      lines: units,
      part: "credit",
      credit,
      to: "store_credit",
      reason: `Exchange ${label}: pays replacement order`,
      returnId,
      idempotencyKey: `exchange:${returnId}:credit`,
      actorId: admin.id,
    });
  }

  // 3. the credit spent on the replacement; released to ship when nothing is left to pay
  const released = await ctx.db.transaction((tx) =>
    releaseReplacementOrder(ctx, tx, row.replacementOrderId as string, { credit, toPay, label }),
  );
  if (released.transition) await afterTransition(ctx, released.transition);
  let linkUrl = row.paymentLinkUrl;
  if (toPay > 0 && !linkUrl && released.toPay > 0) {
    const link = await openPaymentLink(ctx, released.order, {
      amount: released.toPay,
      referenceId: label,
      description: `Exchange ${label}: the difference for replacement order #${released.order.number ?? ""}`,
    });
    linkUrl = link.shortUrl;
    await setExchange(ctx.db, returnId, { paymentLinkUrl: linkUrl });
  }

  // 4. the return is exchanged; the shopper is told the order, the link or the refund
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, returnId);
    if (!locked) throw new NotFound(returnMessages.notFound);
    if (locked.status === "exchanged") return locked;
    if (locked.status !== "received") throw new Conflict(returnMessages.moveRefused(locked.status));
    const moved = await markExchanged(tx, returnId);
    const replacement = released.order;
    await addEvent(
      tx,
      returnId,
      "exchanged",
      `Replacement order #${replacement.number ?? ""}${
        toPay > 0 ? `: waiting for ${formatRupees(toPay)} through the payment link` : ""
      }${toRefund > 0 ? `; ${formatRupees(toRefund)} refunded` : ""}`,
      admin.id,
    );
    await queueReturnMail(ctx, tx, "exchanged", moved, await orderOfReturn(tx, locked.orderId), lines, released.order);
    return moved;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ return: label, replacement: released.order.id, toPay, toRefund }, "exchange settled");
  return done;
}

function describe(price: ReturnType<typeof priceExchange>): string {
  if (price.toPay > 0) return `the shopper pays ${formatRupees(price.toPay)} more`;
  if (price.toRefund > 0) return `${formatRupees(price.toRefund)} goes back to the shopper`;
  if (price.waived > 0) return `${formatRupees(price.waived)} more, waived`;
  return "the same price";
}
