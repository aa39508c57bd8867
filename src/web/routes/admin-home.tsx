// /admin-homepage (admins only): Admin Dashboard. The sales figures, chart, best sellers and low
// stock come with the admin dashboard slice; for now the way into each admin screen.
import { Link } from "react-router";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-home";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Admin Dashboard · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const [processing, queries] = await Promise.all([
    context.services.admin.orders({ status: "processing", page: 1, pageSize: 1 }),
    context.services.admin.queries(),
  ]);
  return { firstName: admin.firstName, toShip: processing.total, unreplied: queries.length };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">Admin Dashboard</h1>
        <p className="dashboard-muted">Signed in as {loaderData.firstName}.</p>
      </header>
      <ul className="admin-tiles plain-list">
        <li className="dashboard-card">
          <p className="admin-tiles__figure">{loaderData.toShip}</p>
          <Link to="/admin-view-orders?status=processing">Orders to ship</Link>
        </li>
        <li className="dashboard-card">
          <p className="admin-tiles__figure">{loaderData.unreplied}</p>
          <Link to="/queries">Messages waiting for a reply</Link>
        </li>
        <li className="dashboard-card">
          <p className="admin-tiles__figure">%</p>
          <Link to="/allcoupons">Coupons</Link>
        </li>
      </ul>
    </div>
  );
}
