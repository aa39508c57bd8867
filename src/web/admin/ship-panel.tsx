// The Ship panel of one order: the courier (manual: its name, the AWB and a tracking link; Shiprocket
// finds those itself), the parcel's weight and box prefilled with what the server would use, and the
// e-way bill number when the parcel needs one (the server's answer, core/eway-bill.ts, with the
// threshold it names). The server's refusals (not ready, a field, the
// courier's own reason) stay in the panel; a booking closes it and the order shows its shipment.

import { type FormEvent, useEffect, useState } from "react";
import { formatRupees, fromRupees } from "../../core/money.ts";
import { orderLabel } from "../../core/order-status.ts";
import type { CourierProviderName } from "../../core/schemas/shipping.ts";
import { Button } from "../components/button.tsx";
import { Drawer } from "../components/drawer.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import { bookParcel, type ShipValues } from "./ship-request.ts";
import type { AdminShipment } from "./ship-types.ts";

interface ParcelSuggestion {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  valueWithTax: number;
  interState: boolean;
  ewayBillRequired: boolean;
  /** Rupees: the parcel settings' threshold. */
  ewayBillThreshold: number;
}

export interface ShipPanelProps {
  order: { _id: string; number: number | null };
  providers: readonly CourierProviderName[];
  open: boolean;
  onClose: () => void;
  onBooked: (shipment: AdminShipment) => void;
}

export const providerLabels: Record<CourierProviderName, string> = {
  manual: "Manual (India Post, a local courier)",
  shiprocket: "Shiprocket",
};

export function ShipPanel({ order, providers, open, onClose, onBooked }: ShipPanelProps) {
  const [values, setValues] = useState<ShipValues>(() => ({
    provider: providers.includes("shiprocket") ? "shiprocket" : "manual",
    courierName: "",
    awb: "",
    trackingUrl: "",
    weightGrams: "",
    lengthCm: "",
    breadthCm: "",
    heightCm: "",
    ewayBillNo: "",
  }));
  const [suggestion, setSuggestion] = useState<ParcelSuggestion | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    callApi<{ parcel: ParcelSuggestion }>("GET", `/api/admin/orders/${order._id}/parcel`)
      .then(({ parcel }) => {
        if (!current) return;
        setSuggestion(parcel);
        // the server's defaults, unless the admin typed over them already
        setValues((typed) => ({
          ...typed,
          weightGrams: typed.weightGrams || String(parcel.weightGrams),
          lengthCm: typed.lengthCm || String(parcel.lengthCm),
          breadthCm: typed.breadthCm || String(parcel.breadthCm),
          heightCm: typed.heightCm || String(parcel.heightCm),
        }));
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof ApiError ? failure.message : "The parcel could not be read.");
      });
    return () => {
      current = false;
    };
  }, [open, order._id]);

  const set = (name: keyof ShipValues) => (event: { target: { value: string } }) => {
    setValues((typed) => ({ ...typed, [name]: event.target.value }));
    setErrors((shown) => ({ ...shown, [name]: "" }));
  };
  const field = (name: keyof ShipValues) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  const manual = values.provider === "manual";
  const ewayBill = ewayBillField(suggestion, Boolean(errors.ewayBillNo));
  const shownFields = [
    ...(manual ? ["courierName", "awb", "trackingUrl"] : []),
    ...["weightGrams", "lengthCm", "breadthCm", "heightCm", "ewayBillNo"],
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await bookParcel(order._id, values);
      if (outcome.booked) {
        onBooked(outcome.shipment);
        return;
      }
      setErrors(outcome.fields);
      // a refusal already shown under its field is not repeated at the foot of the form
      const underAField = Object.keys(outcome.fields).some((name) => shownFields.includes(name));
      setError(underAField ? undefined : outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Drawer open={open} onClose={onClose} title={`Ship order ${orderLabel(order.number)}`} className="ship-drawer">
      <form className="ship-form" onSubmit={submit} noValidate>
        <fieldset className="ship-form__group">
          <legend className="field__label">Courier service</legend>
          {providers.map((provider) => (
            <label key={provider} className="ship-choice">
              <input
                type="radio"
                name="provider"
                value={provider}
                checked={values.provider === provider}
                onChange={set("provider")}
              />
              <span>{providerLabels[provider]}</span>
            </label>
          ))}
        </fieldset>
        {manual ? (
          <>
            <Field label="Courier name" autoComplete="off" placeholder="India Post" {...field("courierName")} />
            <Field label="AWB (tracking number)" autoComplete="off" {...field("awb")} />
            <Field
              label="Tracking link (optional)"
              type="url"
              inputMode="url"
              placeholder="https://"
              {...field("trackingUrl")}
            />
          </>
        ) : (
          <p className="ship-form__note">
            Shiprocket assigns the courier and the AWB, schedules the pickup and makes the label.
          </p>
        )}
        <fieldset className="ship-form__group">
          <legend className="field__label">Parcel</legend>
          <div className="ship-form__sizes">
            <Field label="Weight (g)" inputMode="numeric" {...field("weightGrams")} />
            <Field label="Length (cm)" inputMode="numeric" {...field("lengthCm")} />
            <Field label="Breadth (cm)" inputMode="numeric" {...field("breadthCm")} />
            <Field label="Height (cm)" inputMode="numeric" {...field("heightCm")} />
          </div>
        </fieldset>
        {ewayBill && (
          <Field
            label={ewayBill === "optional" ? "E-way bill number (optional)" : "E-way bill number"}
            inputMode="numeric"
            autoComplete="off"
            hint={ewayBillHint(ewayBill, suggestion?.ewayBillThreshold)}
            {...field("ewayBillNo")}
          />
        )}
        <FormError message={error} />
        <div className="ship-form__actions">
          <Button type="submit" busy={busy} busyText="Booking...">
            Book shipment
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Drawer>
  );
}

/**
 * The e-way bill field: asked for when the parcel needs one (or the server said so), offered when
 * it leaves the state worth more than the threshold but its stones and jewellery need none
 * (the owner may have made one anyway), else not shown.
 */
function ewayBillField(suggestion: ParcelSuggestion | null, refused: boolean): "required" | "optional" | null {
  if (refused || suggestion?.ewayBillRequired) return "required";
  if (suggestion?.interState && suggestion.valueWithTax > suggestion.ewayBillThreshold) return "optional";
  return null;
}

function ewayBillHint(field: "required" | "optional", thresholdRupees: number | undefined): string {
  const threshold = thresholdRupees === undefined ? "the threshold" : formatRupees(fromRupees(thresholdRupees));
  return field === "required"
    ? `This parcel leaves the state with goods worth more than ${threshold} with tax, stones and jewellery not counted: it travels with an e-way bill.`
    : "Stones and jewellery (HSN chapter 71) need no e-way bill (CGST rule 138(14)). Enter one only if you made one.";
}
