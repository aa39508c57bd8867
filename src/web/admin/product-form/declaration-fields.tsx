// The product form's declarations (decision 0023): the label's fields for the product, and per
// variant what a pack declares for itself. The server refuses an active product that lacks one;
// its field errors ("declarations.countryOfOrigin", "variants.0.declarations.netQuantity") land here.
import {
  type NetQuantity,
  netQuantityUnits,
  type ProductDeclarations,
  packerRoles,
  type VariantDeclarations,
} from "../../../core/schemas/declarations.ts";
import { Field } from "../../shared/field.tsx";

type Errors = Record<string, string | undefined>;
type TextKey = {
  [K in keyof ProductDeclarations]: ProductDeclarations[K] extends string ? K : never;
}[keyof ProductDeclarations];

function Select<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="field__input field__input--select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function QuantityFields(props: {
  prefix: string;
  value: NetQuantity;
  errors: Errors;
  onChange: (next: NetQuantity) => void;
}) {
  return (
    <>
      <Field
        label="Net quantity"
        name={`${props.prefix}.netQuantity`}
        inputMode="decimal"
        value={props.value.value === null ? "" : String(props.value.value)}
        onChange={(event) => {
          const typed = event.target.value.trim();
          props.onChange({ ...props.value, value: typed === "" || Number.isNaN(Number(typed)) ? null : Number(typed) });
        }}
        error={props.errors[`${props.prefix}.netQuantity`]}
      />
      <Select
        id={`${props.prefix}-unit`}
        label="Unit"
        value={props.value.unit}
        options={netQuantityUnits}
        onChange={(unit) => props.onChange({ ...props.value, unit })}
      />
    </>
  );
}

export function ProductDeclarationFields({
  value,
  errors,
  onChange,
}: {
  value: ProductDeclarations;
  errors: Errors;
  onChange: (next: ProductDeclarations) => void;
}) {
  const text = (key: TextKey, label: string, required = false) => (
    <Field
      label={label}
      name={`declarations.${key}`}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[`declarations.${key}`]}
      required={required}
    />
  );
  return (
    <>
      {text("genericName", "Generic name", true)}
      {text("countryOfOrigin", "Country of origin", true)}
      <Select
        id="declarations-packer-role"
        label="The label names the"
        value={value.packerRole}
        options={packerRoles}
        onChange={(packerRole) => onChange({ ...value, packerRole })}
      />
      {text("packerName", "Manufacturer, packer or importer", true)}
      {text("packerAddress", "Their address", true)}
      <QuantityFields
        prefix="declarations"
        value={value.netQuantity}
        errors={errors}
        onChange={(netQuantity) => onChange({ ...value, netQuantity })}
      />
      {text("dimensions", "Dimensions")}
      {text("manufacturedOn", "Month and year of manufacture")}
      {text("bestBefore", "Best before / use before")}
      {text("customerCare", "Customer care (empty: the shop's)")}
      <label className="dashboard-check">
        <input
          type="checkbox"
          checked={value.cosmetic}
          onChange={(event) => onChange({ ...value, cosmetic: event.target.checked })}
        />
        Cosmetic (soaps, skin care: Cosmetics Rules 2020)
      </label>
      {errors["declarations.cosmetic"] && (
        <p className="field__error" role="alert">
          {errors["declarations.cosmetic"]}
        </p>
      )}
      {value.cosmetic && (
        <>
          {text("ingredients", "Ingredients", true)}
          {text("batchNumber", "Batch number")}
          {text("licenceNumber", "Manufacturing licence number", true)}
        </>
      )}
    </>
  );
}

export function VariantDeclarationFields({
  value,
  index,
  errors,
  onChange,
}: {
  value: VariantDeclarations;
  index: number;
  errors: Errors;
  onChange: (next: VariantDeclarations) => void;
}) {
  const prefix = `variants.${index}.declarations`;
  const text = (key: "dimensions" | "manufacturedOn" | "bestBefore" | "batchNumber", label: string) => (
    <Field
      label={label}
      name={`${prefix}.${key}`}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[`${prefix}.${key}`]}
    />
  );
  return (
    <>
      <QuantityFields
        prefix={prefix}
        value={value.netQuantity}
        errors={errors}
        onChange={(netQuantity) => onChange({ ...value, netQuantity })}
      />
      {text("dimensions", "Dimensions (this pack)")}
      {text("batchNumber", "Batch number (this pack)")}
      {text("bestBefore", "Use before (this pack)")}
      {text("manufacturedOn", "Month and year of manufacture (this pack)")}
    </>
  );
}
