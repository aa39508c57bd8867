// The admin order's Refunds box: what the order paid, refunded and can still refund, each refund
// (where it went, its state, a UPI payout's UTR, its credit note), a UPI payout marked done with its
// UTR, and the goodwill refund form (amount in ₹, reason, where the money goes). One Idempotency-Key
// per filled form, so a double click refunds once.
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { formatRupeesExact, fromRupees } from "../../core/money.ts";
import { type RefundDestination, refundDestinationNames } from "../../core/schemas/refunds.ts";
import type { RefundAnswer } from "../../server/features/refunds/service.ts";
import { Button } from "../components/button.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError, FormNotice, SelectField } from "../shared/field.tsx";

type Refunds = {
  paid: number;
  refunded: number;
  refundable: number;
  refunds: Array<RefundAnswer & { retried: boolean }>;
};

const money = (rupees: number) => formatRupeesExact(fromRupees(rupees));

async function postRefund(orderId: string, key: string, body: unknown) {
  const response = await fetch(`/api/admin/orders/${orderId}/refunds`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as { error?: { message?: string; fields?: object } } | null;
  if (!response?.ok) {
    throw new ApiError(answer?.error?.message ?? "The refund could not be made. Try again.", response?.status ?? 0);
  }
}

export function RefundsBox({ orderId, prepaid, member }: { orderId: string; prepaid: boolean; member: boolean }) {
  const [data, setData] = useState<Refunds | null>(null);
  const reload = useCallback(() => {
    callApi<Refunds>("GET", `/api/admin/orders/${orderId}/refunds`)
      .then(setData)
      .catch(() => setData(null));
  }, [orderId]);
  useEffect(reload, [reload]);
  if (!data) return null;
  return (
    <section className="admin-order__block admin-order__block--wide" aria-labelledby={`refunds-${orderId}`}>
      <h2 id={`refunds-${orderId}`} className="admin-order__title">
        Refunds
      </h2>
      <p className="dashboard-muted">
        Paid {money(data.paid)} · refunded {money(data.refunded)} · refundable {money(data.refundable)}
      </p>
      {data.refunds.length > 0 ? (
        <ul className="plain-list admin-list">
          {data.refunds.map((refund) => (
            <li key={refund._id}>
              <span>
                {money(refund.amount)} · {refundDestinationNames[refund.refundTo]} · {refund.reason}
              </span>
              <span>
                {refund.status}
                {refund.status === "failed" && refund.failureReason ? `: ${refund.failureReason}` : ""}
                {refund.utr ? ` (UTR ${refund.utr})` : ""}
                {refund.creditNote ? (
                  <>
                    {" · "}
                    <a href={`/api/orders/${orderId}/credit-notes/${refund.creditNote.id}.pdf`}>
                      Credit note {refund.creditNote.number}
                    </a>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {data.refunds
        .filter(
          (refund) => refund.status === "failed" && refund.refundTo === "source" && !refund.returnId && !refund.retried,
        )
        .map((refund) => (
          <RetryForm key={refund._id} refund={refund} onDone={reload} />
        ))}
      {data.refunds
        .filter((refund) => refund.payoutStatus === "pending" && refund.status === "pending")
        .map((refund) => (
          <PayoutForm key={refund._id} refund={refund} onDone={reload} />
        ))}
      {data.refundable > 0 ? (
        <GoodwillForm orderId={orderId} prepaid={prepaid} member={member} onDone={reload} />
      ) : null}
    </section>
  );
}

function GoodwillForm(props: { orderId: string; prepaid: boolean; member: boolean; onDone: () => void }) {
  const choices: RefundDestination[] = [
    props.prepaid ? "source" : "upi",
    ...(props.member ? ["store_credit" as const] : []),
  ];
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [to, setTo] = useState<RefundDestination>(choices[0] ?? "source");
  const [upiId, setUpiId] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const body = { amount: Number(amount), reason, refundTo: to, ...(to === "upi" ? { upiId } : {}) };
      await postRefund(props.orderId, key, body);
      setNotice(`Refund of ₹${amount} made.`);
      setAmount("");
      setReason("");
      setKey(crypto.randomUUID());
      props.onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The refund could not be made.");
    } finally {
      setBusy(false);
    }
  }

  const names = Object.fromEntries(choices.map((choice) => [refundDestinationNames[choice], choice]));
  return (
    <form className="check-in" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="check-in__subtitle">Goodwill refund</h3>
      <Field
        label="Amount (₹)"
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Field
        label="Reason"
        name="reason"
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <SelectField
        label="Refund to"
        name="refundTo"
        options={Object.keys(names)}
        value={refundDestinationNames[to]}
        onChange={(event) => setTo(names[event.target.value] ?? to)}
      />
      {to === "upi" ? (
        <Field label="UPI id" name="upiId" value={upiId} onChange={(event) => setUpiId(event.target.value)} />
      ) : null}
      <FormError message={error} />
      <FormNotice message={notice} />
      <div>
        <Button type="submit" busy={busy} busyText="Refunding...">
          Refund
        </Button>
      </div>
    </form>
  );
}

function PayoutForm({ refund, onDone }: { refund: RefundAnswer; onDone: () => void }) {
  const [utr, setUtr] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await callApi("POST", `/api/admin/refunds/${refund._id}/payout`, { utr });
      onDone();
    } catch (failure) {
      const field = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      setError(field?.utr ?? (failure instanceof Error ? failure.message : "Not saved."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="check-in" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={`UTR of the payout to ${refund.upiId ?? ""}`}
        name={`utr-${refund._id}`}
        value={utr}
        error={error}
        onChange={(event) => setUtr(event.target.value)}
      />
      <div>
        <Button type="submit" size="sm" busy={busy} busyText="Saving...">
          Mark paid out
        </Button>
      </div>
    </form>
  );
}

/** A refund the payment provider refused, asked again (a new refund of the same amount). */
function RetryForm({ refund, onDone }: { refund: RefundAnswer; onDone: () => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await callApi("POST", `/api/admin/refunds/${refund._id}/retry`, {});
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The refund could not be retried.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="check-in" onSubmit={(event) => void submit(event)} noValidate>
      <p className="dashboard-muted">
        The refund of {money(refund.amount)} to the original payment failed. Retry it once the reason is cleared.
      </p>
      <FormError message={error} />
      <div>
        <Button type="submit" size="sm" busy={busy} busyText="Retrying...">
          Retry refund
        </Button>
      </div>
    </form>
  );
}
