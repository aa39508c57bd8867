// The catalogue's contract: the query shapes (validation, OpenAPI, the shop pages' URLs) and the
// shapes of its answers, declared once here and inferred everywhere. Prices here are rupees.
import { z } from "zod";
import { defaultPageSize, maxPageSize, parentSlugs, sortOptions } from "../catalogue.ts";
import { jsonShapeMessage, jsonShapeOver } from "../json-shape.ts";
import { netQuantityUnits, packerRoles } from "./declarations.ts";

/** A list of names: a JSON-encoded list (the spec's form), a comma-separated string, or repeated values. */
export const nameList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return [] as string[];
    let items: unknown = value;
    if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed === "") return [] as string[];
      // anything that looks like JSON must be a JSON list (a name never starts with a bracket)
      if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
        // held to the limits of any JSON a client sends, before it is parsed (issue 32 point 1)
        const over = jsonShapeOver(trimmed);
        if (over !== null) {
          ctx.addIssue({ code: "custom", message: jsonShapeMessage(over) });
          return z.NEVER;
        }
        try {
          items = JSON.parse(trimmed);
        } catch {
          ctx.addIssue({ code: "custom", message: "Must be a JSON-encoded list of names" });
          return z.NEVER;
        }
      } else {
        items = trimmed.split(",");
      }
    }
    if (!Array.isArray(items) || !items.every((item) => typeof item === "string")) {
      ctx.addIssue({ code: "custom", message: "Must be a list of names" });
      return z.NEVER;
    }
    // names blank after trimming are ignored; duplicates collapse (spec section 5)
    return [...new Set(items.map((item) => item.trim()).filter(Boolean))].slice(0, 50);
  });

/** An empty query parameter (`minPrice=`) means "not given", not zero. */
const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const rupees = z.coerce
  .number({ error: "Must be a number of rupees" })
  .min(0, "Must not be negative")
  .max(10_000_000, "Too large");

// optional on the outside, so the key stays optional in the parsed type too
const yesNo = z
  .enum(["true", "false", "1", "0"], { error: "Must be true or false" })
  .transform((value) => value === "true" || value === "1")
  .optional();

export const listingQuerySchema = z
  .object({
    parentCategory: z.enum(parentSlugs, { error: "Unknown parent category" }).optional(),
    subCategory: nameList,
    category: nameList,
    concerns: nameList,
    chakra: nameList,
    intents: nameList,
    /** Countries of origin (Legal Metrology rule 6(10A): imported goods filterable by it). */
    countryOfOrigin: nameList.optional(),
    minPrice: z.preprocess(blankIsAbsent, rupees.optional()),
    maxPrice: z.preprocess(blankIsAbsent, rupees.optional()),
    rating: z.preprocess(
      blankIsAbsent,
      z.coerce
        .number({ error: "Must be a number from 0 to 5" })
        .min(0, "Must be a number from 0 to 5")
        .max(5, "Must be a number from 0 to 5")
        .optional(),
    ),
    /** true: featured products only; false: products not featured. */
    featured: yesNo,
    /** true: best sellers only; false: products that are not best sellers. */
    bestSeller: yesNo,
    sort: z.enum(sortOptions, { error: `Must be one of ${sortOptions.join(", ")}` }).default("default"),
    page: z.coerce
      .number({ error: "Must be a whole number from 1" })
      .int("Must be a whole number from 1")
      .min(1, "Must be a whole number from 1")
      .max(10_000, "Must be at most 10000")
      .default(1),
    pageSize: z.coerce
      .number({ error: `Must be a whole number from 1 to ${maxPageSize}` })
      .int(`Must be a whole number from 1 to ${maxPageSize}`)
      .min(1, `Must be a whole number from 1 to ${maxPageSize}`)
      .max(maxPageSize, `Must be a whole number from 1 to ${maxPageSize}`)
      .default(defaultPageSize),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must not be above maxPrice",
    path: ["minPrice"],
  });

export type ListingQueryInput = z.input<typeof listingQuerySchema>;
export type ListingQuery = z.output<typeof listingQuerySchema>;

/**
 * The products the search results page shows at most. Every search counts its matches as that page
 * does, whatever it lists, so the dropdown's "View all N results" is the page's N.
 */
export const searchPageSize = 48;

export const searchQuerySchema = z.object({
  query: z
    .string({ error: "Type something to search for" })
    .trim()
    .min(1, "Type something to search for")
    .max(100, "Search is at most 100 characters"),
  limit: z.coerce
    .number({ error: "Must be a whole number from 1 to 100" })
    .int("Must be a whole number from 1 to 100")
    .min(1, "Must be a whole number from 1 to 100")
    .max(100, "Must be a whole number from 1 to 100")
    .default(20),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────

const imageUrl = z.string().nullable().describe("Shop image URL, or null when there is none");
const money = z.number().describe("Rupees");

export const categoryTreeSchema = z.array(
  z.object({
    parentCategory: z.string(),
    slug: z.string(),
    subCategories: z.array(z.object({ subCategory: z.string(), slug: z.string(), categories: z.array(z.string()) })),
  }),
);

export const tagListSchema = z.array(z.string());

/** A variant's price figures (DESIGN.md decision 3): price is the shown, tax-included price. */
const variantPriceShape = {
  salePrice: money.describe("Taxable value: price without GST, rupees"),
  price: money.describe("Shown price, GST included, rupees"),
  costPrice: money.describe("M.R.P. (struck price), GST included, rupees"),
  tax: z.number().describe("GST rate, percent"),
  discount: z.number().describe("Percent off the M.R.P., one decimal"),
};

export const listingVariantSchema = z.object({
  _id: z.string(),
  variantname: z.string(),
  size: z.string(),
  color: z.string(),
  ...variantPriceShape,
  stock: z.number().int(),
  held: z
    .boolean()
    .describe("A one-of-a-kind piece in another shopper's bag while they pay: it comes back unless they buy it"),
  frontImage: imageUrl,
  backImage: imageUrl,
});

export const listingItemSchema = z.object({
  _id: z.string().describe("Product id"),
  id: z.string().describe("{productId}-{variantIndex}: the card and product page id"),
  variantIndex: z.number().int().describe("The variant shown: the first one inside the price filter"),
  name: z.string(),
  title: z.string(),
  sku: z.string(),
  parentCategory: z.string(),
  subCategory: z.string(),
  category: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  featureProduct: z.boolean(),
  bestSeller: z.boolean(),
  frontImage: imageUrl,
  backImage: imageUrl,
  variants: z.array(listingVariantSchema),
  hindi: z
    .object({ name: z.string().nullable(), title: z.string().nullable() })
    .optional()
    .describe("The Hindi name and title (null: none written; /hi pages show the English); decision 0063"),
});

const facetOption = z.object({ name: z.string(), count: z.number().int() });

export const listingFacetsSchema = z.object({
  subCategories: z.array(facetOption.extend({ categories: z.array(facetOption) })),
  concerns: z.array(facetOption),
  chakra: z.array(facetOption),
  intents: z.array(facetOption),
  countryOfOrigin: z.array(facetOption),
  rating: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  price: z.object({ min: money.nullable(), max: money.nullable() }),
});

export const listingPageSchema = z.object({
  products: z.array(listingItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: listingFacetsSchema,
});

export const searchResultSchema = z.object({ products: z.array(listingItemSchema), total: z.number().int() });

const namedSlug = z.object({ name: z.string(), slug: z.string() });

/** A pack's own declarations (its product's where it has none), with the unit sale price computed. */
export const variantDeclarationsAnswerSchema = z.object({
  netQuantity: z.object({ value: z.number().nullable(), unit: z.enum(netQuantityUnits) }),
  unitSalePrice: z
    .object({ price: money, per: z.string().describe("g, kg, ml, l, cm, m or piece") })
    .nullable()
    .describe("Rule 6(11): per g below 1 kg, per kg above (ml/l, cm/m, piece); null where it equals the price"),
  pricePer100: z
    .object({ price: money, per: z.enum(["100 g", "100 ml"]) })
    .nullable()
    .describe("The price per 100 g or per 100 ml, for comparing packs; null for lengths, pieces, or no quantity"),
  dimensions: z.string(),
  manufacturedOn: z.string(),
  bestBefore: z.string(),
  batchNumber: z.string(),
});

/** The product's declarations (Legal Metrology rule 6(10), Cosmetics Rules 2020). */
export const productDeclarationsAnswerSchema = z.object({
  genericName: z.string(),
  countryOfOrigin: z.string(),
  packerRole: z.enum(packerRoles),
  packerName: z.string(),
  packerAddress: z.string(),
  customerCare: z.string().describe("This product's customer care; empty: the shop's (GET /api/seller)"),
  cosmetic: z.boolean(),
  ingredients: z.string(),
  licenceNumber: z.string(),
});

export const productVariantSchema = listingVariantSchema.extend({
  sku: z.string(),
  hsn: z.string(),
  specifications: z.record(z.string(), z.string()),
  featureProduct: z.boolean(),
  bestSeller: z.boolean(),
  rating: z.number(),
  variantsimages: z.array(z.string()),
  declarations: variantDeclarationsAnswerSchema,
  /** One unit's weight in grams as weighed by the shop (null: not weighed). */
  weightGrams: z.number().int().nullable(),
  /**
   * A one-of-a-kind piece someone is paying for right now: when it comes back on sale unless they
   * pay (their payment window's end); null otherwise.
   */
  heldUntil: z.string().describe("ISO 8601").nullable(),
  /**
   * Subscribe and save (decision 0060): the cadences offered in months, the discount (a whole percent)
   * and the price per unit of each delivery (rupees, GST included); null: bought once only.
   */
  subscribe: z
    .object({ everyMonths: z.array(z.number().int()), discountPercent: z.number().int(), price: z.number() })
    .nullable(),
  /**
   * A kit (decision 0059): what one unit of it holds, in the kit's order: each piece's product and
   * variant, names, quantity per kit and its product page (null when that product is not on sale);
   * null for a variant that is no kit.
   */
  kitContents: z
    .array(
      z.object({
        productId: z.string(),
        variantId: z.string(),
        name: z.string(),
        variantname: z.string(),
        quantity: z.number().int(),
        url: z.string().nullable().describe("The piece's product page, /productdetails/{productId}-{variantIndex}"),
      }),
    )
    .nullable(),
  /** The piece's gemstone lab report: the lab, number, date, carats, its picture or PDF and the lab's check. */
  certificate: z
    .object({
      lab: z.string(),
      reportNumber: z.string(),
      reportDate: z.string().describe("YYYY-MM-DD"),
      caratWeight: z.number().nullable(),
      imageUrl: z.string().nullable(),
      /** The report as a PDF, a download (/media/{key}/report.pdf), or null. */
      pdfUrl: z.string().nullable(),
      checkUrl: z.string().nullable(),
    })
    .nullable(),
});

export const productReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  reviewText: z.string(),
  name: z.string(),
  date: z.string().describe("ISO 8601"),
  mediaUrls: z.array(z.string()),
  youtubeURL: z.string().nullable(),
  variantId: z.string().nullable(),
  /** The author bought the product and the order was delivered (the "Verified purchase" badge). */
  verifiedPurchase: z.boolean(),
});

export const productDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  sku: z.string(),
  material: z.string(),
  parentCategory: z.string(),
  subCategory: z.string(),
  category: z.string(),
  categoryPath: z.object({ parentCategory: namedSlug, subCategory: namedSlug, category: namedSlug }),
  tags: z.array(z.string()),
  concerns: z.array(z.string()),
  Intenttags: z.array(z.string()),
  Chakratags: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  featureProduct: z.boolean(),
  bestSeller: z.boolean(),
  /** One of a kind: the shopper receives this exact piece (its own photos and weight). */
  oneOfAKind: z.boolean(),
  frontImage: imageUrl,
  backImage: imageUrl,
  otherimages: z.array(z.string()),
  stoneUsedImage: z.array(z.object({ title: z.string(), image: z.string() })),
  healingImage: imageUrl,
  healingProperties: z.object({ first: z.string(), second: z.string(), third: z.string(), fourth: z.string() }),
  benefits: imageUrl,
  whyChoose: imageUrl,
  waysToClean: imageUrl,
  whoWear: imageUrl,
  whereHowWear: imageUrl,
  productDescriptions: z.array(z.object({ title: z.string(), text: z.string(), image: imageUrl })),
  specifications: z.record(z.string(), z.string()),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  declarations: productDeclarationsAnswerSchema,
  variants: z.array(productVariantSchema),
  reviewSummary: z.object({
    average: z.number(),
    count: z.number().int(),
    distribution: z.object({ "5": z.number(), "4": z.number(), "3": z.number(), "2": z.number(), "1": z.number() }),
  }),
  reviews: z.array(productReviewSchema).describe("The 20 latest published reviews"),
  hindi: z
    .object({
      name: z.string().nullable(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      parentCategory: z.string().nullable(),
      subCategory: z.string().nullable(),
      category: z.string().nullable(),
    })
    .optional()
    .describe("The Hindi copy and category names (null: none written; /hi pages show the English); decision 0063"),
});

export type CategoryTree = z.infer<typeof categoryTreeSchema>;
export type ListingVariant = z.infer<typeof listingVariantSchema>;
export type ListingItem = z.infer<typeof listingItemSchema>;
export type ListingFacets = z.infer<typeof listingFacetsSchema>;
export type ListingPage = z.infer<typeof listingPageSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type ProductVariant = z.infer<typeof productVariantSchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductDeclarationsAnswer = z.infer<typeof productDeclarationsAnswerSchema>;
export type VariantDeclarationsAnswer = z.infer<typeof variantDeclarationsAnswerSchema>;

/** The longest product id GET /api/products/:id accepts. */
export const productIdMaxLength = 200;
