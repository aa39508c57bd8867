// Settings: payment windows. How long an unpaid online order keeps what it took before it goes back on
// sale, and the shorter hold of a one-of-a-kind piece (core/schemas/settings-holds.ts).
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function HoldsSection({ value }: { value: Settings["holds"] }) {
  return (
    <SettingsSectionForm
      section="holds"
      title="Payment windows"
      intro="A shopper paying online holds the items from the moment the payment page opens. If the payment does not come in time, the order is cancelled and the items go back on sale. A one-of-a-kind piece is held for a shorter time, and other shoppers see when it comes back."
      initial={{
        paymentMinutes: String(value.paymentMinutes),
        oneOfAKindMinutes: String(value.oneOfAKindMinutes),
      }}
    >
      {({ field }) => (
        <>
          <Field
            label="Unpaid orders give their items back after (minutes)"
            {...field("paymentMinutes")}
            inputMode="numeric"
          />
          <Field
            label="One-of-a-kind pieces are held for (minutes)"
            {...field("oneOfAKindMinutes")}
            inputMode="numeric"
            hint="Others see “In someone’s bag — back in N minutes if not bought” while it is held."
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
