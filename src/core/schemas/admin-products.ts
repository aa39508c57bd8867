// The admin's product form and POST/PUT /api/products: every product and variant field of the
// spec, images as keys of media uploaded to the shop (POST /api/admin/images), prices in rupees as
// the shop owner types them (shelf price with GST, M.R.P.), GST as a percent.
import { z } from "zod";
import { certificateSchema } from "./certificates.ts";
import {
  declarationGaps,
  emptyDeclarations,
  emptyVariantDeclarations,
  productDeclarationsSchema,
  variantDeclarationsSchema,
} from "./declarations.ts";
import { productHindiFields } from "./hindi-text.ts";
import { variantSubscriptionSchema } from "./subscriptions.ts";

export const productFormMessages = {
  required: "Please fill in all required fields and add at least one variant.",
  stone: "Please enter a stone name and select an image.",
  number: "Enter a number",
  stock: "Stock must be a whole number, 0 or more",
  weight: "Enter the weight in whole grams, 1 to 50,000, or leave it empty",
  price: "The price must be more than 0",
  mrp: "The M.R.P. must be at least the price",
  tax: "Choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28",
  hsn: "An HSN code has 4 to 8 digits",
  name: "Product name is required",
  productSku: "Product SKU is required",
  variantName: "Variant name is required",
  variantSku: "Variant SKU is required",
  variantImages: "At most 2 gallery images per variant",
  oneOfAKindVariants: "A one-of-a-kind piece has exactly one variant: the piece itself",
  oneOfAKindStock: "A one-of-a-kind piece has a stock of 0 or 1",
  saved: "Product saved successfully!",
  added: "Product added successfully!",
} as const;

export const gstRates = [0, 0.25, 3, 5, 12, 18, 28] as const;

const text = (max: number) => z.string().trim().max(max).optional().default("");
/** A required text; `message` names the field where the spec's general message would not say which. */
const required = (max: number, message: string = productFormMessages.required) =>
  z.string({ error: message }).trim().min(1, message).max(max);
const mediaKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,120}$/, "Unknown image");
const optionalKey = z.preprocess(
  (value) => (value === "" ? null : value),
  mediaKey.nullable().optional().default(null),
);
const names = z
  .array(z.string())
  .optional()
  .default([])
  .transform((list) => [...new Set(list.map((name) => name.trim()).filter(Boolean))]);
const rupees = (message: string) =>
  z.coerce.number({ error: productFormMessages.number }).positive(message).max(10_000_000);

export const variantInputSchema = z
  .object({
    id: z.uuid().optional(),
    variantname: required(80, productFormMessages.variantName),
    size: text(40),
    color: text(40),
    sku: required(60, productFormMessages.variantSku),
    price: rupees(productFormMessages.price),
    mrp: rupees(productFormMessages.mrp),
    tax: z.coerce
      .number({ error: productFormMessages.tax })
      .refine((rate) => (gstRates as readonly number[]).includes(rate), productFormMessages.tax),
    hsn: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, productFormMessages.hsn),
    stock: z.coerce
      .number({ error: productFormMessages.stock })
      .int(productFormMessages.stock)
      .min(0, productFormMessages.stock)
      .max(1_000_000),
    /** One unit's shipping weight in grams (the Ship panel adds the lines up); empty: not weighed. */
    weightGrams: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z.coerce
        .number({ error: productFormMessages.weight })
        .int(productFormMessages.weight)
        .min(1, productFormMessages.weight)
        .max(50_000, productFormMessages.weight)
        .nullable(),
    ),
    featureProduct: z.boolean().optional().default(false),
    bestSeller: z.boolean().optional().default(false),
    specifications: z.record(z.string(), z.string().max(200)).optional().default({}),
    images: z
      .object({
        front: optionalKey,
        back: optionalKey,
        gallery: z.array(mediaKey).max(2, productFormMessages.variantImages).optional().default([]),
      })
      .optional()
      .default({ front: null, back: null, gallery: [] }),
    /** What this pack declares differently from the product (net quantity, batch, dates, size). */
    declarations: variantDeclarationsSchema.optional().default(emptyVariantDeclarations),
    /** A gemstone lab report for this piece (core/schemas/certificates.ts), or none. */
    certificate: certificateSchema.nullable().optional().default(null),
    /** Subscribe and save: the cadences offered (months; none: not subscribable) and its discount. */
    ...variantSubscriptionSchema.shape,
  })
  .refine((variant) => variant.mrp >= variant.price, { path: ["mrp"], message: productFormMessages.mrp });

export const productInputSchema = z
  .object({
    name: required(120, productFormMessages.name),
    title: text(200),
    description: required(10_000),
    sku: required(60, productFormMessages.productSku),
    /** Hindi pages' name, title and description; none: the English, marked lang="en" (decision 0063). */
    ...productHindiFields,
    categoryId: z.coerce.number({ error: "Choose a category" }).int().positive("Choose a category"),
    material: text(60),
    tags: names,
    concerns: names,
    chakras: names,
    intents: names,
    healingProperties: z
      .object({ first: text(300), second: text(300), third: text(300), fourth: text(300) })
      .optional()
      .default({ first: "", second: "", third: "", fourth: "" }),
    specifications: z.record(z.string(), z.string().max(200)).optional().default({}),
    featureProduct: z.boolean().optional().default(false),
    bestSeller: z.boolean().optional().default(false),
    /** One of a kind: the shopper receives this exact piece; held briefly while someone pays (decision 0055). */
    oneOfAKind: z.boolean().optional().default(false),
    status: z.enum(["active", "draft"]).optional().default("active"),
    /** The warnings of the claims guard (core/claims.ts) the owner can prove, by their phrase. */
    acknowledgedClaims: z.array(z.string().trim().max(300)).max(50).optional().default([]),
    images: z
      .object({
        front: optionalKey,
        back: optionalKey,
        gallery: z.array(mediaKey).max(8).optional().default([]),
        healing: optionalKey,
        benefits: optionalKey,
        whyChoose: optionalKey,
        waysToClean: optionalKey,
        whoWear: optionalKey,
        whereHowWear: optionalKey,
        stones: z
          .array(z.object({ title: z.string().trim().min(1, productFormMessages.stone).max(60), image: mediaKey }))
          .max(12)
          .optional()
          .default([]),
      })
      .optional()
      .default({
        front: null,
        back: null,
        gallery: [],
        healing: null,
        benefits: null,
        whyChoose: null,
        waysToClean: null,
        whoWear: null,
        whereHowWear: null,
        stones: [],
      }),
    variants: z
      .array(variantInputSchema, { error: productFormMessages.required })
      .min(1, productFormMessages.required)
      .max(20),
    /** The label's declarations (declarations.ts); required ones only once the product is active. */
    declarations: productDeclarationsSchema.optional().default(emptyDeclarations),
  })
  // an active product is on sale: every required declaration must be there (a draft may lack them)
  .superRefine((input, ctx) => {
    if (input.oneOfAKind) {
      if (input.variants.length !== 1)
        ctx.addIssue({ code: "custom", path: ["oneOfAKind"], message: productFormMessages.oneOfAKindVariants });
      input.variants.forEach((variant, index) => {
        if (variant.stock > 1)
          ctx.addIssue({
            code: "custom",
            path: ["variants", index, "stock"],
            message: productFormMessages.oneOfAKindStock,
          });
      });
    }
    if (input.status !== "active") return;
    const gaps = declarationGaps(
      input.declarations,
      input.variants.map((variant) => variant.declarations),
    );
    for (const [path, message] of Object.entries(gaps))
      ctx.addIssue({
        code: "custom",
        path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      });
  });

export type ProductInput = z.output<typeof productInputSchema>;
