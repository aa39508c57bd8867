// Settings: what the cart charges besides the items (rupees), as the pricing module applies it.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../account/field.tsx";
import { SettingsSectionForm } from "./section-form.tsx";

export function ShippingSection({ value }: { value: Settings["shipping"] }) {
  return (
    <SettingsSectionForm
      section="shipping"
      title="Shipping and gift wrap"
      intro="Charged at checkout and shown on product pages, the cart and the policies."
      initial={{
        shippingFee: String(value.shippingFee),
        freeShippingFrom: String(value.freeShippingFrom),
        giftWrapPerUnit: String(value.giftWrapPerUnit),
      }}
    >
      {({ values, errors, text }) => (
        <>
          <Field
            label="Shipping fee (₹)"
            name="shippingFee"
            inputMode="decimal"
            value={values.shippingFee}
            onChange={text("shippingFee")}
            error={errors.shippingFee}
          />
          <Field
            label="Free shipping from (₹)"
            name="freeShippingFrom"
            inputMode="decimal"
            value={values.freeShippingFrom}
            onChange={text("freeShippingFrom")}
            error={errors.freeShippingFrom}
          />
          <Field
            label="Gift wrap per unit (₹)"
            name="giftWrapPerUnit"
            inputMode="decimal"
            value={values.giftWrapPerUnit}
            onChange={text("giftWrapPerUnit")}
            error={errors.giftWrapPerUnit}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
