// The /contactus form (spec "Contact Us"): six required fields checked with the same schema as
// POST /api/contact, sent as JSON; the spec's answers: success (the form resets), the server's
// message or 'Something went wrong.', and 'Failed to submit. Please try again later.' when the
// request never arrives. Without JavaScript the form posts to the page's action instead.
import { type FormEvent, useRef, useState } from "react";
import {
  type ContactInput,
  contactFields,
  contactLimits,
  contactMessages,
  contactSchema,
} from "../../../core/schemas/contact.ts";
import { Field, FormError, FormNotice, TextAreaField } from "../../shared/field.tsx";
import { checkForm, type FieldErrors, formValues } from "../../shared/form-errors.ts";
import { Button } from "../button.tsx";
import { useToast } from "../toast.tsx";
import "../../styles/content.css";

/** What the page's action answers a form sent without JavaScript. */
export interface ContactAnswer {
  ok: boolean;
  message: string;
  fields?: FieldErrors;
}

type Outcome = { tone: "success" | "error"; message: string } | null;

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
  if (response.ok) return { ok: true, message: contactMessages.sent };
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  return { ok: false, message: body?.error?.message || contactMessages.failed, fields: body?.error?.fields };
}

export function ContactForm({ answer }: { answer?: ContactAnswer | undefined }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(answer?.fields ?? {});
  const [outcome, setOutcome] = useState<Outcome>(
    answer ? { tone: answer.ok ? "success" : "error", message: answer.message } : null,
  );
  const [busy, setBusy] = useState(false);

  const focusFirstError = (found: FieldErrors) => {
    const first = contactFields.find((name) => found[name]);
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
      toast(result.message, { tone: "success" });
      setOutcome({ tone: "success", message: result.message });
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
