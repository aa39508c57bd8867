// A real Shopify product export moving in through HTTP (issue 32 points 6-7, issue 38 point 15): the
// full 63-column header with CRLF endings, the mapping step (each Type mapped once, suggested, and
// remembered for the next import; HSN and GST per category), compare-at not the M.R.P. unless the
// owner says, rows lacking declarations or making a refused claim brought in as drafts with to-dos
// the admin's list filters on and that clear when fixed, the gift card left out, "piece", CRLF/LF.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importMessages } from "../../../core/catalogue-import.ts";
import { categoryTaxDefaults, importCategoryMappings, importJobs, products, variants } from "../../db/schema.ts";
import { createAccount, makeAdmin, signInCookie, testShopEnv } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { editableProduct } from "../catalogue/admin-edit.ts";

const fixture = fs.readFileSync(path.join(import.meta.dirname, "fixtures/shopify-products-export.csv"), "utf8");

let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const shopper = await createAccount(shop);
  shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

/**
 * The fixture with its handles and SKUs made unique, its CDN addresses on a private network (refused
 * at once, reported per row, never fetched: the test does not depend on the internet).
 */
function exportOf(prefix: string): string {
  return fixture
    .replaceAll("https://cdn.shopify.com/s/files/1/0612/3456/7890/files/", "http://10.0.0.1/files/")
    .replace(/\r\n([a-z-]+),/g, (_match, handle: string) => `\r\n${prefix}-${handle},`)
    .replace(/,(RQB|AMT|LSC|WSS|CCS|MSR)-/g, (_match, code: string) => `,${prefix.toUpperCase()}${code}-`);
}

function upload(csv: string, options: { dryRun?: boolean; mapping?: unknown; cookie?: string } = {}) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "products_export_1.csv");
  if (options.mapping !== undefined)
    form.append("mapping", typeof options.mapping === "string" ? options.mapping : JSON.stringify(options.mapping));
  return shop.api(`/api/admin/import/products${options.dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { cookie: options.cookie ?? adminCookie },
    body: form,
  });
}

async function importAll(csv: string, mapping?: unknown) {
  const started = await upload(csv, { mapping });
  expect(started.status, await started.clone().text()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  for (let tries = 0; tries < 300; tries++) {
    const progress = await (await shop.api(`/api/admin/import/${jobId}`, { headers: { cookie: adminCookie } })).json();
    if (progress.status === "done" || progress.status === "failed") {
      const report = await (
        await shop.api(`/api/admin/import/${jobId}/report.csv`, { headers: { cookie: adminCookie } })
      ).text();
      return { progress, report };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the import did not finish");
}

interface DryRun {
  products: Record<string, number>;
  problems: { handle: string; column: string; message: string }[];
  drafts: { handle: string; todos: string[] }[];
  mapping: {
    sources: { source: string; column: string; products: number; categoryId: number | null; remembered: boolean }[];
    categories: { id: number; label: string }[];
    taxDefaults: { categoryId: number; hsn: string; tax: number; remembered: boolean }[];
    compareAtVariants: number;
    compareAtIsMrp: boolean;
  };
}

async function dryRun(csv: string, mapping?: unknown): Promise<DryRun> {
  const response = await upload(csv, { dryRun: true, mapping });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DryRun;
}

const labelOf = (run: DryRun, id: number | null) => run.mapping.categories.find((entry) => entry.id === id)?.label;

/** The mapping step answered as the page sends it: the suggestions, one changed, HSN and GST per category. */
function answersOf(run: DryRun, change: Record<string, string> = {}) {
  const categories = run.mapping.sources.map((source) => {
    const wanted = change[source.source];
    const id = wanted ? run.mapping.categories.find((entry) => entry.label.endsWith(wanted))?.id : source.categoryId;
    return { source: source.source, categoryId: id };
  });
  const taxDefaults = [...new Set(categories.map((entry) => entry.categoryId))].map((categoryId) => {
    const known = run.mapping.taxDefaults.find((entry) => entry.categoryId === categoryId);
    return { categoryId, hsn: known?.hsn ?? "7117", tax: known?.tax ?? 3 };
  });
  return { categories, taxDefaults };
}

describe("a real Shopify export (the full header, CRLF)", () => {
  const prefix = `s${Date.now().toString(36)}`;

  test("the dry run asks the mapping step's questions: each Type once with a suggestion, HSN and GST, compare-at not M.R.P.", async () => {
    expect(fixture.split("\r\n")[0]?.split(",").length).toBe(63);
    const run = await dryRun(exportOf(prefix));
    const suggested = Object.fromEntries(
      run.mapping.sources.map((source) => [source.source, labelOf(run, source.categoryId) ?? null]),
    );
    expect(suggested).toEqual({
      "Crystal Bracelet": "Aura Jewels > Crystal Bracelets > Crystal Bracelet",
      // "Crystal Tumble" and "Tumble Kits" fit as well as each other: the owner chooses
      "Tumbled Stones": null,
      Candle: expect.stringMatching(/> Candle$/),
      Sage: expect.stringMatching(/> Sage$/),
      "Clay Soap": "Body Soap > Body Soaps > Clay Soap",
      Ring: "Aura Jewels > Wearables > Ring",
    });
    expect(run.mapping.sources.every((source) => source.column === "Type" && !source.remembered)).toBe(true);
    // the suggested HSN and GST come from the category's own products until the owner says
    const bracelet = run.mapping.sources.find((source) => source.source === "Crystal Bracelet");
    expect(run.mapping.taxDefaults.find((entry) => entry.categoryId === bracelet?.categoryId)).toMatchObject({
      hsn: expect.stringMatching(/^\d{4,8}$/),
      remembered: false,
    });
    expect(run.mapping.compareAtIsMrp).toBe(false);
    expect(run.mapping.compareAtVariants).toBe(5);
    // nothing active is skipped for lack of declarations: drafts with to-dos; left out are the gift
    // card and the product whose Type is not mapped yet
    expect(run.products).toMatchObject({ create: 5, skipped: 2, drafts: 4 });
    expect(run.problems).toEqual([
      expect.objectContaining({
        handle: `${prefix}-amethyst-tumbled-stones`,
        column: "Type",
        message: importMessages.category("Tumbled Stones"),
      }),
      expect.objectContaining({
        handle: `${prefix}-sattva-gift-card`,
        column: "Gift Card",
        message: importMessages.giftCard,
      }),
    ]);
    const soap = run.drafts.find((draft) => draft.handle === `${prefix}-charcoal-clay-soap`);
    expect(soap?.todos).toEqual(expect.arrayContaining(["Ingredients", "Manufacturing licence number"]));
    const sage = run.drafts.find((draft) => draft.handle === `${prefix}-white-sage-smudge-stick`);
    expect(sage?.todos).toEqual(
      expect.arrayContaining(["Country of origin", expect.stringContaining('"cures diabetes"')]),
    );
    expect(await shop.ctx.db.select().from(importCategoryMappings)).toEqual([]);
  });

  test("the import runs with the owner's answers: drafts with to-dos, compare-at kept out of the M.R.P., no SEO subtitle", async () => {
    const run = await dryRun(exportOf(prefix));
    const answers = answersOf(run, { "Tumbled Stones": "Tumble Kits" });
    const bracelet = answers.categories.find((entry) => entry.source === "Crystal Bracelet");
    const braceletTax = answers.taxDefaults.find((entry) => entry.categoryId === bracelet?.categoryId);
    if (braceletTax) Object.assign(braceletTax, { hsn: "71171900", tax: 3 });
    const { progress, report } = await importAll(exportOf(prefix), answers);
    expect(progress, report).toMatchObject({ status: "done", totalProducts: 7 });
    expect(progress.counts).toMatchObject({ created: 6, skipped: 1, drafts: 5 });
    expect(report).toContain(
      `${prefix}-rose-quartz-bracelet,drafted,Status,"Came in as a draft: Generic name; Country of origin`,
    );

    const rose = await editableProduct(shop.ctx, `${prefix}-rose-quartz-bracelet`);
    expect(rose.status).toBe("draft");
    expect(rose.title).toBe("");
    expect(
      rose.variants.map((variant) => [variant.size, variant.price, variant.mrp, variant.hsn, variant.tax]),
    ).toEqual([
      ["Small (6 in)", 899, 899, "71171900", 3],
      ["Medium (7 in)", 949, 949, "71171900", 3],
      ["Large (8 in)", 999, 999, "71171900", 3],
    ]);
    const tumbles = await editableProduct(shop.ctx, `${prefix}-amethyst-tumbled-stones`);
    expect(labelOf(run, tumbles.categoryId)).toMatch(/> Tumble Kits$/);
    expect((await editableProduct(shop.ctx, `${prefix}-moonstone-ring`)).status).toBe("draft");
    expect(
      await shop.ctx.db
        .select()
        .from(products)
        .where(eq(products.id, `${prefix}-sattva-gift-card`)),
    ).toEqual([]);
    const [sage] = await shop.ctx.db
      .select({ status: products.status, todos: products.todos })
      .from(products)
      .where(eq(products.id, `${prefix}-white-sage-smudge-stick`));
    expect(sage?.status).toBe("draft");
    expect(sage?.todos).toEqual(expect.arrayContaining([expect.stringContaining('"cures diabetes"')]));
  });

  test("the admin's list filters on Needs attention, and a product leaves it once fixed", async () => {
    const list = async () =>
      (
        await (
          await shop.api(`/api/admin/products?todo=needs-attention&search=${prefix}&pageSize=50`, {
            headers: { cookie: adminCookie },
          })
        ).json()
      ).products as { _id: string; todos: string[] }[];
    const before = await list();
    expect(before.map((row) => row._id).sort()).toEqual(
      [
        "amethyst-tumbled-stones",
        "charcoal-clay-soap",
        "lavender-soy-candle",
        "moonstone-ring",
        "rose-quartz-bracelet",
        "white-sage-smudge-stick",
      ].map((handle) => `${prefix}-${handle}`),
    );
    expect(before.find((row) => row._id.endsWith("rose-quartz-bracelet"))?.todos).toContain("Country of origin");

    const rose = await editableProduct(shop.ctx, `${prefix}-rose-quartz-bracelet`);
    const fixed = {
      ...rose,
      status: "active",
      declarations: {
        ...rose.declarations,
        genericName: "Bracelet",
        countryOfOrigin: "India",
        packerName: "Sattva Crafts",
        packerAddress: "12 MG Road, Jaipur 302001",
        netQuantity: { value: 1, unit: "pieces" },
      },
    };
    const saved = await shop.api(`/api/products/${prefix}-rose-quartz-bracelet`, {
      method: "PUT",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      body: JSON.stringify(fixed),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await list();
    expect(after.map((row) => row._id)).not.toContain(`${prefix}-rose-quartz-bracelet`);
    expect(after).toHaveLength(5);
    // a shopper cannot read the list
    const refused = await shop.api("/api/admin/products?todo=needs-attention", { headers: { cookie: shopperCookie } });
    expect(refused.status).toBe(403);
  });

  test("the next import remembers the mapping and the HSN and GST", async () => {
    const run = await dryRun(exportOf(`${prefix}b`));
    const tumbles = run.mapping.sources.find((source) => source.source === "Tumbled Stones");
    expect(tumbles?.remembered).toBe(true);
    expect(labelOf(run, tumbles?.categoryId ?? null)).toMatch(/> Tumble Kits$/);
    const bracelet = run.mapping.sources.find((source) => source.source === "Crystal Bracelet");
    expect(run.mapping.taxDefaults.find((entry) => entry.categoryId === bracelet?.categoryId)).toEqual({
      categoryId: bracelet?.categoryId,
      hsn: "71171900",
      tax: 3,
      remembered: true,
    });
    // imported without any answers: the remembered ones are used
    const { progress } = await importAll(exportOf(`${prefix}b`));
    expect(progress.counts).toMatchObject({ created: 6, skipped: 1 });
    const again = await editableProduct(shop.ctx, `${prefix}b-amethyst-tumbled-stones`);
    expect(labelOf(run, again.categoryId)).toMatch(/> Tumble Kits$/);
  });

  test("compare-at is the M.R.P. only when the owner says so", async () => {
    const run = await dryRun(exportOf(`${prefix}c`), { compareAtIsMrp: true });
    expect(run.mapping.compareAtIsMrp).toBe(true);
    await importAll(exportOf(`${prefix}c`), { ...answersOf(run), compareAtIsMrp: true });
    const rose = await editableProduct(shop.ctx, `${prefix}c-rose-quartz-bracelet`);
    expect(rose.variants.map((variant) => [variant.price, variant.mrp])).toEqual([
      [899, 1299],
      [949, 1349],
      [999, 1399],
    ]);
  });

  test("a bad mapping answer is refused with 400 and starts nothing", async () => {
    const jobs = (await shop.ctx.db.select().from(importJobs)).length;
    const remembered = await shop.ctx.db.select().from(categoryTaxDefaults);
    for (const mapping of [
      "{not json",
      { categories: [{ source: "Candle", categoryId: 999_999 }] },
      { taxDefaults: [{ categoryId: 1, hsn: "12", tax: 3 }] },
      { taxDefaults: [{ categoryId: 1, hsn: "3406", tax: 7 }] },
    ]) {
      const response = await upload(exportOf(`${prefix}d`), { mapping });
      expect(response.status, JSON.stringify(mapping)).toBe(400);
      expect((await response.json()).error.code).toBeTruthy();
    }
    expect((await shop.ctx.db.select().from(importJobs)).length).toBe(jobs);
    expect(await shop.ctx.db.select().from(categoryTaxDefaults)).toEqual(remembered);
    expect(
      fs.readdirSync(path.join(shop.ctx.config.dataDir, "imports")).filter((name) => name.endsWith(".csv")),
    ).toEqual([]);
  });
});

describe("the shop's own columns (issue 38 point 15)", () => {
  test('"piece" is read as pieces, and a CRLF header with LF rows is read row by row', async () => {
    const prefix = `p${Date.now().toString(36)}`;
    const header =
      "Handle,Title,Body (HTML),Product Category,Status,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,HSN,GST Rate,Generic Name,Country of Origin,Packer Name,Packer Address,Net Quantity,Net Quantity Unit";
    const line = (handle: string, sku: string, unit: string) =>
      `${prefix}-${handle},Pyrite ${handle},<p>Pyrite cluster.</p>,Divine Crystals > Tumbles & Kits > Crystal Tumble,active,Title,Default Title,${prefix.toUpperCase()}-${sku},499,4,7103,0.25,Pyrite,India,Sattva Crafts,"12 MG Road, Jaipur",1,${unit}`;
    const csv = `${header}\r\n${line("one", "1", "piece")}\n${line("two", "2", "pcs")}\n${line("three", "3", "pieces")}\n`;
    const run = await dryRun(csv);
    expect(run.products).toMatchObject({ create: 3, skipped: 0, drafts: 0 });
    const { progress } = await importAll(csv);
    expect(progress.counts).toMatchObject({ created: 3 });
    for (const handle of ["one", "two", "three"]) {
      const product = await editableProduct(shop.ctx, `${prefix}-${handle}`);
      expect(product.status).toBe("active");
      expect(product.declarations.netQuantity).toEqual({ value: 1, unit: "pieces" });
    }
    const [variant] = await shop.ctx.db
      .select({ gstRate: variants.gstRate })
      .from(variants)
      .where(eq(variants.sku, `${prefix.toUpperCase()}-1`));
    expect(variant?.gstRate).toBe(25);
  });
});
