// My Account → Subscriptions (issue 33): each subscription with its lines, what the next delivery
// charges and when, and one click each to skip the next delivery, pause, resume or cancel (no
// retention maze: the Dark Patterns Guidelines 2023 ban interface interference). Deliveries to come
// may go to another saved address. The pre-debit mail's links land here with the action asked
// (?subscription=&do=skip|cancel), shown on that subscription for one more click.
import { useState } from "react";
import { Link } from "react-router";
import { fromRupees } from "../../../core/money.ts";
import { cadenceLabel, type SubscriptionStatus, subscriptionStatusNames } from "../../../core/subscriptions.ts";
import { Button } from "../../components/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { callApi } from "../../shared/api.ts";
import { dayIn } from "./when.ts";

export interface SubscriptionView {
  id: string;
  number: number;
  status: SubscriptionStatus;
  everyMonths: number;
  /** Rupees per delivery. */
  amount: number;
  nextChargeAt: string | null;
  skippedChargeAt: string | null;
  paidCount: number;
  shippingAddress: { addressLine1: string; city: string; zipCode: string };
  lines: Array<{ name: string; variantname: string; quantity: number; unitPrice: number; discountPercent: number }>;
}

type Action = "skip" | "pause" | "resume" | "cancel";

const actionWords: Record<Action, { label: string; busy: string; done: string }> = {
  skip: { label: "Skip next delivery", busy: "Skipping...", done: "The next delivery is skipped." },
  pause: { label: "Pause", busy: "Pausing...", done: "Paused: nothing is charged until you resume." },
  resume: { label: "Resume", busy: "Resuming...", done: "Resumed." },
  cancel: { label: "Cancel subscription", busy: "Cancelling...", done: "Cancelled. Nothing more will be charged." },
};

function SubscriptionCard({
  initial,
  focus,
  ask,
  addresses,
}: {
  initial: SubscriptionView;
  focus: boolean;
  ask: Action | null;
  addresses: ReadonlyArray<{ id: string; label: string }>;
}) {
  const { t, money, language } = useI18n();
  const data = language === "en" ? undefined : "en";
  const [subscription, setSubscription] = useState(initial);
  const [busy, setBusy] = useState<Action | "address" | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [asked, setAsked] = useState<Action | null>(ask);
  const [addressId, setAddressId] = useState("");
  const live = ["authenticated", "active", "pending", "paused"].includes(subscription.status);
  const skipped = subscription.skippedChargeAt !== null;

  async function run(action: Action) {
    if (busy) return;
    setBusy(action);
    setSaid(null);
    try {
      const answer = await callApi<{ subscription: SubscriptionView }>(
        "POST",
        `/api/subscriptions/${subscription.id}/${action}`,
        {},
      );
      setSubscription(answer.subscription);
      setSaid(t(actionWords[action].done));
      setAsked(null);
    } catch (error) {
      setSaid(t(error instanceof Error ? error.message : "That did not work. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  async function moveTo() {
    if (busy || !addressId) return;
    setBusy("address");
    setSaid(null);
    try {
      const answer = await callApi<{ subscription: SubscriptionView }>(
        "PUT",
        `/api/subscriptions/${subscription.id}/address`,
        { shippingAddress: { addressId } },
      );
      setSubscription(answer.subscription);
      setSaid(t("The deliveries to come go to the new address."));
    } catch (error) {
      setSaid(t(error instanceof Error ? error.message : "That did not work. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  const button = (action: Action, variant: "primary" | "secondary" = "secondary") => (
    <Button
      size="sm"
      variant={variant}
      busy={busy === action}
      busyText={t(actionWords[action].busy)}
      disabled={busy !== null}
      onClick={() => run(action)}
    >
      {t(actionWords[action].label)}
    </Button>
  );

  return (
    <article className="subscription-card" data-focus={focus} aria-labelledby={`subscription-${subscription.id}`}>
      <div className="subscription-card__head">
        <h3 id={`subscription-${subscription.id}`} className="subscription-card__title">
          {t("Subscription S-{number}", { number: String(subscription.number) })}
        </h3>
        <span className="subscription-card__status">
          {skipped && subscription.status === "paused"
            ? t("Next delivery skipped")
            : t(subscriptionStatusNames[subscription.status])}
        </span>
      </div>
      <p className="subscription-card__lines" lang={data}>
        {subscription.lines
          .map((line) => `${line.quantity} × ${line.name}${line.variantname ? ` (${line.variantname})` : ""}`)
          .join(", ")}
      </p>
      {language === "en" ? (
        <p className="subscription-card__next">
          {money(fromRupees(subscription.amount))} {cadenceLabel(subscription.everyMonths)}
          {subscription.nextChargeAt && live ? `. Next charge on ${dayIn(language, subscription.nextChargeAt)}` : ""}
          {skipped && subscription.skippedChargeAt
            ? ` (the ${dayIn(language, subscription.skippedChargeAt)} delivery is skipped)`
            : ""}
        </p>
      ) : (
        <p className="subscription-card__next">
          {money(fromRupees(subscription.amount))} {t(cadenceLabel(subscription.everyMonths))}
          {subscription.nextChargeAt && live
            ? `। ${t("Next charge on {date}", { date: dayIn(language, subscription.nextChargeAt) })}`
            : ""}
          {skipped && subscription.skippedChargeAt
            ? ` (${t("the {date} delivery is skipped", { date: dayIn(language, subscription.skippedChargeAt) })})`
            : ""}
        </p>
      )}
      {language === "en" ? (
        <p className="subscription-card__address">
          Delivers to {subscription.shippingAddress.addressLine1}, {subscription.shippingAddress.city}{" "}
          {subscription.shippingAddress.zipCode} · {subscription.paidCount}{" "}
          {subscription.paidCount === 1 ? "delivery" : "deliveries"} so far
        </p>
      ) : (
        <p className="subscription-card__address">
          {t("Delivers to")}{" "}
          <span lang="en">
            {subscription.shippingAddress.addressLine1}, {subscription.shippingAddress.city}{" "}
            {subscription.shippingAddress.zipCode}
          </span>{" "}
          · {t("{count, plural, one {# delivery} other {# deliveries}} so far", { count: subscription.paidCount })}
        </p>
      )}
      {asked && live && (
        <section className="subscription-card__ask" aria-label={t("From your e-mail")}>
          <p>
            {asked === "skip" && subscription.nextChargeAt
              ? t("Skip the delivery of {date}? Nothing is charged for it.", {
                  date: dayIn(language, subscription.nextChargeAt),
                })
              : asked === "cancel"
                ? t("Cancel this subscription? Nothing more will be charged; orders already made still arrive.")
                : t("Do this now?")}
          </p>
          <div className="subscription-card__actions">{button(asked, "primary")}</div>
        </section>
      )}
      {live && (
        <div className="subscription-card__actions">
          {subscription.status === "active" && !skipped && button("skip")}
          {(subscription.status === "active" || skipped) && button("pause")}
          {subscription.status === "paused" && !skipped && button("resume")}
          {button("cancel")}
        </div>
      )}
      {live && addresses.length > 0 && (
        <div className="subscription-card__actions">
          <label className="visually-hidden" htmlFor={`move-${subscription.id}`}>
            {t("Deliver to another saved address")}
          </label>
          <select
            id={`move-${subscription.id}`}
            className="subscription-card__select"
            value={addressId}
            onChange={(event) => setAddressId(event.target.value)}
            disabled={busy !== null}
          >
            <option value="">{t("Deliver to another saved address…")}</option>
            {addresses.map((address) => (
              <option key={address.id} value={address.id} lang={data}>
                {address.label}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            disabled={!addressId || busy !== null}
            busy={busy === "address"}
            onClick={moveTo}
          >
            {t("Change address")}
          </Button>
        </div>
      )}
      {said && (
        <p className="subscription-card__note" role="status">
          {said}
        </p>
      )}
      {live && (
        <p className="subscription-card__note">
          {t(
            "To change the items or how often they come, cancel this one and start a new subscription from the product page: your mandate cannot be changed once set up.",
          )}
        </p>
      )}
    </article>
  );
}

export function Subscriptions({
  subscriptions,
  focus,
  ask,
  started,
  addresses,
}: {
  subscriptions: readonly SubscriptionView[];
  focus: string | null;
  ask: Action | null;
  started: boolean;
  addresses: ReadonlyArray<{ id: string; label: string }>;
}) {
  const { t, to } = useI18n();
  return (
    <div className="dashboard-card subscriptions">
      <h2 className="dashboard-card__title">{t("Subscriptions")}</h2>
      {started && (
        <p className="subscription-card__note" role="status">
          {t("Your subscription is set up and the first delivery is ordered. We will e-mail you before every charge.")}
        </p>
      )}
      {subscriptions.length === 0 ? (
        <p className="dashboard-muted">
          {t("No subscriptions yet. Sage, candles and soaps can be delivered every month or two at a saving:")}{" "}
          <Link to={to("/sacredrituals")}>{t("see what can be subscribed")}</Link>.
        </p>
      ) : (
        subscriptions.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            initial={subscription}
            focus={subscription.id === focus}
            ask={subscription.id === focus ? ask : null}
            addresses={addresses}
          />
        ))
      )}
    </div>
  );
}
