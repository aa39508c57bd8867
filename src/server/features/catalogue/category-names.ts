// The categories' Hindi names (decision 0063): what /hi pages call a category instead of its English
// name, set by an admin (GET/PUT /api/admin/categories). Saving one recomputes the search text of
// the products under it (their words include their categories' names) and empties the catalogue
// cache, so kept answers and cached pages show it at once.
import { eq, or } from "drizzle-orm";
import type { CategoryHindiInput } from "../../../core/schemas/hindi-text.ts";
import type { AppContext } from "../../context.ts";
import { categories, products } from "../../db/schema.ts";
import { NotFound } from "../../http/errors.ts";
import { refreshProducts } from "./denormalize.ts";

export const categoryMessages = { notFound: "Category not found" } as const;

export interface AdminCategory {
  id: number;
  level: number;
  /** The English path: "Divine Crystals › Tumbles › Amethyst Tumble". */
  path: string;
  name: string;
  nameHi: string | null;
}

/** Every category, parents first and each under its parent, in the shop's order. */
export async function adminCategories(ctx: AppContext): Promise<{ categories: AdminCategory[] }> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      name: categories.name,
      nameHi: categories.nameHi,
      position: categories.position,
    })
    .from(categories);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const ordered: AdminCategory[] = [];
  const walk = (parentId: number | null, trail: string[]) => {
    const level = [...(children.get(parentId) ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    for (const row of level) {
      const path = [...trail, row.name];
      ordered.push({ id: row.id, level: row.level, path: path.join(" › "), name: row.name, nameHi: row.nameHi });
      if (path.length < 3) walk(row.id, path);
    }
  };
  walk(null, []);
  return { categories: ordered };
}

/** PUT /api/admin/categories/{id}: the Hindi name (null: none, the English shows on /hi pages). */
export async function saveCategoryHindi(
  ctx: AppContext,
  categoryId: number,
  input: CategoryHindiInput,
): Promise<AdminCategory> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(categories)
      .set({ nameHi: input.nameHi })
      .where(eq(categories.id, categoryId))
      .returning({ id: categories.id });
    if (!row) throw new NotFound(categoryMessages.notFound);
    const under = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        or(
          eq(products.parentCategoryId, categoryId),
          eq(products.subCategoryId, categoryId),
          eq(products.categoryId, categoryId),
        ),
      );
    await refreshProducts(
      tx,
      under.map((product) => product.id),
    );
  });
  await ctx.cache.invalidate();
  ctx.log.info({ category: categoryId }, "category's Hindi name changed by an admin");
  const saved = (await adminCategories(ctx)).categories.find((category) => category.id === categoryId);
  if (!saved) throw new NotFound(categoryMessages.notFound);
  return saved;
}
