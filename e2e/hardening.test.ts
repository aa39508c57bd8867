// Journey: what a hostile visitor tries on the built shop's pages (issue 18 points 2, 3 and 9).
// Page form posts are bounded and their text checked before an action reads them, and pages that
// show personal data (the thank-you page opened with its key, pages for a signed-in visitor) are
// never cacheable. Plain HTTP against the running shop: no browser needed.
import { describe, expect, test } from "vitest";
import { baseUrl } from "./browser.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";

const url = (path: string) => new URL(path, baseUrl()).toString();
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual" as const,
});

async function signInCookie(email: string, password: string): Promise<string> {
  const response = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

describe("page form posts", () => {
  test("a normal sign-in form post still works (wrong password answered, not refused)", async () => {
    const response = await fetch(
      url("/login"),
      form({ intent: "login", email: "nobody@e2e.test", password: "not-the-password" }),
    );
    expect([200, 400, 401, 429]).toContain(response.status);
    expect(await response.text()).not.toContain("too large");
  });

  test("a NUL in a form field is a 400 naming the field, on sign-in, contact and the newsletter", async () => {
    for (const [page, fields] of [
      ["/login", { intent: "login", email: "a\u0000@e2e.test", password: "whatever-it-is" }],
      ["/contactus", { name: "Asha", email: "asha@e2e.test", phone: "9845012345", message: "hello\u0000there" }],
      ["/?index", { email: "reader\u0000@e2e.test", consent: "on" }],
    ] as const) {
      const response = await fetch(url(page), form(fields));
      expect(response.status, page).toBe(400);
      expect(await response.text(), page).toMatch(/(email|message).*not allowed/);
    }
  });

  test("a form post over the page-form limit is refused at once, connection closed", async () => {
    const startedAt = performance.now();
    const response = await fetch(url("/contactus"), {
      ...form({}),
      body: "x".repeat(100 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  test("a NUL in a page's address is a 400, not a database error", async () => {
    for (const path of ["/productdetails/amethyst%00-0", "/search?q=rose%00quartz", "/edit-coupon/a%00b"]) {
      expect((await fetch(url(path), { redirect: "manual" })).status, path).toBe(400);
    }
  });
});

describe("personal pages are never cacheable", () => {
  test("the thank-you page opened with its key: private, no-store", async () => {
    const listing = await (await fetch(url("/api/products?page=1&pageSize=24"))).json();
    const product = (listing.products as Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }>).find(
      (item) => item.variants.some((variant) => variant.stock > 2),
    );
    if (!product) throw new Error("no product in stock");
    const variant = product.variants.find((item) => item.stock > 2);
    const placed = await fetch(url("/api/userorder/placeorder"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        orderItems: [{ product: product._id, variant: variant?._id, quantity: 1 }],
        shippingAddress: {
          addressLine1: "12 Lotus Lane",
          city: "Bengaluru",
          state: "Karnataka",
          country: "India",
          zipCode: "560001",
        },
        guestUser: { firstName: "Meera", lastName: "Iyer", email: uniqueEmail("nocache"), phone: "9845012345" },
        paymentMethod: "COD",
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const answer = await placed.json();
    const page = await fetch(url(`/thankyou-page?order=${answer.order._id}&key=${answer.accessKey}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Meera");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  test("account, wishlist, checkout and every page for a signed-in visitor: private, no-store", async () => {
    const email = uniqueEmail("nocache");
    await createAccount(email, "garnet-evening-light", "Meera");
    const cookie = await signInCookie(email, "garnet-evening-light");
    for (const path of ["/userdashboard", "/wishlist", "/checkout-page", "/shop", "/"]) {
      const response = await fetch(url(path), { headers: { cookie }, redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // the checkout page is personal even for a guest
    const guest = await fetch(url("/checkout-page"));
    expect(guest.headers.get("cache-control")).toBe("private, no-store");
  });
});
