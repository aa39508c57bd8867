// The mapping step of a Shopify import (features/catalogue-import): the owner's answer for each
// Shopify "Product Category" or "Type" seen (a shop category), the HSN code and GST rate each shop
// category gives rows that lack them, and whether Shopify's compare-at price is the M.R.P.
import { z } from "zod";
import { importMessages } from "../catalogue-import.ts";
import { variantInputSchema } from "./admin-products.ts";

/** "Apparel & Accessories > Jewelry > Bracelets" as the mapping memory keys it: lower case, single spaces. */
export const mappingSourceKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

export const importMappingSchema = z.object({
  /** Shopify's compare-at price is a "was" price in most shops, not the legal M.R.P.: not used unless said. */
  compareAtIsMrp: z.boolean().optional().default(false),
  categories: z
    .array(
      z.object({
        source: z.string().trim().min(1).max(300).transform(mappingSourceKey),
        categoryId: z.coerce
          .number({ error: importMessages.unknownCategory })
          .int()
          .positive(importMessages.unknownCategory),
      }),
    )
    .max(500)
    .optional()
    .default([]),
  taxDefaults: z
    .array(
      z.object({
        categoryId: z.coerce.number().int().positive(importMessages.unknownCategory),
        hsn: variantInputSchema.shape.hsn,
        tax: variantInputSchema.shape.tax,
      }),
    )
    .max(500)
    .optional()
    .default([]),
});
export type ImportMapping = z.output<typeof importMappingSchema>;
