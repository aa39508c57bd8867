// A kit (issue 34 point 1, decision 0059): a variant sold as other variants with quantities, its
// price, images and copy its own. The admin's kit editor and PUT /api/admin/variants/{id}/kit share
// these rules; the kit's GST follows core/gst.ts kitTax.
import { z } from "zod";

export const kitLimits = { components: 20, quantity: 99 } as const;

export const kitMessages = {
  components: "Pick at least one component",
  tooMany: `A kit holds at most ${kitLimits.components} components`,
  variant: "Pick a variant",
  quantity: `Between 1 and ${kitLimits.quantity}`,
  duplicate: "This variant is in the kit already",
  principal: "Pick the principal component of a composite supply",
  principalNotInKit: "The principal must be one of the kit's components",
  notFound: "No such variant",
  itself: "A kit cannot contain itself",
  componentIsKit: "A kit cannot contain another kit",
  kitIsComponent: "This variant is a component of another kit, so it cannot be a kit",
  oneOfAKind: "A one-of-a-kind piece cannot be a kit",
  ordered: "This variant was ordered on its own, so it cannot become a kit: add a new variant for the kit",
  inKit: "A variant that is part of a kit cannot be removed; take it out of the kit first.",
  saved: "Kit saved",
  removed: "Kit removed: the variant keeps its own stock again (0)",
  noKit: "This variant is not a kit",
} as const;

export const kitComponentInputSchema = z.object({
  variantId: z.uuid({ error: kitMessages.variant }),
  quantity: z.coerce
    .number({ error: kitMessages.quantity })
    .int(kitMessages.quantity)
    .min(1, kitMessages.quantity)
    .max(kitLimits.quantity, kitMessages.quantity),
});

export const kitInputSchema = z
  .object({
    components: z
      .array(kitComponentInputSchema, { error: kitMessages.components })
      .min(1, kitMessages.components)
      .max(kitLimits.components, kitMessages.tooMany),
    supply: z.enum(["mixed", "composite"]).default("mixed"),
    principalVariantId: z.uuid({ error: kitMessages.principal }).nullable().default(null),
  })
  .superRefine((input, check) => {
    const seen = new Set<string>();
    input.components.forEach((component, index) => {
      if (seen.has(component.variantId))
        check.addIssue({ code: "custom", message: kitMessages.duplicate, path: ["components", index, "variantId"] });
      seen.add(component.variantId);
    });
    if (input.supply !== "composite") return;
    if (!input.principalVariantId)
      check.addIssue({ code: "custom", message: kitMessages.principal, path: ["principalVariantId"] });
    else if (!seen.has(input.principalVariantId))
      check.addIssue({ code: "custom", message: kitMessages.principalNotInKit, path: ["principalVariantId"] });
  })
  // a mixed supply has no principal, whatever was sent
  .transform((input) => ({
    ...input,
    principalVariantId: input.supply === "composite" ? input.principalVariantId : null,
  }));

export type KitInput = z.output<typeof kitInputSchema>;

/** A component as the kit editor shows it: what it is, how many a kit holds, its stock and tax. */
export const kitComponentSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  name: z.string(),
  variantname: z.string(),
  quantity: z.number(),
  stock: z.number(),
  /** Percent, as the product form shows GST (3 for 3%). */
  tax: z.number(),
  hsn: z.string(),
});

export const kitSchema = z.object({
  variantId: z.string(),
  supply: z.enum(["mixed", "composite"]),
  principalVariantId: z.string().nullable(),
  components: z.array(kitComponentSchema),
  /** What can be sold now: the least over components of floor(stock ÷ quantity). */
  stock: z.number(),
  /** The kit's GST (percent) and HSN, from core/gst.ts kitTax. */
  tax: z.number(),
  hsn: z.string(),
});

export type Kit = z.infer<typeof kitSchema>;
export type KitComponent = z.infer<typeof kitComponentSchema>;

/** A variant the kit editor may pick, found by its product's name or SKU. */
export const kitCandidateSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  name: z.string(),
  variantname: z.string(),
  stock: z.number(),
  tax: z.number(),
  hsn: z.string(),
});

export type KitCandidate = z.infer<typeof kitCandidateSchema>;

export const kitCandidateQuerySchema = z.object({
  search: z.string().trim().max(60).default(""),
});
