// Lab report PDFs through HTTP (issue 36 point 3, decision 0054): a PDF is taken by its %PDF- header
// and refused with active content (plain, name-escaped or inside a compressed object stream), when
// it is not a PDF at all, or over the size limit in Settings; it downloads as an attachment in a
// sandbox; the product answer links it; an order line keeps the certificate and the invoice names it.
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { pdfPagesText } from "../../testing/pdf-text.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";
let shopper = { email: "", cookie: "" };
let categoryId = 0;

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const buyer = await createAccount(shop);
  shopper = { email: buyer.email, cookie: await signInCookie(shop, buyer.email, buyer.password) };
  const rows = await shop.ctx.db.execute<{ id: number }>(sql`
    select c.id from categories c join categories s on s.id = c.parent_id join categories p on p.id = s.parent_id
    where p.slug = 'aura-jewels' and c.level = 2 order by c.id limit 1`);
  categoryId = rows.rows[0]?.id ?? 0;
});
afterAll(async () => {
  await shop?.close();
});

const call = (cookie: string, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie));

/** A small well-formed PDF; `catalog` goes into its catalogue dictionary, `objects` after it. */
function pdf(catalog = "", objects = ""): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n` +
      "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n" +
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n" +
      `${objects}trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

/** A PDF whose action hides in a compressed object stream (what PDF 1.5 writers do), its names escaped. */
function pdfWithHiddenScript(): Buffer {
  const hidden = zlib.deflateSync(Buffer.from("4 0 << /S /J#61vaScript /J#53 (app.alert(1)) >>", "latin1"));
  const [before = ""] = pdf("/OpenAction 4 0 R ").toString("latin1").split("trailer");
  return Buffer.concat([
    Buffer.from(
      `${before}5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      "latin1",
    ),
    hidden,
    Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ]);
}

async function upload(bytes: Buffer, name = "report.pdf", cookie = adminCookie) {
  const form = new FormData();
  // as the product form sends it: a key hint, then the file
  form.append("hint", "lab-report");
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return shop.api("/api/admin/lab-reports", { method: "POST", headers: { cookie }, body: form });
}

const ruby = (certificate: unknown) => ({
  name: `Certified Ruby ${Math.random().toString(36).slice(2, 8)}`,
  description: "A natural ruby, untreated, with its laboratory report.",
  sku: `RUBY-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  categoryId,
  variants: [
    {
      variantname: "5 ct",
      sku: `RUBY-5-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      price: 899,
      mrp: 999,
      tax: 3,
      hsn: "7103",
      stock: 5,
      declarations: { netQuantity: { value: 1, unit: "pieces" } },
      certificate,
    },
  ],
  declarations: {
    genericName: "Ruby",
    countryOfOrigin: "India",
    packerName: "Sattva Crafts",
    packerAddress: "22 Johari Bazaar, Jaipur, Rajasthan 302003",
  },
});

const report = { lab: "GIA", reportNumber: "2141438171", reportDate: "2026-03-12", caratWeight: 5.12 };

describe("lab report PDFs", () => {
  test("a PDF is accepted and downloads as an attachment in a sandbox, never shown in the shop's origin", async () => {
    const response = await upload(pdf());
    expect(response.status, await response.clone().text()).toBe(201);
    const { key, url } = await response.json();
    expect(url).toBe(`/media/${key}/report.pdf`);
    const download = await shop.api(url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="lab-report-${key}.pdf"`);
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf())).toBe(true);
    expect((await shop.api(`/media/${key}/other.pdf`)).status).toBe(404);
  });

  test("a file that is not a PDF is refused whatever its name says; so is a shopper's upload", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const fake = await upload(png, "report.pdf");
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toContain("Only a PDF");
    const html = await upload(Buffer.from("<html><script>alert(1)</script>%PDF-1.4"), "report.pdf");
    expect(html.status).toBe(400);
    expect((await upload(pdf(), "report.pdf", shopper.cookie)).status).toBe(403);
  });

  test("a PDF with JavaScript, a launch action or an embedded file is refused with a 400 naming it", async () => {
    const cases: [Buffer, string][] = [
      [pdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >> "), "/JavaScript"],
      [pdf("/OpenAction << /S /Launch /F (calc.exe) >> "), "/Launch"],
      [pdf("/Names << /EmbeddedFiles 6 0 R >> "), "/EmbeddedFiles"],
      [pdfWithHiddenScript(), "/JavaScript"],
    ];
    const before = await shop.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from media where kind = 'document'`,
    );
    for (const [bytes, name] of cases) {
      const response = await upload(bytes);
      expect(response.status, name).toBe(400);
      const { error } = await response.json();
      expect(error.message).toContain("active content");
      expect(error.message).toContain(name);
    }
    const after = await shop.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from media where kind = 'document'`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  test("a report over the size limit in Settings is refused (413); the limit is checked when saved", async () => {
    const settings = await (await call(adminCookie, "GET", "/api/admin/settings")).json();
    const claims = settings.settings?.claims ?? settings.claims;
    expect(claims.reportMaxMb).toBe(10);
    expect(
      (await call(adminCookie, "PUT", "/api/admin/settings", { claims: { ...claims, reportMaxMb: 0 } })).status,
    ).toBe(400);
    const saved = await call(adminCookie, "PUT", "/api/admin/settings", { claims: { ...claims, reportMaxMb: 1 } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    try {
      const big = pdf("", `% ${"x".repeat(1024 * 1024 + 10)}\n`);
      const response = await upload(big);
      expect(response.status).toBe(413);
      expect((await response.json()).error.message).toBe("The report is larger than 1 MB.");
      expect((await upload(pdf())).status).toBe(201);
    } finally {
      await call(adminCookie, "PUT", "/api/admin/settings", { claims });
    }
    // the section is saved whole: the labs came back as they were
    const again = await (await call(adminCookie, "GET", "/api/admin/settings")).json();
    expect((again.settings?.claims ?? again.claims).labs).toEqual(claims.labs);
  });
});

describe("a certified piece sold", () => {
  test("the product links its PDF; the order line keeps the certificate and the invoice line names the report", async () => {
    const { key } = await (await upload(pdf("/Lang (en-IN) "))).json();
    const missing = await call(adminCookie, "POST", "/api/products", ruby({ ...report, pdfKey: "never-uploaded-1" }));
    expect(missing.status).toBe(400);
    // a PDF is never shown as the report's picture
    const asPicture = await call(adminCookie, "POST", "/api/products", ruby({ ...report, imageKey: key }));
    expect(asPicture.status).toBe(400);
    const created = await call(adminCookie, "POST", "/api/products", ruby({ ...report, pdfKey: key }));
    expect(created.status, await created.clone().text()).toBe(201);
    const productId = (await created.json()).product._id as string;
    const answer = await (await shop.api(`/api/products/${productId}`)).json();
    const variant = (answer.product ?? answer).variants[0];
    expect(variant.certificate).toMatchObject({ lab: "GIA", pdfUrl: `/media/${key}/report.pdf`, imageUrl: null });

    const placed = await call(shopper.cookie, "POST", "/api/userorder/placeorder", {
      orderItems: [{ product: productId, variant: variant._id ?? variant.id, quantity: 1 }],
      shippingAddress: {
        addressLine1: "3 Fort Road",
        city: "Delhi",
        state: "Delhi",
        country: "India",
        zipCode: "110001",
      },
      guestUser: { firstName: "Meena", lastName: "Joshi", email: shopper.email, phone: "9829012345" },
      paymentMethod: "COD",
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderId = (await placed.json()).order._id as string;
    // the report changes later: the order keeps the one it was sold with
    await shop.ctx.db.execute(sql`update variants set certificate = null where product_id = ${productId}`);
    const kept = await shop.ctx.db.execute<{ certificate: { reportNumber: string } }>(
      sql`select certificate from order_items where order_id = ${orderId}`,
    );
    expect(kept.rows[0]?.certificate.reportNumber).toBe("2141438171");

    expect(
      (await call(adminCookie, "PUT", `/api/order/updateStatus/${orderId}`, { status: "processing" })).status,
    ).toBe(200);
    expect((await bookByHand(shop, adminCookie, orderId)).status).toBe(201);
    const invoice = await (await call(shopper.cookie, "GET", `/api/orders/${orderId}/invoice`)).json();
    expect(invoice.lines[0].description).toContain("Lab report: GIA 2141438171");
    const printed = await call(shopper.cookie, "GET", `/api/orders/${orderId}/invoice.pdf`);
    const text = (await pdfPagesText(new Uint8Array(await printed.arrayBuffer()))).join("\n");
    expect(text).toContain("Lab report: GIA 2141438171");
  });
});
