// Settings: customer care's and business e-mails and the grievance officer the shop must name
// (Consumer Protection (E-Commerce) Rules 2020, rule 4), shown in the footer, on /seller-information,
// the contact page (the officer's phone is its complaints phone), the policies and product pages.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function SellerSection({ value }: { value: Settings["seller"] }) {
  return (
    <SettingsSectionForm
      section="seller"
      title="Seller information"
      intro="Shown on every page's footer, the Seller information page and each product's declarations. The legal name, address and GSTIN are those of the GST section; the phone is the support phone. The grievance officer's phone is also the complaints phone."
      initial={{ ...value }}
    >
      {({ field }) => (
        <>
          <Field label="Customer care e-mail" {...field("customerCareEmail")} type="email" required />
          <Field label="Business e-mail" {...field("businessEmail")} type="email" required />
          <Field label="Grievance officer's name" {...field("grievanceOfficerName")} required />
          <Field label="Grievance officer's designation" {...field("grievanceOfficerDesignation")} required />
          <Field label="Grievance officer's e-mail" {...field("grievanceOfficerEmail")} type="email" required />
          <Field label="Grievance officer's phone" {...field("grievanceOfficerPhone")} type="tel" required />
          <Field label="Grievance officer's address" {...field("grievanceOfficerAddress")} required />
        </>
      )}
    </SettingsSectionForm>
  );
}
