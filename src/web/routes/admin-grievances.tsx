// /admin-grievances: the grievance officer's queue (Consumer Protection (E-Commerce) Rules 2020 rule
// 4(5)): each complaint with its age, the order number typed (a link when the order is theirs), the
// time it must be acknowledged by (48 hours) and resolved by (one month), overdue ones first and
// flagged; a reply moves it and is mailed to the complainant.
import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { orderLabel } from "../../core/order-status.ts";
import { countOf } from "../../core/plural.ts";
import {
  acknowledgeWithin,
  type GrievanceStatus,
  grievanceListQuerySchema,
  grievanceMoveAllowed,
  grievanceStatusNames,
  resolveWithin,
} from "../../core/schemas/grievances.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import { ApiError, callApi } from "../shared/api.ts";
import { FormError, TextAreaField } from "../shared/field.tsx";
import type { Route } from "./+types/admin-grievances";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Complaints · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const query = grievanceListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    ...(await context.services.grievances.queue(query, { actor: admin, ip: context.client.ip })),
    show: query.show,
  };
}

const showNames = { waiting: "Waiting", resolved: "Resolved", all: "All" } as const;

type Row = Route.ComponentProps["loaderData"]["grievances"][number];

function Reply({ row }: { row: Row }) {
  const revalidator = useRevalidator();
  const choices = (Object.keys(grievanceStatusNames) as GrievanceStatus[]).filter((status) =>
    grievanceMoveAllowed(row.status, status),
  );
  const [status, setStatus] = useState<GrievanceStatus>(choices[0] ?? "in_progress");
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reply.trim()) {
      setError("Write the reply the complainant will receive");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await callApi("PUT", `/api/admin/grievances/${row.ticket}`, { status, reply });
      setReply("");
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Request failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="dashboard-form" onSubmit={(event) => void send(event)} noValidate>
      <label className="admin-filters__field">
        <span>New state</span>
        <select
          className="field__input"
          name={`status-${row.ticket}`}
          value={status}
          onChange={(event) => setStatus(event.target.value as GrievanceStatus)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {grievanceStatusNames[choice]}
            </option>
          ))}
        </select>
      </label>
      <TextAreaField
        label="Reply (mailed to the complainant)"
        name={`reply-${row.ticket}`}
        rows={3}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" busy={busy} busyText="Sending...">
          Send reply
        </Button>
      </div>
    </form>
  );
}

/** The order number the complainant typed: a link to the order when it is theirs (issue 38 point 13). */
function GrievanceOrder({ orderNumber, linked }: { orderNumber: number | null; linked: boolean }) {
  if (orderNumber === null) return <p className="dashboard-muted">No order number given.</p>;
  return (
    <p className="dashboard-muted">
      {linked ? (
        <Link to={`/admin-view-orders?search=${orderNumber}`}>Order {orderLabel(orderNumber)}</Link>
      ) : (
        <>Order {orderLabel(orderNumber)} (typed; no order with this number for this e-mail)</>
      )}
    </p>
  );
}

export default function AdminGrievances({ loaderData }: Route.ComponentProps) {
  const { grievances, total, page, pageSize, show } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="Complaints"
        summary={`${countOf(total, "complaint")} · acknowledge within ${acknowledgeWithin}, resolve within ${resolveWithin}`}
        choices={[{ label: "Show", name: "show", value: show, options: optionsOf(showNames) }]}
      />
      {grievances.length === 0 ? (
        <p className="admin-empty">{show === "waiting" ? "No complaints are waiting." : "No complaints found."}</p>
      ) : (
        <ul className="plain-list dashboard-stack">
          {grievances.map((row) => (
            <li key={row.ticket} className="dashboard-card" data-overdue={row.acknowledgeOverdue || row.resolveOverdue}>
              <div className="dashboard-card__head">
                <h2 className="dashboard-card__title">
                  {row.ticket} · {row.topicName}
                </h2>
                <span className="grievance-flags">
                  {row.resolveOverdue && <span className="status-badge status-badge--cancelled">Overdue</span>}
                  {!row.resolveOverdue && row.acknowledgeOverdue && (
                    <span className="status-badge status-badge--cancelled">Acknowledgement overdue</span>
                  )}
                  <span
                    className={`status-badge ${row.status === "resolved" ? "status-badge--delivered" : "status-badge--processing"}`}
                  >
                    {row.statusName}
                  </span>
                </span>
              </div>
              <p className="dashboard-muted">
                {row.name} · <a href={`mailto:${row.email}`}>{row.email}</a> · received {formatDateTime(row.receivedAt)}{" "}
                ({row.ageHours < 48 ? `${row.ageHours} h` : `${Math.floor(row.ageHours / 24)} days`} ago)
              </p>
              <dl className="grievance-due">
                <div>
                  <dt>Acknowledge by</dt>
                  <dd>{formatDateTime(row.acknowledgeBy)}</dd>
                </div>
                <div>
                  <dt>Resolve by</dt>
                  <dd>{formatDateTime(row.resolveBy)}</dd>
                </div>
              </dl>
              <GrievanceOrder orderNumber={row.orderNumber} linked={row.orderLinked} />
              <p className="admin-query__message">{row.message}</p>
              <Reply row={row} />
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
