// "Cancel shipment" on a booked parcel (the admin's order detail): a wrong weight, another courier,
// a shopper who changed their mind before the pickup. A confirm step first (it asks Shiprocket to
// cancel, or, for the manual courier, records the owner's word), with an optional reason for the
// order's history; the server's refusal (picked up meanwhile: return to origin) shows in place. After
// it the order is processing again and the order detail offers Ship (server: shipping/cancel.ts).
import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { cancelShipmentSchema } from "../../core/schemas/shipping.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { AdminShipment } from "./ship-types.ts";

export function CancelShipment({ shipment }: { shipment: AdminShipment }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  const noteId = useId();
  if (shipment.status !== "booked") return null;
  const parcel = `${shipment.courierName}${shipment.awb ? `, AWB ${shipment.awb}` : ""}`;

  function start() {
    setReason("");
    setFieldError(undefined);
    setError(undefined);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = cancelShipmentSchema.safeParse({ reason });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setError(undefined);
    try {
      await callApi("POST", `/api/admin/shipments/${shipment._id}/cancel`, checked.data);
      setOpen(false);
      toast(`The parcel (${parcel}) is cancelled; the order is processing again, ready to ship.`, { tone: "success" });
      await revalidator.revalidate();
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      setFieldError(fields?.reason);
      setError(failure instanceof Error ? failure.message : "The shipment could not be cancelled.");
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <p>
        <Button size="sm" variant="secondary" onClick={start}>
          Cancel shipment<span className="visually-hidden"> AWB {shipment.awb}</span>
        </Button>
      </p>
    );
  }
  return (
    <form
      className="ship-form ship-cancel"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Cancel shipment"
      aria-describedby={noteId}
    >
      <p id={noteId} className="ship-form__note">
        Cancel the parcel with {parcel}?{" "}
        {shipment.provider === "manual"
          ? "Tell the courier yourself; the shop records your word."
          : "Shiprocket is asked to cancel it; a parcel already picked up cannot be."}{" "}
        The order goes back to processing, its stock still held, to be shipped again or cancelled.
      </p>
      <Field
        label="Reason (optional)"
        name="reason"
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError}
        hint="For the order's history, e.g. booked at the wrong weight"
      />
      <FormError message={error} />
      <div className="ship-form__actions">
        <Button type="submit" size="sm" busy={busy} busyText="Cancelling...">
          Confirm cancel<span className="visually-hidden"> of AWB {shipment.awb}</span>
        </Button>
        <Button type="button" size="sm" variant="quiet" onClick={() => setOpen(false)}>
          Keep shipment
        </Button>
      </div>
    </form>
  );
}
