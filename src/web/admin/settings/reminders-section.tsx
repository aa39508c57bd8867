// Settings: reminders about bags left without an order (features/bags): on or off, when the first
// and the last reminder go, and how long the mail's restore link works.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function RemindersSection({ value }: { value: Settings["reminders"] }) {
  return (
    <SettingsSectionForm
      section="reminders"
      title="Abandoned-bag reminders"
      intro="Shoppers who said yes to reminders get at most two when they leave a bag without ordering: by e-mail, and on WhatsApp when it is set up and they agreed to it."
      initial={{
        bagReminders: value.bagReminders,
        firstAfterMinutes: String(value.firstAfterMinutes),
        secondAfterHours: String(value.secondAfterHours),
        linkDays: String(value.linkDays),
      }}
    >
      {({ values, setValue, field }) => (
        <>
          <label className="dashboard-check">
            <input
              type="checkbox"
              name="bagReminders"
              checked={values.bagReminders}
              onChange={(event) => setValue("bagReminders", event.target.checked)}
            />
            Send abandoned-bag reminders
          </label>
          <Field
            label="First reminder after (minutes)"
            {...field("firstAfterMinutes")}
            inputMode="numeric"
            hint="Counted from the bag's last change."
          />
          <Field
            label="Second and last reminder after (hours)"
            {...field("secondAfterHours")}
            inputMode="numeric"
            hint="Also counted from the bag's last change."
          />
          <Field label="Restore link works for (days)" {...field("linkDays")} inputMode="numeric" />
        </>
      )}
    </SettingsSectionForm>
  );
}
