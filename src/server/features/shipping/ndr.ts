// Failed deliveries (NDR, issue 21 point 2). Each "undelivered" tracking event is kept once as an
// NDR with the courier's reason and the attempt count; the shopper of a cash-on-delivery parcel is
// mailed once per NDR a link (a random token kept hashed, expiring: the COD confirm link's way) to
// ask for a new date or give a new phone; the admin's "Undelivered" queue re-attempts on a date or
// returns the parcel to origin, through Shiprocket's NDR action or, for the manual courier, as a
// line in the parcel's timeline. Knows nothing of HTTP.

import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { dateKeyOf, formatDateKey } from "../../../core/dates.ts";
import { orderNumberOf } from "../../../core/order-status.ts";
import {
  type AdminReattemptInput,
  ndrMessages,
  reattemptDates,
  type ShopperNdrRequest,
} from "../../../core/schemas/ndr.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { orders, shipmentEvents, shipmentNdrs, shipments } from "../../db/schema.ts";
import { Conflict, HttpError, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { queueMailOnce } from "../mail/service.ts";
import { deliveryFailedMail } from "../mail/templates.ts";
import { sendQueuedMessages, sendWhatsappMessage } from "../messaging/send.ts";
import { readSettings, readSettingsIn } from "../settings/service.ts";
import { CourierError, type NdrRequest, type TrackingEvent } from "./courier.ts";
import { orderUpdateMessage } from "./order-updates-whatsapp.ts";
import { courierProvider } from "./provider.ts";
import { moveShipment, orderToShip, recordEvent, type ShipmentRow, shipmentById } from "./queries.ts";

export type NdrRow = typeof shipmentNdrs.$inferSelect;

/** The shopper's page for a failed delivery. */
export function ndrPagePath(token: string): string {
  return `/arrange-delivery?token=${token}`;
}

/** Undelivered events closer than this to the last failed attempt are the same attempt told twice. */
const sameAttemptMs = 2 * 60 * 60_000;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The link expired or the courier could not be told: its own status so the page can say so. */
class LinkExpired extends HttpError {
  constructor() {
    super(410, "expired", ndrMessages.linkExpired);
  }
}

/** The courier refused or could not be reached; nothing was recorded. */
class CourierRefused extends HttpError {
  constructor(message: string) {
    super(502, "courier_failed", message);
  }
}

/** The courier's words for an undelivered scan, without Shiprocket's "Undelivered - " prefix. */
function reasonOf(remark: string | null): string | null {
  const reason = remark?.replace(/^undelivered\s*[-:]\s*/i, "").trim();
  return reason && !/^undelivered$/i.test(reason) ? reason.slice(0, 300) : null;
}

/**
 * Keeps a failed delivery once per undelivered event, in the tracking event's transaction, and
 * queues the shopper's mail (cash on delivery only) once per NDR, and the WhatsApp message to a
 * shopper with the `whatsapp` consent. Answers whether anything was queued.
 */
export async function recordNdr(
  ctx: AppContext,
  tx: Executor,
  shipment: ShipmentRow,
  event: TrackingEvent,
): Promise<{ id: string; mailed: boolean } | null> {
  const order = await orderToShip(tx, shipment.orderId);
  if (!order) return null;
  const previous = await latestNdr(tx, shipment.id);
  // the webhook and the tracking API may tell one failed attempt at slightly different times:
  // another attempt is an undelivered event well after the last one
  if (previous && event.at.getTime() < previous.occurredAt.getTime() + sameAttemptMs) return null;
  const [{ before = 0 } = {}] = await tx
    .select({ before: sql<number>`count(*)::int` })
    .from(shipmentNdrs)
    .where(eq(shipmentNdrs.shipmentId, shipment.id));
  const settings = await readSettingsIn(ctx, tx);
  const cod = order.paymentMethod === "COD";
  const token = cod ? crypto.randomBytes(32).toString("base64url") : null;
  const [row] = await tx
    .insert(shipmentNdrs)
    .values({
      shipmentId: shipment.id,
      eventId: event.eventId,
      occurredAt: event.at,
      reason: reasonOf(event.remark),
      attempt: before + 1,
      tokenHash: token ? hashToken(token) : null,
      tokenExpiresAt: token ? new Date(Date.now() + settings.ndr.shopperLinkHours * 3_600_000) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  if (!token) return { id: row.id, mailed: false };
  const mailed = await queueMailOnce(
    ctx,
    tx,
    `shipment-ndr:${row.id}`,
    order.email,
    (brand) =>
      deliveryFailedMail(brand, {
        number: orderNumberOf(order),
        firstName: order.firstName,
        courierName: shipment.courierName,
        awb: shipment.awb,
        reason: row.reason,
        retryPath: ndrPagePath(token),
        validHours: settings.ndr.shopperLinkHours,
      }),
    order.language,
  );
  // and on WhatsApp (template delivery_failed, the link's token in its button) with the consent
  const whatsapped = await sendWhatsappMessage(ctx, tx, {
    to: { email: order.email },
    purpose: null,
    template: orderUpdateMessage("delivery_failed"),
    data: {
      firstName: order.firstName,
      orderNumber: orderNumberOf(order),
      courierName: shipment.courierName,
      awb: shipment.awb,
      retryToken: token,
      validHours: settings.ndr.shopperLinkHours,
    },
    dedupeKey: `shipment-ndr:${row.id}`,
  });
  return { id: row.id, mailed: mailed || whatsapped };
}

/** After the NDR's commit: the courier's own reason and attempt count, when it tells them. */
export async function refineNdrFromCourier(ctx: AppContext, ndrId: string, shipment: ShipmentRow): Promise<void> {
  if (shipment.provider !== "shiprocket" || !shipment.awb) return;
  const provider = courierProvider(ctx, "shiprocket");
  if ("unavailable" in provider) return;
  try {
    const details = await provider.ndrDetails({ awb: shipment.awb });
    if (!details) return;
    await ctx.db
      .update(shipmentNdrs)
      .set({
        ...(details.reason ? { reason: details.reason } : {}),
        ...(details.attempts ? { attempt: details.attempts } : {}),
      })
      .where(eq(shipmentNdrs.id, ndrId));
  } catch (error) {
    ctx.log.warn({ awb: shipment.awb, error: (error as Error).message }, "could not read the courier's NDR details");
  }
}

async function latestNdr(exec: Executor, shipmentId: string): Promise<NdrRow | undefined> {
  const [row] = await exec
    .select()
    .from(shipmentNdrs)
    .where(eq(shipmentNdrs.shipmentId, shipmentId))
    .orderBy(desc(shipmentNdrs.occurredAt), desc(shipmentNdrs.createdAt))
    .limit(1);
  return row;
}

/** The dates a re-attempt may be asked for today (India time). */
export function allowedReattemptDates(settings: Settings, now = new Date()): string[] {
  return reattemptDates(dateKeyOf(now), settings.ndr.reattemptWithinWorkingDays, settings.delivery.holidays);
}

async function checkDate(ctx: AppContext, date: string): Promise<void> {
  const allowed = allowedReattemptDates(await readSettings(ctx));
  if (!allowed.includes(date)) throw new Invalid(ndrMessages.dateOutside, { date: ndrMessages.dateOutside });
}

/** Tells the courier (Shiprocket), or nothing for the manual courier; a refusal is a 502. */
async function tellCourier(ctx: AppContext, shipment: ShipmentRow, request: NdrRequest): Promise<void> {
  if (shipment.provider === "manual" || !shipment.awb) return;
  const provider = courierProvider(ctx, "shiprocket");
  if ("unavailable" in provider) throw new CourierRefused(provider.unavailable);
  try {
    await provider.ndrAction({ awb: shipment.awb }, request);
  } catch (error) {
    if (error instanceof CourierError) throw new CourierRefused(error.message);
    throw error;
  }
}

// ── the admin's queue and actions ─────────────────────────────────────────────────────────

export interface NdrAnswer {
  ndrId: string;
  reason: string | null;
  attempts: number;
  occurredAt: string;
  shopperRequest: { date: string | null; phone: string | null; at: string } | null;
  action: { action: "reattempt" | "rto"; date: string | null; phone: string | null; at: string } | null;
}

function ndrAnswer(row: NdrRow): NdrAnswer {
  return {
    ndrId: row.id,
    reason: row.reason,
    attempts: row.attempt,
    occurredAt: row.occurredAt.toISOString(),
    shopperRequest: row.shopperAskedAt
      ? { date: row.shopperDate, phone: row.shopperPhone, at: row.shopperAskedAt.toISOString() }
      : null,
    action:
      row.action && row.actionAt
        ? { action: row.action, date: row.actionDate, phone: row.actionPhone, at: row.actionAt.toISOString() }
        : null,
  };
}

/** The admin's "Undelivered" queue: every parcel waiting after a failed delivery, oldest news first. */
export async function undeliveredQueue(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      shipmentId: shipments.id,
      orderId: orders.id,
      orderNumber: orders.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
      zipCode: sql<string>`${orders.shippingAddress}->>'zipCode'`,
      paymentMethod: orders.paymentMethod,
      provider: shipments.provider,
      courierName: shipments.courierName,
      awb: shipments.awb,
      statusAt: shipments.statusAt,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.status, "undelivered"))
    .orderBy(shipments.statusAt)
    .limit(500);
  const ids = rows.map((row) => row.shipmentId);
  const ndrs = ids.length
    ? await ctx.db
        .select()
        .from(shipmentNdrs)
        .where(inArray(shipmentNdrs.shipmentId, ids))
        .orderBy(desc(shipmentNdrs.occurredAt), desc(shipmentNdrs.createdAt))
    : [];
  const lastEvents = ids.length
    ? await ctx.db
        .select({ shipmentId: shipmentEvents.shipmentId, at: max(shipmentEvents.occurredAt) })
        .from(shipmentEvents)
        .where(inArray(shipmentEvents.shipmentId, ids))
        .groupBy(shipmentEvents.shipmentId)
    : [];
  const settings = await readSettings(ctx);
  return {
    reattemptDates: allowedReattemptDates(settings),
    shipments: rows.map((row) => {
      const ndr = ndrs.find((entry) => entry.shipmentId === row.shipmentId);
      const lastEvent = lastEvents.find((entry) => entry.shipmentId === row.shipmentId)?.at ?? row.statusAt;
      return {
        shipmentId: row.shipmentId,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        shopper: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, phone: row.phone },
        pin: row.zipCode,
        paymentMethod: row.paymentMethod,
        provider: row.provider,
        courierName: row.courierName,
        awb: row.awb,
        lastEventAt: new Date(lastEvent).toISOString(),
        ndr: ndr ? ndrAnswer(ndr) : null,
      };
    }),
  };
}

export type UndeliveredQueue = Awaited<ReturnType<typeof undeliveredQueue>>;

async function shipmentWithNdr(ctx: AppContext, shipmentId: string) {
  const shipment = await shipmentById(ctx.db, shipmentId);
  if (!shipment) throw new NotFound("Shipment not found");
  return { shipment, ndr: await latestNdr(ctx.db, shipmentId) };
}

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? null) === (b ?? null);

/**
 * The admin asks the courier to try again on a date (a working day in the courier's window), with
 * a new phone or address if given. The same request twice answers the first; another date for the
 * same failed delivery is a 409. The courier's refusal undoes the claim (502).
 */
export async function adminReattempt(
  ctx: AppContext,
  admin: SessionUser,
  shipmentId: string,
  input: AdminReattemptInput,
): Promise<{ shipmentStatus: string; ndr: NdrAnswer }> {
  const { shipment, ndr } = await shipmentWithNdr(ctx, shipmentId);
  const repeat = (row: NdrRow) =>
    row.action === "reattempt" &&
    row.actionDate === input.date &&
    sameText(row.actionPhone, input.phone) &&
    sameText(row.actionAddress, input.address);
  if (ndr && repeat(ndr)) return { shipmentStatus: shipment.status, ndr: ndrAnswer(ndr) };
  if (shipment.status !== "undelivered" || !ndr) throw new Conflict(ndrMessages.notUndelivered);
  if (ndr.action === "reattempt") throw new Conflict(ndrMessages.reattemptTaken, { date: ndrMessages.reattemptTaken });
  await checkDate(ctx, input.date);
  const [claimed] = await ctx.db
    .update(shipmentNdrs)
    .set({
      action: "reattempt",
      actionDate: input.date,
      actionPhone: input.phone ?? null,
      actionAddress: input.address ?? null,
      actionBy: admin.id,
      actionAt: sql`now()`,
    })
    .where(and(eq(shipmentNdrs.id, ndr.id), isNull(shipmentNdrs.action)))
    .returning();
  if (!claimed) {
    // a double submit racing this one: the same request answers the same, another is refused
    const now = await latestNdr(ctx.db, shipmentId);
    if (now && repeat(now)) return { shipmentStatus: shipment.status, ndr: ndrAnswer(now) };
    throw new Conflict(ndrMessages.reattemptTaken);
  }
  try {
    await tellCourier(ctx, shipment, {
      action: "reattempt",
      date: input.date,
      phone: input.phone,
      address: input.address,
      by: "admin",
    });
  } catch (error) {
    await ctx.db
      .update(shipmentNdrs)
      .set({ action: null, actionDate: null, actionPhone: null, actionAddress: null, actionBy: null, actionAt: null })
      .where(eq(shipmentNdrs.id, ndr.id));
    throw error;
  }
  const told = [input.phone ? `phone ${input.phone}` : "", input.address ? `address ${input.address}` : ""]
    .filter(Boolean)
    .join(", ");
  await recordEvent(ctx.db, shipment.id, {
    eventId: `ndr:${ndr.id}:reattempt`,
    at: new Date(),
    rawStatusId: "",
    status: null,
    place: null,
    remark: `Re-attempt asked for ${formatDateKey(input.date)} by the shop${told ? ` (${told})` : ""}${
      shipment.provider === "manual" ? "; tell the courier" : ""
    }`,
  });
  ctx.log.info({ shipment: shipment.id, date: input.date, admin: admin.id }, "NDR re-attempt asked");
  return { shipmentStatus: shipment.status, ndr: ndrAnswer(claimed) };
}

/**
 * The admin sends the parcel back (return to origin): the courier is told, the shipment moves to
 * RTO initiated. The order moves only when the parcel is back (rto_delivered, order-link.ts).
 */
export async function adminReturnToOrigin(
  ctx: AppContext,
  admin: SessionUser,
  shipmentId: string,
): Promise<{ shipmentStatus: string; ndr: NdrAnswer }> {
  const { shipment, ndr } = await shipmentWithNdr(ctx, shipmentId);
  if (ndr?.action === "rto") return { shipmentStatus: shipment.status, ndr: ndrAnswer(ndr) };
  if (shipment.status !== "undelivered" || !ndr) throw new Conflict(ndrMessages.notUndelivered);
  const [claimed] = await ctx.db
    .update(shipmentNdrs)
    .set({ action: "rto", actionBy: admin.id, actionAt: sql`now()` })
    .where(
      and(
        eq(shipmentNdrs.id, ndr.id),
        // as it was read (a re-attempt asked meanwhile is not overwritten; timestamps are not
        // compared: PostgreSQL keeps microseconds a JavaScript Date does not)
        ndr.action === null
          ? isNull(shipmentNdrs.action)
          : and(
              eq(shipmentNdrs.action, ndr.action),
              ndr.actionDate === null ? isNull(shipmentNdrs.actionDate) : eq(shipmentNdrs.actionDate, ndr.actionDate),
            ),
      ),
    )
    .returning();
  if (!claimed) {
    const now = await latestNdr(ctx.db, shipmentId);
    if (now?.action === "rto")
      return { shipmentStatus: (await shipmentById(ctx.db, shipmentId))?.status ?? "", ndr: ndrAnswer(now) };
    throw new Conflict(ndrMessages.notUndelivered);
  }
  try {
    await tellCourier(ctx, shipment, { action: "rto", by: "admin" });
  } catch (error) {
    await ctx.db
      .update(shipmentNdrs)
      .set({ action: ndr.action, actionBy: ndr.actionBy, actionAt: ndr.actionAt })
      .where(eq(shipmentNdrs.id, ndr.id));
    throw error;
  }
  // never before the failed delivery itself (a courier's clock may run ahead of ours)
  const at = new Date(Math.max(Date.now(), shipment.statusAt.getTime()));
  const status = await ctx.db.transaction(async (tx) => {
    await recordEvent(tx, shipment.id, {
      eventId: `ndr:${ndr.id}:rto`,
      at,
      rawStatusId: "",
      status: "rto_initiated",
      place: null,
      remark: `Return to origin asked by the shop${shipment.provider === "manual" ? "; tell the courier" : ""}`,
    });
    const current = await shipmentById(tx, shipment.id);
    if (current?.status !== "undelivered") return current?.status ?? shipment.status;
    return (await moveShipment(tx, current, "rto_initiated", at))?.status ?? current.status;
  });
  ctx.log.info({ shipment: shipment.id, admin: admin.id }, "NDR return to origin asked");
  return { shipmentStatus: status, ndr: ndrAnswer(claimed) };
}

// ── the shopper's link ───────────────────────────────────────────────────────────────────

async function ndrByToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(shipmentNdrs)
    .where(eq(shipmentNdrs.tokenHash, hashToken(token)));
  if (!row?.tokenExpiresAt) throw new NotFound(ndrMessages.linkInvalid);
  if (row.tokenExpiresAt.getTime() <= Date.now()) throw new LinkExpired();
  const shipment = await shipmentById(ctx.db, row.shipmentId);
  if (!shipment) throw new NotFound(ndrMessages.linkInvalid);
  const latest = await latestNdr(ctx.db, shipment.id);
  // the link answers only while this failed delivery is the parcel's latest and it still waits
  const open = shipment.status === "undelivered" && latest?.id === row.id;
  return { row, shipment, open };
}

/** "98xxxxx345": enough for the shopper to recognise the number the courier had. */
function maskedPhone(phone: string): string {
  return phone.length > 5 ? `${phone.slice(0, 2)}${"x".repeat(phone.length - 5)}${phone.slice(-3)}` : phone;
}

/** What the shopper's page shows for a link. */
export async function shopperNdrView(ctx: AppContext, token: string) {
  const { row, shipment, open } = await ndrByToken(ctx, token);
  const order = await orderToShip(ctx.db, shipment.orderId);
  if (!order) throw new NotFound(ndrMessages.linkInvalid);
  return {
    order: { number: order.number, firstName: order.firstName, phone: maskedPhone(order.phone) },
    courierName: shipment.courierName,
    awb: shipment.awb,
    reason: row.reason,
    attempts: row.attempt,
    open,
    dates: open ? allowedReattemptDates(await readSettings(ctx)) : [],
    request: row.shopperAskedAt
      ? { date: row.shopperDate, phone: row.shopperPhone ? maskedPhone(row.shopperPhone) : null }
      : null,
  };
}

export type ShopperNdrView = Awaited<ReturnType<typeof shopperNdrView>>;

/**
 * The shopper asks for a new attempt on a date and/or gives a new phone. Once per failed
 * delivery: the same answer twice is accepted once; another is a 409. Shiprocket is told at once;
 * for the manual courier the admin sees the request in the queue.
 */
export async function shopperNdrRequest(ctx: AppContext, input: ShopperNdrRequest): Promise<ShopperNdrView> {
  const { row, shipment, open } = await ndrByToken(ctx, input.token);
  const repeat = (ndr: NdrRow) =>
    ndr.shopperAskedAt !== null && sameText(ndr.shopperDate, input.date) && sameText(ndr.shopperPhone, input.phone);
  if (repeat(row)) return shopperNdrView(ctx, input.token);
  if (!open) throw new Conflict(ndrMessages.notUndelivered);
  if (row.shopperAskedAt) throw new Conflict(ndrMessages.askedAlready);
  if (input.date) await checkDate(ctx, input.date);
  const [claimed] = await ctx.db
    .update(shipmentNdrs)
    .set({ shopperDate: input.date ?? null, shopperPhone: input.phone ?? null, shopperAskedAt: sql`now()` })
    .where(and(eq(shipmentNdrs.id, row.id), isNull(shipmentNdrs.shopperAskedAt)))
    .returning();
  if (!claimed) {
    const [now] = await ctx.db.select().from(shipmentNdrs).where(eq(shipmentNdrs.id, row.id));
    if (now && repeat(now)) return shopperNdrView(ctx, input.token);
    throw new Conflict(ndrMessages.askedAlready);
  }
  try {
    await tellCourier(ctx, shipment, { action: "reattempt", date: input.date, phone: input.phone, by: "shopper" });
  } catch (error) {
    await ctx.db
      .update(shipmentNdrs)
      .set({ shopperDate: null, shopperPhone: null, shopperAskedAt: null })
      .where(eq(shipmentNdrs.id, row.id));
    if (error instanceof HttpError) {
      throw new CourierRefused("We could not pass this on to the courier just now. Please try again in a few minutes.");
    }
    throw error;
  }
  const asked = [input.date ? `a new attempt on ${formatDateKey(input.date)}` : "", input.phone ? "a new phone" : ""]
    .filter(Boolean)
    .join(" and ");
  await recordEvent(ctx.db, shipment.id, {
    eventId: `ndr:${row.id}:shopper`,
    at: new Date(),
    rawStatusId: "",
    status: null,
    place: null,
    remark: `The shopper asked for ${asked}${input.phone ? ` (${input.phone})` : ""}`,
  });
  ctx.log.info({ shipment: shipment.id }, "NDR request from the shopper");
  return shopperNdrView(ctx, input.token);
}

/** After a tracking transaction that recorded an NDR: send its mail, then ask the courier for details. */
export async function afterNdr(
  ctx: AppContext,
  ndr: { id: string; mailed: boolean } | null,
  shipment: ShipmentRow,
): Promise<void> {
  if (!ndr) return;
  if (ndr.mailed) sendQueuedMessages(ctx);
  await refineNdrFromCourier(ctx, ndr.id, shipment);
}
