// /admin-reviews: the reviews moderation queue. New reviews wait here as pending until approved;
// each shows why the shop's checks held it (a link, spam), whether the writer is a verified buyer,
// and the two moves: approve (publish) or reject with a reason (docs/decisions/0033-moderated-reviews.md).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime } from "../../core/dates.ts";
import { countOf } from "../../core/plural.ts";
import { adminReviewListQuerySchema } from "../../core/schemas/reviews.ts";
import { AdminListHead, optionsOf } from "../admin/admin-list-head.tsx";
import { Button } from "../components/button.tsx";
import { requireAdmin } from "../guards.ts";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { Route } from "./+types/admin-reviews";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Reviews · Admin · Sattva" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const parsed = adminReviewListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const status = parsed.success ? parsed.data.status : "pending";
  return { ...(await context.services.admin.reviews(status)), status };
}

const statusNames = { pending: "Waiting", published: "Published", rejected: "Rejected", hidden: "Hidden" } as const;
const heldNames: Record<string, string> = {
  link: "Contains a link",
  "repeated characters": "Repeated characters",
  shouting: "All capitals",
  "banned word": "Banned word",
};

type Row = Route.ComponentProps["loaderData"]["reviews"][number];

function Moves({ row }: { row: Row }) {
  const revalidator = useRevalidator();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);

  async function move(kind: "approve" | "reject") {
    if (kind === "reject" && !reason.trim()) {
      setError("Say why the review is rejected.");
      return;
    }
    setBusy(kind);
    setError(undefined);
    try {
      await callApi("POST", `/api/admin/reviews/${row._id}/${kind}`, kind === "reject" ? { reason } : undefined);
      setReason("");
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Request failed. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className="dashboard-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void move("reject");
      }}
    >
      {row.status !== "rejected" && (
        <Field
          label="Reason for rejecting"
          name={`reason-${row._id}`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        {row.status !== "published" && (
          <Button
            type="button"
            size="sm"
            busy={busy === "approve"}
            busyText="Publishing..."
            onClick={() => void move("approve")}
          >
            Approve
          </Button>
        )}
        {row.status !== "rejected" && (
          <Button type="submit" size="sm" variant="secondary" busy={busy === "reject"} busyText="Rejecting...">
            Reject
          </Button>
        )}
      </div>
    </form>
  );
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, status } = loaderData;
  return (
    <div className="admin-page">
      <AdminListHead
        title="Reviews"
        summary={`${countOf(reviews.length, "review")} · only published reviews are shown and counted in ratings`}
        choices={[{ label: "Show", name: "status", value: status, options: optionsOf(statusNames) }]}
      />
      {reviews.length === 0 ? (
        <p className="admin-empty">{status === "pending" ? "No reviews are waiting." : "No reviews found."}</p>
      ) : (
        <ul className="plain-list dashboard-stack">
          {reviews.map((row) => (
            <li key={row._id} className="dashboard-card">
              <div className="dashboard-card__head">
                <h2 className="dashboard-card__title">
                  {row.title} · {row.rating} of 5 stars
                </h2>
                <span className="grievance-flags">
                  {row.heldFor && (
                    <span className="status-badge status-badge--cancelled">
                      {heldNames[row.heldFor] ?? row.heldFor}
                    </span>
                  )}
                  {row.verifiedPurchase && (
                    <span className="status-badge status-badge--delivered">Verified purchase</span>
                  )}
                </span>
              </div>
              <p className="dashboard-muted">
                {row.productName} · {row.name} · <a href={`mailto:${row.email}`}>{row.email}</a> ·{" "}
                {formatDateTime(row.date)}
                {row.mediaCount > 0 && ` · ${countOf(row.mediaCount, "photo or video", "photos or videos")}`}
                {row.youtubeURL && " · YouTube link"}
              </p>
              <p className="admin-query__message">{row.reviewText}</p>
              {row.rejectReason && <p className="dashboard-muted">Rejected: {row.rejectReason}</p>}
              <Moves row={row} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
