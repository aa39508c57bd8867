// Product declarations (issue 24, decision 0023) through real HTTP: an active product must carry
// its label's declarations, cosmetics their Cosmetics Rules fields; the product API shows them with
// the unit sale price; the listing filters and counts by country of origin; the demo is complete.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pricePer100, unitSalePrice } from "../../../core/pricing.ts";
import {
  declarationGaps,
  productDeclarationsSchema,
  variantDeclarationsSchema,
} from "../../../core/schemas/declarations.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
});
afterAll(async () => {
  await shop?.close();
});

const call = (method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, adminCookie));

async function leafOf(parentSlug: string): Promise<number> {
  const rows = await shop.ctx.db.execute<{ id: number }>(sql`
    select c.id from categories c join categories s on s.id = c.parent_id join categories p on p.id = s.parent_id
    where p.slug = ${parentSlug} and c.level = 2 order by c.id limit 1`);
  return rows.rows[0]?.id ?? 0;
}

const complete = {
  genericName: "Bracelet",
  countryOfOrigin: "India",
  packerName: "Sattva Crafts",
  packerAddress: "22 Johari Bazaar, Jaipur, Rajasthan 302003",
};

function product(overrides: Record<string, unknown> = {}) {
  return {
    name: `Declared ${Math.random().toString(36).slice(2, 8)}`,
    description: "A product for the declarations tests.",
    sku: "DECL-1",
    variants: [
      {
        variantname: "100 g",
        sku: "DECL-1-100",
        price: 299,
        mrp: 349,
        tax: 5,
        hsn: "3406",
        stock: 5,
        declarations: { netQuantity: { value: 100, unit: "g" } },
      },
      {
        variantname: "250 ml",
        sku: "DECL-1-250",
        price: 450,
        mrp: 499,
        tax: 5,
        hsn: "3406",
        stock: 5,
        declarations: { netQuantity: { value: 250, unit: "ml" } },
      },
    ],
    declarations: complete,
    ...overrides,
  };
}

async function count(table: "products" | "variants"): Promise<number> {
  const rows = await shop.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows.rows[0]?.n ?? 0;
}

describe("required declarations", () => {
  test("a product without country of origin cannot be made active: 400 naming the field, nothing saved", async () => {
    const categoryId = await leafOf("aura-jewels");
    const before = await count("products");
    const response = await call("POST", "/api/products", {
      ...product({ categoryId }),
      declarations: { ...complete, countryOfOrigin: " " },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe("Country of origin is required before the product can be active");
    expect(error.fields).toEqual({
      "declarations.countryOfOrigin": "Country of origin is required before the product can be active",
    });
    expect(await count("products")).toBe(before);
  });

  test("every missing declaration is named, a variant's net quantity included; a draft may lack them", async () => {
    const categoryId = await leafOf("aura-jewels");
    const bare = product({ categoryId, declarations: {} });
    bare.variants[1] = { ...bare.variants[1], declarations: { netQuantity: { value: null, unit: "g" } } } as never;
    const refused = await call("POST", "/api/products", bare);
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).error.fields).sort()).toEqual([
      "declarations.countryOfOrigin",
      "declarations.genericName",
      "declarations.packerAddress",
      "declarations.packerName",
      "variants.1.declarations.netQuantity",
    ]);

    const draft = await call("POST", "/api/products", { ...bare, status: "draft" });
    expect(draft.status, await draft.clone().text()).toBe(201);
    const id = (await draft.json()).product._id;
    // activating the draft as it is: refused, and it stays a draft
    const activate = await call("PUT", `/api/products/${id}`, { ...bare, status: "active" });
    expect(activate.status).toBe(400);
    expect((await shop.api(`/api/products/${id}`)).status).toBe(404);
    const fixed = await call("PUT", `/api/products/${id}`, { ...product({ categoryId }), name: bare.name });
    expect(fixed.status, await fixed.clone().text()).toBe(200);
    expect((await shop.api(`/api/products/${id}`)).status).toBe(200);
  });

  test("skin care is cosmetic: it must say so, and give ingredients, licence, batch and use-before date", async () => {
    const categoryId = await leafOf("skin-care");
    const notCosmetic = await call("POST", "/api/products", product({ categoryId }));
    expect(notCosmetic.status).toBe(400);
    expect(Object.keys((await notCosmetic.json()).error.fields)).toEqual(["declarations.cosmetic"]);

    const missing = await call(
      "POST",
      "/api/products",
      product({ categoryId, declarations: { ...complete, cosmetic: true } }),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual([
      "declarations.ingredients",
      "declarations.licenceNumber",
      "variants.0.declarations.batchNumber",
      "variants.0.declarations.bestBefore",
      "variants.1.declarations.batchNumber",
      "variants.1.declarations.bestBefore",
    ]);

    const made = await call(
      "POST",
      "/api/products",
      product({
        categoryId,
        declarations: {
          ...complete,
          genericName: "Handmade soap",
          cosmetic: true,
          ingredients: "Coconut oil, olive oil, kaolin clay",
          licenceNumber: "UK/COS/2024/0147",
          batchNumber: "B2610",
          bestBefore: "September 2028",
        },
      }),
    );
    expect(made.status, await made.clone().text()).toBe(201);
  });
});

describe("the product API's declarations", () => {
  test("shows the declarations and the unit sale price of 100 g and 250 ml packs", async () => {
    const categoryId = await leafOf("aura-jewels");
    const made = await call("POST", "/api/products", product({ categoryId }));
    const id = (await made.json()).product._id;
    const detail = await (await shop.api(`/api/products/${id}`)).json();
    expect(detail.declarations).toMatchObject({
      genericName: "Bracelet",
      countryOfOrigin: "India",
      packerRole: "manufacturer",
      packerName: "Sattva Crafts",
      cosmetic: false,
    });
    expect(detail.variants[0].declarations).toMatchObject({
      netQuantity: { value: 100, unit: "g" },
      unitSalePrice: { price: 2.99, per: "g" },
      pricePer100: { price: 299, per: "100 g" },
    });
    expect(detail.variants[1].declarations).toMatchObject({
      netQuantity: { value: 250, unit: "ml" },
      unitSalePrice: { price: 1.8, per: "ml" },
      pricePer100: { price: 180, per: "100 ml" },
    });
  });

  test("unit sale price follows rule 6(11): per g below 1 kg, per kg above; none where it equals the price", () => {
    expect(unitSalePrice(29900, { value: 100, unit: "g" })).toEqual({ paise: 299, per: "g" });
    expect(unitSalePrice(45000, { value: 250, unit: "ml" })).toEqual({ paise: 180, per: "ml" });
    expect(unitSalePrice(149900, { value: 1.5, unit: "kg" })).toEqual({ paise: 99933, per: "kg" });
    expect(unitSalePrice(149900, { value: 1500, unit: "g" })).toEqual({ paise: 99933, per: "kg" });
    expect(unitSalePrice(99900, { value: 3, unit: "pieces" })).toEqual({ paise: 33300, per: "piece" });
    expect(unitSalePrice(99900, { value: 1, unit: "pieces" })).toBeNull();
    expect(unitSalePrice(99900, { value: 1, unit: "kg" })).toBeNull();
    expect(unitSalePrice(99900, { value: null, unit: "g" })).toBeNull();
  });

  test("the price per 100 g / 100 ml (issue 24 point 8): ₹299 for 100 g, ₹450 for 250 ml, beside the rule's unit", () => {
    expect(pricePer100(29900, { value: 100, unit: "g" })).toEqual({ paise: 29900, per: "100 g" });
    expect(pricePer100(45000, { value: 250, unit: "ml" })).toEqual({ paise: 18000, per: "100 ml" });
    expect(pricePer100(149900, { value: 1.5, unit: "kg" })).toEqual({ paise: 9993, per: "100 g" });
    expect(pricePer100(34900, { value: 75, unit: "g" })).toEqual({ paise: 46533, per: "100 g" });
    // pieces keep the rule's per-piece figure; lengths and missing quantities have none
    expect(pricePer100(99900, { value: 3, unit: "pieces" })).toBeNull();
    expect(pricePer100(99900, { value: 40, unit: "cm" })).toBeNull();
    expect(pricePer100(99900, { value: null, unit: "ml" })).toBeNull();
    expect(pricePer100(99900, { value: 0, unit: "g" })).toBeNull();
  });
});

describe("the country-of-origin filter", () => {
  test("filters the listing and counts each country under the other filters", async () => {
    const all = await (await shop.api("/api/products?pageSize=100")).json();
    const options: Array<{ name: string; count: number }> = all.facets.countryOfOrigin;
    expect(options.map((option) => option.name)).toContain("India");
    expect(options.map((option) => option.name)).toContain("Peru");
    expect(options.reduce((sum, option) => sum + option.count, 0)).toBe(all.total);

    const peru = options.find((option) => option.name === "Peru");
    const filtered = await (
      await shop.api(`/api/products?countryOfOrigin=${encodeURIComponent('["Peru"]')}&pageSize=100`)
    ).json();
    expect(filtered.total).toBe(peru?.count);
    expect(filtered.total).toBeGreaterThan(0);
    for (const item of filtered.products) {
      const detail = await (await shop.api(`/api/products/${item._id}`)).json();
      expect(detail.declarations.countryOfOrigin).toBe("Peru");
    }
    // the country group's own counts ignore its own ticks; other groups count under it
    expect(filtered.facets.countryOfOrigin).toEqual(options);
    const peruSubs = filtered.facets.subCategories.reduce((sum: number, sub: { count: number }) => sum + sub.count, 0);
    expect(peruSubs).toBe(filtered.total);

    // case does not matter; several countries are OR-ed; an unknown one finds nothing but stays listed
    const lower = await (await shop.api(`/api/products?countryOfOrigin=peru`)).json();
    expect(lower.total).toBe(filtered.total);
    const india = options.find((option) => option.name === "India")?.count ?? 0;
    const both = await (await shop.api(`/api/products?countryOfOrigin=Peru,India`)).json();
    expect(both.total).toBe((peru?.count ?? 0) + india);
    const none = await (await shop.api(`/api/products?countryOfOrigin=Atlantis`)).json();
    expect(none.total).toBe(0);
    expect(none.facets.countryOfOrigin).toContainEqual({ name: "Atlantis", count: 0 });
  });

  test("a product's new country reaches the filter at once (listing_products follows it)", async () => {
    const categoryId = await leafOf("aura-jewels");
    const body = product({ categoryId, declarations: { ...complete, countryOfOrigin: "Nepal" } });
    const made = await call("POST", "/api/products", body);
    const id = (await made.json()).product._id;
    const nepal = await (await shop.api("/api/products?countryOfOrigin=Nepal")).json();
    expect(nepal.products.map((item: { _id: string }) => item._id)).toEqual([id]);
    const edit = await (await call("GET", `/api/admin/products/${id}`)).json();
    const moved = await call("PUT", `/api/products/${id}`, {
      ...edit,
      declarations: { ...edit.declarations, countryOfOrigin: "Bhutan" },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await (await shop.api("/api/products?countryOfOrigin=Nepal")).json()).total).toBe(0);
    expect((await (await shop.api("/api/products?countryOfOrigin=Bhutan")).json()).total).toBe(1);
  });
});

test("every demo product carries every required declaration", async () => {
  const rows = await shop.ctx.db.execute<{ id: string; declarations: unknown; variants: unknown[] }>(sql`
    select p.id, p.declarations, array_agg(v.declarations order by v.position) as variants
    from products p join variants v on v.product_id = p.id where p.sku like 'SAT-%' group by p.id`);
  expect(rows.rows.length).toBeGreaterThan(20);
  for (const row of rows.rows) {
    const gaps = declarationGaps(
      productDeclarationsSchema.parse(row.declarations),
      row.variants.map((variant) => variantDeclarationsSchema.parse(variant)),
    );
    expect(gaps, row.id).toEqual({});
  }
});

test("demo jewellery and single objects are declared by the piece, with no unit price; loose stones by weight", async () => {
  const rows = await shop.ctx.db.execute<{ genericName: string; netQuantity: { value: number; unit: string } }>(sql`
    select p.declarations->>'genericName' as "genericName", v.declarations->'netQuantity' as "netQuantity"
    from products p join variants v on v.product_id = p.id where p.sku like 'SAT-%'`);
  const byName = (name: string) => rows.rows.filter((row) => row.genericName === name);
  const bracelets = byName("Bracelet");
  expect(bracelets.length).toBeGreaterThan(0);
  for (const row of bracelets) {
    expect(row.netQuantity).toEqual({ value: 1, unit: "pieces" });
    expect(unitSalePrice(99_900, row.netQuantity as { value: number; unit: "pieces" })).toBeNull();
  }
  expect(rows.rows.some((row) => row.netQuantity.unit === "g")).toBe(true);
});
