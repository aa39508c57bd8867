// The admin pages still to be built (the product screens), already behind
// the admin guard: anonymous → /login, shoppers → Access Denied. Each admin issue replaces its
// line in routes.ts with its own page.
import { Link } from "react-router";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-placeholder";
import "../account/account.css";

export { AccessDeniedBoundary as ErrorBoundary } from "../account/access-denied.tsx";

const titles: Record<string, string> = {
  "/admin-view-orders": "Orders",
  "/admin-view-products": "Product Management",
  "/addproduct": "Add Product",
  "/admin-update-product-form": "Update Product",
  "/generatecouponcode": "Generate Coupon",
  "/allcoupons": "Coupon Management",
  "/queries": "Contact Queries",
  "/users": "All Users",
  "/allproduct": "All Products",
  "/manageproducts": "Manage Products",
};

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.title ?? "Admin"} · Sattva` }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const path = new URL(request.url).pathname;
  return { title: path.startsWith("/edit-coupon/") ? "Edit Coupon" : (titles[path] ?? "Admin") };
}

export default function AdminPlaceholder({ loaderData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <div className="account-dashboard">
        <h1 className="account-title">{loaderData.title}</h1>
        <p className="account-lead">This part of the admin area is being built.</p>
        <Link to="/admin-homepage">Back to the Admin Dashboard</Link>
      </div>
    </div>
  );
}
