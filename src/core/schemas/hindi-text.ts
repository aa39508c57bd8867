// The optional Hindi copy of a product or a category (decision 0063): what /hi pages show instead of
// the English. Trimmed and bounded like the English field; empty (or null) means none, stored null.
import { z } from "zod";

export const hindiTextMessage = (label: string, max: number) =>
  `${label} in Hindi is at most ${max.toLocaleString("en-IN")} characters`;

/** An optional Hindi text of at most `max` characters: "" or null → null (no translation). */
export const optionalHindi = (label: string, max: number) =>
  z
    .preprocess(
      (value) => (value === null || value === undefined ? "" : value),
      z
        .string({ error: hindiTextMessage(label, max) })
        .trim()
        .max(max, hindiTextMessage(label, max)),
    )
    .transform((text) => (text === "" ? null : text));

/** A product's Hindi name, title and description (the product form, the API, the import). */
export const productHindiFields = {
  nameHi: optionalHindi("The name", 120),
  titleHi: optionalHindi("The title", 200),
  descriptionHi: optionalHindi("The description", 10_000),
};

/** PUT /api/admin/categories/{id}: a category's Hindi name (null or "": none). */
export const categoryHindiSchema = z.object({ nameHi: optionalHindi("The category name", 80) });
export type CategoryHindiInput = z.output<typeof categoryHindiSchema>;
