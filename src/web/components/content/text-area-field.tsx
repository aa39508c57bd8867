// A multi-line field with the same look and error wiring as the account forms' <Field>: label
// above, the error under it in --danger, tied to the control for screen readers.
import { type TextareaHTMLAttributes, useId } from "react";
import "../../account/account.css";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}

export function TextAreaField({ label, name, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const noteId = `${fieldId}-note`;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={fieldId}
        name={name}
        className="field__input field__input--multiline"
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
