// The filter panel's ticking rules for sub-categories and their categories (spec section 4,
// "Filter ticking"): ticking a sub-category ticks or unticks all its categories; ticking a category
// also adds its sub-category; unticking the last ticked category of a sub-category removes it.
// A sub-category ticked with none of its categories means all of them (the menus link that way),
// and one with all of them ticked is written as the sub-category alone, so URLs stay short.

export interface SubCategoryNode {
  name: string;
  categories: ReadonlyArray<{ name: string }>;
}

export interface CategorySelection {
  subCategory: string[];
  category: string[];
}

function namesOf(sub: SubCategoryNode): string[] {
  return sub.categories.map((category) => category.name);
}

function subOf(tree: readonly SubCategoryNode[], category: string): SubCategoryNode | undefined {
  return tree.find((sub) => sub.categories.some((entry) => entry.name === category));
}

/** The categories shown ticked: those chosen, and every category of a sub-category chosen whole. */
export function tickedCategories(tree: readonly SubCategoryNode[], selection: CategorySelection): Set<string> {
  const ticked = new Set(selection.category);
  for (const sub of tree) {
    if (!selection.subCategory.includes(sub.name)) continue;
    const names = namesOf(sub);
    if (!names.some((name) => ticked.has(name))) for (const name of names) ticked.add(name);
  }
  return ticked;
}

/** A sub-category's box: ticked, partly ticked (some of its categories) or not. */
export function subCategoryTick(
  tree: readonly SubCategoryNode[],
  selection: CategorySelection,
  subName: string,
): "all" | "some" | "none" {
  if (!selection.subCategory.includes(subName)) return "none";
  const sub = tree.find((entry) => entry.name === subName);
  if (!sub || sub.categories.length === 0) return "all";
  const ticked = tickedCategories(tree, selection);
  return namesOf(sub).every((name) => ticked.has(name)) ? "all" : "some";
}

/** Writes a selection back: a sub-category with all its categories ticked keeps none of them listed. */
function compact(tree: readonly SubCategoryNode[], subCategory: Set<string>, category: Set<string>): CategorySelection {
  for (const sub of tree) {
    const names = namesOf(sub);
    if (subCategory.has(sub.name) && names.length > 0 && names.every((name) => category.has(name))) {
      for (const name of names) category.delete(name);
    }
  }
  return { subCategory: [...subCategory], category: [...category] };
}

export function toggleSubCategory(
  tree: readonly SubCategoryNode[],
  selection: CategorySelection,
  subName: string,
  tick: boolean,
): CategorySelection {
  const sub = tree.find((entry) => entry.name === subName);
  const own = new Set(sub ? namesOf(sub) : []);
  const subCategory = new Set(selection.subCategory);
  const category = new Set(tickedCategories(tree, selection));
  for (const name of own) category.delete(name);
  if (tick) {
    subCategory.add(subName);
    for (const name of own) category.add(name);
  } else {
    subCategory.delete(subName);
  }
  return compact(tree, subCategory, category);
}

export function toggleCategory(
  tree: readonly SubCategoryNode[],
  selection: CategorySelection,
  categoryName: string,
  tick: boolean,
): CategorySelection {
  const sub = subOf(tree, categoryName);
  const subCategory = new Set(selection.subCategory);
  const category = tickedCategories(tree, selection);
  if (tick) {
    category.add(categoryName);
    if (sub) subCategory.add(sub.name);
  } else {
    category.delete(categoryName);
    if (sub && !namesOf(sub).some((name) => category.has(name))) subCategory.delete(sub.name);
  }
  return compact(tree, subCategory, category);
}

/** Adds the sub-category of every chosen category (links and autoSelects may name a category alone). */
export function withParentSubCategories(
  tree: readonly SubCategoryNode[],
  selection: CategorySelection,
): CategorySelection {
  const subCategory = new Set(selection.subCategory);
  for (const name of selection.category) {
    const sub = subOf(tree, name);
    if (sub) subCategory.add(sub.name);
  }
  return compact(tree, subCategory, new Set(selection.category));
}
