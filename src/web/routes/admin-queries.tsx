// /queries: the contact messages not yet replied to, oldest first, each with 'Mark as Replied'; a
// replied one keeps its row with the Replied badge until the page is reloaded (spec). The URL says
// which messages (waiting, replied, all), the search and the page.

import { useState } from "react";
import { formatDateTime } from "../../core/dates.ts";
import { countOf } from "../../core/plural.ts";
import { contactListQuerySchema } from "../../core/schemas/contact.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { AdminPager } from "../admin/admin-pager.tsx";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/admin-queries";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Contact Queries · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = contactListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await context.services.admin.queries(query)), show: query.show, search: query.search ?? "" };
}

const showNames = { pending: "Waiting for a reply", replied: "Replied", all: "All" } as const;

export default function AdminQueries({ loaderData }: Route.ComponentProps) {
  const { queries, total, page, pageSize, show, search } = loaderData;
  const toast = useToast();
  const [replied, setReplied] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

  const isReplied = (query: { _id: string; replied: boolean }) => query.replied || replied.has(query._id);

  async function markReplied(id: string) {
    setBusy(id);
    try {
      await callApi("PUT", `/api/contact/${id}`, { replied: true });
      setReplied((current) => new Set(current).add(id));
    } catch {
      toast("Failed to update reply status", { tone: "error" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="admin-page">
      <AdminListHead
        title="Contact Queries"
        summary={countOf(total, "message")}
        search={{ value: search, placeholder: "Name, e-mail or subject" }}
        choices={[{ label: "Show", name: "show", value: show, options: optionsOf(showNames) }]}
        submitLabel="Search"
      />
      {queries.length === 0 ? (
        <p className="admin-empty">
          {search
            ? "No contact queries match your search."
            : show === "pending"
              ? "No unanswered contact queries found. We promise a reply within 24 business hours."
              : "No contact queries found."}
        </p>
      ) : (
        <ul className="plain-list dashboard-stack">
          {queries.map((query) => (
            <li key={query._id} className="dashboard-card">
              <div className="dashboard-card__head">
                <h2 className="dashboard-card__title">{query.subject}</h2>
                <span
                  className={
                    isReplied(query) ? "status-badge status-badge--delivered" : "status-badge status-badge--processing"
                  }
                >
                  {isReplied(query) ? "Replied" : "Pending"}
                </span>
              </div>
              <p className="dashboard-muted">
                {query.firstname} {query.lastname} · <a href={`mailto:${query.email}`}>{query.email}</a> ·{" "}
                {query.phone || "N/A"} · {formatDateTime(query.createdAt)}
              </p>
              <p className="admin-query__message">{query.message}</p>
              {!isReplied(query) && (
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={busy === query._id}
                    busyText="Saving..."
                    onClick={() => void markReplied(query._id)}
                  >
                    Mark as Replied
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
