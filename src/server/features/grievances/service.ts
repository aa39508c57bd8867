// The grievance desk (Consumer Protection (E-Commerce) Rules 2020 rule 4(4)-(5)). A complaint is stored
// with its legal due times fixed at receipt (acknowledge within 48 hours, redress within one month),
// gets a ticket number and its acknowledgement mail in the same transaction (the durable outbox), and
// waits in the admin queue, overdue ones first. The officer's replies move its state and are mailed
// and kept. The same complaint sent twice the same day is one ticket (a double submit).
import crypto from "node:crypto";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import {
  acknowledgeWithinHours,
  type GrievanceInput,
  type GrievanceListQuery,
  type GrievanceStatus,
  grievanceMessages,
  grievanceMoveAllowed,
  grievanceStatusNames,
  grievanceTopics,
  resolveWithinMonths,
  ticketOf,
} from "../../../core/schemas/grievances.ts";
import type { AppContext } from "../../context.ts";
import { grievanceReplies, grievances, orders } from "../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { checkCode, issueCode, spendCode } from "../accounts/codes.ts";
import { limits as accountLimits } from "../accounts/limits.ts";
import { queueMail, sendQueuedMail } from "../mail/service.ts";
import { grievanceReceivedMail, grievanceReplyMail } from "../privacy/mail.ts";
import { readSettings } from "../settings/service.ts";
import { grievanceCodeMail, grievanceOfficerAlertMail } from "./mail.ts";

type GrievanceRow = typeof grievances.$inferSelect;

const hour = 60 * 60;
const limits = {
  perAddress: { name: "grievance:address", max: 5, windowSeconds: hour, message: "You have sent several complaints." },
  perIp: { name: "grievance:ip", max: 20, windowSeconds: hour, message: "Too many complaints were sent." },
} satisfies Record<string, Limit>;

async function officerOf(ctx: AppContext) {
  const { seller } = await readSettings(ctx);
  return {
    name: seller.grievanceOfficerName,
    designation: seller.grievanceOfficerDesignation,
    email: seller.grievanceOfficerEmail,
    phone: seller.grievanceOfficerPhone,
  };
}

/** What the complainant (and the API) sees of a complaint. */
function publicView(row: GrievanceRow, replies: (typeof grievanceReplies.$inferSelect)[]) {
  return {
    ticket: ticketOf(row.number),
    status: row.status,
    statusName: grievanceStatusNames[row.status],
    topic: row.topic,
    topicName: grievanceTopics[row.topic as keyof typeof grievanceTopics] ?? row.topic,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    replies: replies.map((reply) => ({
      status: reply.status,
      message: reply.message,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** A guest's code is checked under the accounts' limits on code attempts (per address and per IP). */
async function checkGuestCode(ctx: AppContext, email: string, code: string, client: Pick<ClientInfo, "ip">) {
  await enforceLimits(ctx, [
    [accountLimits.checkCodeAddress, `grievance:${email}`],
    [accountLimits.checkCodeIp, client.ip],
  ]);
  return checkCode(ctx.db, email, "grievance", code);
}

/**
 * POST /api/grievances/email-code: mails a guest the code that proves the address is theirs, so a
 * guest who never ordered can file (issue 32 point 8). The same answer whatever the address; a new
 * code replaces the open one; limited per address and per IP like the accounts' codes.
 */
export async function sendGrievanceCode(ctx: AppContext, email: string, client: Pick<ClientInfo, "ip">) {
  await enforceLimits(ctx, [
    [accountLimits.sendCodeAddress, `grievance:${email}`],
    [accountLimits.sendCodeIp, client.ip],
  ]);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, email, "grievance");
    await queueMail(ctx, tx, email, (brand) => grievanceCodeMail(brand, { code }));
  });
  sendQueuedMail(ctx);
  ctx.log.info({ ip: client.ip }, "grievance code sent");
  return { message: grievanceMessages.codeSent };
}

/**
 * Who may file, and the order the complaint names. A member is who their session says; a guest shows
 * the address is theirs with the number of an order placed with it, or with the code mailed to it.
 * The number typed is kept as typed; it links the order only when the order is the complainant's (for
 * a guest without a code, it must be: it is their proof).
 */
async function complainant(
  ctx: AppContext,
  input: GrievanceInput,
  viewer: SessionUser | undefined,
  client: Pick<ClientInfo, "ip">,
) {
  const email = viewer ? viewer.email : input.email;
  if (!email) throw new Invalid("Please enter your email", { email: "Please enter your email" });
  const orderNumber = typeof input.orderNumber === "number" ? input.orderNumber : null;
  const code = viewer ? undefined : input.code;
  if (!viewer && orderNumber === null && !code) {
    throw new Invalid(grievanceMessages.orderOrCode, { orderNumber: grievanceMessages.orderOrCode });
  }
  // a code's tries have their own limits, so a mistyped code does not use up the complaints allowed
  const verifiedCode = code ? await checkGuestCode(ctx, email, code, client) : undefined;
  await enforceLimits(ctx, [
    [limits.perAddress, email],
    [limits.perIp, client.ip],
  ]);
  let orderId: string | null = null;
  if (orderNumber !== null) {
    const [order] = await ctx.db
      .select({ id: orders.id, email: orders.email, userId: orders.userId })
      .from(orders)
      .where(eq(orders.number, orderNumber))
      .limit(1);
    const theirs = order && (order.email === email || (viewer && order.userId === viewer.id));
    if (theirs) orderId = order.id;
    else if (!viewer && !verifiedCode) {
      throw new Invalid(grievanceMessages.orderNotFound, { orderNumber: grievanceMessages.orderNotFound });
    }
  }
  return { email, orderNumber, orderId, verifiedCode };
}

/**
 * POST /api/grievances. 201 with a new ticket, or 200 with the same ticket when this complaint was
 * already received today. The complainant's acknowledgement and the grievance officer's alert are
 * queued with the complaint, once (a repeat queues nothing).
 */
export async function submitGrievance(
  ctx: AppContext,
  input: GrievanceInput,
  viewer: SessionUser | undefined,
  client: Pick<ClientInfo, "ip">,
) {
  const { email, orderNumber, orderId, verifiedCode } = await complainant(ctx, input, viewer, client);
  const day = new Date().toISOString().slice(0, 10);
  const dedupeKey = crypto
    .createHash("sha256")
    .update([email, orderNumber ?? "", input.topic, input.message, day].join("\u0000"))
    .digest("hex");
  const officer = await officerOf(ctx);
  const topicName = grievanceTopics[input.topic as keyof typeof grievanceTopics] ?? input.topic;

  const outcome = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(grievances)
      .values({
        userId: viewer?.id ?? null,
        orderId,
        orderNumber,
        name: input.name,
        email,
        topic: input.topic,
        message: input.message,
        dedupeKey,
        acknowledgeBy: sql`now() + make_interval(hours => ${acknowledgeWithinHours})`,
        resolveBy: sql`now() + make_interval(months => ${resolveWithinMonths})`,
      })
      .onConflictDoNothing({ target: grievances.dedupeKey })
      .returning();
    if (!created) {
      const [existing] = await tx.select().from(grievances).where(eq(grievances.dedupeKey, dedupeKey)).limit(1);
      if (!existing) throw new Conflict("Please send your complaint again.");
      return { row: existing, created: false };
    }
    if (verifiedCode) await spendCode(tx, verifiedCode);
    const ticket = ticketOf(created.number);
    await queueMail(ctx, tx, email, (brand) =>
      grievanceReceivedMail(brand, { ticket, name: created.name, email, resolveBy: created.resolveBy, officer }),
    );
    if (officer.email) {
      await queueMail(ctx, tx, officer.email, (brand) =>
        grievanceOfficerAlertMail(brand, {
          ticket,
          name: created.name,
          email,
          topicName,
          orderNumber,
          acknowledgeBy: created.acknowledgeBy,
          resolveBy: created.resolveBy,
        }),
      );
    }
    return { row: created, created: true };
  });
  if (outcome.created) {
    sendQueuedMail(ctx);
    ctx.log.info({ grievance: outcome.row.id, ip: client.ip }, "grievance received");
  }
  return {
    created: outcome.created,
    answer: {
      message: grievanceMessages.received,
      ticket: ticketOf(outcome.row.number),
      receivedAt: outcome.row.receivedAt.toISOString(),
      acknowledgeBy: outcome.row.acknowledgeBy.toISOString(),
      resolveBy: outcome.row.resolveBy.toISOString(),
    },
  };
}

async function byTicket(ctx: AppContext, ticket: string) {
  const number = Number(ticket.replace(/^GRV-/, ""));
  if (!Number.isSafeInteger(number)) return undefined;
  const [row] = await ctx.db.select().from(grievances).where(eq(grievances.number, number)).limit(1);
  return row;
}

function repliesOf(ctx: AppContext, grievanceId: string) {
  return ctx.db
    .select()
    .from(grievanceReplies)
    .where(eq(grievanceReplies.grievanceId, grievanceId))
    .orderBy(asc(grievanceReplies.createdAt));
}

/** GET /api/grievances/{ticket}?email=: only with the e-mail it was sent from (else the same 404). */
export async function followGrievance(ctx: AppContext, ticket: string, email: string) {
  const row = await byTicket(ctx, ticket);
  const a = Buffer.from(row?.email ?? "");
  const b = Buffer.from(email);
  const matches = row && a.length === b.length && crypto.timingSafeEqual(a, b);
  if (!row || !matches) throw new NotFound(grievanceMessages.notFound);
  return publicView(row, await repliesOf(ctx, row.id));
}

/** The admin queue: overdue first, then by the time they are due; resolved ones newest first. */
export async function grievanceQueue(ctx: AppContext, query: GrievanceListQuery, pageSize = 20) {
  const where =
    query.show === "waiting"
      ? ne(grievances.status, "resolved")
      : query.show === "resolved"
        ? eq(grievances.status, "resolved")
        : undefined;
  const overdue = sql<boolean>`(${grievances.status} <> 'resolved' and (${grievances.resolveBy} < now() or (${grievances.status} = 'open' and ${grievances.acknowledgeBy} < now())))`;
  const rows = await ctx.db
    .select({ row: grievances, overdue, now: sql<Date>`now()`, linkedNumber: orders.number })
    .from(grievances)
    .leftJoin(orders, eq(orders.id, grievances.orderId))
    .where(where)
    .orderBy(
      desc(overdue),
      query.show === "resolved" ? desc(grievances.resolvedAt) : asc(grievances.resolveBy),
      asc(grievances.number),
    )
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(grievances).where(where);
  return {
    grievances: rows.map(({ row, now, linkedNumber }) => {
      const at = new Date(now).getTime();
      const open = row.status !== "resolved";
      return {
        ticket: ticketOf(row.number),
        name: row.name,
        email: row.email,
        topic: row.topic,
        topicName: grievanceTopics[row.topic as keyof typeof grievanceTopics] ?? row.topic,
        message: row.message,
        /** The order number as typed (or of the linked order, for complaints older than the column). */
        orderNumber: row.orderNumber ?? linkedNumber ?? null,
        /** True when that number is an order of the complainant's: the queue links it. */
        orderLinked: row.orderId !== null,
        status: row.status,
        statusName: grievanceStatusNames[row.status],
        receivedAt: row.receivedAt.toISOString(),
        acknowledgeBy: row.acknowledgeBy.toISOString(),
        resolveBy: row.resolveBy.toISOString(),
        ageHours: Math.floor((at - row.receivedAt.getTime()) / 3_600_000),
        acknowledgeOverdue: row.status === "open" && row.acknowledgeBy.getTime() < at,
        resolveOverdue: open && row.resolveBy.getTime() < at,
      };
    }),
    total: count?.n ?? 0,
    page: query.page,
    pageSize,
  };
}

/** Complaints not yet resolved: the admin dashboard's "Waiting for you" (the queue's default view). */
export async function waitingGrievanceCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(grievances)
    .where(ne(grievances.status, "resolved"));
  return row?.n ?? 0;
}

/** One complaint for the admin, with its replies. */
export async function grievanceForAdmin(ctx: AppContext, ticket: string) {
  const row = await byTicket(ctx, ticket);
  if (!row) throw new NotFound(grievanceMessages.notFound);
  return { ...publicView(row, await repliesOf(ctx, row.id)), name: row.name, email: row.email };
}

/**
 * PUT /api/admin/grievances/{ticket}: moves the complaint and mails the reply, in one transaction
 * (the row is locked, so two officers answering at once are told the second move is refused).
 */
export async function answerGrievance(
  ctx: AppContext,
  ticket: string,
  update: { status: GrievanceStatus; reply: string },
  actor: SessionUser,
) {
  const found = await byTicket(ctx, ticket);
  if (!found) throw new NotFound(grievanceMessages.notFound);
  const officer = await officerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(grievances).where(eq(grievances.id, found.id)).for("update");
    if (!row) throw new NotFound(grievanceMessages.notFound);
    if (!grievanceMoveAllowed(row.status, update.status)) {
      throw new Conflict(grievanceMessages.moveRefused, { status: grievanceMessages.moveRefused });
    }
    await tx
      .update(grievances)
      .set({
        status: update.status,
        acknowledgedAt: row.acknowledgedAt ?? sql`now()`,
        resolvedAt: update.status === "resolved" ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(grievances.id, row.id)));
    await tx
      .insert(grievanceReplies)
      .values({ grievanceId: row.id, authorId: actor.id, status: update.status, message: update.reply });
    await queueMail(ctx, tx, row.email, (brand) =>
      grievanceReplyMail(brand, {
        ticket: ticketOf(row.number),
        name: row.name,
        email: row.email,
        resolveBy: row.resolveBy,
        officer,
        status: update.status,
        reply: update.reply,
      }),
    );
  });
  sendQueuedMail(ctx);
  ctx.log.info({ grievance: found.id, actor: actor.id, status: update.status }, "grievance answered");
  return grievanceForAdmin(ctx, ticket);
}
