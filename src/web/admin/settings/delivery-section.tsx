// Settings: the delivery promise (the warehouse's PIN code, packing and transit days by zone,
// holidays, PIN codes the shop does not serve) and the cash-on-delivery controls (largest order,
// fee, PIN codes and phones without COD, refusals before COD stops, the confirmation window, the days
// a courier has to remit the cash).
import { type DeliveryZone, deliveryZoneNames } from "../../../core/delivery.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field, TextAreaField } from "../../shared/field.tsx";
import { type SectionFields, SettingsSectionForm } from "./section-form.tsx";

const zones = Object.keys(deliveryZoneNames) as DeliveryZone[];

type DayFields = Record<string, string>;

function DayRange({ legend, name, fields }: { legend: string; name: string; fields: SectionFields<DayFields> }) {
  const { values, errors, text } = fields;
  const error = errors[`${name}.min`] || errors[`${name}.max`] || errors[name];
  return (
    <fieldset className="settings-range">
      <legend className="settings-range__legend">{legend}</legend>
      <Field
        label="From (days)"
        name={`${name}.min`}
        inputMode="numeric"
        value={values[`${name}.min`] ?? ""}
        onChange={text(`${name}.min`)}
      />
      <Field
        label="To (days)"
        name={`${name}.max`}
        inputMode="numeric"
        value={values[`${name}.max`] ?? ""}
        onChange={text(`${name}.max`)}
      />
      {error ? (
        <p className="field__error settings-range__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const range = (values: DayFields, name: string) => ({ min: values[`${name}.min`], max: values[`${name}.max`] });

export function DeliverySection({ value }: { value: Settings["delivery"] }) {
  const initial: DayFields = {
    warehousePincode: value.warehousePincode,
    "processingDays.min": String(value.processingDays.min),
    "processingDays.max": String(value.processingDays.max),
    holidays: value.holidays.join("\n"),
    undeliverablePincodes: value.undeliverablePincodes.join("\n"),
  };
  for (const zone of zones) {
    initial[`transitDays.${zone}.min`] = String(value.transitDays[zone].min);
    initial[`transitDays.${zone}.max`] = String(value.transitDays[zone].max);
  }
  return (
    <SettingsSectionForm
      section="delivery"
      title="Delivery promise"
      intro="“Delivered by …” on the product page, the cart and the checkout: packing, then transit by zone from the warehouse, in working days (Sundays and the holidays below are skipped)."
      initial={initial}
      toBody={(values) => ({
        warehousePincode: values.warehousePincode,
        processingDays: range(values, "processingDays"),
        transitDays: Object.fromEntries(zones.map((zone) => [zone, range(values, `transitDays.${zone}`)])),
        holidays: values.holidays,
        undeliverablePincodes: values.undeliverablePincodes,
      })}
    >
      {(fields) => (
        <>
          <Field
            label="Warehouse PIN code"
            name="warehousePincode"
            inputMode="numeric"
            maxLength={6}
            value={fields.values.warehousePincode ?? ""}
            onChange={fields.text("warehousePincode")}
            error={fields.errors.warehousePincode}
          />
          <DayRange legend="Packing before dispatch" name="processingDays" fields={fields} />
          {zones.map((zone) => (
            <DayRange
              key={zone}
              legend={`Transit: ${deliveryZoneNames[zone]}`}
              name={`transitDays.${zone}`}
              fields={fields}
            />
          ))}
          <TextAreaField
            label="Holidays"
            name="holidays"
            rows={4}
            hint="One date a line, as 2026-12-25."
            value={fields.values.holidays ?? ""}
            onChange={fields.text("holidays")}
            error={fields.errors.holidays}
          />
          <TextAreaField
            label="PIN codes without delivery"
            name="undeliverablePincodes"
            rows={4}
            hint="One a line, or separated by commas."
            value={fields.values.undeliverablePincodes ?? ""}
            onChange={fields.text("undeliverablePincodes")}
            error={fields.errors.undeliverablePincodes}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}

export function CodSection({ value }: { value: Settings["cod"] }) {
  return (
    <SettingsSectionForm
      section="cod"
      title="Cash on delivery"
      intro="Checked when an order is placed; the checkout hides Pay on Delivery with the reason. A COD fee shows as its own line in every price breakup."
      initial={{
        maxOrder: String(value.maxOrder),
        fee: String(value.fee),
        blockedPincodes: value.blockedPincodes.join("\n"),
        blockedPhones: value.blockedPhones.join("\n"),
        refusalLimit: String(value.refusalLimit),
        confirmWithinHours: String(value.confirmWithinHours),
        openOrdersPerPhone: String(value.openOrdersPerPhone),
        openOrdersPerEmail: String(value.openOrdersPerEmail),
        openOrdersPerAddress: String(value.openOrdersPerAddress),
        remittanceDueDays: String(value.remittanceDueDays),
      }}
    >
      {({ field }) => (
        <>
          <Field label="Largest COD order (₹)" {...field("maxOrder")} inputMode="decimal" />
          <Field label="COD fee (₹)" {...field("fee")} inputMode="decimal" hint="0 for none." />
          <Field
            label="Refusals before COD stops for a phone"
            {...field("refusalLimit")}
            inputMode="numeric"
            hint="Counted from orders marked refused at the door and COD parcels on their way back."
          />
          <Field
            label="Hours to confirm a COD order"
            {...field("confirmWithinHours")}
            inputMode="numeric"
            hint="Unconfirmed orders are then cancelled and their stock returned."
          />
          <Field
            label="Unconfirmed COD orders per phone"
            {...field("openOrdersPerPhone")}
            inputMode="numeric"
            hint="More waits until one is confirmed or cancelled: nobody holds the stock with unconfirmed orders."
          />
          <Field label="Unconfirmed COD orders per e-mail" {...field("openOrdersPerEmail")} inputMode="numeric" />
          <Field
            label="COD orders per network address"
            {...field("openOrdersPerAddress")}
            inputMode="numeric"
            hint="Counted over the hours to confirm; an office or mobile network may share one address."
          />
          <Field
            label="Days for the courier to remit the cash"
            {...field("remittanceDueDays")}
            inputMode="numeric"
            hint="A delivered COD order not remitted after these days is listed on the COD remittances page to chase."
          />
          <TextAreaField
            label="PIN codes without COD"
            {...field("blockedPincodes")}
            rows={4}
            hint="One a line, or separated by commas."
          />
          <TextAreaField
            label="Phones without COD"
            {...field("blockedPhones")}
            rows={4}
            hint="10-digit mobile numbers, one a line."
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
