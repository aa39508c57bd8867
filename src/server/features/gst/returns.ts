// GSTR-1, the monthly statement of outward supplies, from the month's issued invoices and credit
// notes (India time). Every sale is to an unregistered buyer (B2C), so the tables that apply are the
// ones of the GST portal's offline tool:
// - b2cs (table 7): intra-state supplies, and inter-state invoices up to ₹1 lakh, summed by place of
//   supply and rate; credit notes against them are netted here (GSTR-1 instructions, table 7/9C);
// - b2cl (table 5): inter-state invoices above ₹1 lakh (the limit since 1 August 2024, notification
//   12/2024-Central Tax), one row per invoice and rate;
// - cdnur (table 9B): credit notes against B2CL invoices, one row per note and rate;
// - hsn (table 12): quantity, value and tax by HSN and rate, net of credit notes;
// - docs (table 13): the month's documents per series: first, last, total, cancelled;
// - invoices: the register the accountant ticks off, credit notes as negative rows.
// Money is summed in paise and written in rupees.
import { toCsv } from "../../../core/csv.ts";
import { indianStates } from "../../../core/india.ts";
import { type Paise, toRupees } from "../../../core/money.ts";
import type { AppContext } from "../../context.ts";
import { documentsIssuedBetween, type TaxDocumentRow } from "./queries.ts";
import type { DocumentContent } from "./service.ts";

export const gstr1Tables = ["b2cs", "b2cl", "cdnur", "hsn", "docs", "invoices"] as const;
export type Gstr1Table = (typeof gstr1Tables)[number];

/** B2CL: an inter-state invoice to an unregistered buyer worth more than this (paise). */
export const b2clAbove: Paise = 1_00_000_00;

const uqc = "NOS-NUMBERS";

/** The month's bounds in India time (UTC+5:30, no daylight saving). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

/** "07-Delhi", as the offline tool names a place of supply. */
function placeName(code: string): string {
  const state = indianStates.find((candidate) => candidate.code === code);
  return state ? `${code}-${state.name}` : `${code}-Other Territory`;
}

const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "05-Nov-2026" (the offline tool's date), in India time. */
function toolDate(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000);
  const day = String(india.getUTCDate()).padStart(2, "0");
  return `${day}-${shortMonths[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}

interface Document {
  row: TaxDocumentRow;
  content: DocumentContent;
  /** +1 for an invoice, −1 for a credit note. */
  sign: 1 | -1;
  /** B2CL: inter-state and (its invoice) above ₹1 lakh; otherwise B2CS. */
  large: boolean;
}

function classify(row: TaxDocumentRow): Document {
  const content = row.content as DocumentContent;
  // a credit note carries its invoice's lines and totals, so it falls where its invoice fell
  const large = content.taxType === "IGST" && content.totals.total > b2clAbove;
  return { row, content, sign: row.kind === "invoice" ? 1 : -1, large };
}

/** Lines of a document grouped by rate: the tool's rows are per document and rate. */
function byRate(content: DocumentContent) {
  const groups = new Map<number, { taxableValue: Paise; igst: Paise; cgst: Paise; sgst: Paise }>();
  for (const line of content.lines) {
    const group = groups.get(line.rate) ?? { taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
    group.taxableValue += line.taxableValue;
    group.igst += line.igst;
    group.cgst += line.cgst;
    group.sgst += line.sgst;
    groups.set(line.rate, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

const rupees = (paise: Paise) => toRupees(paise);

function b2cs(documents: readonly Document[]) {
  const sums = new Map<
    string,
    { place: string; rate: number; taxableValue: Paise; igst: Paise; cgst: Paise; sgst: Paise }
  >();
  for (const document of documents.filter((candidate) => !candidate.large)) {
    for (const [rate, group] of byRate(document.content)) {
      const place = document.content.placeOfSupply.code;
      const key = `${place}|${rate}`;
      const sum = sums.get(key) ?? { place, rate, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
      sum.taxableValue += document.sign * group.taxableValue;
      sum.igst += document.sign * group.igst;
      sum.cgst += document.sign * group.cgst;
      sum.sgst += document.sign * group.sgst;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((sum) => [
      "OE",
      placeName(sum.place),
      "",
      sum.rate,
      rupees(sum.taxableValue),
      rupees(sum.igst),
      rupees(sum.cgst),
      rupees(sum.sgst),
      0,
      "",
    ]);
  return toCsv(
    [
      "Type",
      "Place Of Supply",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Integrated Tax",
      "Central Tax",
      "State/UT Tax",
      "Cess Amount",
      "E-Commerce GSTIN",
    ],
    rows,
  );
}

function b2cl(documents: readonly Document[]) {
  const rows = documents
    .filter((document) => document.large && document.sign === 1)
    .flatMap((document) =>
      byRate(document.content).map(([rate, group]) => [
        document.row.number,
        toolDate(document.row.issuedAt),
        rupees(document.content.totals.total),
        placeName(document.content.placeOfSupply.code),
        "",
        rate,
        rupees(group.taxableValue),
        rupees(group.igst),
        0,
        "",
      ]),
    );
  return toCsv(
    [
      "Invoice Number",
      "Invoice date",
      "Invoice Value",
      "Place Of Supply",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Integrated Tax",
      "Cess Amount",
      "E-Commerce GSTIN",
    ],
    rows,
  );
}

function cdnur(documents: readonly Document[]) {
  const rows = documents
    .filter((document) => document.large && document.sign === -1)
    .flatMap((document) =>
      byRate(document.content).map(([rate, group]) => [
        "B2CL",
        document.row.number,
        toolDate(document.row.issuedAt),
        "C",
        placeName(document.content.placeOfSupply.code),
        rupees(document.content.totals.total),
        "",
        rate,
        rupees(group.taxableValue),
        rupees(group.igst),
        0,
        document.content.invoice?.number ?? "",
      ]),
    );
  return toCsv(
    [
      "UR Type",
      "Note Number",
      "Note Date",
      "Note Type",
      "Place Of Supply",
      "Note Value",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Integrated Tax",
      "Cess Amount",
      "Original Invoice Number",
    ],
    rows,
  );
}

function hsn(documents: readonly Document[]) {
  const sums = new Map<
    string,
    {
      hsn: string;
      description: string;
      rate: number;
      quantity: number;
      total: Paise;
      taxableValue: Paise;
      igst: Paise;
      cgst: Paise;
      sgst: Paise;
    }
  >();
  for (const document of documents) {
    for (const line of document.content.lines) {
      const key = `${line.hsn}|${line.rate}`;
      const sum = sums.get(key) ?? {
        hsn: line.hsn,
        description: line.description.split(" — ")[0] ?? "",
        rate: line.rate,
        quantity: 0,
        total: 0,
        taxableValue: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      sum.quantity += document.sign * line.quantity;
      sum.total += document.sign * line.total;
      sum.taxableValue += document.sign * line.taxableValue;
      sum.igst += document.sign * line.igst;
      sum.cgst += document.sign * line.cgst;
      sum.sgst += document.sign * line.sgst;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((sum) => [
      sum.hsn,
      sum.description,
      uqc,
      sum.quantity,
      rupees(sum.total),
      sum.rate,
      rupees(sum.taxableValue),
      rupees(sum.igst),
      rupees(sum.cgst),
      rupees(sum.sgst),
      0,
    ]);
  return toCsv(
    [
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ],
    rows,
  );
}

function docs(documents: readonly Document[]) {
  // one row per series: a kind and a financial year (a prefix changed in Settings continues it)
  const series = new Map<string, { nature: string; numbers: TaxDocumentRow[] }>();
  for (const { row } of documents) {
    const key = `${row.kind}|${row.financialYear}`;
    const entry = series.get(key) ?? {
      nature: row.kind === "invoice" ? "Invoices for outward supply" : "Credit Note",
      numbers: [],
    };
    entry.numbers.push(row);
    series.set(key, entry);
  }
  const rows = [...series.values()].map(({ nature, numbers }) => {
    const sorted = [...numbers].sort((a, b) => a.sequence - b.sequence);
    const first = sorted[0];
    const last = sorted[sorted.length - 1];
    // numbers are never cancelled: a supply that comes back gets a credit note instead
    return [nature, first?.number ?? "", last?.number ?? "", sorted.length, 0];
  });
  return toCsv(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"], rows);
}

function register(documents: readonly Document[]) {
  const rows = documents.map(({ row, content, sign }) => [
    row.kind === "invoice" ? "Invoice" : "Credit note",
    row.number,
    toolDate(row.issuedAt),
    content.invoice?.number ?? "",
    content.order.number,
    content.buyer.name,
    placeName(content.placeOfSupply.code),
    content.taxType,
    rupees(sign * content.totals.taxableValue),
    rupees(sign * content.totals.igst),
    rupees(sign * content.totals.cgst),
    rupees(sign * content.totals.sgst),
    rupees(sign * content.totals.total),
  ]);
  return toCsv(
    [
      "Document",
      "Number",
      "Date",
      "Against Invoice",
      "Order",
      "Buyer",
      "Place Of Supply",
      "Tax Type",
      "Taxable Value",
      "Integrated Tax",
      "Central Tax",
      "State/UT Tax",
      "Total",
    ],
    rows,
  );
}

const writers: Record<Gstr1Table, (documents: readonly Document[]) => string> = {
  b2cs,
  b2cl,
  cdnur,
  hsn,
  docs,
  invoices: register,
};

async function monthDocuments(ctx: AppContext, month: string): Promise<Document[]> {
  const { from, to } = monthBounds(month);
  return (await documentsIssuedBetween(ctx.db, from, to)).map(classify);
}

/** One table of the month's GSTR-1 as CSV. */
export async function gstr1Csv(ctx: AppContext, month: string, table: Gstr1Table): Promise<string> {
  return writers[table](await monthDocuments(ctx, month));
}

/** Every table of the month's GSTR-1 as CSV, by file name. */
export async function gstr1Files(ctx: AppContext, month: string): Promise<Record<string, string>> {
  const documents = await monthDocuments(ctx, month);
  return Object.fromEntries(gstr1Tables.map((table) => [`GSTR1-${month}-${table}.csv`, writers[table](documents)]));
}

/** The month at a glance for the Tax reports page: documents and net totals, in rupees. */
export async function gstr1Summary(ctx: AppContext, month: string) {
  const documents = await monthDocuments(ctx, month);
  const net = (pick: (content: DocumentContent) => Paise) =>
    rupees(documents.reduce((sum, document) => sum + document.sign * pick(document.content), 0));
  return {
    month,
    invoices: documents.filter((document) => document.sign === 1).length,
    creditNotes: documents.filter((document) => document.sign === -1).length,
    b2clInvoices: documents.filter((document) => document.large && document.sign === 1).length,
    taxableValue: net((content) => content.totals.taxableValue),
    igst: net((content) => content.totals.igst),
    cgst: net((content) => content.totals.cgst),
    sgst: net((content) => content.totals.sgst),
    total: net((content) => content.totals.total),
  };
}

export type Gstr1Summary = Awaited<ReturnType<typeof gstr1Summary>>;
