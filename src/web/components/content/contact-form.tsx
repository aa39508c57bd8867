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
      toast(result.message, { tone: "success" });
      setOutcome({ tone: "success", message: result.message, ticket: result.ticket });
      return;
    }
    toast(result.message, { tone: "error" });
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
        Send us a message
      </h2>
      <p className="contact-form__note">All fields are required.</p>
      {outcome?.tone === "success" && <FormNotice message={outcome.message} />}
      {outcome?.tone === "success" && outcome.ticket && (
        <p className="contact-form__ticket">
          Your ticket number: <strong data-testid="complaint-ticket">{outcome.ticket}</strong>.{" "}
          <a href={`/grievances?ticket=${encodeURIComponent(outcome.ticket)}`}>Follow your complaint</a> with it and
          your e-mail.
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-kind`}>
          What is it?
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
              {contactKinds[name]}
            </option>
          ))}
        </select>
      </div>
      <div className="contact-form__row">
        <Field
          label="First name"
          name="firstname"
          autoComplete="given-name"
          maxLength={contactLimits.name}
          required
          error={errors.firstname}
        />
        <Field
          label="Last name"
          name="lastname"
          autoComplete="family-name"
          maxLength={contactLimits.name}
          required
          error={errors.lastname}
        />
      </div>
      <div className="contact-form__row">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          required
          error={errors.email}
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          required
          error={errors.phone}
          hint="10-digit mobile number; +91 is fine"
        />
      </div>
      <Field label="Subject" name="subject" maxLength={contactLimits.subject} required error={errors.subject} />
      {kind === "complaint" && (
        <div className="contact-form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-topic`}>
              What is the complaint about?
            </label>
            <select
              id={`${ids}-topic`}
              className="field__input field__input--select"
              name="topic"
              defaultValue=""
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={errors.topic ? "contact-topic-error" : undefined}
            >
              <option value="">Choose one</option>
              {grievanceTopicNames.map((topic) => (
                <option key={topic} value={topic}>
                  {grievanceTopics[topic]}
                </option>
              ))}
            </select>
            {errors.topic && (
              <span id="contact-topic-error" className="field__error">
                {errors.topic}
              </span>
            )}
          </div>
          <Field
            label="Order number"
            name="orderNumber"
            inputMode="numeric"
            placeholder="e.g. 100042"
            error={errors.orderNumber}
            hint="Needed unless you are signed in: the order placed with this e-mail"
          />
        </div>
      )}
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        maxLength={contactLimits.message}
        required
        error={errors.message}
      />
      {outcome?.tone === "error" && <FormError message={outcome.message} />}
      <Button type="submit" busy={busy} busyText="Sending..." className="contact-form__submit">
        SUBMIT
      </Button>
    </form>
  );
}
