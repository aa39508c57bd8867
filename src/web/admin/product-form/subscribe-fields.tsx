// A variant's subscribe-and-save terms in the product form (issue 33): the cadences offered (every
// 1, 2 or 3 months; none: bought once only) and the discount of each delivery, a whole percent.
import { subscriptionCadences } from "../../../core/subscriptions.ts";
import { Field } from "../../shared/field.tsx";

interface SubscribeFieldsProps {
  everyMonths: readonly number[];
  discount: string;
  index: number;
  errors: Record<string, string>;
  onChange: (terms: { subscribeEvery: number[]; subscribeDiscount: string }) => void;
}

export function SubscribeFields({ everyMonths, discount, index, errors, onChange }: SubscribeFieldsProps) {
  const toggle = (months: number, on: boolean) =>
    onChange({
      subscribeEvery: on ? [...everyMonths, months].sort((a, b) => a - b) : everyMonths.filter((m) => m !== months),
      subscribeDiscount: discount,
    });
  return (
    <details className="variant-fields__more" open={everyMonths.length > 0 || undefined}>
      <summary>Subscribe and save</summary>
      <fieldset className="variant-fields__flags">
        <legend className="field__label">Offer it delivered</legend>
        {subscriptionCadences.map((months) => (
          <label key={months} className="dashboard-check">
            <input
              type="checkbox"
              name={`variants.${index}.subscribeEvery`}
              value={months}
              checked={everyMonths.includes(months)}
              onChange={(event) => toggle(months, event.target.checked)}
            />
            {months === 1 ? "Every month" : `Every ${months} months`}
          </label>
        ))}
      </fieldset>
      <Field
        label="Subscription discount (%)"
        name={`variants.${index}.subscribeDiscount`}
        inputMode="numeric"
        value={discount}
        onChange={(event) => onChange({ subscribeEvery: [...everyMonths], subscribeDiscount: event.target.value })}
        error={errors[`variants.${index}.subscribeDiscount`]}
        hint="0 to 50; each delivery's price is the shelf price less this, in whole rupees"
      />
    </details>
  );
}
