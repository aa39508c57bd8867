// The product form's Hindi copy (decision 0063): what /hi pages show instead of the English name,
// title and description. Each is optional; left empty, the Hindi page shows the English (lang="en").
import { Field, TextAreaField } from "../../shared/field.tsx";
import type { ProductDraft } from "./draft.ts";

type HindiKey = "nameHi" | "titleHi" | "descriptionHi";

export function HindiFields({
  draft,
  errors,
  update,
}: {
  draft: ProductDraft;
  errors: Record<string, string>;
  update: (next: Partial<ProductDraft>) => void;
}) {
  const text = (field: HindiKey) => (event: { target: { value: string } }) => update({ [field]: event.target.value });
  return (
    <>
      <Field
        label="Name in Hindi (optional)"
        name="nameHi"
        lang="hi"
        value={draft.nameHi}
        onChange={text("nameHi")}
        error={errors.nameHi}
        hint="Shown on the Hindi pages (/hi); empty: the English name."
      />
      <Field
        label="Title in Hindi (optional)"
        name="titleHi"
        lang="hi"
        className="checkout-fields__wide"
        value={draft.titleHi}
        onChange={text("titleHi")}
        error={errors.titleHi}
      />
      <TextAreaField
        label="Description in Hindi (optional)"
        name="descriptionHi"
        lang="hi"
        className="checkout-fields__wide"
        rows={5}
        value={draft.descriptionHi}
        onChange={text("descriptionHi")}
        error={errors.descriptionHi}
      />
    </>
  );
}
