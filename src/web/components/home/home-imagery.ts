// The home page's pictures, chosen from the catalogue (BRAND.md "Imagery": the shop's own product
// images, so the page looks like one shoot). Runs in the home loader. One listing page usually
// holds a product of every category the page shows; a category it misses gets its own small query.
// A failure never breaks the page: a missing picture falls back to drawn art.
import { productPath } from "../../../core/catalogue.ts";
import type { ListingItem, ListingQuery } from "../../../core/schemas/catalogue.ts";
import type { WebServices } from "../../../server/http/web-services.ts";
import type { ShopFilters } from "../shop-links.ts";
import {
  categoryEntries,
  followUs,
  type RedefiningWord,
  redefiningSetSize,
  redefiningWords,
  sliderEntries,
  storySlides,
} from "./home-content.ts";

type Catalogue = WebServices["catalogue"];

/** A product's picture on the home page: its image, its name for the alt text, its page. */
export interface ProductPicture {
  src: string | null;
  /** The product's second (in-use) image, when the section wants one. */
  altSrc: string | null;
  name: string;
  href: string;
}

export interface HomeImagery {
  /** One per category carousel entry, in the same order. */
  categories: Array<ProductPicture | null>;
  /** One per product slider entry. */
  slider: Array<ProductPicture | null>;
  /** One per story slide. */
  story: Array<ProductPicture | null>;
  /** Five per word. */
  redefining: Record<RedefiningWord, ProductPicture[]>;
  follow: ProductPicture[];
}

function listing(filters: ShopFilters & Pick<ListingQuery, "pageSize">): ListingQuery {
  return {
    parentCategory: filters.parentCategory,
    subCategory: [...(filters.subCategory ?? [])],
    category: [...(filters.category ?? [])],
    concerns: [...(filters.concerns ?? [])],
    chakra: [...(filters.chakra ?? [])],
    intents: [...(filters.intents ?? [])],
    sort: "default",
    page: 1,
    pageSize: filters.pageSize,
  };
}

function picture(product: ListingItem): ProductPicture {
  return {
    src: product.frontImage,
    altSrc: product.backImage ?? product.frontImage,
    name: product.name,
    href: productPath(product._id, product.variantIndex),
  };
}

/** "subCategory:Body Soaps" or "category:Candle": what a filter picks a picture by. */
function keyOf(filters: ShopFilters): string | null {
  if (filters.category?.length === 1) return `category:${filters.category[0]}`;
  if (filters.subCategory?.length === 1) return `subCategory:${filters.subCategory[0]}`;
  return null;
}

async function settle<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error("home imagery could not be loaded", error);
    return fallback;
  }
}

/** Five pictures per word, each word's set different from the others' where the catalogue allows. */
async function redefiningSets(catalogue: Catalogue): Promise<Record<RedefiningWord, ProductPicture[]>> {
  const pages = await Promise.all(
    redefiningWords.map((word) =>
      settle(
        catalogue.listProducts(listing({ intents: [word], pageSize: 24 })).then((page) => page.products),
        [],
      ),
    ),
  );
  const used = new Set<string>();
  const sets = {} as Record<RedefiningWord, ProductPicture[]>;
  redefiningWords.forEach((word, index) => {
    const products = (pages[index] ?? []).filter((product) => product.frontImage);
    const chosen: ListingItem[] = [];
    const kinds = new Set<string>();
    // one product per sub-category, then per category, none shown under another word; then any
    for (const pass of [0, 1, 2]) {
      for (const product of products) {
        if (chosen.length >= redefiningSetSize) break;
        if (chosen.includes(product)) continue;
        if (pass < 2 && used.has(product._id)) continue;
        if (pass === 0 && kinds.has(product.subCategory)) continue;
        if (pass === 1 && kinds.has(product.category)) continue;
        chosen.push(product);
        kinds.add(product.subCategory).add(product.category);
      }
    }
    for (const product of chosen) used.add(product._id);
    sets[word] = chosen.map(picture);
  });
  return sets;
}

export async function loadHomeImagery(catalogue: Catalogue): Promise<HomeImagery> {
  const wanted = [
    ...categoryEntries.map((entry) => entry.filters),
    ...sliderEntries.map((entry) => entry.filters),
    ...storySlides.map((slide) => slide.filters),
    ...followUs.tiles.map((tile): ShopFilters => ({ category: [tile.category] })),
  ];
  const byKey = new Map<string, ListingItem[]>();
  const remember = (key: string, product: ListingItem) => {
    if (!product.frontImage) return;
    const list = byKey.get(key) ?? [];
    list.push(product);
    byKey.set(key, list);
  };
  const [firstPage, redefining] = await Promise.all([
    settle(
      catalogue.listProducts(listing({ pageSize: 100 })).then((page) => page.products),
      [],
    ),
    redefiningSets(catalogue),
  ]);
  for (const product of firstPage) {
    remember(`category:${product.category}`, product);
    remember(`subCategory:${product.subCategory}`, product);
  }
  // categories the first page did not reach get a query of their own
  const missing = [...new Set(wanted.map(keyOf).filter((key): key is string => key !== null && !byKey.has(key)))];
  await Promise.all(
    missing.map(async (key) => {
      const [kind, name = ""] = key.split(/:(.*)/s);
      const filters: ShopFilters = kind === "category" ? { category: [name] } : { subCategory: [name] };
      const products = await settle(
        catalogue.listProducts(listing({ ...filters, pageSize: 4 })).then((page) => page.products),
        [],
      );
      for (const product of products) remember(key, product);
    }),
  );

  // the nth request for a key takes its nth product, so two sections rarely show the same one
  const taken = new Map<string, number>();
  const pick = (filters: ShopFilters): ProductPicture | null => {
    const key = keyOf(filters);
    const list = key ? byKey.get(key) : undefined;
    if (!key || !list || list.length === 0) return null;
    const index = taken.get(key) ?? 0;
    taken.set(key, index + 1);
    return picture(list[index % list.length] as ListingItem);
  };

  return {
    categories: categoryEntries.map((entry) => pick(entry.filters)),
    slider: sliderEntries.map((entry) => pick(entry.filters)),
    story: storySlides.map((slide) => pick(slide.filters)),
    redefining,
    follow: followUs.tiles.map((tile) => pick({ category: [tile.category] })).filter((tile) => tile !== null),
  };
}
