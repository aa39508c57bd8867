// /admin-undelivered: the Undelivered queue (failed deliveries, NDR). Each parcel waiting after a
// failed attempt with its order, shopper, PIN, payment, the courier's reason, the attempts, the last
// event and what the shopper asked through the mailed link; "Re-attempt" (a working day in the
// courier's window, optionally a new phone or address) and "Return to origin" go to the courier
// (Shiprocket) or are recorded for the manual courier (POST /api/admin/shipments/{id}/…).
import { type FormEvent, Fragment, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime, formatDayShort } from "../../core/dates.ts";
import { AdminListHead } from "../admin/admin-list-head.tsx";
import { EmailAddress } from "../admin/email-address.tsx";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { requireAdmin } from "../guards.ts";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { Route } from "./+types/admin-undelivered";
import "../account/account.css";
import "../styles/dashboard.css";

export function meta() {
  return [{ title: "Undelivered · Admin · Sattva" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return context.services.ndr.queue();
}

type Entry = Route.ComponentProps["loaderData"]["shipments"][number];

export default function AdminUndelivered({ loaderData }: Route.ComponentProps) {
  const { shipments, reattemptDates } = loaderData;
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="admin-page">
      <AdminListHead
        title="Undelivered"
        summary={`Parcels the courier could not deliver. Ask for a new attempt on a working day the courier allows (${reattemptDates.map(formatDayShort).join(", ")}), or send the parcel back.`}
      />
      {shipments.length === 0 ? (
        <p className="admin-empty">No parcels are waiting after a failed delivery.</p>
      ) : (
        <table className="admin-table admin-table--stacked">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Shopper</th>
              <th scope="col">PIN</th>
              <th scope="col">Payment</th>
              <th scope="col">Courier's reason</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last event</th>
              <th scope="col">Shopper asked</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shipments.map((entry) => (
              <QueueRow
                key={entry.shipmentId}
                entry={entry}
                dates={reattemptDates}
                open={openId === entry.shipmentId}
                onToggle={() => setOpenId((current) => (current === entry.shipmentId ? null : entry.shipmentId))}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function actionText(entry: Entry): string | null {
  const action = entry.ndr?.action;
  if (!action) return null;
  return action.action === "rto"
    ? "Return to origin asked"
    : `Re-attempt asked for ${action.date ? formatDayShort(action.date) : "the next day"}`;
}

function QueueRow({
  entry,
  dates,
  open,
  onToggle,
}: {
  entry: Entry;
  dates: string[];
  open: boolean;
  onToggle: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [confirmReturn, setConfirmReturn] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = entry.ndr?.shopperRequest;
  const taken = actionText(entry);

  async function sendBack() {
    setBusy(true);
    try {
      await callApi("POST", `/api/admin/shipments/${entry.shipmentId}/rto`, {});
      toast(`Order #${entry.orderNumber} is on its way back to you.`, { tone: "success" });
      await revalidator.revalidate();
    } catch (error) {
      toast(error instanceof Error ? error.message : "The return could not be asked.", { tone: "error" });
    } finally {
      setBusy(false);
      setConfirmReturn(false);
    }
  }

  return (
    <Fragment>
      <tr>
        <td data-label="Order">
          <strong>#{entry.orderNumber}</strong>
          <span className="dashboard-muted">
            {" "}
            {entry.courierName}
            {entry.awb ? ` · ${entry.awb}` : ""}
          </span>
        </td>
        <td data-label="Shopper" className="admin-table__email">
          {entry.shopper.name}
          <br />
          {entry.shopper.phone}
          <br />
          <EmailAddress email={entry.shopper.email} />
        </td>
        <td data-label="PIN">{entry.pin}</td>
        <td data-label="Payment">{entry.paymentMethod === "COD" ? "Cash on delivery" : "Prepaid"}</td>
        <td data-label="Courier's reason">{entry.ndr?.reason ?? "Not given"}</td>
        <td data-label="Attempts">{entry.ndr?.attempts ?? 1}</td>
        <td data-label="Last event">{formatDateTime(entry.lastEventAt)}</td>
        <td data-label="Shopper asked">
          {asked
            ? [asked.date ? `New attempt ${formatDayShort(asked.date)}` : "", asked.phone ? `phone ${asked.phone}` : ""]
                .filter(Boolean)
                .join(", ")
            : "Nothing yet"}
        </td>
        <td data-label="Actions">
          {taken && <p className="dashboard-muted">{taken}</p>}
          <div className="ndr-actions">
            <Button size="sm" variant="secondary" aria-expanded={open} onClick={onToggle}>
              Re-attempt<span className="visually-hidden"> order #{entry.orderNumber}</span>
            </Button>
            {confirmReturn ? (
              <>
                <Button size="sm" busy={busy} busyText="Sending..." onClick={() => void sendBack()}>
                  Confirm return<span className="visually-hidden"> of order #{entry.orderNumber}</span>
                </Button>
                <Button size="sm" variant="quiet" onClick={() => setConfirmReturn(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button size="sm" variant="quiet" onClick={() => setConfirmReturn(true)}>
                Return to origin<span className="visually-hidden"> order #{entry.orderNumber}</span>
              </Button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr className="admin-table__detail">
          <td colSpan={9}>
            <ReattemptForm entry={entry} dates={dates} onDone={onToggle} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function ReattemptForm({ entry, dates, onDone }: { entry: Entry; dates: string[]; onDone: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ date?: string; phone?: string; address?: string; form?: string }>({});
  const suggested = entry.ndr?.shopperRequest?.date ?? dates[0] ?? "";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body = {
      date: text("date"),
      ...(text("phone") ? { phone: text("phone") } : {}),
      ...(text("address") ? { address: text("address") } : {}),
    };
    setBusy(true);
    setErrors({});
    try {
      await callApi("POST", `/api/admin/shipments/${entry.shipmentId}/reattempt`, body);
      toast(`A new attempt for order #${entry.orderNumber} on ${formatDayShort(body.date)} was asked.`, {
        tone: "success",
      });
      onDone();
      await revalidator.revalidate();
    } catch (error) {
      const fields = error instanceof ApiError ? ((error.details.fields ?? {}) as Record<string, string>) : {};
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { form: error instanceof Error ? error.message : "The re-attempt could not be asked." },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ndr-form" noValidate onSubmit={submit} aria-label={`Re-attempt order #${entry.orderNumber}`}>
      <Field
        label="Day of the new attempt"
        name="date"
        type="date"
        required
        min={dates[0]}
        max={dates.at(-1)}
        defaultValue={suggested}
        hint={`Working days: ${dates.map(formatDayShort).join(", ")}`}
        error={errors.date}
      />
      <Field
        label="New phone (optional)"
        name="phone"
        type="tel"
        inputMode="tel"
        defaultValue={entry.ndr?.shopperRequest?.phone ?? ""}
        error={errors.phone}
      />
      <Field label="Address note (optional)" name="address" maxLength={200} error={errors.address} />
      <FormError message={errors.form} />
      <div className="ndr-actions">
        <Button type="submit" size="sm" busy={busy} busyText="Sending...">
          Ask for the re-attempt
        </Button>
        {entry.provider === "manual" && (
          <span className="dashboard-muted">Manual courier: this is recorded; tell the courier yourself.</span>
        )}
      </div>
    </form>
  );
}
