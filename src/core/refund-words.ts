// Where a refund goes and when it arrives, in the shopper's words (issue 38 point 6). One sentence,
// built here for every refund mail (a cancellation, a return, an exchange's difference, a late
// payment) and for the shopper's order timeline, so they all say the same: the amount, the place (the
// card, UPI or bank the payment came from, as the payment provider reported it; the store credit
// balance; the UPI id a cash-on-delivery shopper gave) and the working days it takes, which are the
// Returns settings' (core/schemas/settings-returns.ts). Each sentence is built of messages (English
// the message, as core/i18n.ts reads them) through `say`: English by default, the mail's language when
// a mail passes its own (decision 0064), so a Hindi order's refund is said in Hindi.
import { formatMessage, type MessageValues, type Said } from "./i18n.ts";
import { formatRupees, type Paise } from "./money.ts";
import type { RefundDestination } from "./schemas/refunds.ts";
import type { ReturnSettings } from "./schemas/settings-returns.ts";

/** How an online payment was made, as the provider reported it (Razorpay's payment `method`). */
export const paymentInstruments = ["upi", "card", "netbanking", "wallet", "emi"] as const;
export type PaymentInstrument = (typeof paymentInstruments)[number];

/** The payment's instrument and what names it to its owner (a UPI id, "Visa ending 1111", a bank). */
export interface PaidWith {
  method: PaymentInstrument;
  detail: string | null;
}

/** Working days a refund takes, per way it travels (the Returns settings' fields). */
export type RefundDays = Pick<
  ReturnSettings,
  | "refundDaysUpiFrom"
  | "refundDaysUpiTo"
  | "refundDaysCardFrom"
  | "refundDaysCardTo"
  | "refundDaysNetbankingFrom"
  | "refundDaysNetbankingTo"
  | "refundDaysWalletFrom"
  | "refundDaysWalletTo"
  | "refundDaysPayoutFrom"
  | "refundDaysPayoutTo"
>;

type Range = readonly [number, number];

/** A message in the reader's language, its {arguments} filled in (the English message is the key). */
export type Say = (english: string, values?: MessageValues) => string;

/** English: the message itself, its arguments filled in. */
export const sayEnglish: Say = (english, values) => formatMessage("en", english, values);

/**
 * How a sentence is built: said at once as text (`Say`: a mail, English), or kept as a Said whose
 * values may be Saids (`keepSaid`: the shopper's timeline, said by the page in its own language).
 */
type Build<T> = (english: string, values?: Record<string, string | number | T>) => T;

/** The sentence kept as a Said: its message and values, the messages inside it kept too. */
const keepSaid: Build<Said> = (message, values) => (values ? { message, values } : { message });

function rangeOf(days: RefundDays, method: PaymentInstrument | "payout" | null): Range {
  switch (method) {
    case "upi":
      return [days.refundDaysUpiFrom, days.refundDaysUpiTo];
    case "card":
    case "emi":
      return [days.refundDaysCardFrom, days.refundDaysCardTo];
    case "netbanking":
      return [days.refundDaysNetbankingFrom, days.refundDaysNetbankingTo];
    case "wallet":
      return [days.refundDaysWalletFrom, days.refundDaysWalletTo];
    case "payout":
      return [days.refundDaysPayoutFrom, days.refundDaysPayoutTo];
    default: {
      // not known how it was paid: the widest of the online ways
      const ranges = (["upi", "card", "netbanking", "wallet"] as const).map((each) => rangeOf(days, each));
      return [Math.min(...ranges.map(([from]) => from)), Math.max(...ranges.map(([, to]) => to))];
    }
  }
}

function daysWords<T>([from, to]: Range, say: Build<T>): T {
  return from === to
    ? say("{count, plural, one {# working day} other {# working days}}", { count: to })
    : say("{from} to {to, plural, one {# working day} other {# working days}}", { from, to });
}

/** "1 to 3 working days", "2 working days", "1 working day". */
export function workingDaysWords(range: Range, say: Say = sayEnglish): string {
  return daysWords(range, say);
}

/** Where the original payment goes back to, named as the shopper knows it. */
function sourcePlace<T>(paidWith: PaidWith | null, say: Build<T>): T {
  const detail = paidWith?.detail ?? "";
  switch (paidWith?.method) {
    case "upi":
      return detail ? say("your UPI account {detail}", { detail }) : say("the UPI account you paid with");
    case "card":
    case "emi":
      return detail ? say("your card ({detail})", { detail }) : say("the card you paid with");
    case "netbanking":
      return detail ? say("your {detail} account", { detail }) : say("the bank account you paid from");
    case "wallet":
      return detail ? say("your {detail} wallet", { detail }) : say("the wallet you paid with");
    default:
      return say("the card, UPI or bank account you paid with");
  }
}

/** The UPI id a cash-on-delivery shopper's refund is paid out to. */
function upiPlace<T>(upiId: string | null, say: Build<T>): T {
  return upiId ? say("your UPI id {upiId}", { upiId }) : say("the UPI id you gave us");
}

export interface RefundWhere {
  destination: RefundDestination;
  /** The order's online payment, for a refund to the source. */
  paidWith: PaidWith | null;
  /** The UPI id a cash-on-delivery shopper gave, for a UPI payout. */
  upiId: string | null;
}

function whereAndWhen<T>(amount: Paise, where: RefundWhere, days: RefundDays, say: Build<T>): T {
  // ₹ with Indian grouping and Latin digits: the same in English and Hindi (core/money.ts)
  const money = formatRupees(amount);
  if (where.destination === "store_credit") {
    return say("{amount} is back in your store credit balance now, ready for your next order.", { amount: money });
  }
  if (where.destination === "upi") {
    return say("{amount} is sent to {place}; it usually arrives in {days}.", {
      amount: money,
      place: upiPlace(where.upiId, say),
      days: daysWords(rangeOf(days, "payout"), say),
    });
  }
  const method = where.paidWith?.method ?? null;
  return say("{amount} goes back to {place}; it usually arrives in {days}.", {
    amount: money,
    place: sourcePlace(where.paidWith, say),
    days: daysWords(rangeOf(days, method), say),
  });
}

/**
 * The refund in one sentence: "₹1,200 goes back to your UPI account ravi@okhdfc, the one you paid
 * with; it usually arrives in 1 to 3 working days." Store credit is there at once.
 */
export function refundWhereAndWhen(amount: Paise, where: RefundWhere, days: RefundDays, say: Say = sayEnglish): string {
  return whereAndWhen(amount, where, days, say);
}

/** The same sentence as a Said (its place and days Saids inside it), for a page to say in its language. */
export function refundWhereAndWhenSaid(amount: Paise, where: RefundWhere, days: RefundDays): Said {
  return whereAndWhen(amount, where, days, keepSaid);
}

/** What went back to the gift card the order was paid with (decision 0062): there at once. */
export function giftCardRefundWords(amount: Paise, say: Say = sayEnglish): string {
  return say("{amount} is back on the gift card you paid with, ready to spend again.", {
    amount: formatRupees(amount),
  });
}

function headline<T>(amount: Paise, where: RefundWhere, say: Build<T>): T {
  const money = formatRupees(amount);
  if (where.destination === "store_credit")
    return say("Refund of {amount} added to your store credit", { amount: money });
  const place = where.destination === "upi" ? upiPlace(where.upiId, say) : sourcePlace(where.paidWith, say);
  return say("Refund of {amount} sent to {place}", { amount: money, place });
}

/** A short line for a timeline: "Refund of ₹1,200 sent to your UPI account ravi@okhdfc". */
export function refundHeadline(amount: Paise, where: RefundWhere, say: Say = sayEnglish): string {
  return headline(amount, where, say);
}

/**
 * A refund's timeline line and its where and when as Saids (the shopper's timeline, decision 0064's
 * addendum): the page says them in its language; `inEnglish` of each is refundHeadline's and
 * refundWhereAndWhen's English.
 */
export function refundTimelineSaid(amount: Paise, where: RefundWhere, days: RefundDays): { title: Said; note: Said } {
  return { title: headline(amount, where, keepSaid), note: whereAndWhen(amount, where, days, keepSaid) };
}

/** What the provider's payment entity says of its instrument (Razorpay: method, vpa, bank, wallet, card). */
export function paidWithFrom(entity: unknown): PaidWith | null {
  if (!entity || typeof entity !== "object") return null;
  const fields = entity as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === "string" && value.trim().length > 0 && value.length <= 100 ? value.trim() : null;
  const method = text(fields.method)?.toLowerCase();
  if (!method || !(paymentInstruments as readonly string[]).includes(method)) return null;
  const card = (fields.card && typeof fields.card === "object" ? fields.card : {}) as Record<string, unknown>;
  const upi = (fields.upi && typeof fields.upi === "object" ? fields.upi : {}) as Record<string, unknown>;
  let detail: string | null = null;
  if (method === "upi") detail = text(fields.vpa) ?? text(upi.vpa);
  if (method === "card" || method === "emi") {
    const last4 = text(card.last4);
    const network = text(card.network);
    detail = last4 && /^\d{4}$/.test(last4) ? `${network ? `${network} ` : ""}ending ${last4}` : network;
  }
  if (method === "netbanking") detail = bankNames[text(fields.bank) ?? ""] ?? text(fields.bank);
  if (method === "wallet") detail = text(fields.wallet);
  return { method: method as PaymentInstrument, detail };
}

/** Razorpay's bank codes for the banks most shoppers use (others show as the code). */
const bankNames: Record<string, string> = {
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  SBIN: "State Bank of India",
  UTIB: "Axis Bank",
  KKBK: "Kotak Mahindra Bank",
  PUNB_R: "Punjab National Bank",
  BARB_R: "Bank of Baroda",
  YESB: "Yes Bank",
  IDFB: "IDFC FIRST Bank",
  INDB: "IndusInd Bank",
};
