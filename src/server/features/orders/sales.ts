// The admin home's figures: today's and this month's sales (India time), orders by status, revenue
// per day over the last 30 days, best sellers and variants low on stock. Orders that were cancelled,
// refused or never paid do not count as sales.
import { sql } from "drizzle-orm";
import { toRupees } from "../../../core/money.ts";
import type { AppContext } from "../../context.ts";

const counted = sql`o.order_status not in ('cancelled', 'refused', 'pending_payment')`;
const istDay = sql`(o.created_at at time zone 'Asia/Kolkata')::date`;

/** Stock at or below which a variant is "low". */
export const lowStockFrom = 5;

export async function salesDashboard(ctx: AppContext) {
  const [totals, byStatus, perDay, bestSellers, lowStock] = await Promise.all([
    ctx.db.execute<{ todayRevenue: number; todayOrders: number; monthRevenue: number; monthOrders: number }>(sql`
      select
        coalesce(sum(o.total_amount) filter (where ${istDay} = (now() at time zone 'Asia/Kolkata')::date), 0)::bigint as "todayRevenue",
        count(*) filter (where ${istDay} = (now() at time zone 'Asia/Kolkata')::date)::int as "todayOrders",
        coalesce(sum(o.total_amount), 0)::bigint as "monthRevenue",
        count(*)::int as "monthOrders"
      from orders o
      where ${counted} and o.created_at >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`),
    ctx.db.execute<{ status: string; orders: number }>(sql`
      select order_status as status, count(*)::int as orders from orders group by order_status`),
    ctx.db.execute<{ day: string; revenue: number; orders: number }>(sql`
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(sum(o.total_amount), 0)::bigint as revenue, count(o.id)::int as orders
      from generate_series((now() at time zone 'Asia/Kolkata')::date - 29, (now() at time zone 'Asia/Kolkata')::date, interval '1 day') as days(day)
      left join orders o on ${istDay} = days.day::date and ${counted}
        and o.created_at >= now() - interval '31 days'
      group by days.day order by days.day`),
    ctx.db.execute<{ productId: string; name: string; units: number; revenue: number }>(sql`
      select i.product_id as "productId", min(i.name) as name, sum(i.quantity)::int as units,
        sum(i.quantity * i.unit_price)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id
      where ${counted} and o.created_at >= now() - interval '30 days'
      group by i.product_id order by units desc, revenue desc limit 5`),
    ctx.db.execute<{ productId: string; name: string; variantname: string; stock: number }>(sql`
      select v.product_id as "productId", p.name, v.variantname, v.stock
      from variants v join products p on p.id = v.product_id
      where v.stock <= ${lowStockFrom} and p.status = 'active'
        -- a kit stores no stock: its components are the ones running low (decision 0059)
        and not exists (select 1 from kits k where k.variant_id = v.id)
      order by v.stock, p.name limit 10`),
  ]);
  const total = totals.rows[0];
  return {
    today: { revenue: toRupees(Number(total?.todayRevenue ?? 0)), orders: total?.todayOrders ?? 0 },
    month: { revenue: toRupees(Number(total?.monthRevenue ?? 0)), orders: total?.monthOrders ?? 0 },
    byStatus: Object.fromEntries(byStatus.rows.map((row) => [row.status, row.orders])),
    perDay: perDay.rows.map((row) => ({ day: row.day, revenue: toRupees(Number(row.revenue)), orders: row.orders })),
    bestSellers: bestSellers.rows.map((row) => ({ ...row, revenue: toRupees(Number(row.revenue)) })),
    lowStock: lowStock.rows,
  };
}

export type SalesDashboard = Awaited<ReturnType<typeof salesDashboard>>;
