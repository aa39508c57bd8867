// Settings: returns to origin. Pay on Delivery switches off for a PIN code whose parcels came back
// too often over the window, once enough parcels went there (features/shipping/rto.ts).
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function RtoSection({ value }: { value: Settings["rto"] }) {
  return (
    <SettingsSectionForm
      section="rto"
      title="Returns to origin"
      intro="A parcel that comes back (RTO) costs shipping both ways. The dashboard shows the RTO rate over the window; a PIN code above the rate below loses Pay on Delivery, with the same message as a blocked PIN code."
      initial={{
        windowDays: String(value.windowDays),
        codOffAbovePercent: value.codOffAbovePercent === null ? "" : String(value.codOffAbovePercent),
        minParcels: String(value.minParcels),
      }}
      toBody={(values) => ({
        ...values,
        codOffAbovePercent: values.codOffAbovePercent.trim() === "" ? null : values.codOffAbovePercent,
      })}
    >
      {({ field }) => (
        <>
          <Field
            label="Window (days)"
            {...field("windowDays")}
            inputMode="numeric"
            hint="Parcels delivered or returned in these last days."
          />
          <Field
            label="Pay on Delivery off above this RTO rate (%)"
            {...field("codOffAbovePercent")}
            inputMode="decimal"
            hint="Leave empty to keep Pay on Delivery whatever the returns."
          />
          <Field
            label="Parcels to a PIN code before the rate counts"
            {...field("minParcels")}
            inputMode="numeric"
            hint="So one parcel coming back does not switch a PIN code off."
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
