// The admin's view of subscriptions (issue 33 point 6): the list (status, shopper, next charge,
// amount), the dashboard's figures (active subscriptions, monthly recurring revenue, churn of the last
// 30 days), one subscription's charges and orders, and a cancel on the shopper's behalf (service.ts act).
import { toRupees } from "../../../core/money.ts";
import type { SubscriptionStatus } from "../../../core/subscriptions.ts";
import type { AppContext } from "../../context.ts";
import { adminSubscriptions, subscriptionFigures } from "./queries.ts";

const pageSize = 25;

/**
 * Monthly recurring revenue: each live subscription's charge spread over its months (₹600 every 3
 * months is ₹200 a month). Churn: subscriptions that ended (cancelled or stopped on failed payments) in
 * the last 30 days, as a share of those live now plus those.
 */
export async function subscriptionDashboard(ctx: AppContext, now = new Date()) {
  const figures = await subscriptionFigures(ctx.db, new Date(now.getTime() - 30 * 86_400_000));
  const base = figures.active + figures.ended;
  return {
    active: figures.active,
    /** Rupees a month. */
    monthlyRecurringRevenue: toRupees(figures.monthly),
    endedLast30Days: figures.ended,
    churnLast30Days: base === 0 ? 0 : Math.round((figures.ended / base) * 1000) / 10,
  };
}

export async function subscriptionList(ctx: AppContext, status: SubscriptionStatus | null, page: number) {
  const rows = await adminSubscriptions(ctx.db, status, pageSize + 1, (page - 1) * pageSize);
  return {
    page,
    hasMore: rows.length > pageSize,
    subscriptions: rows.slice(0, pageSize).map((row) => ({
      ...row,
      amount: toRupees(row.amount),
      nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    figures: await subscriptionDashboard(ctx),
  };
}
