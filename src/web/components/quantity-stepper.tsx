// The quantity selector: starts at 1, never below 1 (a decrease at 1 does nothing), never above
// the units in stock. The field takes typing too; it settles on a valid number when left. In the
// cart (`commit="settled"`) a typed number is sent only when the field is left or Enter pressed,
// not on every keystroke.
import { useId, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { Icon } from "./icon.tsx";
import "../styles/controls.css";

export interface QuantityStepperProps {
  value: number;
  /** Units in stock: the most that can be chosen. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The field's name for screen readers (default "Quantity"). */
  label?: string;
  /** Show the label (default true); the cart names each line's field without showing it. */
  showLabel?: boolean;
  /** "typing": every valid keystroke changes the value (default); "settled": on leaving the field or Enter. */
  commit?: "typing" | "settled";
  /** Smaller buttons (the cart's lines). */
  compact?: boolean;
}

export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  label,
  showLabel = true,
  commit = "typing",
  compact = false,
}: QuantityStepperProps) {
  const id = useId();
  const { t } = useI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const ceiling = Math.max(1, max);
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity)), ceiling);
  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (commit === "settled" && Number.isFinite(typed) && clamp(typed) !== value) onChange(clamp(typed));
  };

  return (
    <div className={compact ? "quantity quantity--compact" : "quantity"}>
      <label className={showLabel ? "quantity__label" : "visually-hidden"} htmlFor={id}>
        {label ?? t("Quantity")}
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label={t("Decrease quantity")}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={ceiling}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            if (commit === "settled") return;
            const typed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") settle();
          }}
          onBlur={settle}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={t("Increase quantity")}
          aria-controls={id}
          disabled={disabled || value >= ceiling}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
    </div>
  );
}
