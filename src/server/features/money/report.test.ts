// The owner's money page through HTTP against a real database and Razorpay's stand-in: the period's
// figures add up to the GST documents and refunds of the period to the paisa, each opens its rows,
// the CSV lists the same money line by line; bad periods are 400s, members are refused, answers private.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dateKeyOf, indiaDayStart } from "../../../core/dates.ts";
import { moneyEntries, refunds, taxDocuments } from "../../db/schema.ts";
import { type Member, type MoneyTestShop, startMoneyTestShop } from "../../testing/money-shop.ts";

let shop: MoneyTestShop;
let member: Member;
const today = dateKeyOf(new Date());
// the page's day: India midnight to midnight
const dayStart = indiaDayStart(today);
const dayEnd = new Date(dayStart.getTime() + 86_400_000);

type Figure = { figure: string; amount: number; paise: number; count: number; parts: Array<{ name: string }> };
type Summary = { from: string; to: string; figures: Figure[] };

const summary = async (query = `from=${today}&to=${today}`) => {
  const answer = await shop.call("GET", `/api/admin/money?${query}`, undefined, shop.adminCookie);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as Summary;
};
const figureOf = (page: Summary, figure: string) => page.figures.find((entry) => entry.figure === figure);

let startedAt: Date;

beforeAll(async () => {
  shop = await startMoneyTestShop();
  member = await shop.member();
  startedAt = new Date(Date.now() - 1000);
  const line = async (price: number) => [{ ...(await shop.variantAt(price)), quantity: 1 }];
  // delivered online (invoice), with a goodwill refund processed by its webhook
  const delivered = await shop.deliveredOrder(member, await line(899));
  const goodwill = await shop.goodwill(delivered, { amount: 100, reason: "Late", refundTo: "source" });
  expect(goodwill.status).toBe(201);
  const goodwillId = ((await goodwill.json()) as { refund: { providerRefundId: string } }).refund.providerRefundId;
  await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", goodwillId);
  // paid and cancelled: its refund still on its way
  const cancelled = await shop.paidOrder(member, await line(500));
  expect((await shop.call("POST", `/api/userorder/${cancelled}/cancel`, {}, member.cookie)).status).toBe(200);
  // cash on delivery, delivered: with the courier
  await shop.deliveredOrder(member, await line(990), { payment: "COD" });
});
afterAll(async () => {
  await shop?.close();
});

describe("the money page", () => {
  test("adds up to the GST documents, the ledger and the refunds of its period, to the paisa", async () => {
    const page = await summary();
    expect(page).toMatchObject({ from: today, to: today });
    const [documents] = await shop.ctx.db
      .select({
        sold: sql<string>`coalesce(sum(${taxDocuments.total}) filter (where ${taxDocuments.kind} = 'invoice'), 0)`,
        credited: sql<string>`coalesce(sum(${taxDocuments.total}) filter (where ${taxDocuments.kind} = 'credit_note'), 0)`,
      })
      .from(taxDocuments)
      .where(and(gte(taxDocuments.issuedAt, dayStart), lt(taxDocuments.issuedAt, dayEnd)));
    expect(figureOf(page, "sold")?.paise).toBe(Number(documents?.sold));
    expect(figureOf(page, "sold")?.paise).toBeGreaterThan(0);
    expect(figureOf(page, "credited")?.paise).toBe(Number(documents?.credited));

    const refundRows = await shop.ctx.db
      .select()
      .from(refunds)
      .where(and(gte(refunds.createdAt, dayStart), lt(refunds.createdAt, dayEnd)));
    const sumOf = (status: string) =>
      refundRows.filter((row) => row.status === status).reduce((sum, row) => sum + row.amount, 0);
    expect(figureOf(page, "refunded")?.paise).toBe(sumOf("processed"));
    expect(figureOf(page, "refunded")?.paise).toBe(10_000);
    expect(figureOf(page, "refunds_pending")?.paise).toBe(sumOf("pending"));
    expect(figureOf(page, "refunds_pending")?.count).toBe(1);
    // the cancelled order's refund completes: it moves from on its way to refunded
    const pendingId = refundRows.find((row) => row.status === "pending")?.providerRefundId ?? "";
    expect((await shop.razorpay.sendRefundEvent(shop.url, "refund.processed", pendingId)).status).toBe(200);
    const after = await summary();
    expect(figureOf(after, "refunded")?.paise).toBe(10_000 + sumOf("pending"));
    expect(figureOf(after, "refunds_pending")?.paise).toBe(0);

    const ledger = await shop.ctx.db
      .select({ kind: moneyEntries.kind, amount: moneyEntries.amount })
      .from(moneyEntries)
      .where(and(gte(moneyEntries.occurredAt, dayStart), lt(moneyEntries.occurredAt, dayEnd)));
    const ledgerSum = (kind: string) => ledger.filter((row) => row.kind === kind).reduce((s, row) => s + row.amount, 0);
    expect(figureOf(page, "captured")?.paise).toBe(ledgerSum("captured"));
    expect(figureOf(page, "captured")?.count).toBeGreaterThanOrEqual(2);
    expect(figureOf(page, "cod_collected")?.paise).toBe(ledgerSum("cod_collected"));
    expect(figureOf(page, "unremitted")?.paise).toBe(ledgerSum("cod_collected"));
    expect(figureOf(page, "cod_remitted")?.paise).toBe(0);
  });

  test("each figure opens its rows with their orders, and the CSV lists the same money", async () => {
    const page = await summary();
    for (const figure of ["sold", "captured", "refunded", "refunds_pending", "unremitted"]) {
      const answer = await shop.call(
        "GET",
        `/api/admin/money/rows?figure=${figure}&from=${today}&to=${today}`,
        undefined,
        shop.adminCookie,
      );
      expect(answer.headers.get("cache-control")).toContain("no-store");
      const rows = (await answer.json()) as { total: number; rows: Array<{ amount: number; orderNumber: number }> };
      expect(rows.total).toBe(figureOf(page, figure)?.count);
      const sum = Math.round(rows.rows.reduce((total, row) => total + row.amount, 0) * 100);
      expect(sum).toBe(figureOf(page, figure)?.paise);
      for (const row of rows.rows) expect(row.orderNumber).toBeGreaterThan(0);
    }

    const csv = await shop.call("GET", `/api/admin/money.csv?from=${today}&to=${today}`, undefined, shop.adminCookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Date (IST),Figure,What,Channel,Order,Reference,Amount (₹)");
    const online = lines
      .filter((line) => line.includes(",Collected online,"))
      .reduce((sum, line) => sum + Math.round(Number(line.split(",").at(-1)) * 100), 0);
    expect(online).toBe(figureOf(page, "captured")?.paise);
  });

  test("a period before anything happened is all zeros; today is the default end", async () => {
    const empty = await summary("from=2020-01-01&to=2020-01-31");
    expect(empty.figures.every((figure) => figure.paise === 0 && figure.count === 0)).toBe(true);
    const month = await summary("");
    expect(month).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });
  });

  test("bad periods are 400s naming the field; members and visitors are refused", async () => {
    for (const query of ["from=2026-02-30", "from=2026-11-10&to=2026-11-01", "from=2024-01-01&to=2026-01-01"]) {
      const answer = await shop.call("GET", `/api/admin/money?${query}`, undefined, shop.adminCookie);
      expect(answer.status, query).toBe(400);
    }
    const badFigure = await shop.call("GET", "/api/admin/money/rows?figure=everything", undefined, shop.adminCookie);
    expect(badFigure.status).toBe(400);
    expect((await shop.call("GET", "/api/admin/money", undefined, member.cookie)).status).toBe(403);
    expect((await shop.call("GET", "/api/admin/money.csv")).status).toBe(401);
    // nothing of a member's order leaks into the answer of a refusal
    const [ledgerRows] = await shop.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(moneyEntries)
      .where(and(eq(moneyEntries.kind, "captured"), gte(moneyEntries.occurredAt, startedAt)));
    expect(ledgerRows?.count).toBe(2);
  });
});
