// Moving a Shopify catalogue in: the dry run (what would be created, updated or left alone, and every
// row's problem) and the import of one product, written through the admin form's own code
// (catalogue/admin-write.ts), so validation, declarations, listing columns and the cache's rules live once.
import { eq, inArray } from "drizzle-orm";
import type { ProductInput } from "../../../core/schemas/admin-products.ts";
import { productInputSchema } from "../../../core/schemas/admin-products.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { categories, products, tagTerms, variants } from "../../db/schema.ts";
import type { HttpError } from "../../http/errors.ts";
import { editableProduct } from "../catalogue/admin-edit.ts";
import { handleOf, insertProduct, saveProduct } from "../catalogue/admin-write.ts";
import { productRowsOf } from "./csv-rows.ts";
import { type ImageArchive, missingImages } from "./images.ts";
import { type LeafCategory, type ParsedProduct, type Problem, parseProduct } from "./to-input.ts";

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
      return { id: leaf.id, path: label.toLowerCase(), label, name: leaf.name, slug: leaf.slug };
    });
  return { leaves, terms: new Set(terms.map((term) => `${term.kind}:${term.name.toLowerCase()}`)) };
}

/** "Crystals > Tumbled Stones > Amethyst": the path export writes and import reads back. */
export function categoryPathOf(vocabulary: Vocabulary, categoryId: number): string {
  const leaf = vocabulary.leaves.find((entry) => entry.id === categoryId);
  return leaf?.label ?? "";
}

/** Parses a product's rows and checks what the schema cannot: the vocabulary's names. */
export function readProduct(rows: Parameters<typeof parseProduct>[0], vocabulary: Vocabulary): ParsedProduct {
  const parsed = parseProduct({ ...rows, handle: rows.handle ? handleOf(rows.handle) : "" }, vocabulary.leaves);
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

/** The product the rows mean: the one with this handle, else the one holding one of their SKUs. */
async function existingProduct(exec: Executor, handle: string, input: ProductInput): Promise<string | null> {
  const [byHandle] = await exec.select({ id: products.id }).from(products).where(eq(products.id, handle));
  if (byHandle) return byHandle.id;
  const skus = input.variants.map((variant) => variant.sku);
  const [bySku] = await exec
    .select({ id: variants.productId })
    .from(variants)
    .where(inArray(variants.sku, skus))
    .limit(1);
  return bySku?.id ?? null;
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

/** True when saving `input` would change nothing of the product as it is. */
async function sameAsStored(ctx: AppContext, productId: string, input: ProductInput, ignoreImages: boolean) {
  const stored = productInputSchema.safeParse(await editableProduct(ctx, productId));
  if (!stored.success) return false;
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
  return shape(stored.data) === shape(input);
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

export interface PlannedProduct {
  productId: string;
  plan: Plan;
  input: ProductInput;
  variantsToCreate: number;
  variantsToUpdate: number;
}

/** What writing the rows would do (no write). */
export async function planProduct(
  ctx: AppContext,
  handle: string,
  input: ProductInput,
  ignoreImages: boolean,
): Promise<PlannedProduct> {
  const existing = await existingProduct(ctx.db, handle, input);
  if (!existing)
    return { productId: handle, plan: "create", input, variantsToCreate: input.variants.length, variantsToUpdate: 0 };
  const matched = await matchVariants(ctx.db, existing, input);
  const kept = matched.variants.filter((variant) => variant.id).length;
  const unchanged = await sameAsStored(ctx, existing, matched, ignoreImages);
  return {
    productId: existing,
    plan: unchanged ? "unchanged" : "update",
    input: matched,
    variantsToCreate: matched.variants.length - kept,
    variantsToUpdate: unchanged ? 0 : kept,
  };
}

/**
 * Writes a planned product in the caller's transaction; a refusal of the form's rules is thrown as
 * HttpError. Answers how many waiting shoppers were told of a variant back in stock (mail queued).
 */
export async function writeProduct(ctx: AppContext, tx: Transaction, planned: PlannedProduct): Promise<number> {
  if (planned.plan === "create") await insertProduct(tx, planned.input, planned.productId);
  else if (planned.plan === "update") return saveProduct(ctx, tx, planned.productId, planned.input);
  return 0;
}

/** A refusal from the product's write, as a row problem (the field named, mapped to its column where known). */
export function refusalProblem(parsed: ParsedProduct, error: HttpError): Problem {
  const field = Object.keys(error.fields ?? {})[0] ?? "";
  const column =
    field === "concerns" ? "Concerns" : field === "chakras" ? "Chakras" : field === "intents" ? "Intents" : field;
  return { row: parsed.firstRow, column, message: error.message };
}

export interface DryRunReport {
  products: { create: number; update: number; unchanged: number; skipped: number };
  variants: { create: number; update: number };
  rows: number;
  problems: (Problem & { handle: string })[];
  /** Problems past the first 1,000 are counted, not listed (the real run's report lists them all). */
  moreProblems: number;
}

const listedProblems = 1000;

/** The dry run: reads the whole file as a stream and writes nothing. */
export async function dryRun(ctx: AppContext, csvPath: string, archive: ImageArchive | null): Promise<DryRunReport> {
  const vocabulary = await loadVocabulary(ctx.db);
  const report: DryRunReport = {
    products: { create: 0, update: 0, unchanged: 0, skipped: 0 },
    variants: { create: 0, update: 0 },
    rows: 0,
    problems: [],
    moreProblems: 0,
  };
  const note = (handle: string, problems: readonly Problem[]) => {
    for (const problem of problems) {
      if (report.problems.length < listedProblems) report.problems.push({ ...problem, handle });
      else report.moreProblems += 1;
    }
  };
  for await (const rows of productRowsOf(csvPath)) {
    report.rows += rows.rows.length;
    const parsed = readProduct(rows, vocabulary);
    note(parsed.handle, missingImages(parsed.images, archive));
    if (!parsed.input) {
      report.products.skipped += 1;
      note(parsed.handle, parsed.problems);
      continue;
    }
    // images are not fetched in a dry run: compare the rest
    const planned = await planProduct(ctx, parsed.handle, parsed.input, true);
    report.products[planned.plan] += 1;
    report.variants.create += planned.variantsToCreate;
    report.variants.update += planned.variantsToUpdate;
  }
  return report;
}
