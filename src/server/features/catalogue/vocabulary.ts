// The catalogue's names: the category tree and the concern / chakra / intent terms, indexed both
// ways. Filters arrive as names and the listing answers with names, while products store ids; this
// small index (cached with the rest of the catalogue) turns one into the other without joins.
import type { TagKind } from "../../../core/catalogue.ts";
import type { CategoryRow, TermParentRow, TermRow } from "./queries.ts";

export interface Vocabulary {
  categories: ReadonlyMap<number, CategoryRow>;
  /** Level 0, by position. */
  parents: readonly CategoryRow[];
  /** Children of a category, by position. */
  childrenOf: ReadonlyMap<number, readonly CategoryRow[]>;
  terms: ReadonlyMap<number, TermRow>;
  /** Every term of a kind, by position. */
  termsOfKind: Readonly<Record<TagKind, readonly TermRow[]>>;
  /** The terms a parent category shows in its menus (tag_term_parents), by that list's position. */
  termsOfParent: ReadonlyMap<number, readonly TermRow[]>;
}

/** Rows arrive ordered by position (queries.ts), so lists keep that order. */
export function buildVocabulary(
  categoryRows: readonly CategoryRow[],
  termRows: readonly TermRow[],
  termParentRows: readonly TermParentRow[],
): Vocabulary {
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of categoryRows) {
    if (row.parentId === null) continue;
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const terms = new Map(termRows.map((row) => [row.id, row]));
  const termsOfKind: Record<TagKind, TermRow[]> = { concern: [], chakra: [], intent: [] };
  for (const row of termRows) termsOfKind[row.kind].push(row);
  const termsOfParent = new Map<number, TermRow[]>();
  for (const link of termParentRows) {
    const term = terms.get(link.termId);
    if (!term) continue;
    const list = termsOfParent.get(link.parentCategoryId) ?? [];
    list.push(term);
    termsOfParent.set(link.parentCategoryId, list);
  }
  return {
    categories,
    parents: categoryRows.filter((row) => row.level === 0),
    childrenOf,
    terms,
    termsOfKind,
    termsOfParent,
  };
}

/** Names are matched as shoppers type them: case and surrounding spaces do not matter; slugs work too. */
function matches(row: { name: string; slug: string }, wanted: ReadonlySet<string>): boolean {
  return wanted.has(row.name.trim().toLowerCase()) || wanted.has(row.slug);
}

function wantedSet(names: readonly string[]): Set<string> {
  return new Set(names.map((name) => name.trim().toLowerCase()));
}

/** Ids of the categories of one level carrying any of the names (unknown names give nothing). */
export function categoryIdsNamed(vocabulary: Vocabulary, level: 0 | 1 | 2, names: readonly string[]): number[] {
  if (names.length === 0) return [];
  const wanted = wantedSet(names);
  const ids: number[] = [];
  for (const row of vocabulary.categories.values()) {
    if (row.level === level && matches(row, wanted)) ids.push(row.id);
  }
  return ids;
}

export function termIdsNamed(vocabulary: Vocabulary, kind: TagKind, names: readonly string[]): number[] {
  if (names.length === 0) return [];
  const wanted = wantedSet(names);
  return vocabulary.termsOfKind[kind].filter((term) => matches(term, wanted)).map((term) => term.id);
}

export function parentBySlug(vocabulary: Vocabulary, slug: string): CategoryRow | undefined {
  return vocabulary.parents.find((parent) => parent.slug === slug);
}

/** The sub-categories in scope: those of one parent, or of every parent in order. */
export function subCategoriesInScope(vocabulary: Vocabulary, parentId: number | undefined): CategoryRow[] {
  const parents = parentId === undefined ? vocabulary.parents : vocabulary.parents.filter((p) => p.id === parentId);
  return parents.flatMap((parent) => vocabulary.childrenOf.get(parent.id) ?? []);
}

export function categoryName(vocabulary: Vocabulary, id: number): string {
  return vocabulary.categories.get(id)?.name ?? "";
}
