// The quantity selector: starts at 1, never below 1 (a decrease at 1 does nothing), never above
// the units in stock. The field takes typing too; it settles on a valid number when left.
import { useId, useState } from "react";
import { Icon } from "../icon.tsx";

export interface QuantityStepperProps {
  value: number;
  /** Units in stock: the most that can be chosen. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const ceiling = Math.max(1, max);
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity)), ceiling);

  return (
    <div className="quantity">
      <label className="quantity__label" htmlFor={id}>
        Quantity
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label="Decrease quantity"
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
            const typed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label="Increase quantity"
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
