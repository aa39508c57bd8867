// /admin-homepage (admins only): titled Admin Dashboard (spec); the admin issues fill it in.
// Anonymous visitors are sent to /login; signed-in shoppers see Access Denied (403).
import { Form } from "react-router";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-home";
import "../account/account.css";

export { AccessDeniedBoundary as ErrorBoundary } from "../account/access-denied.tsx";

export function meta() {
  return [{ title: "Admin Dashboard · Sattva" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  return { firstName: admin.firstName };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <main className="account-page">
      <div className="account-dashboard">
        <h1 className="account-title">Admin Dashboard</h1>
        <p className="account-lead">Signed in as {loaderData.firstName}.</p>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            Logout
          </Button>
        </Form>
      </div>
    </main>
  );
}
