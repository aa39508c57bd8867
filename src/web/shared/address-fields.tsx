// The fields of a postal address, as the checkout and the address book both ask for it: address,
// apartment or landmark, city, state (a list for India, typed elsewhere), country and PIN code.
// The caller keeps the values and errors and fills city and state from the PIN code.
import { indianStates } from "../../core/india.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { Field, SelectField } from "./field.tsx";

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

export type AddressField = keyof AddressValues;

export interface AddressFieldsProps {
  values: AddressValues;
  errors: Partial<Record<AddressField, string | undefined>>;
  onChange: (field: AddressField, value: string) => void;
  /** The countries offered (the checkout delivers within India only). */
  countries: readonly string[];
  /** "Postal Code" at checkout, "Zip Code" in the address book. */
  codeLabel: string;
  /** Gives each input the id `${idPrefix}-${field}` (the checkout focuses the first field in error). */
  idPrefix?: string;
  disabled?: boolean;
}

export function AddressFields({
  values,
  errors,
  onChange,
  countries,
  codeLabel,
  idPrefix,
  disabled,
}: AddressFieldsProps) {
  const { t } = useI18n();
  const india = values.country === "India";
  const props = (field: AddressField) => ({
    id: idPrefix ? `${idPrefix}-${field}` : undefined,
    name: field,
    value: values[field],
    error: errors[field] || undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    disabled,
  });
  return (
    <>
      <Field
        label={t("Address")}
        autoComplete="address-line1"
        className="checkout-fields__wide"
        {...props("addressLine1")}
      />
      <Field
        label={t("Apartment, landmark (optional)")}
        autoComplete="address-line2"
        className="checkout-fields__wide"
        {...props("addressLine2")}
      />
      <Field label={t("City")} autoComplete="address-level2" {...props("city")} />
      {india ? (
        <SelectField
          label={t("State")}
          autoComplete="address-level1"
          options={indianStates.map((state) => state.name)}
          placeholder={t("Choose a state")}
          {...props("state")}
        />
      ) : (
        <Field label={t("State")} autoComplete="address-level1" {...props("state")} />
      )}
      <SelectField label={t("Country")} autoComplete="country-name" options={countries} {...props("country")} />
      <Field
        label={t(codeLabel)}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={india ? 6 : undefined}
        {...props("zipCode")}
      />
    </>
  );
}
