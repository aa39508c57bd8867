// The catalogue import's speed (issue 26): 10,000 CSV rows (3,000 products, mostly three variants
// each) imported into a fresh demo shop, timed end to end, with the process's heap and RSS sampled
// meanwhile (flat memory: the upload is streamed to disk, the file read a product at a time and
// written a batch of 100 products per transaction). The CSV goes up through the admin's endpoint. Run: npx tsx bench/import.ts
// (BENCH_IMPORT_PRODUCTS to change the size), or as part of `npm run bench -- --only=import`.
import fs from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { toCsv } from "../src/core/csv.ts";
import { importFolder, importProgress, importRound } from "../src/server/features/catalogue-import/jobs.ts";
import { createAccount, makeAdmin, signInCookie, testShopEnv } from "../src/server/testing/accounts.ts";
import { startTestShop } from "../src/server/testing/shop.ts";

export async function measureImport(productCount = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 3000)) {
  const header = [
    "Handle",
    "Title",
    "Body (HTML)",
    "Type",
    "Option1 Name",
    "Option1 Value",
    "Variant SKU",
    "Variant Grams",
    "Variant Inventory Qty",
    "Variant Price",
    "Status",
    "HSN",
    "GST Rate",
  ];
  const rows: string[][] = [];
  for (let p = 0; p < productCount; p++) {
    // 3,000 products and 10,000 rows: one product in three has four variants, the others three
    const count = p % 3 === 0 ? 4 : 3;
    for (let v = 0; v < count; v++)
      rows.push([
        `bench-${p}`,
        v === 0 ? `Bench Pendant ${p}` : "",
        v === 0 ? `<p>Pendant number ${p}.</p>` : "",
        v === 0 ? "Pendant" : "",
        "Size",
        `Size ${v + 1}`,
        `BENCH-${p}-${v}`,
        "20",
        "5",
        String(300 + v * 50),
        "draft",
        "7117",
        "3",
      ]);
  }
  const csv = Buffer.from(toCsv(header, rows.slice(0, 10_000)));

  const shop = await startTestShop({ seed: true, env: testShopEnv });
  try {
    const admin = await createAccount(shop);
    await makeAdmin(shop, admin.email);
    const cookie = await signInCookie(shop, admin.email, admin.password);
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "bench.csv");
    // the upload as the admin sends it: streamed to disk by the route, counted, queued as a job
    const rssBeforeUpload = process.memoryUsage().rss;
    const started = performance.now();
    const answer = await shop.api("/api/admin/import/products", { method: "POST", headers: { cookie }, body: form });
    if (answer.status !== 202) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    const job = { id: ((await answer.json()) as { jobId: string }).jobId };
    const rssAfterUpload = process.memoryUsage().rss;
    let peakRss = 0;
    let peakHeap = 0;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 200);
    const heapAtStart = process.memoryUsage().heapUsed;
    // the shop's own runner (started with it) and these rounds share the job lease: whoever holds it works
    for (;;) {
      await importRound(shop.ctx, "bench");
      const { status } = await importProgress(shop.ctx, job.id);
      if (status === "done" || status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const progress = await importProgress(shop.ctx, job.id);
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    const result = {
      rows: Math.min(rows.length, 10_000),
      products: progress.totalProducts,
      seconds: Number(seconds.toFixed(1)),
      counts: progress.counts,
      rssBeforeUpload: mb(rssBeforeUpload),
      rssAfterUpload: mb(rssAfterUpload),
      heapAtStart: mb(heapAtStart),
      peakHeap: mb(peakHeap),
      peakRss: mb(peakRss),
      csvBytes: csv.length,
      load: os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" "),
    };
    fs.rmSync(importFolder(shop.ctx), { recursive: true, force: true });
    return result;
  } finally {
    await shop.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureImport(), null, 2));
}
