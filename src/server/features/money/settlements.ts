// Razorpay's payouts to the shop's bank (issue 31 point 4): its settlements (GET /v1/settlements) and,
// day by day, what each paid out (the settlement recon, GET /v1/settlements/recon/combined), read on a
// schedule and on the admin's demand. Each settled payment or refund the shop knows is matched to its
// order (and refund) and its fee and the GST on the fee go into the money ledger; a processed
// settlement is the ledger's `settled` row (to the bank, its UTR). Everything is kept once by the
// provider's ids and the ledger once per cause, so reading the same days again changes nothing, but
// an item the shop did not know before is matched once it does (a missed webhook caught since).
import { dateKeyOf, indiaDayStart } from "../../../core/dates.ts";
import { type SettlementFetchInput, settlementFetchDays } from "../../../core/schemas/settlements.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import { withLease } from "../../db/leases.ts";
import { HttpError } from "../../http/errors.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { type PaymentProvider, PaymentProviderError, paymentProvider, providerOrFail } from "../payments/provider.ts";
import type { ProviderReconItem, ProviderSettlement } from "../payments/provider-reads.ts";
import { recordMoney } from "./ledger.ts";
import {
  capturedWithoutOrder,
  orderOfPayment,
  refundOfProvider,
  saveSettlement,
  saveSettlementItem,
} from "./queries.ts";

/** How often the scheduled round reads the last days again (settlements come once or twice a day). */
export const settlementRoundEveryMs = 3 * 60 * 60_000;

/** Razorpay's page limits: 100 settlements, 1000 recon items. */
const settlementsPerPage = 100;
const reconItemsPerPage = 1000;
/** A guard against a provider that never stops answering full pages. */
const mostPages = 50;

export interface SettlementFetch {
  /** The India days read. */
  days: string[];
  settlements: number;
  items: number;
  matched: number;
  unmatched: number;
}

const dayMs = 86_400_000;

/** The India days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = indiaDayStart(from).getTime(); at <= indiaDayStart(to).getTime(); at += dayMs) {
    days.push(dateKeyOf(new Date(at)));
  }
  return days;
}

/** The last `count` India days up to `now`'s, oldest first. */
export function lastDays(now: Date, count = settlementFetchDays): string[] {
  return daysFrom(dateKeyOf(new Date(now.getTime() - (count - 1) * dayMs)), dateKeyOf(now));
}

/** Reads the settlements made on these India days and the items they paid out, page by page. */
export async function fetchSettlements(
  ctx: AppContext,
  provider: PaymentProvider,
  days: string[],
): Promise<SettlementFetch> {
  const first = days[0];
  const last = days.at(-1);
  const outcome: SettlementFetch = { days, settlements: 0, items: 0, matched: 0, unmatched: 0 };
  if (!first || !last) return outcome;
  const from = indiaDayStart(first);
  const to = new Date(indiaDayStart(last).getTime() + dayMs - 1000);
  for (let page = 0; page < mostPages; page++) {
    const found = await provider.settlements({ from, to, count: settlementsPerPage, skip: page * settlementsPerPage });
    for (const settlement of found) await ctx.db.transaction((tx) => keepSettlement(tx, provider.name, settlement));
    outcome.settlements += found.length;
    if (found.length < settlementsPerPage) break;
  }
  for (const day of days) {
    const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
    for (let page = 0; page < mostPages; page++) {
      const skip = page * reconItemsPerPage;
      const found = await provider.settlementRecon({ year, month, day: date, count: reconItemsPerPage, skip });
      for (const item of found) {
        // an item not settled yet comes again with the day that settles it
        if (!item.settlementId) continue;
        const matched = await ctx.db.transaction((tx) => keepItem(tx, provider.name, item));
        outcome.items += 1;
        outcome[matched ? "matched" : "unmatched"] += 1;
      }
      if (found.length < reconItemsPerPage) break;
    }
  }
  return outcome;
}

/** A settlement kept (its status moved when it did); once processed, the money reached the bank. */
async function keepSettlement(tx: Transaction, provider: string, settlement: ProviderSettlement) {
  const { row } = await saveSettlement(tx, {
    provider,
    providerSettlementId: settlement.id,
    amount: settlement.amount,
    fees: settlement.fees,
    tax: settlement.tax,
    utr: settlement.utr,
    status: settlement.status,
    settledAt: settlement.createdAt,
  });
  // a settlement whose refunds outweighed its payments pays nothing out (Razorpay carries it forward)
  if (row.status !== "processed" || row.amount <= 0) return;
  await recordMoney(tx, {
    kind: "settled",
    channel: "bank",
    amount: row.amount,
    key: `settled:${row.providerSettlementId}`,
    reference: row.utr,
    occurredAt: row.settledAt,
    note: `Razorpay settlement ${row.providerSettlementId}`,
  });
}

/** The shop's order and refund a settled item is; matched only when the shop made it. */
async function matchOf(tx: Transaction, provider: string, item: ProviderReconItem) {
  if (item.type === "payment") {
    const order = await orderOfPayment(tx, provider, item.entityId);
    // a payment with no order that the shop captured all the same: a gift card sold (decision 0062)
    const matched = order !== undefined || (await capturedWithoutOrder(tx, item.entityId));
    return { matched, orderId: order?.id ?? null, refundId: null };
  }
  if (item.type === "refund") {
    const refund = await refundOfProvider(tx, item.entityId);
    if (refund) return { matched: true, orderId: refund.orderId, refundId: refund.id };
    // a refund the shop did not ask (made at Razorpay's dashboard) still names its order
    const order = item.paymentId ? await orderOfPayment(tx, provider, item.paymentId) : undefined;
    return { matched: false, orderId: order?.id ?? null, refundId: null };
  }
  return { matched: false, orderId: null, refundId: null };
}

/**
 * A settled item kept and matched; a matched one's fee (Razorpay's fee includes its GST) and the GST
 * on it are the ledger's gateway rows, once per transaction. Answers whether it matched.
 */
async function keepItem(tx: Transaction, provider: string, item: ProviderReconItem): Promise<boolean> {
  const match = await matchOf(tx, provider, item);
  await saveSettlementItem(tx, {
    provider,
    providerSettlementId: item.settlementId ?? "",
    entityId: item.entityId,
    type: item.type,
    amount: item.amount,
    credit: item.credit,
    debit: item.debit,
    fee: item.fee,
    tax: item.tax,
    providerOrderId: item.orderId,
    providerPaymentId: item.paymentId,
    settledAt: item.settledAt,
    ...match,
  });
  if (!match.matched) return false;
  const cause = {
    channel: "online",
    orderId: match.orderId,
    refundId: match.refundId,
    reference: item.entityId,
    occurredAt: item.settledAt ?? undefined,
    note: `Razorpay settlement ${item.settlementId}`,
  } as const;
  await recordMoney(tx, {
    ...cause,
    kind: "gateway_fee",
    amount: Math.max(item.fee - item.tax, 0),
    key: `gateway_fee:${item.entityId}`,
  });
  await recordMoney(tx, { ...cause, kind: "gateway_tax", amount: item.tax, key: `gateway_tax:${item.entityId}` });
  return true;
}

/** The admin's fetch: one India day, or the last days as the scheduled round reads them. */
export async function fetchSettlementsNow(ctx: AppContext, input: SettlementFetchInput, now = new Date()) {
  const provider = providerOrFail(ctx);
  try {
    return await fetchSettlements(ctx, provider, input.date ? [input.date] : lastDays(now));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ error: error.message }, "settlements could not be fetched");
    throw new HttpError(502, "payment_provider", `Razorpay's settlements could not be read: ${error.message}`);
  }
}

/** One scheduled round: the last days read again, on one instance at a time (null: another has it, or no provider). */
export async function settlementRound(ctx: AppContext, now = new Date(), holder?: string) {
  const provider = paymentProvider(ctx);
  if (!provider) return null;
  return withLease(
    ctx.db,
    "payment-settlements",
    30 * 60_000,
    () => fetchSettlements(ctx, provider, lastDays(now)),
    holder,
  );
}

/** Starts the settlements' round when Razorpay is configured (the sandbox settles nothing). */
export function startSettlementFetching(ctx: AppContext, everyMs = settlementRoundEveryMs): Repeating {
  if (!ctx.config.razorpay) return { stop: async () => {} };
  return repeatEvery(ctx, everyMs, "settlements could not be fetched", () => settlementRound(ctx));
}
