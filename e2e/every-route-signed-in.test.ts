// Every member and admin page (the admin's session; the admin is a member too), each loaded once and
// resized (e2e/route-walk.ts): no page scrolls sideways, axe finds nothing. The public pages and the
// check that the lists cover the route config: every-route.test.ts.
import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, fileBrowser, phone } from "./browser.ts";
import { type Fixtures, makeFixtures } from "./fixtures.ts";
import { checkAll, signedInUrls, widths } from "./route-walk.ts";

const browser = fileBrowser();
let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await makeFixtures();
});

describe("every member and admin route", () => {
  const sizes = widths.map((viewport) => viewport.width).join(", ");
  test(`no member or admin page scrolls sideways at ${sizes} px, and axe passes`, async () => {
    const context = await browser.newContext({ viewport: phone, baseURL: baseUrl() });
    await context.addCookies([{ ...fixtures.cookie, url: baseUrl() }]);
    const problems = await checkAll(context, signedInUrls(fixtures));
    await context.close();
    expect(problems).toEqual([]);
  }, 900_000);
});
