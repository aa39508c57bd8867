// The Privacy tab's other half (DPDP Act 2023 ss.6, 11-12): each optional purpose with its own
// switch (given or withdrawn in one click, with the notice version and time it was given under),
// "Your data" (download everything as JSON, delete the account with the password; the orders still
// open named, each one the shopper may cancel with its own button), and who answers
// privacy questions and complaints.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { formatLongDate } from "../../../core/dates.ts";
import type { Language } from "../../../core/i18n.ts";
import {
  type ConsentRecord,
  consentPurposes,
  type OpenOrder,
  privacyMessages,
  privacyNoticeVersion,
} from "../../../core/schemas/privacy.ts";
import { Button } from "../../components/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { Field, FormError, FormNotice } from "../../shared/field.tsx";
import { orderName, StatusBadge } from "./orders.tsx";

const when = (iso: string, language: Language = "en") =>
  language === "en"
    ? new Intl.DateTimeFormat("en-IN", {
        timeZone: "Asia/Kolkata",
        day: "numeric",
        month: "short",
        year: "numeric",
      }).format(new Date(iso))
    : formatLongDate(iso, language);

function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.network) return "No response from server. Please try again.";
  if (failure instanceof ApiError) return failure.message;
  return "Request failed. Please try again.";
}

export function ConsentSettings({ userId, initial }: { userId: string; initial: ConsentRecord[] }) {
  const { t, to, language } = useI18n();
  const [consents, setConsents] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  async function change(purpose: ConsentRecord["purpose"], given: boolean) {
    setBusy(purpose);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await callApi<{ message: string; consents: ConsentRecord[] }>(
        "PUT",
        `/api/userdashboard/${userId}/consents/${purpose}`,
        { given },
      );
      setConsents(answer.consents);
      setNotice(answer.message);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="dashboard-card" aria-labelledby="consents-title">
      <h2 id="consents-title" className="dashboard-card__title">
        {t("Your e-mail choices")}
      </h2>
      {language === "en" ? (
        <p className="dashboard-muted">
          Each one is optional and separate. Saying no changes nothing about your orders. Read what we do with your data
          in our <Link to="/privacy-policy">privacy notice</Link> (version {privacyNoticeVersion}).
        </p>
      ) : (
        <p className="dashboard-muted">
          {t("Each one is optional and separate. Saying no changes nothing about your orders.")}{" "}
          {t("Read what we do with your data in our privacy notice:")}{" "}
          <Link to={to("/privacy-policy")}>
            {t("privacy notice (version {version})", { version: privacyNoticeVersion })}
          </Link>
        </p>
      )}
      <FormNotice message={notice} />
      <ul className="plain-list consent-list">
        {consents.map((consent) => (
          <li key={consent.purpose} className="consent-row">
            <div className="consent-row__text">
              <h3 className="consent-row__title">{t(consent.label)}</h3>
              <p className="consent-row__about">{t(consentPurposes[consent.purpose].description)}</p>
              <p className="dashboard-muted" data-testid={`consent-state-${consent.purpose}`}>
                {consent.given && consent.givenAt
                  ? t("Given on {date} under notice {version}.", {
                      date: when(consent.givenAt, language),
                      version: consent.noticeVersion ?? "",
                    })
                  : consent.withdrawnAt
                    ? t("Withdrawn on {date}.", { date: when(consent.withdrawnAt, language) })
                    : t("Not given.")}
              </p>
            </div>
            <Button
              type="button"
              variant={consent.given ? "secondary" : "primary"}
              size="sm"
              busy={busy === consent.purpose}
              busyText={t("Saving...")}
              onClick={() => void change(consent.purpose, !consent.given)}
              aria-label={
                consent.given
                  ? t("Withdraw consent: {purpose}", { purpose: t(consent.label) })
                  : t("Give consent: {purpose}", { purpose: t(consent.label) })
              }
            >
              {consent.given ? t("Withdraw") : t("Yes, send these")}
            </Button>
          </li>
        ))}
      </ul>
      <FormError message={error} />
    </section>
  );
}

export function YourData({
  userId,
  contact,
}: {
  userId: string;
  contact: { name: string; designation: string; email: string; phone: string };
}) {
  const { t, to, language } = useI18n();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fields, setFields] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // the orders that keep the account open, as the refusal named them (each cancelled here if it may be)
  const [openOrders, setOpenOrders] = useState<OpenOrder[]>([]);
  const [cancelling, setCancelling] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  async function cancelOrder(order: OpenOrder) {
    setCancelling(order._id);
    setError(undefined);
    setNotice(undefined);
    try {
      await callApi("POST", `/api/userorder/${order._id}/cancel`, {});
      const left = openOrders.filter((other) => other._id !== order._id);
      setOpenOrders(left);
      const label = language === "en" ? `#${order.number}` : orderName(t, order.number);
      const cancelled = t("Order {label} is cancelled.", { label });
      setNotice(left.length === 0 ? `${cancelled} ${t("You can delete your account now.")}` : cancelled);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setCancelling(undefined);
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const problems: { password?: string; confirm?: string } = {};
    if (!password) problems.password = privacyMessages.passwordRequired;
    if (confirm !== "DELETE") problems.confirm = privacyMessages.confirmErase;
    setFields(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await callApi("DELETE", `/api/userdashboard/${userId}`, { password, confirm });
      window.location.assign(to("/?accountDeleted=1"));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) setFields({ password: privacyMessages.wrongPassword });
      else setError(failureText(failure));
      setNotice(undefined);
      setOpenOrders(
        failure instanceof ApiError && failure.code === "orders_open" && Array.isArray(failure.details.orders)
          ? (failure.details.orders as OpenOrder[])
          : [],
      );
      setBusy(false);
    }
  }

  return (
    <section className="dashboard-card" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="dashboard-card__title">
        {t("Your data")}
      </h2>
      <p className="dashboard-muted">
        {t(
          "Download everything we hold about you: your profile, addresses, orders, reviews and e-mail choices, as one JSON file.",
        )}
      </p>
      <div className="dashboard-form__buttons">
        <a className="button button--secondary button--sm" href={`/api/userdashboard/${userId}/export`} download>
          {t("Download my data")}
        </a>
      </div>
      {language === "en" ? (
        <p className="dashboard-muted">
          To correct your details, use <Link to="/userdashboard?tab=editInfo">Edit Information</Link> and{" "}
          <Link to="/userdashboard?tab=address">Address</Link>. Questions about your data: {contact.name},{" "}
          {contact.designation}, <a href={`mailto:${contact.email}`}>{contact.email}</a>. Not happy with an answer?{" "}
          <Link to="/grievances">Raise a complaint</Link>.
        </p>
      ) : (
        <p className="dashboard-muted">
          {t("To correct your details, use these tabs:")}{" "}
          <Link to={to("/userdashboard?tab=editInfo")}>{t("Edit Information")}</Link>,{" "}
          <Link to={to("/userdashboard?tab=address")}>{t("Address")}</Link>. {t("Questions about your data:")}{" "}
          <span lang="en">
            {contact.name}, {contact.designation}
          </span>
          , <a href={`mailto:${contact.email}`}>{contact.email}</a>. {t("Not happy with an answer?")}{" "}
          <Link to={to("/grievances")}>{t("Raise a complaint")}</Link>.
        </p>
      )}
      <details className="erase-account">
        <summary className="erase-account__summary">{t("Delete my account")}</summary>
        <form className="dashboard-form" onSubmit={(event) => void erase(event)} noValidate>
          <p className="dashboard-muted">
            {t(
              "This signs you out everywhere and erases your profile, addresses, wishlist, cart and e-mail choices. Orders with a tax invoice keep your name and delivery address for eight years, as GST law requires; nothing else of yours is kept with them.",
            )}
          </p>
          <div className="dashboard-form__column">
            <Field
              label={t("Password")}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFields((current) => ({ ...current, password: undefined }));
              }}
              error={fields.password}
            />
            <Field
              label={t('Type "{word}" to confirm', { word: "DELETE" })}
              name="confirm"
              autoComplete="off"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.target.value);
                setFields((current) => ({ ...current, confirm: undefined }));
              }}
              error={fields.confirm}
            />
          </div>
          <FormError message={error} />
          {openOrders.some((order) => order.cancellable) && (
            <ul className="plain-list erase-account__orders" aria-label={t("Orders still open")}>
              {openOrders
                .filter((order) => order.cancellable)
                .map((order) => (
                  <li key={order._id}>
                    {language === "en" ? (
                      <span>
                        Order #{order.number} · {order.status}
                      </span>
                    ) : (
                      <span>
                        {t("Order {label}", { label: orderName(t, order.number) })} ·{" "}
                        <StatusBadge status={order.status} />
                      </span>
                    )}
                    <Button
                      type="button"
                      size="sm"
                      variant="quiet"
                      busy={cancelling === order._id}
                      busyText={t("Cancelling...")}
                      onClick={() => void cancelOrder(order)}
                    >
                      {t("Cancel order {label}", {
                        label: language === "en" ? `#${order.number}` : orderName(t, order.number),
                      })}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
          <FormNotice message={notice} />
          <div className="dashboard-form__buttons">
            <Button type="submit" variant="secondary" busy={busy} busyText={t("Deleting...")}>
              {t("Delete my account")}
            </Button>
          </div>
        </form>
      </details>
    </section>
  );
}
