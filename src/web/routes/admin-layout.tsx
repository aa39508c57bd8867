// The admin area's frame (spec: the admin side menu): Home, Products, Orders, Coupons, Queries,
// User Data and Logout beside every admin page; a row of links on tablets. Anonymous visitors go to
// /login and shoppers see Access Denied (every admin page's loader checks again: loaders run at once).
import { Form, NavLink, Outlet } from "react-router";
import { Button } from "../components/button.tsx";
import { Logo } from "../components/frame/logo.tsx";
import { requireAdmin, twoFactorSetUpPath } from "../guards.ts";
import type { Route } from "./+types/admin-layout";
import "../styles/admin.css";

export { AccessDeniedBoundary as ErrorBoundary } from "../account/access-denied.tsx";
// personal data: never cached (see ../personal.ts)
export { personalPageHeaders as headers } from "../personal.ts";

export function loader({ context }: Route.LoaderArgs) {
  // the frame also stands around /admin-two-factor, which an admin who must set it up may reach
  const admin = requireAdmin(context, { duringTwoFactorSetUp: true });
  return { name: `${admin.firstName} ${admin.lastName}`.trim(), setUpOnly: Boolean(admin.twoFactorSetUpRequired) };
}

const links = [
  ["/admin-homepage", "Home"],
  ["/admin-view-products", "Products"],
  ["/admin-view-orders", "Orders"],
  ["/admin-undelivered", "Undelivered"],
  ["/admin-returns", "Returns"],
  ["/admin-subscriptions", "Subscriptions"],
  ["/admin-gift-cards", "Gift cards"],
  ["/admin-money", "Money"],
  ["/admin-cod", "COD remittances"],
  ["/allcoupons", "Coupons"],
  ["/queries", "Queries"],
  ["/admin-grievances", "Complaints"],
  ["/admin-reviews", "Reviews"],
  ["/users", "User Data"],
  ["/admin-audit", "Audit log"],
  ["/admin-tax-reports", "Tax reports"],
  ["/admin-import", "Import and export"],
  ["/admin-synonyms", "Search synonyms"],
  ["/admin-settings", "Settings"],
  ["/admin-two-factor", "Two-factor sign-in"],
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Admin">
        <div className="admin-nav__brand">
          <Logo shopName="Sattva" />
          <span className="admin-nav__role">Admin · {loaderData.name}</span>
        </div>
        <ul className="admin-nav__list plain-list">
          {links
            .filter(([to]) => !loaderData.setUpOnly || to === twoFactorSetUpPath)
            .map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} className="admin-nav__link" end={to === "/admin-homepage"}>
                  {label}
                </NavLink>
              </li>
            ))}
        </ul>
        <Form method="post" action="/logout" className="admin-nav__logout">
          <Button type="submit" variant="secondary" size="sm">
            Logout
          </Button>
        </Form>
      </nav>
      <div className="admin__content">
        <Outlet />
      </div>
    </div>
  );
}
