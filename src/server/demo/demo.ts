// The demo catalogue seeded into an empty database (DESIGN.md decision 12): category tree,
// concerns / chakras / intents, ~70 products with variants, images the shop draws itself,
// reviews and coupons, in one transaction. The same on every run (seeded random).
import type { AppContext } from "../context.ts";
import { coupons, productImages, products, reviews, variants } from "../db/schema.ts";
import { refreshProducts } from "../features/catalogue/denormalize.ts";
import { recordMedia, stageSvgRenderings, warmMasters } from "../features/media/service.ts";
import { buildCatalogue } from "./build-products.ts";
import { insertCategoryTree } from "./catalogue-tree.ts";
import { buildCoupons } from "./coupons.ts";
import { planImages } from "./images.ts";
import { seedDemoOrders } from "./orders.ts";
import { bodyProducts } from "./products-body.ts";
import { crystalProducts, laterCrystalProducts } from "./products-crystals.ts";
import { jewelProducts } from "./products-jewels.ts";
import { oneOfAKindPieces } from "./products-pieces.ts";
import { ritualProducts } from "./products-rituals.ts";
import { createRandom } from "./random.ts";
import { buildReviews } from "./reviews.ts";
import { insertTagTerms } from "./tag-terms.ts";

export const demoProducts = [
  ...jewelProducts,
  ...crystalProducts,
  ...ritualProducts,
  ...bodyProducts,
  ...oneOfAKindPieces,
  ...laterCrystalProducts,
];

/** Rows per INSERT: few statements, yet well under PostgreSQL's 65,535 parameters for the widest table. */
const batchSize = 1000;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += batchSize) out.push(rows.slice(start, start + batchSize));
  return out;
}

export async function seedDemoCatalogue(ctx: AppContext): Promise<void> {
  const random = createRandom("sattva-demo-catalogue");
  const now = new Date();
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const at = performance.now();
    timings[name] = Math.round(at - mark);
    mark = at;
  };

  // drawings first, outside the transaction: only their SVG sources are written now (see stageSvgRenderings)
  const images = planImages(demoProducts);
  lap("drawImages");
  const mediaRows = await stageSvgRenderings(ctx, images.renderings);
  lap("stageImages");

  await ctx.db.transaction(async (tx) => {
    const categories = await insertCategoryTree(tx);
    const terms = await insertTagTerms(tx, categories.bySlug);
    await recordMedia(tx, mediaRows);
    const catalogue = buildCatalogue(demoProducts, categories, terms, images, random);
    for (const rows of batches(catalogue.products)) await tx.insert(products).values(rows);
    for (const rows of batches(catalogue.variants)) await tx.insert(variants).values(rows);
    for (const rows of batches(catalogue.images)) await tx.insert(productImages).values(rows);
    const variantIds = new Map<string, string[]>();
    for (const variant of catalogue.variants) {
      variantIds.set(variant.productId, [...(variantIds.get(variant.productId) ?? []), variant.id]);
    }
    for (const rows of batches(buildReviews(demoProducts, variantIds, random, now))) {
      await tx.insert(reviews).values(rows);
    }
    await tx.insert(coupons).values(buildCoupons(now));
    await refreshProducts(tx);
    const names = new Map(catalogue.products.map((product) => [product.id, product.name]));
    await seedDemoOrders(
      tx,
      catalogue.variants.map((variant) => ({
        id: variant.id as string,
        productId: variant.productId,
        variantname: variant.variantname,
        sku: variant.sku,
        hsn: variant.hsn ?? "",
        size: variant.size ?? "Default",
        color: variant.color ?? "",
        price: variant.price,
        mrp: variant.mrp ?? variant.price,
        gstRate: variant.gstRate ?? 0,
      })),
      names,
      random,
      now,
    );
  });
  lap("database");
  // neither PGlite nor our PostgreSQL servers vacuum by themselves: the rows the listing columns
  // rewrote leave dead versions behind, and the planner needs statistics (about 0.1 s here)
  await ctx.db.execute("vacuum analyze");
  ctx.log.info({ products: demoProducts.length, images: mediaRows.length, ...timings }, "demo catalogue written");

  // masters of the drawings, rendered in the background while no request needs the encoder
  if (ctx.config.env !== "test") {
    warmMasters(ctx, images.warmOrder).catch((error) => ctx.log.warn({ err: error }, "warming demo images stopped"));
  }
}
