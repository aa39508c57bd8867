// Writing a product from the admin's form, in one transaction: the product row (its id a readable
// handle made from the name, never changed after), its variants (kept by id, new ones added, removed
// ones deleted unless they were ordered), its images (media uploaded to the shop) and its concern,
// chakra and intent terms; then the listing columns and the cache. Prices arrive in rupees.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  acknowledgeClaimMessage,
  claimKey,
  claimMessage,
  claimsBlocking,
  claimsInFields,
  productCopyFields,
  softClaims,
} from "../../../core/claims.ts";
import { fromRupees } from "../../../core/money.ts";
import { productTodos } from "../../../core/product-todos.ts";
import type { ProductInput } from "../../../core/schemas/admin-products.ts";
import { certificateMessages } from "../../../core/schemas/certificates.ts";
import { cosmeticParentSlug, declarationMessages } from "../../../core/schemas/declarations.ts";
import { kitMessages } from "../../../core/schemas/kits.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { categories, media, orderItems, productImages, products, tagTerms, variants } from "../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../../http/errors.ts";
import { stockReturned } from "../back-in-stock/restock.ts";
import { componentsAmong, settleKits } from "../kits/service.ts";
import { sendQueuedMessages } from "../messaging/send.ts";
import { readSettings } from "../settings/service.ts";
import { refreshProducts } from "./denormalize.ts";

type ImageRole = (typeof productImages.$inferInsert)["role"];

/** "Rose Quartz Bracelet" → "rose-quartz-bracelet" (letters, digits and single hyphens). */
export function handleOf(name: string): string {
  const handle = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return handle || "product";
}

async function freeHandle(tx: Transaction, name: string): Promise<string> {
  const base = handleOf(name);
  const taken = await tx
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.id} = ${base} or ${products.id} like ${`${base}-%`}`);
  const used = new Set(taken.map((row) => row.id));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** What a write checks its input against, read once per transaction however many products it writes. */
interface CatalogueLookups {
  categories: Map<number, typeof categories.$inferSelect>;
  terms: (typeof tagTerms.$inferSelect)[];
}

async function catalogueLookups(tx: Transaction): Promise<CatalogueLookups> {
  const [categoryRows, terms] = await Promise.all([tx.select().from(categories), tx.select().from(tagTerms)]);
  return { categories: new Map(categoryRows.map((row) => [row.id, row])), terms };
}

/** The category chosen, as its parent, sub-category and leaf; 400 unless it is a leaf category. */
function categoryPath(lookups: CatalogueLookups, categoryId: number) {
  const leaf = lookups.categories.get(categoryId);
  if (leaf?.level !== 2 || !leaf.parentId) throw new Invalid("Choose a category", { categoryId: "Choose a category" });
  const sub = lookups.categories.get(leaf.parentId);
  if (!sub?.parentId) throw new Invalid("Choose a category", { categoryId: "Choose a category" });
  return { parentCategoryId: sub.parentId, subCategoryId: sub.id, categoryId: leaf.id };
}

/** Soaps and skin care are cosmetics (Drugs and Cosmetics Act, s. 3(aaa)): their labels follow the Cosmetics Rules. */
function checkCosmetic(lookups: CatalogueLookups, input: ProductInput, parentCategoryId: number) {
  if (input.declarations.cosmetic) return;
  if (lookups.categories.get(parentCategoryId)?.slug === cosmeticParentSlug)
    throw new Invalid(declarationMessages.cosmetic, { "declarations.cosmetic": declarationMessages.cosmetic });
}

function termIds(lookups: CatalogueLookups, input: ProductInput): number[] {
  const wanted = [
    ...input.concerns.map((name) => ({ kind: "concern" as const, name })),
    ...input.chakras.map((name) => ({ kind: "chakra" as const, name })),
    ...input.intents.map((name) => ({ kind: "intent" as const, name })),
  ];
  return wanted.map(({ kind, name }) => {
    const term = lookups.terms.find((row) => row.kind === kind && row.name.toLowerCase() === name.toLowerCase());
    if (!term) throw new Invalid(`Unknown ${kind}: ${name}`, { [`${kind}s`]: `Unknown ${kind}: ${name}` });
    return term.id;
  });
}

/** The product's columns from its input, after the form's rules (category, cosmetics, terms) passed. */
/**
 * The claims guard (core/claims.ts; decision 0049): an active product may not claim to cure a
 * disease of the 1954 Act's Schedule, and each other health claim or promise must be acknowledged.
 * Answers the acknowledgements still standing (a warning since rewritten is forgotten).
 */
function checkClaims(input: ProductInput): string[] {
  const findings = claimsInFields(productCopyFields(input));
  if (input.status === "active") {
    const blocking = claimsBlocking(findings, input.acknowledgedClaims);
    const first = blocking[0];
    if (first) {
      const fields: Record<string, string> = {};
      for (const found of blocking)
        fields[found.field] ??=
          found.severity === "hard" ? claimMessage(found) : `${claimMessage(found)} ${acknowledgeClaimMessage}`;
      throw new Invalid(claimMessage(first), fields);
    }
  }
  const acknowledged = new Set(input.acknowledgedClaims.map(claimKey));
  return [...new Set(softClaims(findings).map((found) => claimKey(found.phrase)))].filter((key) =>
    acknowledged.has(key),
  );
}

function checkedProductValues(lookups: CatalogueLookups, input: ProductInput) {
  const path = categoryPath(lookups, input.categoryId);
  const terms = termIds(lookups, input);
  checkCosmetic(lookups, input, path.parentCategoryId);
  const acknowledgedClaims = checkClaims(input);
  return { ...productValues(input, path, terms), acknowledgedClaims, todos: productTodos(input) };
}

/**
 * Every image key the forms name must be an image the shop holds, and a lab report's PDF key a
 * stored PDF (media kind "document", decision 0054): a PDF is never shown as a picture, nor a picture
 * offered as the report's download.
 */
async function checkImages(tx: Transaction, inputs: readonly ProductInput[]) {
  const images = inputs
    .flatMap((input) => {
      const { stones, gallery, ...single } = input.images;
      return [
        ...Object.values(single),
        ...gallery,
        ...stones.map((stone) => stone.image),
        ...input.variants.flatMap((variant) => [
          variant.images.front,
          variant.images.back,
          ...variant.images.gallery,
          variant.certificate?.imageKey,
        ]),
      ];
    })
    .filter((key): key is string => Boolean(key));
  const reports = inputs
    .flatMap((input) => input.variants.map((variant) => variant.certificate?.pdfKey))
    .filter((key): key is string => Boolean(key));
  if (images.length + reports.length === 0) return;
  const known = await tx
    .select({ key: media.key, kind: media.kind })
    .from(media)
    .where(inArray(media.key, [...new Set([...images, ...reports])]));
  const kindOf = new Map(known.map((row) => [row.key, row.kind]));
  const missing = images.find((key) => kindOf.get(key) === undefined || kindOf.get(key) === "document");
  if (missing) throw new Invalid("An image was not uploaded to the shop. Upload it again.", { images: missing });
  const report = reports.find((key) => kindOf.get(key) !== "document");
  if (report) throw new Invalid("The lab report was not uploaded to the shop. Upload it again.", { images: report });
}

function imageRows(productId: string, input: ProductInput, variantIds: readonly string[]) {
  const rows: (typeof productImages.$inferInsert)[] = [];
  const add = (role: ImageRole, key: string | null, variantId: string | null = null, position = 0, title?: string) => {
    if (key) rows.push({ productId, variantId, role, mediaKey: key, position, title: title ?? null });
  };
  const { images } = input;
  add("front", images.front);
  add("back", images.back);
  for (const [index, key] of images.gallery.entries()) add("gallery", key, null, index);
  add("healing", images.healing);
  for (const role of ["benefits", "whyChoose", "waysToClean", "whoWear", "whereHowWear"] as const)
    add(role, images[role]);
  for (const [index, stone] of images.stones.entries()) add("stone", stone.image, null, index, stone.title);
  input.variants.forEach((variant, index) => {
    const variantId = variantIds[index] ?? null;
    add("front", variant.images.front, variantId);
    add("back", variant.images.back, variantId);
    for (const [position, key] of variant.images.gallery.entries()) add("gallery", key, variantId, position);
  });
  return rows;
}

function variantValues(variant: ProductInput["variants"][number], position: number) {
  return {
    position,
    variantname: variant.variantname,
    sku: variant.sku,
    size: variant.size || "Default",
    color: variant.color,
    price: fromRupees(variant.price),
    mrp: fromRupees(variant.mrp),
    gstRate: Math.round(variant.tax * 100),
    hsn: variant.hsn,
    stock: variant.stock,
    weightGrams: variant.weightGrams,
    featureProduct: variant.featureProduct,
    bestSeller: variant.bestSeller,
    specifications: variant.specifications,
    declarations: variant.declarations,
    certificate: variant.certificate,
    subscribeEvery: variant.subscribeEvery,
    subscribeDiscount: variant.subscribeDiscount,
  };
}

function productValues(input: ProductInput, path: ReturnType<typeof categoryPath>, terms: number[]) {
  return {
    name: input.name,
    title: input.title,
    description: input.description,
    nameHi: input.nameHi,
    titleHi: input.titleHi,
    descriptionHi: input.descriptionHi,
    sku: input.sku,
    ...path,
    tags: input.tags,
    termIds: terms,
    material: input.material,
    healingProperties: input.healingProperties,
    specifications: input.specifications,
    declarations: input.declarations,
    featureProduct: input.featureProduct,
    bestSeller: input.bestSeller,
    oneOfAKind: input.oneOfAKind,
    status: input.status,
  };
}

/**
 * Writes a new product inside the caller's transaction: every rule of the admin's form (category,
 * cosmetics, terms, images, listing columns). `handle` keeps an id chosen elsewhere (the importer's
 * Shopify handle); without it one is made from the name. The caller invalidates the cache.
 */
export async function insertProduct(tx: Transaction, input: ProductInput, handle?: string): Promise<string> {
  const [productId] = await insertProducts(tx, [{ input, handle }]);
  if (!productId) throw new Error("product not inserted");
  return productId;
}

/**
 * Writes new products inside the caller's transaction with the form's rules, a statement per table
 * for all of them (the import writes a hundred at a time): the lookups are read once, the products,
 * variants and images go in as multi-row inserts and the listing columns are refreshed once. The
 * first input a rule refuses throws (Invalid), and the caller's transaction writes none of them.
 */
export async function insertProducts(
  tx: Transaction,
  entries: readonly { input: ProductInput; handle?: string | undefined }[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  const lookups = await catalogueLookups(tx);
  const values = entries.map((entry) => checkedProductValues(lookups, entry.input));
  await checkImages(
    tx,
    entries.map((entry) => entry.input),
  );
  const ids: string[] = [];
  for (const entry of entries) ids.push(entry.handle ?? (await freeHandle(tx, entry.input.name)));
  await tx.insert(products).values(values.map((row, index) => ({ id: ids[index] as string, ...row })));
  const made = await tx
    .insert(variants)
    .values(
      entries.flatMap((entry, index) =>
        entry.input.variants.map((variant, position) => ({
          productId: ids[index] as string,
          ...variantValues(variant, position),
        })),
      ),
    )
    .returning({ id: variants.id, productId: variants.productId, position: variants.position });
  const images = entries.flatMap((entry, index) => {
    const productId = ids[index] as string;
    const variantIds = made
      .filter((row) => row.productId === productId)
      .sort((a, b) => a.position - b.position)
      .map((row) => row.id);
    return imageRows(productId, entry.input, variantIds);
  });
  if (images.length > 0) await tx.insert(productImages).values(images);
  await refreshProducts(tx, ids);
  return ids;
}

/** POST /api/products: a new product with its variants and images; answers its id. */
/** A certificate names a lab of the owner's list (settings: claims.labs). */
async function checkLabs(ctx: AppContext, input: ProductInput) {
  const labs = (await readSettings(ctx)).claims.labs.map((lab) => lab.name);
  const fields: Record<string, string> = {};
  input.variants.forEach((variant, index) => {
    if (variant.certificate && !labs.includes(variant.certificate.lab))
      fields[`variants.${index}.certificate.lab`] = certificateMessages.unknownLab;
  });
  if (Object.keys(fields).length > 0) throw new Invalid(certificateMessages.unknownLab, fields);
}

export async function createProduct(ctx: AppContext, input: ProductInput) {
  await checkLabs(ctx, input);
  const id = await ctx.db.transaction((tx) => insertProduct(tx, input));
  await ctx.cache.invalidate();
  ctx.log.info({ product: id }, "product created by an admin");
  return { success: true, message: "Product added successfully!", product: { _id: id } };
}

/**
 * Saves a product inside the caller's transaction (variants kept by id); the caller invalidates the
 * cache, and sends the mail queued when the answer (shoppers told of a variant back in stock) is above 0.
 */
export async function saveProduct(
  ctx: AppContext,
  tx: Transaction,
  productId: string,
  input: ProductInput,
): Promise<number> {
  const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!existing) throw new NotFound("Product not found");
  const values = checkedProductValues(await catalogueLookups(tx), input);
  await checkImages(tx, [input]);
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, productId));

  // locked (id order) so the stock read here is the stock this save replaces
  const current = await tx
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.id))
    .for("update");
  const kept = new Set(input.variants.map((variant) => variant.id).filter(Boolean));
  const unknown = input.variants.find((variant) => variant.id && !current.some((row) => row.id === variant.id));
  if (unknown) throw new Invalid("A variant does not belong to this product.", { variants: "Unknown variant" });
  const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    const ordered = await tx
      .select({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, removed))
      .limit(1);
    if (ordered.length > 0)
      throw new Conflict("A variant that was ordered cannot be removed; set its stock to 0 instead.");
    if ((await componentsAmong(tx, removed)).length > 0) throw new Conflict(kitMessages.inKit);
    await tx.delete(variants).where(inArray(variants.id, removed));
  }
  // positions move out of the way first (a product's positions are unique)
  await tx
    .update(variants)
    .set({ position: sql`${variants.position} + 1000` })
    .where(eq(variants.productId, productId));
  const ids: string[] = [];
  for (const [position, variant] of input.variants.entries()) {
    if (variant.id) {
      await tx
        .update(variants)
        .set({ ...variantValues(variant, position), updatedAt: sql`now()` })
        .where(and(eq(variants.id, variant.id), eq(variants.productId, productId)));
      ids.push(variant.id);
    } else {
      const [made] = await tx
        .insert(variants)
        .values({ productId, ...variantValues(variant, position) })
        .returning({ id: variants.id });
      if (made) ids.push(made.id);
    }
  }
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  const images = imageRows(productId, input, ids);
  if (images.length > 0) await tx.insert(productImages).values(images);
  // a kit stores no stock and takes its GST from its components, whatever the form sent (decision 0059)
  const kitIds = await settleKits(tx, ids);
  await refreshProducts(tx, [productId]);
  // a variant back from none tells its waiting shoppers (back-in-stock/restock.ts)
  // (all the moves at once: a kit of two of this product's variants is counted once)
  const moves = current.flatMap((row) => {
    const after = input.variants.find((variant) => variant.id === row.id)?.stock;
    return after !== undefined && !kitIds.has(row.id) ? [{ variantId: row.id, before: row.stock, after }] : [];
  });
  return stockReturned(ctx, tx, moves);
}

/** PUT /api/products/{id}: the product, its variants (by id) and its images, as the form sends them. */
export async function updateProduct(ctx: AppContext, productId: string, input: ProductInput) {
  await checkLabs(ctx, input);
  const told = await ctx.db.transaction((tx) => saveProduct(ctx, tx, productId, input));
  await ctx.cache.invalidate();
  if (told > 0) sendQueuedMessages(ctx);
  ctx.log.info({ product: productId }, "product updated by an admin");
  return { success: true, message: "Product saved successfully!", product: { _id: productId } };
}
