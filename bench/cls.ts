// Layout shift of the pages a campaign sends shoppers to (issue 23: CLS 0), as Chromium reports it:
// starts the built shop, opens each page at 390 and 1440 px with a PerformanceObserver on
// 'layout-shift' registered before the first byte, waits for the fonts and hydration, and prints
// the sum of shifts without recent input and the elements that moved. The web fonts are answered
// late (FONT_DELAY_MS, default 400 ms) so their swap happens after the first paint, as on a slow
// phone. Run: `npx tsx bench/cls.ts` (builds first when build/ is stale).
import { chromium } from "playwright-core";
import { productPath } from "../src/core/catalogue.ts";
import { chromiumFlags, chromiumPath } from "../src/server/testing/machine.ts";
import { buildIfStale, startBuiltShop } from "./built-shop.ts";

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const fontDelay = Number(process.env.FONT_DELAY_MS ?? 400);

const observe = () => {
  const shifts: Array<{ value: number; sources: string[] }> = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Element }>;
    }>) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) =>
          source.node ? `${source.node.nodeName.toLowerCase()}.${String(source.node.className).split(" ")[0]}` : "?",
        ),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

async function main(): Promise<void> {
  await buildIfStale();
  const shop = await startBuiltShop();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const listing = (await (await fetch(`${shop.url}/api/products?pageSize=1`)).json()) as {
      products: { _id: string }[];
    };
    const pages = ["/", "/shop", "/divinecrystals", productPath(listing.products[0]?._id ?? "")];
    for (const viewport of viewports) {
      for (const pathname of pages) {
        const context = await browser.newContext({ viewport });
        await context.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, fontDelay));
          await route.continue();
        });
        const page = await context.newPage();
        await page.addInitScript(observe);
        await page.goto(`${shop.url}${pathname}`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const moved = [...new Set(shifts.flatMap((shift) => shift.sources))].slice(0, 6).join(", ");
        console.log(
          `${String(viewport.width).padStart(4)} px ${pathname.padEnd(44)} CLS ${total.toFixed(4)}  ${moved}`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await shop.close();
  }
}

await main();
