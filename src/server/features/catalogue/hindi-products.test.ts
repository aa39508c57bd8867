// Products in Hindi (issue 35 point 3, decision 0063) through real HTTP against the built shop: an
// admin saves a product's Hindi name, title and description and a category's Hindi name; bad input
// is a 400 that changes nothing, and only admins may; the API carries the Hindi copy, /hi pages show
// it without lang="en" (an untranslated product keeps its English, marked lang="en"), English pages
// never show it, and the kept pages follow every edit; a Devanagari query finds the product; the
// product CSV carries the Hindi columns (export → import keeps them; a file without them keeps the
// owner's Hindi, an empty cell clears it).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildIfStale } from "../../../../scripts/build.mjs";
import { categories, products } from "../../db/schema.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";
let categoryId = 0;
let productId = "";
const run = Math.random().toString(36).slice(2, 8);
const englishName = `Moonstone Glow Bracelet ${run}`;
const hindiName = "चंद्रमणि आभा ब्रेसलेट";

beforeAll(async () => {
  await buildIfStale();
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  shop = await startTestShop({
    seed: true,
    env: { ...testShopEnv, LOG_LEVEL: "warn" },
    web: { kind: "build", build, clientDir: path.join(root, "build/client") },
  });
  const owner = await createAccount(shop);
  await makeAdmin(shop, owner.email);
  adminCookie = await signInCookie(shop, owner.email, owner.password);
  const shopper = await createAccount(shop);
  shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
  const rows = await shop.ctx.db.execute<{ id: number }>(sql`
    select c.id from categories c join categories s on s.id = c.parent_id join categories p on p.id = s.parent_id
    where p.slug = 'aura-jewels' and c.level = 2 order by c.id limit 1`);
  categoryId = rows.rows[0]?.id ?? 0;
  const made = await admin("POST", "/api/products", productBody({ nameHi: hindiName }));
  expect(made.status, await made.clone().text()).toBe(201);
  productId = (await made.json()).product._id as string;
}, 600_000);

afterAll(async () => {
  await shop?.close();
});

const call = (method: string, pathname: string, body?: unknown, cookie?: string) =>
  shop.api(pathname, from(uniqueIp(), method, body, cookie));
const admin = (method: string, pathname: string, body?: unknown) => call(method, pathname, body, adminCookie);
const page = async (pathname: string) => {
  const response = await shop.api(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
};

function productBody(extra: Record<string, unknown> = {}) {
  return {
    name: englishName,
    title: "Rainbow moonstone on cotton thread",
    description: "A bracelet of rainbow moonstone for the Hindi copy tests.",
    sku: `HI-${run}`,
    categoryId,
    variants: [
      {
        variantname: "Free size",
        sku: `HI-${run}-1`,
        price: 899,
        mrp: 999,
        tax: 3,
        hsn: "7117",
        stock: 5,
        declarations: { netQuantity: { value: 1, unit: "pieces" } },
      },
    ],
    declarations: {
      genericName: "Bracelet",
      countryOfOrigin: "India",
      packerName: "Sattva Crafts",
      packerAddress: "22 Johari Bazaar, Jaipur, Rajasthan 302003",
    },
    ...extra,
  };
}

/** The admin's form as saved, with some fields changed: what the update form sends. */
async function editable(): Promise<Record<string, unknown>> {
  const answer = await admin("GET", `/api/admin/products/${productId}`);
  expect(answer.status).toBe(200);
  return answer.json();
}
async function save(changes: Record<string, unknown>) {
  return admin("PUT", `/api/products/${productId}`, { ...(await editable()), ...changes });
}
const stored = async () =>
  (
    await shop.ctx.db
      .select({ nameHi: products.nameHi, titleHi: products.titleHi, descriptionHi: products.descriptionHi })
      .from(products)
      .where(eq(products.id, productId))
  )[0];

/** The product page's heading: its text and its lang attribute (null: none). */
function heading(html: string): { text: string; lang: string | null } {
  const found = /<h1 class="purchase__name"(?: lang="([^"]*)")?>([^<]*)<\/h1>/.exec(html);
  if (!found) throw new Error("no product heading on the page");
  return { text: found[2] ?? "", lang: found[1] ?? null };
}

describe("the product form's Hindi fields", () => {
  test("an admin saves the Hindi name, title and description; the API carries them and the admin form reads them back", async () => {
    const saved = await save({
      nameHi: `  ${hindiName}  `,
      titleHi: "सूती धागे पर इंद्रधनुषी चंद्रमणि",
      descriptionHi: "हिंदी प्रति की जाँच के लिए इंद्रधनुषी चंद्रमणि का ब्रेसलेट।",
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await stored()).toEqual({
      nameHi: hindiName,
      titleHi: "सूती धागे पर इंद्रधनुषी चंद्रमणि",
      descriptionHi: "हिंदी प्रति की जाँच के लिए इंद्रधनुषी चंद्रमणि का ब्रेसलेट।",
    });
    const form = await editable();
    expect(form.nameHi).toBe(hindiName);
    const answer = await (await shop.api(`/api/products/${productId}`)).json();
    expect(answer.name).toBe(englishName);
    expect(answer.hindi).toMatchObject({ name: hindiName, title: "सूती धागे पर इंद्रधनुषी चंद्रमणि" });
    expect(answer.hindi.category).toEqual(expect.any(String));
    const listing = await (await shop.api(`/api/search?query=${encodeURIComponent(englishName)}&limit=5`)).json();
    expect(listing.products.find((item: { _id: string }) => item._id === productId)?.hindi?.name).toBe(hindiName);
  });

  test("bad input is a 400 naming the field and changes nothing", async () => {
    const before = await stored();
    for (const changes of [
      { nameHi: "न".repeat(121) },
      { titleHi: "श".repeat(201) },
      { descriptionHi: "व".repeat(10_001) },
      { nameHi: 42 },
      { nameHi: ["नाम"] },
    ]) {
      const refused = await save(changes);
      expect(refused.status, JSON.stringify(changes).slice(0, 60)).toBe(400);
      const field = Object.keys(changes)[0] as string;
      expect((await refused.json()).error.fields?.[field]).toMatch(/in Hindi is at most/);
    }
    expect(await stored()).toEqual(before);
  });

  test("only an admin may save them: 401 without a session, 403 for a shopper; nothing changes", async () => {
    const before = await stored();
    const body = { ...(await editable()), nameHi: "बदला हुआ नाम" };
    expect((await call("PUT", `/api/products/${productId}`, body)).status).toBe(401);
    expect((await call("PUT", `/api/products/${productId}`, body, shopperCookie)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe("the Hindi pages", () => {
  test("/hi shows the Hindi name without lang=en; the English page never shows it; a change shows at once", async () => {
    const hindiPage = await page(`/hi/productdetails/${productId}-0`);
    expect(heading(hindiPage)).toEqual({ text: hindiName, lang: null });
    expect(hindiPage).toContain('<p class="product-about__text"');
    expect(hindiPage).not.toMatch(/class="product-about__text"[^>]*lang="en"/);
    const englishPage = await page(`/productdetails/${productId}-0`);
    expect(heading(englishPage)).toEqual({ text: englishName, lang: null });
    expect(englishPage).not.toContain(hindiName);
    expect(englishPage).not.toContain('"hindi"');
    // the kept page follows the edit: no Hindi name now, so the English, marked lang="en"
    expect((await save({ nameHi: "" })).status).toBe(200);
    expect((await stored())?.nameHi).toBeNull();
    expect(heading(await page(`/hi/productdetails/${productId}-0`))).toEqual({ text: englishName, lang: "en" });
    expect((await save({ nameHi: hindiName })).status).toBe(200);
    expect(heading(await page(`/hi/productdetails/${productId}-0`))).toEqual({ text: hindiName, lang: null });
  });

  test("a product with no Hindi keeps its English name, marked lang=en, on /hi; its English page is as before", async () => {
    expect(heading(await page("/hi/productdetails/citrine-money-tree-0"))).toEqual({
      text: "Citrine Money Tree",
      lang: "en",
    });
    expect(heading(await page("/productdetails/citrine-money-tree-0"))).toEqual({
      text: "Citrine Money Tree",
      lang: null,
    });
  });

  test("cards on /hi/search show the Hindi name without lang=en; /search keeps the English", async () => {
    const query = encodeURIComponent(englishName);
    const hindiPage = await page(`/hi/search?query=${query}`);
    expect(hindiPage).toMatch(new RegExp(`<a [^>]*class="product-card__link"[^>]*>${hindiName}</a>`));
    const englishPage = await page(`/search?query=${query}`);
    expect(englishPage).not.toContain(hindiName);
  });

  test("a Devanagari query finds the product by its Hindi name", async () => {
    const answer = await (await shop.api(`/api/search?query=${encodeURIComponent("चंद्रमणि")}&limit=5`)).json();
    expect(answer.products.map((item: { _id: string }) => item._id)).toContain(productId);
  });
});

describe("categories in Hindi", () => {
  const categoryPath = (id: number) => `/api/admin/categories/${id}`;

  test("an admin lists the categories and sets one's Hindi name; /hi breadcrumbs show it", async () => {
    const list = await admin("GET", "/api/admin/categories");
    expect(list.status).toBe(200);
    const { categories: all } = (await list.json()) as { categories: { id: number; nameHi: string | null }[] };
    expect(all.length).toBeGreaterThan(20);
    const saved = await admin("PUT", categoryPath(categoryId), { nameHi: " चंद्रमणि कंगन " });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await saved.json()).nameHi).toBe("चंद्रमणि कंगन");
    const hindiPage = await page(`/hi/productdetails/${productId}-0`);
    expect(hindiPage).toMatch(/<a [^>]*>चंद्रमणि कंगन<\/a>/);
    expect(await page(`/productdetails/${productId}-0`)).not.toContain("चंद्रमणि कंगन");
    // cleared: the English name, marked lang="en"
    expect((await admin("PUT", categoryPath(categoryId), { nameHi: "" })).status).toBe(200);
    const [row] = await shop.ctx.db
      .select({ nameHi: categories.nameHi, name: categories.name })
      .from(categories)
      .where(eq(categories.id, categoryId));
    expect(row?.nameHi).toBeNull();
    expect(await page(`/hi/productdetails/${productId}-0`)).toMatch(
      new RegExp(`<a [^>]*lang="en"[^>]*>${row?.name ?? "?"}</a>`),
    );
  });

  test("a landing's range names its categories in Hindi on /hi, in English on the English landing", async () => {
    const hindiLanding = await page("/hi/divinecrystals");
    expect(hindiLanding).toContain('<span class="range-strip__name">क्रिस्टल माला</span>');
    const englishLanding = await page("/divinecrystals");
    expect(englishLanding).toContain('<span class="range-strip__name">Crystal Mala</span>');
    expect(englishLanding).not.toContain("क्रिस्टल माला");
  });

  test("bad input (or no such id) is a 400, an unknown category a 404, a shopper 403 and nobody 401; nothing changes", async () => {
    expect((await admin("PUT", categoryPath(categoryId), { nameHi: "क".repeat(81) })).status).toBe(400);
    expect((await admin("PUT", categoryPath(categoryId), { nameHi: 7 })).status).toBe(400);
    expect((await admin("PUT", categoryPath(99_999_999), { nameHi: "कुछ" })).status).toBe(404);
    // an id that is no category id at all is bad input
    expect((await admin("PUT", "/api/admin/categories/abc", { nameHi: "कुछ" })).status).toBe(400);
    expect((await admin("PUT", "/api/admin/categories/99999999999", { nameHi: "कुछ" })).status).toBe(400);
    expect((await call("PUT", categoryPath(categoryId), { nameHi: "कुछ" }, shopperCookie)).status).toBe(403);
    expect((await call("PUT", categoryPath(categoryId), { nameHi: "कुछ" })).status).toBe(401);
    expect((await call("GET", "/api/admin/categories", undefined, shopperCookie)).status).toBe(403);
    expect((await call("GET", "/api/admin/categories")).status).toBe(401);
    const [row] = await shop.ctx.db
      .select({ nameHi: categories.nameHi })
      .from(categories)
      .where(eq(categories.id, categoryId));
    expect(row?.nameHi).toBeNull();
  });
});

describe("the product CSV's Hindi columns", () => {
  async function exportedRows(): Promise<{ header: string; rows: Record<string, string>[] }> {
    const exported = await admin("GET", "/api/admin/export/products.csv");
    expect(exported.status).toBe(200);
    const lines = (await exported.text()).split("\r\n");
    const csv = [lines[0], ...lines.filter((line) => line.startsWith(`${productId},`))].join("\r\n");
    return { header: lines[0] ?? "", rows: parse(csv, { columns: true }) as Record<string, string>[] };
  }

  function toCsv(rows: Record<string, string>[], columns: string[]): string {
    const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    return [
      columns.map(cell).join(","),
      ...rows.map((row) => columns.map((column) => cell(row[column] ?? "")).join(",")),
    ].join("\r\n");
  }

  async function importCsv(csv: string) {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "products_export.csv");
    const started = await shop.api("/api/admin/import/products", {
      method: "POST",
      headers: { cookie: adminCookie },
      body: form,
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    for (let tries = 0; tries < 300; tries++) {
      const progress = await (await admin("GET", `/api/admin/import/${jobId}`)).json();
      if (progress.status === "done" || progress.status === "failed") return progress;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the import did not finish");
  }

  test("export names the Hindi columns; export → import brings back what the owner wrote", async () => {
    expect((await save({ titleHi: "सूती धागे पर चंद्रमणि", descriptionHi: "पहली पंक्ति।\n\nदूसरी पंक्ति।" })).status).toBe(200);
    const exported = await exportedRows();
    for (const column of ["Title (Hindi)", "Subtitle (Hindi)", "Body (HTML) (Hindi)"])
      expect(exported.header.split(",")).toContain(column);
    const [first] = exported.rows;
    expect(first?.["Title (Hindi)"]).toBe(hindiName);
    expect(first?.["Subtitle (Hindi)"]).toBe("सूती धागे पर चंद्रमणि");
    const columns = exported.header.split(",");
    const before = await stored();
    // the owner clears them by hand; the file brings them back
    expect((await save({ nameHi: "", titleHi: "", descriptionHi: "" })).status).toBe(200);
    const progress = await importCsv(toCsv(exported.rows, columns));
    expect(progress.counts).toMatchObject({ updated: 1, problems: 0 });
    expect(await stored()).toEqual(before);
  }, 120_000);

  test("a file without the Hindi columns keeps the owner's Hindi; an empty Hindi cell clears it", async () => {
    const before = await stored();
    expect(before?.nameHi).toBe(hindiName);
    const { header, rows } = await exportedRows();
    const columns = header.split(",");
    const withoutHindi = columns.filter((column) => !column.endsWith("(Hindi)"));
    // Shopify's own file: no Hindi columns, the English title changed
    const shopifyRows = rows.map((row, index) => (index === 0 ? { ...row, Title: `${englishName} II` } : row));
    expect((await importCsv(toCsv(shopifyRows, withoutHindi))).counts).toMatchObject({ updated: 1, problems: 0 });
    const [renamed] = await shop.ctx.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    expect(renamed?.name).toBe(`${englishName} II`);
    expect(await stored()).toEqual(before);
    // the column there but empty: the Hindi name goes, the rest stays
    const cleared = rows.map((row, index) => (index === 0 ? { ...row, "Title (Hindi)": "" } : row));
    expect((await importCsv(toCsv(cleared, columns))).counts).toMatchObject({ updated: 1, problems: 0 });
    expect(await stored()).toEqual({ ...before, nameHi: null });
  }, 120_000);

  test("a Hindi cell over its limit is reported on its column and writes nothing", async () => {
    const before = await stored();
    const { header, rows } = await exportedRows();
    const tooLong = rows.map((row, index) => (index === 0 ? { ...row, "Title (Hindi)": "न".repeat(121) } : row));
    const progress = await importCsv(toCsv(tooLong, header.split(",")));
    expect(progress.counts).toMatchObject({ updated: 0, problems: 1 });
    expect(await stored()).toEqual(before);
  }, 120_000);
});
