// Content pages in Chromium: the contact form (the spec's validation messages, then a message sent
// and the form reset), the healing board's templates and in-place editing, the FAQ accordion (one
// answer open at a time), the meta tags for search and sharing, the sitemap as real XML, and axe.
import { describe, expect, test } from "vitest";
import { baseUrl, desktop, fileBrowser, hydrated, openPage, phone, seriousViolations } from "./browser.ts";

const browser = fileBrowser();

describe("contact form", () => {
  test("shows the validation messages on an empty submit, then sends a message and resets", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, phone);
    expect((await page.goto("/contactus"))?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Get In Touch");
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.locator("form.contact-form");
    await form.getByRole("button", { name: "SUBMIT" }).click();
    for (const message of [
      "Please enter your first name",
      "Please enter your last name",
      "Please enter your email",
      "Please enter your phone number",
      "Please enter a subject",
      "Please enter your message",
    ]) {
      await expect.poll(() => form.getByText(message, { exact: true }).count()).toBe(1);
    }
    // the first field with an error has the focus
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstname");

    await form.getByLabel("First name").fill("Meera");
    await form.getByLabel("Last name").fill("Iyer");
    await form.getByLabel("Email").fill("meera.iyer@example.com");
    await form.getByLabel("Phone").fill("98765");
    await form.getByLabel("Subject").fill("A gift for my sister");
    await form.getByLabel("Message").fill("Which crystal would you suggest for a new job?");
    // a field's error goes away as soon as it is edited
    expect(await form.getByText("Please enter your first name").count()).toBe(0);
    await form.getByRole("button", { name: "SUBMIT" }).click();
    await expect.poll(() => form.getByText("Please enter a valid 10-digit mobile number").count()).toBe(1);

    await form.getByLabel("Phone").fill("+91 98765 43210");
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: "SUBMIT" }).click();
    const request = await posted;
    expect(request.headers()["content-type"]).toContain("application/json");
    expect(request.postDataJSON()).toMatchObject({ firstname: "Meera", phone: "+91 98765 43210" });
    await expect.poll(() => page.getByText("Your message has been sent successfully!").first().isVisible()).toBe(true);
    for (const name of ["firstname", "lastname", "email", "phone", "subject", "message"]) {
      expect(await form.locator(`[name="${name}"]`).inputValue()).toBe("");
    }
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("shows the server's refusal, and 'Failed to submit' when the request never arrives", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/contactus");
    const form = page.locator("form.contact-form");
    const fill = async () => {
      await form.getByLabel("First name").fill("Kabir");
      await form.getByLabel("Last name").fill("Das");
      await form.getByLabel("Email").fill("kabir@example.com");
      await form.getByLabel("Phone").fill("9876543210");
      await form.getByLabel("Subject").fill("Order");
      await form.getByLabel("Message").fill("Where is my parcel?");
    };
    await fill();
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "SUBMIT" }).click();
    await expect.poll(() => form.getByText("Failed to submit. Please try again later.").count()).toBe(1);
    // nothing is lost: the message is still there to send again
    expect(await form.getByLabel("Message").inputValue()).toBe("Where is my parcel?");
    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await form.getByRole("button", { name: "SUBMIT" }).click();
    await expect.poll(() => form.getByText("Something went wrong.").count()).toBe(1);
    await page.context().close();
  });
});

describe("a complaint from the contact form", () => {
  test("'A complaint' asks for the topic and, for a guest, the order; the desk's refusal shows on its field", async () => {
    for (const viewport of [phone, desktop]) {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto("/contactus");
      await hydrated(page);
      const form = page.locator("form.contact-form");
      await form.getByLabel("What is it?").selectOption("complaint");
      await form.getByLabel("What is the complaint about?").selectOption("order");
      await form.getByLabel("First name").fill("Kabir");
      await form.getByLabel("Last name").fill("Das");
      await form.getByLabel("Email").fill("kabir.complaint@example.com");
      await form.getByLabel("Phone").fill("9876543210");
      await form.getByLabel("Subject").fill("Broken cluster");
      await form.getByLabel("Message").fill("The amethyst cluster arrived with a broken base.");
      // nothing scrolls sideways, and the complaint's fields pass axe
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      // a guest without an order of theirs: the desk refuses, naming the order number
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
      await form.getByRole("button", { name: "SUBMIT" }).click();
      const response = await answered;
      expect(response.status()).toBe(400);
      const orderField = form.getByLabel("Order number");
      await expect.poll(() => orderField.getAttribute("aria-invalid")).toBe("true");
      expect(await form.getByLabel("Message").inputValue()).toContain("broken base");
      await page.context().close();
    }
  });
});

describe("healing board", () => {
  test("starts on the Original Template, switches templates and lets a quadrant be rewritten", async () => {
    const { page, errors } = await openPage(browser, phone);
    await page.goto("/healing");
    const original = page.getByRole("button", { name: "Original Template" });
    expect(await original.getAttribute("aria-pressed")).toBe("true");
    const topLeft = page.getByRole("textbox", { name: /Top left/ });
    expect(await topLeft.inputValue()).toContain("amethyst");
    expect(await page.locator(".quadrant__title").allTextContents()).toEqual([
      "Calm Energy",
      "Intuition",
      "Grounding",
      "Intention",
    ]);

    await page.getByRole("button", { name: "Business Strategy" }).click();
    await expect.poll(() => page.locator(".quadrant__title").first().textContent()).toBe("Vision");
    expect(await original.getAttribute("aria-pressed")).toBe("false");
    await page.getByRole("button", { name: "Wellness Framework" }).click();
    await expect
      .poll(() => page.locator(".quadrant__title").allTextContents())
      .toEqual(["Body", "Mind", "Heart", "Spirit"]);

    const bottomRight = page.getByRole("textbox", { name: /Bottom right/ });
    await bottomRight.fill("Ten minutes of silence every morning.");
    expect(await bottomRight.inputValue()).toBe("Ten minutes of silence every morning.");
    // the other quadrants keep their words
    expect(await page.getByRole("textbox", { name: /Top left/ }).inputValue()).toContain("Sleep");
    // choosing a template starts afresh
    await original.click();
    await expect.poll(() => page.getByRole("textbox", { name: /Bottom right/ }).inputValue()).toContain("intention");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("FAQ", () => {
  test("opens one answer at a time", async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto("/faq");
    const items = page.locator("details.accordion__item");
    expect(await items.count()).toBeGreaterThanOrEqual(15);
    const openCount = () => page.locator("details.accordion__item[open]").count();
    expect(await openCount()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText("Is cash on delivery available?").click();
    await expect
      .poll(() => page.getByText("There is no extra fee for cash on delivery.", { exact: false }).isVisible())
      .toBe(true);
    expect(await openCount()).toBe(1);
    expect(await page.locator("#is-cod-available").getAttribute("open")).not.toBeNull();
    await page.getByText("How do I cleanse my crystals?").click();
    await expect.poll(() => page.locator("#cleanse-crystals[open]").count()).toBe(1);
    expect(await openCount()).toBe(1);
    // closing the open one leaves none open
    await page.getByText("How do I cleanse my crystals?").click();
    await expect.poll(openCount).toBe(0);
    // keyboard: Enter on a focused question opens it
    await page.locator("#gift-wrap summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#gift-wrap[open]").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("an answer named in the address opens, and the footer's FAQ link leads here", async () => {
    const { page } = await openPage(browser, phone);
    await page.goto("/faq#damaged-item");
    await expect.poll(() => page.locator("#damaged-item[open]").count()).toBe(1);
    await page.goto("/");
    expect(await page.locator("footer a", { hasText: /^FAQ$/ }).getAttribute("href")).toBe("/faq");
    await page.context().close();
  });
});

describe("search engines and sharing", () => {
  test("every content page has its own title, description, canonical URL and Open Graph tags", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, desktop);
    const titles = new Set<string>();
    for (const path of ["/aboutus", "/policies", "/termsandconditions", "/contactus", "/faq", "/healing", "/welcome"]) {
      expect((await page.goto(path, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
      const title = await page.title();
      titles.add(title);
      expect(title).toMatch(/ · Sattva$/);
      const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
      expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(60);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(`${baseUrl()}${path}`);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:site_name"]')).toBe("Sattva");
      expect(await meta('meta[property="og:type"]')).toMatch(/^(website|article)$/);
      expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${baseUrl()}/`));
      expect(await page.locator("main h1").count()).toBe(1);
    }
    expect(titles.size).toBe(7);
    // the default share image exists
    const card = await page.request.get("/social-card.png");
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test("the FAQ carries FAQPage data and the sitemap is XML a browser can parse", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto("/faq");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(15);
    const parsed = await page.evaluate(async () => {
      const xml = await (await fetch("/sitemap.xml")).text();
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        urls: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      };
    });
    expect(parsed.error).toBe(0);
    expect(parsed.urls.some((url) => /\/productdetails\/[a-z0-9-]+-0$/.test(url))).toBe(true);
    expect(parsed.urls).toContain(`${baseUrl()}/divinecrystals`);
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    await page.context().close();
  });
});

describe("accessibility", () => {
  test("the about page has no serious or critical axe violations", async () => {
    const { page, errors, foreignRequests } = await openPage(browser, phone);
    await page.goto("/aboutus");
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });
});
