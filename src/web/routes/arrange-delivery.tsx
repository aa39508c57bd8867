// /arrange-delivery?token=…: the link in the "we missed you" mail of a failed cash-on-delivery
// delivery (no sign-in: the token is random, kept hashed and expires). The shopper sees why the
// courier could not deliver and picks a day for the next attempt, gives a phone the courier can
// reach, or both (POST /api/delivery-requests); the shop passes it on and the admin sees it.
import { type FormEvent, useState } from "react";
import { formatDayShort, formatLongDate } from "../../core/dates.ts";
import type { Language } from "../../core/i18n.ts";
import { ndrMessages } from "../../core/schemas/ndr.ts";
import { Button } from "../components/button.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { Route } from "./+types/arrange-delivery";
import "../shipping/shipping.css";

// the page shows an order's details to whoever holds the link: never cached
export { personalPageHeaders as headers } from "../personal.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return [{ title: t("Arrange your delivery · Sattva") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (token.length < 20 || token.length > 100) {
    return { token, page: { ok: false as const, status: 404, message: ndrMessages.linkInvalid } };
  }
  return { token, page: await context.services.ndr.shopperView(token) };
}

const hindiWeekdays = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"] as const;

/** A day for the next attempt: "Mon, 30 Nov"; in Hindi "सोम, 30 नवंबर" (here, not in core/dates.ts: the frame's budget). */
function dayShort(language: Language, dateKey: string): string {
  if (language === "en") return formatDayShort(dateKey);
  const weekday = hindiWeekdays[new Date(`${dateKey.slice(0, 10)}T00:00:00Z`).getUTCDay()];
  return `${weekday}, ${formatLongDate(dateKey.slice(0, 10), "hi").replace(/ \d{4}$/, "")}`;
}

type View = Extract<Route.ComponentProps["loaderData"]["page"], { ok: true }>["view"];
type Errors = { date?: string; phone?: string; form?: string };

export default function ArrangeDelivery({ loaderData }: Route.ComponentProps) {
  const { token, page } = loaderData;
  const { t, language } = useI18n();
  const day = (date: string) => dayShort(language, date);
  const [view, setView] = useState<View | null>(page.ok ? page.view : null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const date = String(data.get("date") ?? "");
    const phone = String(data.get("phone") ?? "").trim();
    if (!date && !phone) {
      setErrors({ date: ndrMessages.nothing });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await callApi<View>("POST", "/api/delivery-requests", {
        token,
        ...(date ? { date } : {}),
        ...(phone ? { phone } : {}),
      });
      setView(answer);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = (error.details.fields ?? {}) as Record<string, string>;
        setErrors(fields.date || fields.phone ? { date: fields.date, phone: fields.phone } : { form: error.message });
      } else {
        setErrors({ form: "Something went wrong. Please try again." });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page-width">
      <div className="track-page">
        <header>
          <p className="eyebrow">{t("Delivery")}</p>
          <h1 className="track-page__title">{t("Arrange your delivery")}</h1>
          {view && (
            <p className="track-page__lead">
              {rich(
                t("Hello {name}, the courier could not deliver your order {number}.", { name: view.order.firstName }),
                {
                  number: <strong>#{view.order.number}</strong>,
                },
              )}
            </p>
          )}
        </header>
        {!page.ok || !view ? (
          <p className="ndr-note" role="status">
            {t(page.ok ? ndrMessages.linkInvalid : page.message)}
          </p>
        ) : (
          <>
            <dl className="shipment-card__facts ndr-facts">
              <div>
                <dt>{t("Courier")}</dt>
                <dd lang={language === "en" ? undefined : "en"}>{view.courierName}</dd>
              </div>
              <div>
                <dt>{t("AWB")}</dt>
                <dd lang={view.awb && language !== "en" ? "en" : undefined}>{view.awb ?? t("Not yet")}</dd>
              </div>
              <div>
                <dt>{t("What the courier noted")}</dt>
                <dd lang={view.reason && language !== "en" ? "en" : undefined}>
                  {view.reason ?? t("Could not deliver")}
                </dd>
              </div>
              <div>
                <dt>{t("Attempts so far")}</dt>
                <dd>{view.attempts}</dd>
              </div>
            </dl>
            {view.request ? (
              <p className="ndr-note ndr-note--done" role="status">
                {sent ? t("Thank you. ") : ""}
                {view.request.date && view.request.phone
                  ? t(
                      "We have passed on your request: a new attempt on {date}, phone {phone}. The courier will be in touch.",
                      {
                        date: day(view.request.date),
                        phone: view.request.phone,
                      },
                    )
                  : view.request.date
                    ? t("We have passed on your request: a new attempt on {date}. The courier will be in touch.", {
                        date: day(view.request.date),
                      })
                    : view.request.phone
                      ? t("We have passed on your request: phone {phone}. The courier will be in touch.", {
                          phone: view.request.phone,
                        })
                      : t("We have passed on your request. The courier will be in touch.")}
              </p>
            ) : !view.open ? (
              <p className="ndr-note" role="status">
                {t("Your parcel is no longer waiting for a new attempt. If you have questions, reply to our e-mail.")}
              </p>
            ) : (
              <form className="track-form" noValidate onSubmit={submit} aria-label={t("Arrange the next delivery")}>
                <fieldset className="ndr-dates" aria-describedby={errors.date ? "ndr-date-error" : undefined}>
                  <legend className="field__label">{t("Day for the next attempt")}</legend>
                  <div className="ndr-dates__list">
                    {view.dates.map((date) => (
                      <label key={date} className="ndr-date">
                        <input type="radio" name="date" value={date} />
                        <span>{day(date)}</span>
                      </label>
                    ))}
                  </div>
                  {errors.date && (
                    <p id="ndr-date-error" className="field__error" role="alert">
                      {t(errors.date)}
                    </p>
                  )}
                </fieldset>
                <Field
                  label={t("A phone the courier can reach (optional)")}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  hint={t("The courier has {phone}.", { phone: view.order.phone })}
                  error={errors.phone}
                />
                <FormError message={errors.form} />
                <Button type="submit" busy={busy} busyText={t("Sending...")} fullWidth>
                  {t("Arrange delivery")}
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </div>
  );
}
