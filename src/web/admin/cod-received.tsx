// A manual courier's delivered COD order on the admin's order detail: its cash marked received by
// hand with the UTR or receipt number (POST /api/admin/orders/{orderId}/cod-received), recorded like a
// line of a courier's remittance report; the page's data is read again afterwards.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { codReceivedSchema } from "../../core/schemas/cod.ts";
import { Button } from "../components/button.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import { typedValue, withNumbers } from "./typed-value.ts";

type Fields = "reference" | "amount" | "deductions" | "receivedOn";

export function CodReceivedForm({ orderId, expected }: { orderId: string; expected: number }) {
  const [values, setValues] = useState<Record<Fields, string>>({
    reference: "",
    amount: expected.toFixed(2),
    deductions: "",
    receivedOn: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setErrors({});
    try {
      // typed amounts go as JSON numbers; a field left empty is not sent
      const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
      await callApi("POST", `/api/admin/orders/${orderId}/cod-received`, withNumbers(codReceivedSchema, filled));
      void revalidator.revalidate();
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else setError(failure instanceof Error ? failure.message : "Not saved.");
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Fields) => ({
    name: `${name}-${orderId}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string; inputMode?: string } }) =>
      setValues((current) => ({ ...current, [name]: typedValue(event.target) })),
  });
  return (
    <form className="check-in" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="check-in__subtitle">Mark cash received</h3>
      <p className="dashboard-muted">
        The courier collected {`₹${expected.toFixed(2)}`} at the door. Record what reached the shop's bank.
      </p>
      <Field label="UTR or receipt number" {...field("reference")} autoComplete="off" />
      <Field label="Amount received (₹)" {...field("amount")} inputMode="decimal" />
      <Field
        label="Kept by the courier (₹)"
        {...field("deductions")}
        inputMode="decimal"
        hint="Its fee or freight; leave empty for none."
      />
      <Field label="Received on" {...field("receivedOn")} type="date" hint="Today when left empty." />
      <FormError message={error} />
      <div>
        <Button type="submit" size="sm" busy={busy} busyText="Saving...">
          Mark cash received
        </Button>
      </div>
    </form>
  );
}
