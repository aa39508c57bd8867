// Product data in the page's language (decision 0063). The API's products and listing items carry
// their Hindi copy in `hindi` (null where the owner wrote none); a page's loader (server side) hands
// its components the product in the page's language: on a Hindi page the Hindi texts replace the
// English ones and `inHindi` says which did, so the rest stays marked lang="en"; on an English page
// `hindi` is dropped, so English pages carry exactly what they carried before.
import type { Language } from "./i18n.ts";
import type { ListingItem, ProductDetail } from "./schemas/catalogue.ts";

/** The product texts a Hindi page may show in Hindi. */
export type HindiField = "name" | "title" | "description" | "parentCategory" | "subCategory" | "category";
/** Which texts of a product a Hindi page shows in Hindi (absent: English, marked lang="en"). */
export type InHindi = Partial<Record<HindiField, true>>;

type Hindi = Partial<Record<HindiField, string | null>>;
type Named = { name: string; slug: string };

/** A listing item as a page hands it on: without `hindi`, with `inHindi` on a Hindi page. */
export type LocalItem = Omit<ListingItem, "hindi"> & { inHindi?: InHindi };
/** A product as the product page shows it (its category links keep the English names). */
export type LocalProduct = Omit<ProductDetail, "hindi"> & { inHindi?: InHindi };

/** The Hindi texts that exist, and the marks saying which they are. */
function hindiOf(language: Language, hindi: Hindi | null | undefined): { texts: Hindi; marks: InHindi | null } {
  const texts: Hindi = {};
  const marks: InHindi = {};
  if (language !== "hi" || !hindi) return { texts, marks: null };
  for (const [field, text] of Object.entries(hindi) as [HindiField, string | null][]) {
    if (!text) continue;
    texts[field] = text;
    marks[field] = true;
  }
  return { texts, marks: Object.keys(marks).length > 0 ? marks : null };
}

/** A listing item (or a search hit) in the page's language: its name and title in Hindi where written. */
export function itemIn<Item extends ListingItem>(
  language: Language,
  item: Item,
): Omit<Item, "hindi"> & { inHindi?: InHindi } {
  const { hindi, ...english } = item;
  const { texts, marks } = hindiOf(language, hindi && { name: hindi.name, title: hindi.title });
  if (!marks) return english;
  return { ...english, name: texts.name ?? english.name, title: texts.title ?? english.title, inHindi: marks };
}

/**
 * A product in the page's language: name, title and description in Hindi where written, and its
 * category path's names (what the breadcrumbs show); `parentCategory`, `subCategory` and `category`
 * stay English, as the shop's filter links name them.
 */
export function productIn(language: Language, product: ProductDetail): LocalProduct {
  const { hindi, ...english } = product;
  const { texts, marks } = hindiOf(language, hindi);
  if (!marks) return english;
  const named = (node: Named, text: string | undefined): Named => (text ? { ...node, name: text } : node);
  return {
    ...english,
    name: texts.name ?? english.name,
    title: texts.title ?? english.title,
    description: texts.description ?? english.description,
    categoryPath: {
      parentCategory: named(english.categoryPath.parentCategory, texts.parentCategory ?? undefined),
      subCategory: named(english.categoryPath.subCategory, texts.subCategory ?? undefined),
      category: named(english.categoryPath.category, texts.category ?? undefined),
    },
    inHindi: marks,
  };
}
