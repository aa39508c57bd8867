// Moving a Shopify catalogue in: the dry run (what would be created, updated or left alone, and every
// row's problem) and the import of one product, written through the admin form's own code
// (catalogue/admin-write.ts), so validation, declarations, listing columns and the cache's rules live once.
import { eq, inArray } from "drizzle-orm";
import { type HindiInputField, importMessages } from "../../../core/catalogue-import.ts";
import { claimKey, claimsBlocking, claimsInFields, productCopyFields } from "../../../core/claims.ts";
import { productTodos } from "../../../core/product-todos.ts";
import type { ProductInput } from "../../../core/schemas/admin-products.ts";
import { productInputSchema } from "../../../core/schemas/admin-products.ts";
import { mappingSourceKey } from "../../../core/schemas/catalogue-import.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import {
  categories,
  categoryTaxDefaults,
  importCategoryMappings,
  products,
  tagTerms,
  variants,
} from "../../db/schema.ts";
import type { HttpError } from "../../http/errors.ts";
import { editableProduct } from "../catalogue/admin-edit.ts";
import { handleOf, insertProducts, saveProduct } from "../catalogue/admin-write.ts";
import { productRowsOf } from "./csv-rows.ts";
import { type ImageArchive, missingImages } from "./images.ts";
import { mappingSourceOf, suggestCategory, type TaxDefault, taxDefaults } from "./mapping.ts";
import {
  claimCell,
  findCategory,
  type ImportAnswers,
  type LeafCategory,
  noAnswers,
  type ParsedProduct,
  type Problem,
  parseProduct,
} from "./to-input.ts";

/** What the import reads its rows against: the leaf categories and the concern, chakra and intent names. */
export interface Vocabulary {
  leaves: LeafCategory[];
  terms: Set<string>;
}

export async function loadVocabulary(exec: Executor): Promise<Vocabulary> {
  const [rows, terms] = await Promise.all([exec.select().from(categories), exec.select().from(tagTerms)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const leaves = rows
    .filter((row) => row.level === 2)
    .map((leaf) => {
      const sub = leaf.parentId ? byId.get(leaf.parentId) : undefined;
      const parent = sub?.parentId ? byId.get(sub.parentId) : undefined;
      const label = [parent?.name, sub?.name, leaf.name].filter(Boolean).join(" > ");
      return {
        id: leaf.id,
        path: label.toLowerCase(),
        label,
        name: leaf.name,
        slug: leaf.slug,
        parentSlug: parent?.slug ?? "",
      };
    });
  return { leaves, terms: new Set(terms.map((term) => `${term.kind}:${term.name.toLowerCase()}`)) };
}

/** "Crystals > Tumbled Stones > Amethyst": the path export writes and import reads back. */
export function categoryPathOf(vocabulary: Vocabulary, categoryId: number): string {
  const leaf = vocabulary.leaves.find((entry) => entry.id === categoryId);
  return leaf?.label ?? "";
}

/** The owner's remembered mapping (import_category_mappings, category_tax_defaults), with the job's compare-at answer. */
export async function loadAnswers(exec: Executor, compareAtIsMrp: boolean | null): Promise<ImportAnswers> {
  const [mapped, taxes] = await Promise.all([
    exec.select().from(importCategoryMappings),
    exec.select().from(categoryTaxDefaults),
  ]);
  return {
    categories: new Map(mapped.map((row) => [row.source, row.categoryId])),
    taxDefaults: new Map(taxes.map((row) => [row.categoryId, { hsn: row.hsn, tax: row.gstRate / 100 }])),
    compareAtIsMrp,
  };
}

/** Parses a product's rows and checks what the schema cannot: the vocabulary's names. */
export function readProduct(
  rows: Parameters<typeof parseProduct>[0],
  vocabulary: Vocabulary,
  answers: ImportAnswers = noAnswers,
): ParsedProduct {
  const parsed = parseProduct(
    { ...rows, handle: rows.handle ? handleOf(rows.handle) : "" },
    vocabulary.leaves,
    answers,
  );
  if (parsed.giftCard)
    return {
      ...parsed,
      input: null,
      todos: [],
      problems: [{ row: parsed.firstRow, column: "Gift Card", message: importMessages.giftCard }],
    };
  const input = parsed.input;
  if (!input) return parsed;
  const unknown: Problem[] = [];
  for (const [kind, column, names] of [
    ["concern", "Concerns", input.concerns],
    ["chakra", "Chakras", input.chakras],
    ["intent", "Intents", input.intents],
  ] as const)
    for (const name of names)
      if (!vocabulary.terms.has(`${kind}:${name.toLowerCase()}`))
        unknown.push({ row: parsed.firstRow, column, message: `Unknown ${kind}: ${name}` });
  return unknown.length > 0 ? { ...parsed, input: null, problems: [...parsed.problems, ...unknown] } : parsed;
}

/**
 * The products the rows of several products mean, read in two statements for all of them: for each,
 * the product with its handle, else the one holding one of its SKUs (the first variant's that is
 * held), else null.
 */
async function existingProducts(
  exec: Executor,
  items: readonly { handle: string; input: ProductInput }[],
): Promise<(string | null)[]> {
  const handles = items.map((item) => item.handle);
  const skus = [...new Set(items.flatMap((item) => item.input.variants.map((variant) => variant.sku)))];
  const [byHandle, bySku] = await Promise.all([
    exec.select({ id: products.id }).from(products).where(inArray(products.id, handles)),
    skus.length > 0
      ? exec.select({ id: variants.productId, sku: variants.sku }).from(variants).where(inArray(variants.sku, skus))
      : Promise.resolve([]),
  ]);
  const handleHeld = new Set(byHandle.map((row) => row.id));
  const skuHeld = new Map<string, string>();
  for (const row of bySku) if (!skuHeld.has(row.sku)) skuHeld.set(row.sku, row.id);
  return items.map((item) => {
    if (handleHeld.has(item.handle)) return item.handle;
    for (const variant of item.input.variants) {
      const held = skuHeld.get(variant.sku);
      if (held) return held;
    }
    return null;
  });
}

/** The input with each variant given the id of the existing variant of the same SKU (kept, not replaced). */
async function matchVariants(exec: Executor, productId: string, input: ProductInput): Promise<ProductInput> {
  const current = await exec
    .select({ id: variants.id, sku: variants.sku })
    .from(variants)
    .where(eq(variants.productId, productId));
  return {
    ...input,
    variants: input.variants.map((variant) => {
      const same = current.find((row) => row.sku === variant.sku);
      return same ? { ...variant, id: same.id } : { ...variant, id: undefined };
    }),
  };
}

/** True when saving `input` would change nothing of the product as it is (`stored`, as the form reads it). */
function sameAsStored(stored: ProductInput | null, input: ProductInput, ignoreImages: boolean) {
  if (!stored) return false;
  const shape = (value: ProductInput) =>
    canonical(
      ignoreImages
        ? {
            ...value,
            images: null,
            variants: value.variants.map((variant) => ({ ...variant, images: null })),
          }
        : value,
    );
  return shape(stored) === shape(input);
}

/**
 * What the file cannot say is kept from the product as it is (decision 0054): each kept variant's lab
 * report and its subscribe-and-save terms (the CSV has no column for them; decision 0060), and the
 * warnings the owner acknowledged ("I can prove this").
 */
function keepStored(
  stored: ProductInput | null,
  input: ProductInput,
  hindiAbsent: readonly HindiInputField[] = [],
): ProductInput {
  if (!stored) return input;
  // a file without a Hindi column (Shopify's own) keeps the Hindi the owner wrote (decision 0063)
  const hindi = Object.fromEntries(hindiAbsent.map((field) => [field, stored[field]]));
  return {
    ...input,
    ...hindi,
    acknowledgedClaims: [...new Set([...stored.acknowledgedClaims, ...input.acknowledgedClaims])],
    variants: input.variants.map((variant) => {
      const same = variant.id ? stored.variants.find((entry) => entry.id === variant.id) : undefined;
      if (!same) return variant;
      return {
        ...variant,
        certificate: variant.certificate ?? same.certificate,
        subscribeEvery: same.subscribeEvery,
        subscribeDiscount: same.subscribeDiscount,
      };
    }),
  };
}

/**
 * An active row with a warning the owner has not acknowledged comes in as a draft, as the admin's form
 * would refuse to publish it; its to-dos say what to do (hard findings were drafted when the row was read).
 */
function draftForWarnings(input: ProductInput): { input: ProductInput; todos: string[] } {
  if (input.status !== "active") return { input, todos: [] };
  const blocking = claimsBlocking(claimsInFields(productCopyFields(input)), input.acknowledgedClaims);
  if (blocking.length === 0) return { input, todos: [] };
  const draft: ProductInput = { ...input, status: "draft" };
  return { input: draft, todos: productTodos(draft) };
}

/** JSON with every object's keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)))
      : entry,
  );
}

export type Plan = "create" | "update" | "unchanged";

/** Products planned and written together: a transaction each batch, two reads to plan it. */
export const productsPerBatch = 100;

export interface PlannedProduct {
  productId: string;
  plan: Plan;
  input: ProductInput;
  variantsToCreate: number;
  variantsToUpdate: number;
  /** Drafted here for warnings not acknowledged: what the owner must do (beside the row's own to-dos). */
  todos: string[];
}

/** What writing the rows would do (no write). */
export async function planProduct(
  ctx: AppContext,
  handle: string,
  input: ProductInput,
  ignoreImages: boolean,
): Promise<PlannedProduct> {
  const [planned] = await planProducts(ctx, [{ handle, input }], ignoreImages);
  if (!planned) throw new Error("product not planned");
  return planned;
}

/**
 * What writing several products' rows would do (no write): which exist is read for all of them at
 * once; only a product that exists is read whole, to tell an update from no change.
 */
export async function planProducts(
  ctx: AppContext,
  items: readonly { handle: string; input: ProductInput; hindiAbsent?: readonly HindiInputField[] }[],
  ignoreImages: boolean,
): Promise<PlannedProduct[]> {
  if (items.length === 0) return [];
  const existing = await existingProducts(ctx.db, items);
  const plans: PlannedProduct[] = [];
  for (const [index, item] of items.entries()) {
    const productId = existing[index];
    if (!productId) {
      const { input, todos } = draftForWarnings(item.input);
      plans.push({
        productId: item.handle,
        plan: "create",
        input,
        variantsToCreate: input.variants.length,
        variantsToUpdate: 0,
        todos,
      });
      continue;
    }
    const stored = productInputSchema.safeParse(await editableProduct(ctx, productId)).data ?? null;
    const { input, todos } = draftForWarnings(
      keepStored(stored, await matchVariants(ctx.db, productId, item.input), item.hindiAbsent),
    );
    const kept = input.variants.filter((variant) => variant.id).length;
    const unchanged = sameAsStored(stored, input, ignoreImages);
    plans.push({
      productId,
      plan: unchanged ? "unchanged" : "update",
      input,
      variantsToCreate: input.variants.length - kept,
      variantsToUpdate: unchanged ? 0 : kept,
      todos,
    });
  }
  return plans;
}

/**
 * Writes planned products in the caller's transaction: the new ones together (insertProducts), the
 * changed ones one by one; a refusal of the form's rules is thrown as HttpError and the caller's
 * transaction writes none of them. Answers how many waiting shoppers were told of a variant back in
 * stock (mail queued).
 */
export async function writeProducts(
  ctx: AppContext,
  tx: Transaction,
  planned: readonly PlannedProduct[],
): Promise<number> {
  await insertProducts(
    tx,
    planned
      .filter((entry) => entry.plan === "create")
      .map((entry) => ({ input: entry.input, handle: entry.productId })),
  );
  let told = 0;
  for (const entry of planned)
    if (entry.plan === "update") told += await saveProduct(ctx, tx, entry.productId, entry.input);
  return told;
}

/** A refusal from the product's write, as a row problem (the field named, mapped to its column where known). */
export function refusalProblem(parsed: ParsedProduct, error: HttpError): Problem {
  const field = Object.keys(error.fields ?? {})[0] ?? "";
  const column =
    field === "concerns" ? "Concerns" : field === "chakras" ? "Chakras" : field === "intents" ? "Intents" : field;
  return { row: parsed.firstRow, column, message: error.message };
}

/** A Shopify Type or Product Category the file uses, with the shop category suggested for it. */
export interface MappingSource {
  source: string;
  column: "Type" | "Product Category";
  products: number;
  /** The shop category suggested (remembered, named, or sharing words), or null. */
  categoryId: number | null;
  remembered: boolean;
}

/** A claims guard finding in the file: where (row, column), the phrase, and how it stops the product. */
export interface ClaimRow {
  handle: string;
  row: number;
  column: string;
  phrase: string;
  /** hard: the row comes in as a draft; warning: it goes live only where the owner acknowledged it. */
  severity: "hard" | "warning";
  acknowledged: boolean;
  reason: string;
  suggestion: string;
}

/** Each finding of a planned product's copy, placed in the file. */
function claimRows(
  parsed: Pick<ParsedProduct, "handle" | "firstRow" | "variantRows">,
  input: ProductInput,
): ClaimRow[] {
  const acknowledged = new Set(input.acknowledgedClaims.map(claimKey));
  return claimsInFields(productCopyFields(input)).map((found) => ({
    handle: parsed.handle,
    ...claimCell(found.field, parsed.firstRow, parsed.variantRows),
    phrase: found.phrase,
    severity: found.severity === "hard" ? "hard" : "warning",
    acknowledged: found.severity === "soft" && acknowledged.has(claimKey(found.phrase)),
    reason: found.reason,
    suggestion: found.suggestion,
  }));
}

export interface DryRunReport {
  products: { create: number; update: number; unchanged: number; skipped: number; drafts: number };
  variants: { create: number; update: number };
  rows: number;
  problems: (Problem & { handle: string })[];
  /** Problems past the first 1,000 are counted, not listed (the real run's report lists them all). */
  moreProblems: number;
  /** The products that would come in as drafts, with what each needs (the first 1,000). */
  drafts: { handle: string; name: string; todos: string[] }[];
  /** What the claims guard finds in each row's copy (the first 1,000; decision 0054). */
  claims: ClaimRow[];
  moreClaims: number;
  /** The mapping step's questions. */
  mapping: {
    sources: MappingSource[];
    categories: { id: number; label: string }[];
    taxDefaults: TaxDefault[];
    /** Variants whose compare-at price is above their price (the M.R.P. question matters for them). */
    compareAtVariants: number;
    /** The answer when not asked: true only for the shop's own export (it carries the GST column). */
    compareAtIsMrp: boolean;
  };
}

const listedProblems = 1000;

/** The dry run: reads the whole file as a stream and writes nothing. */
export async function dryRun(
  ctx: AppContext,
  csvPath: string,
  archive: ImageArchive | null,
  compareAtIsMrp: boolean | null = null,
): Promise<DryRunReport> {
  const [vocabulary, answers, defaults] = await Promise.all([
    loadVocabulary(ctx.db),
    loadAnswers(ctx.db, compareAtIsMrp),
    taxDefaults(ctx.db),
  ]);
  const report: DryRunReport = {
    products: { create: 0, update: 0, unchanged: 0, skipped: 0, drafts: 0 },
    variants: { create: 0, update: 0 },
    rows: 0,
    problems: [],
    moreProblems: 0,
    drafts: [],
    claims: [],
    moreClaims: 0,
    mapping: {
      sources: [],
      categories: vocabulary.leaves.map((leaf) => ({ id: leaf.id, label: leaf.label })),
      taxDefaults: defaults,
      compareAtVariants: 0,
      compareAtIsMrp: false,
    },
  };
  const sources = new Map<string, MappingSource>();
  let ownExport = false;
  // the dry run previews the suggestions as if accepted: suggested categories and their HSN and GST
  const preview = {
    ...answers,
    categories: new Map(answers.categories),
    taxDefaults: new Map(defaults.map((entry) => [entry.categoryId, { hsn: entry.hsn, tax: entry.tax }])),
  };
  const note = (handle: string, problems: readonly Problem[]) => {
    for (const problem of problems) {
      if (report.problems.length < listedProblems) report.problems.push({ ...problem, handle });
      else report.moreProblems += 1;
    }
  };
  // products are planned a batch at a time (two reads for the batch, not two per product)
  let batch: { handle: string; input: ProductInput; parsed: ParsedProduct }[] = [];
  const plan = async () => {
    // images are not fetched in a dry run: compare the rest
    const plans = await planProducts(
      ctx,
      batch.map((entry) => ({ ...entry, hindiAbsent: entry.parsed.hindiAbsent })),
      true,
    );
    for (const [index, planned] of plans.entries()) {
      const parsed = (batch[index] as (typeof batch)[number]).parsed;
      report.products[planned.plan] += 1;
      report.variants.create += planned.variantsToCreate;
      report.variants.update += planned.variantsToUpdate;
      const todos = [...parsed.todos, ...planned.todos];
      if (todos.length > 0) {
        report.products.drafts += 1;
        if (report.drafts.length < listedProblems)
          report.drafts.push({ handle: parsed.handle, name: planned.input.name, todos });
      }
      for (const claim of claimRows(parsed, planned.input)) {
        if (report.claims.length < listedProblems) report.claims.push(claim);
        else report.moreClaims += 1;
      }
    }
    batch = [];
  };
  for await (const rows of productRowsOf(csvPath)) {
    report.rows += rows.rows.length;
    const first = rows.rows[0]?.cells ?? {};
    const asked = mappingSourceOf(first);
    if (asked && !truthy(first["Gift Card"])) {
      const key = mappingSourceKey(asked.source);
      const known = sources.get(key);
      if (known) known.products += 1;
      else {
        const remembered = answers.categories.get(key);
        const suggested =
          remembered ??
          findCategory(vocabulary.leaves, first["Product Category"] ?? "")?.id ??
          suggestCategory(vocabulary.leaves, asked.source)?.id ??
          suggestCategory(vocabulary.leaves, first["Product Category"] ?? "")?.id ??
          null;
        sources.set(key, { ...asked, products: 1, categoryId: suggested, remembered: remembered !== undefined });
        if (suggested !== null) preview.categories.set(key, suggested);
      }
    }
    for (const row of rows.rows) {
      if (row.cells["GST Rate"]) ownExport = true;
      const compareAt = Number(row.cells["Variant Compare At Price"]);
      if (compareAt > Number(row.cells["Variant Price"])) report.mapping.compareAtVariants += 1;
    }
    const parsed = readProduct(rows, vocabulary, preview);
    note(parsed.handle, missingImages(parsed.images, archive));
    if (!parsed.input) {
      report.products.skipped += 1;
      note(parsed.handle, parsed.problems);
      continue;
    }
    batch.push({ handle: parsed.handle, input: parsed.input, parsed });
    if (batch.length >= productsPerBatch) await plan();
  }
  await plan();
  report.mapping.sources = [...sources.values()];
  report.mapping.compareAtIsMrp = compareAtIsMrp ?? ownExport;
  return report;
}

const truthy = (text: string | undefined) => ["true", "yes", "1"].includes((text ?? "").trim().toLowerCase());
