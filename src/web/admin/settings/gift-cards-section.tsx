// Settings: gift cards (core/schemas/settings-gift-cards.ts, decision 0062). The amounts the gift card
// page offers as buttons (rupees, typed comma-separated), the least and most a custom amount may be
// (the most also caps a goodwill card the admin issues), and how many months a card works from the
// day it is sent (at least 12: RBI's rules give gift instruments a year). Each field's hint is the
// schema's message, which the server's refusal shows in its place.

import type { Settings } from "../../../core/schemas/settings.ts";
import { giftCardSettingsMessages } from "../../../core/schemas/settings-gift-cards.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

/** "500, 1000 ,2000" → ["500", "1000", "2000"] (blank entries dropped; the schema judges the rest). */
export function typedAmounts(typed: string): string[] {
  return typed
    .split(/[,\s]+/)
    .map((entry) => entry.replace(/^₹/, "").trim())
    .filter((entry) => entry !== "");
}

export function GiftCardsSection({ value }: { value: Settings["giftCards"] }) {
  return (
    <SettingsSectionForm
      section="giftCards"
      title="Gift cards"
      intro="Gift cards are e-mailed to their recipient on the day the buyer chooses and pay at checkout until their balance runs out or they expire. The most here also caps a goodwill card issued from Gift cards."
      initial={{
        amounts: value.amounts.join(", "),
        min: String(value.min),
        max: String(value.max),
        validityMonths: String(value.validityMonths),
      }}
      toBody={(values) => ({ ...values, amounts: typedAmounts(values.amounts) })}
    >
      {({ field }) => (
        <>
          <Field
            label="Amounts offered (₹, comma-separated)"
            {...field("amounts")}
            hint={`${giftCardSettingsMessages.amounts}, e.g. 500, 1000, 2000`}
          />
          <Field
            label="Least custom amount (₹)"
            {...field("min")}
            inputMode="numeric"
            hint={giftCardSettingsMessages.min}
          />
          <Field
            label="Most custom amount (₹)"
            {...field("max")}
            inputMode="numeric"
            hint={giftCardSettingsMessages.max}
          />
          <Field
            label="A card works for (months)"
            {...field("validityMonths")}
            inputMode="numeric"
            hint={`${giftCardSettingsMessages.validityMonths}. RBI's rules give a gift card at least a year.`}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
