// Settings: failed deliveries (NDR): how many working days after today the courier keeps a parcel
// for a new attempt (the dates the Undelivered queue and the shopper's link offer), and how long the
// shopper's link in the "we missed you" mail works (features/shipping/ndr.ts).
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function NdrSection({ value }: { value: Settings["ndr"] }) {
  return (
    <SettingsSectionForm
      section="ndr"
      title="Failed deliveries"
      intro="A new attempt may be asked for one of the next working days (Sundays and holidays skipped) within the courier's window."
      initial={{
        reattemptWithinWorkingDays: String(value.reattemptWithinWorkingDays),
        shopperLinkHours: String(value.shopperLinkHours),
      }}
    >
      {({ field }) => (
        <>
          <Field
            label="Courier's re-attempt window (working days)"
            {...field("reattemptWithinWorkingDays")}
            inputMode="numeric"
          />
          <Field label="Shopper's link works for (hours)" {...field("shopperLinkHours")} inputMode="numeric" />
        </>
      )}
    </SettingsSectionForm>
  );
}
