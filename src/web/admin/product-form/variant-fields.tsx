// One variant of the product form: name, size, SKU, shelf price, M.R.P., GST rate and HSN, stock (a
// kit's stock, rate and HSN shown, not edited: its components' (decision 0059)),
// its shipping weight (optional),
// the specifications, the featured and best-seller flags, and its images (front, back, gallery of 2).
import { gstRates } from "../../../core/schemas/admin-products.ts";
import { Field } from "../../shared/field.tsx";
import { typedValue } from "../typed-value.ts";
import { CertificateFields } from "./certificate-fields.tsx";
import { VariantDeclarationFields } from "./declaration-fields.tsx";
import { type SpecificationKey, specificationFields, type VariantDraft, variantGalleryLimit } from "./draft.ts";
import { ImageList, ImagePicker } from "./images.tsx";
import { SubscribeFields } from "./subscribe-fields.tsx";

interface VariantFieldsProps {
  variant: VariantDraft;
  index: number;
  /** The labs a certificate may name. */
  labs: readonly string[];
  /** A kit: its stock is what its components make and its GST and HSN come from them (the kit editor). */
  kit?: boolean;
  errors: Record<string, string>;
  onChange: (variant: VariantDraft) => void;
  onRemove?: (() => void) | undefined;
}

export function VariantFields({ variant, index, labs, kit = false, errors, onChange, onRemove }: VariantFieldsProps) {
  const error = (field: string) => errors[`variants.${index}.${field}`];
  const text =
    (field: "variantname" | "size" | "color" | "sku" | "price" | "mrp" | "hsn" | "stock" | "weightGrams") =>
    (event: { target: { value: string; inputMode?: string } }) =>
      onChange({ ...variant, [field]: typedValue(event.target) });
  const spec = (key: SpecificationKey) => (event: { target: { value: string } }) =>
    onChange({ ...variant, specifications: { ...variant.specifications, [key]: event.target.value } });
  const images = (next: Partial<VariantDraft["images"]>) =>
    onChange({ ...variant, images: { ...variant.images, ...next } });
  const title = `Variant ${index + 1}${variant.variantname ? `: ${variant.variantname}` : ""}`;
  const failure = "Failed to upload variant images. Please try again";

  return (
    <fieldset className="variant-fields">
      <legend className="variant-fields__legend">{title}</legend>
      <div className="checkout-fields">
        <Field
          label="Variant name"
          name={`variants.${index}.variantname`}
          value={variant.variantname}
          onChange={text("variantname")}
          error={error("variantname")}
          required
        />
        <Field
          label="SKU"
          name={`variants.${index}.sku`}
          value={variant.sku}
          onChange={text("sku")}
          error={error("sku")}
          required
        />
        <Field label="Size" name={`variants.${index}.size`} value={variant.size} onChange={text("size")} />
        <Field label="Colour" name={`variants.${index}.color`} value={variant.color} onChange={text("color")} />
        <Field
          label="Price with GST (₹)"
          name={`variants.${index}.price`}
          inputMode="decimal"
          value={variant.price}
          onChange={text("price")}
          error={error("price")}
          hint="What the shopper pays"
          required
        />
        <Field
          label="M.R.P. (₹)"
          name={`variants.${index}.mrp`}
          inputMode="decimal"
          value={variant.mrp}
          onChange={text("mrp")}
          error={error("mrp")}
          hint="Shown struck through when above the price"
          required
        />
        <div className="field">
          <label className="field__label" htmlFor={`variant-${variant.key}-tax`}>
            GST rate (%)
          </label>
          <select
            id={`variant-${variant.key}-tax`}
            name={`variants.${index}.tax`}
            className="field__input field__input--select"
            value={variant.tax}
            aria-invalid={error("tax") ? true : undefined}
            onChange={(event) => onChange({ ...variant, tax: event.target.value })}
            disabled={kit}
            aria-describedby={kit ? `variant-${variant.key}-tax-kit` : undefined}
            required
          >
            <option value="">Choose a rate</option>
            {gstRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </select>
          {error("tax") && (
            <p className="field__error" role="alert">
              {error("tax")}
            </p>
          )}
          {kit && (
            <p id={`variant-${variant.key}-tax-kit`} className="field__hint">
              A kit: from its components (the Kit section)
            </p>
          )}
        </div>
        <Field
          label="HSN code"
          name={`variants.${index}.hsn`}
          inputMode="numeric"
          value={variant.hsn}
          onChange={text("hsn")}
          error={error("hsn")}
          hint={kit ? "A kit: from its components (the Kit section)" : "4 to 8 digits, e.g. 7103 for loose stones"}
          readOnly={kit}
          required
        />
        <Field
          label="Stock"
          name={`variants.${index}.stock`}
          inputMode="numeric"
          value={variant.stock}
          onChange={text("stock")}
          error={error("stock")}
          hint={kit ? "A kit: what its components make, never stored" : undefined}
          readOnly={kit}
          required
        />
        <Field
          label="Weight (g)"
          name={`variants.${index}.weightGrams`}
          inputMode="numeric"
          value={variant.weightGrams}
          onChange={text("weightGrams")}
          error={error("weightGrams")}
          hint="One unit, unpacked: the parcel's weight adds the lines up"
        />
        <div className="variant-fields__flags">
          <label className="dashboard-check">
            <input
              type="checkbox"
              checked={variant.featureProduct}
              onChange={(event) => onChange({ ...variant, featureProduct: event.target.checked })}
            />
            Featured product
          </label>
          <label className="dashboard-check">
            <input
              type="checkbox"
              checked={variant.bestSeller}
              onChange={(event) => onChange({ ...variant, bestSeller: event.target.checked })}
            />
            Best seller
          </label>
        </div>
      </div>
      <div className="checkout-fields">
        <VariantDeclarationFields
          value={variant.declarations}
          index={index}
          errors={errors}
          onChange={(declarations) => onChange({ ...variant, declarations })}
        />
      </div>
      <details className="variant-fields__more">
        <summary>Specifications</summary>
        <div className="checkout-fields">
          {specificationFields.map(([key, label]) => (
            <Field
              key={key}
              label={label}
              name={`variants.${index}.specifications.${key}`}
              value={variant.specifications[key]}
              onChange={spec(key)}
            />
          ))}
        </div>
      </details>
      <SubscribeFields
        everyMonths={variant.subscribeEvery}
        discount={variant.subscribeDiscount}
        index={index}
        errors={errors}
        onChange={(terms) => onChange({ ...variant, ...terms })}
      />
      <CertificateFields
        value={variant.certificate}
        index={index}
        title={title}
        labs={labs}
        errors={errors}
        onChange={(certificate) => onChange({ ...variant, certificate })}
      />
      <div className="image-row">
        <ImagePicker
          label={`${title} front image`}
          value={variant.images.front}
          onChange={(front) => images({ front })}
          failure={failure}
          hint="variant"
        />
        <ImagePicker
          label={`${title} back image`}
          value={variant.images.back}
          onChange={(back) => images({ back })}
          failure={failure}
          hint="variant"
        />
      </div>
      <ImageList
        label={`${title} images`}
        values={variant.images.gallery}
        max={variantGalleryLimit}
        onChange={(gallery) => images({ gallery })}
        failure={failure}
        error={error("images.gallery")}
      />
      {onRemove && (
        <div className="dashboard-form__buttons">
          <button type="button" className="link-button" onClick={onRemove}>
            Remove variant {index + 1}
          </button>
        </div>
      )}
    </fieldset>
  );
}
