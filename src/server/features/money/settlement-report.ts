// What the admin's settlements list answers (GET /api/admin/settlements): a period's settlements with
// the items each paid out, and what is left to chase: settled items the shop does not know, and
// payments the provider captured days ago that no settlement has paid out yet. Rupees at this edge.
import { dateKeyOf, indiaDayStart } from "../../../core/dates.ts";
import { toRupees } from "../../../core/money.ts";
import { type SettlementListQuery, settlementListDays } from "../../../core/schemas/settlements.ts";
import type { AppContext } from "../../context.ts";
import { paymentProvider } from "../payments/provider.ts";
import { itemsOfSettlements, settlementsBetween, unmatchedItems, unsettledPayments } from "./queries.ts";

/** Razorpay settles T+2 working days: a payment still unsettled after this many days is listed. */
export const settlementDueDays = 5;
/** How far back the unsettled payments are looked for (an older day's settlements: fetch it on demand). */
const unsettledLookbackDays = 30;

const dayMs = 86_400_000;

type ItemRow = Awaited<ReturnType<typeof itemsOfSettlements>>[number];

const itemAnswer = (item: ItemRow) => ({
  entityId: item.entityId,
  type: item.type,
  amount: toRupees(item.amount),
  credit: toRupees(item.credit),
  debit: toRupees(item.debit),
  fee: toRupees(item.fee),
  tax: toRupees(item.tax),
  matched: item.matched,
  orderId: item.orderId,
  orderNumber: item.orderNumber,
  refundId: item.refundId,
  providerOrderId: item.providerOrderId,
  paymentId: item.providerPaymentId,
  settlementId: item.providerSettlementId,
  settledAt: item.settledAt?.toISOString() ?? null,
});

export async function settlementReport(ctx: AppContext, query: SettlementListQuery, now = new Date()) {
  const provider = paymentProvider(ctx)?.name ?? "razorpay";
  // the sandbox moves no money: nothing of it is ever settled, so nothing is left to chase
  const settles = provider === "razorpay";
  const to = query.to ?? dateKeyOf(now);
  const from = query.from ?? dateKeyOf(new Date(indiaDayStart(to).getTime() - (settlementListDays - 1) * dayMs));
  const fromAt = indiaDayStart(from);
  const toAt = new Date(indiaDayStart(to).getTime() + dayMs);
  const found = await settlementsBetween(ctx.db, provider, fromAt, toAt);
  const items = await itemsOfSettlements(
    ctx.db,
    provider,
    found.map((row) => row.providerSettlementId),
  );
  const [unknown, unsettled] = await Promise.all([
    unmatchedItems(ctx.db, provider, fromAt, toAt),
    settles
      ? unsettledPayments(
          ctx.db,
          provider,
          new Date(now.getTime() - unsettledLookbackDays * dayMs),
          new Date(now.getTime() - settlementDueDays * dayMs),
        )
      : [],
  ]);
  const sum = (pick: (row: (typeof found)[number]) => number) => found.reduce((total, row) => total + pick(row), 0);
  return {
    from,
    to,
    /** "sandbox": the built-in stand-in, which settles nothing. */
    provider,
    totals: {
      amount: toRupees(sum((row) => row.amount)),
      fees: toRupees(sum((row) => row.fees)),
      tax: toRupees(sum((row) => row.tax)),
    },
    settlements: found.map((row) => ({
      id: row.providerSettlementId,
      amount: toRupees(row.amount),
      fees: toRupees(row.fees),
      tax: toRupees(row.tax),
      utr: row.utr,
      status: row.status,
      settledAt: row.settledAt.toISOString(),
      items: items.filter((item) => item.providerSettlementId === row.providerSettlementId).map(itemAnswer),
    })),
    unmatched: {
      /** Settled items the shop does not know: a payment or refund it never made, an adjustment. */
      items: unknown.map(itemAnswer),
      /** Captured payments no settlement has paid out after settlementDueDays days. */
      unsettledPayments: unsettled.map((payment) => ({
        orderId: payment.orderId,
        orderNumber: payment.orderNumber,
        paymentId: payment.paymentId,
        amount: toRupees(Number(payment.amount)),
        paidAt: payment.paidAt?.toISOString() ?? null,
      })),
    },
  };
}

export type SettlementReport = Awaited<ReturnType<typeof settlementReport>>;
