// One gift card as the admin opens it (/admin-gift-cards?card=id, decision 0062): its code masked to
// its last four, value and balance, who bought it for whom, when it was sent and expires, the message;
// its ledger (issued, spent with the order it paid, given back, refund), newest first; and the admin's
// steps: disable it with a reason (asked first; its balance stays on it) or enable it again.
import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatDate, formatDateTime } from "../../../core/dates.ts";
import { formatRupees } from "../../../core/money.ts";
import { orderLabel } from "../../../core/order-status.ts";
import { disableGiftCardSchema } from "../../../core/schemas/gift-cards.ts";
import type { WebServices } from "../../../server/http/web-services.ts";
import { Button } from "../../components/button.tsx";
import { useToast } from "../../components/toast.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field, FormError } from "../../shared/field.tsx";
import { GiftCardStatusBadge, sentLabel } from "./gift-card-list.tsx";

export type GiftCardView = NonNullable<Awaited<ReturnType<WebServices["admin"]["giftCards"]["one"]>>>;
type Entry = GiftCardView["ledger"][number];

/** A ledger entry's kind in the admin's words. */
export const ledgerKindNames: Record<Entry["kind"], string> = {
  issued: "Issued",
  spent: "Spent",
  spend_reversed: "Given back",
  refund: "Refund",
  adjustment: "Adjustment",
};

/** +₹500 for a credit, −₹250 for a debit. */
function signed(amount: number): string {
  return amount < 0 ? `−${formatRupees(-amount)}` : `+${formatRupees(amount)}`;
}

export function GiftCardDetail({ entry }: { entry: GiftCardView }) {
  const card = entry.giftCard;
  return (
    <section className="dashboard-card gift-card-detail" aria-labelledby="gift-card-heading">
      <div className="dashboard-card__head">
        <h2 id="gift-card-heading" className="dashboard-card__title">
          Gift card G-{card.number}
        </h2>
        <GiftCardStatusBadge card={card} />
      </div>
      <dl className="admin-order__facts subscription-detail__facts">
        <div>
          <dt>Code</dt>
          <dd className="gift-card-code">{card.code ?? "Not sent yet"}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{formatRupees(card.amount)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{formatRupees(card.balance)}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{sentLabel(card)}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{card.expiresAt ? formatDate(card.expiresAt) : "–"}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{card.source === "goodwill" ? "Goodwill (issued by the shop)" : "Bought"}</dd>
        </div>
      </dl>
      <div className="subscription-detail__columns">
        <div className="subscription-detail__block">
          <h3 className="admin-order__title">Recipient</h3>
          <p>
            {card.recipientName}
            <br />
            <span className="admin-table__email">{card.recipientEmail}</span>
          </p>
          {card.message && <p className="gift-card-detail__message">“{card.message}”</p>}
        </div>
        <div className="subscription-detail__block">
          <h3 className="admin-order__title">{card.source === "goodwill" ? "Issued by" : "Bought by"}</h3>
          <p>
            {card.buyerName}
            <br />
            <span className="admin-table__email">{card.buyerEmail}</span>
          </p>
          {card.disabledReason && (
            <p>
              <strong>Disabled:</strong> {card.disabledReason}
            </p>
          )}
        </div>
      </div>
      <div className="subscription-detail__block">
        <h3 className="admin-order__title">Ledger</h3>
        {entry.ledger.length === 0 ? (
          <p className="dashboard-muted">Nothing on the card yet: it is issued when it is sent.</p>
        ) : (
          <ul className="plain-list admin-list gift-card-ledger">
            {entry.ledger.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the ledger is read whole; two entries may share a time
              <li key={index}>
                <span>
                  {formatDateTime(line.createdAt)} · {ledgerKindNames[line.kind] ?? line.kind}
                  {line.orderId !== null && line.orderNumber !== null && (
                    <>
                      {" · "}
                      <Link to={`/admin-view-orders?search=${line.orderNumber}`}>
                        Order {orderLabel(line.orderNumber)}
                      </Link>
                    </>
                  )}
                  <br />
                  <span className="dashboard-muted">{line.note}</span>
                </span>
                <span className="admin-table__amount">{signed(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {(card.status === "active" || card.status === "disabled") && <GiftCardActions entry={entry} />}
    </section>
  );
}

/** Disable (a reason, asked first) or enable; each posts to the admin API and reads the page again. */
function GiftCardActions({ entry }: { entry: GiftCardView }) {
  const card = entry.giftCard;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function post(step: "disable" | "enable", body: unknown, done: string) {
    setBusy(true);
    setError(undefined);
    try {
      await callApi("POST", `/api/admin/gift-cards/${card.id}/${step}`, body);
      toast(done, { tone: "success" });
      setReason("");
      await revalidator.revalidate();
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      if (fields?.reason) setReasonError(fields.reason);
      else setError(failure instanceof Error ? failure.message : "That did not work. Try again.");
    } finally {
      setBusy(false);
    }
  }

  function disable(event: FormEvent) {
    event.preventDefault();
    const checked = disableGiftCardSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    const question = `Disable gift card G-${card.number}? It can no longer pay; its balance of ${formatRupees(card.balance)} stays on it until it is enabled again.`;
    if (!window.confirm(question)) return;
    void post("disable", { reason }, `Gift card G-${card.number} disabled.`);
  }

  function enable() {
    if (!window.confirm(`Enable gift card G-${card.number} again? It can pay once more.`)) return;
    void post("enable", undefined, `Gift card G-${card.number} enabled.`);
  }

  if (card.status === "disabled") {
    return (
      <div className="dashboard-form">
        <FormError message={error} />
        <div className="dashboard-form__buttons">
          <Button type="button" size="sm" busy={busy} busyText="Enabling..." onClick={enable}>
            Enable gift card
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className="dashboard-form admin-form" onSubmit={disable} noValidate>
      <Field
        label="Reason for disabling"
        name="reason"
        value={reason}
        maxLength={200}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
        error={reasonError}
        hint="Kept on the card and shown here. Its balance stays on it."
      />
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button type="submit" size="sm" variant="secondary" busy={busy} busyText="Disabling...">
          Disable gift card
        </Button>
      </div>
    </form>
  );
}
