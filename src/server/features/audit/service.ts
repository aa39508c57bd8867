// The audit log of personal data (issue 24 point 6; DPDP Rules 2025 r.8(3)): every time an admin views
// a personal record (an order, the order list, a user, the user list, a complaint) or exports personal
// data (GSTR-1 files, shipping labels, a member's data), one row says who, what, which, when and from
// where. The row is written before the answer goes out, so an answered view is always on record.
// Older rows than the privacy setting's retention (at least 365 days) are purged by the privacy job.
import { desc, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { auditLog } from "../../db/schema.ts";
import type { SessionUser } from "../../http/permissions.ts";

export type AuditAction = "view" | "export";

export interface AuditEntry {
  actor: Pick<SessionUser, "id" | "email">;
  action: AuditAction;
  subjectKind: string;
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
  subject: { kind: string; id: string; ownerId?: string | null },
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

export const auditPageSize = 50;

/** GET /api/admin/audit: newest first, a page at a time. */
export async function auditPage(ctx: AppContext, page: number) {
  const rows = await ctx.db
    .select({ row: auditLog, total: sql<number>`count(*) over ()::int` })
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(auditPageSize)
    .offset((page - 1) * auditPageSize);
  return {
    entries: rows.map(({ row }) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      ip: row.ip,
      at: row.at.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: auditPageSize,
  };
}

/** The purge: rows older than the retention go (the caller holds the privacy job's lease). */
export async function purgeAuditLog(db: Executor, retentionDays: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - Math.max(retentionDays, 365) * 86_400_000);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return gone.length;
}
