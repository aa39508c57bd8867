// POST /api/reviews over real HTTP: a review waits for the admin's check, and once approved moves the
// product's rating (moderation.test.ts covers the queue's rules); photos
// are re-encoded and videos recognised by their bytes; every refusal (missing fields, long title,
// bad rating, unknown product or variant, wrong file type, oversized or too many files) answers
// 400/404/413 and stores nothing; the reviewer's e-mail never appears in an answer.
import fs from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewMessages } from "../../../core/reviews.ts";
import type { ProductDetail } from "../../../core/schemas/catalogue.ts";
import type { ReviewCreated } from "../../../core/schemas/reviews.ts";
import { media, reviews } from "../../db/schema.ts";
import { from, uniqueEmail, uniqueIp } from "../../testing/accounts.ts";
import type { FixtureProduct } from "../../testing/catalogue-fixtures.ts";
import { startReviewsTestShop } from "../../testing/reviews-shop.ts";
import type { TestShop } from "../../testing/shop.ts";
import { detectVideoType } from "../media/video.ts";
import { uncleanableVideoMessage } from "../media/video-clean.ts";
import { gpsText, mp4WithLocation, webmWithTags } from "../media/video-fixtures.ts";
import { reviewRateLimits } from "./service.ts";

let shop: TestShop;
let adminCookie = "";

const products: FixtureProduct[] = [
  {
    id: "amethyst-tumble",
    name: "Amethyst Tumble Stone",
    category: "crystal-tumble",
    createdAt: new Date(Date.UTC(2025, 0, 1)),
    variants: [
      { name: "50 g", price: 199, mrp: 249 },
      { name: "100 g", price: 349, mrp: 399 },
    ],
    reviews: [{ rating: 5 }, { rating: 3 }],
  },
  {
    id: "citrine-tree",
    name: "Citrine Tree",
    category: "crystal-tumble",
    createdAt: new Date(Date.UTC(2025, 0, 2)),
    variants: [{ name: "Small", price: 999 }],
  },
];

beforeAll(async () => {
  ({ shop, adminCookie } = await startReviewsTestShop(products));
});

/** The admin publishes a review from the queue. */
async function approve(id: string) {
  const response = await shop.api(`/api/admin/reviews/${id}/approve`, from(uniqueIp(), "POST", undefined, adminCookie));
  expect(response.status, await response.clone().text()).toBe(200);
}

afterAll(async () => {
  await shop?.close();
});

/** A valid review, each from a new address (an address may write only a few reviews an hour). */
const validFields = () => ({
  productId: "amethyst-tumble",
  rating: 4,
  title: "Calm evenings",
  reviewText: "I keep it on my bedside table and hold it before sleep.",
  name: "Meera K.",
  email: uniqueEmail("meera"),
});

async function product(id: string): Promise<ProductDetail> {
  const response = await shop.api(`/api/products/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductDetail;
}

/** Each request from its own address, unless the test names one (IPs are limited too). */
function postJson(body: unknown, ip = uniqueIp()) {
  return shop.api("/api/reviews", from(ip, "POST", body));
}

interface Attachment {
  data: Buffer;
  name: string;
  type: string;
}

function postForm(fields: Record<string, string | number>, files: Attachment[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return shop.api("/api/reviews", { method: "POST", body: form, headers: { "x-forwarded-for": uniqueIp() } });
}

function png(width = 640, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 91, g: 63, b: 140 } } })
    .png()
    .toBuffer();
}

function box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** The smallest MP4 the shop accepts: ftyp (isom), an (empty) moov and some media data. */
function mp4(): Buffer {
  const brands = Buffer.concat([Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isommp41")]);
  return Buffer.concat([
    box("ftyp", brands),
    box("moov", box("mvhd", Buffer.alloc(100))),
    box("mdat", Buffer.alloc(2048, 7)),
  ]);
}

/** An EBML header with DocType "webm" and a Segment after it. */
function webm(): Buffer {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from("webm")]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  // the Segment holds one Void element (padding): a WebM whose elements can all be read
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x88, 0xec, 0x86, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([header, segment]);
}

async function filesOnDisk(): Promise<number> {
  const root = path.join(shop.ctx.config.dataDir, "media");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function stored() {
  const [mediaRows] = await shop.ctx.db.select({ n: count() }).from(media);
  const [reviewRows] = await shop.ctx.db.select({ n: count() }).from(reviews);
  return { media: mediaRows?.n ?? 0, reviews: reviewRows?.n ?? 0, files: await filesOnDisk() };
}

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return body.error;
}

describe("publishing a review", () => {
  it("holds a valid review for the check, then lists it on GET /api/products/:id and moves the rating once approved", async () => {
    const before = await product("citrine-tree");
    expect(before.reviewCount).toBe(0);
    const response = await postJson({ ...validFields(), productId: "citrine-tree", rating: 2 });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ReviewCreated;
    expect(created).toMatchObject({
      success: true,
      message: "Thank you; your review will appear after a quick check",
      published: false,
      review: { rating: 2, title: "Calm evenings", name: "Meera K.", mediaUrls: [], youtubeURL: null },
    });
    const waiting = await product("citrine-tree");
    expect([waiting.reviewCount, waiting.reviews.length]).toEqual([0, 0]);
    await approve(created.review._id);

    const after = await product("citrine-tree");
    expect(after.reviewCount).toBe(1);
    expect(after.rating).toBe(2);
    expect(after.reviewSummary).toMatchObject({ count: 1, average: 2, distribution: { "2": 1 } });
    expect(after.reviews[0]).toMatchObject({ _id: created.review._id, title: "Calm evenings", rating: 2 });

    const listing = await (await shop.api("/api/products?category=Crystal%20Tumble&sort=reviews")).json();
    expect(listing.products.find((item: { _id: string }) => item._id === "citrine-tree")).toMatchObject({
      rating: 2,
      reviewCount: 1,
    });
  });

  it("averages the new rating with the others", async () => {
    const before = await product("amethyst-tumble");
    expect([before.rating, before.reviewCount]).toEqual([4, 2]);
    const variantId = before.variants[1]?._id;
    const response = await postForm({ ...validFields(), rating: 1, variantId: variantId ?? "" });
    expect(response.status).toBe(201);
    await approve(((await response.json()) as ReviewCreated).review._id);
    const after = await product("amethyst-tumble");
    expect([after.rating, after.reviewCount]).toEqual([3, 3]);
    expect(after.reviews.find((review) => review.rating === 1)?.variantId).toBe(variantId);
  });

  it("keeps a YouTube link and refuses any other address", async () => {
    const good = await postJson({ ...validFields(), youtubeURL: "https://youtu.be/dQw4w9WgXcQ" });
    expect(good.status).toBe(201);
    expect(((await good.json()) as ReviewCreated).review.youtubeURL).toBe("https://youtu.be/dQw4w9WgXcQ");
    for (const youtubeURL of [
      "https://evil.example/watch?v=1",
      "javascript:alert(1)",
      "https://youtube.com.evil.io/x",
    ]) {
      const error = await expectError(await postJson({ ...validFields(), youtubeURL }), 400);
      expect(error.fields?.youtubeURL).toBe(reviewMessages.youtube);
    }
  });

  it("never shows the reviewer's e-mail", async () => {
    const response = await postJson({ ...validFields(), email: "hidden.address@example.com" });
    const text = await response.text();
    expect(response.status).toBe(201);
    expect(text).not.toContain("hidden.address");
    const page = await shop.api("/api/products/amethyst-tumble");
    expect(await page.text()).not.toContain("hidden.address");
  });
});

describe("photos and videos", () => {
  it("re-encodes a photo to WebP and keeps an MP4 video recognised by its bytes", async () => {
    const response = await postForm(validFields(), [
      { data: await png(), name: "bedside.png", type: "image/png" },
      // the name and the claimed type do not matter: the bytes do
      { data: mp4(), name: "clip.bin", type: "application/octet-stream" },
    ]);
    expect(response.status).toBe(201);
    const { review } = (await response.json()) as ReviewCreated;
    expect(review.mediaUrls).toHaveLength(2);
    const [photoUrl, videoUrl] = review.mediaUrls as [string, string];
    expect(photoUrl).toMatch(/^\/media\/review-amethyst-tumble-[a-f0-9]{10}\/full\.webp$/);
    expect(videoUrl).toMatch(/^\/media\/review-amethyst-tumble-[a-f0-9]{10}\/video\.mp4$/);

    const photo = await shop.api(photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe("webp");

    const video = await shop.api(videoUrl);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect(video.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await video.arrayBuffer()).equals(mp4())).toBe(true);
    const part = await shop.api(videoUrl, { headers: { range: "bytes=0-15" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-15/${mp4().length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(16);

    await approve(review._id);
    const listed = (await product("amethyst-tumble")).reviews.find((item) => item._id === review._id);
    expect(listed?.mediaUrls).toEqual(review.mediaUrls);
  });

  it("accepts a WebM video", async () => {
    const response = await postForm(validFields(), [{ data: webm(), name: "clip.webm", type: "video/webm" }]);
    expect(response.status).toBe(201);
    const { review } = (await response.json()) as ReviewCreated;
    expect(review.mediaUrls[0]).toMatch(/\/video\.webm$/);
    expect((await shop.api(review.mediaUrls[0] as string)).headers.get("content-type")).toBe("video/webm");
  });

  it("stores videos without where they were filmed (issue 18 point 8), and refuses one it cannot clean", async () => {
    for (const [data, name, type] of [
      [mp4WithLocation({ moovFirst: true }), "walk.mp4", "video/mp4"],
      [webmWithTags(), "walk.webm", "video/webm"],
    ] as const) {
      expect(data.includes(gpsText)).toBe(true);
      const response = await postForm(validFields(), [{ data, name, type }]);
      expect(response.status, await response.clone().text()).toBe(201);
      const { review } = (await response.json()) as ReviewCreated;
      const stored = Buffer.from(await (await shop.api(review.mediaUrls[0] as string)).arrayBuffer());
      expect(stored.includes(gpsText)).toBe(false);
      expect(stored.includes(Buffer.from("\u00a9xyz", "latin1"))).toBe(false);
      expect(detectVideoType(stored)).toBe(type === "video/mp4" ? "mp4" : "webm");
    }
    const before = await filesOnDisk();
    const fragmented = Buffer.concat([mp4(), box("moof", box("mfhd", Buffer.alloc(8)))]);
    const refused = await postForm(validFields(), [{ data: fragmented, name: "live.mp4", type: "video/mp4" }]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(uncleanableVideoMessage);
    expect(await filesOnDisk()).toBe(before);
  });
});

describe("refusing a review", () => {
  it("limits how many reviews one address and one IP may write in an hour (429 with Retry-After, nothing stored)", async () => {
    const email = uniqueEmail("eager");
    for (let n = 0; n < reviewRateLimits.perAddress.max; n++) {
      expect((await postJson({ ...validFields(), email })).status).toBe(201);
    }
    const before = await stored();
    const refused = await postJson({ ...validFields(), email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const ip = uniqueIp();
    for (let n = 0; n < reviewRateLimits.perIp.max; n++) expect((await postJson(validFields(), ip)).status).toBe(201);
    const fromIp = await postJson(validFields(), ip);
    expect(fromIp.status).toBe(429);
    expect((await stored()).reviews).toBe(before.reviews + reviewRateLimits.perIp.max);
  });

  it("names every missing field, with the spec's sentence", async () => {
    const error = await expectError(await postJson({ productId: "amethyst-tumble" }), 400);
    expect(error.message).toBe("Please fill in all required fields, including title, rating, review, name, and email.");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["email", "name", "rating", "reviewText", "title"]);

    const blank = await expectError(await postForm({ ...validFields(), title: "  ", name: "" }), 400);
    expect(blank.message).toBe(reviewMessages.required);
    expect(Object.keys(blank.fields ?? {}).sort()).toEqual(["name", "title"]);
  });

  it("refuses a title of 101 characters and takes one of 100", async () => {
    const error = await expectError(await postJson({ ...validFields(), title: "a".repeat(101) }), 400);
    expect(error.fields).toEqual({ title: "Title must be at most 100 characters." });
    expect((await postJson({ ...validFields(), title: "a".repeat(100) })).status).toBe(201);
  });

  it.each([0, 6, 3.5, "five", -1])("refuses the rating %s", async (rating) => {
    const error = await expectError(await postJson({ ...validFields(), rating }), 400);
    expect(error.fields?.rating).toBe(reviewMessages.rating);
  });

  it("refuses an invalid e-mail address", async () => {
    const error = await expectError(await postJson({ ...validFields(), email: "meera-at-home" }), 400);
    expect(error.fields).toEqual({ email: reviewMessages.email });
  });

  it("answers 404 for an unknown product", async () => {
    const error = await expectError(await postJson({ ...validFields(), productId: "no-such-crystal" }), 404);
    expect(error.message).toBe("Product not found");
  });

  it("refuses a variant of another product", async () => {
    const other = (await product("citrine-tree")).variants[0]?._id;
    const error = await expectError(await postJson({ ...validFields(), variantId: other }), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(["variantId"]);
  });

  it("refuses media URLs in JSON (files travel in the same multipart request)", async () => {
    const error = await expectError(
      await postJson({ ...validFields(), mediaUrls: ["https://img.example/x.jpg"] }),
      400,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(["mediaUrls"]);
  });
});

describe("refusing uploads stores nothing", () => {
  it("refuses a text file named .png, whatever type the browser claims", async () => {
    const before = await stored();
    const text = Buffer.from("this is a shopping list, not a photo of my crystal\n".repeat(20));
    const response = await postForm(validFields(), [
      { data: await png(), name: "good.png", type: "image/png" },
      { data: text, name: "photo.png", type: "image/png" },
    ]);
    const error = await expectError(response, 400);
    expect(error.message).toBe("Only JPEG, PNG, GIF or WebP photos and MP4 or WebM videos can be attached.");
    expect(error.fields?.files).toContain("photo.png");
    expect(await stored()).toEqual(before);
  });

  it("refuses an SVG and an HTML file", async () => {
    const before = await stored();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectError(await postForm(validFields(), [{ data: svg, name: "a.svg", type: "image/svg+xml" }]), 400);
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    await expectError(await postForm(validFields(), [{ data: html, name: "a.mp4", type: "video/mp4" }]), 400);
    expect(await stored()).toEqual(before);
  });

  it("refuses a 6 MB image with 413 and stores nothing", async () => {
    const before = await stored();
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const error = await expectError(
      await postForm(validFields(), [{ data: big, name: "huge.png", type: "image/png" }]),
      413,
    );
    expect(error.message).toBe("Each photo or video must be 5 MB or smaller.");
    expect(await stored()).toEqual(before);
  });

  it("refuses a sixth file", async () => {
    const before = await stored();
    const photo = await png(100, 125);
    const files = Array.from({ length: 6 }, (_, index) => ({ data: photo, name: `p${index}.png`, type: "image/png" }));
    const error = await expectError(await postForm(validFields(), files), 400);
    expect(error.message).toBe("Attach at most 5 photos or videos.");
    expect(await stored()).toEqual(before);
  });

  it("checks the fields before it looks at any file", async () => {
    const before = await stored();
    const error = await expectError(
      await postForm({ ...validFields(), rating: "" }, [{ data: await png(), name: "ok.png", type: "image/png" }]),
      400,
    );
    expect(error.fields?.rating).toBe(reviewMessages.rating);
    expect(await stored()).toEqual(before);
  });
});
