// Cash on delivery to the bank, through HTTP against a real shop and the Shiprocket stand-in: a COD
// order booked with Shiprocket and delivered (the tracking webhook) is followed to the UTR of its
// remittance: the report's dry run changes nothing, its import records the remittance once (ledger
// rows summing to what the courier collected, payment "remitted", the UTR on the admin's order), the
// same file or an overlapping report again changes nothing; a short remittance, an unknown AWB, an
// order not delivered yet and one overdue are listed to chase; a manual courier's cash is received
// by hand; non-admins and malformed reports are refused with nothing changed.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { remittanceLimits } from "../../../core/cod-remittance.ts";
import { fromRupees } from "../../../core/money.ts";
import { codRemittances, moneyEntries, orderStatusHistory, orders } from "../../db/schema.ts";
import { from, uniqueIp } from "../../testing/accounts.ts";
import { bookByHand, type ShippingTestShop, startShippingTestShop } from "../../testing/shipping-shop.ts";
import { pinDemoVariant } from "../../testing/shop.ts";

const webhookToken = "cod-remittance-tracking-token";
let world: ShippingTestShop;

beforeAll(async () => {
  world = await startShippingTestShop({ webhookToken });
}, 120_000);
afterAll(() => world?.close());

const call = (cookie: string | null, method: string, path: string, body?: unknown) =>
  world.shop.api(path, from(uniqueIp(), method, body, cookie ?? undefined));

interface CodOrder {
  id: string;
  number: number;
  awb: string;
  /** What the courier collects at the door, paise. */
  total: number;
}

let priceStep = 0;

/** A COD order placed, confirmed and booked: with Shiprocket (its AWB from the stand-in) or by hand. */
async function bookedCodOrder(courier: "shiprocket" | "manual" = "shiprocket"): Promise<CodOrder> {
  priceStep += 1;
  const pick = await pinDemoVariant(world.shop, { stock: 500, price: 1000 + priceStep * 7 });
  const placed = await call(world.shopperCookie, "POST", "/api/userorder/placeorder", {
    orderItems: [{ product: pick.productId, variant: pick.id, quantity: 1 }],
    shippingAddress: {
      addressLine1: "3 Fort Road",
      city: "Jaipur",
      state: "Rajasthan",
      country: "India",
      zipCode: "302001",
    },
    guestUser: { firstName: "Meena", lastName: "Joshi", email: world.shopperEmail, phone: "9829012345" },
    paymentMethod: "COD",
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; number: number; totalAmount: number } };
  const confirmed = await call(world.adminCookie, "PUT", `/api/order/updateStatus/${order._id}`, {
    status: "processing",
  });
  expect(confirmed.status).toBe(200);
  const booked =
    courier === "shiprocket"
      ? await call(world.adminCookie, "POST", `/api/admin/orders/${order._id}/shipments`, { provider: "shiprocket" })
      : await bookByHand(world.shop, world.adminCookie, order._id);
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { shipment } = (await booked.json()) as { shipment: { awb: string } };
  return { id: order._id, number: order.number, awb: shipment.awb, total: fromRupees(order.totalAmount) };
}

/** A courier's time an hour from now, as the webhook writes it ("27 11 2026 13:00:00", India time). */
function inAnHour(): string {
  const india = new Date(Date.now() + 3_600_000 + 330 * 60_000).toISOString();
  return `${india.slice(8, 10)} ${india.slice(5, 7)} ${india.slice(0, 4)} ${india.slice(11, 19)}`;
}

/** Delivered as Shiprocket's tracking webhook says (status 7), after the booking. */
async function deliverByWebhook(order: CodOrder) {
  const hooked = await world.standIn.postWebhook(`${world.shop.url}/api/shipping/webhook/shiprocket`, {
    awb: order.awb,
    statusId: 7,
    at: inAnHour(),
    apiKey: webhookToken,
  });
  expect(await hooked.json()).toMatchObject({ outcome: "moved" });
}

async function deliveredCodOrder(courier: "shiprocket" | "manual" = "shiprocket"): Promise<CodOrder> {
  const order = await bookedCodOrder(courier);
  if (courier === "shiprocket") await deliverByWebhook(order);
  else {
    const moved = await call(world.adminCookie, "PUT", `/api/order/updateStatus/${order.id}`, { status: "delivered" });
    expect(moved.status).toBe(200);
  }
  return order;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

interface Line {
  awb?: string;
  orderId?: string | number;
  cod: number;
  remitted: number;
  deductions?: number;
  utr: string;
  date?: string;
}

/** A report as Shiprocket's panel exports it, with the remitted amount and deductions beside. */
function report(lines: Line[]): string {
  const header = "CRF ID,AWB,Order Id,Courier,COD Amount,Remitted Amount,Deductions,UTR,Remittance Date";
  const rows = lines.map((line) =>
    [
      "CRF1001",
      line.awb ?? "",
      line.orderId ?? "",
      "Delhivery Surface",
      rupees(line.cod),
      rupees(line.remitted),
      rupees(line.deductions ?? 0),
      line.utr,
      line.date ?? "2026-11-20",
    ].join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

function upload(
  csv: string | Uint8Array<ArrayBuffer>,
  path: string,
  cookie: string | null = world.adminCookie,
  name = "remittance.csv",
) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), name);
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp() };
  if (cookie) headers.cookie = cookie;
  return world.shop.api(path, { method: "POST", headers, body: form });
}

const dryRun = (csv: string | Uint8Array<ArrayBuffer>, cookie?: string | null) =>
  upload(csv, "/api/admin/cod/remittances/dry-run", cookie);
const importReport = (csv: string | Uint8Array<ArrayBuffer>, cookie?: string | null) =>
  upload(csv, "/api/admin/cod/remittances", cookie);

async function orderRow(orderId: string) {
  const [row] = await world.shop.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function ledgerOf(orderId: string) {
  return world.shop.ctx.db
    .select({
      kind: moneyEntries.kind,
      channel: moneyEntries.channel,
      amount: moneyEntries.amount,
      reference: moneyEntries.reference,
    })
    .from(moneyEntries)
    .where(eq(moneyEntries.orderId, orderId))
    .orderBy(moneyEntries.kind);
}

async function remittanceCount() {
  const [row] = await world.shop.ctx.db.select({ n: sql<number>`count(*)::int` }).from(codRemittances);
  return row?.n ?? 0;
}

async function differences() {
  const response = await call(world.adminCookie, "GET", "/api/admin/cod/differences");
  expect(response.status).toBe(200);
  return response.json();
}

let utrCount = 0;
const newUtr = () => `UTIBR5202611${String(++utrCount).padStart(8, "0")}`;

describe("a COD order from delivery to the UTR of its remittance", () => {
  test("delivered: collected by the courier; the dry run matches it and changes nothing; the import records it once", async () => {
    const order = await deliveredCodOrder();
    expect((await orderRow(order.id)).paymentStatus).toBe("collected");
    expect(await ledgerOf(order.id)).toEqual([
      { kind: "cod_collected", channel: "cod", amount: order.total, reference: null },
    ]);

    const utr = newUtr();
    const deductions = 6500;
    const csv = report([
      { awb: order.awb, orderId: order.number, cod: order.total, remitted: order.total - deductions, deductions, utr },
    ]);
    const checked = await dryRun(csv);
    expect(checked.status, await checked.clone().text()).toBe(200);
    expect(checked.headers.get("cache-control")).toContain("no-store");
    const dry = await checked.json();
    expect(dry).toMatchObject({
      dryRun: true,
      alreadyImported: null,
      nothingNew: false,
      lineCount: 1,
      counts: { matched: 1, short: 0, unknown_awb: 0 },
      toRecord: { orders: 1, remittedAmount: (order.total - deductions) / 100, deductions: deductions / 100 },
    });
    expect(dry.lines[0]).toMatchObject({
      row: 2,
      awb: order.awb,
      orderId: order.id,
      orderNumber: order.number,
      expected: order.total / 100,
      shortfall: 0,
      outcome: "matched",
      utr,
    });
    // the dry run wrote nothing
    expect((await orderRow(order.id)).paymentStatus).toBe("collected");
    expect(await ledgerOf(order.id)).toHaveLength(1);

    const imported = await importReport(csv);
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(imported.headers.get("cache-control")).toContain("no-store");
    const answer = await imported.json();
    expect(answer).toMatchObject({ imported: true, remittance: { utr, recordedCount: 1, lineCount: 1 } });

    expect((await orderRow(order.id)).paymentStatus).toBe("remitted");
    const ledger = await ledgerOf(order.id);
    expect(ledger).toEqual([
      { kind: "cod_collected", channel: "cod", amount: order.total, reference: null },
      { kind: "cod_remitted", channel: "bank", amount: order.total - deductions, reference: utr },
      { kind: "courier_deduction", channel: "cod", amount: deductions, reference: utr },
    ]);
    const sum = ledger
      .filter((entry) => entry.kind !== "cod_collected")
      .reduce((total, entry) => total + entry.amount, 0);
    expect(sum).toBe(order.total);

    // the admin's order answer names the UTR
    const listed = await call(world.adminCookie, "GET", `/api/order/getAllOrders?search=${order.number}`);
    const { data } = (await listed.json()).data;
    expect(data[0]).toMatchObject({
      _id: order.id,
      paymentStatus: "remitted",
      codRemittance: { utr, remittedOn: "2026-11-20", remittedAmount: (order.total - deductions) / 100 },
    });
    const history = await world.shop.ctx.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => entry.note)).toContainEqual(expect.stringContaining(`Cash remitted by the courier:`));
    expect(history.map((entry) => entry.note)).toContainEqual(expect.stringContaining(`UTR ${utr}`));

    // the same file again: recognised, nothing written
    const count = await remittanceCount();
    const again = await importReport(csv);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ imported: false, remittance: { utr } });
    expect(await ledgerOf(order.id)).toHaveLength(3);
    expect(await remittanceCount()).toBe(count);
    // its dry run says so
    expect(await (await dryRun(csv)).json()).toMatchObject({
      nothingNew: true,
      alreadyImported: { remittanceId: answer.remittance._id },
      counts: { already_remitted: 1 },
    });
    // the same lines in another export of the report (other bytes): every line known, nothing written
    const reexport = await importReport(csv.replaceAll("\r\n", "\n"));
    expect(reexport.status).toBe(200);
    expect(await reexport.json()).toMatchObject({ imported: false, counts: { already_remitted: 1 } });
    expect(await remittanceCount()).toBe(count);
    expect(await ledgerOf(order.id)).toHaveLength(3);
  });

  test("an overlapping report: the line already remitted changes nothing, the new one is recorded", async () => {
    const first = await deliveredCodOrder();
    const second = await deliveredCodOrder();
    const utr = newUtr();
    const one = await importReport(report([{ awb: first.awb, cod: first.total, remitted: first.total, utr }]));
    expect(one.status).toBe(201);
    const later = newUtr();
    const both = await importReport(
      report([
        { awb: first.awb, cod: first.total, remitted: first.total, utr: later },
        { awb: second.awb, cod: second.total, remitted: second.total, utr: later },
      ]),
    );
    expect(both.status, await both.clone().text()).toBe(201);
    const answer = await both.json();
    expect(answer.counts).toMatchObject({ already_remitted: 1, matched: 1 });
    expect(answer.remittance.recordedCount).toBe(1);
    expect((await ledgerOf(first.id)).find((entry) => entry.kind === "cod_remitted")?.reference).toBe(utr);
    expect((await ledgerOf(second.id)).find((entry) => entry.kind === "cod_remitted")?.reference).toBe(later);
    expect((await orderRow(second.id)).paymentStatus).toBe("remitted");
  });

  test("two reports naming the same order at once record it once", async () => {
    const order = await deliveredCodOrder();
    const [one, two] = await Promise.all(
      [newUtr(), newUtr()].map((utr) =>
        importReport(report([{ awb: order.awb, cod: order.total, remitted: order.total, utr }])),
      ),
    );
    const outcomes = [await one?.json(), await two?.json()].map((answer) => answer.lines[0].outcome).sort();
    expect(outcomes).toEqual(["already_remitted", "matched"]);
    expect((await ledgerOf(order.id)).filter((entry) => entry.kind === "cod_remitted")).toHaveLength(1);
  });

  test("matched by the order id when the report has no AWB; the order's number or the reference sent to the courier", async () => {
    const order = await deliveredCodOrder();
    const imported = await importReport(
      report([{ orderId: `#${order.number}`, cod: order.total, remitted: order.total, utr: newUtr() }]),
    );
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect((await imported.json()).lines[0]).toMatchObject({ orderId: order.id, outcome: "matched" });
    expect((await orderRow(order.id)).paymentStatus).toBe("remitted");
  });

  test("a line whose AWB no parcel has is not matched by its order id", async () => {
    const order = await deliveredCodOrder();
    const line = {
      awb: "SRX000ELSEWHERE",
      orderId: order.number,
      cod: order.total,
      remitted: order.total,
      utr: newUtr(),
    };
    const dry = await (await dryRun(report([line]))).json();
    expect(dry.lines[0]).toMatchObject({ orderId: null, outcome: "unknown_awb" });
    expect((await orderRow(order.id)).paymentStatus).toBe("collected");
  });
});

describe("the differences to chase", () => {
  test("a short remittance is recorded and listed with its shortfall", async () => {
    const order = await deliveredCodOrder();
    const utr = newUtr();
    const short = 10000;
    const imported = await importReport(
      report([{ awb: order.awb, cod: order.total, remitted: order.total - short - 2000, deductions: 2000, utr }]),
    );
    expect(imported.status).toBe(201);
    const answer = await imported.json();
    expect(answer.lines[0]).toMatchObject({ outcome: "short", shortfall: short / 100 });
    expect(answer.remittance.totals.shortfall).toBe(short / 100);
    // the money that came is recorded; what did not is to chase
    expect((await orderRow(order.id)).paymentStatus).toBe("remitted");
    const listed = (await differences()).short.find((line: { orderId: string }) => line.orderId === order.id);
    expect(listed).toMatchObject({
      orderNumber: order.number,
      awb: order.awb,
      shortfall: short / 100,
      utr,
      expected: order.total / 100,
    });
  });

  test("an unknown AWB is listed once, however often its report is imported; an order not delivered yet is listed and not recorded", async () => {
    const pending = await bookedCodOrder();
    const utr = newUtr();
    const csv = report([
      { awb: "SRX000UNKNOWN1", cod: 49900, remitted: 49900, utr },
      { awb: pending.awb, cod: pending.total, remitted: pending.total, utr },
    ]);
    const dry = await (await dryRun(csv)).json();
    expect(dry.lines.map((line: { outcome: string }) => line.outcome)).toEqual(["unknown_awb", "not_delivered"]);
    expect((await importReport(csv)).status).toBe(201);
    // the same lines in another export: nothing new, nothing written
    expect((await importReport(`${csv}\r\n`)).status).toBe(200);
    const found = await differences();
    expect(found.unknownAwbs.filter((line: { awb: string }) => line.awb === "SRX000UNKNOWN1")).toEqual([
      expect.objectContaining({ orderId: null, codAmount: 499, utr }),
    ]);
    expect(found.notDelivered.map((line: { orderId: string }) => line.orderId)).toContain(pending.id);
    expect((await orderRow(pending.id)).paymentStatus).toBe("pending");
    expect((await ledgerOf(pending.id)).map((entry) => entry.kind)).toEqual([]);
  });

  test("a delivered order not remitted after the settings' days is listed; a recent one is not", async () => {
    const old = await deliveredCodOrder("manual");
    const recent = await deliveredCodOrder("manual");
    await world.shop.ctx.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '11 days'` })
      .where(eq(orders.id, old.id));
    const { dueDays, overdue } = await differences();
    expect(dueDays).toBe(10);
    const ids = overdue.orders.map((entry: { orderId: string }) => entry.orderId);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(recent.id);
    expect(overdue.orders.find((entry: { orderId: string }) => entry.orderId === old.id)).toMatchObject({
      orderNumber: old.number,
      daysSinceDelivery: 11,
      expected: old.total / 100,
      awb: old.awb,
      provider: "manual",
    });
    // received by hand: no longer overdue
    const received = await call(world.adminCookie, "POST", `/api/admin/orders/${old.id}/cod-received`, {
      reference: "RCPT-2026-0042",
      amount: old.total / 100,
    });
    expect(received.status).toBe(201);
    expect((await differences()).overdue.orders.map((entry: { orderId: string }) => entry.orderId)).not.toContain(
      old.id,
    );
  });
});

describe("cash received by hand (a manual courier)", () => {
  test("records the remittance like a report line, once", async () => {
    const order = await deliveredCodOrder("manual");
    const path = `/api/admin/orders/${order.id}/cod-received`;
    const received = await call(world.adminCookie, "POST", path, {
      reference: "nefT0012345678",
      amount: (order.total - 4000) / 100,
      deductions: 40,
      receivedOn: "2026-11-21",
    });
    expect(received.status, await received.clone().text()).toBe(201);
    expect(received.headers.get("cache-control")).toContain("no-store");
    expect(await received.json()).toMatchObject({
      success: true,
      remittance: { source: "manual", utr: "NEFT0012345678", lines: [{ orderId: order.id, outcome: "matched" }] },
    });
    expect((await orderRow(order.id)).paymentStatus).toBe("remitted");
    expect(await ledgerOf(order.id)).toEqual([
      { kind: "cod_collected", channel: "cod", amount: order.total, reference: null },
      { kind: "cod_remitted", channel: "bank", amount: order.total - 4000, reference: "NEFT0012345678" },
      { kind: "courier_deduction", channel: "cod", amount: 4000, reference: "NEFT0012345678" },
    ]);
    const twice = await call(world.adminCookie, "POST", path, { reference: "NEFT0012345679", amount: 10 });
    expect(twice.status).toBe(409);
    expect(await ledgerOf(order.id)).toHaveLength(3);
  });

  test("an order not delivered yet, a bad amount or reference are refused with nothing written", async () => {
    const pending = await bookedCodOrder("manual");
    const path = `/api/admin/orders/${pending.id}/cod-received`;
    expect((await call(world.adminCookie, "POST", path, { reference: "RCPT-1", amount: 10 })).status).toBe(409);
    const bad = [
      { reference: "RCPT-1", amount: "ten" },
      { reference: "RCPT-1", amount: 0 },
      { reference: "x", amount: 10 },
      { reference: "RCPT\u00001", amount: 10 },
      { reference: "RCPT-1", amount: 10, receivedOn: "31-02-2026" },
    ];
    for (const body of bad) expect((await call(world.adminCookie, "POST", path, body)).status).toBe(400);
    expect(await ledgerOf(pending.id)).toEqual([]);
  });
});

describe("refusals", () => {
  test("a shopper is refused (403) and a visitor asked to sign in (401), with nothing written", async () => {
    const order = await deliveredCodOrder();
    const csv = report([{ awb: order.awb, cod: order.total, remitted: order.total, utr: newUtr() }]);
    const count = await remittanceCount();
    for (const cookie of [world.shopperCookie, null]) {
      const status = cookie ? 403 : 401;
      expect((await dryRun(csv, cookie)).status).toBe(status);
      expect((await importReport(csv, cookie)).status).toBe(status);
      expect((await call(cookie, "GET", "/api/admin/cod/remittances")).status).toBe(status);
      expect((await call(cookie, "GET", "/api/admin/cod/differences")).status).toBe(status);
      expect(
        (await call(cookie, "POST", `/api/admin/orders/${order.id}/cod-received`, { reference: "RCPT-1", amount: 1 }))
          .status,
      ).toBe(status);
    }
    expect(await remittanceCount()).toBe(count);
    expect((await orderRow(order.id)).paymentStatus).toBe("collected");
  });

  test("a malformed report is a 400 naming the row and column, and changes nothing", async () => {
    const order = await deliveredCodOrder();
    const good = { awb: order.awb, cod: order.total, remitted: order.total, utr: newUtr() };
    const count = await remittanceCount();
    const refusal = async (csv: string | Uint8Array<ArrayBuffer>) => {
      const answer = await importReport(csv);
      expect(answer.status, await answer.clone().text()).toBe(400);
      expect(answer.headers.get("cache-control")).toContain("no-store");
      return ((await answer.json()) as { error: { message: string; problems?: unknown[] } }).error;
    };

    const missing = await refusal("AWB,COD Amount,Remittance Date\r\nSR1,100,2026-11-20\r\n");
    expect(missing.message).toContain("UTR");

    const text = await refusal(report([good]).replace(rupees(order.total), "one thousand"));
    expect(text.message).toMatch(/^Row 2, COD Amount: Enter an amount/);

    const nul = await refusal(report([{ ...good, utr: "UTR\u0000123" }]));
    expect(nul.message).toMatch(/^Row 2, UTR: /);

    const date = await refusal(report([good, { ...good, awb: "SR2", date: "next week" }]));
    expect(date.message).toMatch(/^Row 3, Remittance Date: /);

    const excel = await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(excel.message).toContain("not a CSV");

    const unquoted = await refusal('AWB,COD Amount,UTR,Remittance Date\r\n"SR1,100,UTR123,2026-11-20\r\n');
    expect(unquoted.message).toContain("could not be read");

    const notMultipart = await call(world.adminCookie, "POST", "/api/admin/cod/remittances", { file: "x" });
    expect(notMultipart.status).toBe(400);

    const huge = await importReport(`${report([good])}${"x".repeat(remittanceLimits.csvBytes)}`);
    expect(huge.status).toBe(413);

    expect(await remittanceCount()).toBe(count);
    expect((await orderRow(order.id)).paymentStatus).toBe("collected");
    expect(await ledgerOf(order.id)).toHaveLength(1);
  });
});

describe("the remittances' lists", () => {
  test("lists the remittances newest first and answers one with its lines; an unknown one is 404", async () => {
    const order = await deliveredCodOrder();
    const utr = newUtr();
    const imported = await (
      await importReport(report([{ awb: order.awb, cod: order.total, remitted: order.total, utr }]))
    ).json();
    const list = await call(world.adminCookie, "GET", "/api/admin/cod/remittances?pageSize=5");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("no-store");
    const { remittances, total } = await list.json();
    expect(total).toBeGreaterThan(0);
    expect(remittances[0]).toMatchObject({
      _id: imported.remittance._id,
      utr,
      source: "report",
      fileName: "remittance.csv",
    });
    const one = await call(world.adminCookie, "GET", `/api/admin/cod/remittances/${imported.remittance._id}`);
    expect(await one.json()).toMatchObject({
      lines: [{ awb: order.awb, orderNumber: order.number, outcome: "matched" }],
    });
    const unknown = await call(
      world.adminCookie,
      "GET",
      "/api/admin/cod/remittances/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    const document = await (await world.shop.api("/api/openapi.json")).json();
    expect(document.paths["/api/admin/cod/remittances/dry-run"]?.post).toBeDefined();
    expect(document.paths["/api/admin/orders/{orderId}/cod-received"]?.post).toBeDefined();
    const ledgerRows = await world.shop.ctx.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.orderId, order.id), eq(moneyEntries.kind, "cod_remitted")));
    expect(ledgerRows).toHaveLength(1);
  });
});
