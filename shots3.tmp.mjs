import { chromium } from "playwright-core";
const base = "http://localhost:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const [path, w, ...selectors] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(w) < 500 ? 844 : 900 } });
const page = await ctx.newPage();
await page.goto(base + path, { waitUntil: "networkidle" });
for (const sel of selectors) {
  const el = page.locator(sel).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1200);
  await el.screenshot({ path: `/tmp/shots/sec-${sel.replace(/[^a-z0-9]+/gi, "_")}-${w}.png` });
}
await browser.close();
