// The demo catalogue on an empty database: every part of the tree and every vocabulary term has
// products, prices and taxes are sound, images are served, the data is the same on every run,
// and a second start seeds nothing.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { madeInIndia } from "../../core/india.ts";
import { mediaUrl } from "../../core/media.ts";
import type { SearchResult } from "../../core/schemas/catalogue.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";
import { buildCatalogue } from "./build-products.ts";
import type { CategoryIds } from "./catalogue-tree.ts";
import { countryOf } from "./declarations.ts";
import { demoProducts } from "./demo.ts";
import { planImages } from "./images.ts";
import { seedIfEmpty } from "./index.ts";
import { createRandom } from "./random.ts";
import { chakras, concerns, intents, type TermIds } from "./tag-terms.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ seed: true, seedAfresh: true });
});

afterAll(async () => {
  await shop?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await shop.ctx.db.execute(query);
  return result.rows as T[];
}

/** The GST rates and HSN codes DESIGN.md decision 3 allows, by rate. */
const allowedTaxes: Record<number, readonly string[]> = {
  25: ["7103"],
  300: ["7116", "7117", "7113"],
  500: ["3406", "1211", "330741", "340111"],
  1800: ["3304", "9405"],
};

describe("the demo catalogue", () => {
  it("seeds at least 60 active products with readable, unique ids", async () => {
    const products = await rows<{ id: string }>(sql`select id from products where status = 'active'`);
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const { id } of products) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it("names the four parents as the spec does", async () => {
    const parents = await rows<{ name: string; slug: string }>(
      sql`select name, slug from categories where level = 0 order by position`,
    );
    expect(parents).toEqual([
      { name: "Body Soap", slug: "skin-care" },
      { name: "Aura Jewels", slug: "aura-jewels" },
      { name: "Divine Crystals", slug: "divine-crystals" },
      { name: "Sacred Rituals", slug: "sacred-rituals" },
    ]);
  });

  it("has products in every parent, sub-category and category, at least two per category", async () => {
    const counts = await rows<{ name: string; level: number; products: number }>(sql`
      select c.name, c.level, count(p.id)::int as products
      from categories c
      left join products p on p.status = 'active'
        and (p.parent_category_id = c.id or p.sub_category_id = c.id or p.category_id = c.id)
      group by c.id, c.name, c.level`);
    expect(counts.length).toBeGreaterThan(20);
    for (const category of counts) {
      expect(category.products, category.name).toBeGreaterThanOrEqual(category.level === 2 ? 2 : 1);
    }
  });

  it("covers every range the spec names and the home carousel's categories", async () => {
    const names = new Set((await rows<{ name: string }>(sql`select name from categories`)).map((row) => row.name));
    for (const range of [
      "Pendant",
      "Ring",
      "Combo Bracelet",
      "Chakra Bracelet",
      "Crystal Bracelet",
      "Crystal Tumble",
      "Tumble Kits",
      "Crystal Tree",
      "Crystal Heart",
      "Crystal Mala",
      "Crystal Roller",
      "Zibu Coin",
      "Gua Sha",
      "Charging Crystal",
      "Candle",
      "Lamp",
      "Sage",
      "Palo Santo",
      "Clay Soap",
      "Scrub Soap",
      "Therapeutic Soap",
      "Fruit Soap",
      "Crystal Bracelets",
      "Body Soaps",
      "Pendulum",
    ]) {
      expect(names.has(range), range).toBe(true);
    }
  });

  it.each([
    "Crystal Bracelets",
    "Body Soaps",
    "Crystal Tumbles",
    "Trees",
    "Heart",
    "Candles",
    "Gua Sha",
    "Lamp",
    "Pendant",
    "Pendulum",
    "Ring",
    "Roller",
    "Sage",
  ])("finds products for the home carousel's %s through search", async (name) => {
    const response = await shop.api(`/api/search?query=${encodeURIComponent(name)}`);
    expect(response.status).toBe(200);
    const result = (await response.json()) as SearchResult;
    expect(result.products.length).toBeGreaterThan(0);
  });

  it("seeds 22 concerns, 7 chakras and 10 intents, each with products, and the terms each parent shows", async () => {
    const terms = await rows<{ kind: string; name: string; products: number }>(sql`
      select t.kind, t.name, (select count(*)::int from products p where t.id = any(p.term_ids)) as products
      from tag_terms t order by t.kind, t.position`);
    const names = (kind: string) => terms.filter((term) => term.kind === kind).map((term) => term.name);
    expect(names("concern")).toEqual([...concerns]);
    expect(names("chakra")).toEqual([...chakras]);
    expect(names("intent")).toEqual([...intents]);
    for (const term of terms) expect(term.products, `${term.kind} ${term.name}`).toBeGreaterThan(0);
    const perParent = await rows<{ slug: string; terms: number }>(sql`
      select c.slug, count(*)::int as terms from tag_term_parents l join categories c on c.id = l.parent_category_id
      group by c.slug`);
    expect(perParent).toHaveLength(4);
  });

  it("gives every product variants with price at most M.R.P., 10–40% off, and a valid GST rate and HSN", async () => {
    const variants = await rows<{
      product_id: string;
      price: number;
      mrp: number;
      gst_rate: number;
      hsn: string;
      sku: string;
    }>(sql`select product_id, price, mrp, gst_rate, hsn, sku from variants`);
    const products = await rows<{ id: string }>(sql`select id from products`);
    const withVariants = new Set(variants.map((variant) => variant.product_id));
    for (const { id } of products) expect(withVariants.has(id), id).toBe(true);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
    for (const variant of variants) {
      expect(variant.price).toBeGreaterThanOrEqual(19_900);
      expect(variant.price).toBeLessThanOrEqual(499_900);
      expect(variant.mrp).toBeGreaterThanOrEqual(variant.price);
      const off = (variant.mrp - variant.price) / variant.mrp;
      expect(off).toBeGreaterThanOrEqual(0.1);
      expect(off).toBeLessThanOrEqual(0.4);
      expect(allowedTaxes[variant.gst_rate], `${variant.sku} rate ${variant.gst_rate}`).toContain(variant.hsn);
    }
  });

  it("uses the rates of the issue: stones 0.25%, jewellery 3%, candles and soaps 5%, creams and lamps 18%", async () => {
    const rate = async (category: string) =>
      (
        await rows<{ gst_rate: number }>(sql`
          select distinct v.gst_rate from variants v join products p on p.id = v.product_id
          join categories c on c.id = p.category_id where c.slug = ${category}`)
      ).map((row) => row.gst_rate);
    expect(await rate("crystal-tumble")).toEqual([25]);
    expect(await rate("crystal-bracelet")).toEqual([300]);
    expect(await rate("candle")).toEqual([500]);
    expect(await rate("clay-soap")).toEqual([500]);
    expect(await rate("body-oil")).toEqual([1800]);
    expect(await rate("lamp")).toEqual([1800]);
  });

  it("has some variants out of stock and some running low", async () => {
    const [stock] = await rows<{ out: number; low: number }>(sql`
      select count(*) filter (where stock = 0)::int as out, count(*) filter (where stock between 1 and 4)::int as low from variants`);
    expect(stock?.out).toBeGreaterThan(0);
    expect(stock?.low).toBeGreaterThan(0);
  });

  it("weighs every variant for shipping, from a few grams to a few kilos", async () => {
    const [weights] = await rows<{ unweighed: number; least: number; most: number }>(sql`
      select count(*) filter (where weight_grams is null)::int as unweighed, min(weight_grams)::int as least,
             max(weight_grams)::int as most from variants`);
    expect(weights).toEqual({ unweighed: 0, least: expect.any(Number), most: expect.any(Number) });
    expect(weights?.least).toBeGreaterThanOrEqual(1);
    expect(weights?.most).toBeLessThanOrEqual(10_000);
  });

  it("writes full product content: 80–150 word descriptions, four healing properties, five FAQ answers", async () => {
    const products = await rows<{
      id: string;
      description: string;
      healing_properties: Record<string, string>;
      faq: Array<{ question: string; answer: string }>;
      product_descriptions: Array<{ title: string; text: string; image: string | null }>;
      specifications: Record<string, string>;
    }>(sql`select id, description, healing_properties, faq, product_descriptions, specifications from products`);
    for (const product of products) {
      const words = product.description.split(/\s+/).length;
      expect(words, product.id).toBeGreaterThanOrEqual(80);
      expect(words, product.id).toBeLessThanOrEqual(150);
      expect(Object.values(product.healing_properties).filter(Boolean), product.id).toHaveLength(4);
      expect(product.faq, product.id).toHaveLength(5);
      for (const item of product.faq) expect(item.answer.length, product.id).toBeGreaterThan(60);
      expect(product.product_descriptions.length, product.id).toBeGreaterThanOrEqual(3);
      expect(Object.keys(product.specifications).length, product.id).toBeGreaterThanOrEqual(5);
    }
  });

  it("marks crystal products with the material Crystals, and gives them the ways-to-cleanse poster", async () => {
    const crystal = await rows<{ id: string; posters: number }>(sql`
      select p.id, (select count(*)::int from product_images i where i.product_id = p.id and i.role = 'waysToClean') as posters
      from products p join categories c on c.id = p.parent_category_id
      where c.slug in ('aura-jewels', 'divine-crystals')`);
    const materials = await rows<{ material: string }>(sql`
      select distinct p.material from products p join categories c on c.id = p.parent_category_id
      where c.slug in ('aura-jewels', 'divine-crystals')`);
    expect(materials).toEqual([{ material: "Crystals" }]);
    for (const product of crystal) expect(product.posters, product.id).toBe(1);
    const soapPosters = await rows<{ count: number }>(sql`
      select count(*)::int as count from product_images i join products p on p.id = i.product_id
      join categories c on c.id = p.parent_category_id where c.slug = 'skin-care' and i.role = 'waysToClean'`);
    expect(soapPosters[0]?.count).toBe(0);
  });

  it("features about ten products and marks best sellers in every parent", async () => {
    const [featured] = await rows<{ count: number }>(
      sql`select count(*)::int as count from products where feature_product`,
    );
    expect(featured?.count).toBeGreaterThanOrEqual(8);
    expect(featured?.count).toBeLessThanOrEqual(14);
    const bestSellers = await rows<{ slug: string; count: number }>(sql`
      select c.slug, count(*)::int as count from products p join categories c on c.id = p.parent_category_id
      where p.best_seller group by c.slug`);
    expect(bestSellers).toHaveLength(4);
    for (const parent of bestSellers) expect(parent.count, parent.slug).toBeGreaterThanOrEqual(2);
  });

  it("gives most products three to eight reviews with private e-mails, dated within the last year", async () => {
    const perProduct = await rows<{ id: string; reviews: number; rating: number }>(
      sql`select id, review_count as reviews, rating from products`,
    );
    const reviewed = perProduct.filter((product) => product.reviews >= 3 && product.reviews <= 8);
    expect(reviewed.length / perProduct.length).toBeGreaterThan(0.75);
    const reviews = await rows<{ email: string; rating: number; created_at: Date | string }>(
      sql`select email, rating, created_at from reviews`,
    );
    const yearAgo = Date.now() - 366 * 86_400_000;
    for (const review of reviews) {
      expect(review.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.com$/);
      expect(new Date(review.created_at).getTime()).toBeGreaterThan(yearAgo);
    }
    expect(new Set(reviews.map((review) => review.rating)).size).toBeGreaterThanOrEqual(4);
  });

  it("seeds the demo coupons, one expired and one switched off", async () => {
    const coupons = await rows<{ code: string; is_active: boolean; expiry_date: string }>(
      sql`select code, is_active, expiry_date from coupons order by code`,
    );
    expect(coupons.map((coupon) => coupon.code)).toEqual([
      "EXPIRED5",
      "FESTIVE20",
      "MONSOON25",
      "SATTVA15",
      "WELCOME10",
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((coupons.find((coupon) => coupon.code === "EXPIRED5")?.expiry_date ?? today) < today).toBe(true);
    expect(coupons.find((coupon) => coupon.code === "MONSOON25")?.is_active).toBe(false);
  });

  it("seeds demo orders in every state, totals as the pricing module computes them", async () => {
    const orders = await rows<{
      order_status: string;
      total_amount: number;
      items_total: number;
      shipping: number;
      gift_wrap: number;
      user_id: string | null;
    }>(sql`select order_status, total_amount, items_total, shipping, gift_wrap, user_id from orders`);
    expect(orders.length).toBeGreaterThanOrEqual(10);
    expect(new Set(orders.map((order) => order.order_status))).toEqual(
      new Set(["delivered", "shipped", "processing", "cancelled"]),
    );
    for (const order of orders) {
      expect(order.total_amount).toBe(order.items_total + order.shipping + order.gift_wrap);
      expect(order.shipping).toBe(order.items_total >= 69_900 ? 0 : 5_000);
      expect(order.user_id).not.toBeNull();
    }
    const items = await rows<{ orders: number }>(sql`select count(distinct order_id)::int as orders from order_items`);
    expect(items[0]?.orders).toBe(orders.length);
  });

  it("issues the shipped and delivered demo orders' tax invoices, numbered in the order they shipped", async () => {
    const invoiced = await rows<{ number: string; order_total: number; total: number }>(
      sql`select d.number, o.total_amount as order_total, d.total from tax_documents d
          join orders o on o.id = d.order_id where d.kind = 'invoice' order by o.shipped_at`,
    );
    const shipped = await rows<{ count: number }>(
      sql`select count(*)::int as count from orders where order_status in ('shipped', 'delivered')`,
    );
    expect(invoiced.length).toBe(shipped[0]?.count);
    expect(invoiced.length).toBeGreaterThan(0);
    // one series per financial year: 1, 2, 3... within each
    const lastOfYear = new Map<string, number>();
    for (const invoice of invoiced) {
      const [prefix, year = "", sequence] = invoice.number.split("/");
      expect(prefix).toBe("SAT");
      expect(Number(sequence)).toBe((lastOfYear.get(year) ?? 0) + 1);
      lastOfYear.set(year, Number(sequence));
      expect(invoice.total).toBe(invoice.order_total);
    }
  });

  it("serves every product's front image as WebP, and its responsive sizes", async () => {
    const fronts = await rows<{ product_id: string; media_key: string }>(
      sql`select product_id, media_key from product_images where role = 'front'`,
    );
    expect(new Set(fronts.map((front) => front.product_id)).size).toBe(demoProducts.length);
    const front = fronts.find((row) => row.product_id === "amethyst-tumble-stone");
    expect(front).toBeDefined();
    const response = await shop.api(mediaUrl(front?.media_key ?? ""));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width && meta.height ? meta.width / meta.height : 0).toBeCloseTo(0.8, 2);

    const small = await shop.api(mediaUrl(front?.media_key ?? "", 480, "avif"));
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/avif");
  });

  it("gives every product a front, a back, two gallery images and its posters (the artisans' one if made in India)", async () => {
    const roles = await rows<{ product_id: string; role: string; count: number }>(sql`
      select product_id, role, count(*)::int as count from product_images group by product_id, role`);
    for (const product of demoProducts) {
      const of = (role: string) => roles.find((row) => row.product_id === product.id && row.role === role)?.count ?? 0;
      expect(of("front"), product.id).toBe(1);
      expect(of("back"), product.id).toBe(1);
      expect(of("gallery"), product.id).toBe(2);
      expect(of("benefits") + of("whoWear") + of("whereHowWear"), product.id).toBe(3);
      expect(of("whyChoose"), product.id).toBe(madeInIndia(countryOf(product)) ? 1 : 0);
    }
  });

  it("seeds nothing the second time", async () => {
    const before = await rows<{ products: number; variants: number; reviews: number }>(sql`
      select (select count(*)::int from products) as products, (select count(*)::int from variants) as variants,
        (select count(*)::int from reviews) as reviews`);
    expect(await seedIfEmpty(shop.ctx)).toBe(false);
    const after = await rows<{ products: number; variants: number; reviews: number }>(sql`
      select (select count(*)::int from products) as products, (select count(*)::int from variants) as variants,
        (select count(*)::int from reviews) as reviews`);
    expect(after).toEqual(before);
  });
});

describe("the demo catalogue's data", () => {
  it("is the same on every run", () => {
    const categories: CategoryIds = {
      bySlug: new Map(),
      placement: new Proxy(new Map(), {
        get: (target, property) =>
          property === "get"
            ? () => ({ parentId: 1, subCategoryId: 2, categoryId: 3, parentSlug: "aura-jewels" })
            : Reflect.get(target, property),
      }),
    };
    const anyTerm = new Proxy(new Map<string, number>(), {
      get: (target, property) => (property === "get" ? () => 1 : Reflect.get(target, property)),
    });
    const terms: TermIds = { concern: anyTerm, chakra: anyTerm, intent: anyTerm };
    const build = () =>
      buildCatalogue(demoProducts, categories, terms, planImages(demoProducts), createRandom("sattva-demo-catalogue"));
    expect(build()).toEqual(build());
  });
});
