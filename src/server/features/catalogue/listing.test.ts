// GET /api/products over real HTTP: every filter, their combinations, facet counts under the other
// filters, every sort, paging, the shown variant under a price filter, and every refused parameter.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListingPage, listingQuerySchema } from "../../../core/schemas/catalogue.ts";
import { createOracle } from "../../testing/listing-oracle.ts";
import { sampleCatalogue, startSampleShop } from "../../testing/sample-catalogue.ts";
import type { TestShop } from "../../testing/shop.ts";

type Params = Record<string, string | number | boolean | string[]>;

let shop: TestShop;
const oracle = createOracle(sampleCatalogue);

beforeAll(async () => {
  shop = await startSampleShop();
});

afterAll(async () => {
  await shop?.close();
});

/** Lists go out JSON-encoded, as the spec's shop page sends them. */
function url(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    search.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  return `/api/products?${search}`;
}

async function listing(params: Params = {}): Promise<ListingPage> {
  const response = await shop.api(url(params));
  expect(response.status).toBe(200);
  return (await response.json()) as ListingPage;
}

const ids = (page: ListingPage) => page.products.map((product) => product.id);

/** The API's answer equals the in-memory reading of the rules: page, total and every facet count. */
async function expectSameAsOracle(params: Params) {
  const query = listingQuerySchema.parse(
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : String(v)])),
  );
  const page = await listing(params);
  const expected = oracle.list(query);
  expect({ params, ids: ids(page), total: page.total }).toEqual({ params, ids: expected.ids, total: expected.total });
  for (const sub of page.facets.subCategories) {
    expect([params, sub.name, sub.count]).toEqual([
      params,
      sub.name,
      oracle.facetCount(query, "subCategories", sub.name),
    ]);
    for (const category of sub.categories) {
      expect([params, category.name, category.count]).toEqual([
        params,
        category.name,
        oracle.categoryCount(query, category.name),
      ]);
    }
  }
  for (const facet of ["concerns", "chakra", "intents"] as const) {
    for (const option of page.facets[facet]) {
      expect([params, facet, option]).toEqual([
        params,
        facet,
        { name: option.name, count: oracle.facetCount(query, facet, option.name) },
      ]);
    }
  }
  for (const step of page.facets.rating) {
    expect([params, step]).toEqual([params, { min: step.min, count: oracle.facetCount(query, "rating", step.min) }]);
  }
  expect([params, page.facets.price]).toEqual([params, oracle.priceRange(query)]);
  return page;
}

describe("GET /api/products", () => {
  it("lists every public product, featured first, then best sellers, then the newest", async () => {
    const page = await listing();
    expect(page.total).toBe(11);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(12);
    expect(ids(page)).toEqual([
      "seven-chakra-bracelet-0",
      "amethyst-tumble-0",
      "rose-quartz-bracelet-0",
      "palo-santo-sticks-0",
      "white-sage-bundle-0",
      "lavender-soy-candle-0",
      "coffee-scrub-soap-0",
      "charcoal-clay-soap-0",
      "chakra-tumble-kit-0",
      "citrine-money-tree-0",
      "black-tourmaline-pendant-0",
    ]);
  });

  it("never lists draft or archived products", async () => {
    const page = await listing({ pageSize: 100 });
    expect(ids(page)).not.toContain("moonstone-ring-0");
    expect(ids(page)).not.toContain("old-amethyst-geode-0");
  });

  it("shapes a listing item: names, rupees from the shelf price, images with the variant's own first", async () => {
    const page = await listing({ subCategory: ["Tumbles"], category: ["Crystal Tumble"] });
    expect(page.products).toHaveLength(1);
    const item = page.products[0];
    expect(item).toMatchObject({
      _id: "amethyst-tumble",
      id: "amethyst-tumble-0",
      variantIndex: 0,
      name: "Amethyst Tumble Stone",
      title: "Amethyst Tumble Stone for calm sleep",
      sku: "SKU-AMETHYST-TUMBLE",
      parentCategory: "Divine Crystals",
      subCategory: "Tumbles",
      category: "Crystal Tumble",
      rating: 4.67,
      reviewCount: 3,
      featureProduct: true,
      bestSeller: false,
      frontImage: "/media/amethyst-front/full.webp",
      backImage: "/media/amethyst-back/full.webp",
    });
    expect(item?.variants.map((variant) => variant.variantname)).toEqual(["50 g", "100 g", "250 g"]);
    expect(item?.variants[0]).toMatchObject({
      size: "50 g",
      price: 199,
      salePrice: 198.5,
      costPrice: 249,
      tax: 0.25,
      discount: 20.1,
      stock: 10,
      frontImage: "/media/amethyst-front/full.webp",
    });
    expect(item?.variants[1]).toMatchObject({ price: 349.5, frontImage: "/media/amethyst-100-front/full.webp" });
    expect(item?.variants[1]?.backImage).toBe("/media/amethyst-back/full.webp");
    expect(item?.variants[2]?.stock).toBe(0);
  });

  describe("filters", () => {
    it("keeps the products of the chosen sub-categories", async () => {
      const page = await listing({ subCategory: ["Bracelets"] });
      expect(ids(page).sort()).toEqual(["rose-quartz-bracelet-0", "seven-chakra-bracelet-0"]);
    });

    it("narrows a sub-category to its chosen categories and keeps other chosen sub-categories whole", async () => {
      const page = await listing({ subCategory: ["Bracelets", "Tumbles"], category: ["Chakra Bracelet"] });
      expect(ids(page).sort()).toEqual(["amethyst-tumble-0", "chakra-tumble-kit-0", "seven-chakra-bracelet-0"]);
    });

    it("finds a category chosen on its own", async () => {
      expect(ids(await listing({ category: ["Candle"] }))).toEqual(["lavender-soy-candle-0"]);
    });

    it("matches any name within a group (OR)", async () => {
      const page = await listing({ concerns: ["Sleep", "Acne"] });
      expect(ids(page).sort()).toEqual([
        "amethyst-tumble-0",
        "charcoal-clay-soap-0",
        "coffee-scrub-soap-0",
        "lavender-soy-candle-0",
      ]);
    });

    it("needs every group to match (AND)", async () => {
      const page = await listing({ concerns: ["Stress"], chakra: ["Crown"] });
      expect(ids(page).sort()).toEqual(["amethyst-tumble-0", "seven-chakra-bracelet-0"]);
    });

    it("reads comma-separated lists and ignores case, blanks and duplicates", async () => {
      const response = await shop.api("/api/products?concerns=sleep,%20Acne,,Acne");
      const page = (await response.json()) as ListingPage;
      expect(page.total).toBe(4);
    });

    it("limits to a parent category and its intents", async () => {
      const page = await listing({ parentCategory: "sacred-rituals", intents: ["Protection"] });
      expect(ids(page).sort()).toEqual(["palo-santo-sticks-0", "white-sage-bundle-0"]);
    });

    it("lets unknown names match nothing, without an error", async () => {
      const page = await listing({ concerns: ["Moon Dust"] });
      expect(page.total).toBe(0);
      expect(page.products).toEqual([]);
      // the other concerns still say what they would find
      expect(page.facets.concerns.find((option) => option.name === "Stress")?.count).toBe(4);
    });

    it("keeps products at or above a minimum rating", async () => {
      const page = await listing({ rating: 4 });
      expect(ids(page).sort()).toEqual([
        "amethyst-tumble-0",
        "chakra-tumble-kit-0",
        "charcoal-clay-soap-0",
        "rose-quartz-bracelet-0",
        "seven-chakra-bracelet-0",
      ]);
    });

    it("filters featured products and best sellers", async () => {
      expect(ids(await listing({ featured: true })).sort()).toEqual(["amethyst-tumble-0", "seven-chakra-bracelet-0"]);
      expect(ids(await listing({ bestSeller: true })).sort()).toEqual([
        "rose-quartz-bracelet-0",
        "seven-chakra-bracelet-0",
      ]);
      expect((await listing({ featured: false })).total).toBe(9);
    });

    it("answers an empty page when the filters match nothing", async () => {
      const page = await listing({ concerns: ["Acne"], chakra: ["Root"] });
      expect(page).toMatchObject({ products: [], total: 0, page: 1 });
      expect(page.facets.chakra.find((option) => option.name === "Root")?.count).toBe(0);
    });
  });

  describe("price", () => {
    it("filters on the shown price (GST included) and shows the first variant inside the range", async () => {
      const page = await listing({ minPrice: 300, maxPrice: 400, sort: "price_asc" });
      expect(ids(page)).toEqual(["lavender-soy-candle-0", "amethyst-tumble-1", "white-sage-bundle-0"]);
      const amethyst = page.products[1];
      expect(amethyst?.variantIndex).toBe(1);
      expect(amethyst?.variants[1]?.price).toBe(349.5);
      expect(amethyst?.frontImage).toBe("/media/amethyst-100-front/full.webp");
    });

    it("includes both bounds", async () => {
      expect(ids(await listing({ minPrice: 349.5, maxPrice: 349.5 }))).toEqual(["amethyst-tumble-1"]);
      expect(ids(await listing({ minPrice: 3499 }))).toEqual(["citrine-money-tree-1"]);
      expect(ids(await listing({ maxPrice: 199 }))).toEqual(["amethyst-tumble-0"]);
    });

    it("sorts by the shown variant's price", async () => {
      const page = await listing({ minPrice: 1000, sort: "price_desc" });
      expect(ids(page)).toEqual(["citrine-money-tree-0", "seven-chakra-bracelet-0", "rose-quartz-bracelet-1"]);
    });

    it("gives the price range of the products matching the other filters", async () => {
      expect((await listing()).facets.price).toEqual({ min: 199, max: 1999 });
      expect((await listing({ concerns: ["Acne"], minPrice: 280 })).facets.price).toEqual({ min: 249, max: 299 });
    });
  });

  describe("sorting and paging", () => {
    it.each(["default", "price_asc", "price_desc", "rating", "reviews", "newest"])("sorts by %s", async (sort) => {
      const page = await expectSameAsOracle({ sort, pageSize: 100 });
      expect(page.total).toBe(11);
    });

    it("sorts by rating, then by number of reviews", async () => {
      const page = await listing({ sort: "rating", pageSize: 5 });
      expect(ids(page)).toEqual([
        "seven-chakra-bracelet-0",
        "amethyst-tumble-0",
        "charcoal-clay-soap-0",
        "rose-quartz-bracelet-0",
        "chakra-tumble-kit-0",
      ]);
    });

    it("pages through every product once, with the total on every page", async () => {
      const seen: string[] = [];
      for (const pageNumber of [1, 2, 3]) {
        const page = await listing({ sort: "newest", pageSize: 4, page: pageNumber });
        expect(page.total).toBe(11);
        expect(page.page).toBe(pageNumber);
        expect(page.pageSize).toBe(4);
        seen.push(...ids(page));
      }
      expect(seen).toHaveLength(11);
      expect(new Set(seen).size).toBe(11);
      expect(seen[0]).toBe("palo-santo-sticks-0");
    });

    it("answers no products past the last page, still with the total", async () => {
      const page = await listing({ pageSize: 4, page: 4 });
      expect(page.products).toEqual([]);
      expect(page.total).toBe(11);
    });
  });

  describe("facets", () => {
    it("lists every option with its count, zeros included", async () => {
      const { facets } = await listing();
      expect(facets.subCategories.map((sub) => sub.name)).toEqual([
        "Soaps",
        "Bracelets",
        "Pendants",
        "Tumbles",
        "Trees",
        "Candles",
        "Smudging",
      ]);
      expect(facets.subCategories[1]).toEqual({
        name: "Bracelets",
        count: 2,
        categories: [
          { name: "Crystal Bracelet", count: 1 },
          { name: "Chakra Bracelet", count: 1 },
        ],
      });
      expect(facets.concerns).toEqual([
        { name: "Stress", count: 4 },
        { name: "Sleep", count: 2 },
        { name: "Anxiety", count: 2 },
        { name: "Love", count: 1 },
        { name: "Acne", count: 2 },
      ]);
      expect(facets.rating).toEqual([
        { min: 4, count: 5 },
        { min: 3, count: 5 },
        { min: 2, count: 6 },
        { min: 1, count: 6 },
      ]);
    });

    it("counts each option under the other filter groups only", async () => {
      const { facets } = await listing({ concerns: ["Stress"], chakra: ["Crown"] });
      // concerns ignore the concern filter but keep the chakra one: Crown products are amethyst and seven-chakra
      expect(facets.concerns).toEqual([
        { name: "Stress", count: 2 },
        { name: "Sleep", count: 1 },
        { name: "Anxiety", count: 0 },
        { name: "Love", count: 0 },
        { name: "Acne", count: 0 },
      ]);
      // chakras ignore the chakra filter but keep Stress: amethyst, seven-chakra, lavender, white sage
      expect(facets.chakra).toEqual([
        { name: "Root", count: 1 },
        { name: "Heart", count: 1 },
        { name: "Third Eye", count: 2 },
        { name: "Crown", count: 2 },
      ]);
    });

    it("lists a parent category's own options first and drops its empty extras", async () => {
      const { facets } = await listing({ parentCategory: "aura-jewels" });
      expect(facets.subCategories.map((sub) => sub.name)).toEqual(["Bracelets", "Pendants"]);
      expect(facets.intents).toEqual([
        { name: "Protection", count: 2 },
        { name: "Healing", count: 2 },
      ]);
      expect(facets.chakra.map((option) => option.name)).toEqual(["Heart", "Root", "Third Eye", "Crown"]);
      expect(facets.concerns.map((option) => option.name)).toEqual(["Love", "Anxiety", "Stress"]);
    });

    it.each<Params>([
      {},
      { subCategory: ["Bracelets", "Tumbles"], category: ["Chakra Bracelet"] },
      { subCategory: ["Soaps"], concerns: ["Acne", "Stress"] },
      { concerns: ["Stress"], intents: ["Calm", "Protection"], rating: 3 },
      { chakra: ["Heart", "Root"], minPrice: 500, maxPrice: 1500 },
      { parentCategory: "divine-crystals", intents: ["Healing"], sort: "price_asc" },
      { parentCategory: "aura-jewels", chakra: ["Heart"], sort: "rating" },
      { parentCategory: "sacred-rituals", minPrice: 400, sort: "price_desc" },
      { featured: true, concerns: ["Sleep"] },
      { bestSeller: true, minPrice: 1000, sort: "price_asc" },
      { category: ["Sage", "Candle"], concerns: ["Stress"], sort: "newest" },
      { rating: 4.5, sort: "reviews" },
      { minPrice: 200, maxPrice: 1100, sort: "price_desc", pageSize: 3, page: 2 },
      { concerns: ["Sleep", "Love"], chakra: ["Heart", "Crown"], intents: ["Healing"], minPrice: 100, rating: 4 },
      { subCategory: ["Bracelets"], category: ["Pendant"], sort: "price_asc" },
    ])("agree with the rules for %j", async (params) => {
      await expectSameAsOracle(params);
    });
  });
});

describe("GET /api/products refuses bad parameters", () => {
  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["pageSize=0", "pageSize"],
    ["pageSize=101", "pageSize"],
    ["sort=foo", "sort"],
    ["minPrice=-1", "minPrice"],
    ["maxPrice=cheap", "maxPrice"],
    ["minPrice=500&maxPrice=100", "minPrice"],
    ["rating=6", "rating"],
    ["featured=maybe", "featured"],
    ["parentCategory=crystal-palace", "parentCategory"],
    [`concerns=${encodeURIComponent('["Stress"')}`, "concerns"],
    [`chakra=${encodeURIComponent("[1, 2]")}`, "chakra"],
    [`subCategory=${encodeURIComponent('{"a":1}')}`, "subCategory"],
  ])("refuses %s", async (queryString, field) => {
    const response = await shop.api(`/api/products?${queryString}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe("invalid");
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("treats empty parameters as not given", async () => {
    const page = await listing({ minPrice: "", maxPrice: "", rating: "", concerns: "" });
    expect(page.total).toBe(11);
  });
});

describe("listing_products, the listing's narrow copy of the active products", () => {
  const columns = sql`id, parent_category_id, sub_category_id, category_id, term_ids, list_price, variant_prices,
    rating, review_count, feature_product, best_seller, created_at`;

  /** Rows of one table the other lacks, both ways: none when the copy is true. */
  async function differences() {
    const result = await shop.ctx.db.execute(sql`
      (select ${columns} from products where status = 'active' except select ${columns} from listing_products)
      union all
      (select ${columns} from listing_products except select ${columns} from products where status = 'active')`);
    return result.rows;
  }

  async function write(statement: ReturnType<typeof sql>) {
    await shop.ctx.db.execute(statement);
    await shop.ctx.cache.invalidate();
  }

  it("follows every write to products: status, categories, terms, listing columns, deletion", async () => {
    expect(await differences()).toEqual([]);
    const total = (await listing()).total;
    const protection = (await listing({ intents: ["Protection"] })).total;
    const original = await shop.ctx.db.execute(sql`select ${columns} from products where id = 'palo-santo-sticks'`);

    await write(sql`update products set status = 'draft' where id = 'palo-santo-sticks'`);
    expect(await differences()).toEqual([]);
    expect(ids(await listing({ pageSize: 100 }))).not.toContain("palo-santo-sticks-0");
    expect((await listing()).total).toBe(total - 1);

    await write(sql`update products set status = 'active', best_seller = true, rating = 5, review_count = 1000, term_ids = '{}'
      where id = 'palo-santo-sticks'`);
    expect(await differences()).toEqual([]);
    expect(ids(await listing({ sort: "rating" }))[0]).toBe("palo-santo-sticks-0");
    expect((await listing({ intents: ["Protection"] })).total).toBe(protection - 1);

    await write(
      sql`update products set variant_prices = '{123456}', list_price = 123456 where id = 'palo-santo-sticks'`,
    );
    expect(ids(await listing({ minPrice: 1234, maxPrice: 1235 }))).toEqual(["palo-santo-sticks-0"]);

    // a stock-only change (every order makes one) leaves the copy's row as it was
    const rowVersion = () =>
      shop.ctx.db.execute(sql`select xmin::text from listing_products where id = 'palo-santo-sticks'`);
    const before = await rowVersion();
    await write(sql`update products set stock = stock + 1 where id = 'palo-santo-sticks'`);
    const after = await rowVersion();
    expect(after.rows).toEqual(before.rows);

    await write(sql`insert into products (id, name, sku, parent_category_id, sub_category_id, category_id)
      select 'short-lived', 'Short-lived', 'SKU-SHORT', parent_category_id, sub_category_id, category_id
      from products where id = 'palo-santo-sticks'`);
    expect(await differences()).toEqual([]);
    expect((await listing()).total).toBe(total + 1);
    await write(sql`delete from products where id = 'short-lived'`);
    expect(await differences()).toEqual([]);

    // back as it was, for the other tests
    const row = original.rows[0] as Record<string, unknown>;
    await write(sql`update products set best_seller = ${row.best_seller}, rating = ${row.rating},
      review_count = ${row.review_count}, term_ids = ${sql.param(row.term_ids)}::int[], list_price = ${row.list_price},
      variant_prices = ${sql.param(row.variant_prices)}::int[]
      where id = 'palo-santo-sticks'`);
    expect(await differences()).toEqual([]);
    expect((await listing()).total).toBe(total);
  });
});

describe("the listing's index (decision 0065)", () => {
  /** The statements sent to the database while `run` runs. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
    const pool = (shop.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = pool.query;
    const sent: string[] = [];
    pool.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      sent.push(String(typeof first === "string" ? first : first?.text));
      return query.apply(this, args);
    };
    try {
      await run();
    } finally {
      pool.query = query;
    }
    return sent;
  }

  it("answers an uncached listing with one statement, its page's cards, read once for every listing; an empty page with none", async () => {
    // nothing kept: the index is read by a listing of nothing (no cards)
    await shop.ctx.cache.invalidate();
    await listing({ minPrice: 999_996, maxPrice: 999_997 });
    const asked = { minPrice: 101, maxPrice: 5003, sort: "price_desc" } as const;
    let first: Awaited<ReturnType<typeof listing>> | undefined;
    const page = await statementsDuring(async () => {
      first = await listing(asked);
    });
    expect(page).toHaveLength(1);
    expect(page[0]).not.toContain("listing_products");
    // another listing (not cached: another key) showing the same products reads no card again
    let again: Awaited<ReturnType<typeof listing>> | undefined;
    expect(
      await statementsDuring(async () => {
        again = await listing({ ...asked, maxPrice: 5004 });
      }),
    ).toEqual([]);
    expect(again?.products).toEqual(first?.products);
    expect(await statementsDuring(() => listing({ minPrice: 999_998, maxPrice: 999_999 }))).toEqual([]);
  });

  it("is read again after the catalogue changes, and the listing follows the change", async () => {
    await expectSameAsOracle({ minPrice: 103, sort: "price_asc" });
    await shop.ctx.cache.invalidate();
    const after = await statementsDuring(() => listing({ minPrice: 104, sort: "price_asc" }));
    expect(after.filter((statement) => statement.includes("from listing_products"))).toHaveLength(1);
    await expectSameAsOracle({ minPrice: 105, sort: "newest" });
  });
});
