// Fills an empty shop database with a large synthetic catalogue, fast and the same every run: the
// category tree, the tag terms, products with term ids, three variants each, image records and
// some reviews, written with multi-row inserts (bulk-insert.ts) inside one transaction; then the
// listing columns are recomputed once, then VACUUM ANALYZE: refreshProducts leaves a dead version
// of every product row behind, and neither PGlite nor our PostgreSQL servers vacuum by themselves
// (DESIGN.md), so without it every scan reads twice the rows and the planner works blind.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../src/server/db/connection.ts";
import {
  categories,
  media,
  productImages,
  products,
  reviews,
  tagTermParents,
  tagTerms,
  variants,
} from "../src/server/db/schema.ts";
import { refreshProducts } from "../src/server/features/catalogue/denormalize.ts";
import { bulkInsert } from "./bulk-insert.ts";
import { createRandom, type Random } from "./random.ts";
import {
  type CategorySpec,
  categoryTree,
  chakras,
  concerns,
  concernsFor,
  intents,
  kindRules,
  materialWords,
  type ProductKind,
  styles,
} from "./vocabulary.ts";

export interface SyntheticOptions {
  products: number;
  variantsPerProduct?: number;
  seed?: number;
}

export interface SyntheticCatalogue {
  products: number;
  variants: number;
  reviews: number;
  /** Ids of the products a shopper can see (status active). */
  activeProductIds: string[];
  /** Time to write, denormalize and analyse, milliseconds. */
  loadMs: number;
}

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof variants.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

interface Leaf {
  spec: CategorySpec;
  parentId: number;
  subId: number;
  id: number;
}

/** Creation dates spread over the two years before this fixed day, so "newest" sorts for real. */
const newestDay = Date.UTC(2026, 0, 1);
const twoYearsMs = 730 * 24 * 3600 * 1000;

export async function loadSyntheticCatalogue(db: Database, options: SyntheticOptions): Promise<SyntheticCatalogue> {
  const startedAt = performance.now();
  const random = createRandom(options.seed ?? 20_261_122);
  const variantsPerProduct = options.variantsPerProduct ?? 3;
  const counts = await db.transaction(async (tx) => {
    const leaves = await insertCategoryTree(tx);
    const termIds = await insertTagTerms(tx, leaves);
    const made = Array.from({ length: options.products }, (_, index) => {
      const leaf = random.pick(leaves);
      return { row: makeProduct(random, index, leaf, termIds), kind: leaf.spec.kind };
    });
    const productRows = made.map((product) => product.row);
    await bulkInsert(tx, products, productRows);
    const variantRows = made.flatMap(({ row, kind }) => makeVariants(random, row, kind, variantsPerProduct));
    await bulkInsert(tx, variants, variantRows);
    const images = makeImages(productRows);
    await bulkInsert(tx, media, images.media);
    await bulkInsert(tx, productImages, images.productImages);
    const reviewRows = productRows.flatMap((product) => makeReviews(random, product.id));
    await bulkInsert(tx, reviews, reviewRows);
    await refreshProducts(tx);
    return {
      products: productRows.length,
      variants: variantRows.length,
      reviews: reviewRows.length,
      activeProductIds: productRows.filter((row) => row.status === "active").map((row) => row.id),
    };
  });
  await db.execute(sql`vacuum analyze`);
  return { ...counts, loadMs: performance.now() - startedAt };
}

async function insertCategoryTree(tx: Executor): Promise<Leaf[]> {
  const leaves: Leaf[] = [];
  for (const [parentPosition, parent] of categoryTree.entries()) {
    const [parentRow] = await tx
      .insert(categories)
      .values({ level: 0, name: parent.name, slug: parent.slug, position: parentPosition })
      .returning({ id: categories.id });
    if (!parentRow) throw new Error(`could not insert ${parent.name}`);
    for (const [subPosition, sub] of parent.subCategories.entries()) {
      const [subRow] = await tx
        .insert(categories)
        .values({ level: 1, parentId: parentRow.id, name: sub.name, slug: slugify(sub.name), position: subPosition })
        .returning({ id: categories.id });
      if (!subRow) throw new Error(`could not insert ${sub.name}`);
      const leafRows = await tx
        .insert(categories)
        .values(
          sub.categories.map((leaf, position) => ({
            level: 2,
            parentId: subRow.id,
            name: leaf.name,
            slug: slugify(leaf.name),
            position,
          })),
        )
        .returning({ id: categories.id, name: categories.name });
      for (const spec of sub.categories) {
        const row = leafRows.find((candidate) => candidate.name === spec.name);
        if (row) leaves.push({ spec, parentId: parentRow.id, subId: subRow.id, id: row.id });
      }
    }
  }
  return leaves;
}

interface TermIds {
  concern: number[];
  chakra: number[];
  intent: number[];
}

async function insertTagTerms(tx: Executor, leaves: readonly Leaf[]): Promise<TermIds> {
  const vocabularies = { concern: concerns, chakra: chakras, intent: intents } as const;
  const ids: TermIds = { concern: [], chakra: [], intent: [] };
  for (const kind of ["concern", "chakra", "intent"] as const) {
    const rows = await tx
      .insert(tagTerms)
      .values(vocabularies[kind].map((name, position) => ({ kind, name, slug: slugify(name), position })))
      .returning({ id: tagTerms.id });
    ids[kind] = rows.map((row) => row.id);
  }
  // every parent category shows every term in its menus
  const parentIds = [...new Set(leaves.map((leaf) => leaf.parentId))];
  const allTerms = [...ids.concern, ...ids.chakra, ...ids.intent];
  await tx
    .insert(tagTermParents)
    .values(
      parentIds.flatMap((parentCategoryId) =>
        allTerms.map((termId, position) => ({ termId, parentCategoryId, position })),
      ),
    );
  return ids;
}

function makeProduct(random: Random, index: number, leaf: Leaf, termIds: TermIds): ProductRow {
  const rules = kindRules[leaf.spec.kind];
  const material = random.pick(materialWords(leaf.spec.kind));
  const style = random.pick(styles);
  const name = `${material} ${leaf.spec.noun}`;
  const serial = String(index + 1).padStart(5, "0");
  const chosenConcerns = random.sample(concernsFor(leaf.spec.kind), random.int(1, 3));
  const roll = random.next();
  return {
    id: `${slugify(name)}-${serial}`,
    name,
    title: `${style} ${name}`,
    description: `${style} ${name.toLowerCase()}, made by hand and energised before it ships. Chosen for ${chosenConcerns
      .join(", ")
      .toLowerCase()}; a gentle companion for daily practice.`,
    sku: `SYN-${serial}`,
    parentCategoryId: leaf.parentId,
    subCategoryId: leaf.subId,
    categoryId: leaf.id,
    tags: [material.toLowerCase(), leaf.spec.noun.toLowerCase()],
    termIds: [
      ...chosenConcerns.map((concern) => termIds.concern[concerns.indexOf(concern)] ?? 0),
      ...random.sample(termIds.chakra, random.int(1, 2)),
      ...random.sample(termIds.intent, random.int(1, 2)),
    ],
    material: rules.material,
    healingProperties: {
      first: `Supports ${chosenConcerns[0]?.toLowerCase() ?? "balance"}`,
      second: "Encourages calm",
      third: "Clears stagnant energy",
      fourth: "Grounds the mind",
    },
    specifications: { material: rules.material, packaging: "Gift box", weight: `${random.int(20, 400)} g` },
    productDescriptions: [{ title: `About ${name}`, text: `Every ${name.toLowerCase()} is unique.`, image: null }],
    faq: [
      {
        question: `How do I care for my ${leaf.spec.noun.toLowerCase()}?`,
        answer: "Keep it dry and cleanse it monthly.",
      },
    ],
    featureProduct: random.chance(0.02),
    bestSeller: random.chance(0.03),
    status: roll < 0.97 ? "active" : roll < 0.99 ? "draft" : "archived",
    createdAt: new Date(newestDay - Math.floor(random.next() * twoYearsMs)),
  };
}

function makeVariants(random: Random, product: ProductRow, kind: ProductKind, count: number): VariantRow[] {
  const rules = kindRules[kind];
  const baseRupees = random.int(rules.rupees[0], rules.rupees[1]);
  return Array.from({ length: count }, (_, position) => {
    // shelf prices end in 9 like real ones: ₹499, ₹1,299
    const rupees = Math.ceil((baseRupees * (1 + position * 0.4)) / 10) * 10 - 1;
    const mrpRupees = Math.ceil((rupees * (1.1 + random.next() * 0.4)) / 10) * 10 - 1;
    return {
      productId: product.id,
      position,
      variantname: rules.sizes[position % rules.sizes.length] ?? "Default",
      sku: `${product.sku}-${position + 1}`,
      size: rules.sizes[position % rules.sizes.length] ?? "Default",
      price: rupees * 100,
      mrp: Math.max(mrpRupees, rupees) * 100,
      gstRate: rules.gstRate,
      hsn: rules.hsn,
      stock: random.chance(0.08) ? 0 : random.int(1, 150),
      specifications: { size: rules.sizes[position % rules.sizes.length] ?? "Default" },
    };
  });
}

/** Roles every product has pictures for: the card's front and back, and two for the gallery. */
const imageRoles = [
  { role: "front", position: 0 },
  { role: "back", position: 0 },
  { role: "gallery", position: 0 },
  { role: "gallery", position: 1 },
] as const;

/**
 * Image records (no files: the benchmark never fetches images) shared by products of the same name,
 * as photographs of one design would be, and each product's links to them.
 */
function makeImages(productRows: readonly ProductRow[]) {
  const mediaRows = new Map<string, typeof media.$inferInsert>();
  const productImageRows: (typeof productImages.$inferInsert)[] = [];
  for (const product of productRows) {
    for (const { role, position } of imageRoles) {
      const hint = `${slugify(product.name)}-${role}-${position}`;
      const key = `${hint}-${crypto.createHash("sha256").update(hint).digest("hex").slice(0, 10)}`;
      if (!mediaRows.has(key)) {
        mediaRows.set(key, {
          key,
          kind: "image",
          contentType: "image/webp",
          width: 1600,
          height: 1600,
          bytes: 90_000,
          alt: `${product.name} (${role})`,
        });
      }
      productImageRows.push({ productId: product.id, role, mediaKey: key, position });
    }
  }
  return { media: [...mediaRows.values()], productImages: productImageRows };
}

const reviewerNames = ["Aarav", "Diya", "Ishaan", "Kavya", "Meera", "Rohan", "Saanvi", "Vihaan", "Ananya", "Arjun"];

function makeReviews(random: Random, productId: string): ReviewRow[] {
  if (!random.chance(0.6)) return [];
  return Array.from({ length: random.int(1, 6) }, () => {
    const rating = random.chance(0.7) ? random.int(4, 5) : random.int(1, 3);
    const reviewer = random.pick(reviewerNames);
    return {
      productId,
      rating,
      title: rating >= 4 ? "Lovely energy" : "Not what I expected",
      reviewText: rating >= 4 ? "Beautifully packed and feels calming." : "Smaller than the photos suggest.",
      name: reviewer,
      email: `${reviewer.toLowerCase()}@example.in`,
      status: random.chance(0.95) ? "published" : "hidden",
      createdAt: new Date(newestDay - Math.floor(random.next() * twoYearsMs)),
    };
  });
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
