// The language switch's "हिंदी" on English pages (decision 0061's addendum): drawn in the shop's own
// cut of Noto Sans Devanagari holding only that word's glyphs (src/web/styles/fonts/hindi-label.woff2),
// so a machine without Devanagari fonts (this one, CI) shows the word, not boxes. The face is fetched
// where the label is drawn, is small, is preloaded nowhere, and a Hindi page (whose switch says
// "English") never fetches it. Screenshots of the header and footer switch at 390 and 1440 px.
import { describe, expect, test } from "vitest";
import { desktop, expectAxeClean, fileBrowser, hydrated, openPage, phone } from "./browser.ts";

const browser = fileBrowser();
const family = "Sattva Hindi Label";

describe("the switch's हिंदी on English pages", () => {
  for (const viewport of [phone, desktop]) {
    test(`is drawn in the label's own face, fetched once and small (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      const response = await page.goto("/");
      await hydrated(page);
      // nothing preloads it: the page's head names no font of its own for the label
      expect((await response?.text()) ?? "").not.toMatch(/rel="preload"[^>]*hindi-label|hindi-label[^>]*rel="preload"/);
      const switches = page.locator(".language-switch [lang='hi-IN'], .language-switch [lang='hi']");
      const visible = [];
      for (const label of await switches.all()) if (await label.isVisible()) visible.push(label);
      expect(visible.length).toBeGreaterThan(0);
      for (const label of visible) {
        expect(await label.textContent()).toBe("हिंदी");
        expect(await label.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
          /^"Sattva Hindi Label"/,
        );
      }
      await visible[0]?.scrollIntoViewIfNeeded();
      const face = await page.evaluate(async (name) => {
        await document.fonts.ready;
        const faces = [...document.fonts].filter((each) => each.family.replaceAll('"', "") === name);
        return {
          statuses: faces.map((each) => each.status),
          covers: document.fonts.check(`500 16px "${name}"`, "हिंदी"),
          fetched: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes("hindi-label"))
            .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
        };
      }, family);
      expect(face.statuses).toEqual(["loaded"]);
      expect(face.covers).toBe(true);
      expect(face.fetched).toHaveLength(1);
      expect(face.fetched[0]).toBeLessThan(4_000);
      await expectAxeClean(page, `/ (${viewport.width} px)`);
      for (const [index, label] of visible.entries()) {
        await label.scrollIntoViewIfNeeded();
        const box = await label.boundingBox();
        if (!box) continue;
        await page.screenshot({
          path: `test-results/hindi-label-${viewport.width}-${index}.png`,
          clip: { x: Math.max(0, box.x - 60), y: Math.max(0, box.y - 12), width: 180, height: box.height + 24 },
        });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("a Hindi page, whose switch says English, never fetches it", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/hi");
    await hydrated(page);
    const fetched = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("hindi-label"))
        .map((entry) => entry.name);
    });
    expect(fetched).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
