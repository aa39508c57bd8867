// Journeys: a member gives and withdraws a consent in My Account → Privacy in one click each and finds
// the download of their data; a guest is asked for their order; a member files a complaint and gets a
// ticket, then follows it by ticket and e-mail; a member deleting their account with a COD order open
// is told which and cancels it in place. Each page at 390 and 1440 px: no sideways scroll, axe clean.
import { describe, expect, test } from "vitest";
import {
  baseUrl,
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  noSidewaysScroll,
  openPage,
  phone,
  signIn,
} from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { api } from "./shop-api.ts";

type Listing = { products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> };

const browser = fileBrowser();

const password = "selenite-window-light";

describe("privacy", () => {
  test("the Privacy tab gives and withdraws a consent in one click each, and offers the data download", async () => {
    const email = uniqueEmail("privacy");
    await createAccount(email, password, "Leela");
    for (const [name, viewport] of [
      ["desktop", desktop],
      ["phone", phone],
    ] as const) {
      const { page, errors } = await openPage(browser, viewport);
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/userdashboard?tab=privacy");
      await hydrated(page);
      const state = page.getByTestId("consent-state-newsletter");
      if (name === "desktop") {
        expect(await state.textContent()).toBe("Not given.");
        await page.getByRole("button", { name: "Give consent: Sattva's letter" }).click();
        await expect.poll(() => state.textContent()).toMatch(/^Given on .* under notice /);
        await page.reload();
        await hydrated(page);
        expect(await page.getByTestId("consent-state-newsletter").textContent()).toMatch(/^Given on/);
        await page.getByRole("button", { name: "Withdraw consent: Sattva's letter" }).click();
        await expect.poll(() => page.getByTestId("consent-state-newsletter").textContent()).toMatch(/^Withdrawn on/);
        // nobody ticked the other purpose
        expect(await page.getByTestId("consent-state-offers").textContent()).toBe("Not given.");
      }
      const download = page.getByRole("link", { name: "Download my data" });
      expect(await download.getAttribute("href")).toMatch(/^\/api\/userdashboard\/[0-9a-f-]{36}\/export$/);
      await page.getByText("Delete my account", { exact: true }).first().click();
      await expect.poll(() => page.getByLabel("Password", { exact: true }).last().isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/privacy-tab-${name}.png`, fullPage: true });
      await expectAxeClean(page, `privacy tab ${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test("deleting an account with a Pay on Delivery order still open names the order and cancels it in place", async () => {
    const email = uniqueEmail("erase-open");
    await createAccount(email, password, "Tara");
    const { page, errors } = await openPage(browser, phone);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === "/");
    const listing = await api<Listing>("/api/products?sort=price_asc&pageSize=12&page=3");
    const product = listing.products.find((entry) => entry.variants.some((variant) => variant.stock > 1));
    const variant = product?.variants.find((candidate) => candidate.stock > 1);
    const placed = await page.request.post(`${baseUrl()}/api/userorder/placeorder`, {
      data: {
        orderItems: [{ product: product?._id, variant: variant?._id, quantity: 1 }],
        shippingAddress: {
          addressLine1: "3 Hill Road",
          city: "Pune",
          state: "Maharashtra",
          country: "India",
          zipCode: "411001",
        },
        guestUser: { firstName: "Tara", lastName: "Das", email, phone: `98221${String(Date.now()).slice(-5)}` },
        paymentMethod: "COD",
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: number } };

    await page.goto("/userdashboard?tab=privacy");
    await hydrated(page);
    await page.getByText("Delete my account", { exact: true }).first().click();
    await page.getByLabel("Password", { exact: true }).last().fill(password);
    await page.getByLabel('Type "DELETE" to confirm').fill("DELETE");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect
      .poll(() => page.getByText(`Your order #${order.number} (awaiting confirmation) is still open.`).isVisible())
      .toBe(true);
    await noSidewaysScroll(page);
    await expectAxeClean(page, "account deletion with an order open");
    await page.screenshot({ path: "test-results/erase-open-order-phone.png", fullPage: true });
    await page.getByRole("button", { name: `Cancel order #${order.number}` }).click();
    await expect
      .poll(() => page.getByText(`Order #${order.number} is cancelled. You can delete your account now.`).isVisible())
      .toBe(true);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.searchParams.get("accountDeleted") === "1");
    // the browser reports the refusal (409) it was shown; nothing else went wrong
    expect(errors.filter((message) => !message.includes("status of 409"))).toEqual([]);
  });

  test("the grievance desk: a guest is asked for the order; a member gets a ticket and follows it", async () => {
    const guest = await openPage(browser, phone);
    await guest.page.goto("/grievances");
    await hydrated(guest.page);
    expect(await guest.page.getByText("Grievance Officer", { exact: true }).first().isVisible()).toBe(true);
    const form = guest.page.locator("form", { has: guest.page.getByRole("button", { name: "Send complaint" }) });
    await form.getByLabel("Your name").fill("Guest Shopper");
    await form.getByLabel("E-mail").fill(uniqueEmail("guest"));
    await form.getByLabel("What is it about?").selectOption("order");
    await form.getByLabel("Your complaint").fill("My parcel has not arrived yet.");
    await form.getByRole("button", { name: "Send complaint" }).click();
    await expect.poll(() => form.getByText("Please enter your order number").isVisible()).toBe(true);
    await noSidewaysScroll(guest.page);
    await guest.page.screenshot({ path: "test-results/grievances-phone.png", fullPage: true });
    await expectAxeClean(guest.page, "grievances phone");
    await guest.page.context().close();

    const email = uniqueEmail("complainant");
    await createAccount(email, password, "Kavya");
    const { page, errors } = await openPage(browser, desktop);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/grievances");
    await hydrated(page);
    await page.getByLabel("What is it about?").selectOption("product");
    await page.getByLabel("Your complaint").fill("The soap's ingredients list is missing from the label.");
    await page.getByRole("button", { name: "Send complaint" }).click();
    const ticketText = page.getByText(/^Your ticket:/);
    await expect.poll(() => ticketText.isVisible()).toBe(true);
    const ticket = /GRV-\d+/.exec((await ticketText.textContent()) ?? "")?.[0];
    expect(ticket).toBeDefined();
    await page.screenshot({ path: "test-results/grievances-desktop.png", fullPage: true });
    await expectAxeClean(page, "grievances desktop");

    await page.getByLabel("Ticket number").fill(ticket ?? "");
    await page.locator("form[method=get]").getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/ticket=GRV-/);
    await expect.poll(() => page.getByText(`${ticket}`, { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("No reply yet.").isVisible()).toBe(true);
    await noSidewaysScroll(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
