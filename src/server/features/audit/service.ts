// The audit log of personal data (issue 24 point 6; DPDP Rules 2025 r.8(3)): every time an admin views
// a personal record (an order, the order list, a user, the user list, a complaint) or exports personal
// data (GSTR-1 files, shipping labels, a member's data), one row says who, what, which, when and from
// where. The row is written before the answer goes out, so an answered view is always on record.
// Older rows than the privacy setting's retention (at least 365 days) are purged by the privacy job.
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { indiaDayStart } from "../../../core/dates.ts";
import type { AuditAction, AuditListQuery, AuditSubjectKind } from "../../../core/schemas/audit.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { auditLog, orders, users } from "../../db/schema.ts";
import type { SessionUser } from "../../http/permissions.ts";

export interface AuditEntry {
  actor: Pick<SessionUser, "id" | "email">;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  /** The record's id, or what a list or an export was asked for. */
  subjectId: string;
  ip: string;
}

/** Writes one row (only for admins: a member reading their own data is not an audit event). */
export async function recordAudit(ctx: Pick<AppContext, "db">, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId.slice(0, 500),
    ip: entry.ip,
  });
}

/** An admin's view of a record: recorded when the viewer is an admin and not the record's own person. */
export async function auditAdminView(
  ctx: Pick<AppContext, "db">,
  viewer: Pick<SessionUser, "id" | "email" | "role"> | undefined | null,
  subject: { kind: AuditSubjectKind; id: string; ownerId?: string | null },
  ip: string,
  action: AuditAction = "view",
): Promise<void> {
  if (viewer?.role !== "admin") return;
  if (subject.ownerId && subject.ownerId === viewer.id) return;
  await recordAudit(ctx, { actor: viewer, action, subjectKind: subject.kind, subjectId: subject.id, ip });
}

/** A list's query as the row's subject ("page=2 search=asha"). */
export function listSubject(query: Record<string, unknown>): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}=${String(value)}`);
  return parts.length ? parts.join(" ") : "all";
}

/** The rows a filter asks for (every filter optional; the date range in India days, both ends included). */
function auditFilter(query: AuditListQuery): SQL | undefined {
  return and(
    query.admin ? eq(auditLog.actorEmail, query.admin) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.kind ? eq(auditLog.subjectKind, query.kind) : undefined,
    query.subject ? eq(auditLog.subjectId, query.subject) : undefined,
    query.from ? gte(auditLog.at, indiaDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(indiaDayStart(query.to).getTime() + 86_400_000)) : undefined,
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of the rows' records of one kind (orders, members), for naming them on the page. */
function idsOf(rows: readonly { subjectKind: string; subjectId: string }[], kind: AuditSubjectKind): string[] {
  return [
    ...new Set(
      rows.filter((row) => row.subjectKind === kind && uuidPattern.test(row.subjectId)).map((row) => row.subjectId),
    ),
  ];
}

/**
 * GET /api/admin/audit and /admin-audit: newest first, a page at a time, as the query filters. An
 * order's row carries its number and a member's export the member's e-mail, so the page can name and
 * link them (null when the record is gone).
 */
export async function auditPage(ctx: Pick<AppContext, "db">, query: AuditListQuery) {
  const where = auditFilter(query);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const orderIds = idsOf(rows, "order");
  const memberIds = idsOf(rows, "member-data");
  const orderNumbers = new Map(
    orderIds.length
      ? (
          await ctx.db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds))
        ).map((order) => [order.id, order.number])
      : [],
  );
  const memberEmails = new Map(
    memberIds.length
      ? (await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, memberIds))).map(
          (member) => [member.id, member.email],
        )
      : [],
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      /** the order's number (row of kind "order") */
      orderNumber: row.subjectKind === "order" ? (orderNumbers.get(row.subjectId) ?? null) : null,
      /** the member's e-mail (row of kind "member-data") */
      memberEmail: row.subjectKind === "member-data" ? (memberEmails.get(row.subjectId) ?? null) : null,
      ip: row.ip,
      at: row.at.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The purge: rows older than the retention go (the caller holds the privacy job's lease). */
export async function purgeAuditLog(db: Executor, retentionDays: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - Math.max(retentionDays, 365) * 86_400_000);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return gone.length;
}
