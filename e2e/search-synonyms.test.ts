// The admin's search synonyms (decision 0057): /admin-synonyms finds a seeded term, refuses a blank
// field with its message, adds a synonym that search uses at once, and deletes it; no sideways scroll
// at 1440 and 390 px, axe-clean at 1440.
import { describe, expect, test } from "vitest";
import {
  baseUrl,
  desktop,
  expectAxeClean,
  fileBrowser,
  noSidewaysScroll,
  openPage,
  phone,
  signInAsAdmin,
} from "./browser.ts";

const browser = fileBrowser();

async function searchIds(query: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/search?query=${encodeURIComponent(query)}&limit=5`);
  return ((await response.json()) as { products: Array<{ _id: string }> }).products.map((product) => product._id);
}

describe("search synonyms", () => {
  test("the admin adds a synonym that search uses at once, and deletes it", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await signInAsAdmin(page);
    await page.goto("/admin-synonyms?search=sphatik");
    await page.getByRole("cell", { name: "sphatik", exact: true }).waitFor();
    await expectAxeClean(page, "1440 px");
    await noSidewaysScroll(page);

    const form = page.locator(".synonym-form").first();
    await form.getByRole("button", { name: "Add synonym" }).click();
    await form.locator(".field__error", { hasText: "Type what shoppers search for" }).waitFor();

    expect(await searchIds("billaur")).toEqual([]);
    await form.getByLabel("Shoppers type").fill("billaur");
    await form.getByLabel("Search reads it as").fill("amethyst");
    await form.getByRole("button", { name: "Add synonym" }).click();
    await page.goto("/admin-synonyms?search=billaur");
    await page.getByRole("cell", { name: "billaur", exact: true }).waitFor();
    expect((await searchIds("billaur")).length).toBeGreaterThan(0);

    await page.setViewportSize(phone);
    await noSidewaysScroll(page);
    await page.screenshot({ path: "test-results/admin-synonyms-390.png", fullPage: true });

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete billaur" }).click();
    await page.getByText("No synonyms match your search.").waitFor();
    expect(await searchIds("billaur")).toEqual([]);
    // the blank field's refusal is the one failed request the browser reports
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await page.context().close();
  });
});
