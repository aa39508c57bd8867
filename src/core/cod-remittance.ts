// A courier's cash-on-delivery remittance report as the shop reads it (docs/decisions/0040-cod-remittance.md):
// the columns it needs and the header spellings Shiprocket's export and people use for them, how its
// amounts and dates are read, a line's outcomes, the upload's limits and the messages. Pure: the
// server's parser (features/cod/csv.ts) and the admin's page share it.
import type { Paise } from "./money.ts";

/** What the shop reads of a remittance line; every other column (courier, delivered date...) is ignored. */
export const remittanceColumnNames = {
  awb: "AWB",
  orderId: "Order ID",
  codAmount: "COD Amount",
  remittedAmount: "Remitted Amount",
  deductions: "Deductions",
  utr: "UTR",
  remittedOn: "Remittance Date",
  crfId: "CRF ID",
} as const;

export type RemittanceColumn = keyof typeof remittanceColumnNames;

/**
 * Header spellings, as `headerKey` reduces them (lower case, letters and digits only, a bracketed unit
 * such as "(₹)" dropped). Shiprocket's panel export names the batch "CRF ID" and the order's amount
 * "Order Value"; the rest are the names other couriers and hand-made sheets use. Several deduction
 * columns (freight, COD charges, early-COD fee) are added up.
 */
const headerSpellings: Record<RemittanceColumn, readonly string[]> = {
  awb: ["awb", "awbno", "awbnumber", "awbcode", "trackingnumber", "trackingno", "trackingid", "waybill", "waybillno"],
  orderId: [
    "orderid",
    "orderno",
    "ordernumber",
    "channelorderid",
    "channelorderno",
    "orderreference",
    "reference",
    "referenceno",
  ],
  codAmount: [
    "codamount",
    "ordervalue",
    "codvalue",
    "codpayable",
    "codpayble",
    "collectableamount",
    "collectedamount",
    "codcollected",
  ],
  remittedAmount: [
    "remittedamount",
    "remittedvalue",
    "amountremitted",
    "remittanceamount",
    "netamount",
    "netremitted",
    "netpayable",
    "amountcredited",
  ],
  deductions: [
    "deductions",
    "deduction",
    "totaldeductions",
    "deductedamount",
    "freightdeduction",
    "freightcharges",
    "shippingcharges",
    "codcharges",
    "codfee",
    "earlycodcharges",
  ],
  utr: ["utr", "utrno", "utrnumber", "bankreference", "bankreferenceno", "bankrefno"],
  remittedOn: [
    "remittancedate",
    "remittedon",
    "remitteddate",
    "remitdate",
    "date",
    "paymentdate",
    "creditedon",
    "settlementdate",
  ],
  crfId: ["crfid", "crf", "remittanceid", "batchid"],
};

/** A header reduced for matching: "COD Amount (₹)" → "codamount", "AWB No." → "awbno". */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/\([^)]*\)/g, "")
    .replace(/[^a-z0-9]/g, "")
    .replace(/(?:inr|rs|rupees)$/, "");
}

/** The column a header names, or null for one the shop does not read. */
export function remittanceColumnOf(header: string): RemittanceColumn | null {
  const key = headerKey(header);
  if (key === "") return null;
  for (const [column, spellings] of Object.entries(headerSpellings) as [RemittanceColumn, readonly string[]][]) {
    if (spellings.includes(key)) return column;
  }
  return null;
}

/** Rupees as a report writes them ("1,249.50", "₹ 1249", "Rs. 1,00,000") → paise; null when not an amount ≥ 0. */
export function parseReportRupees(text: string): Paise | null {
  const plain = text
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, "")
    .replace(/,/g, "");
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const monthIndex: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function dateKey(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  if (year < 2000 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A report's date as an India date ("2026-11-20"), a time after it ignored: 2026-11-20, 20-11-2026 or
 * 20/11/2026 (day first, as India writes it), 20 Nov 2026 or 20-Nov-2026; null for anything else.
 */
export function parseReportDate(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(value);
  if (match) return dateKey(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:\s.*)?$/.exec(value);
  if (match) return dateKey(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ ,-]+(\d{4})(?:\s.*)?$/.exec(value);
  const month = match ? monthIndex[(match[2] ?? "").toLowerCase()] : undefined;
  if (match && month) return dateKey(Number(match[3]), month, Number(match[1]));
  return null;
}

/** A UTR or a receipt's number: letters and digits (a few separators inside), 3 to 40 characters. */
export const remittanceReferencePattern = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]{1,38})[A-Za-z0-9]$/;

/**
 * What became of a line: matched (the order's remittance recorded), short (recorded, but the courier
 * remitted and deducted less than it collected), or not recorded: no order has the AWB, the order is
 * not delivered yet, its remittance was recorded before, it is not a COD order, or the same order
 * came twice in one report.
 */
export const remittanceOutcomeNames = {
  matched: "Matched",
  short: "Short",
  unknown_awb: "Unknown AWB",
  not_delivered: "Not delivered yet",
  already_remitted: "Already remitted",
  not_cod: "Not cash on delivery",
  repeated: "Repeated in this report",
} as const;

export type RemittanceOutcome = keyof typeof remittanceOutcomeNames;
export const remittanceOutcomes = Object.keys(remittanceOutcomeNames) as [RemittanceOutcome, ...RemittanceOutcome[]];

/** Outcomes that record the order's remittance (ledger rows, payment status, history). */
export const recordingOutcomes: readonly RemittanceOutcome[] = ["matched", "short"];

/** The upload's limits: the one place these numbers live (DESIGN.md point 13: uploads 5 MB). */
export const remittanceLimits = {
  csvBytes: 5 * 1024 * 1024,
  lines: 20_000,
  /** Problems named in a refusal (the rest are counted). */
  problemsShown: 20,
} as const;

export const remittanceMessages = {
  noFile: "Choose the courier's COD remittance report (a CSV file).",
  tooLarge: "The remittance report may be at most 5 MB.",
  tooManyFiles: "Send one remittance report at a time.",
  notCsv: "This is not a CSV file: export the remittance report as CSV (an Excel or ZIP file cannot be read).",
  notText: "The file is not UTF-8 text: export the remittance report as CSV.",
  unreadable: (detail: string) => `The CSV could not be read: ${detail}`,
  empty: "The report has no lines under its header.",
  tooManyLines: `A report may hold at most ${remittanceLimits.lines.toLocaleString("en-IN")} lines: split it.`,
  missingColumns: (names: readonly string[]) =>
    `The report has no ${names.join(", ")} column: is it the courier's COD remittance report?`,
  noOrder: "Give the AWB or the order id",
  amount: "Enter an amount in rupees, 0 or more (like 1499.50)",
  date: "Enter a date such as 2026-11-20 or 20-11-2026",
  utr: "Enter the UTR: letters and digits, 3 to 40 characters",
  reference: "Enter the UTR or receipt number: letters and digits, 3 to 40 characters",
  moreThanCollected: "The deductions are more than the COD amount",
  text: "Contains a character that is not allowed",
  problems: (first: string, more: number) => (more > 0 ? `${first} (and ${more} more problems)` : first),
  alreadyImported: "This report was imported before: nothing changed.",
  nothingNew: "Every line of this report was imported before: nothing changed.",
  notCod: "Only a cash-on-delivery order's cash is received by hand.",
  notDelivered: "The order is not delivered yet: its cash is received once the courier delivered it.",
  alreadyRemitted: (reference: string) => `This order's cash was already received (${reference}).`,
} as const;

/** Where a problem of the file is: "Row 3, COD Amount: …" (the header is row 1, as a spreadsheet shows it). */
export function problemText(problem: { row: number | null; column: string | null; message: string }): string {
  const where = [problem.row === null ? null : `Row ${problem.row}`, problem.column].filter(Boolean).join(", ");
  return where ? `${where}: ${problem.message}` : problem.message;
}
