// The pages a Hindi mail links (branch hindi-links, decision 0064's addendum): a member who shops in
// Hindi gets, for a cash-on-delivery parcel the courier could not deliver, a mail linking
// /hi/arrange-delivery, and for a delivered order a review request linking /hi/review. Opened from the
// dev mailbox, both pages (and the four other mailed pages with a dead link: back in stock, the
// newsletter's confirm, the one-click stop, the bag's restore) say lang="hi" and no English interface
// word (e2e/hindi-words.ts), fit a 390 px phone without sideways scroll and pass axe; the shopper asks
// for a new delivery day in Hindi. The English twin of the same link still says today's English.
// Screenshots at 390 and 1440 px in test-results/.
import { beforeAll, describe, expect, test } from "vitest";
import {
  baseUrl,
  desktop,
  expectAxeClean,
  fileBrowser,
  hydrated,
  noSidewaysScroll,
  openPage,
  phone,
} from "./browser.ts";
import { englishWords } from "./hindi-words.ts";
import { createAccount, uniqueEmail } from "./mailbox.ts";
import { adminCookie, api, sessionCookie } from "./shop-api.ts";

const browser = fileBrowser();
const shopperWords = ["Meera", "xxxxx"];
let arrangeLink = "";
let reviewLinks: string[] = [];

/** A Hindi cash-on-delivery order of the given pieces, booked with the manual courier: its shipment. */
async function shippedHindiOrder(cookie: string, admin: string, pieces: Array<{ product: string; variant: string }>) {
  const { order } = await api<{ order: { _id: string } }>(
    "/api/userorder/placeorder",
    "POST",
    {
      orderItems: pieces.map((line) => ({ ...line, quantity: 1 })),
      shippingAddress: {
        addressLine1: "7 Temple Road",
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        zipCode: "411001",
        phone: "9876512345",
      },
      paymentMethod: "COD",
      language: "hi",
    },
    cookie,
  );
  await api(`/api/order/updateStatus/${order._id}`, "PUT", { status: "processing" }, admin);
  const { shipment } = await api<{ shipment: { _id: string } }>(
    `/api/admin/orders/${order._id}/shipments`,
    "POST",
    { provider: "manual", courierName: "India Post", awb: `HL${Date.now().toString().slice(-9)}` },
    admin,
  );
  return { orderId: order._id, shipmentId: shipment._id };
}

/** The newest mail of a template to the address (the dev mailbox), waited for. */
async function mailText(email: string, template: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mailbox = (await (
      await fetch(`${baseUrl()}/dev/mailbox/messages.json?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ template: string; text: string }>;
    const found = mailbox.filter((message) => message.template === template);
    if (found.length > 0) return found.at(-1)?.text ?? "";
    if (Date.now() > deadline) throw new Error(`no ${template} mail reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const admin = await adminCookie();
  const email = uniqueEmail("hindi-links");
  const password = "moonstone-evening-77";
  await createAccount(email, password, "Meera");
  const cookie = await sessionCookie(email, password);
  const member = await api<{ _id: string }>("/api/auth/me", "GET", undefined, cookie);
  await api(`/api/userdashboard/${member._id}/consents/review_requests`, "PUT", { given: true }, cookie);

  const listing = await api<{ products: Array<{ _id: string; variants: Array<{ _id: string; stock: number }> }> }>(
    "/api/products?sort=price_asc",
  );
  const pieces = listing.products
    .map((product) => ({ product: product._id, variant: product.variants.find((v) => v.stock > 2)?._id ?? "" }))
    .filter((line) => line.variant)
    .slice(2, 4);
  expect(pieces).toHaveLength(2);

  // one parcel the courier could not deliver: the mail links /hi/arrange-delivery
  const failed = await shippedHindiOrder(cookie, admin, pieces.slice(0, 1));
  await api(
    `/api/admin/shipments/${failed.shipmentId}/events`,
    "POST",
    { status: "undelivered", remark: "Door locked" },
    admin,
  );
  const ndr = await mailText(email, "delivery-failed");
  arrangeLink = /\/hi\/arrange-delivery\?token=[A-Za-z0-9_-]+/.exec(ndr)?.[0] ?? "";
  expect(arrangeLink, ndr).not.toBe("");

  // one delivered: the review request links /hi/review for each piece
  const delivered = await shippedHindiOrder(cookie, admin, pieces);
  await api(`/api/order/updateStatus/${delivered.orderId}`, "PUT", { status: "delivered" }, admin);
  const round = await fetch(`${baseUrl()}/dev/jobs/review-requests?daysLater=8`, { method: "POST" });
  expect(round.status, await round.clone().text()).toBe(200);
  const request = await mailText(email, "review-request");
  reviewLinks = [...request.matchAll(/\/hi\/review\?token=[A-Za-z0-9_-]+/g)].map((match) => match[0]);
  expect(reviewLinks.length, request).toBeGreaterThanOrEqual(2);
  // every review link of the mail is the Hindi page's
  expect(request.match(/\/review\?token=/g)?.length).toBe(reviewLinks.length);
}, 120_000);

/** Opens a Hindi page and checks it: lang, no English interface word, no sideways scroll at 390 px, axe. */
async function checkHindi(url: string, label: string, expected = 200, keep: readonly string[] = []) {
  const problems: string[] = [];
  for (const [size, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    const { page } = await openPage(browser, viewport);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(expected);
    await hydrated(page);
    expect(await page.getAttribute("html", "lang"), url).toBe("hi");
    const english = await englishWords(page, { keep });
    if (english.length > 0) problems.push(`${url} (${size}): ${english.join(" ")}`);
    await noSidewaysScroll(page);
    await expectAxeClean(page, `${label} ${size}`);
    await page.screenshot({ path: `test-results/hindi-${label}-${size}.png`, fullPage: true });
    await page.context().close();
  }
  expect(problems).toEqual([]);
}

describe("the pages a Hindi mail links", () => {
  test("/hi/arrange-delivery from the mail: Hindi, 390 and 1440 px, and a new day asked in Hindi", {
    timeout: 120_000,
  }, async () => {
    // what the shopper gave (their first name, their phone as the courier has it, masked) is theirs
    await checkHindi(arrangeLink, "arrange-delivery", 200, shopperWords);
    const { page, errors } = await openPage(browser, phone);
    await page.goto(arrangeLink);
    await hydrated(page);
    expect(await page.getByRole("heading", { name: "अपनी डिलीवरी तय करें" }).isVisible()).toBe(true);
    // nothing chosen: the form says so in Hindi
    await page.getByRole("button", { name: "डिलीवरी तय करें" }).click();
    await expect.poll(() => page.getByText("अगले प्रयास के लिए तारीख चुनें या नया फ़ोन नंबर दर्ज करें").isVisible()).toBe(true);
    await page.locator(".ndr-date").first().click();
    await page.getByRole("button", { name: "डिलीवरी तय करें" }).click();
    await expect.poll(() => page.getByText(/हमने आपका अनुरोध आगे भेज दिया है/).isVisible()).toBe(true);
    expect(await englishWords(page, { keep: shopperWords })).toEqual([]);
    await page.screenshot({ path: "test-results/hindi-arrange-delivery-asked-phone.png", fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();

    // the same link's English page says today's English
    const english = await openPage(browser, desktop);
    await english.page.goto(arrangeLink.replace(/^\/hi/, ""));
    expect(await english.page.getAttribute("html", "lang")).toBe("en-IN");
    expect(await english.page.getByRole("heading", { name: "Arrange your delivery" }).isVisible()).toBe(true);
    expect(
      await english.page
        .getByText(/We have passed on your request: a new attempt on \w{3}, \d+ \w{3}\. The courier/)
        .isVisible(),
    ).toBe(true);
    await english.page.context().close();
  });

  test("/hi/review from the review request: Hindi at 390 and 1440 px", { timeout: 120_000 }, async () => {
    await checkHindi(reviewLinks[0] as string, "review");
    const english = await openPage(browser, desktop);
    await english.page.goto((reviewLinks[0] as string).replace(/^\/hi/, ""));
    expect(await english.page.getByText("Write a review", { exact: true }).first().isVisible()).toBe(true);
    await english.page.context().close();
  });

  test("the other mailed pages with an old or unknown link say it in Hindi", { timeout: 240_000 }, async () => {
    for (const [url, label, status] of [
      ["/hi/back-in-stock?token=not-a-real-token-0123456789", "back-in-stock", 200],
      ["/hi/newsletter/confirm?token=not-a-real-token-0123456789", "newsletter-confirm", 200],
      ["/hi/unsubscribe?token=not-a-real-token-0123456789", "unsubscribe", 200],
      ["/hi/bag/restore?token=not-a-real-token-0123456789", "bag-restore", 404],
      ["/hi/review?token=not-a-real-token-0123456789", "review-dead", 400],
      ["/hi/arrange-delivery?token=an-old-or-unknown-link-token", "arrange-delivery-dead", 200],
    ] as const) {
      await checkHindi(url, label, status);
    }
  });
});
