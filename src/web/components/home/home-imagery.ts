// The home page's pictures, chosen from the catalogue (BRAND.md "Imagery": the shop's own product
// images, so the page looks like one shoot). Runs in the home loader. One listing page usually
// holds a product of every category the page shows; a category it misses gets its own small query.
// A failure never breaks the page: a missing picture falls back to drawn art. Each section gets
// only the fields it draws (images as media keys, core/media.ts imageRef): the page's hydration
// data carries what the page draws (issue 23).
import { productPath } from "../../../core/catalogue.ts";
import { imageOfRef, imageRef } from "../../../core/media.ts";
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

/** A product's picture on the home page: its images, its name for the alt text, its page. */
export interface ProductPicture {
  /** The product's front image (an image ref: core/media.ts imageRef, imageOfRef). */
  image: string;
  /** Its second (in-use) image, else the front one. */
  inUse: string;
  name: string;
  href: string;
}

/** What each section draws of a picture. */
export type CategoryPicture = Pick<ProductPicture, "image">;
export type SliderPicture = ProductPicture;
export type StoryPicture = Pick<ProductPicture, "inUse" | "name">;
export type RedefiningPicture = Pick<ProductPicture, "image" | "name">;
export type FollowPicture = Pick<ProductPicture, "inUse" | "name" | "href">;

export interface HomeImagery {
  /** One per category carousel entry, in the same order. */
  categories: Array<CategoryPicture | null>;
  /** One per product slider entry. */
  slider: Array<SliderPicture | null>;
  /** One per story slide. */
  story: Array<StoryPicture | null>;
  /** Five per word. */
  redefining: Record<RedefiningWord, RedefiningPicture[]>;
  follow: FollowPicture[];
  /** The page's social card: the first category picture, named (its URL is the master's). */
  share: { src: string; alt: string } | null;
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

/** Only products with a front image are pictured (the callers filter them). */
function picture(product: ListingItem): ProductPicture {
  const front = product.frontImage ?? "";
  return {
    image: imageRef(front),
    inUse: imageRef(product.backImage ?? front),
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
async function redefiningSets(catalogue: Catalogue): Promise<Record<RedefiningWord, RedefiningPicture[]>> {
  const pages = await Promise.all(
    redefiningWords.map((word) =>
      settle(
        catalogue.listProducts(listing({ intents: [word], pageSize: 24 })).then((page) => page.products),
        [],
      ),
    ),
  );
  const used = new Set<string>();
  const sets = {} as Record<RedefiningWord, RedefiningPicture[]>;
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
    sets[word] = chosen.map((product) => {
      const { image, name } = picture(product);
      return { image, name };
    });
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

  const categories = categoryEntries.map((entry) => pick(entry.filters));
  const shared = categories.find((chosen) => chosen !== null) ?? null;
  return {
    categories: categories.map((chosen) => (chosen ? { image: chosen.image } : null)),
    slider: sliderEntries.map((entry) => pick(entry.filters)),
    story: storySlides.map((slide) => {
      const chosen = pick(slide.filters);
      return chosen ? { inUse: chosen.inUse, name: chosen.name } : null;
    }),
    redefining,
    follow: followUs.tiles
      .map((tile) => pick({ category: [tile.category] }))
      .filter((tile) => tile !== null)
      .map(({ inUse, name, href }) => ({ inUse, name, href })),
    share: shared ? { src: imageOfRef(shared.image), alt: shared.name } : null,
  };
}
