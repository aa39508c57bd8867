// What Indian law asks a product page to declare (docs/decisions/0023-seller-law-products.md):
// Legal Metrology (Packaged Commodities) Rules 2011, rule 6(1) as rule 6(10) carries it online, and
// for soaps and other cosmetics the Cosmetics Rules 2020. Stored per product, with per-variant
// overrides of what differs between packs. A product may be saved as a draft with gaps; it cannot be
// made active while a required declaration is missing (declarationGaps).
import { z } from "zod";

export const netQuantityUnits = ["g", "kg", "ml", "pieces", "cm"] as const;
export type NetQuantityUnit = (typeof netQuantityUnits)[number];
/** How owners and spreadsheets write the units (a CSV's "piece", "pcs", "Nos", "gm"), read as the shop's by the import. */
export const netQuantityUnitAliases: Readonly<Record<string, NetQuantityUnit>> = {
  g: "g",
  gm: "g",
  gms: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  kgs: "kg",
  ml: "ml",
  piece: "pieces",
  pieces: "pieces",
  pc: "pieces",
  pcs: "pieces",
  no: "pieces",
  nos: "pieces",
  unit: "pieces",
  units: "pieces",
  cm: "cm",
};

/** A unit as typed, in the shop's words ("piece" → "pieces"); unknown text is left for the schema to refuse. */
export const netQuantityUnitOf = (text: string) => netQuantityUnitAliases[text.trim().toLowerCase()] ?? text.trim();
export const packerRoles = ["manufacturer", "packer", "importer"] as const;

const text = (max: number) => z.string().trim().max(max).optional().default("");

export const netQuantitySchema = z.object({
  value: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce
      .number({ error: "Enter the net quantity as a number" })
      .positive("The net quantity must be more than 0")
      .max(1_000_000, "The net quantity is too large")
      .nullable(),
  ),
  unit: z.enum(netQuantityUnits, { error: "Choose a unit: g, kg, ml, pieces or cm" }).default("g"),
});
export type NetQuantity = z.output<typeof netQuantitySchema>;

const emptyQuantity = { value: null, unit: "g" as const };

/** The product's own declarations. */
export const productDeclarationsSchema = z.object({
  /** Common or generic name of the commodity ("Handmade bathing soap"). */
  genericName: text(120),
  /** Country of origin, manufacture or assembly ("India"). Required. */
  countryOfOrigin: text(60),
  /** Whose name and address the label carries: the manufacturer, the packer or (imported goods) the importer. */
  packerRole: z.enum(packerRoles).default("manufacturer"),
  packerName: text(120),
  packerAddress: text(300),
  /** Net quantity of one pack (a variant may declare its own). */
  netQuantity: netQuantitySchema.default(emptyQuantity),
  /** Dimensions where size matters (jewellery, candles). */
  dimensions: text(120),
  /** Month and year of manufacture, packing or import ("March 2026"); not required online (rule 6(10)). */
  manufacturedOn: text(40),
  /** "Best before" / "use before" date where the goods spoil (cosmetics: always). */
  bestBefore: text(60),
  /** Customer care for this product; empty: the shop's (seller settings). */
  customerCare: text(300),
  /** A cosmetic under the Drugs and Cosmetics Act (soaps are): the Cosmetics Rules' fields apply. */
  cosmetic: z.boolean().default(false),
  ingredients: text(2000),
  batchNumber: text(40),
  licenceNumber: text(60),
});
export type ProductDeclarations = z.output<typeof productDeclarationsSchema>;
export const emptyDeclarations: ProductDeclarations = productDeclarationsSchema.parse({});

/** What a variant may declare for itself (empty or null: the product's). */
export const variantDeclarationsSchema = z.object({
  netQuantity: netQuantitySchema.default(emptyQuantity),
  dimensions: text(120),
  manufacturedOn: text(40),
  bestBefore: text(60),
  batchNumber: text(40),
});
export type VariantDeclarations = z.output<typeof variantDeclarationsSchema>;
export const emptyVariantDeclarations: VariantDeclarations = variantDeclarationsSchema.parse({});

/** A variant's declarations: its own where given, else the product's. */
export function effectiveDeclarations(
  product: ProductDeclarations,
  variant: Partial<VariantDeclarations> | null | undefined,
): ProductDeclarations {
  const own = variant ?? {};
  const pick = (key: "dimensions" | "manufacturedOn" | "bestBefore" | "batchNumber") => own[key] || product[key];
  return {
    ...product,
    netQuantity: own.netQuantity?.value ? own.netQuantity : product.netQuantity,
    dimensions: pick("dimensions"),
    manufacturedOn: pick("manufacturedOn"),
    bestBefore: pick("bestBefore"),
    batchNumber: pick("batchNumber"),
  };
}

/** Labels of the declarations, as the product page and the admin's messages name them. */
export const declarationLabels = {
  genericName: "Generic name",
  countryOfOrigin: "Country of origin",
  packerName: "Manufacturer, packer or importer",
  packerAddress: "Address of the manufacturer, packer or importer",
  netQuantity: "Net quantity",
  bestBefore: "Use before",
  ingredients: "Ingredients",
  batchNumber: "Batch number",
  licenceNumber: "Manufacturing licence number",
} as const;

export const declarationMessages = {
  missing: (label: string) => `${label} is required before the product can be active`,
  cosmetic: "Skin care products are cosmetics: tick “Cosmetic” and give their ingredients, batch and licence",
} as const;

/** The parent category whose products are cosmetics (soaps, creams): core/catalogue.ts's "Body Soap". */
export const cosmeticParentSlug = "skin-care";

/**
 * The required declarations a product lacks, as field paths of the product form's input
 * (`declarations.countryOfOrigin`, `variants.1.declarations.netQuantity`) with their messages.
 */
export function declarationGaps(
  product: ProductDeclarations,
  variants: ReadonlyArray<Partial<VariantDeclarations> | null | undefined>,
): Record<string, string> {
  const gaps: Record<string, string> = {};
  const need = (path: string, label: string) => {
    gaps[path] = declarationMessages.missing(label);
  };
  for (const key of ["genericName", "countryOfOrigin", "packerName", "packerAddress"] as const)
    if (!product[key]) need(`declarations.${key}`, declarationLabels[key]);
  if (product.cosmetic) {
    for (const key of ["ingredients", "licenceNumber"] as const)
      if (!product[key]) need(`declarations.${key}`, declarationLabels[key]);
  }
  variants.forEach((variant, index) => {
    const effective = effectiveDeclarations(product, variant);
    if (!effective.netQuantity.value) need(`variants.${index}.declarations.netQuantity`, declarationLabels.netQuantity);
    if (product.cosmetic) {
      if (!effective.batchNumber) need(`variants.${index}.declarations.batchNumber`, declarationLabels.batchNumber);
      if (!effective.bestBefore) need(`variants.${index}.declarations.bestBefore`, declarationLabels.bestBefore);
    }
  });
  return gaps;
}
