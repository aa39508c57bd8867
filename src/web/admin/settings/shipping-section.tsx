// Settings: what the cart charges besides the items (rupees), as the pricing module applies it.
import type { Settings } from "../../../core/schemas/settings.ts";
import { Field } from "../../shared/field.tsx";
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
      {({ field }) => (
        <>
          <Field label="Shipping fee (₹)" {...field("shippingFee")} inputMode="decimal" />
          <Field label="Free shipping from (₹)" {...field("freeShippingFrom")} inputMode="decimal" />
          <Field label="Gift wrap per unit (₹)" {...field("giftWrapPerUnit")} inputMode="decimal" />
        </>
      )}
    </SettingsSectionForm>
  );
}
