// The HTTP shell every endpoint inherits: health, headers, error shape, body rules, OpenAPI.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestShop, type TestShop } from "../testing/shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe("HTTP shell", () => {
  test("answers /healthz with the database kind", async () => {
    const response = await shop.api("/healthz");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(["pglite", "postgres"]).toContain(body.database);
  });

  test("sets the security headers on every response and hides the server", async () => {
    const response = await shop.api("/api/categories");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  test("gives a fresh CSP nonce to every response", async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await shop.api("/healthz")).headers.get("content-security-policy") ?? "")?.[1];
    expect(await nonceOf()).not.toEqual(await nonceOf());
  });

  test("answers an unknown API path with the JSON error shape", async () => {
    const response = await shop.api("/api/no-such-thing");
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  test("refuses a body that is not JSON with 415", async () => {
    const response = await shop.api("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  test("refuses a JSON body over 100 KB with 413", async () => {
    const response = await shop.api("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(110_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("too_large");
  });

  test("answers malformed JSON with 400 and no stack trace", async () => {
    const response = await shop.api("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(JSON.parse(text).error.code).toBe("invalid");
  });

  test("serves no project files: /.git, /.env and /package.json are 404", async () => {
    for (const path of ["/.git/config", "/.env", "/package.json", "/src/server/config.ts"]) {
      expect((await shop.api(path)).status, path).toBe(404);
    }
  });

  test("publishes an OpenAPI document listing the catalogue endpoints", async () => {
    const response = await shop.api("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/categories",
      "/api/concerns",
      "/api/chakra",
      "/api/intents",
      "/api/intents/{parent}",
      "/api/chakra/{parent}",
      "/api/products",
      "/api/products/{id}",
      "/api/search",
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    const listing = document.paths["/api/products"].get;
    const names = listing.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(["subCategory", "minPrice", "sort", "page", "pageSize"]));
  });
});
