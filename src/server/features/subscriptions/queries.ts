// The subscriptions' SQL (decision 0060): the subscribable variants, plans reused by their terms, a
// subscription with its lines, charges kept once by the provider's payment id, and the timeline.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { SubscriptionStatus } from "../../../core/subscriptions.ts";
import type { Executor } from "../../db/connection.ts";
import {
  orders,
  subscriptionCharges,
  subscriptionEvents,
  subscriptionItems,
  subscriptionPlans,
  subscriptions,
  users,
} from "../../db/schema.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionItemRow = typeof subscriptionItems.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export type SubscribableVariant = {
  variantId: string;
  productId: string;
  name: string;
  variantname: string;
  price: number;
  mrp: number;
  active: boolean;
  subscribeEvery: number[];
  subscribeDiscount: number;
};

export async function subscribableVariants(
  exec: Executor,
  variantIds: readonly string[],
): Promise<Map<string, SubscribableVariant>> {
  if (variantIds.length === 0) return new Map();
  const result = await exec.execute<SubscribableVariant>(sql`
    select v.id as "variantId", v.product_id as "productId", p.name, v.variantname, v.price, v.mrp,
      p.status = 'active' as active, v.subscribe_every as "subscribeEvery", v.subscribe_discount as "subscribeDiscount"
    from variants v join products p on p.id = v.product_id
    where v.id = any(${sql.param([...variantIds])}::uuid[])`);
  return new Map(result.rows.map((row) => [row.variantId, row]));
}

export async function planFor(exec: Executor, provider: string, everyMonths: number, amount: number) {
  const [plan] = await exec
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.provider, provider),
        eq(subscriptionPlans.everyMonths, everyMonths),
        eq(subscriptionPlans.amount, amount),
      ),
    );
  return plan;
}

/** Keeps a plan the provider made; when another request kept one of the same terms first, that one. */
export async function keepPlan(
  exec: Executor,
  plan: { provider: string; providerPlanId: string; everyMonths: number; amount: number },
) {
  await exec.insert(subscriptionPlans).values(plan).onConflictDoNothing();
  return planFor(exec, plan.provider, plan.everyMonths, plan.amount);
}

export async function insertSubscription(
  exec: Executor,
  row: NewSubscription,
  items: Array<Omit<typeof subscriptionItems.$inferInsert, "subscriptionId">>,
): Promise<SubscriptionRow> {
  const [made] = await exec.insert(subscriptions).values(row).returning();
  if (!made) throw new Error("no subscription written");
  await exec.insert(subscriptionItems).values(items.map((item) => ({ ...item, subscriptionId: made.id })));
  return made;
}

export async function updateSubscription(
  exec: Executor,
  id: string,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await exec
    .update(subscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} is gone`);
  return row;
}

export async function deleteSubscription(exec: Executor, id: string) {
  await exec.delete(subscriptions).where(eq(subscriptions.id, id));
}

export async function subscriptionById(exec: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await exec.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The row locked until the transaction ends: the shopper's actions, the jobs and the webhooks take turns. */
export async function lockSubscription(exec: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await exec.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row;
}

export async function subscriptionOfProvider(
  exec: Executor,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await exec
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
  return row;
}

export function itemsOfSubscription(exec: Executor, id: string): Promise<SubscriptionItemRow[]> {
  return exec
    .select()
    .from(subscriptionItems)
    .where(eq(subscriptionItems.subscriptionId, id))
    .orderBy(asc(subscriptionItems.position));
}

export function itemsOfSubscriptions(exec: Executor, ids: readonly string[]): Promise<SubscriptionItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(subscriptionItems)
    .where(inArray(subscriptionItems.subscriptionId, [...ids]))
    .orderBy(asc(subscriptionItems.position));
}

/** Keeps a charge once by its payment id; false when it was kept before (a webhook again, or the checkout's race). */
export async function keepCharge(
  exec: Executor,
  charge: { subscriptionId: string; providerPaymentId: string; amount: number; outcome: "ordered" | "refunded" },
): Promise<string | null> {
  const rows = await exec
    .insert(subscriptionCharges)
    .values(charge)
    .onConflictDoNothing({ target: subscriptionCharges.providerPaymentId })
    .returning({ id: subscriptionCharges.id });
  return rows[0]?.id ?? null;
}

export async function settleCharge(
  exec: Executor,
  id: string,
  changes: { orderId?: string | null; providerRefundId?: string | null },
) {
  await exec.update(subscriptionCharges).set(changes).where(eq(subscriptionCharges.id, id));
}

export async function chargeOfPayment(exec: Executor, paymentId: string) {
  const [row] = await exec
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.providerPaymentId, paymentId));
  return row;
}

/** A subscription's charges, newest first, with the number of the order each made. */
export function chargesOf(exec: Executor, id: string) {
  return exec
    .select({
      id: subscriptionCharges.id,
      paymentId: subscriptionCharges.providerPaymentId,
      amount: subscriptionCharges.amount,
      outcome: subscriptionCharges.outcome,
      chargedAt: subscriptionCharges.chargedAt,
      orderId: subscriptionCharges.orderId,
      orderNumber: orders.number,
      orderStatus: orders.orderStatus,
    })
    .from(subscriptionCharges)
    .leftJoin(orders, eq(orders.id, subscriptionCharges.orderId))
    .where(eq(subscriptionCharges.subscriptionId, id))
    .orderBy(desc(subscriptionCharges.chargedAt));
}

export async function noteEvent(exec: Executor, subscriptionId: string, note: string, actorId: string | null = null) {
  await exec.insert(subscriptionEvents).values({ subscriptionId, note, actorId });
}

export function eventsOf(exec: Executor, id: string) {
  return exec
    .select({ note: subscriptionEvents.note, at: subscriptionEvents.at })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id));
}

/** A member's subscriptions, newest first (one that never reached the provider is not one). */
export function subscriptionsOfUser(exec: Executor, userId: string): Promise<SubscriptionRow[]> {
  return exec
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerSubscriptionId)))
    .orderBy(desc(subscriptions.createdAt));
}

/** Live subscriptions whose next charge falls before `until` and whose notice for it is not sent. */
export function noticesDue(exec: Executor, until: Date, limit = 50): Promise<SubscriptionRow[]> {
  return exec
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["active", "authenticated"]),
        isNotNull(subscriptions.nextChargeAt),
        lte(subscriptions.nextChargeAt, until),
        sql`${subscriptions.noticeFor} is distinct from ${subscriptions.nextChargeAt}`,
      ),
    )
    .orderBy(asc(subscriptions.nextChargeAt))
    .limit(limit);
}

/** Paused for a skipped delivery whose charge date has passed: to be resumed. */
export function skipsPassed(exec: Executor, now: Date, limit = 50): Promise<SubscriptionRow[]> {
  return exec
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "paused"), lte(subscriptions.skippedChargeAt, now)))
    .orderBy(asc(subscriptions.skippedChargeAt))
    .limit(limit);
}

/** The admin's list: each subscription with its shopper, newest first, optionally of one status. */
export function adminSubscriptions(exec: Executor, status: SubscriptionStatus | null, limit: number, offset: number) {
  return exec
    .select({
      id: subscriptions.id,
      number: subscriptions.number,
      status: subscriptions.status,
      everyMonths: subscriptions.everyMonths,
      amount: subscriptions.amount,
      nextChargeAt: subscriptions.nextChargeAt,
      paidCount: subscriptions.paidCount,
      createdAt: subscriptions.createdAt,
      shopper: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(isNotNull(subscriptions.providerSubscriptionId), status ? eq(subscriptions.status, status) : undefined))
    .orderBy(desc(subscriptions.createdAt))
    .limit(limit)
    .offset(offset);
}

/** The dashboard's figures: active subscriptions and their monthly revenue; those that ended since `since`. */
export async function subscriptionFigures(exec: Executor, since: Date) {
  const [row] = await exec
    .select({
      active: sql<number>`count(*) filter (where ${subscriptions.status} in ('active', 'authenticated', 'pending'))::int`,
      monthly: sql<number>`coalesce(sum(round(${subscriptions.amount}::numeric / ${subscriptions.everyMonths})) filter (where ${subscriptions.status} in ('active', 'authenticated', 'pending')), 0)::int`,
      ended: sql<number>`count(*) filter (where ${subscriptions.status} in ('cancelled', 'halted') and ${subscriptions.cancelledAt} >= ${since})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.providerSubscriptionId), gte(subscriptions.createdAt, new Date(0))));
  return row ?? { active: 0, monthly: 0, ended: 0, total: 0 };
}
