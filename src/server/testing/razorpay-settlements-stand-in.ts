// The money side of Razorpay's stand-in (testing/razorpay-stand-in.ts): the payment entities it
// captured, what Razorpay charges on each (here 2% plus 18% GST on the fee; Razorpay's `fee` includes
// its GST, `tax` is the GST part), and settlements made on demand from the captured payments and the
// refunds not settled yet, answered as GET /v1/settlements (from/to/count/skip) and GET
// /v1/settlements/recon/combined (year/month/day/count/skip) answer: a payment item credits its amount
// less its fee, a refund item debits its amount, and the settlement pays out credits less debits.
import crypto from "node:crypto";
import { dateKeyOf } from "../../core/dates.ts";

/** A payment entity as Razorpay answers it (GET /v1/orders/{id}/payments, the webhooks' payload). */
export interface StandInPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  /** A subscription's charge names its invoice (inv_...); an order's payment has none. */
  invoice_id: string | null;
  international: false;
  method: "upi";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** A settlement entity (GET /v1/settlements). */
export interface StandInSettlement {
  id: string;
  entity: "settlement";
  amount: number;
  status: "created" | "processed" | "failed";
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
}

/** One settled transaction (GET /v1/settlements/recon/combined). */
export interface StandInReconItem {
  entity_id: string;
  type: "payment" | "refund" | "adjustment";
  debit: number;
  credit: number;
  amount: number;
  currency: "INR";
  fee: number;
  tax: number;
  on_hold: false;
  settled: true;
  created_at: number;
  settled_at: number;
  settlement_id: string;
  posted_at: null;
  credit_type: "default";
  description: string | null;
  notes: string;
  payment_id: string | null;
  settlement_utr: string;
  order_id: string | null;
  order_receipt: string | null;
  method: "upi" | null;
  card_network: null;
  card_issuer: null;
  card_type: null;
  dispute_id: null;
}

/** The stand-in's rate: 2% of the payment, plus 18% GST on that fee. */
export function feeOf(amount: number): { fee: number; tax: number } {
  const fee = Math.round(amount * 0.02);
  const tax = Math.round(fee * 0.18);
  return { fee: fee + tax, tax };
}

interface SettleableRefund {
  id: string;
  amount: number;
  payment_id: string;
  created_at: number;
  status: string;
}

const unix = (at: Date) => Math.floor(at.getTime() / 1000);
const tail = () => crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "x");

export function settlementBook() {
  const settlements: StandInSettlement[] = [];
  const items: StandInReconItem[] = [];
  const settledIds = new Set<string>();

  return {
    settlements,
    items,
    /**
     * Pays out every captured payment and every refund (not failed) not settled yet, on `at`; answers
     * the settlement (null when there was nothing to settle).
     */
    settle(payments: StandInPayment[], refunds: SettleableRefund[], at: Date): StandInSettlement | null {
      const id = `setl_${tail()}`;
      const utr = `${unix(at)}${tail()}`.slice(0, 16);
      const made: StandInReconItem[] = [];
      const base = { currency: "INR", on_hold: false, settled: true, settled_at: unix(at), settlement_id: id } as const;
      const common = { ...base, posted_at: null, credit_type: "default", notes: "{}", settlement_utr: utr } as const;
      const card = { card_network: null, card_issuer: null, card_type: null, dispute_id: null } as const;
      for (const payment of payments) {
        if (!payment.captured || settledIds.has(payment.id)) continue;
        const { fee, tax } = feeOf(payment.amount);
        made.push({
          ...common,
          ...card,
          entity_id: payment.id,
          type: "payment",
          debit: 0,
          credit: payment.amount - fee,
          amount: payment.amount,
          fee,
          tax,
          created_at: payment.created_at,
          description: payment.description,
          payment_id: null,
          order_id: payment.order_id,
          order_receipt: null,
          method: "upi",
        });
      }
      for (const refund of refunds) {
        if (refund.status === "failed" || settledIds.has(refund.id)) continue;
        made.push({
          ...common,
          ...card,
          entity_id: refund.id,
          type: "refund",
          debit: refund.amount,
          credit: 0,
          amount: refund.amount,
          fee: 0,
          tax: 0,
          created_at: refund.created_at,
          description: null,
          payment_id: refund.payment_id,
          order_id: payments.find((payment) => payment.id === refund.payment_id)?.order_id ?? null,
          order_receipt: null,
          method: "upi",
        });
      }
      if (made.length === 0) return null;
      const sum = (pick: (item: StandInReconItem) => number) => made.reduce((total, item) => total + pick(item), 0);
      const settlement: StandInSettlement = {
        id,
        entity: "settlement",
        amount: sum((item) => item.credit) - sum((item) => item.debit),
        status: "processed",
        fees: sum((item) => item.fee),
        tax: sum((item) => item.tax),
        utr,
        created_at: unix(at),
      };
      for (const item of made) settledIds.add(item.entity_id);
      settlements.push(settlement);
      items.push(...made);
      return settlement;
    },

    /** GET /v1/settlements: created within from/to (Unix seconds), newest first, a page of count after skip. */
    list(query: URLSearchParams) {
      const from = Number(query.get("from") ?? 0);
      const to = Number(query.get("to") ?? Number.MAX_SAFE_INTEGER);
      const found = settlements
        .filter((settlement) => settlement.created_at >= from && settlement.created_at <= to)
        .sort((a, b) => b.created_at - a.created_at);
      return page(found, query, 100);
    },

    /** GET /v1/settlements/recon/combined: items settled in a month, or on a day of it (India dates). */
    recon(query: URLSearchParams) {
      const year = Number(query.get("year"));
      const month = Number(query.get("month"));
      if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
        return { error: "The year and month fields are required." };
      }
      const day = query.get("day") === null ? null : Number(query.get("day"));
      const found = items.filter((item) => {
        const [y, m, d] = dateKeyOf(new Date(item.settled_at * 1000))
          .split("-")
          .map(Number);
        return y === year && m === month && (day === null || d === day);
      });
      return page(found, query, 1000);
    },
  };
}

/** A page as Razorpay's collections answer: count 1 to `most` (default 10), skip from 0. */
function page<T>(found: T[], query: URLSearchParams, most: number) {
  const count = Number(query.get("count") ?? 10);
  const skip = Number(query.get("skip") ?? 0);
  if (!Number.isInteger(count) || count < 1) return { error: "The count must be at least 1." };
  if (count > most) return { error: `The count may not be greater than ${most}.` };
  const items = found.slice(skip, skip + count);
  return { collection: { entity: "collection", count: items.length, items } };
}
