// The delivery feature's SQL: a phone's refusals at the door (the partial index on refused orders).
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { orders } from "../../db/schema.ts";

export async function refusalsOfPhone(exec: Executor, phone: string): Promise<number> {
  const [row] = await exec
    .select({ refusals: count() })
    .from(orders)
    .where(and(eq(orders.phone, phone), eq(orders.orderStatus, "refused")));
  return row?.refusals ?? 0;
}
