// Settings: subscribe and save (core/schemas/settings-subscriptions.ts). How long before each charge
// the pre-debit notice goes (RBI asks at least 24 hours), the most one delivery may charge (RBI lets
// an e-mandate debit up to ₹15,000 without the shopper approving each one, so lower, never higher),
// and how many years a mandate runs. Each field's hint is the schema's message, which the server's refusal shows in its place.
import type { Settings } from "../../../core/schemas/settings.ts";
import { subscriptionSettingsMessages } from "../../../core/schemas/settings-subscriptions.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function SubscriptionsSection({ value }: { value: Settings["subscriptions"] }) {
  return (
    <SettingsSectionForm
      section="subscriptions"
      title="Subscriptions"
      intro="Subscribe and save charges a shopper's UPI Autopay or card mandate on each delivery's date. A notice with the amount and date goes out before every charge, with links to skip or cancel; a charge the notice can no longer reach in time is skipped, never taken without notice."
      initial={{
        noticeHours: String(value.noticeHours),
        maxCharge: String(value.maxCharge),
        years: String(value.years),
      }}
    >
      {({ field }) => (
        <>
          <Field
            label="Pre-debit notice before each charge (hours)"
            {...field("noticeHours")}
            inputMode="numeric"
            hint={subscriptionSettingsMessages.noticeHours}
          />
          <Field
            label="Most one delivery may charge (₹)"
            {...field("maxCharge")}
            inputMode="numeric"
            hint={`${subscriptionSettingsMessages.maxCharge}. Above ₹15,000, RBI's rules ask the shopper to approve every charge.`}
          />
          <Field
            label="A mandate runs for (years)"
            {...field("years")}
            inputMode="numeric"
            hint={subscriptionSettingsMessages.years}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
