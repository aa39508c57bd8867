// What a product type carries: its place in the tree, tax, usual variants and shared text.
import type { Faq } from "./faq-shared.ts";
import type { Chakra, Concern, Intent } from "./tag-terms.ts";
import type { Tax } from "./tax-rates.ts";

export interface VariantOption {
  /** Shown in the variant chooser: "8 mm beads", "3 pieces", "200 g". */
  label: string;
  size: string;
  /** Price relative to the product's base price. */
  factor: number;
  weight: string;
}

export interface ProductKind {
  /** Default category slug (level 2); products may name another. */
  category: string;
  productType: string;
  /** "Crystals" for crystal products: the product page shows the ways-to-cleanse poster only then. */
  material: string;
  tax: Tax;
  intents: readonly Intent[];
  /** For products without stones: the chakras and concerns of the type. */
  chakras?: readonly Chakra[];
  concerns?: readonly Concern[];
  healing?: { first: string; second: string; third: string; fourth: string };
  variants: readonly VariantOption[];
  /** Closing paragraph of the description (care, use, what arrives). */
  closing: string;
  howToUse: string;
  specifications: Record<string, string>;
  faq: readonly Faq[];
  packaging: string;
  /** Bought again and again (sage, candles, soaps): offered as subscribe and save (decision 0060). */
  subscribe?: { everyMonths: number[]; discount: number };
}
