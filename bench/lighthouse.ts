// Lighthouse on the built shop (issue 3, point 11): mobile (Lighthouse's default form factor and
// simulated throttling) on the home page, /shop and a product page, several runs each in a fresh
// Chromium; the median performance score is reported with the other three categories. Also each
// page's first-load JavaScript (bench/first-load-js.ts): the scripts its HTML has the browser fetch
// before hydration, counted as the shop sends them gzipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { productPath } from "../src/core/catalogue.ts";
import { chromiumFlags } from "../src/server/testing/machine.ts";
import { buildIfStale, startBuiltShop, waitUntilIdle } from "./built-shop.ts";
import { scratchRoot } from "./databases.ts";
import { type FirstLoadJs, firstLoadJs } from "./first-load-js.ts";
import type { BenchOptions } from "./options.ts";

/** The targets of issue 3, point 11, and issue 23 (performance 95; scores 0 to 1; bytes with 1 KB = 1,000 bytes). */
export const lighthouseTargets = {
  performance: 0.95,
  accessibility: 0.95,
  bestPractices: 0.95,
  seo: 0.95,
  firstLoadJsBytes: 150_000,
};

/** Lighthouse drives the machine's headless Chromium (src/server/testing/machine.ts). */
const flags = ["--headless=new", ...chromiumFlags];

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (simulated). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthousePage {
  label: string;
  path: string;
  runs: LighthouseRun[];
  /** The run with the median performance score (its metrics are reported). */
  median?: LighthouseRun;
  /** Where the median run's full report (JSON) was written, for reading what Lighthouse flags. */
  reportFile?: string;
  error?: string;
}

export interface LighthouseResult {
  runsPerPage: number;
  chromium: string;
  lighthouseVersion?: string;
  /** 1-minute load average at the start and end of the Lighthouse part. */
  loadAverage: { start: number; end: number };
  pages: LighthousePage[];
  /** Per page, in the order of `pages`. */
  firstLoadJs: FirstLoadJs[];
  error?: string;
}

const reportDir = path.join(scratchRoot, "lighthouse");

export async function measureLighthouse(options: BenchOptions): Promise<LighthouseResult> {
  const result: LighthouseResult = {
    runsPerPage: options.lighthouseRuns,
    chromium: options.chromiumPath,
    loadAverage: { start: os.loadavg()[0] ?? 0, end: 0 },
    pages: [],
    firstLoadJs: [],
  };
  try {
    await buildIfStale();
    console.log("[lighthouse] starting the built shop (production, fresh DATA_DIR, demo catalogue)...");
    const shop = await startBuiltShop();
    try {
      const pages = [
        { label: "Home", path: "/" },
        { label: "Shop", path: "/shop" },
        { label: "Product page", path: await aProductPath(shop.url) },
      ];
      // the first start renders the demo images in the background: let it finish, then ask for
      // every page once so images and caches are made before anything is measured
      const waited = await waitUntilIdle(shop.pid);
      console.log(`[lighthouse] the shop was idle after ${(waited / 1000).toFixed(0)} s; warming each page up...`);
      for (const page of pages) {
        await runLighthouse(`${shop.url}${page.path}`, options.chromiumPath).catch((error: unknown) =>
          console.log(`[lighthouse] warm-up of ${page.path} failed (${String(error).split("\n")[0]}); going on`),
        );
      }
      fs.mkdirSync(reportDir, { recursive: true });
      for (const page of pages) {
        result.pages.push(await measurePage(shop.url, page.label, page.path, options));
      }
      const measured = result.pages.find((page) => page.reportFile);
      if (measured?.reportFile) {
        const report = JSON.parse(fs.readFileSync(measured.reportFile, "utf8")) as LighthouseReport;
        result.lighthouseVersion = report.lighthouseVersion;
      }
      for (const page of pages) result.firstLoadJs.push(await firstLoadJs(shop.url, page.path));
    } finally {
      await shop.close();
    }
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  result.loadAverage.end = os.loadavg()[0] ?? 0;
  return result;
}

async function measurePage(
  origin: string,
  label: string,
  pagePath: string,
  options: BenchOptions,
): Promise<LighthousePage> {
  const page: LighthousePage = { label, path: pagePath, runs: [] };
  const reports: LighthouseReport[] = [];
  try {
    for (let run = 1; run <= options.lighthouseRuns; run += 1) {
      const report = await runLighthouseTwice(`${origin}${pagePath}`, options.chromiumPath);
      const scores = scoresOf(report);
      page.runs.push(scores);
      reports.push(report);
      console.log(
        `[lighthouse] ${label} run ${run}/${options.lighthouseRuns}: performance ${score(scores.performance)}, LCP ${Math.round(scores.lcpMs)} ms, TBT ${Math.round(scores.tbtMs)} ms, CLS ${scores.cls.toFixed(3)} (load ${(os.loadavg()[0] ?? 0).toFixed(2)})`,
      );
    }
  } catch (error) {
    page.error = error instanceof Error ? error.message : String(error);
  }
  const order = page.runs.map((_, index) => index).sort((a, b) => runOrder(page.runs, a, b));
  const middle = order[Math.floor((order.length - 1) / 2)];
  if (middle !== undefined) {
    page.median = page.runs[middle];
    page.reportFile = path.join(reportDir, `${label.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.json`);
    fs.writeFileSync(page.reportFile, JSON.stringify(reports[middle]));
  }
  return page;
}

/** By performance score, ties by LCP: the lower median of an even count. */
function runOrder(runs: LighthouseRun[], a: number, b: number): number {
  const first = runs[a];
  const second = runs[b];
  if (!first || !second) return 0;
  return first.performance - second.performance || second.lcpMs - first.lcpMs;
}

function score(value: number): string {
  return String(Math.round(value * 100));
}

type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Lighthouse's trace sometimes comes back broken on a busy machine (NO_NAVSTART): one more try. */
async function runLighthouseTwice(url: string, chromePath: string): Promise<LighthouseReport> {
  try {
    return await runLighthouse(url, chromePath);
  } catch (error) {
    console.log(`[lighthouse] ${url}: ${String(error).split("\n")[0]}; trying once more`);
    return runLighthouse(url, chromePath);
  }
}

/** One Lighthouse run in a fresh Chromium (nothing cached, nothing left over from a run before). */
async function runLighthouse(url: string, chromePath: string): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: "silent" });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...categories],
    });
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = answer;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function scoresOf(report: LighthouseReport): LighthouseRun {
  const category = (id: string) => report.categories[id]?.score ?? 0;
  const metric = (id: string) => report.audits[id]?.numericValue ?? 0;
  return {
    performance: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
  };
}

/** A product page of the demo catalogue: the first product of the shop's default listing. */
async function aProductPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/products?pageSize=1`);
  const body = (await response.json()) as { products?: { _id?: string }[] };
  const productId = body.products?.[0]?._id;
  if (!productId) throw new Error("the demo catalogue has no product to measure");
  return productPath(productId);
}
