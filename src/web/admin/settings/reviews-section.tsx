// Settings: reviews. New reviews wait for the admin's check (/admin-reviews); a verified buyer's
// review without photos or videos may appear at once; links and spam are always held.
import type { Settings } from "../../../core/schemas/settings.ts";
import { TextAreaField } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ReviewsSection({ value }: { value: Settings["reviews"] }) {
  return (
    <SettingsSectionForm
      section="reviews"
      title="Reviews"
      intro="New reviews wait in the Reviews queue until you approve them. A review with a link, repeated characters, shouting in capitals or a banned word always waits."
      initial={{ autoPublishVerified: value.autoPublishVerified, bannedWords: value.bannedWords }}
    >
      {({ values, setValue, field }) => (
        <>
          <label className="dashboard-check">
            <input
              type="checkbox"
              name="autoPublishVerified"
              checked={values.autoPublishVerified}
              onChange={(event) => setValue("autoPublishVerified", event.target.checked)}
            />
            Publish verified buyers' reviews without photos or videos at once
          </label>
          <TextAreaField
            label="Banned words"
            rows={3}
            {...field("bannedWords")}
            hint="Separated by commas or one per line; a review containing one waits for your check."
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
