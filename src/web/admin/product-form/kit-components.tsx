// The kit editor's components: each picked variant with how many of it one kit holds, its stock and
// GST as they are now, and a way to take it out.
import type { KitComponent } from "../../../core/schemas/kits.ts";
import { Field } from "../../shared/field.tsx";

/** A component as the editor holds it: the quantity as typed. */
export type KitPart = Omit<KitComponent, "quantity" | "productId"> & { quantity: string };

interface KitComponentsProps {
  parts: readonly KitPart[];
  errors: Record<string, string>;
  onChange: (parts: KitPart[]) => void;
}

export function KitComponents({ parts, errors, onChange }: KitComponentsProps) {
  if (parts.length === 0)
    return (
      <p
        className={errors.components ? "field__error" : "dashboard-muted"}
        role={errors.components ? "alert" : undefined}
      >
        {errors.components ?? "No components yet: find variants above and add them."}
      </p>
    );
  return (
    <ul className="kit-parts" aria-label="Components">
      {parts.map((part, index) => (
        <li key={part.variantId} className="kit-parts__row">
          <div className="kit-parts__what">
            <span className="kit-parts__name">{part.name}</span>
            <span className="dashboard-muted">
              {part.variantname} · {part.stock} in stock · GST {part.tax}% · HSN {part.hsn}
            </span>
            {errors[`components.${index}.variantId`] && (
              <span className="field__error" role="alert">
                {errors[`components.${index}.variantId`]}
              </span>
            )}
          </div>
          <Field
            className="kit-parts__quantity"
            label={`Quantity of ${part.name} (${part.variantname})`}
            name={`components.${index}.quantity`}
            inputMode="numeric"
            value={part.quantity}
            error={errors[`components.${index}.quantity`]}
            onChange={(event) =>
              onChange(parts.map((one, at) => (at === index ? { ...one, quantity: event.target.value } : one)))
            }
          />
          <button type="button" className="link-button" onClick={() => onChange(parts.filter((_, at) => at !== index))}>
            Remove<span className="visually-hidden"> {part.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
