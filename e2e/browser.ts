// Opens Debian's Chromium through playwright-core with the flags this machine needs, and watches
// each page for browser errors and for requests that leave the shop's own origin.
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { chromiumFlags, chromiumPath } from "../src/server/testing/machine.ts";
import { adminLogin, type E2eShop } from "./global-setup.ts";

/**
 * The shop this file drives: each Vitest worker has its own (e2e/global-setup.ts), so files running
 * side by side never share stock, settings or order numbers.
 */
export function currentShop(): E2eShop {
  const shops = inject("shops");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const shop = shops[(worker - 1) % shops.length];
  if (!shop) throw new Error("no shop was started for the browser journeys");
  return shop;
}

export const baseUrl = () => currentShop().baseUrl;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, "--disable-quic"],
  });
}

/** What a journey needs of its file's Chromium: a fresh context (cookies, viewport) per visitor. */
export type FileBrowser = Pick<Browser, "newContext">;

/**
 * The one browser set-up of every e2e file: `const browser = fileBrowser();` at the top launches
 * Chromium before the file's first test and closes it after its last.
 */
export function fileBrowser(): FileBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext: (options) => {
      if (!browser) throw new Error("the file's browser opens in beforeAll: use it inside a hook or a test");
      return browser.newContext(options);
    },
  };
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

export async function openPage(browser: FileBrowser, viewport = desktop): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  // a shop page opened with `goto` (to its load) is used once hydrated: its scripts start at the load
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (html && (options?.waitUntil ?? "load") === "load") {
      await page.waitForFunction(
        () => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
      );
    }
    return response;
  };
  // screenshots are for a person checking the pages (test-results/, /tmp): a CI run keeps none, so
  // it takes none (a full-page PNG at 1440 px is a second of a busy runner's rendering)
  if (process.env.CI) page.screenshot = async () => Buffer.alloc(0);
  const watched: WatchedPage = { page, errors: [], foreignRequests: [] };
  const origin = new URL(baseUrl()).origin;
  page.on("pageerror", (error) => watched.errors.push(error.message));
  // a Content-Security-Policy violation (even one a library catches, as Zod's eval probe was) is an error
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
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

/**
 * Waits until React has taken over the page (a click before that reaches only the server's HTML and a
 * tap on a button is only replayed once): the root marks <html data-hydrated> in its first effect.
 * A page's scripts start only at its load (decision 0036), so this is after `page.goto` returns.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Signs in through /login's Sign In panel (the caller waits for where the shop sends the user). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  const form = page.locator(".auth__panel--signin");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Signs the shop's admin in and opens the Admin Dashboard. Through the API's sign-in, its cookies put in
 * the page's browser context: the sign-in form has journeys of its own (admin.test.ts, guards.test.ts),
 * and twenty-odd journeys loading /login first cost a CI run a minute.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(adminLogin),
  });
  expect(login.status, "the admin's sign-in").toBe(200);
  const cookies = login.headers.getSetCookie().map((header) => {
    const [pair = ""] = header.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
  });
  await page.context().addCookies(cookies);
  await page.goto("/admin-homepage");
}

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/**
 * axe's violations on the page as it is now (within `include` when given; only serious and critical
 * ones when `seriousOnly`). axe runs in the page itself (axe.run, @axe-core/playwright's legacy mode):
 * the shop's pages have no frames, and the default mode opens a blank tab for every check to merge the
 * frames' results, a second or more each on a busy two-core machine. Only violations are collected.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; seriousOnly?: boolean } = {},
): Promise<Violations> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return options.seriousOnly
    ? violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    : violations;
}

/** Each violation with the elements it was found on (their selectors). */
export const describeViolations = (violations: Violations, label = "") =>
  violations.map(
    (violation) =>
      `${label ? `${label} ` : ""}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );

/** The serious and critical violations (within `include`), described: what the older journeys check. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return describeViolations(await axeViolations(page, { include, seriousOnly: true }));
}

/** No axe violations on the page as it is now, each named with `label`. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(describeViolations(await axeViolations(page), label)).toEqual([]);
}

/** Nothing scrolls sideways: the page is no wider than the window (the elements past its edge named). */
export async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
        .slice(0, 8)
        .map(
          (element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    );
    expect(wide, "elements past the right edge").toEqual([]);
  }
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * The controls the floating chat button still sits on once they are scrolled into view (none when it is
 * absent or under a drawer): each control scrolled to the middle of the window, or as near as the page
 * lets it at its ends, where the button would stay on it. Named by tag, name and label.
 */
export async function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector(".chat-button");
    if (!chat) return [];
    const selector = "input, button, select, textarea, a[href], summary, [role='checkbox'], [role='button']";
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (control) => !chat.contains(control) && control.checkVisibility({ checkVisibilityCSS: true }),
    );
    const covered = new Set<string>();
    const check = (control: HTMLElement) => {
      const button = chat.getBoundingClientRect();
      // the button shows only where it is the topmost thing (a drawer or dialog may lie over it)
      const top = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
      if (!top || !chat.contains(top)) return;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      if (box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top) {
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40) ?? "";
        const field = control.getAttribute("name");
        covered.add(`${control.tagName.toLowerCase()}${field ? `[name=${field}]` : ""} "${name}"`);
      }
    };
    for (const control of controls) {
      control.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
      check(control);
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return [...covered];
  });
}
