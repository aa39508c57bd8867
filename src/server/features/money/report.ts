// The owner's money page (issue 31 point 5): for a period of India days, what was sold and credited
// (the GST documents issued, their totals as issued), what came in online and through couriers, what
// couriers still hold, what they remitted, what went back, what fees took and what reached the bank.
// Every figure but the documents and the refunds still on their way is a sum of money_entries rows
// (the one ledger, features/money/ledger.ts), so the page, the invoices and the shoppers' receipts
// add up from the same rows to the paisa. Each figure opens its rows (moneyRows); the CSV is the
// period's ledger and documents line by line, for the accountant.
import { type SQL, sql } from "drizzle-orm";
import { dateKeyOf, indiaDayStart } from "../../../core/dates.ts";
import { type MoneyChannel, type MoneyKind, moneyChannelNames, moneyKindNames } from "../../../core/ledger.ts";
import { toRupees } from "../../../core/money.ts";
import {
  type MoneyFigure,
  type MoneyPeriodQuery,
  type MoneyRowsQuery,
  moneyFigureHints,
  moneyFigureNames,
  moneyFigures,
  moneyRowsPageSize,
} from "../../../core/schemas/money.ts";
import type { AppContext } from "../../context.ts";

type Period = { from: string; to: string; start: Date; end: Date };

/** The asked period, or this India month up to today; `end` is the instant the last day ends. */
function periodOf(query: MoneyPeriodQuery, now = new Date()): Period {
  const today = dateKeyOf(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const end = new Date(indiaDayStart(to).getTime() + 86_400_000);
  return { from, to, start: indiaDayStart(from), end };
}

const ledgerKindsOf: Partial<Record<MoneyFigure, readonly MoneyKind[]>> = {
  captured: ["captured"],
  cod_collected: ["cod_collected"],
  cod_remitted: ["cod_remitted"],
  refunded: ["refunded"],
  fees: ["gateway_fee", "gateway_tax", "courier_deduction"],
  settled: ["settled"],
};

const kindList = (kinds: readonly MoneyKind[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** One row behind a figure, in paise: a ledger entry, a GST document or a refund on its way. */
type SourceRow = {
  id: string;
  at: Date;
  kind: string;
  channel: string | null;
  amount: string | number;
  orderId: string | null;
  orderNumber: number | null;
  reference: string | null;
};

/** The SQL of each figure's rows in the period (at, kind, channel, amount, order, reference). */
function rowsOf(figure: MoneyFigure, period: Period): SQL {
  const within = (column: SQL) => sql`${column} >= ${period.start} and ${column} < ${period.end}`;
  const kinds = ledgerKindsOf[figure];
  if (kinds) {
    return sql`
      select e.id, e.occurred_at as at, e.kind, e.channel, e.amount, e.order_id as "orderId", o.number as "orderNumber",
        e.reference
      from money_entries e left join orders o on o.id = e.order_id
      where e.kind in (${kindList(kinds)}) and ${within(sql`e.occurred_at`)}`;
  }
  if (figure === "unremitted") {
    return sql`
      select e.id, e.occurred_at as at, e.kind, e.channel, e.amount, e.order_id as "orderId", o.number as "orderNumber",
        e.reference
      from money_entries e left join orders o on o.id = e.order_id
      where e.kind = 'cod_collected' and ${within(sql`e.occurred_at`)}
        and not exists (select 1 from money_entries r where r.kind = 'cod_remitted' and r.order_id = e.order_id)`;
  }
  if (figure === "refunds_pending") {
    return sql`
      select f.id, f.created_at as at, 'refund_pending' as kind,
        case f.destination when 'source' then 'online' else f.destination end as channel, f.amount,
        f.order_id as "orderId", o.number as "orderNumber", f.provider_refund_id as reference
      from refunds f join orders o on o.id = f.order_id
      where f.status = 'pending' and ${within(sql`f.created_at`)}`;
  }
  const documentKind = figure === "sold" ? "invoice" : "credit_note";
  return sql`
    select d.id, d.issued_at as at, d.kind, null as channel, d.total as amount, d.order_id as "orderId",
      o.number as "orderNumber", d.number as reference
    from tax_documents d join orders o on o.id = d.order_id
    where d.kind = ${documentKind} and ${within(sql`d.issued_at`)}`;
}

/** The period's figures: each amount (₹) and how many rows make it, with the refunds and fees split. */
export async function moneySummary(ctx: Pick<AppContext, "db">, query: MoneyPeriodQuery, now = new Date()) {
  const period = periodOf(query, now);
  const totals = await Promise.all(
    moneyFigures.map(async (figure) => {
      const { rows } = await ctx.db.execute<{
        channel: string | null;
        kind: string;
        amount: string;
        count: number;
      }>(sql`
        select f.kind, f.channel, coalesce(sum(f.amount), 0)::bigint as amount, count(*)::int as count
        from (${rowsOf(figure, period)}) f group by f.kind, f.channel`);
      const amount = rows.reduce((sum, row) => sum + Number(row.amount), 0);
      const count = rows.reduce((sum, row) => sum + row.count, 0);
      const parts = rows.map((row) => ({
        name: figure === "fees" ? kindName(row.kind) : channelName(row.channel),
        amount: toRupees(Number(row.amount)),
      }));
      return {
        figure,
        name: moneyFigureNames[figure],
        hint: moneyFigureHints[figure],
        amount: toRupees(amount),
        paise: amount,
        count,
        parts: rows.length > 1 || figure === "fees" || figure === "refunded" ? parts : [],
      };
    }),
  );
  return { from: period.from, to: period.to, figures: totals };
}

export type MoneySummary = Awaited<ReturnType<typeof moneySummary>>;

function kindName(kind: string): string {
  if (kind === "invoice") return "Tax invoice";
  if (kind === "credit_note") return "Credit note";
  if (kind === "refund_pending") return "Refund on its way";
  return moneyKindNames[kind as MoneyKind] ?? kind;
}

function channelName(channel: string | null): string {
  return channel ? (moneyChannelNames[channel as MoneyChannel] ?? channel) : "";
}

/** One figure's rows in the period, newest first, a page at a time. */
export async function moneyRows(ctx: Pick<AppContext, "db">, query: MoneyRowsQuery, now = new Date()) {
  const period = periodOf(query, now);
  const { rows } = await ctx.db.execute<SourceRow & { total: number }>(sql`
    select f.*, count(*) over ()::int as total from (${rowsOf(query.figure, period)}) f
    order by f.at desc, f.id
    limit ${moneyRowsPageSize} offset ${(query.page - 1) * moneyRowsPageSize}`);
  return {
    from: period.from,
    to: period.to,
    figure: query.figure,
    name: moneyFigureNames[query.figure],
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: moneyRowsPageSize,
    rows: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      what: kindName(row.kind),
      channel: channelName(row.channel),
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      reference: row.reference,
      amount: toRupees(Number(row.amount)),
    })),
  };
}

export type MoneyRows = Awaited<ReturnType<typeof moneyRows>>;

/** The figures whose rows the accountant's CSV lists: every ledger row and document, nothing twice. */
const csvFigures: readonly MoneyFigure[] = [
  "sold",
  "credited",
  "captured",
  "cod_collected",
  "cod_remitted",
  "refunded",
  "fees",
  "settled",
];

/** The period's rows for the CSV, oldest first, read a thousand at a time: a header, then each row. */
export async function* moneyCsvRows(ctx: Pick<AppContext, "db">, query: MoneyPeriodQuery, now = new Date()) {
  const period = periodOf(query, now);
  yield ["Date (IST)", "Figure", "What", "Channel", "Order", "Reference", "Amount (₹)"];
  const union = sql.join(
    csvFigures.map((figure) => sql`select ${figure} as figure, f.* from (${rowsOf(figure, period)}) f`),
    sql` union all `,
  );
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const { rows } = await ctx.db.execute<SourceRow & { figure: MoneyFigure }>(sql`
      select * from (${union}) all_rows
      order by all_rows.at, all_rows.figure, all_rows.reference nulls first, all_rows."orderId" nulls first,
        all_rows.id
      limit ${batch} offset ${offset}`);
    for (const row of rows) {
      yield [
        dateTimeInIndia(new Date(row.at)),
        moneyFigureNames[row.figure],
        kindName(row.kind),
        channelName(row.channel),
        row.orderNumber === null ? "" : String(row.orderNumber),
        row.reference ?? "",
        (Number(row.amount) / 100).toFixed(2),
      ];
    }
    if (rows.length < batch) return;
  }
}

/** "2026-11-28 15:04" in India time: a spreadsheet sorts it as text. */
function dateTimeInIndia(at: Date): string {
  const shifted = new Date(at.getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 16).replace("T", " ");
}
