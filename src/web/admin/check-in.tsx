// An order's parcel back at the shop (returned to origin), checked in on the admin's order page:
// each line restocked or written off with the reason, once (POST /api/admin/shipments/{id}/check-in).
// Shown only for a refused or returned order whose parcel came back; lines already decided say so.
import { type FormEvent, useEffect, useState } from "react";
import { type CheckInDecision, checkInDecisionNames, checkInMessages } from "../../core/schemas/check-in.ts";
import type { ParcelCheckIn } from "../../server/features/shipping/check-in.ts";
import { Button } from "../components/button.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError, FormNotice } from "../shared/field.tsx";

type Choice = { decision?: CheckInDecision; reason: string };

function decided(line: ParcelCheckIn["lines"][number]): string {
  if (line.decision === "restock") return `Restocked ${line.units}`;
  if (line.decision === "write_off") return `Written off ${line.units}: ${line.reason ?? ""}`;
  return "Stock already back";
}

export function ParcelCheckInBlock({ orderId, orderStatus }: { orderId: string; orderStatus: string }) {
  const [checkIn, setCheckIn] = useState<ParcelCheckIn | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const back = orderStatus === "refused" || orderStatus === "returned";

  useEffect(() => {
    if (!back) return;
    callApi<{ checkIn: ParcelCheckIn | null }>("GET", `/api/admin/orders/${orderId}/check-in`)
      .then((answer) => setCheckIn(answer.checkIn))
      .catch(() => setCheckIn(null));
  }, [orderId, back]);

  if (!checkIn) return null;
  const open = checkIn.lines.filter((line) => line.decision === null && line.held > 0);
  const choose = (id: string, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [id]: { reason: "", ...current[id], ...change } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!checkIn) return;
    const lines = open
      .filter((line) => choices[line.orderItemId]?.decision)
      .map((line) => ({ orderItemId: line.orderItemId, ...choices[line.orderItemId] }));
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi<{ checkIn: ParcelCheckIn }>(
        "POST",
        `/api/admin/shipments/${checkIn.shipmentId}/check-in`,
        { lines },
      );
      setCheckIn(answer.checkIn);
      setErrors({});
      setNotice(checkInMessages.done);
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      // lines.{index}.reason → the line's own field
      const ours: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields ?? {})) {
        const index = Number(path.split(".")[1]);
        const line = lines[index];
        if (line) ours[line.orderItemId] = message;
      }
      setErrors(ours);
      setError(failure instanceof Error ? failure.message : checkInMessages.lines);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-order__block admin-order__block--wide" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading" className="admin-order__title">
        Parcel check-in
      </h2>
      <p className="dashboard-muted">
        Back from {checkIn.courierName}
        {checkIn.awb ? ` (AWB ${checkIn.awb})` : ""}. Restock what can be sold again; write off the rest.
      </p>
      <FormNotice message={notice} />
      <ul className="plain-list admin-list">
        {checkIn.lines
          .filter((line) => line.decision !== null || line.held === 0)
          .map((line) => (
            <li key={line.orderItemId}>
              <span>
                {line.name} ({line.variantname})
              </span>
              <span>{decided(line)}</span>
            </li>
          ))}
      </ul>
      {open.length > 0 ? (
        <form className="check-in" onSubmit={(event) => void submit(event)} noValidate>
          {open.map((line) => {
            const choice = choices[line.orderItemId];
            return (
              <fieldset key={line.orderItemId} className="check-in__line">
                <legend className="field__label">
                  {line.name} ({line.variantname}) × {line.held}
                </legend>
                <div className="check-in__choices">
                  {(Object.keys(checkInDecisionNames) as CheckInDecision[]).map((decision) => (
                    <label key={decision} className="dashboard-check">
                      <input
                        type="radio"
                        name={`decision-${line.orderItemId}`}
                        checked={choice?.decision === decision}
                        onChange={() => choose(line.orderItemId, { decision })}
                      />
                      {checkInDecisionNames[decision]}
                    </label>
                  ))}
                </div>
                {choice?.decision === "write_off" ? (
                  <Field
                    label="Reason"
                    name={`reason-${line.orderItemId}`}
                    value={choice.reason}
                    maxLength={200}
                    onChange={(event) => choose(line.orderItemId, { reason: event.target.value })}
                    error={errors[line.orderItemId]}
                  />
                ) : null}
              </fieldset>
            );
          })}
          <FormError message={error} />
          <div>
            <Button
              type="submit"
              busy={busy}
              busyText="Checking in..."
              disabled={open.every((line) => !choices[line.orderItemId]?.decision)}
            >
              Check in parcel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
