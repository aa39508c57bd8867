// Moderated reviews over real HTTP (issue 25 point 4): a new review waits as pending, unseen and
// uncounted until the admin approves it; rejecting needs a reason and takes a review down; with
// auto-publish on, only a verified buyer's review without links or spam appears at once; the
// "Verified purchase" mark needs a delivered order of the product; the queue is admins' only.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewHeldMessage, reviewMessages } from "../../../core/reviews.ts";
import type { ProductDetail } from "../../../core/schemas/catalogue.ts";
import type { AdminReview, ReviewCreated } from "../../../core/schemas/reviews.ts";
import { listingProducts, orderItems, reviews, variants } from "../../db/schema.ts";
import { createAccount, from, signInCookie, uniqueEmail, uniqueIp, userIdOf } from "../../testing/accounts.ts";
import type { FixtureProduct } from "../../testing/catalogue-fixtures.ts";
import { insertOrder } from "../../testing/privacy-fixtures.ts";
import { startReviewsTestShop } from "../../testing/reviews-shop.ts";
import type { TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";

const products: FixtureProduct[] = [
  {
    id: "rose-quartz",
    name: "Rose Quartz Heart",
    category: "crystal-tumble",
    createdAt: new Date(Date.UTC(2025, 0, 1)),
    variants: [{ name: "Small", price: 299 }],
    // a review from before moderation: it stays published
    reviews: [{ rating: 5 }],
  },
  {
    id: "black-tourmaline",
    name: "Black Tourmaline",
    category: "crystal-tumble",
    createdAt: new Date(Date.UTC(2025, 0, 2)),
    variants: [{ name: "Raw", price: 399 }],
  },
];

beforeAll(async () => {
  ({ shop, adminCookie } = await startReviewsTestShop(products));
});

afterAll(async () => {
  await shop?.close();
});

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  shop.api(path, from(uniqueIp(), method, body, cookie));
const admin = (method: string, path: string, body?: unknown) => call(method, path, body, adminCookie);

const fields = (overrides: Record<string, unknown> = {}) => ({
  productId: "rose-quartz",
  rating: 1,
  title: "Smaller than I hoped",
  reviewText: "Pretty colour, but it is tiny next to the photos.",
  name: "Kavya",
  email: uniqueEmail("kavya"),
  ...overrides,
});

async function send(body: Record<string, unknown>, cookie?: string): Promise<ReviewCreated> {
  const response = await call("POST", "/api/reviews", body, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ReviewCreated;
}

async function product(id: string): Promise<ProductDetail> {
  return (await (await shop.api(`/api/products/${id}`)).json()) as ProductDetail;
}

async function queue(status = "pending"): Promise<AdminReview[]> {
  const response = await admin("GET", `/api/admin/reviews?status=${status}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  return ((await response.json()) as { reviews: AdminReview[] }).reviews;
}

async function listingRating(id: string) {
  const [row] = await shop.ctx.db
    .select({ rating: listingProducts.rating, reviewCount: listingProducts.reviewCount })
    .from(listingProducts)
    .where(eq(listingProducts.id, id));
  return row;
}

/** A member who bought the product; their order is in the given state. */
async function buyer(productId: string, status: "delivered" | "processing") {
  const account = await createAccount(shop);
  const cookie = await signInCookie(shop, account.email, account.password);
  const userId = await userIdOf(shop, account.email);
  const order = await insertOrder(shop, { email: account.email, userId, status });
  const [variant] = await shop.ctx.db.select().from(variants).where(eq(variants.productId, productId));
  await shop.ctx.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    variantId: variant?.id as string,
    name: "Crystal",
    variantname: variant?.variantname ?? "Small",
    sku: "X-1",
    hsn: "7103",
    size: "",
    quantity: 1,
    unitPrice: 29900,
    unitMrp: 29900,
    gstRate: 3,
  });
  return { ...account, cookie };
}

async function autoPublish(on: boolean) {
  const response = await admin("PUT", "/api/admin/settings", { reviews: { autoPublishVerified: on } });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe("the moderation queue", () => {
  it("keeps a new review pending and unseen; approving publishes it and recomputes the ratings", async () => {
    const before = await product("rose-quartz");
    expect([before.rating, before.reviewCount]).toEqual([5, 1]);
    const created = await send(fields());
    expect(created).toMatchObject({ message: reviewHeldMessage, published: false });

    const waiting = await product("rose-quartz");
    expect([waiting.rating, waiting.reviewCount, waiting.reviews.length]).toEqual([5, 1, 1]);
    expect(waiting.reviewSummary).toMatchObject({ count: 1 });
    expect(await listingRating("rose-quartz")).toEqual({ rating: 5, reviewCount: 1 });
    const page = await (await shop.api("/product/rose-quartz")).text();
    expect(page).not.toContain("Smaller than I hoped");

    const pending = await queue();
    expect(pending.find((item) => item._id === created.review._id)).toMatchObject({
      productName: "Rose Quartz Heart",
      status: "pending",
      verifiedPurchase: false,
      heldFor: null,
    });

    const approved = await admin("POST", `/api/admin/reviews/${created.review._id}/approve`);
    expect(approved.status).toBe(200);
    const after = await product("rose-quartz");
    expect([after.rating, after.reviewCount]).toEqual([3, 2]);
    expect(after.reviews.map((item) => item._id)).toContain(created.review._id);
    expect(await listingRating("rose-quartz")).toEqual({ rating: 3, reviewCount: 2 });
    expect((await queue("published")).map((item) => item._id)).toContain(created.review._id);
    expect((await queue()).map((item) => item._id)).not.toContain(created.review._id);

    // rejecting takes it down again, with the reason kept for the admin
    const rejected = await admin("POST", `/api/admin/reviews/${created.review._id}/reject`, { reason: "Off topic" });
    expect(rejected.status).toBe(200);
    expect([(await product("rose-quartz")).reviewCount, (await listingRating("rose-quartz"))?.reviewCount]).toEqual([
      1, 1,
    ]);
    expect((await queue("rejected")).find((item) => item._id === created.review._id)?.rejectReason).toBe("Off topic");
  });

  it("refuses a reject without a reason, and unknown reviews, changing nothing", async () => {
    const created = await send(fields({ productId: "black-tourmaline" }));
    const blank = await admin("POST", `/api/admin/reviews/${created.review._id}/reject`, { reason: "  " });
    expect(blank.status).toBe(400);
    const missing = await admin("POST", `/api/admin/reviews/${crypto.randomUUID()}/approve`);
    expect(missing.status).toBe(404);
    const malformed = await admin("POST", "/api/admin/reviews/not-a-uuid/approve");
    expect(malformed.status).toBe(400);
    const [row] = await shop.ctx.db.select().from(reviews).where(eq(reviews.id, created.review._id));
    expect(row?.status).toBe("pending");
    // approving twice is harmless
    expect((await admin("POST", `/api/admin/reviews/${created.review._id}/approve`)).status).toBe(200);
    expect((await admin("POST", `/api/admin/reviews/${created.review._id}/approve`)).status).toBe(200);
    expect((await product("black-tourmaline")).reviewCount).toBe(1);
  });

  it("answers 401 to a visitor and 403 to a shopper on every admin review endpoint", async () => {
    const shopper = await createAccount(shop);
    const cookie = await signInCookie(shop, shopper.email, shopper.password);
    const created = await send(fields());
    const endpoints: [string, string, unknown][] = [
      ["GET", "/api/admin/reviews?status=pending", undefined],
      ["POST", `/api/admin/reviews/${created.review._id}/approve`, undefined],
      ["POST", `/api/admin/reviews/${created.review._id}/reject`, { reason: "No" }],
    ];
    for (const [method, path, body] of endpoints) {
      expect((await call(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, body, cookie)).status, `${method} ${path}`).toBe(403);
    }
    const [row] = await shop.ctx.db.select().from(reviews).where(eq(reviews.id, created.review._id));
    expect(row?.status).toBe("pending");
  });
});

describe("auto-publishing verified buyers' reviews", () => {
  it("publishes a verified buyer's plain review at once, and holds links and spam even then", async () => {
    await autoPublish(true);
    try {
      const member = await buyer("black-tourmaline", "delivered");
      const plain = await send(
        fields({ productId: "black-tourmaline", rating: 5, title: "Grounding", email: member.email }),
        member.cookie,
      );
      expect(plain).toMatchObject({ message: reviewMessages.submitted, published: true });
      expect(plain.review.verifiedPurchase).toBe(true);
      const listed = (await product("black-tourmaline")).reviews.find((item) => item._id === plain.review._id);
      expect(listed?.verifiedPurchase).toBe(true);

      const held = [
        { reviewText: "Buy cheaper at https://crystals.example now" },
        { reviewText: "Order from www.cheapstones now" },
        { reviewText: "Same stones at stonedeals.shop for less" },
        { title: "Wowwwwwwwww" },
        { title: "BEST STONE EVER BUY IT NOW", reviewText: "I LOVE IT SO MUCH, TRULY AMAZING" },
        { reviewText: "Great casino vibes from this stone." },
      ];
      for (const overrides of held) {
        const answer = await send(
          fields({ productId: "black-tourmaline", email: member.email, ...overrides }),
          member.cookie,
        );
        expect(answer, JSON.stringify(overrides)).toMatchObject({ message: reviewHeldMessage, published: false });
      }
      const reasons = (await queue()).filter((item) => item.verifiedPurchase).map((item) => item.heldFor);
      expect(new Set(reasons)).toEqual(new Set(["link", "repeated characters", "shouting", "banned word"]));

      // not verified: a guest, a member without an order, a member whose order is not delivered yet
      const waiting = await buyer("black-tourmaline", "processing");
      for (const [body, cookie] of [
        [fields({ productId: "black-tourmaline" }), undefined],
        [fields({ productId: "black-tourmaline", email: waiting.email }), waiting.cookie],
        [fields({ productId: "rose-quartz", email: member.email }), member.cookie],
      ] as const) {
        const answer = await send(body, cookie);
        expect(answer).toMatchObject({ published: false, review: { verifiedPurchase: false } });
      }
    } finally {
      await autoPublish(false);
    }
  });

  it("holds even a verified buyer's review while auto-publish is off (the default)", async () => {
    const member = await buyer("rose-quartz", "delivered");
    const answer = await send(fields({ email: member.email, rating: 4 }), member.cookie);
    expect(answer).toMatchObject({ published: false, review: { verifiedPurchase: true } });
  });
});
