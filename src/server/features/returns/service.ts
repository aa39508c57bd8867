// Returns (issue 22, the returns half): a shopper asks to send back items of a delivered order inside
// the window (settings: returns); the admin approves (a reverse pickup booked through the courier
// interface), rejects with a reason, or receives the parcel (each line restocked or written off, the
// stock moving through the order's own rule, releaseHeldLines). When every unit of the order is back,
// the order itself moves to returned through its one door. The refund is the refunds feature's: it
// calls markReturnRefunded in its transaction. Every step is mailed through the outbox.
import { and, eq, sql } from "drizzle-orm";
import { toRupees } from "../../../core/money.ts";
import {
  type ApproveReturnInput,
  type ReceiveReturnInput,
  type RefundDestination,
  type ReturnQueueQuery,
  type ReturnRequestInput,
  type ReturnStatus,
  type ReturnView,
  refundDestinationsFor,
  returnLabel,
  returnMessages,
  returnMoves,
  returnWindowEnds,
} from "../../../core/schemas/returns.ts";
import { isReturnable } from "../../../core/schemas/settings-returns.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { returnLines, returns } from "../../db/schema.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { sendQueuedMail } from "../mail/service.ts";
import { type CheckedUpload, checkUploads, saveUploads, type UploadFile } from "../media/uploads.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import {
  afterTransition,
  lockOrder,
  releaseHeldLines,
  type TransitionResult,
  transition,
} from "../orders/transitions.ts";
import { readSettings, readSettingsIn } from "../settings/service.ts";
import { CourierError } from "../shipping/courier.ts";
import { courierProvider } from "../shipping/provider.ts";
import { checkExchangeLines, exchangeChoices, isExchange, settleExchange, withExchangeQuotes } from "./exchange.ts";
import { queueReturnMail } from "./mail.ts";
import {
  addEvent,
  linesOfReturn,
  lockReturn,
  type OrderRow,
  orderLinesForReturn,
  orderOfReturn,
  orderRowById,
  type ReturnRow,
  requestedReturnCount,
  returnById,
  returnQueuePage,
  returnsOfOrder,
  returnViews,
  unitsInOpenReturns,
  unitsReceived,
} from "./queries.ts";

/** Photos and videos of one return (the reviews' limits: the same media rules). */
export const returnUploadLimits = { files: 5, fileBytes: 5 * 1024 * 1024 } as const;
const fileTooLarge = "Each photo or video must be 5 MB or smaller.";

function ownOrder(order: OrderRow | undefined, user: SessionUser): OrderRow {
  // another member's order answers like a missing one, so ids cannot be probed (as GET /userorder/{id}/detail)
  if (!order || order.userId !== user.id) throw new NotFound("Order not found");
  return order;
}

/** Why the request is refused (400 with the field), checked on the locked order. */
function refuse(message: string, field: string): never {
  throw new Invalid(message, { [field]: message });
}

/** A shopper's return request: 201 with the return, or 400 naming what is wrong. */
export async function requestReturn(
  ctx: AppContext,
  user: SessionUser,
  orderId: string,
  input: ReturnRequestInput,
  files: readonly UploadFile[],
): Promise<ReturnView> {
  if (files.length > returnUploadLimits.files) {
    refuse(`Attach at most ${returnUploadLimits.files} photos or videos.`, "files");
  }
  // every file checked and every photo encoded before anything is written
  const uploads: CheckedUpload[] =
    files.length === 0
      ? []
      : await checkUploads(files, {
          maxBytes: returnUploadLimits.fileBytes,
          tooLargeMessage: fileTooLarge,
          keyHint: "return",
        });

  const row = await ctx.db.transaction(async (tx) => {
    // the order's lock: two requests for the same order take turns, so units are never taken twice
    const order = ownOrder(await lockOrder(tx, orderId), user);
    const { returns: rules } = await readSettingsIn(ctx, tx);
    if (order.orderStatus !== "delivered") refuse(returnMessages.notDelivered, "orderId");
    const ends = returnWindowEnds(order.deliveredAt, rules.windowDays);
    if (!ends || ends.getTime() < Date.now()) refuse(returnMessages.window(rules.windowDays), "orderId");
    if (!refundDestinationsFor(order.paymentMethod).includes(input.refundTo)) {
      refuse(returnMessages.sourceOnCod, "refundTo");
    }
    if (rules.proofRequired && uploads.length === 0) refuse(returnMessages.proofRequired, "files");

    const items = new Map((await orderLinesForReturn(tx, orderId)).map((item) => [item.id, item]));
    const taken = await unitsInOpenReturns(tx, orderId);
    input.lines.forEach((line, index) => {
      const item = items.get(line.orderItemId);
      if (!item) refuse(returnMessages.line, `lines.${index}.orderItemId`);
      if (!isReturnable(rules, item.slugs))
        refuse(returnMessages.notReturnable(item.name), `lines.${index}.orderItemId`);
      const left = item.quantity - (taken.get(item.id) ?? 0);
      if (line.quantity > left) refuse(returnMessages.tooMany(item.name, Math.max(0, left)), `lines.${index}.quantity`);
    });
    await checkExchangeLines(tx, rules, items, input.lines);

    const mediaKeys = await saveUploads(ctx, tx, uploads, `Unboxing for a return of order #${order.number}`);
    const [created] = await tx
      .insert(returns)
      .values({
        orderId,
        userId: user.id,
        refundTo: input.refundTo,
        upiId: input.refundTo === "upi" ? (input.upiId ?? null) : null,
        note: input.note || null,
        mediaKeys,
      })
      .returning();
    if (!created) throw new Error("return insert returned nothing");
    await tx.insert(returnLines).values(
      input.lines.map((line) => ({
        returnId: created.id,
        orderItemId: line.orderItemId,
        quantity: line.quantity,
        reason: line.reason,
        exchangeVariantId: line.exchangeVariantId ?? null,
      })),
    );
    await addEvent(tx, created.id, "requested", input.note || null, user.id);
    await queueReturnMail(ctx, tx, "requested", created, order, await linesOfReturn(tx, created.id));
    return created;
  });
  sendQueuedMail(ctx);
  ctx.log.info({ return: returnLabel(row.number), order: orderId }, "return requested");
  const [view] = await viewsOf(ctx.db, [row]);
  if (!view) throw new Error("return vanished");
  return view;
}

/** Returns as the shopper and the admin read them, an exchange's figures quoted until it is received. */
export async function viewsOf(exec: Executor, rows: readonly ReturnRow[]): Promise<ReturnView[]> {
  return withExchangeQuotes(exec, await returnViews(exec, rows));
}

/** The member's returns of one of their orders, newest first. */
export async function returnsOfOwnOrder(ctx: AppContext, user: SessionUser, orderId: string): Promise<ReturnView[]> {
  const order = ownOrder(await orderRowById(ctx.db, orderId), user);
  return (await viewsOf(ctx.db, await returnsOfOrder(ctx.db, order.id))).map(forShopper);
}

/**
 * A return as its shopper reads it (issue 38 point 7): the shop's notes on receipt (each line restocked
 * or written off, by whom) and an exchange waiting on the shop are left out of its timeline; a refund
 * that failed stays, as the shopper is mailed about it. The approval says the courier and AWB of the
 * pickup, without the booking's remarks (steps the shop retries by hand).
 */
function forShopper(view: ReturnView): ReturnView {
  const pickup = view.pickup
    ? `Pickup booked: ${view.pickup.courierName}${view.pickup.awb ? `, AWB ${view.pickup.awb}` : ""}`
    : null;
  return {
    ...view,
    timeline: view.timeline.map((event) => {
      if (event.status === "approved") return { ...event, note: pickup };
      return event.status === "received" && !event.note?.startsWith("The refund of") ? { ...event, note: null } : event;
    }),
  };
}

/** What My Account's order detail offers: each line's units still returnable, the window, the choices. */
export async function returnOptions(ctx: AppContext, user: SessionUser, orderId: string) {
  const order = ownOrder(await orderRowById(ctx.db, orderId), user);
  const { returns: rules } = await readSettings(ctx);
  const ends = returnWindowEnds(order.deliveredAt, rules.windowDays);
  const open = order.orderStatus === "delivered" && ends !== null && ends.getTime() >= Date.now();
  const taken = await unitsInOpenReturns(ctx.db, orderId);
  const items = await orderLinesForReturn(ctx.db, orderId);
  const choices = rules.exchangeAllowed
    ? await exchangeChoices(
        ctx.db,
        items.map((item) => ({ orderItemId: item.id, productId: item.productId, variantId: item.variantId })),
      )
    : new Map<string, never[]>();
  const lines = items.map((item) => ({
    orderItemId: item.id,
    name: item.name,
    variantname: item.variantname,
    /** What one unit cost (rupees), so an exchange's form knows whether a cheaper variant is chosen. */
    unitPrice: toRupees(item.unitPrice),
    returnable: isReturnable(rules, item.slugs),
    unitsLeft: Math.max(0, item.quantity - (taken.get(item.id) ?? 0)),
    /** Other variants of the same product an exchange may choose (empty when exchanges are off). */
    exchangeFor: choices.get(item.id) ?? [],
  }));
  return {
    open,
    windowDays: rules.windowDays,
    windowEnds: ends?.toISOString() ?? null,
    proofRequired: rules.proofRequired,
    exchangeAllowed: rules.exchangeAllowed,
    refundTo: refundDestinationsFor(order.paymentMethod) as RefundDestination[],
    lines,
    returns: (await viewsOf(ctx.db, await returnsOfOrder(ctx.db, orderId))).map(forShopper),
  };
}

// ── Admin ──────────────────────────────────────────────────────────────────────────────────

/** Returns waiting for the admin's decision (requested): the dashboard's "Waiting for you". */
export function waitingReturnCount(ctx: AppContext): Promise<number> {
  return requestedReturnCount(ctx.db);
}

export async function returnQueue(ctx: AppContext, query: ReturnQueueQuery) {
  const { rows, total } = await returnQueuePage(ctx.db, query.status, query.page);
  return { returns: await viewsOf(ctx.db, rows), total, page: query.page, pageSize: 20 };
}

function movable(row: ReturnRow | undefined, to: ReturnStatus): ReturnRow {
  if (!row) throw new NotFound(returnMessages.notFound);
  if (!returnMoves[row.status].includes(to)) throw new Conflict(returnMessages.moveRefused(row.status));
  return row;
}

async function viewOf(ctx: AppContext, returnId: string): Promise<ReturnView> {
  const row = await returnById(ctx.db, returnId);
  const [view] = row ? await viewsOf(ctx.db, [row]) : [];
  if (!view) throw new NotFound(returnMessages.notFound);
  return view;
}

/**
 * Approves a requested return and books its reverse pickup. The courier is called outside any
 * transaction (it may take seconds); the return is then moved only if it is still requested, so a
 * second admin's approval at the same moment gets 409 (its pickup, if booked, is in the remarks).
 */
export async function approveReturn(
  ctx: AppContext,
  admin: SessionUser,
  returnId: string,
  input: ApproveReturnInput,
): Promise<ReturnView> {
  const before = movable(await returnById(ctx.db, returnId), "approved");
  const provider = courierProvider(ctx, input.provider);
  if ("unavailable" in provider) throw new Invalid(provider.unavailable, { provider: provider.unavailable });
  const settings = await readSettings(ctx);
  const order = await orderOfReturn(ctx.db, before.orderId);
  const lines = await linesOfReturn(ctx.db, returnId);
  let booking: Awaited<ReturnType<typeof provider.createReturn>>;
  try {
    booking = await provider.createReturn({
      reference: returnLabel(before.number),
      requestedAt: before.createdAt,
      customer: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone },
      address: order.shippingAddress,
      returnTo: {
        name: settings.returns.returnName,
        address: settings.returns.returnAddress,
        city: settings.returns.returnCity,
        state: settings.returns.returnState,
        pincode: settings.returns.returnPincode,
        phone: settings.returns.returnPhone,
        email: settings.seller.customerCareEmail,
      },
      items: lines.map((line) => ({ name: line.name, sku: line.sku, units: line.quantity, unitPrice: line.unitPrice })),
      weightGrams: settings.parcels.defaultWeightGrams,
      lengthCm: settings.parcels.boxLengthCm,
      breadthCm: settings.parcels.boxBreadthCm,
      heightCm: settings.parcels.boxHeightCm,
      typed: input.provider === "manual" ? { courierName: input.courierName, awb: input.awb } : {},
    });
  } catch (error) {
    if (error instanceof CourierError) throw new HttpError(502, "courier_failed", error.message);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    const row = movable(await lockReturn(tx, returnId), "approved");
    const [moved] = await tx
      .update(returns)
      .set({
        status: "approved",
        approvedAt: sql`now()`,
        updatedAt: sql`now()`,
        pickupProvider: input.provider,
        pickupCourierName: booking.courierName,
        pickupAwb: booking.awb,
        pickupTrackingUrl: booking.trackingUrl,
        pickupProviderOrderId: booking.providerOrderId,
        pickupProviderShipmentId: booking.providerShipmentId,
      })
      .where(and(eq(returns.id, row.id), eq(returns.status, "requested")))
      .returning();
    if (!moved) throw new Error("return changed under its lock");
    const pickup = `${booking.courierName}${booking.awb ? `, AWB ${booking.awb}` : ""}`;
    const remarks = booking.remarks.length > 0 ? ` (${booking.remarks.join("; ")})` : "";
    await addEvent(tx, returnId, "approved", `Pickup booked: ${pickup}${remarks}`, admin.id);
    await queueReturnMail(ctx, tx, "approved", moved, order, lines);
  });
  sendQueuedMail(ctx);
  ctx.log.info({ return: returnLabel(before.number), provider: input.provider }, "return approved");
  return viewOf(ctx, returnId);
}

export async function rejectReturn(
  ctx: AppContext,
  admin: SessionUser,
  returnId: string,
  reason: string,
): Promise<ReturnView> {
  await ctx.db.transaction(async (tx) => {
    const row = movable(await lockReturn(tx, returnId), "rejected");
    const [moved] = await tx
      .update(returns)
      .set({ status: "rejected", rejectReason: reason, rejectedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(returns.id, row.id))
      .returning();
    if (!moved) throw new Error("return vanished under its lock");
    await addEvent(tx, returnId, "rejected", reason, admin.id);
    await queueReturnMail(
      ctx,
      tx,
      "rejected",
      moved,
      await orderOfReturn(tx, row.orderId),
      await linesOfReturn(tx, returnId),
    );
  });
  sendQueuedMail(ctx);
  return viewOf(ctx, returnId);
}

/**
 * The return's parcel is back: every line restocked or written off, in one transaction with the
 * order's lock (as a parcel's check-in), so the stock moves once; a second receive gets 409. When
 * every unit of the order has come back, the order moves to returned through its door.
 */
export async function receiveReturn(
  ctx: AppContext,
  admin: SessionUser,
  returnId: string,
  input: ReceiveReturnInput,
): Promise<ReturnView> {
  const first = await returnById(ctx.db, returnId);
  if (!first) throw new NotFound(returnMessages.notFound);
  const outcome = await ctx.db.transaction(async (tx) => {
    // the order first, then the return: the order's door and the parcel check-in lock in this order too
    await lockOrder(tx, first.orderId);
    const row = movable(await lockReturn(tx, returnId), "received");
    const lines = await linesOfReturn(tx, returnId);
    const decisions = new Map(input.lines.map((line) => [line.returnLineId, line.decision]));
    const fields: Record<string, string> = {};
    input.lines.forEach((line, index) => {
      if (!lines.some((entry) => entry.id === line.returnLineId)) {
        fields[`lines.${index}.returnLineId`] = returnMessages.notInReturn;
      }
    });
    if (lines.some((line) => !decisions.has(line.id))) fields.lines = returnMessages.receiveLines;
    if (Object.keys(fields).length > 0)
      throw new Invalid(Object.values(fields)[0] ?? returnMessages.receiveLines, fields);

    const summary = lines
      .map(
        (line) =>
          `${line.name} × ${line.quantity} ${decisions.get(line.id) === "restock" ? "restocked" : "written off"}`,
      )
      .join("; ");
    const { stockMoved, mailQueued } = await releaseHeldLines(
      ctx,
      tx,
      row.orderId,
      lines.map((line) => ({
        orderItemId: line.orderItemId,
        restock: decisions.get(line.id) === "restock",
        units: line.quantity,
      })),
      `Return ${returnLabel(row.number)} received by ${admin.firstName}: ${summary}`,
      admin.id,
    );
    for (const line of lines) {
      await tx
        .update(returnLines)
        .set({ decision: decisions.get(line.id) ?? null, decidedAt: sql`now()` })
        .where(eq(returnLines.id, line.id));
    }
    const [moved] = await tx
      .update(returns)
      .set({ status: "received", receivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(returns.id, row.id))
      .returning();
    if (!moved) throw new Error("return vanished under its lock");
    await addEvent(tx, returnId, "received", summary, admin.id);
    const order = await orderOfReturn(tx, row.orderId);
    await queueReturnMail(ctx, tx, "received", moved, order, lines);

    // the whole order back: the order itself is returned (partial returns leave it delivered)
    let whole: TransitionResult | null = null;
    const received = await unitsReceived(tx, row.orderId);
    const items = await orderLinesForReturn(tx, row.orderId);
    if (order.orderStatus === "delivered" && items.every((item) => (received.get(item.id) ?? 0) >= item.quantity)) {
      whole = await transition(ctx, tx, row.orderId, "returned", {
        actor: "admin",
        userId: admin.id,
        note: `Every item came back (return ${returnLabel(row.number)})`,
      });
    }
    return { stockMoved, mailQueued, whole };
  });
  if (outcome.stockMoved) await ctx.cache.invalidate();
  // shoppers waiting for a restocked piece (or a kit of it) are told on every channel they chose
  if (outcome.mailQueued) sendQueuedMessages(ctx);
  if (outcome.whole) await afterTransition(ctx, outcome.whole);
  sendQueuedMail(ctx);
  ctx.log.info({ return: returnId, stockMoved: outcome.stockMoved }, "return received");
  if (await isExchange(ctx.db, returnId)) {
    // the replacement order and the money (decision 0034); what fails waits for "Complete exchange"
    try {
      await settleExchange(ctx, admin, returnId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      ctx.log.warn({ return: returnId, err: error }, "an exchange waits");
      await addEvent(ctx.db, returnId, "received", `The exchange waits: ${error.message}`, admin.id);
    }
  }
  return viewOf(ctx, returnId);
}

/**
 * For the refunds feature, inside the transaction that records the refund: the received return
 * becomes refunded, its timeline says how, and the shopper is mailed. Refuses (409) any other state.
 */
export async function markReturnRefunded(
  ctx: AppContext,
  tx: Transaction,
  returnId: string,
  note: string,
  actorId: string | null,
): Promise<ReturnRow> {
  const row = movable(await lockReturn(tx, returnId), "refunded");
  const [moved] = await tx
    .update(returns)
    .set({ status: "refunded", refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(returns.id, row.id))
    .returning();
  if (!moved) throw new Error("return vanished under its lock");
  await addEvent(tx, returnId, "refunded", note, actorId);
  await queueReturnMail(
    ctx,
    tx,
    "refunded",
    moved,
    await orderOfReturn(tx, row.orderId),
    await linesOfReturn(tx, returnId),
  );
  return moved;
}
