// /queries: the contact messages not yet replied to, oldest first, each with 'Mark as Replied'; a
// replied one keeps its row with the Replied badge until the page is reloaded (spec).

import { useState } from "react";
import { formatDateTime } from "../../core/dates.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { callApi } from "../shared/api.ts";
import type { Route } from "./+types/admin-queries";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Contact Queries · Admin · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { queries: await context.services.admin.queries() };
}

export default function AdminQueries({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const [replied, setReplied] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

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
      <header className="admin-page__head">
        <h1 className="admin-page__title">Contact Queries</h1>
        <p className="dashboard-muted">{loaderData.queries.length} waiting for a reply</p>
      </header>
      {loaderData.queries.length === 0 ? (
        <p className="admin-empty">No messages are waiting. We promise a reply within 24 business hours.</p>
      ) : (
        <ul className="plain-list dashboard-stack">
          {loaderData.queries.map((query) => (
            <li key={query._id} className="dashboard-card">
              <div className="dashboard-card__head">
                <h2 className="dashboard-card__title">{query.subject}</h2>
                <span
                  className={
                    replied.has(query._id)
                      ? "status-badge status-badge--delivered"
                      : "status-badge status-badge--processing"
                  }
                >
                  {replied.has(query._id) ? "Replied" : "Pending"}
                </span>
              </div>
              <p className="dashboard-muted">
                {query.firstname} {query.lastname} · <a href={`mailto:${query.email}`}>{query.email}</a> · {query.phone}{" "}
                · {formatDateTime(query.createdAt)}
              </p>
              <p className="admin-query__message">{query.message}</p>
              {!replied.has(query._id) && (
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
    </div>
  );
}
