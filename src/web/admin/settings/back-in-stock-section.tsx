// Settings: back in stock. How many waiting shoppers one unit back in stock tells (oldest first), so
// a crowd is not sent after a single piece (features/back-in-stock/restock.ts).
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function BackInStockSection({ value }: { value: Settings["backInStock"] }) {
  return (
    <SettingsSectionForm
      section="backInStock"
      title="Back in stock"
      intro="Shoppers can ask to be told when a sold-out variant is back. When it comes back, the oldest confirmed requests are told first, once each; the others keep waiting for the next restock."
      initial={{ shoppersPerUnit: String(value.shoppersPerUnit) }}
    >
      {({ field }) => (
        <Field
          label="Shoppers told per unit back in stock"
          {...field("shoppersPerUnit")}
          inputMode="numeric"
          hint="With 3, two pieces back tell the six oldest requests."
        />
      )}
    </SettingsSectionForm>
  );
}
