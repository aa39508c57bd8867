// "Record a scan" on a manual courier's parcel (the admin's order detail): India Post or a local
// courier tells the shop nothing, so the owner copies what the courier's tracking page says:
// status, place, remark and time (now unless changed). POST /api/admin/shipments/{id}/events moves
// the parcel and its order exactly as Shiprocket's webhook would (server: shipping/scans.ts).
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { recordScanSchema, type ScanStatus, scanStatuses } from "../../core/schemas/shipping.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import { shipmentStatusWords } from "../shipping/shipment-card.tsx";
import type { AdminShipment } from "./ship-types.ts";

/** The admin's words for each scan (the shopper's words name a few of them differently). */
const scanWords: Record<ScanStatus, string> = {
  picked_up: "Picked up",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  undelivered: "Undelivered (delivery failed)",
  rto_initiated: "Returning to origin (RTO)",
  rto_delivered: "Back at the shop (RTO delivered)",
};

/** "2026-11-26T07:05" in the browser's own time zone, as a datetime-local field holds it. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const finished = ["delivered", "rto_delivered", "cancelled"];

export function RecordScan({ shipment }: { shipment: AdminShipment }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string>("");
  const [place, setPlace] = useState("");
  const [remark, setRemark] = useState("");
  const [shownAt, setShownAt] = useState("");
  const [at, setAt] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  if (shipment.provider !== "manual" || finished.includes(shipment.status)) return null;

  function start() {
    const now = localNow();
    setShownAt(now);
    setAt(now);
    setStatus("");
    setPlace("");
    setRemark("");
    setErrors({});
    setError(undefined);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // the time as shown is "now": the server takes its own clock then (no minute lost)
    const body = {
      status,
      place,
      remark,
      ...(at && at !== shownAt ? { at: new Date(at).toISOString() } : {}),
    };
    const checked = recordScanSchema.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi<{ outcome: string; shipment: AdminShipment }>(
        "POST",
        `/api/admin/shipments/${shipment._id}/events`,
        checked.data,
      );
      setOpen(false);
      toast(
        answer.outcome === "moved"
          ? `Scan recorded: the parcel is ${shipmentStatusWords(answer.shipment.status).toLowerCase()}.`
          : answer.outcome === "duplicate"
            ? "This scan was recorded already."
            : "Scan kept in the timeline; the parcel's status is newer.",
        { tone: answer.outcome === "moved" ? "success" : "info" },
      );
      await revalidator.revalidate();
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      setErrors(fields ?? {});
      setError(failure instanceof Error ? failure.message : "The scan could not be recorded.");
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <p>
        <Button size="sm" variant="secondary" onClick={start}>
          Record a scan<span className="visually-hidden"> of AWB {shipment.awb}</span>
        </Button>
      </p>
    );
  }
  return (
    <form
      className="ship-form ship-scan"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Record a scan"
    >
      <div className="field">
        <label className="field__label" htmlFor={`scan-status-${shipment._id}`}>
          Status
        </label>
        <select
          id={`scan-status-${shipment._id}`}
          name="status"
          className="field__input field__input--select"
          value={status}
          aria-invalid={errors.status ? true : undefined}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">Choose the courier's status</option>
          {scanStatuses.map((value) => (
            <option key={value} value={value}>
              {scanWords[value]}
            </option>
          ))}
        </select>
        {errors.status && (
          <p className="field__error" role="alert">
            Choose the courier's status
          </p>
        )}
      </div>
      <Field
        label="Place (optional)"
        name="place"
        value={place}
        maxLength={120}
        onChange={(event) => setPlace(event.target.value)}
        error={errors.place}
      />
      <Field
        label="Remark (optional)"
        name="remark"
        value={remark}
        maxLength={300}
        onChange={(event) => setRemark(event.target.value)}
        error={errors.remark}
      />
      <Field
        label="Time"
        name="at"
        type="datetime-local"
        value={at}
        onChange={(event) => setAt(event.target.value)}
        error={errors.at}
        hint="Now, unless the courier scanned it earlier"
      />
      <FormError message={error} />
      <div className="ship-form__actions">
        <Button type="submit" size="sm" busy={busy} busyText="Recording...">
          Record scan
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
