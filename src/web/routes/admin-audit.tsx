// /admin-audit: the audit log (decision 0028), who viewed or exported personal data, when (India time)
// and from where, newest first, filtered by who, what, on what and dates as the URL says (the same
// schema as GET /api/admin/audit). An order names its number and opens the order list at it; a
// member's export names the member; any row's record or admin narrows the log to it.
import { Link } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { orderLabel } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import {
  type AuditListQuery,
  auditActionNames,
  auditListQuerySchema,
  auditSubjectKindNames,
} from "../../core/schemas/audit.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { EmailAddress } from "../admin/email-address.tsx";
import { requireAdmin } from "../guards.ts";
import { FormError } from "../shared/field.tsx";
import type { Route } from "./+types/admin-audit";
import "../styles/dashboard.css";
import "../admin/audit.css";

export function meta() {
  return [{ title: "Audit log · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  // the filters as typed, so a refused one stays in its field beside the message
  const typed = (name: string) => (typeof asked[name] === "string" ? asked[name].slice(0, 500) : "");
  const filters = Object.fromEntries(
    ["admin", "action", "kind", "subject", "from", "to"].map((name) => [name, typed(name)]),
  );
  const parsed = auditListQuerySchema.safeParse(asked);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "These filters could not be read";
    return { filters, error: message, entries: [], total: 0, page: 1, pageSize: 50 };
  }
  return { filters, error: undefined, ...(await context.services.audit.page(parsed.data)) };
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

/** The log narrowed to one admin, or to one record. */
function logLink(filter: Partial<Record<keyof AuditListQuery, string>>): string {
  return `?${new URLSearchParams(filter)}`;
}

function kindName(kind: string): string {
  return auditSubjectKindNames[kind as keyof typeof auditSubjectKindNames] ?? kind;
}

/** On what: the record by its name, linked to where the admin can open it. */
function Subject({ entry }: { entry: Entry }) {
  if (entry.subjectKind === "order") {
    return entry.orderNumber === null ? (
      <>Order (no longer in the shop)</>
    ) : (
      <Link to={`/admin-view-orders?search=${entry.orderNumber}`}>Order {orderLabel(entry.orderNumber)}</Link>
    );
  }
  if (entry.subjectKind === "member-data") {
    return entry.memberEmail ? (
      <>
        {kindName(entry.subjectKind)}:{" "}
        <Link to={`/users?search=${encodeURIComponent(entry.memberEmail)}`} className="admin-table__email">
          <EmailAddress email={entry.memberEmail} />
        </Link>
      </>
    ) : (
      <>{kindName(entry.subjectKind)} (account deleted)</>
    );
  }
  if (entry.subjectKind === "grievance") return <>Complaint {entry.subjectId}</>;
  return <>{kindName(entry.subjectKind)}</>;
}

/** Records with an id (not lists or exports by query) can be followed through the log. */
const singleRecords = new Set(["order", "member-data", "grievance"]);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageSize, filters, error } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="admin-page admin-audit">
      <AdminListHead
        title="Audit log"
        summary={`${countOf(total, "entry", "entries")} · every time an admin viewed or exported personal data, newest first · times in IST`}
        choices={[
          {
            label: "What",
            name: "action",
            value: filters.action ?? "",
            all: true,
            options: optionsOf(auditActionNames),
          },
          {
            label: "On what",
            name: "kind",
            value: filters.kind ?? "",
            all: true,
            options: optionsOf(auditSubjectKindNames),
          },
        ]}
        inputs={[
          { label: "Who (admin's e-mail)", name: "admin", value: filters.admin ?? "", type: "email" },
          { label: "Record (id or ticket)", name: "subject", value: filters.subject ?? "" },
          { label: "From", name: "from", value: filters.from ?? "", type: "date" },
          { label: "To", name: "to", value: filters.to ?? "", type: "date" },
        ]}
        submitLabel="Apply"
      />
      <FormError message={error} />
      {filtered && (
        <Link to="/admin-audit" className="admin-back">
          Clear the filters
        </Link>
      )}
      {entries.length === 0 ? (
        !error && (
          <p className="admin-empty">{filtered ? "No entries match these filters." : "Nothing recorded yet."}</p>
        )
      ) : (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
              <th scope="col">Time (IST)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">On what</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Time (IST)" className="admin-audit__time">
                  {formatDateTime(entry.at)}
                </td>
                <td data-label="Who" className="admin-table__email">
                  <Link to={logLink({ admin: entry.actorEmail })} title="Only this admin's entries">
                    <EmailAddress email={entry.actorEmail} />
                  </Link>
                </td>
                <td data-label="What">{auditActionNames[entry.action]}</td>
                <td data-label="On what">
                  <Subject entry={entry} />
                </td>
                <td data-label="Details" className="admin-audit__details">
                  {singleRecords.has(entry.subjectKind) ? (
                    <Link to={logLink({ kind: entry.subjectKind, subject: entry.subjectId })}>Everyone who saw it</Link>
                  ) : (
                    <code>{entry.subjectId}</code>
                  )}
                  <span className="dashboard-muted">from {entry.ip}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
