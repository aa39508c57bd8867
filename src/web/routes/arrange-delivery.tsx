// /arrange-delivery?token=…: the link in the "we missed you" mail of a failed cash-on-delivery
// delivery (no sign-in: the token is random, kept hashed and expires). The shopper sees why the
// courier could not deliver and picks a day for the next attempt, gives a phone the courier can
// reach, or both (POST /api/delivery-requests); the shop passes it on and the admin sees it.
import { type FormEvent, useState } from "react";
import { formatDayShort } from "../../core/dates.ts";
import { ndrMessages } from "../../core/schemas/ndr.ts";
import { Button } from "../components/button.tsx";
import { ApiError, callApi } from "../shared/api.ts";
import { Field, FormError } from "../shared/field.tsx";
import type { Route } from "./+types/arrange-delivery";
import "../shipping/shipping.css";

// the page shows an order's details to whoever holds the link: never cached
export { personalPageHeaders as headers } from "../personal.ts";

export function meta() {
  return [{ title: "Arrange your delivery · Sattva" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (token.length < 20 || token.length > 100) {
    return { token, page: { ok: false as const, status: 404, message: ndrMessages.linkInvalid } };
  }
  return { token, page: await context.services.ndr.shopperView(token) };
}

type View = Extract<Route.ComponentProps["loaderData"]["page"], { ok: true }>["view"];
type Errors = { date?: string; phone?: string; form?: string };

export default function ArrangeDelivery({ loaderData }: Route.ComponentProps) {
  const { token, page } = loaderData;
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
          <p className="eyebrow">Delivery</p>
          <h1 className="track-page__title">Arrange your delivery</h1>
          {view && (
            <p className="track-page__lead">
              Hello {view.order.firstName}, the courier could not deliver your order{" "}
              <strong>#{view.order.number}</strong>.
            </p>
          )}
        </header>
        {!page.ok || !view ? (
          <p className="ndr-note" role="status">
            {page.ok ? ndrMessages.linkInvalid : page.message}
          </p>
        ) : (
          <>
            <dl className="shipment-card__facts ndr-facts">
              <div>
                <dt>Courier</dt>
                <dd>{view.courierName}</dd>
              </div>
              <div>
                <dt>AWB</dt>
                <dd>{view.awb ?? "Not yet"}</dd>
              </div>
              <div>
                <dt>What the courier noted</dt>
                <dd>{view.reason ?? "Could not deliver"}</dd>
              </div>
              <div>
                <dt>Attempts so far</dt>
                <dd>{view.attempts}</dd>
              </div>
            </dl>
            {view.request ? (
              <p className="ndr-note ndr-note--done" role="status">
                {sent ? "Thank you. " : ""}We have passed on your request
                {view.request.date ? `: a new attempt on ${formatDayShort(view.request.date)}` : ""}
                {view.request.phone ? `${view.request.date ? "," : ":"} phone ${view.request.phone}` : ""}. The courier
                will be in touch.
              </p>
            ) : !view.open ? (
              <p className="ndr-note" role="status">
                Your parcel is no longer waiting for a new attempt. If you have questions, reply to our e-mail.
              </p>
            ) : (
              <form className="track-form" noValidate onSubmit={submit} aria-label="Arrange the next delivery">
                <fieldset className="ndr-dates" aria-describedby={errors.date ? "ndr-date-error" : undefined}>
                  <legend className="field__label">Day for the next attempt</legend>
                  <div className="ndr-dates__list">
                    {view.dates.map((date) => (
                      <label key={date} className="ndr-date">
                        <input type="radio" name="date" value={date} />
                        <span>{formatDayShort(date)}</span>
                      </label>
                    ))}
                  </div>
                  {errors.date && (
                    <p id="ndr-date-error" className="field__error" role="alert">
                      {errors.date}
                    </p>
                  )}
                </fieldset>
                <Field
                  label="A phone the courier can reach (optional)"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  hint={`The courier has ${view.order.phone}.`}
                  error={errors.phone}
                />
                <FormError message={errors.form} />
                <Button type="submit" busy={busy} busyText="Sending..." fullWidth>
                  Arrange delivery
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </div>
  );
}
