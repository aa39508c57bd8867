// The media feature over real HTTP: uploads stored as WebP masters (type from the bytes, EXIF
// orientation applied, metadata stripped, server-made keys), responsive sizes made once on first
// request, and the refusals: SVG, disguised files, pixel bombs, bad widths, keys and traversal.
import http from "node:http";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Invalid } from "../../http/errors.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";
import { encodingCounts } from "./files.ts";
import { refusedTypeMessage, storeImage, storeSvgRendering, tooLargeMessage, unreadableMessage } from "./service.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const yearOfCaching = "public, max-age=31536000, immutable";

function png(width: number, height: number, colour = { r: 91, g: 63, b: 140 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A valid 1-bit PNG of 8000 × 5125 px (41 MP) that is only a few kilobytes: a pixel bomb. */
function pixelBomb(): Buffer {
  const width = 8000;
  const height = 5125;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const rows = Buffer.alloc(height * (1 + width / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function fetchImage(path: string) {
  const response = await shop.api(path);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** A request with the path exactly as written (fetch would normalise "..", this does not). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${shop.url}/`, { path, method: "GET" }, (response) => {
      let body = "";
      response.on("data", (part) => {
        body += part;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("storing an upload", () => {
  it("stores a PNG as a WebP master under a server-made key and serves it with its type and a year of caching", async () => {
    const key = await storeImage(shop.ctx, await png(1000, 800), {
      alt: "A purple square",
      keyHint: "../My Photo.PNG",
    });
    expect(key).toMatch(/^my-photo-png-[0-9a-f]{10}$/);

    const { response, body } = await fetchImage(`/media/${key}/full.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(yearOfCaching);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1000, height: 800 });
    // the same master under the key's own name (the product export's addresses)
    const named = await fetchImage(`/media/${key}/${key}.webp`);
    expect(named.response.status).toBe(200);
    expect(named.response.headers.get("content-type")).toBe("image/webp");
    expect(named.response.headers.get("vary")).toBeNull();
    expect(named.body.equals(body)).toBe(true);
  });

  it("makes 480 px AVIF and WebP sizes on request", async () => {
    const key = await storeImage(shop.ctx, await png(1200, 1500), { alt: "Tall", keyHint: "tall" });
    const avif = await fetchImage(`/media/${key}/480.avif`);
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get("content-type")).toBe("image/avif");
    expect(avif.response.headers.get("cache-control")).toBe(yearOfCaching);
    expect(await sharp(avif.body).metadata()).toMatchObject({ format: "heif", width: 480, height: 600 });

    const webp = await fetchImage(`/media/${key}/480.webp`);
    expect(webp.response.status).toBe(200);
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: "webp", width: 480, height: 600 });
  });

  it("answers a format-free size in AVIF or WebP by the Accept header, varying on it", async () => {
    const key = await storeImage(shop.ctx, await png(1200, 1500), { alt: "Either", keyHint: "either" });
    const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const asked = async (accept: string | undefined) => {
      const response = await shop.api(`/media/${key}/480`, { headers: accept === undefined ? {} : { accept } });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };
    const avif = await asked(chrome);
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get("content-type")).toBe("image/avif");
    expect(avif.response.headers.get("vary")).toBe("Accept");
    expect(avif.response.headers.get("cache-control")).toBe(yearOfCaching);
    expect(await sharp(avif.body).metadata()).toMatchObject({ format: "heif", width: 480, height: 600 });
    // the same bytes as the format-named URL: one file on disk, one ETag per format
    const named = await fetchImage(`/media/${key}/480.avif`);
    expect(named.body.equals(avif.body)).toBe(true);
    expect(named.response.headers.get("etag")).toBe(avif.response.headers.get("etag"));

    for (const accept of ["image/webp,*/*", "image/avif;q=0, image/webp", "*/*", undefined]) {
      const webp = await asked(accept);
      expect(webp.response.headers.get("content-type"), String(accept)).toBe("image/webp");
      expect(webp.response.headers.get("vary")).toBe("Accept");
      expect(await sharp(webp.body).metadata()).toMatchObject({ format: "webp", width: 480, height: 600 });
    }

    const etag = avif.response.headers.get("etag") ?? "";
    const cached = await shop.api(`/media/${key}/480`, { headers: { accept: chrome, "if-none-match": etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get("vary")).toBe("Accept");
    // a width the shop does not store is a 404 in either form
    expect((await shop.api(`/media/${key}/123`, { headers: { accept: chrome } })).status).toBe(404);
  });

  it("serves a size from disk after the first request, and answers 304 to a matching ETag", async () => {
    const key = await storeImage(shop.ctx, await png(800, 1000), { alt: "Again", keyHint: "again" });
    const first = await fetchImage(`/media/${key}/360.webp`);
    const encodedBefore = encodingCounts.derived;
    const second = await fetchImage(`/media/${key}/360.webp`);
    expect(encodingCounts.derived).toBe(encodedBefore);
    expect(second.body.equals(first.body)).toBe(true);

    const etag = second.response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const cached = await shop.api(`/media/${key}/360.webp`, { headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);
  });

  it("encodes a size only once when many first requests arrive together", async () => {
    const key = await storeImage(shop.ctx, await png(900, 1100), { alt: "Busy", keyHint: "busy" });
    const before = encodingCounts.derived;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchImage(`/media/${key}/720.webp`)));
    expect(encodingCounts.derived - before).toBe(1);
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it("never makes a size wider than the master", async () => {
    const key = await storeImage(shop.ctx, await png(300, 375), { alt: "Small", keyHint: "small" });
    const { body } = await fetchImage(`/media/${key}/960.webp`);
    expect((await sharp(body).metadata()).width).toBe(300);
  });

  it("applies EXIF orientation, strips metadata and keeps masters at most 1600 px wide", async () => {
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#a8824a" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: "Somebody", Copyright: "Somebody" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const key = await storeImage(shop.ctx, photo, { alt: "Rotated", keyHint: "rotated" });
    const { body } = await fetchImage(`/media/${key}/full.webp`);
    const meta = await sharp(body).metadata();
    // orientation 6 turns the landscape photo upright; then it is scaled to 1600 px wide at most
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("accepts JPEG, GIF and WebP as well as PNG", async () => {
    const base = sharp({ create: { width: 40, height: 50, channels: 3, background: "#55745c" } });
    for (const input of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      const key = await storeImage(shop.ctx, input, { alt: "Format", keyHint: "format" });
      expect((await shop.api(`/media/${key}/full.webp`)).status).toBe(200);
    }
  });

  it("records the image in the media table", async () => {
    const key = await storeImage(shop.ctx, await png(640, 800), { alt: "Recorded", keyHint: "recorded" });
    const rows = await shop.ctx.db.query.media.findMany({ where: (media, { eq }) => eq(media.key, key) });
    expect(rows).toEqual([
      expect.objectContaining({
        key,
        kind: "image",
        contentType: "image/webp",
        width: 640,
        height: 800,
        alt: "Recorded",
      }),
    ]);
  });
});

describe("refusing an upload", () => {
  const refused = async (input: Buffer, message: string) => {
    const attempt = storeImage(shop.ctx, input, { alt: "Bad", keyHint: "bad" });
    await expect(attempt).rejects.toBeInstanceOf(Invalid);
    await expect(attempt).rejects.toThrow(message);
  };

  it("refuses an SVG, whatever its name", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await refused(svg, refusedTypeMessage);
  });

  it("refuses a text file disguised as a PNG", async () => {
    await refused(Buffer.from("this is not a picture, whatever the .png name says"), refusedTypeMessage);
  });

  it("refuses HTML and PDF files", async () => {
    await refused(Buffer.from("<!doctype html><h1>hi</h1>"), refusedTypeMessage);
    await refused(Buffer.from("%PDF-1.7\n%âãÏÓ\n"), refusedTypeMessage);
  });

  it("refuses a file that starts like a PNG but is not one", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("garbage")]);
    await refused(fake, unreadableMessage);
  });

  it("refuses a 41-megapixel image before decoding it", async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(100_000);
    await refused(bomb, tooLargeMessage);
  });
});

describe("GET /media/{key}/{file}", () => {
  let key = "";

  beforeAll(async () => {
    key = await storeImage(shop.ctx, await png(500, 625), { alt: "Known", keyHint: "known" });
  });

  it.each([
    ["an unknown key", () => "/media/no-such-image-0123456789/full.webp"],
    ["a width that is not offered", () => `/media/${key}/123.webp`],
    ["a format-free width that is not offered", () => `/media/${key}/123`],
    ["an offered width in another format", () => `/media/${key}/480.png`],
    ["a JPEG name", () => `/media/${key}/full.jpg`],
    ["the private SVG source", () => `/media/${key}/source.svg`],
    ["a key alone", () => `/media/${key}`],
    ["a longer path", () => `/media/${key}/full.webp/more`],
    ["a key with a dot", () => "/media/known.png/full.webp"],
    ["another key's name", () => `/media/${key}/no-such-image-0123456789.webp`],
    ["the key's name as AVIF", () => `/media/${key}/${key}.avif`],
  ])("answers a plain 404 for %s", async (_label, path) => {
    const response = await shop.api(path());
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Not found");
  });

  it.each([
    "/media/..%2F..%2F..%2Fetc%2Fpasswd/full.webp",
    "/media/%2e%2e/full.webp",
    "/media/known/..%2Ffull.webp",
    "/media/..%5C..%5Cetc/full.webp",
    "/media/../../package.json",
    "/media/%2e%2e%2f%2e%2e%2fpackage.json/full.webp",
  ])("answers 404 to the traversal attempt %s", async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBe(404);
    expect(body).not.toMatch(/root:|"name"|dependencies/);
  });

  it("renders one of the shop's drawings into a master and serves it", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200" viewBox="0 0 800 1000"><rect width="800" height="1000" fill="#EFE7DC"/><circle cx="400" cy="500" r="200" fill="#5B3F8C"/></svg>';
    const drawn = await storeSvgRendering(shop.ctx, svg, { alt: "A drawing", keyHint: "drawing" });
    const { response, body } = await fetchImage(`/media/${drawn}/full.webp`);
    expect(response.status).toBe(200);
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 960, height: 1200 });
    expect((await shop.api(`/media/${drawn}/source.svg`)).status).toBe(404);
  });
});
