// The claims guard in the catalogue import through HTTP (issue 36 point 1, decision 0054): the dry run
// lists every finding with its row, column, phrase and weight; an active row with a hard finding, or a
// warning nobody acknowledged, comes in as a draft with the finding as its to-do; an import over an
// existing product keeps its lab reports and the warnings its owner acknowledged.
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toCsv } from "../../../core/csv.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { editableProduct } from "../catalogue/admin-edit.ts";

let shop: TestShop;
let adminCookie = "";
let categoryId = 0;
const tag = `c${Date.now().toString(36)}`;
const report = { lab: "GIA", reportNumber: "2141438171", reportDate: "2026-03-12", caratWeight: 5.12 };

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const rows = await shop.ctx.db.execute<{ id: number }>(sql`
    select c.id from categories c join categories s on s.id = c.parent_id join categories p on p.id = s.parent_id
    where p.slug = 'aura-jewels' and c.level = 2 order by c.id limit 1`);
  categoryId = rows.rows[0]?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

const call = (method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, adminCookie));

/** A certified ruby, live, whose copy carries a warning its owner acknowledged ("I can prove this"). */
async function certifiedRuby(): Promise<string> {
  const response = await call("POST", "/api/products", {
    name: `Ruby ${tag}`,
    description: "A natural ruby, long associated with courage. Clinically proven colour grade.",
    sku: `${tag}-RUBY`.toUpperCase(),
    categoryId,
    acknowledgedClaims: ["clinically proven"],
    variants: [
      {
        variantname: "5 ct",
        sku: `${tag}-RUBY-5`.toUpperCase(),
        price: 8999,
        mrp: 9999,
        tax: 3,
        hsn: "7103",
        stock: 1,
        declarations: { netQuantity: { value: 1, unit: "pieces" } },
        certificate: report,
        // subscribe and save's terms: no CSV column says them, so an import keeps them (decision 0060)
        subscribeEvery: [1, 3],
        subscribeDiscount: 12,
      },
    ],
    declarations: {
      genericName: "Ruby",
      countryOfOrigin: "India",
      packerName: "Sattva Crafts",
      packerAddress: "22 Johari Bazaar, Jaipur, Rajasthan 302003",
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).product._id as string;
}

/** The shop's own export of one product, its rows changed by `edit` (and copied for more products). */
async function exportedRows(handle: string) {
  const csv = await (await call("GET", "/api/admin/export/products.csv")).text();
  const [header, ...rows] = parse(csv, { relax_column_count: true }) as string[][];
  const column = (name: string) => (header as string[]).indexOf(name);
  const mine = rows.filter((row) => row[column("Handle")] === handle);
  expect(mine.length).toBeGreaterThan(0);
  return { header: header as string[], rows: mine, column };
}

function upload(csv: string, dryRun: boolean) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "products.csv");
  return shop.api(`/api/admin/import/products${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { cookie: adminCookie },
    body: form,
  });
}

async function importAll(csv: string) {
  const started = await upload(csv, false);
  expect(started.status, await started.clone().text()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  for (let tries = 0; tries < 300; tries++) {
    const progress = await (await shop.api(`/api/admin/import/${jobId}`, { headers: { cookie: adminCookie } })).json();
    if (progress.status === "done" || progress.status === "failed") {
      const lines = await (
        await shop.api(`/api/admin/import/${jobId}/report.csv`, { headers: { cookie: adminCookie } })
      ).text();
      return { progress, report: lines };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the import did not finish");
}

describe("the claims guard in the import", () => {
  let rubyId = "";
  let csv = "";

  beforeAll(async () => {
    rubyId = await certifiedRuby();
    const { header, rows, column } = await exportedRows(rubyId);
    const copy = (handle: string, body: string) =>
      rows.map((row) => {
        const next = [...row];
        next[column("Handle")] = handle;
        if (column("Title") >= 0 && next[column("Title")]) next[column("Title")] = `${handle} stone`;
        if (next[column("Body (HTML)")]) next[column("Body (HTML)")] = `<p>${body}</p>`;
        if (column("Product SKU") >= 0 && next[column("Product SKU")])
          next[column("Product SKU")] = handle.toUpperCase();
        if (next[column("Variant SKU")]) next[column("Variant SKU")] = `${handle}-V`.toUpperCase();
        return next;
      });
    const updated = rows.map((row) => {
      const next = [...row];
      next[column("Body (HTML)")] =
        `<p>A natural ruby, long associated with courage. Clinically proven colour grade. Kept in a velvet pouch.</p>`;
      return next;
    });
    csv = toCsv(header, [
      ...copy(`${tag}-cure`, "Amethyst cures diabetes and calms the mind."),
      ...copy(`${tag}-promise`, "Guaranteed results for every wearer."),
      ...updated,
    ]);
  });

  test("the dry run lists each finding with its row, column, phrase and weight; nothing is written", async () => {
    const response = await upload(csv, true);
    expect(response.status, await response.clone().text()).toBe(200);
    const run = await response.json();
    const byHandle = (handle: string) => run.claims.filter((claim: { handle: string }) => claim.handle === handle);
    expect(byHandle(`${tag}-cure`)).toEqual([
      expect.objectContaining({
        row: 2,
        column: "Body (HTML)",
        phrase: "cures diabetes",
        severity: "hard",
        acknowledged: false,
      }),
    ]);
    expect(byHandle(`${tag}-promise`)).toEqual([
      expect.objectContaining({
        row: 3,
        column: "Body (HTML)",
        phrase: "Guaranteed",
        severity: "warning",
        acknowledged: false,
      }),
    ]);
    expect(byHandle(rubyId)).toEqual([
      expect.objectContaining({ row: 4, phrase: "Clinically proven", severity: "warning", acknowledged: true }),
    ]);
    expect(byHandle(`${tag}-cure`)[0].suggestion).toBeTruthy();
    // both new rows come in as drafts, the acknowledged product does not
    expect(run.drafts.map((draft: { handle: string }) => draft.handle).sort()).toEqual(
      [`${tag}-cure`, `${tag}-promise`].sort(),
    );
    expect(run.products).toMatchObject({ create: 2, update: 1 });
    const written = await shop.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where id like ${`${tag}-%`}`,
    );
    expect(written.rows[0]?.n).toBe(0);
  });

  test("the import drafts the hard and the unacknowledged rows with their to-dos, and keeps the ruby's report and acknowledgement", async () => {
    const { progress, report: lines } = await importAll(csv);
    expect(progress, lines).toMatchObject({ status: "done" });
    expect(progress.counts).toMatchObject({ created: 2, updated: 1, drafts: 2, skipped: 0 });

    const cure = await editableProduct(shop.ctx, `${tag}-cure`);
    expect(cure.status).toBe("draft");
    const promise = await editableProduct(shop.ctx, `${tag}-promise`);
    expect(promise.status).toBe("draft");
    const todos = await shop.ctx.db.execute<{ id: string; todos: string[] }>(
      sql`select id, todos from products where id in (${`${tag}-cure`}, ${`${tag}-promise`}) order by id`,
    );
    expect(todos.rows.find((row) => row.id.endsWith("-cure"))?.todos).toEqual(
      expect.arrayContaining([expect.stringContaining('"cures diabetes"')]),
    );
    expect(todos.rows.find((row) => row.id.endsWith("-promise"))?.todos).toEqual([
      expect.stringContaining('"Guaranteed"'),
    ]);

    const ruby = await editableProduct(shop.ctx, rubyId);
    expect(ruby.description).toContain("velvet pouch");
    expect(ruby.status).toBe("active");
    expect(ruby.acknowledgedClaims).toEqual(["clinically proven"]);
    expect(ruby.variants[0]?.certificate).toMatchObject(report);
    expect(ruby.variants[0]).toMatchObject({ subscribeEvery: [1, 3], subscribeDiscount: 12 });
  });
});
