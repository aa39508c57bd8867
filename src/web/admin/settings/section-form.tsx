// One section of the admin's Settings page: a card with its own form that saves just that section
// (PUT /api/admin/settings { [section]: values }), shows the server's field errors under the fields
// and a saved notice. Each section component gives its fields; this holds the saving.
import { type FormEvent, type ReactNode, useState } from "react";
import { type SettingsSectionName, settingsMessages, settingsSections } from "../../../core/schemas/settings.ts";
import { Button } from "../../components/button.tsx";
import { ApiError, callApi } from "../../shared/api.ts";
import { FormError, FormNotice } from "../../shared/field.tsx";
import { typedValue, withNumbers } from "../typed-value.ts";

/** Form values as typed: text for inputs, booleans for checkboxes, lists for repeated values. */
export type SectionValues = Record<string, string | boolean | string[]>;

export interface SectionFields<V extends SectionValues> {
  values: V;
  errors: Record<string, string>;
  /** An onChange for a text field. */
  text: (field: keyof V & string) => (event: { target: { value: string; inputMode?: string } }) => void;
  /** Sets one value directly (checkboxes, lists). */
  setValue: <F extends keyof V & string>(field: F, value: V[F]) => void;
  /** A text field's name, value, onChange and error, to spread on the field. */
  field: (name: keyof V & string) => {
    name: string;
    value: string;
    onChange: ReturnType<SectionFields<V>["text"]>;
    error?: string;
  };
}

interface SectionFormProps<V extends SectionValues> {
  section: SettingsSectionName;
  title: string;
  intro?: string;
  initial: V;
  /** Turns the typed values into the section's JSON (typed numbers become numbers when it is sent). */
  toBody?: (values: V) => unknown;
  children: (fields: SectionFields<V>) => ReactNode;
}

export function SettingsSectionForm<V extends SectionValues>(props: SectionFormProps<V>) {
  const { section, title, intro, initial, toBody = (values) => values, children } = props;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const setValue = <F extends keyof V & string>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: "" }));
    setNotice(undefined);
  };
  const text = (field: keyof V & string) => (event: { target: { value: string; inputMode?: string } }) =>
    setValue(field, typedValue(event.target) as V[typeof field]);
  const field = (name: keyof V & string) => ({
    name,
    value: String(values[name]),
    onChange: text(name),
    error: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await callApi("PUT", "/api/admin/settings", {
        [section]: withNumbers(settingsSections[section], toBody(values)),
      });
      setErrors({});
      setNotice(settingsMessages.saved);
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.details.fields as Record<string, string> | undefined) : {};
      // the server names fields as section.field (section.list.0 for a list's entries, and
      // section.group.field for a group's, which a section may show under either name)
      const ours: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields ?? {})) {
        const [, field, ...rest] = path.split(".");
        if (field) ours[field] ??= message;
        if (field && rest.length > 0) ours[[field, ...rest].join(".")] ??= message;
      }
      setErrors(ours);
      setError(failure instanceof Error && failure.message ? failure.message : settingsMessages.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  const headingId = `settings-${section}`;
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <header className="dashboard-card__head">
        <h2 id={headingId} className="dashboard-card__title">
          {title}
        </h2>
      </header>
      {intro ? <p className="dashboard-muted">{intro}</p> : null}
      <form className="dashboard-form admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormNotice message={notice} />
        <div className="checkout-fields">{children({ values, errors, text, setValue, field })}</div>
        <FormError message={error} />
        <div className="dashboard-form__buttons">
          <Button type="submit" busy={busy} busyText="Saving...">
            Save {inSentence(title)}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A title inside a sentence: "Cash on delivery" → "cash on delivery", "GST and invoices" stays. */
function inSentence(title: string): string {
  return /^[A-Z]{2,}\b/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
}
