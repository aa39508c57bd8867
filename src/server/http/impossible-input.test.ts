// Impossible text and loose types (issue 18 point 3), walked over every declared endpoint: a NUL or
// a lone surrogate in a path parameter, a query field or a JSON body field is a 400 naming that
// field, never a 500 from the database (PostgreSQL refuses NUL in text). JSON numbers must be
// numbers; query strings may still coerce. Run on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createAccount, makeAdmin, signInCookie, uniqueIp } from "../testing/accounts.ts";
import { startTestShop, type TestShop } from "../testing/shop.ts";
import { createApp } from "./app.ts";
import { declaredEndpoints } from "./endpoint.ts";

let shop: TestShop;
let adminCookie: string;
beforeAll(async () => {
  shop = await startTestShop({ env: { TRUST_PROXY: "1" } });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
});
afterAll(async () => {
  await shop?.close();
});

const nul = "amethyst\u0000tumble";
const loneSurrogate = "rose\uD800quartz";

/** The declared properties of an input schema (its JSON Schema's top-level names). */
function propertiesOf(schema: z.ZodType | undefined): Record<string, { type?: string }> {
  if (!schema) return {};
  try {
    const described = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, { type?: string }>;
    };
    return described.properties ?? {};
  } catch {
    return {};
  }
}

function endpoints() {
  // the routers declare their endpoints when the app is assembled
  createApp(shop.ctx, { kind: "none" });
  return declaredEndpoints().map((spec) => ({
    ...spec,
    url: (spec.outsideApi ? "" : "/api") + spec.path.replace(/:(\w+)/g, (_match, name: string) => `sample-${name}`),
  }));
}

async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await shop.api(url, {
    method: method.toUpperCase(),
    headers: {
      cookie: adminCookie,
      "x-forwarded-for": uniqueIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let answer: { error?: { code?: string; fields?: Record<string, string> } } = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // not JSON: the assertion below shows it
  }
  return { status: response.status, answer, text };
}

describe("impossible text is refused with 400 naming the field, on every endpoint", () => {
  test("in path parameters", async () => {
    let checked = 0;
    for (const spec of endpoints()) {
      for (const name of spec.path.match(/:(\w+)/g) ?? []) {
        // (a lone surrogate cannot be written in a URL at all: encodeURIComponent refuses it)
        {
          const url =
            (spec.outsideApi ? "" : "/api") + spec.path.replace(name, encodeURIComponent(nul)).replace(/:(\w+)/g, "x");
          const { status, answer, text } = await send(spec.method, url);
          const label = `${spec.method} ${spec.path} ${name}`;
          expect(status, `${label}: ${text}`).toBe(400);
          expect(answer.error?.code, label).toBe("invalid");
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  test("in query strings", async () => {
    let checked = 0;
    for (const spec of endpoints()) {
      const names = Object.keys(propertiesOf(spec.query));
      for (const name of names.length > 0 ? names : ["anything"]) {
        const url = `${spec.url}?${name}=${encodeURIComponent(nul)}`;
        const { status, answer, text } = await send(spec.method, url, spec.method === "get" ? undefined : {});
        const label = `${spec.method} ${spec.path} ?${name}`;
        expect(status, `${label}: ${text}`).toBe(400);
        expect(answer.error?.fields?.[name], label).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  test("in JSON body fields (NUL and lone surrogates), nested ones included", async () => {
    let checked = 0;
    for (const spec of endpoints()) {
      // a form post's body is not JSON (RFC 8058's one-click stop: its own tests)
      if (!spec.body || spec.multipart || spec.form || spec.method === "get") continue;
      for (const name of Object.keys(propertiesOf(spec.body))) {
        for (const bad of [nul, loneSurrogate]) {
          const { status, answer, text } = await send(spec.method, spec.url, { [name]: bad });
          const label = `${spec.method} ${spec.path} ${name}`;
          expect(status, `${label}: ${text}`).toBe(400);
          expect(answer.error?.fields?.[name], label).toBeDefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    const nested = await send("post", "/api/cart/merge", { lines: [{ productId: "a", variantId: nul, quantity: 1 }] });
    expect(nested.status).toBe(400);
    expect(nested.answer.error?.fields?.["lines.0.variantId"]).toBeDefined();
    const inKey = await send("post", "/api/newsletter", { [`e${nul}`]: "x" });
    expect(inKey.status).toBe(400);
  });

  test("in pages' addresses and the product lane: 400, not a database error", async () => {
    for (const url of [
      "/productdetails/amethyst%00-0",
      "/search?q=crystal%00",
      "/shop?sort=%00",
      "/api/products/a%00b",
    ]) {
      const response = await shop.api(url, { headers: { "accept-encoding": "gzip" } });
      expect(response.status, url).toBe(400);
    }
  });

  test("in a multipart form field", async () => {
    const form = new FormData();
    form.set("title", nul);
    const response = await shop.api("/api/reviews", {
      method: "POST",
      body: form,
      headers: { cookie: adminCookie, "x-forwarded-for": uniqueIp() },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.title).toBeDefined();
  });
});

describe("JSON bodies have strict types; query strings may coerce", () => {
  test('a quantity of "1" or [1] is refused, naming the field', async () => {
    const line = { productId: "amethyst-tumble", variantId: "00000000-0000-4000-8000-000000000000" };
    for (const quantity of ["1", [1], true, null, { n: 1 }]) {
      const { status, answer } = await send("post", "/api/cart/add", { ...line, quantity });
      expect(status, JSON.stringify(quantity)).toBe(400);
      expect(answer.error?.fields?.quantity, JSON.stringify(quantity)).toBeDefined();
    }
    const nested = await send("post", "/api/cart/price", { lines: [{ ...line, quantity: "2" }] });
    expect(nested.status).toBe(400);
    expect(nested.answer.error?.fields?.["lines.0.quantity"]).toBeDefined();
    // a number is a number: this one is only refused for the unknown variant
    const number = await send("post", "/api/cart/add", { ...line, quantity: 1 });
    expect(number.status).toBe(404);
  });

  test('admin endpoints are strict too: a coupon\'s discount or a settings amount of "10" is refused', async () => {
    const coupon = { code: "STRICT10", expiryDate: "2099-12-31" };
    for (const discount of ["10", [10], true, null]) {
      const { status, answer } = await send("post", "/api/coupons/generate", { ...coupon, discount });
      expect(status, JSON.stringify(discount)).toBe(400);
      expect(answer.error?.fields?.discount, JSON.stringify(discount)).toBeDefined();
    }
    const settings = { shippingFee: 10, freeShippingFrom: "999", giftWrapPerUnit: 20 };
    const text = await send("put", "/api/admin/settings", { shipping: settings });
    expect(text.status).toBe(400);
    expect(text.answer.error?.fields?.["shipping.freeShippingFrom"]).toBeDefined();
    // nothing was saved by the refused request; the same values as numbers are
    const before = await send("get", "/api/admin/settings");
    expect(JSON.stringify(before.answer)).not.toContain('"freeShippingFrom":999,');
    const number = await send("put", "/api/admin/settings", { shipping: { ...settings, freeShippingFrom: 999 } });
    expect(number.status).toBe(200);
    const created = await send("post", "/api/coupons/generate", { ...coupon, discount: 10 });
    expect(created.status).toBe(201);
  });

  test("a query string's numbers are text, and still read as numbers", async () => {
    const response = await shop.api("/api/products?page=1&pageSize=12");
    expect(response.status).toBe(200);
  });
});

test("page actions read their forms only through readForm, which refuses impossible text", () => {
  const web = fileURLToPath(new URL("../../web", import.meta.url));
  const offenders = (fs.readdirSync(web, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && file !== "form-input.ts")
    .filter((file) => /\.formData\(/.test(fs.readFileSync(path.join(web, file), "utf8")));
  expect(offenders).toEqual([]);
});
