// Settings: the shop's name and the contacts its pages show.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../account/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ShopSection({ value }: { value: Settings["shop"] }) {
  return (
    <SettingsSectionForm
      section="shop"
      title="Shop"
      intro="The name and contacts shown in the page frame, on the contact page and in e-mails."
      initial={{ ...value }}
    >
      {({ values, errors, text }) => (
        <>
          <Field
            label="Shop name"
            name="shopName"
            value={values.shopName}
            onChange={text("shopName")}
            error={errors.shopName}
            required
          />
          <Field
            label="Location"
            name="location"
            value={values.location}
            onChange={text("location")}
            error={errors.location}
          />
          <Field
            label="Support phone"
            name="supportPhone"
            type="tel"
            value={values.supportPhone}
            onChange={text("supportPhone")}
            error={errors.supportPhone}
          />
          <Field
            label="Complaints phone"
            name="complaintsPhone"
            type="tel"
            value={values.complaintsPhone}
            onChange={text("complaintsPhone")}
            error={errors.complaintsPhone}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
