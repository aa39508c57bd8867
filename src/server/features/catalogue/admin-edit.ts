// The product as the admin's update form edits it: the same shape PUT /api/products/{id} takes
// (prices in rupees, GST in percent, images as media keys, concern/chakra/intent names), plus the
// variants' ids so a save keeps them.
import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import { toRupees } from "../../../core/money.ts";
import type { ProductInput } from "../../../core/schemas/admin-products.ts";
import {
  emptyDeclarations,
  emptyVariantDeclarations,
  productDeclarationsSchema,
  variantDeclarationsSchema,
} from "../../../core/schemas/declarations.ts";
import type { AppContext } from "../../context.ts";
import { categories, productImages, products, tagTerms, variants } from "../../db/schema.ts";
import { variantSellableStock } from "../../db/stock.ts";
import { NotFound } from "../../http/errors.ts";
import { readSettings } from "../settings/service.ts";
import { tagList } from "./service.ts";

type ProductFormInput = ProductInput;

export type EditableProduct = Omit<ProductFormInput, "status" | "variants"> & {
  _id: string;
  status: "active" | "draft" | "archived";
  variants: (ProductFormInput["variants"][number] & { id: string })[];
};

type ImageRow = typeof productImages.$inferSelect;

const single = (rows: ImageRow[], role: ImageRow["role"]) => rows.find((row) => row.role === role)?.mediaKey ?? null;
const many = (rows: ImageRow[], role: ImageRow["role"]) =>
  rows.filter((row) => row.role === role).sort((a, b) => a.position - b.position);

export async function editableProduct(ctx: AppContext, productId: string): Promise<EditableProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new NotFound("Product not found");
  const [variantRows, imageRows, terms] = await Promise.all([
    // a kit's stock as its components make it (decision 0059); the form shows it, never stores it
    ctx.db
      .select({ ...getTableColumns(variants), stock: variantSellableStock() })
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position)),
    ctx.db.select().from(productImages).where(eq(productImages.productId, productId)),
    product.termIds.length > 0
      ? ctx.db.select().from(tagTerms).where(inArray(tagTerms.id, product.termIds)).orderBy(asc(tagTerms.position))
      : Promise.resolve([]),
  ]);
  const own = imageRows.filter((row) => row.variantId === null);
  const termNames = (kind: (typeof terms)[number]["kind"]) =>
    terms.filter((term) => term.kind === kind).map((term) => term.name);
  return {
    _id: product.id,
    status: product.status,
    name: product.name,
    title: product.title,
    description: product.description,
    nameHi: product.nameHi ?? "",
    titleHi: product.titleHi ?? "",
    descriptionHi: product.descriptionHi ?? "",
    sku: product.sku,
    categoryId: product.categoryId,
    material: product.material,
    tags: product.tags,
    concerns: termNames("concern"),
    chakras: termNames("chakra"),
    intents: termNames("intent"),
    healingProperties: product.healingProperties,
    specifications: product.specifications,
    featureProduct: product.featureProduct,
    bestSeller: product.bestSeller,
    oneOfAKind: product.oneOfAKind,
    acknowledgedClaims: product.acknowledgedClaims,
    declarations: productDeclarationsSchema.safeParse(product.declarations).data ?? emptyDeclarations,
    images: {
      front: single(own, "front"),
      back: single(own, "back"),
      gallery: many(own, "gallery").map((row) => row.mediaKey),
      healing: single(own, "healing"),
      benefits: single(own, "benefits"),
      whyChoose: single(own, "whyChoose"),
      waysToClean: single(own, "waysToClean"),
      whoWear: single(own, "whoWear"),
      whereHowWear: single(own, "whereHowWear"),
      stones: many(own, "stone").map((row) => ({ title: row.title ?? "", image: row.mediaKey })),
    },
    variants: variantRows.map((variant) => {
      const mine = imageRows.filter((row) => row.variantId === variant.id);
      return {
        id: variant.id,
        variantname: variant.variantname,
        size: variant.size,
        color: variant.color,
        sku: variant.sku,
        price: toRupees(variant.price),
        mrp: toRupees(variant.mrp),
        tax: variant.gstRate / 100,
        hsn: variant.hsn,
        stock: variant.stock,
        weightGrams: variant.weightGrams,
        featureProduct: variant.featureProduct,
        bestSeller: variant.bestSeller,
        specifications: variant.specifications,
        declarations: variantDeclarationsSchema.safeParse(variant.declarations).data ?? emptyVariantDeclarations,
        certificate: variant.certificate,
        subscribeEvery: variant.subscribeEvery,
        subscribeDiscount: variant.subscribeDiscount,
        images: {
          front: single(mine, "front"),
          back: single(mine, "back"),
          gallery: many(mine, "gallery").map((row) => row.mediaKey),
        },
      };
    }),
  };
}

/** What the product form offers: every leaf category with its path, and the concern, chakra and intent names. */
export async function productFormChoices(ctx: AppContext) {
  const [rows, concerns, chakras, intents, settings] = await Promise.all([
    ctx.db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
    tagList(ctx, "concern"),
    tagList(ctx, "chakra"),
    tagList(ctx, "intent"),
    readSettings(ctx),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const leaves = rows
    .filter((row) => row.level === 2)
    .map((leaf) => {
      const sub = leaf.parentId ? byId.get(leaf.parentId) : undefined;
      const parent = sub?.parentId ? byId.get(sub.parentId) : undefined;
      return {
        id: leaf.id,
        name: leaf.name,
        group: [parent?.name, sub?.name].filter(Boolean).join(" › "),
        order: [parent?.position ?? 0, sub?.position ?? 0, leaf.position] as const,
      };
    })
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2]);
  return {
    categories: leaves.map(({ id, name, group }) => ({ id, name, group })),
    concerns: concerns ?? [],
    chakras: chakras ?? [],
    intents: intents ?? [],
    /** The labs a variant's certificate may name (settings: claims). */
    labs: settings.claims.labs.map((lab) => lab.name),
  };
}
