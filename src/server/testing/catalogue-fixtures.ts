// Builds a small catalogue for the catalogue's tests straight through the database: categories,
// terms and their parent menus, media, products, variants, images and reviews, then the listing
// columns (refreshProducts) and an emptied cache. Prices are given in rupees as a shop owner types them.
import type { TagKind } from "../../core/catalogue.ts";
import { fromRupees } from "../../core/money.ts";
import type { AppContext } from "../context.ts";
import {
  categories,
  media,
  productImages,
  products,
  reviews,
  tagTermParents,
  tagTerms,
  variants,
} from "../db/schema.ts";
import { refreshProducts } from "../features/catalogue/denormalize.ts";

type ImageRole = (typeof productImages.$inferInsert)["role"];

export interface FixtureImage {
  key: string;
  /** Stone name, for role "stone". */
  title?: string;
}

export interface FixtureVariant {
  name: string;
  /** Shown price, GST included, rupees. */
  price: number;
  /** M.R.P., rupees (defaults to the price). */
  mrp?: number;
  /** GST percent (default 3). */
  gst?: number;
  stock?: number;
  images?: Partial<Record<"front" | "back" | "gallery", string[]>>;
}

export interface FixtureReview {
  rating: number;
  title?: string;
  text?: string;
  name?: string;
  email?: string;
  status?: "published" | "hidden";
  mediaKeys?: string[];
  /** Days after the product's creation. */
  day?: number;
}

export interface FixtureProduct {
  id: string;
  name: string;
  title?: string;
  description?: string;
  /** Slug of its category (level 2); the sub-category and parent follow from the tree. */
  category: string;
  concerns?: string[];
  chakra?: string[];
  intents?: string[];
  tags?: string[];
  material?: string;
  featured?: boolean;
  bestSeller?: boolean;
  status?: "active" | "draft" | "archived";
  createdAt: Date;
  variants: FixtureVariant[];
  images?: Partial<Record<ImageRole, FixtureImage[]>>;
  reviews?: FixtureReview[];
  productDescriptions?: Array<{ title: string; text: string; image: string | null }>;
  specifications?: Record<string, string>;
}

export interface FixtureCatalogue {
  tree: Array<{
    name: string;
    slug: string;
    subCategories: Array<{ name: string; slug: string; categories: Array<{ name: string; slug: string }> }>;
  }>;
  terms: Record<TagKind, string[]>;
  /** Per parent slug, the terms its menus list, in order. */
  termParents?: Record<string, Partial<Record<TagKind, string[]>>>;
  /** Media keys that exist with a kind other than image (review videos). */
  videos?: string[];
  products: FixtureProduct[];
}

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const allImageKeys = (catalogue: FixtureCatalogue) => {
  const keys = new Set<string>();
  for (const product of catalogue.products) {
    for (const list of Object.values(product.images ?? {})) for (const image of list ?? []) keys.add(image.key);
    for (const variant of product.variants) {
      for (const list of Object.values(variant.images ?? {})) for (const key of list ?? []) keys.add(key);
    }
    for (const review of product.reviews ?? []) for (const key of review.mediaKeys ?? []) keys.add(key);
  }
  return keys;
};

export async function insertCatalogue(ctx: AppContext, catalogue: FixtureCatalogue): Promise<void> {
  const { db } = ctx;
  const categoryIds = new Map<string, { id: number; parentId: number | null }>();
  const byId = new Map<number, { id: number; parentId: number | null }>();
  const insertCategory = async (
    name: string,
    slug: string,
    level: 0 | 1 | 2,
    parentId: number | null,
    position: number,
  ) => {
    const [row] = await db.insert(categories).values({ name, slug, level, parentId, position }).returning();
    if (!row) throw new Error(`category ${slug} not inserted`);
    categoryIds.set(slug, { id: row.id, parentId });
    byId.set(row.id, { id: row.id, parentId });
    return row.id;
  };
  for (const [p, parent] of catalogue.tree.entries()) {
    const parentId = await insertCategory(parent.name, parent.slug, 0, null, p);
    for (const [s, sub] of parent.subCategories.entries()) {
      const subId = await insertCategory(sub.name, sub.slug, 1, parentId, s);
      for (const [c, category] of sub.categories.entries()) {
        await insertCategory(category.name, category.slug, 2, subId, c);
      }
    }
  }

  const termIds = new Map<string, number>();
  for (const [kind, names] of Object.entries(catalogue.terms) as Array<[TagKind, string[]]>) {
    // positions deliberately differ from insertion order, so ordering by position is tested
    const rows = await db
      .insert(tagTerms)
      .values(names.map((name, position) => ({ kind, name, slug: slugify(name), position: position * 10 })))
      .returning();
    for (const row of rows) termIds.set(`${kind}:${row.name}`, row.id);
  }
  const termId = (kind: TagKind, name: string) => {
    const id = termIds.get(`${kind}:${name}`);
    if (id === undefined) throw new Error(`unknown ${kind} ${name}`);
    return id;
  };
  for (const [parentSlug, lists] of Object.entries(catalogue.termParents ?? {})) {
    const parent = categoryIds.get(parentSlug);
    if (!parent) throw new Error(`unknown parent ${parentSlug}`);
    for (const [kind, names] of Object.entries(lists) as Array<[TagKind, string[]]>) {
      if (names.length === 0) continue;
      await db
        .insert(tagTermParents)
        .values(names.map((name, position) => ({ termId: termId(kind, name), parentCategoryId: parent.id, position })));
    }
  }

  const videos = new Set(catalogue.videos ?? []);
  const keys = [...allImageKeys(catalogue)];
  if (keys.length) {
    await db.insert(media).values(
      keys.map((key) => ({
        key,
        kind: videos.has(key) ? ("video" as const) : ("image" as const),
        contentType: videos.has(key) ? "video/mp4" : "image/webp",
        bytes: 1000,
      })),
    );
  }

  for (const product of catalogue.products) {
    const leaf = categoryIds.get(product.category);
    const sub = leaf?.parentId != null ? byId.get(leaf.parentId) : undefined;
    if (!leaf || !sub || sub.parentId === null) throw new Error(`unknown category ${product.category}`);
    await db.insert(products).values({
      id: product.id,
      name: product.name,
      title: product.title ?? product.name,
      description: product.description ?? "",
      sku: `SKU-${product.id.toUpperCase()}`,
      parentCategoryId: sub.parentId,
      subCategoryId: sub.id,
      categoryId: leaf.id,
      tags: product.tags ?? [],
      termIds: [
        ...(product.concerns ?? []).map((name) => termId("concern", name)),
        ...(product.chakra ?? []).map((name) => termId("chakra", name)),
        ...(product.intents ?? []).map((name) => termId("intent", name)),
      ],
      material: product.material ?? "Crystals",
      featureProduct: product.featured ?? false,
      bestSeller: product.bestSeller ?? false,
      status: product.status ?? "active",
      createdAt: product.createdAt,
      productDescriptions: product.productDescriptions ?? [],
      specifications: product.specifications ?? {},
    });
    const variantRows = await db
      .insert(variants)
      .values(
        product.variants.map((variant, position) => ({
          productId: product.id,
          position,
          variantname: variant.name,
          sku: `SKU-${product.id.toUpperCase()}-${position}`,
          size: variant.name,
          price: fromRupees(variant.price),
          mrp: fromRupees(variant.mrp ?? variant.price),
          gstRate: Math.round((variant.gst ?? 3) * 100),
          hsn: "7103",
          stock: variant.stock ?? 10,
        })),
      )
      .returning();
    const images: Array<typeof productImages.$inferInsert> = [];
    for (const [role, list] of Object.entries(product.images ?? {}) as Array<[ImageRole, FixtureImage[]]>) {
      for (const [position, image] of list.entries()) {
        images.push({ productId: product.id, role, mediaKey: image.key, title: image.title ?? null, position });
      }
    }
    for (const [index, variant] of product.variants.entries()) {
      const variantId = variantRows.find((row) => row.position === index)?.id;
      for (const [role, list] of Object.entries(variant.images ?? {}) as Array<[ImageRole, string[]]>) {
        for (const [position, key] of list.entries()) {
          images.push({ productId: product.id, variantId, role, mediaKey: key, position });
        }
      }
    }
    if (images.length) await db.insert(productImages).values(images);
    const productReviews = product.reviews ?? [];
    if (productReviews.length) {
      await db.insert(reviews).values(
        productReviews.map((review, index) => ({
          productId: product.id,
          variantId: variantRows[0]?.id ?? null,
          rating: review.rating,
          title: review.title ?? `Review ${index + 1}`,
          reviewText: review.text ?? "Lovely.",
          name: review.name ?? `Shopper ${index + 1}`,
          email: review.email ?? `shopper${index + 1}@example.com`,
          status: review.status ?? "published",
          mediaKeys: review.mediaKeys ?? [],
          createdAt: new Date(product.createdAt.getTime() + (review.day ?? index + 1) * 86_400_000),
        })),
      );
    }
  }
  await refreshProducts(db);
  await ctx.cache.invalidate();
}
