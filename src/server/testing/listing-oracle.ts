// A plain in-memory reading of the listing rules over a fixture catalogue, for the tests to compare
// the SQL against: filters (OR within a group, AND across groups, the ticking rule), the shown
// variant, every sort, and the facet counts under the other groups.
import type { ListingFacets, ListingQuery } from "../../core/schemas/catalogue.ts";
import type { FixtureCatalogue, FixtureProduct } from "./catalogue-fixtures.ts";

type Group = "category" | "concern" | "chakra" | "intent" | "price" | "rating";

interface Flat {
  product: FixtureProduct;
  parentSlug: string;
  sub: string;
  category: string;
  rating: number;
  reviewCount: number;
}

const lower = (names: readonly string[] | undefined) => new Set((names ?? []).map((name) => name.toLowerCase()));

export function createOracle(catalogue: FixtureCatalogue) {
  const placeOf = new Map<string, { parentSlug: string; sub: string; category: string }>();
  for (const parent of catalogue.tree) {
    for (const sub of parent.subCategories) {
      for (const category of sub.categories) {
        placeOf.set(category.slug, { parentSlug: parent.slug, sub: sub.name, category: category.name });
      }
    }
  }
  const flat: Flat[] = catalogue.products
    .filter((product) => (product.status ?? "active") === "active")
    .map((product) => {
      const place = placeOf.get(product.category);
      if (!place) throw new Error(`no place for ${product.id}`);
      const published = (product.reviews ?? []).filter((review) => (review.status ?? "published") === "published");
      const sum = published.reduce((total, review) => total + review.rating, 0);
      return {
        product,
        ...place,
        rating: published.length ? Math.round((sum / published.length) * 100) / 100 : 0,
        reviewCount: published.length,
      };
    });

  /** Index of the first variant inside the price filter, -1 when none is. */
  const shownIndex = (item: Flat, query: ListingQuery) =>
    item.product.variants.findIndex(
      (variant) =>
        (query.minPrice === undefined || variant.price >= query.minPrice) &&
        (query.maxPrice === undefined || variant.price <= query.maxPrice),
    );

  const inScope = (item: Flat, query: ListingQuery) =>
    (!query.parentCategory || item.parentSlug === query.parentCategory) &&
    (query.featured === undefined || (item.product.featured ?? false) === query.featured) &&
    (query.bestSeller === undefined || (item.product.bestSeller ?? false) === query.bestSeller);

  const matchesGroup = (item: Flat, query: ListingQuery, group: Group): boolean => {
    switch (group) {
      case "category": {
        if (!query.subCategory.length && !query.category.length) return true;
        const categories = lower(query.category);
        const subs = lower(query.subCategory);
        if (categories.has(item.category.toLowerCase())) return true;
        const subHasTicked = catalogue.tree
          .flatMap((parent) => parent.subCategories)
          .filter((sub) => sub.name === item.sub)
          .some((sub) => sub.categories.some((category) => categories.has(category.name.toLowerCase())));
        return subs.has(item.sub.toLowerCase()) && !subHasTicked;
      }
      case "concern":
      case "chakra":
      case "intent": {
        const wanted = { concern: query.concerns, chakra: query.chakra, intent: query.intents }[group];
        if (!wanted.length) return true;
        const has = { concern: item.product.concerns, chakra: item.product.chakra, intent: item.product.intents }[
          group
        ];
        const set = lower(wanted);
        return (has ?? []).some((name) => set.has(name.toLowerCase()));
      }
      case "price":
        return query.minPrice === undefined && query.maxPrice === undefined ? true : shownIndex(item, query) >= 0;
      case "rating":
        return !query.rating || item.rating >= query.rating;
    }
  };

  const groups: Group[] = ["category", "concern", "chakra", "intent", "price", "rating"];
  const matchesAllBut = (item: Flat, query: ListingQuery, skipped?: Group) =>
    inScope(item, query) && groups.every((group) => group === skipped || matchesGroup(item, query, group));

  function list(query: ListingQuery) {
    const hasPrice = query.minPrice !== undefined || query.maxPrice !== undefined;
    const rows = flat
      .filter((item) => matchesAllBut(item, query))
      .map((item) => {
        const variantIndex = hasPrice ? shownIndex(item, query) : 0;
        return { item, variantIndex, price: item.product.variants[variantIndex]?.price ?? 0 };
      });
    const byId = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.item.product.id < b.item.product.id ? -1 : 1;
    const time = (row: (typeof rows)[number]) => row.item.product.createdAt.getTime();
    const flag = (value: boolean | undefined) => (value ? 1 : 0);
    const compare: Record<ListingQuery["sort"], (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
      default: (a, b) =>
        flag(b.item.product.featured) - flag(a.item.product.featured) ||
        flag(b.item.product.bestSeller) - flag(a.item.product.bestSeller) ||
        time(b) - time(a) ||
        byId(a, b),
      price_asc: (a, b) => a.price - b.price || byId(a, b),
      price_desc: (a, b) => b.price - a.price || byId(a, b),
      rating: (a, b) => b.item.rating - a.item.rating || b.item.reviewCount - a.item.reviewCount || byId(a, b),
      reviews: (a, b) => b.item.reviewCount - a.item.reviewCount || b.item.rating - a.item.rating || byId(a, b),
      newest: (a, b) => time(b) - time(a) || byId(a, b),
    };
    rows.sort(compare[query.sort]);
    const start = (query.page - 1) * query.pageSize;
    return {
      total: rows.length,
      ids: rows.slice(start, start + query.pageSize).map((row) => `${row.item.product.id}-${row.variantIndex}`),
    };
  }

  /** Facet counts by option name (the listed options themselves are checked elsewhere). */
  function facetCount(query: ListingQuery, facet: keyof Omit<ListingFacets, "price">, option: string | number) {
    const pool = (skipped: Group) => flat.filter((item) => matchesAllBut(item, query, skipped));
    switch (facet) {
      case "subCategories":
        return pool("category").filter((item) => item.sub === option).length;
      case "concerns":
        return pool("concern").filter((item) => (item.product.concerns ?? []).includes(String(option))).length;
      case "chakra":
        return pool("chakra").filter((item) => (item.product.chakra ?? []).includes(String(option))).length;
      case "intents":
        return pool("intent").filter((item) => (item.product.intents ?? []).includes(String(option))).length;
      case "rating":
        return pool("rating").filter((item) => item.rating >= Number(option)).length;
    }
  }

  function categoryCount(query: ListingQuery, category: string) {
    return flat.filter((item) => matchesAllBut(item, query, "category") && item.category === category).length;
  }

  function priceRange(query: ListingQuery) {
    const prices = flat
      .filter((item) => matchesAllBut(item, query, "price"))
      .map((item) => item.product.variants[0]?.price ?? 0);
    return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: null, max: null };
  }

  return { list, facetCount, categoryCount, priceRange };
}
