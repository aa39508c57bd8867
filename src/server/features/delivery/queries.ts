// The delivery feature's SQL: the unconfirmed COD orders a phone or an e-mail holds. (A phone's
// refusals at the door, returns to origin included, are counted by shipping/rto.ts.)
import { and, eq, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { orders } from "../../db/schema.ts";

/** Unconfirmed COD orders of the phone and of the e-mail, counted after this buyer's earlier orders commit. */
export async function openCodOrders(exec: Executor, phone: string, email: string) {
  // one buyer's orders are counted one at a time: two placed at once cannot both see room for one more
  await exec.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cod-open:phone:${phone}`}, 0))`);
  await exec.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cod-open:email:${email}`}, 0))`);
  const [row] = await exec
    .select({
      byPhone: sql<number>`count(*) filter (where ${orders.phone} = ${phone})`.mapWith(Number),
      byEmail: sql<number>`count(*) filter (where lower(${orders.email}) = ${email.toLowerCase()})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, "awaiting_confirmation"),
        or(eq(orders.phone, phone), sql`lower(${orders.email}) = ${email.toLowerCase()}`),
      ),
    );
  return { byPhone: row?.byPhone ?? 0, byEmail: row?.byEmail ?? 0 };
}
