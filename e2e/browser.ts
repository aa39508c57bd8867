// Opens Debian's Chromium through playwright-core with the flags this machine needs, and watches
// each page for browser errors and for requests that leave the shop's own origin.
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

export interface WatchedPage {
  page: Page;
  /** Uncaught errors and console errors seen so far. */
  errors: string[];
  /** Requests to any origin but the shop's. */
  foreignRequests: string[];
}

export async function openPage(browser: Browser, viewport = desktop): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const watched: WatchedPage = { page, errors: [], foreignRequests: [] };
  const origin = new URL(baseUrl()).origin;
  page.on("pageerror", (error) => watched.errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") watched.errors.push(message.text());
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      watched.foreignRequests.push(url);
    }
  });
  return watched;
}
