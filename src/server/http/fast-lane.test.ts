// The product lane (fast-lane.ts): a product is answered before Express with the same status,
// headers and bytes as the Express route; anything the lane does not take goes to Express.
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSampleShop } from "../testing/sample-catalogue.ts";
import type { TestShop } from "../testing/shop.ts";
import type { CachedAnswer } from "./fast-lane.ts";
import { keptAnswerKey } from "./kept-answers.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startSampleShop();
});

afterAll(async () => {
  await shop?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaderNames: string[];
  body: Buffer;
}

/** A plain node:http GET (fetch would add Accept-Encoding, which the lane leaves to Express). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, shop.url), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaderNames: response.rawHeaders.filter((_, index) => index % 2 === 0),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** The body as sent before its Content-Encoding. */
function decoded(answer: Answer): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body);
  if (encoding === "gzip") return zlib.gunzipSync(answer.body);
  return answer.body;
}

/** The headers that differ between any two answers: the date and the CSP nonce. */
function comparable(answer: Answer) {
  const { date, ...headers } = answer.headers;
  return {
    status: answer.status,
    names: answer.rawHeaderNames.filter((name) => name.toLowerCase() !== "date"),
    headers: {
      ...headers,
      "content-security-policy": String(headers["content-security-policy"]).replace(/'nonce-[^']+'/, ""),
    },
    body: answer.body.toString(),
  };
}

describe("the product lane", () => {
  it("answers a product as the Express route does: same status, headers in the same order, same bytes", async () => {
    await shop.ctx.cache.invalidate();
    // read by the lane (the cache is empty), then from the cache
    const read = await get("/api/products/rose-quartz-bracelet");
    expect(read.status).toBe(200);
    expect(shop.ctx.cache.peek("catalogue:product:rose-quartz-bracelet")).toBeDefined();
    const cached = await get("/api/products/rose-quartz-bracelet");
    expect(comparable(cached)).toEqual(comparable(read));
    expect(cached.headers["content-security-policy"]).not.toEqual(read.headers["content-security-policy"]);
    // Express's answer (a query string leaves the request to Express; the route ignores it)
    const viaExpress = await get("/api/products/rose-quartz-bracelet?via=express");
    expect(comparable(viaExpress)).toEqual(comparable(read));
    await shop.ctx.cache.invalidate();
    const readByExpress = await get("/api/products/rose-quartz-bracelet?via=express");
    expect(comparable(readByExpress)).toEqual(comparable(read));
  });

  it("answers a browser's Accept-Encoding compressed as the compression middleware would (Brotli, else gzip)", async () => {
    const plain = await get("/api/products/rose-quartz-bracelet");
    for (const [acceptEncoding, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["identity", undefined],
    ] as const) {
      const lane = await get("/api/products/rose-quartz-bracelet", { "Accept-Encoding": acceptEncoding });
      const express = await get("/api/products/rose-quartz-bracelet?via=express", {
        "Accept-Encoding": acceptEncoding,
      });
      for (const answer of [lane, express]) {
        expect(answer.headers["content-encoding"], acceptEncoding).toBe(encoding);
        expect(decoded(answer).equals(plain.body), acceptEncoding).toBe(true);
      }
      // the same headers in the same order, but for the length the middleware leaves out when it streams
      const framing = (answer: Answer) => {
        const { body: _body, ...rest } = comparable(answer);
        const names = rest.names.filter((name) => !/^(content-length|transfer-encoding)$/i.test(name));
        const { "content-length": _length, "transfer-encoding": _chunked, ...headers } = rest.headers;
        return { ...rest, names, headers };
      };
      expect(framing(lane)).toEqual(framing(express));
    }
    // weighted lists are left to Express, which answers by the weights
    const weighted = await get("/api/products/rose-quartz-bracelet", { "Accept-Encoding": "br;q=0.1, gzip;q=1" });
    expect(weighted.headers["content-encoding"]).toBe("gzip");
    expect(decoded(weighted).equals(plain.body)).toBe(true);
  });

  it("answers a matching If-None-Match with 304, as Express does", async () => {
    const first = await get("/api/products/rose-quartz-bracelet");
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `"other", ${etag}`, "*"]) {
      const lane = await get("/api/products/rose-quartz-bracelet", { "If-None-Match": ifNoneMatch });
      const express = await get("/api/products/rose-quartz-bracelet?via=express", { "If-None-Match": ifNoneMatch });
      expect(lane.status, ifNoneMatch).toBe(304);
      expect(lane.body.length).toBe(0);
      expect(comparable(lane)).toEqual(comparable(express));
    }
    const stale = await get("/api/products/rose-quartz-bracelet", { "If-None-Match": '"other"' });
    expect(stale.status).toBe(200);
    const noCache = await get("/api/products/rose-quartz-bracelet", {
      "If-None-Match": etag,
      "Cache-Control": "no-cache",
    });
    expect(noCache.status).toBe(200);
  });

  it("leaves a caller with a session cookie to Express (its session is looked up)", async () => {
    await get("/api/products/rose-quartz-bracelet");
    const answer = await get("/api/products/rose-quartz-bracelet", { Cookie: "sid=no-such-session" });
    expect(answer.status).toBe(200);
    // the session middleware drops the cookie of a session that does not exist
    expect(String(answer.headers["set-cookie"])).toMatch(/^sid=;/);
  });

  it("leaves HEAD, queries and missing products to Express", async () => {
    const first = await get("/api/products/rose-quartz-bracelet");
    const etag = String(first.headers.etag);
    expect((await get("/api/products/rose-quartz-bracelet?x=1", { "If-None-Match": etag })).status).toBe(304);
    const head = await get("/api/products/rose-quartz-bracelet", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get("/api/products/rose-quartz-bracelet?x=1")).body.equals(first.body)).toBe(true);
    expect((await get("/api/products/no-such-product")).status).toBe(404);
    expect((await get("/api/products/no-such-product")).status).toBe(404);
    expect((await get(`/api/products/${"x".repeat(201)}`)).status).toBe(400);
  });

  it("stops answering from the cache when the catalogue changes", async () => {
    await get("/api/products/rose-quartz-bracelet");
    await shop.ctx.cache.invalidate();
    expect(shop.ctx.cache.peek("catalogue:product:rose-quartz-bracelet")).toBeUndefined();
  });
});

describe("kept catalogue answers (listing, search, categories, term lists)", () => {
  const urls = [
    "/api/products?parentCategory=divine-crystals&sort=price_asc&page=1",
    "/api/products?minPrice=100&maxPrice=900",
    "/api/search?query=amethist",
    "/api/categories",
    "/api/concerns",
  ];

  it("are kept by the route for a caller without a session and answered by the lane with the same status, headers and bytes", async () => {
    await shop.ctx.cache.invalidate();
    for (const url of urls) {
      const byExpress = await get(url);
      expect(byExpress.status, url).toBe(200);
      expect(shop.ctx.cache.peek(keptAnswerKey(url)), url).toBeDefined();
      const byLane = await get(url);
      expect(comparable(byLane), url).toEqual(comparable(byExpress));
      for (const acceptEncoding of ["gzip, deflate, br, zstd", "gzip, deflate"]) {
        const lane = await get(url, { "Accept-Encoding": acceptEncoding });
        expect(decoded(lane).equals(byExpress.body), `${url} ${acceptEncoding}`).toBe(true);
      }
      const etag = String(byExpress.headers.etag);
      expect((await get(url, { "If-None-Match": etag })).status, url).toBe(304);
    }
  });

  it("are answered before Express: the lane sends the kept bytes (proved by changing them), until the catalogue changes", async () => {
    const url = urls[0] as string;
    await get(url);
    const kept = shop.ctx.cache.peek<CachedAnswer>(keptAnswerKey(url));
    if (!kept) throw new Error("not kept");
    const original = kept.json;
    kept.json = Buffer.from('"from the lane"');
    expect((await get(url)).body.toString()).toBe('"from the lane"');
    kept.json = original;
    await shop.ctx.cache.invalidate();
    expect(shop.ctx.cache.peek(keptAnswerKey(url))).toBeUndefined();
    expect((await get(url)).body.equals(original)).toBe(true);
  });

  it("are not kept for a caller with a session cookie, nor for a refused query, and a HEAD goes to Express", async () => {
    await shop.ctx.cache.invalidate();
    const url = "/api/products?sort=price_desc";
    const withCookie = await get(url, { Cookie: "sid=no-such-session" });
    expect(withCookie.status).toBe(200);
    expect(shop.ctx.cache.peek(keptAnswerKey(url))).toBeUndefined();
    const refused = "/api/products?parentCategory=no-such-parent";
    expect((await get(refused)).status).toBe(400);
    expect(shop.ctx.cache.peek(keptAnswerKey(refused))).toBeUndefined();
    expect((await get(refused)).status).toBe(400);
    await get(url);
    const head = await get(url, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});
