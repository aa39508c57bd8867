// /users: every account, newest first, searched by name, e-mail or phone on the server, a page at a
// time (the spec's columns: name, e-mail, phone, role, joined).

import { Form } from "react-router";
import { formatDate } from "../../core/dates.ts";
import { AdminPager } from "../admin/admin-pager.tsx";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-users";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "All Users · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const list = await context.services.admin.users({ search: search || undefined, page, pageSize: 20 });
  return { ...list, search };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageSize, search } = loaderData;
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">All Users</h1>
        <p className="dashboard-muted">{total} accounts</p>
      </header>
      <Form method="get" className="admin-filters" role="search">
        <label className="admin-filters__field">
          <span>Search</span>
          <input className="field__input" name="search" defaultValue={search} placeholder="Name, e-mail or phone" />
        </label>
        <Button type="submit" size="sm">
          Search
        </Button>
      </Form>
      {users.length === 0 ? (
        <p className="admin-empty">No users found.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must take keyboard focus
        <section className="admin-table-wrap" aria-label="Users" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Role</th>
                <th scope="col">Points</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user._id}>
                  <td>
                    {user.firstName} {user.lastName}
                  </td>
                  <td>{user.email}</td>
                  <td>{user.phone || "No phone"}</td>
                  <td>{user.userRole}</td>
                  <td>{user.Points}</td>
                  <td>{formatDate(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
