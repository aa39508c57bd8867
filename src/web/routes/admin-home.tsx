// /admin-homepage (admins only): Admin Dashboard: today's and this month's sales, orders by status,
// what waits for the owner (orders to ship, open complaints, returns to decide, messages to answer),
// revenue per day over the last 30 days (a bar chart, with its figures as a table for screen
// readers), best sellers, variants low on stock, returns to origin (rto-card.tsx) and subscribe and
// save's figures (active subscriptions, monthly recurring revenue, churn).

import { Link } from "react-router";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { type OrderStatus, orderStatusNames } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import { BagRemindersCard } from "../admin/bag-reminders-card.tsx";
import { RtoCard } from "../admin/rto-card.tsx";
import { SubscriptionFiguresCard } from "../admin/subscriptions/figures-card.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-home";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Admin Dashboard · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const [sales, waiting, rto, bagReminders, subscriptions] = await Promise.all([
    context.services.admin.sales(),
    context.services.admin.waiting(),
    context.services.admin.rto(),
    context.services.admin.bagReminders(),
    context.services.admin.subscriptions.figures(),
  ]);
  return { firstName: admin.firstName, sales, waiting, rto, bagReminders, subscriptions };
}

const rupees = (amount: number) => formatRupees(fromRupees(amount));

function RevenueChart({ days }: { days: ReadonlyArray<{ day: string; revenue: number; orders: number }> }) {
  const highest = Math.max(1, ...days.map((day) => day.revenue));
  const width = 600;
  const height = 160;
  const bar = width / days.length;
  return (
    <figure className="revenue-chart">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-labelledby="revenue-chart-title"
        preserveAspectRatio="none"
      >
        <title id="revenue-chart-title">Revenue per day over the last 30 days</title>
        {days.map((day, index) => {
          const barHeight = Math.round((day.revenue / highest) * height);
          return (
            <rect
              key={day.day}
              className="revenue-chart__bar"
              x={index * bar + 2}
              y={height - barHeight}
              width={bar - 4}
              height={Math.max(barHeight, day.revenue > 0 ? 2 : 0)}
              rx={2}
            >
              {/* one string: a title with several text children renders differently on server and client */}
              <title>{`${day.day}: ${rupees(day.revenue)}, ${countOf(day.orders, "order")}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} className="revenue-chart__axis" />
      </svg>
      <figcaption id="revenue-chart-caption" className="dashboard-muted">
        Revenue per day, last 30 days (highest {rupees(highest === 1 ? 0 : highest)})
      </figcaption>
      {/* hidden by a wrapper: a table ignores the 1px box and overflow, so a hidden table would
          still stretch the page below the admin frame */}
      <div className="visually-hidden">
        <table>
          <caption>Revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{rupees(day.revenue)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { sales, waiting, firstName, rto, bagReminders, subscriptions } = loaderData;
  const toShip = sales.byStatus.processing ?? 0;
  const statuses = Object.entries(sales.byStatus) as Array<[OrderStatus, number]>;
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Admin Dashboard</h1>
        <p className="dashboard-muted">Signed in as {firstName}.</p>
      </header>
      <ul className="admin-tiles plain-list">
        <li className="dashboard-card">
          <p className="dashboard-muted">Today</p>
          <p className="admin-tiles__figure">{rupees(sales.today.revenue)}</p>
          <p className="dashboard-muted">
            {sales.today.orders} {sales.today.orders === 1 ? "order" : "orders"}
          </p>
        </li>
        <li className="dashboard-card">
          <p className="dashboard-muted">This month</p>
          <p className="admin-tiles__figure">{rupees(sales.month.revenue)}</p>
          <p className="dashboard-muted">
            {sales.month.orders} {sales.month.orders === 1 ? "order" : "orders"}
          </p>
        </li>
        <li className="dashboard-card">
          <p className="dashboard-muted">Waiting for you</p>
          <p className="admin-tiles__figure">{toShip + waiting.complaints + waiting.returns + waiting.messages}</p>
          <ul className="plain-list admin-waiting">
            <li>
              <Link to="/admin-view-orders?status=processing">{countOf(toShip, "order")} to ship</Link>
            </li>
            <li>
              <Link to="/admin-grievances">{countOf(waiting.complaints, "open complaint")}</Link>
            </li>
            <li>
              <Link to="/admin-returns">{countOf(waiting.returns, "return")} to decide</Link>
            </li>
            <li>
              <Link to="/queries">{countOf(waiting.messages, "message")} to answer</Link>
            </li>
          </ul>
        </li>
      </ul>
      <section className="dashboard-card" aria-labelledby="revenue-heading">
        <h2 id="revenue-heading" className="dashboard-card__title">
          Revenue
        </h2>
        <RevenueChart days={sales.perDay} />
      </section>
      <RtoCard rto={rto} />
      <SubscriptionFiguresCard figures={subscriptions} linked />
      <BagRemindersCard figures={bagReminders} />
      <div className="admin-columns">
        <section className="dashboard-card" aria-labelledby="status-heading">
          <h2 id="status-heading" className="dashboard-card__title">
            Orders by status
          </h2>
          {statuses.length === 0 ? (
            <p className="dashboard-muted">No orders yet.</p>
          ) : (
            <ul className="plain-list admin-list">
              {statuses.map(([status, count]) => (
                <li key={status}>
                  <Link to={`/admin-view-orders?status=${status}`}>{orderStatusNames[status] ?? status}</Link>
                  <span>{count}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="dashboard-card" aria-labelledby="best-heading">
          <h2 id="best-heading" className="dashboard-card__title">
            Best sellers, 30 days
          </h2>
          {sales.bestSellers.length === 0 ? (
            <p className="dashboard-muted">No sales in the last 30 days.</p>
          ) : (
            <ol className="plain-list admin-list">
              {sales.bestSellers.map((product) => (
                <li key={product.productId}>
                  <span>{product.name}</span>
                  <span>
                    {product.units} sold · {rupees(product.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="dashboard-card" aria-labelledby="stock-heading">
          <h2 id="stock-heading" className="dashboard-card__title">
            Low on stock
          </h2>
          {sales.lowStock.length === 0 ? (
            <p className="dashboard-muted">Every variant has more than 5 in stock.</p>
          ) : (
            <ul className="plain-list admin-list">
              {sales.lowStock.map((variant) => (
                <li key={`${variant.productId}-${variant.variantname}`}>
                  <span>
                    {variant.name} ({variant.variantname})
                  </span>
                  <span className={variant.stock === 0 ? "admin-list__alert" : undefined}>{variant.stock} left</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
