// Stay Up To Date (spec "Home page" 6): an e-mail address and a consent box whose sign-up mails a
// confirm link (double opt-in: the home route's action, the same rules as POST /api/newsletter; the
// subscription starts on /newsletter/confirm). Without JavaScript the form
// posts and the page comes back with the answer; with it, the answer appears in place and the
// button says "Subscribing..." meanwhile. The consent wording comes from the server: it is the
// text recorded with the address.
import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { Button } from "../button.tsx";
import { Icon } from "../icon.tsx";

/** What the home route's action answers. */
export type NewsletterAnswer =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; fields?: Record<string, string> };

export interface NewsletterSignupProps {
  consentText: string;
  /** The action's answer after a submission without JavaScript. */
  answer?: NewsletterAnswer;
}

export function NewsletterSignup({ consentText, answer: posted }: NewsletterSignupProps) {
  const { t } = useI18n();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const emailError = answer && !answer.ok ? answer.fields?.email : undefined;
  const consentError = answer && !answer.ok ? answer.fields?.consent : undefined;
  const formError = answer && !answer.ok && !answer.fields ? answer.message : undefined;
  const success = answer?.ok ? answer.message : undefined;

  // after a refusal, take the shopper to the first field to fix
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.ok || !fetcher.data.fields) return;
    const first = fetcher.data.fields.email ? "email" : "consent";
    formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [fetcher.state, fetcher.data]);

  // a new address after a success starts a fresh form: cleared as the answer is drawn, not once the
  // page's data has been read again after it (that came later, and cleared what was typed meanwhile)
  useLayoutEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);

  return (
    <section className="home-section newsletter" aria-labelledby={`${id}-title`}>
      <div className="page-width newsletter__inner">
        <div className="newsletter__intro">
          <span className="newsletter__icon" aria-hidden="true">
            <Icon name="mail" size={28} />
          </span>
          <h2 id={`${id}-title`} className="newsletter__title">
            {t("Stay Up To Date")}
          </h2>
          <p className="newsletter__text">
            {t(
              "A short letter, once or twice a month: new arrivals, full-moon rituals and offers for subscribers first.",
            )}
          </p>
        </div>
        <fetcher.Form ref={formRef} method="post" action="/?index" className="newsletter__form" noValidate>
          <label htmlFor={`${id}-email`} className="newsletter__label">
            {t("Email address")}
          </label>
          <div className="newsletter__row">
            <input
              id={`${id}-email`}
              className="newsletter__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              required
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
            />
            <Button type="submit" busy={busy} busyText={t("Subscribing...")} className="newsletter__submit">
              {t("Subscribe")}
            </Button>
          </div>
          {emailError && (
            <p id={`${id}-email-error`} className="newsletter__error">
              {emailError}
            </p>
          )}
          <div className="newsletter__consent">
            <input
              id={`${id}-consent`}
              type="checkbox"
              name="consent"
              value="on"
              required
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>
              {/* the consent notice is the recorded notice version's own words (English until it has a Hindi version) */}
              <English>{consentText}</English>
            </label>
          </div>
          {consentError && (
            <p id={`${id}-consent-error`} className="newsletter__error">
              {consentError}
            </p>
          )}
          <div className="newsletter__status" role="status">
            {success && (
              <p className="newsletter__success">
                <Icon name="check" size={20} />
                {success}
              </p>
            )}
          </div>
          {formError && (
            <p className="newsletter__error" role="alert">
              {formError}
            </p>
          )}
        </fetcher.Form>
      </div>
    </section>
  );
}
