// Settings: the parcel a shipment is booked with when the admin weighs nothing, Shiprocket's
// pickup location by its nickname, and the e-way bill threshold (features/shipping, core/eway-bill.ts).
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ParcelSection({ value }: { value: Settings["parcels"] }) {
  return (
    <SettingsSectionForm
      section="parcels"
      title="Parcels"
      intro="Used when a shipment is booked without its own weight or box: the lines' weights plus the packaging, or the usual weight when a product's weight is not filled in. The pickup location is the nickname saved in Shiprocket. An inter-state parcel whose goods are worth more than the e-way bill threshold with tax is booked only with its e-way bill number; stones and jewellery (HSN chapter 71) are not counted."
      initial={{
        defaultWeightGrams: String(value.defaultWeightGrams),
        packagingGrams: String(value.packagingGrams),
        boxLengthCm: String(value.boxLengthCm),
        boxBreadthCm: String(value.boxBreadthCm),
        boxHeightCm: String(value.boxHeightCm),
        pickupLocation: value.pickupLocation,
        ewayBillThreshold: String(value.ewayBillThreshold),
      }}
    >
      {({ field }) => (
        <>
          <Field label="Usual weight (grams)" {...field("defaultWeightGrams")} inputMode="numeric" />
          <Field label="Packaging (grams)" {...field("packagingGrams")} inputMode="numeric" />
          <Field label="Box length (cm)" {...field("boxLengthCm")} inputMode="numeric" />
          <Field label="Box breadth (cm)" {...field("boxBreadthCm")} inputMode="numeric" />
          <Field label="Box height (cm)" {...field("boxHeightCm")} inputMode="numeric" />
          <Field label="Shiprocket pickup location" {...field("pickupLocation")} />
          <Field label="E-way bill above (₹)" {...field("ewayBillThreshold")} inputMode="decimal" />
        </>
      )}
    </SettingsSectionForm>
  );
}
