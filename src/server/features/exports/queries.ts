// The rows the owner's exports read, a page at a time (keyset pages: flat memory at any size).
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { consentRecords, orderItems, orders, users } from "../../db/schema.ts";

const pageSize = 200;

/** Orders with a number (placed, not abandoned payment attempts), oldest first, with their lines. */
export async function* orderPages(ctx: AppContext) {
  let after = -1;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(orders)
      .where(and(sql`${orders.number} is not null`, gt(orders.number, after)))
      .orderBy(asc(orders.number))
      .limit(pageSize);
    if (page.length === 0) return;
    const lines = await ctx.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          page.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderItems.position));
    yield page.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
    after = page[page.length - 1]?.number ?? after;
  }
}

/** Shoppers (not admins), by id, each with their live consents. */
export async function* customerPages(ctx: AppContext) {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.role, "user"), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(pageSize);
    if (page.length === 0) return;
    const consents = await ctx.db
      .select({ userId: consentRecords.userId, purpose: consentRecords.purpose, givenAt: consentRecords.givenAt })
      .from(consentRecords)
      .where(
        and(
          inArray(
            consentRecords.userId,
            page.map((user) => user.id),
          ),
          isNull(consentRecords.withdrawnAt),
        ),
      );
    yield page.map((user) => ({ user, consents: consents.filter((consent) => consent.userId === user.id) }));
    after = page[page.length - 1]?.id ?? after;
  }
}
