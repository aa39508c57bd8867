// The /contactus form (spec "Contact Us"): six required fields checked with the same schema as
// POST /api/contact, sent as JSON; the spec's answers: success (the form resets), the server's
// message or 'Something went wrong.', and 'Failed to submit. Please try again later.' when the
// request never arrives. Without JavaScript the form posts to the page's action instead.
import { type FormEvent, useId, useRef, useState } from "react";
import {
  type ContactAnswerBody,
  type ContactInput,
  type ContactKind,
  contactFields,
  contactKindNames,
  contactKinds,
  contactLimits,
  contactMessages,
  contactSchema,
} from "../../../core/schemas/contact.ts";
import { grievanceTopicNames, grievanceTopics } from "../../../core/schemas/grievances.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { rich } from "../../i18n/words.tsx";
import { Field, FormError, FormNotice, TextAreaField } from "../../shared/field.tsx";
import { checkForm, type FieldErrors, formValues } from "../../shared/form-errors.ts";
import { Button } from "../button.tsx";
import { useToast } from "../toast.tsx";
import "../../styles/content.css";

/** What the page's action answers a form sent without JavaScript. */
export interface ContactAnswer {
  ok: boolean;
  message: string;
  /** A complaint's ticket number at the grievance desk. */
  ticket?: string | undefined;
  fields?: FieldErrors;
}

type Outcome = { tone: "success" | "error"; message: string; ticket?: string | undefined } | null;

/** The fields checked in order, a complaint's own among them. */
const checkedFields = [...contactFields, "kind", "orderNumber", "topic"] as const;

interface ErrorBody {
  error?: { message?: string; fields?: FieldErrors };
}

async function send(values: Record<string, string>): Promise<ContactAnswer> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, message: contactMessages.network };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as ContactAnswerBody | null;
    return { ok: true, message: body?.message ?? contactMessages.sent, ticket: body?.ticket };
  }
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  return { ok: false, message: body?.error?.message || contactMessages.failed, fields: body?.error?.fields };
}

export function ContactForm({ answer }: { answer?: ContactAnswer | undefined }) {
  const { t, to } = useI18n();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(answer?.fields ?? {});
  const [outcome, setOutcome] = useState<Outcome>(
    answer ? { tone: answer.ok ? "success" : "error", message: answer.message, ticket: answer.ticket } : null,
  );
  const [kind, setKind] = useState<ContactKind>("query");
  const ids = useId();
  const [busy, setBusy] = useState(false);

  const focusFirstError = (found: FieldErrors) => {
    const first = checkedFields.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const found = checkForm(contactSchema, values);
    setOutcome(null);
    if (found) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await send(values);
    setBusy(false);
    if (result.ok) {
      form.reset();
      setKind("query");
      toast(t(result.message), { tone: "success" });
      setOutcome({ tone: "success", message: result.message, ticket: result.ticket });
      return;
    }
    toast(t(result.message), { tone: "error" });
    setOutcome({ tone: "error", message: result.message });
    if (result.fields) {
      setErrors(result.fields);
      focusFirstError(result.fields);
    }
  }

  // editing a field clears its error (and an old outcome), as everywhere in the shop
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof ContactInput;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    if (outcome?.tone === "success") setOutcome(null);
  };

  return (
    <form
      ref={formRef}
      method="post"
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="contact-form-title"
      aria-busy={busy || undefined}
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {t("Send us a message")}
      </h2>
      <p className="contact-form__note">{t("All fields are required.")}</p>
      {outcome?.tone === "success" && <FormNotice message={t(outcome.message)} />}
      {outcome?.tone === "success" && outcome.ticket && (
        <p className="contact-form__ticket">
          {rich(t("Your ticket number: {ticket}. {link} with it and your e-mail."), {
            ticket: <strong data-testid="complaint-ticket">{outcome.ticket}</strong>,
            link: (
              <a href={to(`/grievances?ticket=${encodeURIComponent(outcome.ticket)}`)}>{t("Follow your complaint")}</a>
            ),
          })}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-kind`}>
          {t("What is it?")}
        </label>
        <select
          id={`${ids}-kind`}
          className="field__input field__input--select"
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as ContactKind)}
        >
          {contactKindNames.map((name) => (
            <option key={name} value={name}>
              {t(contactKinds[name])}
            </option>
          ))}
        </select>
      </div>
      <div className="contact-form__row">
        <Field
          label={t("First name")}
          name="firstname"
          autoComplete="given-name"
          maxLength={contactLimits.name}
          required
          error={errors.firstname && t(errors.firstname)}
        />
        <Field
          label={t("Last name")}
          name="lastname"
          autoComplete="family-name"
          maxLength={contactLimits.name}
          required
          error={errors.lastname && t(errors.lastname)}
        />
      </div>
      <div className="contact-form__row">
        <Field
          label={t("Email")}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          required
          error={errors.email && t(errors.email)}
        />
        <Field
          label={t("Phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          required
          error={errors.phone && t(errors.phone)}
          hint={t("10-digit mobile number; +91 is fine")}
        />
      </div>
      <Field
        label={t("Subject")}
        name="subject"
        maxLength={contactLimits.subject}
        required
        error={errors.subject && t(errors.subject)}
      />
      {kind === "complaint" && (
        <div className="contact-form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-topic`}>
              {t("What is the complaint about?")}
            </label>
            <select
              id={`${ids}-topic`}
              className="field__input field__input--select"
              name="topic"
              defaultValue=""
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={errors.topic ? "contact-topic-error" : undefined}
            >
              <option value="">{t("Choose one")}</option>
              {grievanceTopicNames.map((topic) => (
                <option key={topic} value={topic}>
                  {t(grievanceTopics[topic])}
                </option>
              ))}
            </select>
            {errors.topic && (
              <span id="contact-topic-error" className="field__error">
                {t(errors.topic)}
              </span>
            )}
          </div>
          <Field
            label={t("Order number")}
            name="orderNumber"
            inputMode="numeric"
            placeholder={t("e.g. {number}", { number: "100042" })}
            error={errors.orderNumber && t(errors.orderNumber)}
            hint={t("Needed unless you are signed in: the order placed with this e-mail")}
          />
        </div>
      )}
      <TextAreaField
        label={t("Message")}
        name="message"
        rows={6}
        maxLength={contactLimits.message}
        required
        error={errors.message && t(errors.message)}
      />
      {outcome?.tone === "error" && <FormError message={t(outcome.message)} />}
      <Button type="submit" busy={busy} busyText={t("Sending...")} className="contact-form__submit">
        {t("SUBMIT")}
      </Button>
    </form>
  );
}
