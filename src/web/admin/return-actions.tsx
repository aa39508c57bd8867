// The admin's steps on one return (/admin-returns): approve with the reverse pickup (the manual
// courier's name and AWB, or Shiprocket when it is set up), reject with the reason the shopper is
// mailed, and receive (each line restocked or written off, written off by default when its reason or
// the note says damaged), then refund (what it gives back shown on the button). Each
// posts to /api/admin/returns/{id}/… and reloads the list.
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import {
  defaultReceiveDecision,
  type ReceiveDecision,
  type ReturnView,
  receiveDecisions,
} from "../../core/schemas/returns.ts";
import type { CourierProviderName } from "../../core/schemas/shipping.ts";
import { Button } from "../components/button.tsx";
import { useToast } from "../components/toast.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError, TextAreaField } from "../shared/field.tsx";

const decisionNames: Record<ReceiveDecision, string> = { restock: "Restock", write_off: "Write off" };

function useStep(entry: ReturnView) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  async function post(step: string, body: unknown, done: string) {
    setBusy(true);
    setError(undefined);
    try {
      await callApi("POST", `/api/admin/returns/${entry._id}/${step}`, body);
      toast(done, { tone: "success" });
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That did not work.");
      setFields(failure instanceof ApiError ? ((failure.details.fields as Record<string, string>) ?? {}) : {});
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fields, post };
}

const providerNames: Record<CourierProviderName, string> = {
  manual: "Manual courier (booked by phone)",
  shiprocket: "Shiprocket",
};

/** Approve with a reverse pickup, offering only the couriers this shop can book with now. */
export function ApproveReturn({ entry, providers }: { entry: ReturnView; providers: readonly CourierProviderName[] }) {
  const step = useStep(entry);
  const [provider, setProvider] = useState<CourierProviderName>("manual");
  const [courierName, setCourierName] = useState("");
  const [awb, setAwb] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = provider === "manual" ? { provider, courierName, awb } : { provider };
    void step.post("approve", body, `Return ${entry.number} approved; the shopper is mailed the pickup.`);
  };
  return (
    <form className="dashboard-form" onSubmit={submit} noValidate>
      {providers.length > 1 ? (
        <label className="admin-filters__field">
          <span>Reverse pickup</span>
          <select
            className="field__input"
            name={`provider-${entry._id}`}
            value={provider}
            onChange={(event) => setProvider(event.target.value as CourierProviderName)}
          >
            {providers.map((name) => (
              <option key={name} value={name}>
                {providerNames[name]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="dashboard-muted">Reverse pickup: {providerNames.manual}</p>
      )}
      {provider === "manual" && (
        <>
          <Field
            label="Courier"
            name={`courier-${entry._id}`}
            value={courierName}
            onChange={(event) => setCourierName(event.target.value)}
            error={step.fields.courierName}
          />
          <Field
            label="AWB"
            name={`awb-${entry._id}`}
            value={awb}
            onChange={(event) => setAwb(event.target.value)}
            error={step.fields.awb}
          />
        </>
      )}
      <FormError message={step.error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" busy={step.busy} busyText="Booking...">
          Approve and book pickup
        </Button>
      </div>
    </form>
  );
}

export function RejectReturn({ entry }: { entry: ReturnView }) {
  const step = useStep(entry);
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step.post("reject", { reason }, `Return ${entry.number} rejected; the shopper is mailed why.`);
  };
  return (
    <form className="dashboard-form" onSubmit={submit} noValidate>
      <TextAreaField
        label="Reason (mailed to the shopper)"
        name={`reason-${entry._id}`}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={step.fields.reason}
      />
      <FormError message={step.error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" variant="secondary" busy={step.busy} busyText="Rejecting...">
          Reject
        </Button>
      </div>
    </form>
  );
}

export function ReceiveReturn({ entry }: { entry: ReturnView }) {
  const step = useStep(entry);
  const [decisions, setDecisions] = useState<Record<string, ReceiveDecision>>(
    Object.fromEntries(entry.lines.map((line) => [line._id, defaultReceiveDecision(line.reason, entry.note)])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = entry.lines.map((line) => ({
      returnLineId: line._id,
      decision: decisions[line._id] ?? defaultReceiveDecision(line.reason, entry.note),
    }));
    void step.post("receive", { lines }, `Return ${entry.number} received.`);
  };
  return (
    <form className="dashboard-form" onSubmit={submit} noValidate>
      {entry.lines.map((line) => (
        <label key={line._id} className="admin-filters__field">
          <span>
            {line.name} × {line.quantity}
          </span>
          <select
            className="field__input"
            name={`decision-${line._id}`}
            value={decisions[line._id]}
            onChange={(event) =>
              setDecisions((current) => ({ ...current, [line._id]: event.target.value as ReceiveDecision }))
            }
          >
            {receiveDecisions.map((decision) => (
              <option key={decision} value={decision}>
                {decisionNames[decision]}
              </option>
            ))}
          </select>
        </label>
      ))}
      <FormError message={step.error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" busy={step.busy} busyText="Saving...">
          Parcel received
        </Button>
      </div>
    </form>
  );
}

const refundPlaces = { source: "to the original payment", store_credit: "as store credit", upi: "to UPI" } as const;

/** A received return's refund: its lines at what they paid, where the shopper asked, once. */
export function RefundReturn({ entry }: { entry: ReturnView }) {
  const step = useStep(entry);
  if (entry.exchange) return <CompleteExchange entry={entry} step={step} />;
  const amount = entry.refundAmount;
  const place = `${refundPlaces[entry.refundTo]}${entry.refundTo === "upi" && entry.upiId ? ` ${entry.upiId}` : ""}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step.post("refund", undefined, `Return ${entry.number} refunded ${place}; the shopper is mailed.`);
  };
  return (
    <form className="dashboard-form" onSubmit={submit} noValidate>
      <p className="dashboard-muted">
        {amount === undefined
          ? "Its lines cannot be refunded as they are (refunded some other way?)."
          : `Refunds ${formatRupeesExact(fromRupees(amount))} ${place}.`}
      </p>
      <FormError message={step.error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" busy={step.busy} busyText="Refunding..." disabled={amount === undefined}>
          {amount === undefined ? "Refund" : `Refund ${formatRupeesExact(fromRupees(amount))}`}
        </Button>
      </div>
    </form>
  );
}

/**
 * A received exchange whose completion waited at receipt (the new variant out of stock, the provider
 * down): the same refund step completes it (replacement order, difference, payment link; decision 0034).
 */
function CompleteExchange({ entry, step }: { entry: ReturnView; step: ReturnType<typeof useStep> }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step.post("refund", undefined, `Exchange ${entry.number} completed; the shopper is mailed.`);
  };
  return (
    <form className="dashboard-form" onSubmit={submit} noValidate>
      <p className="dashboard-muted">
        The replacement order could not be placed when the parcel came back (see the timeline). Try again.
      </p>
      <FormError message={step.error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" busy={step.busy} busyText="Completing...">
          Complete exchange
        </Button>
      </div>
    </form>
  );
}
