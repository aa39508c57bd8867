// The claims guard on the product API (issue 36, decision 0049) through real HTTP: an active
// product cannot claim to cure a disease of the 1954 Act's Schedule (400 naming the field and the
// phrase, nothing saved), a draft can hold the copy while it is rewritten, a warning goes live once
// acknowledged; and the demo catalogue and the shop's own copy pass the guard.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { claimsInFields, productCopyFields } from "../../../core/claims.ts";
import { productJsonLd } from "../../../web/components/product/seo.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";
let categoryId = 0;

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const rows = await shop.ctx.db.execute<{ id: number }>(sql`
    select c.id from categories c join categories s on s.id = c.parent_id join categories p on p.id = s.parent_id
    where p.slug = 'aura-jewels' and c.level = 2 order by c.id limit 1`);
  categoryId = rows.rows[0]?.id ?? 0;
});
afterAll(async () => {
  await shop?.close();
});

const call = (method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, adminCookie));

function product(overrides: Record<string, unknown> = {}) {
  return {
    name: `Claimed ${Math.random().toString(36).slice(2, 8)}`,
    description: "Amethyst, long associated with calm, strung on a soft cord.",
    sku: "CLAIM-1",
    categoryId,
    variants: [
      {
        variantname: "Standard",
        sku: "CLAIM-1-STD",
        price: 899,
        mrp: 999,
        tax: 3,
        hsn: "7117",
        stock: 5,
        declarations: { netQuantity: { value: 1, unit: "pieces" } },
      },
    ],
    declarations: {
      genericName: "Bracelet",
      countryOfOrigin: "India",
      packerName: "Sattva Crafts",
      packerAddress: "22 Johari Bazaar, Jaipur, Rajasthan 302003",
    },
    ...overrides,
  };
}

const productCount = async () =>
  (await shop.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]?.n ?? 0;

describe("the claims guard on products", () => {
  test("'amethyst cures diabetes' cannot go live: 400 naming the field and the phrase, nothing saved", async () => {
    const before = await productCount();
    const response = await call("POST", "/api/products", product({ description: "Amethyst cures diabetes." }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toContain('"cures diabetes"');
    expect(error.message).toContain("Drugs and Magic Remedies Act 1954");
    expect(Object.keys(error.fields)).toEqual(["description"]);
    expect(error.fields.description).toContain("cures diabetes");
    expect(await productCount()).toBe(before);
  });

  test("a Hinglish claim in a healing property is named by its field", async () => {
    const response = await call(
      "POST",
      "/api/products",
      product({ healingProperties: { first: "Sugar ki bimari ka ilaj", second: "", third: "", fourth: "" } }),
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields)).toEqual(["healingProperties.first"]);
  });

  test("a draft keeps the copy; making it active is refused until the claim is rewritten", async () => {
    const body = product({ description: "Our pyrite bracelet controls high blood pressure.", status: "draft" });
    const draft = await call("POST", "/api/products", body);
    expect(draft.status, await draft.clone().text()).toBe(201);
    const id = (await draft.json()).product._id as string;
    const activate = await call("PUT", `/api/products/${id}`, { ...body, status: "active" });
    expect(activate.status).toBe(400);
    expect((await activate.json()).error.fields.description).toContain("controls high blood pressure");
    expect((await shop.api(`/api/products/${id}`)).status).toBe(404);
    const rewritten = await call("PUT", `/api/products/${id}`, {
      ...body,
      status: "active",
      description: "Pyrite, traditionally associated with calm and steady confidence.",
    });
    expect(rewritten.status, await rewritten.clone().text()).toBe(200);
    expect((await shop.api(`/api/products/${id}`)).status).toBe(200);
  });

  test("a warning goes live once acknowledged, the acknowledgement is kept, and forgotten when the words go", async () => {
    const body = product({ description: "Many say it relieves anxiety on long days." });
    const refused = await call("POST", "/api/products", body);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.description).toContain("I can prove this");

    const saved = await call("POST", "/api/products", { ...body, acknowledgedClaims: ["Relieves  Anxiety"] });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const id = (await saved.json()).product._id as string;
    const editable = await (await call("GET", `/api/admin/products/${id}`)).json();
    expect(editable.product?.acknowledgedClaims ?? editable.acknowledgedClaims).toEqual(["relieves anxiety"]);

    const rewritten = await call("PUT", `/api/products/${id}`, {
      ...body,
      description: "Many keep it close on long days.",
      acknowledgedClaims: ["relieves anxiety"],
    });
    expect(rewritten.status).toBe(200);
    const after = await (await call("GET", `/api/admin/products/${id}`)).json();
    expect(after.product?.acknowledgedClaims ?? after.acknowledgedClaims).toEqual([]);
  });

  test("the zodiac sign and high heels are no claims", async () => {
    const response = await call(
      "POST",
      "/api/products",
      product({ description: "The birthstone for Cancer; it heals old hurts and pairs with high heels." }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
  });
});

describe("the demo catalogue passes the guard", () => {
  test("no product of the demo claims to cure a scheduled disease or carries an unprovable promise", async () => {
    const rows = await shop.ctx.db.execute<{
      id: string;
      name: string;
      title: string;
      description: string;
      healing_properties: Record<string, string>;
      specifications: Record<string, string>;
      faq: { question: string; answer: string }[];
      product_descriptions: { title: string; text: string }[];
    }>(sql`select id, name, title, description, healing_properties, specifications, faq, product_descriptions
             from products`);
    expect(rows.rows.length).toBeGreaterThan(20);
    const findings = rows.rows.flatMap((row) =>
      claimsInFields({
        ...productCopyFields({
          name: row.name,
          title: row.title,
          description: row.description,
          healingProperties: row.healing_properties,
          specifications: row.specifications,
        }),
        ...Object.fromEntries(row.faq.map((entry, index) => [`faq.${index}`, `${entry.question} ${entry.answer}`])),
        ...Object.fromEntries(
          row.product_descriptions.map((entry, index) => [
            `productDescriptions.${index}`,
            `${entry.title}. ${entry.text}`,
          ]),
        ),
      }).map((found) => `${row.id} ${found.field}: "${found.phrase}" (${found.severity})`),
    );
    expect(findings).toEqual([]);
  });
});

describe("gemstone lab reports", () => {
  const report = { lab: "GIA", reportNumber: "2141438171", reportDate: "2026-03-12", caratWeight: 5.12 };
  const withReport = (certificate: unknown) => {
    const body = product();
    return { ...body, variants: [{ ...body.variants[0], certificate }] };
  };

  test("a piece's report is shown with the lab's own check, and named in the JSON-LD", async () => {
    const created = await call("POST", "/api/products", withReport(report));
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await created.json()).product._id as string;
    const answer = await (await shop.api(`/api/products/${id}`)).json();
    expect(answer.product?.variants?.[0]?.certificate ?? answer.variants?.[0]?.certificate).toEqual({
      lab: "GIA",
      reportNumber: "2141438171",
      reportDate: "2026-03-12",
      caratWeight: 5.12,
      imageUrl: null,
      pdfUrl: null,
      checkUrl: "https://www.gia.edu/report-check?reportno=2141438171",
    });
    expect(productJsonLd(answer.product ?? answer, "https://shop.test").hasCertification).toEqual([
      {
        "@type": "Certification",
        name: "GIA gemstone report, Standard",
        certificationIdentification: "2141438171",
        issuedBy: { "@type": "Organization", name: "GIA" },
        validFrom: "2026-03-12",
        hasMeasurement: { "@type": "QuantitativeValue", value: 5.12, unitCode: "CTM" },
        url: "https://www.gia.edu/report-check?reportno=2141438171",
      },
    ]);
    const editable = await (await call("GET", `/api/admin/products/${id}`)).json();
    expect((editable.product ?? editable).variants[0].certificate).toMatchObject({
      ...report,
      imageKey: null,
      pdfKey: null,
    });
  });

  test("a lab outside the owner's list, a future date or a third decimal of a carat is refused, nothing saved", async () => {
    const before = await productCount();
    const unknown = await call("POST", "/api/products", withReport({ ...report, lab: "Jaipur Gem Lab" }));
    expect(unknown.status).toBe(400);
    expect(Object.keys((await unknown.json()).error.fields)).toEqual(["variants.0.certificate.lab"]);
    const future = await call("POST", "/api/products", withReport({ ...report, reportDate: "2999-01-01" }));
    expect(future.status).toBe(400);
    const carats = await call("POST", "/api/products", withReport({ ...report, caratWeight: 5.123 }));
    expect(carats.status).toBe(400);
    expect(await productCount()).toBe(before);
  });

  test("the owner adds a lab in Settings; a lab without a report check shows no link", async () => {
    const settings = await (await call("GET", "/api/admin/settings")).json();
    const claims = settings.settings?.claims ?? settings.claims;
    const saved = await call("PUT", "/api/admin/settings", {
      claims: { ...claims, labs: [...claims.labs, { name: "Jaipur Gem Lab", checkUrl: "" }] },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const created = await call("POST", "/api/products", withReport({ ...report, lab: "Jaipur Gem Lab" }));
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await created.json()).product._id as string;
    const answer = await (await shop.api(`/api/products/${id}`)).json();
    expect((answer.product ?? answer).variants[0].certificate.checkUrl).toBeNull();
    const refused = await call("PUT", "/api/admin/settings", {
      claims: { ...claims, labs: [{ name: "Phishing Lab", checkUrl: "http://example.test/{report}" }] },
    });
    expect(refused.status).toBe(400);
  });
});

describe("origin claims follow the declared origin (issue 38 point 11)", () => {
  test("no demo product made outside India says it is handmade in India, or shows the artisans poster", async () => {
    const rows = await shop.ctx.db.execute<{ id: string; country: string; copy: string; posters: number }>(sql`
      select p.id, p.country_of_origin as country,
             concat_ws(' ', p.name, p.title, p.description, p.product_descriptions::text, p.faq::text) as copy,
             (select count(*)::int from product_images i where i.product_id = p.id and i.role = 'whyChoose') as posters
        from products p where p.sku not like 'CLAIM-%'`);
    const imported = rows.rows.filter((row) => row.country !== "India");
    const indian = rows.rows.filter((row) => row.country === "India");
    expect(imported.length).toBeGreaterThan(3);
    expect(
      imported.filter((row) => /made in india|handmade in india|women artisans/i.test(row.copy) || row.posters > 0),
    ).toEqual([]);
    // a product made in India keeps them
    expect(indian.filter((row) => row.posters === 0)).toEqual([]);
  });
});
