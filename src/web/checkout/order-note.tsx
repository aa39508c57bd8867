// The checkout's optional gift message or note for the shop (Shopify's order note): a closed
// disclosure that opens a textarea with the characters left. Its limit and refusals are the order
// schema's (core/schemas/checkout.ts: orderNoteSchema), checked here before the order is sent and by
// the server again; the packing slip prints it.
import { useState } from "react";
import { orderNoteWords } from "../../core/checkout.ts";
import { orderNoteMaxLength, orderNoteMessages, orderNoteSchema } from "../../core/schemas/checkout.ts";
import { Icon } from "../components/icon.tsx";
import { TextAreaField } from "../shared/field.tsx";
import "./order-note.css";
import { useI18n } from "../i18n/i18n.tsx";

const fieldId = "checkout-orderNote";

/** The note as typed, its error, and the check the page runs before it places the order. */
export function useOrderNote() {
  const [note, setText] = useState("");
  const [error, setError] = useState<string | undefined>();

  const setNote = (text: string) => {
    setText(text);
    setError(undefined);
  };

  /** The note's problem (its field opened, marked and focused), or null. */
  function check(): string | null {
    const result = orderNoteSchema.safeParse(note);
    if (result.success) return null;
    const message = result.error.issues[0]?.message ?? orderNoteMessages.tooLong;
    setError(message);
    const field = document.getElementById(fieldId);
    field?.closest("details")?.setAttribute("open", "");
    field?.focus();
    return message;
  }

  return { note, setNote, error, setError, check };
}

interface OrderNoteBoxProps {
  note: string;
  error: string | undefined;
  onChange(note: string): void;
  disabled?: boolean;
}

export function OrderNoteBox({ note, error, onChange, disabled }: OrderNoteBoxProps) {
  const { t } = useI18n();
  const left = orderNoteMaxLength - note.length;
  return (
    <details className="order-note">
      <summary className="order-note__summary">
        <Icon name="gift" size={18} />
        <span>
          {t(orderNoteWords.disclosure)} <span className="order-note__optional">{t("(optional)")}</span>
        </span>
        <Icon name="chevron-down" size={18} className="order-note__chevron" />
      </summary>
      <TextAreaField
        id={fieldId}
        className="order-note__field"
        label={t(orderNoteWords.label)}
        name="orderNote"
        rows={4}
        maxLength={orderNoteMaxLength}
        value={note}
        error={error}
        hint={
          <>
            {t(orderNoteWords.hint)}{" "}
            <span className={left <= 20 ? "order-note__count order-note__count--low" : "order-note__count"}>
              {t("{count, plural, one {# character left} other {# characters left}}", { count: left })}
            </span>
          </>
        }
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </details>
  );
}
