// The contact feature's SQL: messages sent through /contactus (the admin's Queries screen reads them).
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { contactQueries } from "../../db/schema.ts";

export type ContactQueryRow = typeof contactQueries.$inferSelect;

export async function insertContactQuery(
  db: Executor,
  values: Pick<ContactQueryRow, "firstname" | "lastname" | "email" | "phone" | "subject" | "message">,
): Promise<ContactQueryRow> {
  const [row] = await db.insert(contactQueries).values(values).returning();
  if (!row) throw new Error("the contact query was not stored");
  return row;
}

/** Messages not yet answered, oldest first (the partial index contact_queries_unreplied_idx). */
export function unrepliedQueries(db: Executor) {
  return db
    .select()
    .from(contactQueries)
    .where(sql`not ${contactQueries.replied}`)
    .orderBy(asc(contactQueries.createdAt))
    .limit(500);
}

/** The admin list's page: waiting messages oldest first (the order they are answered in), the others newest first. */
export async function contactQueryPage(
  db: Executor,
  query: { show: "pending" | "replied" | "all"; search?: string; limit: number; offset: number },
): Promise<{ rows: ContactQueryRow[]; total: number }> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const where = and(
    query.show === "pending" ? sql`not ${contactQueries.replied}` : undefined,
    query.show === "replied" ? eq(contactQueries.replied, true) : undefined,
    pattern
      ? or(
          ilike(contactQueries.email, pattern),
          ilike(contactQueries.subject, pattern),
          ilike(sql`${contactQueries.firstname} || ' ' || ${contactQueries.lastname}`, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select({ row: contactQueries, total: sql<number>`count(*) over ()::int` })
    .from(contactQueries)
    .where(where)
    .orderBy(
      query.show === "pending" ? asc(contactQueries.createdAt) : sql`${contactQueries.createdAt} desc`,
      contactQueries.id,
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows: rows.map((entry) => entry.row), total: rows[0]?.total ?? 0 };
}

/** How many messages wait for a reply (the admin home's count; the same partial index). */
export async function unrepliedCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactQueries)
    .where(sql`not ${contactQueries.replied}`);
  return row?.count ?? 0;
}

export async function markReplied(db: Executor, id: string) {
  const [row] = await db
    .update(contactQueries)
    .set({ replied: true, repliedAt: sql`coalesce(${contactQueries.repliedAt}, now())` })
    .where(eq(contactQueries.id, id))
    .returning();
  return row;
}
