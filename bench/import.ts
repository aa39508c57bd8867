// The catalogue import's speed (issue 26): 10,000 CSV rows (3,000 products, mostly three variants
// each) imported into a fresh demo shop, timed end to end, with the process's heap and RSS sampled
// meanwhile (flat memory: the file is streamed a product at a time). Run: npx tsx bench/import.ts
// (BENCH_IMPORT_PRODUCTS to change the size), or as part of `npm run bench -- --only=import`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { toCsv } from "../src/core/csv.ts";
import {
  createImportJob,
  importProgress,
  importRound,
  keepUpload,
} from "../src/server/features/catalogue-import/jobs.ts";
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

  const shop = await startTestShop({ seed: true });
  try {
    const files = keepUpload(shop.ctx, csv, null);
    const started = performance.now();
    const job = await createImportJob(shop.ctx, "bench.csv", files, null);
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
      heapAtStart: mb(heapAtStart),
      peakHeap: mb(peakHeap),
      peakRss: mb(peakRss),
      csvBytes: csv.length,
      load: os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" "),
    };
    fs.rmSync(path.dirname(files.csvPath), { recursive: true, force: true });
    return result;
  } finally {
    await shop.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureImport(), null, 2));
}
