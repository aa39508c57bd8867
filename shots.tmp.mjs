import { chromium } from "playwright-core";
const base = "http://localhost:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const pages = process.argv.slice(2);
for (const [w,h] of [[390,844],[1440,900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const name = path.replace(/[^a-z0-9]+/gi, "_") || "home";
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
