// Settings: who answers questions about personal data (DPDP Rules 2025 rule 9), published on the
// privacy notice and in My Account → Privacy. The grievance officer belongs to the seller section.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function PrivacySection({ value }: { value: Settings["privacy"] }) {
  return (
    <SettingsSectionForm
      section="privacy"
      title="Privacy"
      intro="The person who answers questions about personal data, shown on the privacy notice and in My Account."
      initial={{
        ...value,
        guestCheckoutRetentionDays: String(value.guestCheckoutRetentionDays),
        auditLogRetentionDays: String(value.auditLogRetentionDays),
        newsletterSignupExpiryDays: String(value.newsletterSignupExpiryDays),
      }}
    >
      {({ field }) => (
        <>
          <Field label="Name" {...field("dpoName")} />
          <Field label="Designation" {...field("dpoDesignation")} />
          <Field label="E-mail" {...field("dpoEmail")} type="email" />
          <Field label="Phone" {...field("dpoPhone")} type="tel" />
          <Field
            label="Keep guests' unfinished checkouts (days)"
            {...field("guestCheckoutRetentionDays")}
            inputMode="numeric"
            hint="At least 365 days; then their name, contact and address are removed. Paid or confirmed orders are kept."
          />
          <Field
            label="Keep the audit log (days)"
            {...field("auditLogRetentionDays")}
            inputMode="numeric"
            hint="Admins' views and exports of personal data; at least 365 days."
          />
          <Field
            label="Unconfirmed newsletter sign-ups expire after (days)"
            {...field("newsletterSignupExpiryDays")}
            inputMode="numeric"
            hint="Between 1 and 30 days; then the confirm link stops working and the address is deleted."
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
