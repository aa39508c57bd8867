// Checks a form in the browser with the same zod schema the server uses, before sending it, and
// keeps the errors a form shows: the browser's own check first, else the server's answer; a
// field's error clears as soon as the shopper edits that field (spec section 5).
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { ApiError } from "./api.ts";

export type FieldErrors = Record<string, string>;

/** What a route's action answered a form (account/answers.ts writes it): its field errors. */
interface ActionAnswer {
  fields?: Record<string, string> | undefined;
}

/** The first message per field, or null when the form passes. */
export function checkForm(schema: z.ZodType, values: Record<string, unknown>): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  return values;
}

/** The spec shows failures with a cross in front (and success with a tick). */
export function crossed(message: string): string {
  return message.startsWith("❌") ? message : `❌ ${message}`;
}

/** Field errors for one form: pass `onSubmit` and `onChange` to the form, read `errorOf(name)`. */
export function useFieldErrors(schema: z.ZodType, answer: ActionAnswer | undefined) {
  const [local, setLocal] = useState<FieldErrors | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  // a new answer from the server shows all of its errors again
  useEffect(() => {
    if (answer) setEdited(new Set());
  }, [answer]);

  return {
    errorOf: (name: string): string | undefined =>
      edited.has(name) ? undefined : (local?.[name] ?? answer?.fields?.[name]),
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const errors = checkForm(schema, formValues(event.currentTarget));
      setLocal(errors);
      setEdited(new Set());
      if (errors) event.preventDefault();
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as HTMLInputElement).name;
      if (name) setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
  };
}

/**
 * A form saved through the JSON API: its values, each field's error (cleared as the field is
 * edited), the message above the button, and `save`, which runs a request and puts a refusal's
 * messages where they belong (the server names the fields, DESIGN.md's error shape).
 */
export function useApiForm<Values extends Record<string, unknown>>(initial: Values) {
  const [form, setForm] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** The onChange of the input showing `field`. */
  const set = (field: keyof Values & string) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

  /**
   * Runs `request`; a failure shows the server's words, or `fallback` when it sent none. After a
   * success the form stays busy (no second submit) while the caller moves on.
   */
  async function save(request: () => Promise<void>, fallback: string): Promise<void> {
    setBusy(true);
    setError(undefined);
    try {
      await request();
    } catch (failure) {
      if (failure instanceof ApiError) setErrors((failure.details.fields as FieldErrors | undefined) ?? {});
      setError(failure instanceof ApiError && failure.message ? failure.message : fallback);
      setBusy(false);
    }
  }

  return { form, setForm, errors, setErrors, error, busy, set, save };
}
