// Settings: the shop's identity on its tax invoices (CGST rule 46(a)) and the prefixes of its
// invoice and credit-note series. The server checks the GSTIN with its check character (the shared
// schema) and its errors show under the fields; a change applies to documents issued from now on.
import type { Settings } from "../../../core/schemas/settings.ts";
import { gstStateNames } from "../../../core/schemas/settings-gst.ts";
import { Field, SelectField, TextAreaField } from "../../shared/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function GstSection({ value }: { value: Settings["gst"] }) {
  return (
    <SettingsSectionForm
      section="gst"
      title="GST and invoices"
      intro="Printed on every tax invoice and credit note issued from now on. Issued documents keep what they were issued with."
      initial={{ ...value }}
    >
      {({ field }) => (
        <>
          <Field label="Legal name" {...field("legalName")} autoComplete="organization" />
          <TextAreaField label="Registered address" {...field("address")} rows={2} />
          <SelectField label="State of registration" {...field("state")} options={gstStateNames} />
          <Field
            label="GSTIN"
            {...field("gstin")}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            hint="15 characters: the state code, PAN, entity number, Z and a check character."
          />
          <Field
            label="Invoice prefix"
            {...field("invoicePrefix")}
            autoCapitalize="characters"
            maxLength={4}
            hint="Invoices read PREFIX/26-27/000123."
          />
          <Field label="Credit-note prefix" {...field("creditNotePrefix")} autoCapitalize="characters" maxLength={4} />
        </>
      )}
    </SettingsSectionForm>
  );
}
