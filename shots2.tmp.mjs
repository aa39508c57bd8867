import { chromium } from "playwright-core";
const base = "http://localhost:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const [w,h] of [[1440,900],[390,844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + "/productdetails/amethyst-calm-bracelet-0", { waitUntil: "networkidle" });
  const box = page.locator(".delivery-check").first();
  await box.scrollIntoViewIfNeeded();
  await box.getByLabel("Check delivery").fill("560001");
  await box.getByRole("button", { name: "Check" }).click();
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollBy(0, -200));
  await page.screenshot({ path: `/tmp/shots/pdp-delivery-${w}.png` });
  await page.getByRole("button", { name: /^Add to Cart/ }).first().click();
  await page.waitForTimeout(500);
  await page.locator(".site-header .cart-button").click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/cart-${w}.png` });
  await page.getByRole("dialog", { name: "Your Bag" }).getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL("**/checkout-page");
  await page.getByLabel("Postal Code").fill("110001");
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/checkout-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
