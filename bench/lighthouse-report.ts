// The "Lighthouse (mobile)" section of the console report and bench/RESULTS.md.
import { type LighthousePage, type LighthouseResult, lighthouseTargets } from "./lighthouse.ts";

export const lighthouseHeadings = [
  "Page",
  "performance",
  "accessibility",
  "best practices",
  "SEO",
  "LCP s",
  "TBT ms",
  "CLS",
  "target",
  "result",
];

const targetText = `perf ≥ ${score(lighthouseTargets.performance)}, others ≥ ${score(lighthouseTargets.accessibility)}`;

function score(value: number): string {
  return String(Math.round(value * 100));
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function pageVerdict(page: LighthousePage): string {
  const run = page.median;
  if (!run) return `ERROR ${page.error ?? "no run"}`;
  const misses = [
    run.performance < lighthouseTargets.performance ? "performance" : "",
    run.accessibility < lighthouseTargets.accessibility ? "accessibility" : "",
    run.bestPractices < lighthouseTargets.bestPractices ? "best practices" : "",
    run.seo < lighthouseTargets.seo ? "SEO" : "",
  ].filter(Boolean);
  return misses.length ? `FAIL (${misses.join(", ")})` : "pass";
}

/** One row per page (the median run), then each page's first-load JavaScript. */
export function lighthouseRows(result: LighthouseResult): string[][] {
  const rows = result.pages.map((page) => {
    const run = page.median;
    return [
      `${page.label} (${page.path})`,
      run ? score(run.performance) : "",
      run ? score(run.accessibility) : "",
      run ? score(run.bestPractices) : "",
      run ? score(run.seo) : "",
      run ? (run.lcpMs / 1000).toFixed(1) : "",
      run ? String(Math.round(run.tbtMs)) : "",
      run ? run.cls.toFixed(3) : "",
      targetText,
      pageVerdict(page),
    ];
  });
  for (const js of result.firstLoadJs) {
    const page = result.pages.find((candidate) => candidate.path === js.path);
    rows.push([
      `First-load JS, ${page?.label ?? js.path} (${js.scripts.length} scripts, gzipped)`,
      kilobytes(js.totalGzipBytes),
      "",
      "",
      "",
      "",
      "",
      "",
      `≤ ${kilobytes(lighthouseTargets.firstLoadJsBytes)}`,
      js.totalGzipBytes <= lighthouseTargets.firstLoadJsBytes ? "pass" : "FAIL",
    ]);
  }
  return rows;
}

/** The performance score of every run, for the text under the table. */
export function lighthouseRunScores(result: LighthouseResult): string[] {
  return result.pages.map(
    (page) =>
      `${page.label}: ${page.runs.map((run) => score(run.performance)).join(", ") || "none"}${page.error ? ` (stopped: ${page.error})` : ""}`,
  );
}

export function lighthouseNotes(result: LighthouseResult): string[] {
  return [
    `Lighthouse ${result.lighthouseVersion ?? "12"} in ${result.chromium} (headless), its default mobile emulation and simulated throttling (slow 4G, 4× CPU slowdown), on the built shop started in production mode with a fresh DATA_DIR and the demo catalogue. ${result.runsPerPage} runs per page, each in a fresh browser, after one warm-up run per page; the row shows the run with the median performance score. Load average (1 min) ${result.loadAverage.start.toFixed(2)} at the start of this part, ${result.loadAverage.end.toFixed(2)} at its end.`,
    `Performance scores per run: ${lighthouseRunScores(result).join("; ")}.`,
    "First-load JS: the scripts each page's HTML has the browser fetch before hydration (its modulepreload links and the imports of its inline module script: entry, root and route chunks), fetched with `Accept-Encoding: gzip` and counted as the bytes the shop sends (1 KB = 1,000 bytes).",
  ];
}
