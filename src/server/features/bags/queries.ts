// The abandoned bags' SQL: bags found in members' carts, the open bags due a reminder, the checks that
// close a bag (an order, an empty cart, a withdrawn consent), the restore links, the dashboard's counts.
import { and, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { abandonedBags, bagRestoreLinks, users } from "../../db/schema.ts";

export type BagRow = typeof abandonedBags.$inferSelect;
export type SavedLine = NonNullable<BagRow["lines"]>[number];

/** A guest's (or a member's) bag saved at checkout with the consent: one open bag per address. */
export async function saveOpenBag(
  exec: Executor,
  input: { email: string; userId: string | null; lines: SavedLine[] | null; now: Date; guestTokenHash?: string },
): Promise<void> {
  const guestTokenHash = input.guestTokenHash ?? null;
  await exec
    .insert(abandonedBags)
    .values({ email: input.email, userId: input.userId, lines: input.lines, changedAt: input.now, guestTokenHash })
    .onConflictDoUpdate({
      target: abandonedBags.email,
      targetWhere: sql`${abandonedBags.closedAt} is null`,
      set: { userId: input.userId, lines: input.lines, changedAt: input.now, guestTokenHash },
    });
}

/** A guest's open bag by the SHA-256 of the token their browser keeps. */
export async function openBagByGuestToken(exec: Executor, tokenHash: string): Promise<BagRow | undefined> {
  const [row] = await exec
    .select()
    .from(abandonedBags)
    .where(and(eq(abandonedBags.guestTokenHash, tokenHash), isNull(abandonedBags.closedAt)))
    .limit(1);
  return row;
}

/**
 * The guest's browser says the bag changed: new lines move its last change forward; no line left
 * keeps the time and leaves an empty bag, which the next round closes (as ordered if an order came
 * first, else as emptied) before any reminder.
 */
export async function updateGuestLines(exec: Executor, bagId: string, lines: SavedLine[], now: Date) {
  await exec
    .update(abandonedBags)
    .set(lines.length > 0 ? { lines, changedAt: now } : { lines })
    .where(and(eq(abandonedBags.id, bagId), isNull(abandonedBags.closedAt)));
}

/**
 * Members' carts with lines whose address has a live bag_reminders consent become open bags (or move
 * an open bag's last change forward). A cart last changed by an order (its lines dropped in the
 * order's transaction) or by a bag already closed is left alone.
 */
export async function syncMemberBags(exec: Executor): Promise<void> {
  await exec.execute(sql`
    insert into abandoned_bags (email, user_id, changed_at)
    select u.email, u.id, c.updated_at
    from carts c
    join users u on u.id = c.user_id
    where exists (select 1 from cart_lines l where l.cart_id = c.id)
      and exists (select 1 from consent_records r
                  where r.email = u.email and r.purpose = 'bag_reminders' and r.withdrawn_at is null)
      and c.updated_at > coalesce((select max(o.created_at) from orders o where o.user_id = u.id), '-infinity')
      and not exists (select 1 from abandoned_bags b
                      where b.email = u.email and b.closed_at is not null and b.changed_at >= c.updated_at)
    on conflict (email) where closed_at is null
    do update set changed_at = excluded.changed_at, user_id = excluded.user_id, lines = null
    where abandoned_bags.changed_at < excluded.changed_at`);
}

/** Open bags whose first reminder is due by `firstDue` (bags changed before it), oldest first. */
export function openBags(exec: Executor, changedBefore: Date, limit: number): Promise<BagRow[]> {
  return exec
    .select()
    .from(abandonedBags)
    .where(and(isNull(abandonedBags.closedAt), sql`${abandonedBags.changedAt} <= ${changedBefore.toISOString()}`))
    .orderBy(abandonedBags.changedAt)
    .limit(limit);
}

/** The first real order (numbered: an unpaid online attempt is none) by the bag's member or address since. */
export async function orderSince(
  exec: Executor,
  bag: Pick<BagRow, "email" | "userId">,
  since: Date,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const result = await exec.execute<{ id: string; createdAt: string }>(sql`
    select id, created_at as "createdAt" from orders
    where number is not null and created_at >= ${since.toISOString()}
      and (email = ${bag.email} ${bag.userId ? sql`or user_id = ${bag.userId}` : sql``})
    order by created_at limit 1`);
  const row = result.rows[0];
  return row ? { id: row.id, createdAt: new Date(row.createdAt) } : undefined;
}

export async function closeBag(
  exec: Executor,
  bagId: string,
  reason: NonNullable<BagRow["closedReason"]>,
  now: Date,
  recovered?: { orderId: string; at: Date },
): Promise<void> {
  await exec
    .update(abandonedBags)
    .set({
      closedAt: now,
      closedReason: reason,
      ...(recovered ? { recoveredOrderId: recovered.orderId, recoveredAt: recovered.at } : {}),
    })
    .where(and(eq(abandonedBags.id, bagId), isNull(abandonedBags.closedAt)));
}

/** Stamps a reminder as sent, only if it was not (a racing round writes nothing); answers whether it did. */
export async function stampReminder(exec: Executor, bagId: string, step: 1 | 2, now: Date): Promise<boolean> {
  const column = step === 1 ? abandonedBags.firstReminderAt : abandonedBags.secondReminderAt;
  const rows = await exec
    .update(abandonedBags)
    .set(step === 1 ? { firstReminderAt: now } : { secondReminderAt: now })
    .where(and(eq(abandonedBags.id, bagId), isNull(column), isNull(abandonedBags.closedAt)))
    .returning({ id: abandonedBags.id });
  return rows.length > 0;
}

export async function insertRestoreLink(exec: Executor, tokenHash: string, bagId: string, expiresAt: Date) {
  await exec.insert(bagRestoreLinks).values({ tokenHash, bagId, expiresAt });
}

export async function bagByLink(exec: Executor, tokenHash: string) {
  const [row] = await exec
    .select({ bag: abandonedBags, expiresAt: bagRestoreLinks.expiresAt })
    .from(bagRestoreLinks)
    .innerJoin(abandonedBags, eq(abandonedBags.id, bagRestoreLinks.bagId))
    .where(eq(bagRestoreLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function markRestored(exec: Executor, bagId: string, now: Date): Promise<void> {
  await exec
    .update(abandonedBags)
    .set({ restoredAt: now })
    .where(and(eq(abandonedBags.id, bagId), isNull(abandonedBags.restoredAt)));
}

/** The dashboard: reminders sent and bags recovered since a time. */
export async function reminderCounts(exec: Executor, since: Date) {
  const at = since.toISOString();
  const [sent] = await exec
    .select({
      first: sql<number>`count(*) filter (where ${abandonedBags.firstReminderAt} >= ${at})::int`,
      second: sql<number>`count(*) filter (where ${abandonedBags.secondReminderAt} >= ${at})::int`,
    })
    .from(abandonedBags)
    .where(sql`${abandonedBags.firstReminderAt} >= ${at} or ${abandonedBags.secondReminderAt} >= ${at}`);
  const [recovered] = await exec
    .select({ bags: sql<number>`count(*)::int` })
    .from(abandonedBags)
    .where(and(isNotNull(abandonedBags.recoveredOrderId), gte(abandonedBags.recoveredAt, since)));
  return { remindersSent: (sent?.first ?? 0) + (sent?.second ?? 0), bagsRecovered: recovered?.bags ?? 0 };
}

export async function memberFirstName(exec: Executor, userId: string): Promise<string | null> {
  const [user] = await exec.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.firstName ?? null;
}
