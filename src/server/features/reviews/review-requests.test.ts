// Review requests over real HTTP against a real database (issue 25 point 4): one message some days
// after delivery (time moved by giving the round its clock), once only (twice in a row, two instances
// at once), never without the consent, after a one-click opt-out, or for cancelled and returned
// orders; returned lines left out; WhatsApp against its stand-in. The per-line link reviews without
// signing in: a pending, verified review through the same moderation; a used, tampered, expired or
// malformed link is refused (409 / 400 / 410) and changes nothing; one line's token reviews that line
// only. The /review page is driven in e2e/review-request.test.ts.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewHeldMessage, reviewLinkMessages } from "../../../core/reviews.ts";
import type { ReviewCreated, ReviewLinkLine } from "../../../core/schemas/reviews.ts";
import {
  consentRecords,
  mailOutbox,
  orderItems,
  orders,
  returnLines,
  returns,
  reviewRequestLinks,
  reviewRequests,
  reviews,
  variants,
  whatsappOutbox,
} from "../../db/schema.ts";
import { testShopEnv, uniqueEmail, uniqueIp } from "../../testing/accounts.ts";
import { type FixtureCatalogue, insertCatalogue } from "../../testing/catalogue-fixtures.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { json, startTestShop, type TestShop } from "../../testing/shop.ts";
import { startWhatsappStandIn, type WhatsappStandIn } from "../../testing/whatsapp-stand-in.ts";
import { giveConsent } from "../privacy/consents.ts";
import { readSettings, saveSettings } from "../settings/service.ts";
import { requestReviews } from "./review-requests.ts";

let shop: TestShop;
let whatsapp: WhatsappStandIn;
const day = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * day);

const catalogue: FixtureCatalogue = {
  tree: [
    {
      name: "Divine Crystals",
      slug: "divine-crystals",
      subCategories: [
        { name: "Tumbles", slug: "tumbles", categories: [{ name: "Crystal Tumble", slug: "crystal-tumble" }] },
      ],
    },
  ],
  terms: { concern: ["Sleep"], chakra: ["Crown"], intent: ["Calm"] },
  products: [
    {
      id: "amethyst-cluster",
      name: "Amethyst Cluster",
      category: "crystal-tumble",
      createdAt: new Date(Date.UTC(2025, 0, 1)),
      variants: [{ name: "Small", price: 499 }],
    },
    {
      id: "citrine-point",
      name: "Citrine Point",
      category: "crystal-tumble",
      createdAt: new Date(Date.UTC(2025, 0, 2)),
      variants: [{ name: "Raw", price: 399 }],
    },
  ],
};

beforeAll(async () => {
  whatsapp = await startWhatsappStandIn();
  shop = await startTestShop({
    env: {
      ...testShopEnv,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_ID: whatsapp.phoneId,
      WHATSAPP_API_URL: whatsapp.url,
    },
  });
  await insertCatalogue(shop.ctx, catalogue);
});

afterAll(async () => {
  await shop?.close();
  await whatsapp?.close();
});

interface Bought {
  email: string;
  orderId: string;
  lineIds: string[];
}

/** A guest's order of both products, delivered now, with the review-request consent unless told otherwise. */
async function delivered(
  options: {
    consent?: boolean;
    status?: "delivered" | "cancelled" | "returned";
    whatsapp?: boolean;
    language?: "en" | "hi";
  } = {},
): Promise<Bought> {
  const email = uniqueEmail("buyer");
  if (options.consent ?? true) {
    await giveConsent(shop.ctx.db, { email, userId: null, purpose: "review_requests", source: "checkout" });
  }
  if (options.whatsapp) {
    await giveConsent(shop.ctx.db, {
      email,
      userId: null,
      purpose: "whatsapp",
      source: "account",
      phone: "9876543210",
    });
  }
  const order = await insertOrder(shop, { email, status: "delivered" });
  await shop.ctx.db
    .update(orders)
    .set({ deliveredAt: new Date(), orderStatus: options.status ?? "delivered", language: options.language ?? "en" })
    .where(eq(orders.id, order.id));
  const lineIds: string[] = [];
  for (const [position, productId] of ["amethyst-cluster", "citrine-point"].entries()) {
    const [variant] = await shop.ctx.db.select().from(variants).where(eq(variants.productId, productId));
    const [line] = await shop.ctx.db
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId,
        variantId: variant?.id as string,
        name: productId === "amethyst-cluster" ? "Amethyst Cluster" : "Citrine Point",
        variantname: variant?.variantname ?? "Small",
        sku: `RR-${position}`,
        hsn: "7103",
        size: "",
        quantity: 1,
        unitPrice: 49900,
        unitMrp: 49900,
        gstRate: 3,
        position,
      })
      .returning({ id: orderItems.id });
    lineIds.push(line?.id as string);
  }
  return { email, orderId: order.id, lineIds };
}

function requestsTo(email: string) {
  return shop.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "review-request")));
}

/** The review links of the request mailed to the address, in the order's order. */
async function tokensOf(email: string): Promise<string[]> {
  const [mail] = await requestsTo(email);
  return [...(mail?.text ?? "").matchAll(/\/review\?token=([A-Za-z0-9_-]+)/g)].map((match) => match[1] as string);
}

const review = (body: Record<string, unknown>) =>
  shop.api("/api/reviews/by-link", json("POST", body, { "x-forwarded-for": uniqueIp() }));

const fields = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  rating: 4,
  title: "Lovely and calm",
  reviewText: "It sits on my desk and the colour is deeper than in the photos.",
  name: "Asha",
  ...overrides,
});

async function reviewCount(): Promise<number> {
  return (await shop.ctx.db.select({ id: reviews.id }).from(reviews)).length;
}

describe("the review request", () => {
  it("goes N days after delivery (setting, 7 by default), not before, with a link per line", async () => {
    const buyer = await delivered();
    await requestReviews(shop.ctx, daysFromNow(6.9));
    expect(await requestsTo(buyer.email)).toHaveLength(0);

    const round = await requestReviews(shop.ctx, daysFromNow(7.01));
    expect(round.ran).toBe(true);
    const [mail, ...more] = await requestsTo(buyer.email);
    expect(more).toHaveLength(0);
    expect(mail?.purpose).toBe("review_requests");
    // RFC 8058 one-click stop, like every consent-based message
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain("Amethyst Cluster");
    expect(mail?.text).toContain("Citrine Point");
    expect(await tokensOf(buyer.email)).toHaveLength(2);
    const links = await shop.ctx.db
      .select()
      .from(reviewRequestLinks)
      .where(eq(reviewRequestLinks.orderId, buyer.orderId));
    expect(links.map((link) => link.orderItemId).sort()).toEqual([...buyer.lineIds].sort());
    // expires after the setting's days (60 by default)
    const days = ((links[0]?.expiresAt.getTime() ?? 0) - daysFromNow(7.01).getTime()) / day;
    expect(Math.round(days)).toBe(60);
  });

  it("links /hi/review for a Hindi order, each line's token the page's own; /review for an English one, as before", async () => {
    const hindi = await delivered({ language: "hi" });
    const english = await delivered();
    await requestReviews(shop.ctx, daysFromNow(7.01));
    const [inHindi] = await requestsTo(hindi.email);
    const [inEnglish] = await requestsTo(english.email);
    const links = (body: string | undefined) =>
      [...(body ?? "").matchAll(/https?:\/\/[^\s"]*\/review\?token=[A-Za-z0-9_-]+/g)].map(
        (match) => new URL(match[0]).pathname,
      );
    for (const body of [inHindi?.text, inHindi?.html]) {
      expect(links(body).length).toBeGreaterThanOrEqual(2);
      expect(new Set(links(body))).toEqual(new Set(["/hi/review"]));
    }
    expect(inHindi?.html).toContain('<html lang="hi">');
    for (const body of [inEnglish?.text, inEnglish?.html]) {
      expect(links(body).length).toBeGreaterThanOrEqual(2);
      expect(new Set(links(body))).toEqual(new Set(["/review"]));
      expect(body).not.toContain("/hi/");
    }
    // the Hindi mail's tokens open their lines like the English ones
    const [token] = await tokensOf(hindi.email);
    const line = await shop.api(`/api/reviews/by-link?token=${token}`);
    expect(line.status).toBe(200);
  });

  it("follows the setting: 3 days after delivery when the admin says so", async () => {
    const before = (await readSettings(shop.ctx)).reviews;
    expect(before.requestAfterDays).toBe(7);
    await saveSettings(shop.ctx, { reviews: { ...before, requestAfterDays: 3 } }, "test");
    try {
      const buyer = await delivered();
      await requestReviews(shop.ctx, daysFromNow(2.9));
      expect(await requestsTo(buyer.email)).toHaveLength(0);
      await requestReviews(shop.ctx, daysFromNow(3.01));
      expect(await requestsTo(buyer.email)).toHaveLength(1);
    } finally {
      await saveSettings(shop.ctx, { reviews: before }, "test");
    }
  });

  it("is sent once: a second round, and two instances at once, send nothing more", async () => {
    const buyer = await delivered({ whatsapp: true });
    const at = daysFromNow(8);
    const [first, second] = await Promise.all([
      requestReviews(shop.ctx, at, "instance-a"),
      requestReviews(shop.ctx, at, "instance-b"),
    ]);
    expect([first.ran, second.ran].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    await requestReviews(shop.ctx, at);
    await requestReviews(shop.ctx, daysFromNow(9));
    expect(await requestsTo(buyer.email)).toHaveLength(1);
    const rows = await shop.ctx.db.select().from(reviewRequests).where(eq(reviewRequests.orderId, buyer.orderId));
    expect(rows).toHaveLength(1);
    // and on WhatsApp, once, as the approved template with the first line's link
    const messages = await shop.ctx.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.email, buyer.email));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: "review_request", to: "919876543210", purpose: "review_requests" });
    const [firstToken] = await tokensOf(buyer.email);
    expect(JSON.stringify(messages[0]?.components)).toContain(firstToken);
  });

  it("is not sent without the consent, after a one-click opt-out, or for cancelled and returned orders", async () => {
    const noConsent = await delivered({ consent: false });
    const optedOut = await delivered();
    const cancelled = await delivered({ status: "cancelled" });
    const returnedOrder = await delivered({ status: "returned" });
    const [consent] = await shop.ctx.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.email, optedOut.email), eq(consentRecords.purpose, "review_requests")));
    const stopped = await shop.api(`/api/consents/one-click?token=${consent?.withdrawToken}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status, await stopped.clone().text()).toBe(200);

    await requestReviews(shop.ctx, daysFromNow(8));
    for (const buyer of [noConsent, optedOut, cancelled, returnedOrder]) {
      expect(await requestsTo(buyer.email)).toHaveLength(0);
    }
  });

  it("leaves out a line that went back, and sends nothing when every line did", async () => {
    const partly = await delivered();
    const wholly = await delivered();
    const returnOf = async (buyer: Bought, lineIds: string[]) => {
      const [row] = await shop.ctx.db
        .insert(returns)
        .values({ orderId: buyer.orderId, status: "received", refundTo: "source" })
        .returning({ id: returns.id });
      for (const orderItemId of lineIds) {
        await shop.ctx.db
          .insert(returnLines)
          .values({ returnId: row?.id as string, orderItemId, quantity: 1, reason: "damaged" });
      }
    };
    await returnOf(partly, [partly.lineIds[1] as string]);
    await returnOf(wholly, wholly.lineIds);
    await requestReviews(shop.ctx, daysFromNow(8));
    const [mail] = await requestsTo(partly.email);
    expect(mail?.text).toContain("Amethyst Cluster");
    expect(mail?.text).not.toContain("Citrine Point");
    expect(await tokensOf(partly.email)).toHaveLength(1);
    expect(await requestsTo(wholly.email)).toHaveLength(0);
  });
});

describe("the review link", () => {
  let buyer: Bought;
  let tokens: string[] = [];

  beforeAll(async () => {
    buyer = await delivered();
    await requestReviews(shop.ctx, daysFromNow(8));
    tokens = await tokensOf(buyer.email);
    expect(tokens).toHaveLength(2);
  });

  it("opens the line without signing in", async () => {
    const response = await shop.api(`/api/reviews/by-link?token=${tokens[0]}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const line = (await response.json()) as ReviewLinkLine;
    expect(line).toMatchObject({ productId: "amethyst-cluster", productName: "Amethyst Cluster", reviewed: false });
  });

  it("writes a pending, verified review of that line only, whatever product the body names", async () => {
    const response = await review(fields(tokens[0] as string, { productId: "citrine-point", email: "x@example.test" }));
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as ReviewCreated;
    expect(created).toMatchObject({ message: reviewHeldMessage, published: false });
    expect(created.review.verifiedPurchase).toBe(true);
    const [row] = await shop.ctx.db.select().from(reviews).where(eq(reviews.id, created.review._id));
    expect(row).toMatchObject({
      productId: "amethyst-cluster",
      status: "pending",
      verifiedPurchase: true,
      email: buyer.email,
    });
    // the same queue as any review
    const line = (await (await shop.api(`/api/reviews/by-link?token=${tokens[0]}`)).json()) as ReviewLinkLine;
    expect(line.reviewed).toBe(true);
    // the other line's link still works for its own piece
    const other = (await (await shop.api(`/api/reviews/by-link?token=${tokens[1]}`)).json()) as ReviewLinkLine;
    expect(other).toMatchObject({ productId: "citrine-point", reviewed: false });
  });

  it("refuses a second review with a used link (409), and a double submit writes one", async () => {
    const before = await reviewCount();
    const again = await review(fields(tokens[0] as string));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(reviewLinkMessages.alreadyReviewed);
    expect(await reviewCount()).toBe(before);

    const both = await Promise.all([review(fields(tokens[1] as string)), review(fields(tokens[1] as string))]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await reviewCount()).toBe(before + 1);
  });

  it("refuses a tampered, unknown or malformed token (400) and an expired one (410), changing nothing", async () => {
    const fresh = await delivered();
    await requestReviews(shop.ctx, daysFromNow(8));
    const [token] = await tokensOf(fresh.email);
    const before = await reviewCount();
    const tampered = `${(token as string).slice(0, -1)}${(token as string).endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "short", "not a token at all!!!!!!!!"]) {
      const posted = await review(fields(bad));
      expect(posted.status, bad).toBe(400);
      const opened = await shop.api(`/api/reviews/by-link?token=${encodeURIComponent(bad)}`);
      expect(opened.status, bad).toBe(400);
    }
    const missing = await review({ token: token, rating: 5 });
    expect(missing.status).toBe(400);

    await shop.ctx.db
      .update(reviewRequestLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewRequestLinks.orderId, fresh.orderId));
    const expired = await review(fields(token as string));
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe(reviewLinkMessages.expired);
    expect((await shop.api(`/api/reviews/by-link?token=${token}`)).status).toBe(410);
    expect(await reviewCount()).toBe(before);
  });
});
