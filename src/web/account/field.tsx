// A form field as the brand wants it: the label above the input, the error under it in --danger
// with the spec's words, tied to the input for screen readers.
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import "./account.css";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | undefined;
  /** Shown under the input when there is no error (e.g. the password strength). */
  hint?: ReactNode;
}

export function Field({ label, name, error, hint, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
      />
      {error ? (
        <p id={noteId} className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An error for the whole form (not one field), announced at once. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A success note for the whole form. */
export function FormNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-notice" role="status">
      {message}
    </p>
  );
}
