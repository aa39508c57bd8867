// The demo category tree: the four parents (names and slugs fixed by core/catalogue.ts), their
// sub-categories, and the categories every range the spec names lives in.
import { type ParentSlug, parentCategories } from "../../core/catalogue.ts";
import type { Transaction } from "../db/connection.ts";
import { categories } from "../db/schema.ts";
import { hindiCategoryNames } from "./hindi-copy.ts";

interface Branch {
  name: string;
  slug: string;
  categories: ReadonlyArray<{ name: string; slug: string }>;
}

/** Sub-categories and categories under each parent, in menu order. */
export const categoryTree: Record<ParentSlug, readonly Branch[]> = {
  "skin-care": [
    {
      name: "Body Soaps",
      slug: "body-soaps",
      categories: [
        { name: "Clay Soap", slug: "clay-soap" },
        { name: "Scrub Soap", slug: "scrub-soap" },
        { name: "Therapeutic Soap", slug: "therapeutic-soap" },
        { name: "Fruit Soap", slug: "fruit-soap" },
      ],
    },
    {
      name: "Body Care",
      slug: "body-care",
      categories: [
        { name: "Body Oil", slug: "body-oil" },
        { name: "Body Butter & Cream", slug: "body-cream" },
      ],
    },
  ],
  "aura-jewels": [
    {
      name: "Crystal Bracelets",
      slug: "crystal-bracelets",
      categories: [
        { name: "Crystal Bracelet", slug: "crystal-bracelet" },
        { name: "Chakra Bracelet", slug: "chakra-bracelet" },
        { name: "Combo Bracelet", slug: "combo-bracelet" },
      ],
    },
    {
      name: "Wearables",
      slug: "wearables",
      categories: [
        { name: "Pendant", slug: "pendant" },
        { name: "Ring", slug: "ring" },
      ],
    },
  ],
  "divine-crystals": [
    {
      name: "Tumbles & Kits",
      slug: "tumbles-and-kits",
      categories: [
        { name: "Crystal Tumble", slug: "crystal-tumble" },
        { name: "Tumble Kits", slug: "tumble-kits" },
      ],
    },
    {
      name: "Crystal Decor",
      slug: "crystal-decor",
      categories: [
        { name: "Crystal Tree", slug: "crystal-tree" },
        { name: "Crystal Heart", slug: "crystal-heart" },
        { name: "Zibu Coin", slug: "zibu-coin" },
      ],
    },
    {
      name: "Healing Tools",
      slug: "healing-tools",
      categories: [
        { name: "Crystal Mala", slug: "crystal-mala" },
        { name: "Crystal Roller", slug: "crystal-roller" },
        { name: "Gua Sha", slug: "gua-sha" },
        { name: "Pendulum", slug: "pendulum" },
      ],
    },
  ],
  "sacred-rituals": [
    {
      name: "Cleansing Tools",
      slug: "cleansing-tools",
      categories: [
        { name: "Charging Crystal", slug: "charging-crystal" },
        { name: "Sage", slug: "sage" },
        { name: "Palo Santo", slug: "palo-santo" },
      ],
    },
    {
      name: "Candles & Lamps",
      slug: "candles-and-lamps",
      categories: [
        { name: "Candle", slug: "candle" },
        { name: "Lamp", slug: "lamp" },
      ],
    },
  ],
};

/** Ids of the inserted categories, by slug, and for each category (level 2) its sub-category and parent. */
export interface CategoryIds {
  bySlug: ReadonlyMap<string, number>;
  placement: ReadonlyMap<
    string,
    { parentId: number; subCategoryId: number; categoryId: number; parentSlug: ParentSlug }
  >;
}

export async function insertCategoryTree(tx: Transaction): Promise<CategoryIds> {
  const bySlug = new Map<string, number>();
  const placement = new Map<
    string,
    { parentId: number; subCategoryId: number; categoryId: number; parentSlug: ParentSlug }
  >();

  const parents = await tx
    .insert(categories)
    .values(
      parentCategories.map((parent, position) => ({
        level: 0,
        name: parent.name,
        nameHi: hindiCategoryNames[parent.slug] ?? null,
        slug: parent.slug,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const parent of parents) bySlug.set(parent.slug, parent.id);

  const subRows = parentCategories.flatMap((parent) =>
    categoryTree[parent.slug].map((branch, position) => ({
      parentId: bySlug.get(parent.slug) as number,
      level: 1,
      name: branch.name,
      nameHi: hindiCategoryNames[branch.slug] ?? null,
      slug: branch.slug,
      position,
    })),
  );
  for (const sub of await tx
    .insert(categories)
    .values(subRows)
    .returning({ id: categories.id, slug: categories.slug })) {
    bySlug.set(sub.slug, sub.id);
  }

  const leafRows = parentCategories.flatMap((parent) =>
    categoryTree[parent.slug].flatMap((branch) =>
      branch.categories.map((category, position) => ({
        parentId: bySlug.get(branch.slug) as number,
        level: 2,
        name: category.name,
        nameHi: hindiCategoryNames[category.slug] ?? null,
        slug: category.slug,
        position,
      })),
    ),
  );
  for (const leaf of await tx
    .insert(categories)
    .values(leafRows)
    .returning({ id: categories.id, slug: categories.slug })) {
    bySlug.set(leaf.slug, leaf.id);
  }

  for (const parent of parentCategories) {
    for (const branch of categoryTree[parent.slug]) {
      for (const category of branch.categories) {
        placement.set(category.slug, {
          parentId: bySlug.get(parent.slug) as number,
          subCategoryId: bySlug.get(branch.slug) as number,
          categoryId: bySlug.get(category.slug) as number,
          parentSlug: parent.slug,
        });
      }
    }
  }
  return { bySlug, placement };
}

/** The parent a category (level 2) belongs to, from the tree above. */
export function parentOfCategory(categorySlug: string): ParentSlug {
  for (const parent of parentCategories) {
    if (categoryTree[parent.slug].some((branch) => branch.categories.some((c) => c.slug === categorySlug))) {
      return parent.slug;
    }
  }
  throw new Error(`Category ${categorySlug} is not in the demo tree`);
}
