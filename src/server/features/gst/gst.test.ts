// GST documents through HTTP: the invoice is issued when the order ships (404 before), numbered
// consecutively even when 20 orders ship at once, CGST+SGST within the shop's state and IGST
// elsewhere, only for its owner or an admin; a refusal at the door gets a credit note naming the
// invoice; the shop's GSTIN is checked with its check character.
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromRupees } from "../../../core/money.ts";
import { variants } from "../../db/schema.ts";
import { createAccount, from, makeAdmin, signInCookie, testShopEnv, uniqueIp } from "../../testing/accounts.ts";
import { bookByHand } from "../../testing/shipping-shop.ts";
import { pinDemoVariant, relaxedCodLimits, startTestShop, type TestShop } from "../../testing/shop.ts";

let shop: TestShop;
let adminCookie = "";
let shopperCookie = "";
let shopperEmail = "";
let otherCookie = "";
let pick: { id: string; productId: string };

beforeAll(async () => {
  shop = await startTestShop({ seed: true, env: testShopEnv });
  const admin = await createAccount(shop);
  await makeAdmin(shop, admin.email);
  adminCookie = await signInCookie(shop, admin.email, admin.password);
  const shopper = await createAccount(shop);
  shopperEmail = shopper.email;
  shopperCookie = await signInCookie(shop, shopper.email, shopper.password);
  const other = await createAccount(shop);
  otherCookie = await signInCookie(shop, other.email, other.password);
  // ₹525 at 5% GST (a candle), plenty of stock for every test here
  pick = await pinDemoVariant(shop, { stock: 500, price: 525, mrp: 600, gstRate: 500, hsn: "3406" });
  // the large inter-state invoice below is paid on delivery too
  const cod = await call(adminCookie, "PUT", "/api/admin/settings", { cod: { ...relaxedCodLimits, maxOrder: 500000 } });
  expect(cod.status).toBe(200);
});
afterAll(async () => {
  await shop?.close();
});

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const pincodes: Record<string, string> = { Rajasthan: "302001", Delhi: "110001", Karnataka: "560001", Goa: "403001" };

/** A COD order to the state, confirmed (as its shopper or the admin would) and ready to ship. */
async function placeOrder(state = "Rajasthan", quantity = 1): Promise<string> {
  const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity }],
    shippingAddress: {
      addressLine1: "3 Fort Road",
      city: "Somewhere",
      state,
      country: "India",
      zipCode: pincodes[state] ?? "",
    },
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const orderId = (await response.json()).order._id;
  expect((await move(orderId, "processing")).status).toBe(200);
  return orderId;
}

/** The admin's move; to shipped, the only way an order ships: its parcel booked (manual courier, 201). */
const move = (orderId: string, status: string) =>
  status === "shipped"
    ? bookByHand(shop, adminCookie, orderId)
    : call(adminCookie, "PUT", `/api/order/updateStatus/${orderId}`, { status });

describe("tax invoices", () => {
  test("issued when the order ships, for its owner or an admin only; IGST outside Delhi", async () => {
    const orderId = await placeOrder("Rajasthan");
    const before = await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice`);
    expect(before.status).toBe(404);
    expect((await before.json()).error.message).toBe("The tax invoice is issued when the order ships.");

    expect((await move(orderId, "shipped")).status).toBe(201);
    expect((await call(null, "GET", `/api/orders/${orderId}/invoice`)).status).toBe(401);
    expect((await call(otherCookie, "GET", `/api/orders/${orderId}/invoice`)).status).toBe(403);
    expect((await call(adminCookie, "GET", `/api/orders/${orderId}/invoice`)).status).toBe(200);

    const response = await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const invoice = await response.json();
    expect(invoice.invoiceNumber).toMatch(/^SAT\/\d\d-\d\d\/\d{6}$/);
    expect(invoice.invoiceNumber.length).toBeLessThanOrEqual(16);
    expect(invoice.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.placeOfSupply).toEqual({ state: "Rajasthan", code: "08" });
    expect(invoice.taxType).toBe("IGST");
    expect(invoice.seller).toMatchObject({ gstin: "07AAACS1234A1Z4", state: "Delhi", stateCode: "07" });
    expect(invoice.buyer).toMatchObject({ name: "Meena Joshi", state: "Rajasthan", stateCode: "08" });
    expect(invoice.reverseCharge).toBe("Tax is not payable on reverse charge");
    // ₹525 + ₹50 shipping = ₹575 paid; ÷ 1.05 = ₹547.62 taxable, ₹27.38 IGST
    expect(invoice.lines).toEqual([
      expect.objectContaining({ hsn: "3406", quantity: 1, unit: "NOS", rate: 5, taxableValue: 547.62, igst: 27.38 }),
    ]);
    expect(invoice.totals).toEqual({ taxableValue: 547.62, cgst: 0, sgst: 0, igst: 27.38, total: 575 });
  });

  test("CGST and SGST, half each, for a delivery in the shop's own state", async () => {
    const orderId = await placeOrder("Delhi", 2);
    await move(orderId, "shipped");
    const invoice = await (await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice`)).json();
    expect(invoice.taxType).toBe("CGST+SGST");
    expect(invoice.placeOfSupply).toEqual({ state: "Delhi", code: "07" });
    // 2 × ₹525 = ₹1,050 (free shipping) ÷ 1.05 = ₹1,000 taxable, ₹50 tax: ₹25 + ₹25
    expect(invoice.totals).toEqual({ taxableValue: 1000, cgst: 25, sgst: 25, igst: 0, total: 1050 });
  });

  test("the order names its documents, and the invoice comes as an A4 PDF for its owner or an admin", async () => {
    const orderId = await placeOrder("Delhi");
    expect((await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice.pdf`)).status).toBe(404);
    expect((await move(orderId, "shipped")).status).toBe(201);
    // the order's answer names its documents (the delivered move answers the order)
    const moved = await (await move(orderId, "delivered")).json();
    const invoice = await (await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice`)).json();
    expect(moved.order.documents).toEqual({
      invoice: { id: expect.any(String), number: invoice.invoiceNumber, date: invoice.invoiceDate },
      creditNote: null,
      creditNotes: [],
    });

    expect((await call(otherCookie, "GET", `/api/orders/${orderId}/invoice.pdf`)).status).toBe(403);
    expect((await call(null, "GET", `/api/orders/${orderId}/invoice.pdf`)).status).toBe(401);
    for (const cookie of [shopperCookie, adminCookie]) {
      const response = await call(cookie, "GET", `/api/orders/${orderId}/invoice.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `inline; filename="${invoice.invoiceNumber.replaceAll("/", "-")}.pdf"`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.subarray(-6).toString()).toContain("%%EOF");
      // one A4 page (595.28 × 841.89 points) with the fonts embedded, nothing fetched
      expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(bytes.toString("latin1")).toContain("DMSans");
    }
  });

  test("20 orders shipped at once take 20 consecutive numbers, none twice", async () => {
    const orderIds: string[] = [];
    for (let index = 0; index < 20; index++) orderIds.push(await placeOrder("Karnataka"));
    const moves = await Promise.all(orderIds.map((orderId) => move(orderId, "shipped")));
    expect(moves.map((response) => response.status)).toEqual(orderIds.map(() => 201));
    const numbers = await Promise.all(
      orderIds.map(
        async (orderId) =>
          (await (await call(adminCookie, "GET", `/api/orders/${orderId}/invoice`)).json()).invoiceNumber as string,
      ),
    );
    const sequences = numbers.map((number) => Number(number.split("/")[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });

  test("an invoice stays as issued when the settings change later", async () => {
    const orderId = await placeOrder("Goa");
    await move(orderId, "shipped");
    const before = await (await call(adminCookie, "GET", `/api/orders/${orderId}/invoice`)).json();
    const saved = await call(adminCookie, "PUT", "/api/admin/settings", {
      gst: {
        legalName: "Sattva Wellness LLP",
        address: "1 Brigade Road, Bengaluru 560001",
        state: "Karnataka",
        gstin: `29AAACS1234A1Z${await checkCharacter("29AAACS1234A1Z")}`,
        invoicePrefix: "SW",
        creditNotePrefix: "SWC",
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await (await call(adminCookie, "GET", `/api/orders/${orderId}/invoice`)).json();
    expect(after).toEqual(before);
    // the next invoice uses the new identity and prefix, and continues the year's series
    const next = await placeOrder("Karnataka");
    await move(next, "shipped");
    const fresh = await (await call(adminCookie, "GET", `/api/orders/${next}/invoice`)).json();
    expect(fresh.invoiceNumber).toMatch(/^SW\/\d\d-\d\d\/\d{7}$/);
    expect(fresh.taxType).toBe("CGST+SGST");
    expect(Number(fresh.invoiceNumber.split("/")[2])).toBe(Number(before.invoiceNumber.split("/")[2]) + 1);
    await call(adminCookie, "PUT", "/api/admin/settings", {
      gst: {
        legalName: "Sattva Wellness Private Limited",
        address: "12 Hauz Khas Village, New Delhi 110016",
        state: "Delhi",
        gstin: "07AAACS1234A1Z4",
        invoicePrefix: "SAT",
        creditNotePrefix: "SCN",
      },
    });
  });
});

async function checkCharacter(first14: string) {
  return (await import("../../../core/gst.ts")).gstinCheckCharacter(first14);
}

describe("credit notes", () => {
  test("a COD parcel refused at the door is credited in full, naming its invoice, and its stock comes back", async () => {
    const stock = async () =>
      (await shop.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, pick.id)))[0]?.stock;
    const before = await stock();
    const orderId = await placeOrder("Rajasthan", 2);
    expect(await stock()).toBe((before ?? 0) - 2);
    await move(orderId, "shipped");
    expect((await call(shopperCookie, "GET", `/api/orders/${orderId}/credit-note`)).status).toBe(404);
    expect((await move(orderId, "refused")).status).toBe(200);
    const invoice = await (await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice`)).json();
    const response = await call(shopperCookie, "GET", `/api/orders/${orderId}/credit-note`);
    expect(response.status).toBe(200);
    const note = await response.json();
    expect(note.creditNoteNumber).toMatch(/^SCN\/\d\d-\d\d\/\d{6}$/);
    expect(note.invoice).toEqual({ number: invoice.invoiceNumber, date: invoice.invoiceDate });
    expect(note.totals).toEqual(invoice.totals);
    expect((await call(otherCookie, "GET", `/api/orders/${orderId}/credit-note`)).status).toBe(403);
    expect(await stock()).toBe(before);
    // nothing moves a refused order again, so neither the note nor the stock can come twice
    expect((await move(orderId, "returned")).status).toBe(409);
    expect(await stock()).toBe(before);
  });

  test("a delivered order returned gets its credit note and its stock back", async () => {
    const orderId = await placeOrder("Delhi");
    await move(orderId, "shipped");
    await move(orderId, "delivered");
    expect((await move(orderId, "returned")).status).toBe(200);
    const note = await (await call(shopperCookie, "GET", `/api/orders/${orderId}/credit-note`)).json();
    expect(note.kind).toBe("credit_note");
    expect(note.taxType).toBe("CGST+SGST");
    expect(note.totals.cgst + note.totals.sgst).toBeGreaterThan(0);
  });

  test("an order cancelled before it ships has neither invoice nor credit note", async () => {
    const orderId = await placeOrder("Rajasthan");
    expect((await move(orderId, "cancelled")).status).toBe(200);
    expect((await call(shopperCookie, "GET", `/api/orders/${orderId}/invoice`)).status).toBe(404);
    expect((await call(shopperCookie, "GET", `/api/orders/${orderId}/credit-note`)).status).toBe(404);
  });
});

describe("the shop's GST settings", () => {
  const valid = {
    legalName: "Sattva Wellness Private Limited",
    address: "12 Hauz Khas Village, New Delhi 110016",
    state: "Delhi",
    gstin: "07AAACS1234A1Z4",
    invoicePrefix: "SAT",
    creditNotePrefix: "SCN",
  };

  test("a GSTIN with a wrong check character, or of another state, is refused", async () => {
    const wrong = await call(adminCookie, "PUT", "/api/admin/settings", {
      gst: { ...valid, gstin: "07AAACS1234A1Z5" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields["gst.gstin"]).toBe(
      "Enter a valid GSTIN (15 characters; the last one is a check character)",
    );
    const elsewhere = await call(adminCookie, "PUT", "/api/admin/settings", { gst: { ...valid, state: "Goa" } });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error.fields["gst.gstin"]).toBe(
      "The GSTIN's first two digits must be the state's code",
    );
    const prefix = await call(adminCookie, "PUT", "/api/admin/settings", {
      gst: { ...valid, invoicePrefix: "SAT/1" },
    });
    expect(prefix.status).toBe(400);
    expect((await call(adminCookie, "PUT", "/api/admin/settings", { gst: valid })).status).toBe(200);
  });
});

describe("the accountant's monthly export (GSTR-1)", () => {
  // RFC 4180 as a spreadsheet reads it: quoted cells may hold commas and doubled quotes
  const csvRows = (csv: string) =>
    csv
      .trim()
      .split("\r\n")
      .map((line) =>
        [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = ""]) =>
          cell.replace(/^"|"$/g, "").replaceAll('""', '"'),
        ),
      );
  const column = (csv: string, name: string) => {
    const [header = [], ...rows] = csvRows(csv);
    const index = header.indexOf(name);
    expect(index, `${name} in ${header.join("|")}`).toBeGreaterThanOrEqual(0);
    return rows.map((row) => Number(row[index]));
  };
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0));
  const table = async (month: string, name: string) => {
    const response = await call(adminCookie, "GET", `/api/admin/gst/gstr1?month=${month}&table=${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return response.text();
  };

  test("a month's tables add up to its invoices minus its credit notes; large inter-state invoices stand alone", async () => {
    // a ₹1,10,000 parcel to Karnataka (B2CL, over ₹1 lakh) refused at the door, and a small one to Delhi returned
    const setPrice = (rupees: number) =>
      shop.ctx.db
        .update(variants)
        .set({ price: fromRupees(rupees), mrp: fromRupees(rupees) })
        .where(eq(variants.id, pick.id));
    await setPrice(11_000);
    const large = await placeOrder("Karnataka", 10);
    await setPrice(525);
    // inter-state and above ₹50,000: booked with its e-way bill
    expect((await bookByHand(shop, adminCookie, large, { ewayBillNo: "123456789012" })).status).toBe(201);
    const small = await placeOrder("Delhi", 1);
    await move(small, "shipped");
    await move(small, "delivered");
    expect((await move(large, "refused")).status).toBe(200);
    expect((await move(small, "returned")).status).toBe(200);
    const invoice = await (await call(adminCookie, "GET", `/api/orders/${large}/invoice`)).json();
    const note = await (await call(adminCookie, "GET", `/api/orders/${large}/credit-note`)).json();
    const month = (invoice.invoiceDate as string).slice(0, 7);

    // what was issued that month, straight from the database: invoices minus credit notes, in paise
    const issued = await shop.ctx.db.execute<{
      kind: string;
      taxable: number;
      tax: number;
      total: number;
      count: number;
    }>(
      sql`select kind, sum(taxable_value)::int as taxable, sum(cgst + sgst + igst)::int as tax, sum(total)::int as total,
          count(*)::int as count from tax_documents where to_char(issued_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month} group by kind`,
    );
    const kinds = Object.fromEntries(issued.rows.map((row) => [row.kind, row]));
    const net = (field: "taxable" | "tax" | "total") =>
      Number(kinds.invoice?.[field] ?? 0) - Number(kinds.credit_note?.[field] ?? 0);

    const b2cs = await table(month, "b2cs");
    const b2cl = await table(month, "b2cl");
    const cdnur = await table(month, "cdnur");
    const hsn = await table(month, "hsn");
    const register = await table(month, "invoices");
    const taxOf = (csv: string, names: string[]) => names.reduce((total, name) => total + sum(column(csv, name)), 0);

    // B2CL lists the large invoice; its credit note goes to CDNUR; B2CS nets the rest
    expect(b2cl).toContain(invoice.invoiceNumber);
    expect(b2cl).toContain("29-Karnataka");
    expect(cdnur).toContain(note.creditNoteNumber);
    expect(b2cs).not.toContain(invoice.invoiceNumber);
    const taxable =
      sum(column(b2cs, "Taxable Value")) + sum(column(b2cl, "Taxable Value")) - sum(column(cdnur, "Taxable Value"));
    expect(taxable).toBe(net("taxable"));
    const tax =
      taxOf(b2cs, ["Integrated Tax", "Central Tax", "State/UT Tax"]) +
      taxOf(b2cl, ["Integrated Tax"]) -
      taxOf(cdnur, ["Integrated Tax"]);
    expect(tax).toBe(net("tax"));
    // the HSN summary and the register net the same way
    expect(sum(column(hsn, "Taxable Value"))).toBe(net("taxable"));
    expect(taxOf(hsn, ["Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount"])).toBe(net("tax"));
    expect(sum(column(hsn, "Total Value"))).toBe(net("total"));
    expect(sum(column(register, "Total"))).toBe(net("total"));
    expect(register).toContain(`Credit note,${note.creditNoteNumber}`);

    // the document series: first and last of the month, none cancelled
    const docs = csvRows(await table(month, "docs"));
    const invoices = docs.find((row) => row[0] === "Invoices for outward supply");
    const sequence = (number = "") => Number(number.split("/")[2]);
    expect(invoices?.[3]).toBe(String(Number(kinds.invoice?.count)));
    expect(sequence(invoices?.[2]) - sequence(invoices?.[1]) + 1).toBe(Number(kinds.invoice?.count));
    expect(invoices?.[4]).toBe("0");
    expect(docs.some((row) => row[0] === "Credit Note")).toBe(true);

    // one ZIP of every table
    const zip = await call(adminCookie, "GET", `/api/admin/gst/gstr1?month=${month}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe(`attachment; filename="GSTR1-${month}.zip"`);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      ["b2cl", "b2cs", "cdnur", "docs", "hsn", "invoices"].map((name) => `GSTR1-${month}-${name}.csv`),
    );
    expect(strFromU8(files[`GSTR1-${month}-b2cs.csv`] ?? new Uint8Array())).toBe(b2cs);

    const summary = await (await call(adminCookie, "GET", `/api/admin/gst/summary?month=${month}`)).json();
    expect(Math.round(summary.total * 100)).toBe(net("total"));
    expect(summary.b2clInvoices).toBeGreaterThanOrEqual(1);
  });

  test("a month before GST, a bad table or a shopper is refused; a month with nothing is headers only", async () => {
    expect((await call(adminCookie, "GET", "/api/admin/gst/gstr1?month=2017-06&table=b2cs")).status).toBe(400);
    expect((await call(adminCookie, "GET", "/api/admin/gst/gstr1?month=2026-13&table=b2cs")).status).toBe(400);
    expect((await call(adminCookie, "GET", "/api/admin/gst/gstr1?month=2026-11&table=b2b")).status).toBe(400);
    expect((await call(shopperCookie, "GET", "/api/admin/gst/gstr1?month=2026-11&table=b2cs")).status).toBe(403);
    expect((await call(null, "GET", "/api/admin/gst/gstr1?month=2026-11")).status).toBe(401);
    const empty = await table("2018-01", "b2cs");
    expect(empty).toBe(
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount,E-Commerce GSTIN\r\n",
    );
  });
});
