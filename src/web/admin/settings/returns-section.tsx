// Settings: the return rules (features/returns). The window and the non-returnable categories are
// what the product page, the policies, the terms and My Account's return form all state.
import type { Settings } from "../../../core/schemas/settings.ts";
import { refundDayRanges } from "../../../core/schemas/settings-returns.ts";
import { Field, TextAreaField } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

const checks = [
  ["proofRequired", "Require an unboxing photo or video with every return"],
  ["exchangeAllowed", "Offer exchanges for another variant"],
  ["refundShippingOnFullReturn", "Refund shipping when the whole order comes back"],
] as const;

export function ReturnsSection({ value }: { value: Settings["returns"] }) {
  return (
    <SettingsSectionForm
      section="returns"
      title="Returns"
      intro="How long after delivery a shopper may ask for a return, what cannot come back, where return parcels go, and how many working days each kind of refund takes (store credit is at once)."
      initial={{
        windowDays: String(value.windowDays),
        nonReturnableCategories: value.nonReturnableCategories.join("\n"),
        proofRequired: value.proofRequired,
        exchangeAllowed: value.exchangeAllowed,
        refundShippingOnFullReturn: value.refundShippingOnFullReturn,
        returnName: value.returnName,
        returnAddress: value.returnAddress,
        returnCity: value.returnCity,
        returnState: value.returnState,
        returnPincode: value.returnPincode,
        returnPhone: value.returnPhone,
        ...refundDaysInitial(value),
      }}
    >
      {({ field, values, setValue }) => (
        <>
          <Field label="Return window (days after delivery)" {...field("windowDays")} inputMode="numeric" />
          <TextAreaField
            label="Categories that cannot be returned"
            {...field("nonReturnableCategories")}
            rows={3}
            hint="Category slugs as in the shop's addresses (soaps, bracelets), one a line."
          />
          {checks.map(([name, label]) => (
            <label key={name} className="dashboard-check">
              <input
                type="checkbox"
                name={name}
                checked={values[name]}
                onChange={(event) => setValue(name, event.target.checked)}
              />
              {label}
            </label>
          ))}
          <Field label="Return parcels go to" {...field("returnName")} />
          <Field label="Address" {...field("returnAddress")} />
          <Field label="City" {...field("returnCity")} />
          <Field label="State" {...field("returnState")} />
          <Field label="PIN code" {...field("returnPincode")} inputMode="numeric" maxLength={6} />
          <Field label="Phone" {...field("returnPhone")} type="tel" />
          {refundDayRanges.map(([name, label]) => (
            <fieldset key={name} className="settings-range">
              <legend className="settings-range__legend">{`${label} refunds arrive in (working days)`}</legend>
              <Field label="From (days)" {...field(`refundDays${name}From`)} inputMode="numeric" />
              <Field label="To (days)" {...field(`refundDays${name}To`)} inputMode="numeric" />
            </fieldset>
          ))}
        </>
      )}
    </SettingsSectionForm>
  );
}

/** The refund days as the form's typed text, one pair per way a refund travels. */
function refundDaysInitial(value: Settings["returns"]) {
  const entries = refundDayRanges.flatMap(([name]) => [
    [`refundDays${name}From`, String(value[`refundDays${name}From`])],
    [`refundDays${name}To`, String(value[`refundDays${name}To`])],
  ]);
  return Object.fromEntries(entries) as Record<
    `refundDays${(typeof refundDayRanges)[number][0]}${"From" | "To"}`,
    string
  >;
}
