// A form field as the brand wants it: the label above the input, the error under it in --danger
// with the spec's words, tied to the input for screen readers. Errors (a zod schema's or the
// server's English message) are translated here, as they are shown, by their English words.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import type { Said } from "../../core/i18n.ts";
import "./field.css";
import { useI18n } from "../i18n/i18n.tsx";

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  /** Shown under the control when there is no error (e.g. the password strength). */
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the ids and ARIA wiring the frame gives it. */
  control: (wiring: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

/** Label above, the control, then its error or hint: shared by single- and multi-line fields. */
function FieldFrame({ label, error, hint, id, className, control }: FieldFrameProps) {
  const { t } = useI18n();
  const generated = useId();
  const controlId = id ?? generated;
  const noteId = `${controlId}-note`;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {control({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error || hint ? noteId : undefined,
      })}
      {error ? (
        <p id={noteId} className="field__error" role="alert">
          {t(error)}
        </p>
      ) : hint ? (
        <p id={noteId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | undefined;
  /** Shown under the input when there is no error (e.g. the password strength). */
  hint?: ReactNode;
}

export function Field({ label, name, error, hint, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(wiring) => <input {...input} {...wiring} name={name} className="field__input" />}
    />
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The multi-line sibling of <Field>, with the same look and error wiring. */
export function TextAreaField({ label, name, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(wiring) => (
        <textarea {...textarea} {...wiring} name={name} className="field__input field__input--multiline" />
      )}
    />
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly string[];
  /** The first, empty choice ("Choose a state"). */
  placeholder?: string;
  /** Words for the choices, by value, when they are the shop's words rather than data (a Hindi page's "female"). */
  optionLabels?: Readonly<Record<string, string>> | undefined;
}

/** A choice from a list, with the same look and error wiring as <Field>. */
export function SelectField({
  label,
  name,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  optionLabels,
  ...select
}: SelectFieldProps) {
  // the choices are data (states, countries), English on a Hindi page too, and marked so
  const { language } = useI18n();
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      control={(wiring) => (
        <select {...select} {...wiring} name={name} className="field__input field__input--select">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option} lang={language === "en" || optionLabels ? undefined : "en"}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** An error for the whole form (not one field), announced at once; an answer's `said` in the page's language. */
export function FormError({ message }: { message: string | Said | undefined }) {
  const { say } = useI18n();
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {say(message)}
    </p>
  );
}

/** A success note for the whole form. */
export function FormNotice({ message }: { message: string | undefined }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <p className="form-notice" role="status">
      {t(message)}
    </p>
  );
}
