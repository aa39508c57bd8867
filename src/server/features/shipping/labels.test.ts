// Labels and packing slips through HTTP against a real database and the Shiprocket stand-in: one
// PDF with, for each shipment, its label (the shop's own for the manual courier, Shiprocket's
// fetched for its parcels) then its packing slip; admins only; bad, unknown and cancelled ids
// refused; a courier label that cannot be fetched names its order. And the e-way bill number on the
// tax invoice of a parcel that travels with one.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatRupeesExact } from "../../../core/money.ts";
import { orders, shipments } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { pdfFontNames, pdfPagesText } from "../../testing/pdf-text.ts";
import { type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import type { ShiprocketStandIn } from "../../testing/shiprocket-stand-in.ts";
import { pinDemoVariant, type TestShop } from "../../testing/shop.ts";
import { code128Symbols, code128Widths, decodeCode128 } from "./barcode.ts";
import { downloadLabel } from "./shiprocket.ts";

let shop: TestShop;
let standIn: ShiprocketStandIn;
let adminCookie = "";
let shopperCookie = "";
let shopperEmail = "";

let world: ShippingTestShop | undefined;
beforeAll(async () => {
  world = await startShippingTestShop();
  ({ shop, standIn, adminCookie, shopperCookie, shopperEmail } = world);
});
afterAll(() => world?.close());

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

const jaipur = { addressLine1: "3 Fort Road", city: "Jaipur", state: "Rajasthan", country: "India", zipCode: "302001" };

/** A confirmed cash-on-delivery order of two lines, the second gift wrapped. */
async function placeOrder(price = 1250): Promise<{ _id: string; number: number; totalAmount: number }> {
  const pick = await pinDemoVariant(shop, { stock: 50, price });
  const response = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 2, giftWrap: true }],
    shippingAddress: jaipur,
    guestUser: { firstName: "Meena", lastName: "Joshi", email: shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = await response.json();
  const confirmed = await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" });
  expect(confirmed.status).toBe(200);
  return order;
}

async function shipped(body: Record<string, unknown>, price?: number) {
  const order = await placeOrder(price);
  const response = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  const { shipment } = await response.json();
  return { order, shipment: shipment as { _id: string; awb: string } };
}

const labels = (ids: string, cookie: string | null = adminCookie) =>
  call(cookie, "GET", `/api/admin/shipments/labels?ids=${encodeURIComponent(ids)}`);

let awbs = 0;
const manualAwb = () => `EM${String(++awbs).padStart(9, "0")}IN`;

describe("labels and packing slips", () => {
  test("a manual and a Shiprocket parcel: each label then its packing slip, in one PDF", async () => {
    const manual = await shipped({ provider: "manual", courierName: "India Post", awb: manualAwb() });
    const rocket = await shipped({ provider: "shiprocket" });

    // the same id twice is printed once
    const response = await labels(`${manual.shipment._id},${rocket.shipment._id},${manual.shipment._id}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="labels-${manual.order.number}-and-1-more.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    const sizes = pdf.getPages().map((page) => page.getSize());
    // the shop's 4 × 6 in label, an A6 slip, Shiprocket's label (the stand-in's is 4 × 6 in too), an A6 slip
    expect(sizes.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [288, 432],
      [298, 420],
      [288, 432],
      [298, 420],
    ]);
    const [manualLabel, manualSlip, rocketLabel, rocketSlip] = await pdfPagesText(bytes);
    expect(manualLabel).toContain(`AWB ${manual.shipment.awb}`);
    expect(manualLabel).toContain("India Post");
    expect(manualLabel).toContain("PIN 302001");
    expect(manualLabel).toContain("Phone 9829012345");
    expect(manualLabel).toContain(`#${manual.order.number}`);
    expect(manualLabel).toContain("COD: COLLECT");
    const [{ total } = { total: 0 }] = await shop.ctx.db
      .select({ total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.id, manual.order._id));
    expect(manualLabel).toContain(formatRupeesExact(total));
    expect(manualLabel).toContain("12 Hauz Khas Village, New Delhi 110016"); // the shop's address (settings)
    expect(manualLabel).toContain("0.50 kg");
    // Shiprocket's own label, fetched from the address its "generate label" call gave
    expect(rocketLabel).toContain(`AWB ${rocket.shipment.awb}`);
    expect(rocketLabel).toContain("Delhivery Surface");
    for (const [slip, order] of [
      [manualSlip, manual.order],
      [rocketSlip, rocket.order],
    ] as const) {
      expect(slip).toContain("PACKING SLIP");
      expect(slip).toContain(`Order #${order.number}`);
      expect(slip).toContain("Gift wrap this item");
      expect(slip).toContain("2 items · 2 to gift wrap");
      expect(slip).not.toContain("₹"); // no prices on a packing slip
    }
    expect(standIn.calls.filter((entry) => entry.path.startsWith("/labels/"))).not.toHaveLength(0);
  });

  test("the barcode is Code 128 of the AWB (set C for an even run of digits, B otherwise)", () => {
    expect(decodeCode128(code128Widths("1900000001"))).toBe("1900000001");
    expect(decodeCode128(code128Widths("EM000000001IN"))).toBe("EM000000001IN");
    // "PJJ123C" in set B: (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 879 mod 103 = 55
    expect(code128Symbols("PJJ123C")).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(code128Symbols("1900000001")[0]).toBe(105);
    // 11 modules a symbol, the stop 13
    expect(code128Widths("12").reduce((sum, width) => sum + width, 0)).toBe(11 * 3 + 13);
  });

  test("admins only: 401 signed out, 403 for a shopper", async () => {
    const { shipment } = await shipped({ provider: "manual", courierName: "DTDC", awb: manualAwb() });
    expect((await labels(shipment._id, null)).status).toBe(401);
    expect((await labels(shipment._id, shopperCookie)).status).toBe(403);
  });

  test("bad ids: 400 with the rule; an unknown id: 404 naming nothing of the others", async () => {
    const { order, shipment } = await shipped({ provider: "manual", courierName: "DTDC", awb: manualAwb() });
    const rule = "Choose 1 to 50 shipments: their ids, separated by commas";
    const fifty = Array.from({ length: 51 }, () => crypto.randomUUID()).join(",");
    for (const ids of ["", "not-an-id", `${shipment._id},x`, `${shipment._id},`, fifty]) {
      const response = await labels(ids);
      expect(response.status, ids).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(rule);
    }
    expect((await call(adminCookie, "GET", "/api/admin/shipments/labels")).status).toBe(400);
    // 50 distinct ids are allowed (and 51 with one repeated): all unknown here, so 404
    const repeated = [...Array.from({ length: 50 }, () => crypto.randomUUID())];
    expect((await labels([...repeated, repeated[0]].join(","))).status).toBe(404);

    const unknown = crypto.randomUUID();
    const response = await labels(`${shipment._id},${unknown}`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain(unknown);
    expect(text).not.toContain(shipment.awb);
    expect(text).not.toContain(String(order.number));
    expect(text).not.toContain("Meena");
  });

  test("a cancelled shipment has no label: 409", async () => {
    const { order, shipment } = await shipped({ provider: "manual", courierName: "DTDC", awb: manualAwb() });
    await shop.ctx.db.update(shipments).set({ status: "cancelled" }).where(eq(shipments.id, shipment._id));
    const response = await labels(shipment._id);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      `The shipment of order #${order.number} is cancelled; it has no label to print.`,
    );
  });

  test("Shiprocket's label cannot be fetched: 502 naming the order, no PDF", async () => {
    const { order, shipment } = await shipped({ provider: "shiprocket" });
    standIn.fail("/labels", 500, { times: 1 });
    const response = await labels(shipment._id);
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe(
      `The label of order #${order.number} (AWB ${shipment.awb}) could not be had: The label could not be downloaded (500).`,
    );
    // and once it can, it prints
    expect((await labels(shipment._id)).status).toBe(200);
  });
});

describe("downloading a courier's label", () => {
  test("only https or the API's own origin, only a PDF", async () => {
    await expect(downloadLabel("http://labels.example/1.pdf", standIn.url)).rejects.toThrow(
      "Shiprocket's label address is not https.",
    );
    await expect(downloadLabel("file:///etc/passwd", standIn.url)).rejects.toThrow("not https");
    // an https address that is not the API's is data: loopback, metadata and private networks refused
    for (const address of ["https://127.0.0.1/1.pdf", "https://169.254.169.254/1.pdf", "https://10.0.0.1/1.pdf"]) {
      await expect(downloadLabel(address, standIn.url)).rejects.toThrow("is on a private network");
    }
    await expect(downloadLabel("https://localhost/1.pdf", standIn.url)).rejects.toThrow("is on a private network");
    await expect(downloadLabel(`${standIn.url}/labels/1.pdf`, standIn.url)).rejects.toThrow(
      "The label could not be downloaded (404).",
    );
    // a host that answers 200 with something else, or with too much
    const server = http.createServer((req, res) => {
      if (req.url === "/big.pdf") res.end(Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(6 * 1024 * 1024)]));
      else res.end("<html>Access denied</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(downloadLabel(`${origin}/label.pdf`, origin)).rejects.toThrow("The label file is not a PDF.");
      await expect(downloadLabel(`${origin}/big.pdf`, origin)).rejects.toThrow("The label file is too large.");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("the e-way bill on the tax invoice", () => {
  test("an e-way-billed parcel's invoice shows the number, in JSON and PDF; another's shows none", async () => {
    expect((await call(adminCookie, "PUT", "/api/admin/settings", { cod: { maxOrder: 200000 } })).status).toBe(200);
    // ₹60,000 from Delhi (the shop's GST state) to Rajasthan
    const billed = await shipped({ provider: "shiprocket", ewayBillNo: "331001234567" }, 30000);
    const invoice = await (await call(adminCookie, "GET", `/api/orders/${billed.order._id}/invoice`)).json();
    expect(invoice.ewayBillNo).toBe("331001234567");
    const pdf = await call(shopperCookie, "GET", `/api/orders/${billed.order._id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const [page] = await pdfPagesText(new Uint8Array(await pdf.arrayBuffer()));
    expect(page).toContain("E-way bill 331001234567");
    expect(page).toContain(`No. ${invoice.invoiceNumber}`);
    // and its parcel's label prints
    const label = await pdfPagesText(new Uint8Array(await (await labels(billed.shipment._id)).arrayBuffer()));
    expect(label.join("\n")).toContain(`AWB ${billed.shipment.awb}`);

    const plain = await shipped({ provider: "manual", courierName: "DTDC", awb: manualAwb() });
    const plainInvoice = await (await call(adminCookie, "GET", `/api/orders/${plain.order._id}/invoice`)).json();
    expect(plainInvoice.ewayBillNo).toBeNull();
    const plainPdf = await call(adminCookie, "GET", `/api/orders/${plain.order._id}/invoice.pdf`);
    const [plainPage] = await pdfPagesText(new Uint8Array(await plainPdf.arrayBuffer()));
    expect(plainPage).toContain(`No. ${plainInvoice.invoiceNumber}`);
    expect(plainPage).not.toContain("E-way bill");
  });
});

describe("a shopper who writes in Hindi", () => {
  test("the label, the packing slip, the tax invoice and the credit note print the Hindi name, address and note", async () => {
    const pick = await pinDemoVariant(shop, { stock: 50, price: 900 });
    const placed = await call(shopperCookie, "POST", "/api/userorder/placeorder", {
      orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1 }],
      shippingAddress: { ...jaipur, addressLine1: "12 गांधी चौक", addressLine2: "सदर बाजार", city: "जयपुर" },
      guestUser: { firstName: "सुनीता", lastName: "देशमुख", email: shopperEmail, phone: "9829012345" },
      paymentMethod: "COD",
      orderNote: "बधाई हो 🎂 Love, Ravi",
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = await placed.json();
    expect(
      (await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "processing" })).status,
    ).toBe(200);
    const made = await call(adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, {
      provider: "manual",
      courierName: "India Post",
      awb: manualAwb(),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { shipment } = await made.json();

    const bytes = new Uint8Array(await (await labels(shipment._id)).arrayBuffer());
    expect(await pdfFontNames(bytes)).toEqual(
      expect.arrayContaining(["DMSans-Regular", "NotoSansDevanagari-Regular", "NotoSansDevanagari-SemiBold"]),
    );
    // subset fonts: a label and slip with Hindi stays small
    expect(bytes.length).toBeLessThan(120_000);
    const [label = "", slip = ""] = await pdfPagesText(bytes);
    expect(label).toContain("सुनीता देशमुख");
    expect(label).toContain("गांधी चौक"); // "12 " and ", " print in DM Sans
    expect(label).toContain("सदर बाजार");
    expect(label).toContain("जयपुर");
    expect(label).toContain("PIN 302001"); // the Latin beside it, in DM Sans
    expect(slip).toContain("सुनीता देशमुख");
    // (a PDF maps each glyph to one text: fontkit's map for a shaped vowel sign can be off, so not "हो")
    expect(slip).toContain("बधाई");
    expect(slip).toContain("Love, Ravi");
    expect(slip).not.toMatch(/\p{Extended_Pictographic}/u); // the cake is dropped, not a box

    const invoice = await call(shopperCookie, "GET", `/api/orders/${order._id}/invoice.pdf`);
    expect(invoice.status).toBe(200);
    const invoiceBytes = new Uint8Array(await invoice.arrayBuffer());
    expect(await pdfFontNames(invoiceBytes)).toContain("NotoSansDevanagari-Regular");
    const [page = ""] = await pdfPagesText(invoiceBytes);
    expect(page).toContain("Tax Invoice");
    expect(page).toContain("सुनीता देशमुख");
    expect(page).toContain("गांधी चौक");

    // refused at the door: its credit note names the buyer in Hindi too
    expect((await call(adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, { status: "refused" })).status).toBe(
      200,
    );
    const note = await call(shopperCookie, "GET", `/api/orders/${order._id}/credit-note.pdf`);
    expect(note.status).toBe(200);
    const [notePage = ""] = await pdfPagesText(new Uint8Array(await note.arrayBuffer()));
    expect(notePage).toContain("Credit Note");
    expect(notePage).toContain("सुनीता देशमुख");
  });
});
