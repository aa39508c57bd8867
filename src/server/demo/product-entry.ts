// The shape of one demo product as the catalogue files write it: the product's own words and
// choices; everything its type shares comes from product-kinds.ts.
import type { Look } from "./art/looks.ts";
import type { StoneName } from "./art/palettes.ts";
import type { VariantOption } from "./product-kind.ts";
import type { KindName } from "./product-kinds.ts";
import type { Chakra, Concern, Intent } from "./tag-terms.ts";
import type { Tax } from "./tax-rates.ts";

export interface ProductEntry {
  /** Readable, unique handle: the product URL. */
  id: string;
  name: string;
  kind: KindName;
  /** Category slug when it is not the kind's usual one. */
  category?: string;
  look: Look;
  /** Stones used, main stone first: healing properties, chakras, concerns and stone images. */
  stones?: readonly StoneName[];
  /** One-line headline under the name. */
  title: string;
  /** The product's own paragraph; the kind's closing paragraph follows it. */
  story: string;
  /** Shelf price (GST included) of the usual variant, in rupees. */
  price: number;
  tax?: Tax;
  /** When it is not the kind's material. */
  material?: string;
  variants?: readonly VariantOption[];
  /** Colour in words, for the variant (defaults to the main stone's colour). */
  colour?: string;
  concerns?: readonly Concern[];
  intents?: readonly Intent[];
  chakras?: readonly Chakra[];
  tags: readonly string[];
  specifications?: Record<string, string>;
  healing?: { first: string; second: string; third: string; fourth: string };
  featured?: boolean;
  bestSeller?: boolean;
  /** Where it comes from, when not where its kind or main stone usually does. */
  country?: string;
  /** One of a kind: a single variant, one in stock, the very piece in the photos (decision 0055). */
  oneOfAKind?: boolean;
}
