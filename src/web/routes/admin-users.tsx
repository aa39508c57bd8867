// /users: every account, newest first, searched by name, e-mail or phone on the server, a page at a
// time, as the URL says (the spec's columns: name, e-mail, phone, gender, date of birth, role badge,
// points; and when the account was made). Missing values read N/A.

import { formatDate, formatDateKey } from "../../core/dates.ts";
import { countOf } from "../../core/plural.ts";
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { EmailAddress } from "../admin/email-address.tsx";
import { requireAdmin } from "../guards.ts";
import type { Route } from "./+types/admin-users";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "All Users · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").slice(0, 100);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const list = await context.services.admin.users(
    { search: search || undefined, page, pageSize: 20 },
    { actor: admin, ip: context.client.ip },
  );
  return { ...list, search };
}

const genderNames = { male: "Male", female: "Female", other: "Other" } as const;

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pageSize, search } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="All Users"
        summary={countOf(total, "account")}
        search={{ value: search, placeholder: "Name, e-mail or phone" }}
        submitLabel="Search"
      />
      {users.length === 0 ? (
        <p className="admin-empty">No users found.</p>
      ) : (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Gender</th>
              <th scope="col">Date of Birth</th>
              <th scope="col">Role</th>
              <th scope="col">Points</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user._id}>
                <td data-label="Name">
                  {user.firstName} {user.lastName}
                </td>
                <td data-label="Email" className="admin-table__email">
                  <EmailAddress email={user.email} />
                </td>
                <td data-label="Phone">{user.phone || "N/A"}</td>
                <td data-label="Gender">{user.gender ? genderNames[user.gender] : "N/A"}</td>
                <td data-label="Date of Birth">{user.dateOfBirth ? formatDateKey(user.dateOfBirth) : "N/A"}</td>
                <td data-label="Role">
                  <span
                    className={
                      user.userRole === "admin" ? "badge badge--amethyst" : "status-badge status-badge--delivered"
                    }
                  >
                    {user.userRole}
                  </span>
                </td>
                <td data-label="Points">{user.Points ?? 0}</td>
                <td data-label="Joined">{formatDate(user.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
