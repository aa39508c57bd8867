// One subscription as the admin opens it (/admin-subscriptions?subscription=id): its state, terms and
// where it goes; its lines at their subscribe-and-save prices; each charge with the order it made
// (a link to the order); its timeline; and the admin's steps: cancel on the shopper's behalf (asked
// first), and in development with the sandbox provider, charge the next cycle now.
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatDate, formatDateTime } from "../../../core/dates.ts";
import { formatRupees, fromRupees } from "../../../core/money.ts";
import { orderLabel } from "../../../core/order-status.ts";
import { cadenceLabel, endedSubscriptionStatuses } from "../../../core/subscriptions.ts";
import type { WebServices } from "../../../server/http/web-services.ts";
import { Button } from "../../components/button.tsx";
import { useToast } from "../../components/toast.tsx";
import { callApi } from "../../shared/api.ts";
import { FormError } from "../../shared/field.tsx";
import { SubscriptionStatusBadge } from "./status-badge.tsx";

export type SubscriptionView = NonNullable<Awaited<ReturnType<WebServices["admin"]["subscriptions"]["one"]>>>;

const rupees = (amount: number) => formatRupees(fromRupees(amount));

const outcomeNames: Record<string, string> = {
  ordered: "Order made",
  refunded: "Refunded, no order",
};

export function SubscriptionDetail({ entry, canChargeNow }: { entry: SubscriptionView; canChargeNow: boolean }) {
  const ended = endedSubscriptionStatuses.includes(entry.status);
  const address = entry.shippingAddress;
  return (
    <section className="dashboard-card subscription-detail" aria-labelledby="subscription-heading">
      <div className="dashboard-card__head">
        <h2 id="subscription-heading" className="dashboard-card__title">
          Subscription S-{entry.number}
        </h2>
        <SubscriptionStatusBadge status={entry.status} />
      </div>
      <dl className="admin-order__facts subscription-detail__facts">
        <div>
          <dt>Delivery</dt>
          <dd>{cadenceLabel(entry.everyMonths)}</dd>
        </div>
        <div>
          <dt>Per delivery</dt>
          <dd>
            {rupees(entry.amount)}
            {entry.shipping > 0 ? ` (shipping ${rupees(entry.shipping)})` : ""}
          </dd>
        </div>
        <div>
          <dt>Next charge</dt>
          <dd>
            {entry.nextChargeAt ? formatDate(entry.nextChargeAt) : "–"}
            {entry.skippedChargeAt ? ` (skips ${formatDate(entry.skippedChargeAt)})` : ""}
          </dd>
        </div>
        <div>
          <dt>Deliveries paid</dt>
          <dd>{entry.paidCount}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatDate(entry.createdAt)}</dd>
        </div>
        {entry.cancelledAt && (
          <div>
            <dt>Ended</dt>
            <dd>{formatDate(entry.cancelledAt)}</dd>
          </div>
        )}
      </dl>
      <div className="subscription-detail__columns">
        <div className="subscription-detail__block">
          <h3 className="admin-order__title">Deliver to</h3>
          <address className="admin-order__address">
            {entry.recipient.firstName} {entry.recipient.lastName}
            <br />
            {address.addressLine1}
            {address.addressLine2 ? `, ${address.addressLine2}` : ""}
            <br />
            {address.city}, {address.state} {address.zipCode}
            {entry.recipient.phone && (
              <>
                <br />
                <a href={`tel:+91${entry.recipient.phone}`}>{entry.recipient.phone}</a>
              </>
            )}
          </address>
        </div>
        <div className="subscription-detail__block">
          <h3 className="admin-order__title">Each delivery</h3>
          <ul className="plain-list admin-list">
            {entry.lines.map((line) => (
              <li key={line.variantId}>
                <span>
                  {line.name}
                  {line.variantname ? ` (${line.variantname})` : ""} × {line.quantity}
                </span>
                <span>
                  {rupees(line.unitPrice * line.quantity)}
                  {line.discountPercent > 0 ? ` · ${line.discountPercent}% off` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="subscription-detail__block">
        <h3 className="admin-order__title">Charges</h3>
        {entry.charges.length === 0 ? (
          <p className="dashboard-muted">No charge yet.</p>
        ) : (
          <ul className="plain-list admin-list">
            {entry.charges.map((charge) => (
              <li key={charge.id}>
                <span>
                  {formatDateTime(charge.chargedAt)} · {rupees(charge.amount)} ·{" "}
                  {outcomeNames[charge.outcome] ?? charge.outcome}
                </span>
                <span>
                  {charge.orderNumber !== null ? (
                    <Link to={`/admin-view-orders?search=${charge.orderNumber}`}>
                      Order {orderLabel(charge.orderNumber)}
                    </Link>
                  ) : (
                    <span className="dashboard-muted">{charge.paymentId}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="subscription-detail__block">
        <h3 className="admin-order__title">Timeline</h3>
        <ol className="status-history plain-list">
          {entry.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is read whole; two notes may share a time
            <li key={index}>
              {formatDateTime(event.at)} · {event.note}
            </li>
          ))}
        </ol>
      </div>
      {!ended && <SubscriptionActions entry={entry} canChargeNow={canChargeNow && entry.status === "active"} />}
    </section>
  );
}

/** Cancel (asked first), and the sandbox's charge now; each posts to the admin API and reads the page again. */
function SubscriptionActions({ entry, canChargeNow }: { entry: SubscriptionView; canChargeNow: boolean }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"cancel" | "charge" | null>(null);
  const [error, setError] = useState<string>();

  async function post(step: "cancel" | "charge-now", done: (answer: ChargeAnswer) => string) {
    setBusy(step === "cancel" ? "cancel" : "charge");
    setError(undefined);
    try {
      const answer = await callApi<ChargeAnswer>("POST", `/api/admin/subscriptions/${entry.id}/${step}`);
      toast(done(answer), { tone: "success" });
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That did not work. Try again.");
    } finally {
      setBusy(null);
    }
  }

  function cancel() {
    const question = `Cancel subscription S-${entry.number} for ${entry.recipient.firstName}? The mandate stops at once and no further delivery is charged.`;
    if (!window.confirm(question)) return;
    void post("cancel", () => `Subscription S-${entry.number} cancelled.`);
  }

  return (
    <div className="dashboard-form">
      <FormError message={error} />
      <div className="dashboard-form__buttons">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          busy={busy === "cancel"}
          busyText="Cancelling..."
          disabled={busy !== null}
          onClick={cancel}
        >
          Cancel subscription
        </Button>
        {canChargeNow && (
          <Button
            type="button"
            size="sm"
            busy={busy === "charge"}
            busyText="Charging..."
            disabled={busy !== null}
            onClick={() =>
              void post("charge-now", (answer) =>
                answer.outcome === "ordered"
                  ? `Charged: order ${orderLabel(answer.subscription?.charges[0]?.orderNumber ?? null)} is made.`
                  : "Charged, but refunded: no order made (see the timeline).",
              )
            }
          >
            Charge now (sandbox)
          </Button>
        )}
      </div>
      {canChargeNow && (
        <p className="dashboard-muted">Development only: the sandbox's mandate charges the next delivery now.</p>
      )}
    </div>
  );
}

/** The answer of charge now (cancel answers the subscription without an outcome). */
type ChargeAnswer = { outcome?: string; subscription?: { charges: Array<{ orderNumber: number | null }> } };
