// Settings: reviews. New reviews wait for the admin's check (/admin-reviews); a verified buyer's
// review without photos or videos may appear at once; links and spam are always held. Also when a
// delivered order's review request goes and how long its per-line links work.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field, TextAreaField } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ReviewsSection({ value }: { value: Settings["reviews"] }) {
  return (
    <SettingsSectionForm
      section="reviews"
      title="Reviews"
      intro="New reviews wait in the Reviews queue until you approve them. A review with a link, repeated characters, shouting in capitals or a banned word always waits."
      initial={{
        autoPublishVerified: value.autoPublishVerified,
        bannedWords: value.bannedWords,
        reviewRequests: value.reviewRequests,
        requestAfterDays: String(value.requestAfterDays),
        requestLinkDays: String(value.requestLinkDays),
      }}
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
          <label className="dashboard-check">
            <input
              type="checkbox"
              name="reviewRequests"
              checked={values.reviewRequests}
              onChange={(event) => setValue("reviewRequests", event.target.checked)}
            />
            Ask shoppers who said yes to review what they bought
          </label>
          <Field
            label="Review request after delivery (days)"
            {...field("requestAfterDays")}
            inputMode="numeric"
            hint="One message per order, with a link to review each piece; none for cancelled or returned orders."
          />
          <Field label="Review links work for (days)" {...field("requestLinkDays")} inputMode="numeric" />
        </>
      )}
    </SettingsSectionForm>
  );
}
