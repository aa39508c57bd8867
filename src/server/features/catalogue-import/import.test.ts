// Moving in from Shopify through HTTP: the documented sample CSV's dry run and import (options,
// images from a local stand-in server, a draft), broken rows reported with row and column and
// skipped, a second import changing nothing, export → import into another shop giving the same
// catalogue, and the endpoints closed to anyone but an admin.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { asc, eq, like, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importLimits, importMessages } from "../../../core/catalogue-import.ts";
import { importJobs, products, users, variants } from "../../db/schema.ts";
import { createAccount, makeAdmin, signInCookie, testShopEnv } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { editableProduct } from "../catalogue/admin-edit.ts";
import {
  createImportJob,
  importFolder,
  importProgress,
  importRound,
  keepUpload,
  leftoverUploads,
  sweepImportFolder,
} from "./jobs.ts";
import { shopifySampleCsv } from "./shopify-sample.ts";

let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";
let images: http.Server;
let imageBase = "";
/** A server on a private address that no import may reach: every request it sees is a failure. */
let canary: http.Server;
let canaryBase = "";
const canarySaw: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#e8b4c0" } })
    .png()
    .toBuffer();
  // the stand-in for Shopify's CDN: two images, the gallery one missing (404)
  // (a path under /to-loopback/ redirects to the same file on 127.0.0.1, port 80)
  images = http.createServer((req, res) => {
    if (req.url?.startsWith("/to-loopback/")) {
      res.writeHead(302, { location: `http://127.0.0.1/${req.url.slice("/to-loopback/".length)}` }).end();
    } else if (req.url?.endsWith("-front.png") || req.url?.endsWith("-back.png")) {
      res.writeHead(200, { "content-type": "image/png" }).end(png);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  const address = images.address();
  imageBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  canary = http.createServer((req, res) => {
    canarySaw.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  const canaryAddress = canary.address();
  canaryBase = `http://127.0.0.1:${typeof canaryAddress === "object" && canaryAddress ? canaryAddress.port : 0}`;
  // the stand-in CDN is on loopback: only it is made reachable, in code (never by a setting)
  shop = await startTestShop({ seed: true, env: testShopEnv, outbound: { testOnlyReachable: [imageBase] } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const shopper = await createAccount(shop);
  shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => images?.close(resolve));
  await new Promise((resolve) => canary?.close(resolve));
});

function upload(target: TestShop, cookie: string, csv: string, dryRun: boolean, zip?: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "products_export.csv");
  if (zip) form.append("images", new Blob([Buffer.from(zip)], { type: "application/zip" }), "images.zip");
  return target.api(`/api/admin/import/products${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
}

async function importAll(target: TestShop, cookie: string, csv: string, zip?: Uint8Array) {
  const started = await upload(target, cookie, csv, false, zip);
  expect(started.status, await started.clone().text()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  for (let tries = 0; tries < 300; tries++) {
    const progress = await (await target.api(`/api/admin/import/${jobId}`, { headers: { cookie } })).json();
    if (progress.status === "done" || progress.status === "failed") {
      const report = await (await target.api(`/api/admin/import/${jobId}/report.csv`, { headers: { cookie } })).text();
      return { progress, report };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the import did not finish");
}

const prefix = `t${Date.now().toString(36)}`;

describe("Shopify's sample CSV", () => {
  test("the dry run counts what would be made and writes nothing", async () => {
    const response = await upload(shop, adminCookie, shopifySampleCsv(prefix, imageBase), true);
    expect(response.status, await response.clone().text()).toBe(200);
    const report = await response.json();
    expect(report.products).toEqual({ create: 3, update: 0, unchanged: 0, skipped: 0, drafts: 0 });
    expect(report.variants).toEqual({ create: 4, update: 0 });
    expect(report.problems).toEqual([]);
    expect(
      await shop.ctx.db
        .select()
        .from(products)
        .where(like(products.id, `${prefix}-%`)),
    ).toEqual([]);
  });

  test("imports options, prices, images and the draft; an unreachable image is reported, not fatal", async () => {
    const { progress, report } = await importAll(shop, adminCookie, shopifySampleCsv(prefix, imageBase));
    expect(progress).toMatchObject({ status: "done", doneProducts: 3, totalProducts: 3, progress: 100 });
    expect(progress.counts).toMatchObject({ created: 3, skipped: 0, problems: 1 });
    expect(report).toContain(
      `4,${prefix}-rose-bracelet,image,Image Src,The image at ${imageBase}/rose-gallery.png could not be fetched`,
    );

    const rose = await editableProduct(shop.ctx, `${prefix}-rose-bracelet`);
    expect(rose.name).toBe("Rose Quartz Bracelet");
    expect(rose.description).toBe("Soft pink beads.");
    expect(rose.status).toBe("active");
    expect(rose.chakras).toEqual(["Heart"]);
    expect(rose.declarations).toMatchObject({ countryOfOrigin: "India", packerName: "Sattva Crafts" });
    expect(
      rose.variants.map((variant) => [variant.variantname, variant.size, variant.price, variant.mrp, variant.stock]),
    ).toEqual([
      ["Small / 6 mm", "Small", 1299, 1499, 5],
      ["Large / 8 mm", "Large", 1499, 1499, 7],
    ]);
    expect(rose.images.front).toBeTruthy();
    expect(rose.images.back).toBeTruthy();
    const [small] = await shop.ctx.db
      .select({ price: variants.price, gstRate: variants.gstRate, hsn: variants.hsn })
      .from(variants)
      .where(eq(variants.sku, `${prefix.toUpperCase()}-RQ-S6`));
    expect(small).toEqual({ price: 129_900, gstRate: 300, hsn: "7117" });
    const ring = await editableProduct(shop.ctx, `${prefix}-draft-ring`);
    expect(ring.status).toBe("draft");
    const listed = await (await shop.api(`/api/products/${prefix}-moon-pendant`)).json();
    expect(listed.product?.name ?? listed.name).toBe("Moonstone Pendant");
  });

  test("importing the same file again changes nothing", async () => {
    const before = await shop.ctx.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(like(products.id, `${prefix}-%`))
      .orderBy(asc(products.id));
    const dry = await (await upload(shop, adminCookie, shopifySampleCsv(prefix, imageBase), true)).json();
    expect(dry.products).toEqual({ create: 0, update: 0, unchanged: 3, skipped: 0, drafts: 0 });
    const { progress } = await importAll(shop, adminCookie, shopifySampleCsv(prefix, imageBase));
    expect(progress.counts).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const after = await shop.ctx.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(like(products.id, `${prefix}-%`))
      .orderBy(asc(products.id));
    expect(after).toEqual(before);
  });
});

describe("addresses on private networks (issue 32 point 2)", () => {
  test("loopback, cloud metadata, private, IPv6 loopback, a name resolving to loopback, a redirect to loopback and other ports are refused per row; nothing is fetched", async () => {
    const refused: [string, string][] = [
      ["http://127.0.0.1", "is on a private network"],
      ["http://169.254.169.254/latest/meta-data", "is on a private network"],
      ["http://10.0.0.1", "is on a private network"],
      ["http://[::1]", "is on a private network"],
      ["http://2130706433", "is on a private network"],
      ["http://localhost", "is on a private network (localhost is "],
      [`${imageBase}/to-loopback`, "is on a private network"],
      [canaryBase, "uses port"],
      [`http://localhost:${new URL(canaryBase).port}`, "uses port"],
      ["http://example.com:8080", "uses port 8080"],
    ];
    const [header, ...rest] = refused.map(([base], index) =>
      shopifySampleCsv(`${prefix}ssrf${index}`, base).split("\r\n").filter(Boolean),
    );
    const csv = [...(header ?? []), ...rest.flatMap((lines) => lines.slice(1))].join("\r\n");
    const { progress, report } = await importAll(shop, adminCookie, csv);
    expect(progress.status, report).toBe("done");
    for (const [base, reason] of refused) {
      for (const name of ["rose-front.png", "rose-back.png", "rose-gallery.png"]) {
        const address = `${base}/${name}`;
        const line = report.split("\n").find((row) => row.includes(`The image at ${address} was not fetched`));
        expect(line, `${address}\n${report}`).toContain(",Image Src,");
        expect(line).toContain(reason);
        expect(line).toContain("only");
      }
    }
    expect(report).toContain(
      `The image at ${imageBase}/to-loopback/rose-front.png was not fetched: the address ${imageBase}/to-loopback/rose-front.png (redirected to http://127.0.0.1/rose-front.png) is on a private network; only public web addresses are fetched`,
    );
    expect(canarySaw).toEqual([]);
  }, 120_000);
});

describe("the job", () => {
  test("a job a restart interrupted resumes after its last committed product", async () => {
    const p = `${prefix}r`;
    const csv = shopifySampleCsv(p, imageBase);
    const files = keepUpload(shop.ctx, Buffer.from(csv), null);
    const job = await createImportJob(shop.ctx, "resume.csv", files, null);
    // as a crash leaves it: running, the first product committed (here: never written, so it stays absent)
    await shop.ctx.db.update(importJobs).set({ status: "running", doneProducts: 1 }).where(eq(importJobs.id, job.id));
    for (let tries = 0; tries < 300; tries++) {
      await importRound(shop.ctx, "test-restart");
      if ((await importProgress(shop.ctx, job.id)).status === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const made = await shop.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(like(products.id, `${p}-%`));
    expect(made.map((row) => row.id).sort()).toEqual([`${p}-draft-ring`, `${p}-moon-pendant`]);
    expect((await importProgress(shop.ctx, job.id)).doneProducts).toBe(3);
    // its upload is not kept once the report is written
    expect(fs.existsSync(files.csvPath)).toBe(false);
  });

  test("a job whose upload is gone fails with a reason; the shop goes on", async () => {
    const files = keepUpload(shop.ctx, Buffer.from(shopifySampleCsv(`${prefix}g`, imageBase)), null);
    const job = await createImportJob(shop.ctx, "gone.csv", files, null);
    fs.rmSync(files.csvPath);
    for (let tries = 0; tries < 300; tries++) {
      await importRound(shop.ctx, "test-gone");
      if (["failed", "done"].includes((await importProgress(shop.ctx, job.id)).status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await importProgress(shop.ctx, job.id)).status).toBe("failed");
    expect((await shop.api("/api/products?pageSize=1")).status).toBe(200);
  });

  test("uploads nothing will read are deleted once an hour old; a young one and an unfinished job's stay", async () => {
    const folder = importFolder(shop.ctx);
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    const leftover = (name: string, old: boolean) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, "Handle\r\n");
      if (old) fs.utimesSync(file, hourAgo, hourAgo);
      return file;
    };
    const cutOff = leftover(`${prefix}-cut.part`, true);
    const orphan = leftover(`${prefix}-orphan.csv`, true);
    const inFlight = leftover(`${prefix}-in-flight.part`, false);
    const notOurs = leftover(`${prefix}-notes.txt`, true);
    // an unfinished job's upload, however old (a real job here would be run by the shop's own runner)
    const jobs = leftover(`${prefix}-queued.csv`, true);
    expect(leftoverUploads(folder, new Set([jobs]))).not.toContain(path.basename(jobs));

    const removed = await sweepImportFolder(shop.ctx);
    expect(removed).toEqual(expect.arrayContaining([path.basename(cutOff), path.basename(orphan)]));
    for (const gone of [cutOff, orphan]) expect(fs.existsSync(gone)).toBe(false);
    for (const kept of [inFlight, notOurs]) expect(fs.existsSync(kept)).toBe(true);
    for (const file of [inFlight, notOurs, jobs]) fs.rmSync(file, { force: true });
  });
});

describe("broken rows", () => {
  test("a bad price, a missing title and an unknown category are reported with row and column and skipped", async () => {
    const p = `${prefix}b`;
    const csv = [
      "Handle,Title,Body (HTML),Product Category,Variant SKU,Variant Price,HSN,GST Rate,Status",
      `${p}-good,Good Pendant,Fine.,Pendant,${p}-G,300,7117,3,draft`,
      `${p}-price,Bad Price,Fine.,Pendant,${p}-P,abc,7117,3,draft`,
      `${p}-title,,Fine.,Pendant,${p}-T,300,7117,3,draft`,
      `${p}-category,Lost Pendant,Fine.,Spaceships,${p}-C,300,7117,3,draft`,
    ].join("\r\n");
    const dry = await (await upload(shop, adminCookie, csv, true)).json();
    expect(dry.products).toMatchObject({ create: 1, skipped: 3 });
    const where = dry.problems.map((problem: { row: number; column: string }) => `${problem.row}:${problem.column}`);
    expect(where).toEqual(["3:Variant Price", "4:Title", "5:Product Category"]);
    const { progress, report } = await importAll(shop, adminCookie, csv);
    expect(progress.counts).toMatchObject({ created: 1, skipped: 3 });
    expect(report).toContain(`3,${p}-price,problem,Variant Price,Enter a number`);
    expect(report).toContain(`5,${p}-category,problem,Product Category,"Unknown category ""Spaceships""`);
    expect(
      (
        await shop.ctx.db
          .select()
          .from(products)
          .where(like(products.id, `${p}-%`))
      ).map((row) => row.id),
    ).toEqual([`${p}-good`]);
  });

  test("a product the form's rules refuse on writing is skipped; the rest of its batch is written", async () => {
    const p = `${prefix}w`;
    // a soap said not to be a cosmetic (Cosmetic FALSE) passes the CSV's checks and is refused by the writer's
    const csv = [
      "Handle,Title,Body (HTML),Product Category,Variant SKU,Variant Price,HSN,GST Rate,Status,Cosmetic",
      `${p}-first,First Pendant,Fine.,Pendant,${p}-F,300,7117,3,draft,`,
      `${p}-soap,Clay Bar,Fine.,Clay Soap,${p}-S,120,3401,18,draft,FALSE`,
      `${p}-last,Last Pendant,Fine.,Pendant,${p}-L,300,7117,3,draft,`,
    ].join("\r\n");
    const { progress, report } = await importAll(shop, adminCookie, csv);
    expect(progress).toMatchObject({ status: "done", doneProducts: 3 });
    expect(progress.counts).toMatchObject({ created: 2, skipped: 1 });
    expect(report).toContain(`3,${p}-soap,skipped`);
    expect(report).toContain(`3,${p}-soap,problem,declarations.cosmetic,`);
    const made = await shop.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(like(products.id, `${p}-%`));
    expect(made.map((row) => row.id).sort()).toEqual([`${p}-first`, `${p}-last`]);
  });

  test("a CSV over its limit gets 413 and leaves nothing behind: no job, no file", async () => {
    const folder = importFolder(shop.ctx);
    const filesBefore = fs.readdirSync(folder).sort();
    const [jobsBefore] = await shop.ctx.db.select({ count: sql<number>`count(*)::int` }).from(importJobs);
    const row = `${prefix}-huge,Huge Pendant,Fine.,Pendant,${prefix}-H,300,7117,3,draft\r\n`;
    const csv = `Handle,Title,Body (HTML),Product Category,Variant SKU,Variant Price,HSN,GST Rate,Status\r\n${row.repeat(
      Math.ceil((importLimits.csvBytes + 1) / row.length),
    )}`;
    for (const dryRun of [true, false]) {
      const response = await upload(shop, adminCookie, csv, dryRun);
      expect(response.status).toBe(413);
      expect((await response.json()).error.message).toBe(importMessages.tooLarge);
    }
    expect(fs.readdirSync(folder).sort()).toEqual(filesBefore);
    const [jobsAfter] = await shop.ctx.db.select({ count: sql<number>`count(*)::int` }).from(importJobs);
    expect(jobsAfter).toEqual(jobsBefore);
  });

  test("a file that is not a product CSV is refused with 400", async () => {
    const response = await upload(shop, adminCookie, "name,email\nA,a@example.test\n", true);
    expect(response.status).toBe(400);
  });
});

describe("export", () => {
  /** The sample's products as exported by the first shop: the header and their rows. */
  async function exportedSample() {
    const exported = await shop.api("/api/admin/export/products.csv", { headers: { cookie: adminCookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await exported.text()).split("\r\n");
    return [lines[0], ...lines.filter((line) => line.startsWith(`${prefix}-`))].join("\r\n");
  }

  /** Each image row of the sample's products in a shop's export: its handle and its alt text. */
  async function exportedAlts(target: TestShop, cookie: string) {
    const exported = await target.api("/api/admin/export/products.csv", { headers: { cookie } });
    const rows = parse(await exported.text(), { columns: true }) as Record<string, string>[];
    return rows
      .filter((row) => row.Handle?.startsWith(`${prefix}-`) && row["Image Src"])
      .map((row) => [row.Handle, row["Image Alt Text"]]);
  }

  /** Imports into a fresh shop and checks it then holds the same products as the first one. */
  async function importIntoAnotherShop(csv: string, zip?: Uint8Array) {
    const other = await startTestShop({ seed: true, env: testShopEnv, outbound: { testOnlyReachable: [shop.url] } });
    try {
      const admin = await createAccount(other);
      await makeAdmin(other, admin.email);
      const cookie = await signInCookie(other, admin.email, admin.password);
      const { progress, report } = await importAll(other, cookie, csv, zip);
      expect(progress.counts, report).toMatchObject({ created: 3, skipped: 0, problems: 0 });
      for (const handle of ["rose-bracelet", "moon-pendant", "draft-ring"]) {
        const a = await editableProduct(shop.ctx, `${prefix}-${handle}`);
        const b = await editableProduct(other.ctx, `${prefix}-${handle}`);
        // images are stored again in the other shop (new keys): compare which slots are filled
        const shape = (product: typeof a) => ({
          ...product,
          images: Object.fromEntries(
            Object.entries(product.images).map(([slot, value]) => [
              slot,
              Array.isArray(value) ? value.length : Boolean(value),
            ]),
          ),
          variants: product.variants.map(({ id: _id, images: variantImages, ...variant }) => ({
            ...variant,
            images: [Boolean(variantImages.front), Boolean(variantImages.back), variantImages.gallery.length],
          })),
        });
        expect(shape(b)).toEqual(shape(a));
      }
      // the images' alt text comes back with them (kept with each stored image; the gallery's was unreachable)
      const alts = await exportedAlts(shop, adminCookie);
      expect(alts).toEqual(
        expect.arrayContaining([
          [`${prefix}-rose-bracelet`, "Rose front"],
          [`${prefix}-rose-bracelet`, "Rose back"],
        ]),
      );
      expect(await exportedAlts(other, cookie)).toEqual(alts);
    } finally {
      await other.close();
    }
  }

  test("export → import into another shop gives the same catalogue", async () => {
    await importIntoAnotherShop(await exportedSample());
  }, 180_000);

  test("images saved from an export's addresses come back by file name from a ZIP", async () => {
    const csv = await exportedSample();
    const addresses = [...new Set(csv.match(/https?:\/\/[^\s,"]+\/media\/[^\s,"]+/g) ?? [])];
    const names = addresses.map((address) => address.split("/").pop() ?? "");
    // each image's address ends in a name of its own, which the shop serves
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
    const files: Record<string, Uint8Array> = {};
    for (const [index, address] of addresses.entries()) {
      const response = await fetch(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      files[`export-images/${names[index]}`] = new Uint8Array(await response.arrayBuffer());
    }
    // the addresses now lead nowhere: only the ZIP can give the images
    const origin = new URL(addresses[0] ?? "").origin;
    const offline = csv.replaceAll(origin, "http://127.0.0.1:9");
    await importIntoAnotherShop(offline, zipSync(files));
  }, 180_000);
});

describe("the owner's data out", () => {
  test("orders (a row per line, with GST) and customers (with consents) as formula-safe CSV", async () => {
    await shop.ctx.db.update(users).set({ firstName: "=HYPERLINK(1)" }).where(eq(users.role, "user"));
    const customers = await shop.api("/api/admin/export/customers.csv", { headers: { cookie: adminCookie } });
    expect(customers.status).toBe(200);
    expect(customers.headers.get("cache-control")).toContain("no-store");
    const customerText = await customers.text();
    expect(customerText.split("\r\n")[0]).toBe("Email,First name,Last name,Phone,Joined,Points,Consents (live)");
    expect(customerText).toContain(",'=HYPERLINK(1),");
    expect(customerText).not.toContain(",=HYPERLINK");
    const orders = await shop.api("/api/admin/export/orders.csv", { headers: { cookie: adminCookie } });
    expect(orders.status).toBe(200);
    const [head, ...rows] = (await orders.text()).split("\r\n").filter(Boolean);
    expect(head).toContain("Taxable value,GST");
    // the demo's orders: each line's taxable value plus its GST is its total
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("access", () => {
  test("anonymous 401, shopper 403 on every import and export endpoint", async () => {
    const paths = [
      ["POST", "/api/admin/import/products?dryRun=1"],
      ["GET", "/api/admin/import/00000000-0000-4000-8000-000000000000"],
      ["GET", "/api/admin/import/00000000-0000-4000-8000-000000000000/report.csv"],
      ["GET", "/api/admin/export/products.csv"],
      ["GET", "/api/admin/export/orders.csv"],
      ["GET", "/api/admin/export/customers.csv"],
    ] as const;
    for (const [method, path] of paths) {
      const body = method === "POST" ? new FormData() : undefined;
      expect((await shop.api(path, { method, body })).status, path).toBe(401);
      expect((await shop.api(path, { method, body, headers: { cookie: shopperCookie } })).status, path).toBe(403);
    }
  });
});
