// Settings: the shop's identity on its tax invoices (CGST rule 46(a)) and the prefixes of its
// invoice and credit-note series. The server checks the GSTIN with its check character (the shared
// schema) and its errors show under the fields; a change applies to documents issued from now on.
import type { Settings } from "../../../core/schemas/settings.ts";
import { gstStateNames } from "../../../core/schemas/settings-gst.ts";
import { Field, SelectField, TextAreaField } from "../../account/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function GstSection({ value }: { value: Settings["gst"] }) {
  return (
    <SettingsSectionForm
      section="gst"
      title="GST and invoices"
      intro="Printed on every tax invoice and credit note issued from now on. Issued documents keep what they were issued with."
      initial={{ ...value }}
    >
      {({ values, errors, text }) => (
        <>
          <Field
            label="Legal name"
            name="legalName"
            autoComplete="organization"
            value={values.legalName}
            onChange={text("legalName")}
            error={errors.legalName}
          />
          <TextAreaField
            label="Registered address"
            name="address"
            rows={2}
            value={values.address}
            onChange={text("address")}
            error={errors.address}
          />
          <SelectField
            label="State of registration"
            name="state"
            options={gstStateNames}
            value={values.state}
            onChange={text("state")}
            error={errors.state}
          />
          <Field
            label="GSTIN"
            name="gstin"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            hint="15 characters: the state code, PAN, entity number, Z and a check character."
            value={values.gstin}
            onChange={text("gstin")}
            error={errors.gstin}
          />
          <Field
            label="Invoice prefix"
            name="invoicePrefix"
            autoCapitalize="characters"
            maxLength={4}
            hint="Invoices read PREFIX/26-27/000123."
            value={values.invoicePrefix}
            onChange={text("invoicePrefix")}
            error={errors.invoicePrefix}
          />
          <Field
            label="Credit-note prefix"
            name="creditNotePrefix"
            autoCapitalize="characters"
            maxLength={4}
            value={values.creditNotePrefix}
            onChange={text("creditNotePrefix")}
            error={errors.creditNotePrefix}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
