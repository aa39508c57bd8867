// Settings: the shop's name and the contacts its pages show.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ShopSection({ value }: { value: Settings["shop"] }) {
  return (
    <SettingsSectionForm
      section="shop"
      title="Shop"
      intro="The name and customer care's phone shown in the page frame, on the contact page, in the policies and on labels. Complaints go to the grievance officer (Seller information)."
      initial={{ ...value }}
    >
      {({ field }) => (
        <>
          <Field label="Shop name" {...field("shopName")} required />
          <Field label="Location" {...field("location")} />
          <Field label="Support phone" {...field("supportPhone")} type="tel" />
        </>
      )}
    </SettingsSectionForm>
  );
}
