// Every public route of the shop, each loaded once and resized (e2e/route-walk.ts): no page scrolls
// sideways, axe finds nothing. Member and admin pages: every-route-signed-in.test.ts (a file of their
// own, so the two halves run side by side). Here too: the two lists name every route of the config.
import { matchPath } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, fileBrowser, phone } from "./browser.ts";
import { type Fixtures, makeFixtures } from "./fixtures.ts";
import { checkAll, publicUrls, routePatterns, signedInUrls, widths } from "./route-walk.ts";

const browser = fileBrowser();
let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await makeFixtures();
});

describe("every route", () => {
  test("the list below covers every route of the route config", () => {
    const urls = [...publicUrls(fixtures), ...signedInUrls(fixtures)].map((url) => new URL(url, baseUrl()).pathname);
    const patterns = routePatterns().filter((pattern) => pattern !== "/*" && pattern !== "/logout");
    const missing = patterns.filter((pattern) => !urls.some((url) => matchPath(pattern, url)));
    expect(missing).toEqual([]);
  });

  const sizes = widths.map((viewport) => viewport.width).join(", ");
  test(`no public page scrolls sideways at ${sizes} px, and axe passes`, async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: baseUrl() });
    const problems = await checkAll(context, publicUrls(fixtures));
    await context.close();
    expect(problems).toEqual([]);
  }, 900_000);
});
