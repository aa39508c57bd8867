// Reads a courier's COD remittance report (CSV, at most 5 MB, in memory) into its lines, or refuses
// the whole file with a 400 naming each problem's row and column: a report is money, so a line that
// cannot be read stops the import rather than being skipped. Columns are found by their header
// (core/cod-remittance.ts), in any order.
import { parse } from "csv-parse/sync";
import {
  parseReportDate,
  parseReportRupees,
  problemText,
  type RemittanceColumn,
  remittanceColumnNames,
  remittanceColumnOf,
  remittanceLimits,
  remittanceMessages,
  remittanceReferencePattern,
} from "../../../core/cod-remittance.ts";
import type { Paise } from "../../../core/money.ts";
import { hasImpossibleText } from "../../../core/text.ts";
import { HttpError } from "../../http/errors.ts";

/** One line of the report as the courier wrote it, amounts in paise. */
export interface ReportLine {
  /** Its row as a spreadsheet shows it (the header is row 1); null for cash received by hand. */
  row: number | null;
  awb: string | null;
  orderRef: string | null;
  codAmount: Paise;
  remittedAmount: Paise;
  deductions: Paise;
  utr: string;
  /** India date, YYYY-MM-DD. */
  remittedOn: string;
  crfId: string | null;
}

export interface ReportProblem {
  row: number | null;
  column: string | null;
  message: string;
}

/** 400 naming the first problem in its message and every problem (up to a limit) beside it. */
export class ReportRefused extends HttpError {
  constructor(problems: readonly ReportProblem[]) {
    const shown = problems.slice(0, remittanceLimits.problemsShown);
    const first = problemText(shown[0] ?? { row: null, column: null, message: remittanceMessages.empty });
    const message = remittanceMessages.problems(first, problems.length - 1);
    super(400, "invalid", message, { file: message }, undefined, {
      problems: shown,
      moreProblems: problems.length - shown.length,
    });
  }
}

const refuse = (message: string) => new ReportRefused([{ row: null, column: null, message }]);

/** The file's text, or a refusal for what is no CSV: a ZIP (an Excel workbook is one), binary, not UTF-8. */
function textOf(bytes: Buffer): string {
  if (bytes.length === 0) throw refuse(remittanceMessages.empty);
  // "PK\x03\x04" (ZIP, so .xlsx) and "\xD0\xCF\x11\xE0" (the old .xls)
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) throw refuse(remittanceMessages.notCsv);
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw refuse(remittanceMessages.notCsv);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refuse(remittanceMessages.notText);
  }
}

function recordsOf(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
      to_line: remittanceLimits.lines + 2,
    }) as string[][];
  } catch (error) {
    throw refuse(remittanceMessages.unreadable(error instanceof Error ? error.message : String(error)));
  }
}

/** Where each column the shop reads is: one position each, several for the deductions (added up). */
function columnsOf(header: readonly string[]): Map<RemittanceColumn, number[]> {
  const columns = new Map<RemittanceColumn, number[]>();
  header.forEach((name, position) => {
    const column = remittanceColumnOf(name);
    if (!column) return;
    const known = columns.get(column);
    if (!known) columns.set(column, [position]);
    else if (column === "deductions") known.push(position);
  });
  return columns;
}

function missingColumns(columns: Map<RemittanceColumn, number[]>): string[] {
  const missing: string[] = [];
  if (!columns.has("awb") && !columns.has("orderId")) missing.push(`${remittanceColumnNames.awb} (or Order ID)`);
  if (!columns.has("codAmount") && !columns.has("remittedAmount")) missing.push(remittanceColumnNames.codAmount);
  if (!columns.has("utr")) missing.push(remittanceColumnNames.utr);
  if (!columns.has("remittedOn")) missing.push(remittanceColumnNames.remittedOn);
  return missing;
}

/**
 * The report's lines. A line without a remitted amount remitted its COD amount less its deductions;
 * one without a COD amount collected what was remitted and deducted (Shiprocket's export names only
 * the order's value: its freight is billed to the wallet, not taken from the line).
 */
export function readRemittanceReport(bytes: Buffer): ReportLine[] {
  const text = textOf(bytes);
  const [header, ...records] = recordsOf(text);
  if (!header) throw refuse(remittanceMessages.empty);
  const columns = columnsOf(header);
  const missing = missingColumns(columns);
  if (missing.length > 0) throw refuse(remittanceMessages.missingColumns(missing));
  if (records.length === 0) throw refuse(remittanceMessages.empty);
  if (records.length > remittanceLimits.lines) throw refuse(remittanceMessages.tooManyLines);

  /** A column's name as the file writes it ("Order Value"), for the problems. */
  const headerOf = (column: RemittanceColumn) => {
    const position = columns.get(column)?.[0];
    return (position === undefined ? "" : header[position]) || remittanceColumnNames[column];
  };
  const problems: ReportProblem[] = [];
  const lines: ReportLine[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    const problem = (column: string | null, message: string) => problems.push({ row, column, message });
    const cell = (column: RemittanceColumn, position = columns.get(column)?.[0]) =>
      position === undefined ? "" : (record[position] ?? "").trim();
    // a NUL or a lone surrogate anywhere: named by its column, even one the shop does not read
    record.forEach((value, position) => {
      if (hasImpossibleText(value)) problem(header[position] || `Column ${position + 1}`, remittanceMessages.text);
    });
    let unreadAmount = false;
    const amount = (column: RemittanceColumn, position = columns.get(column)?.[0]): Paise | null => {
      const value = cell(column, position);
      if (value === "") return null;
      const paise = parseReportRupees(value);
      if (paise === null) {
        unreadAmount = true;
        problem((position === undefined ? "" : header[position]) || headerOf(column), remittanceMessages.amount);
      }
      return paise;
    };

    const awb = cell("awb") || null;
    const orderRef = cell("orderId").replace(/^#/, "") || null;
    if (!awb && !orderRef) problem(headerOf(columns.has("awb") ? "awb" : "orderId"), remittanceMessages.noOrder);
    const deductions = (columns.get("deductions") ?? []).reduce(
      (sum, position) => sum + (amount("deductions", position) ?? 0),
      0,
    );
    const cod = amount("codAmount");
    const remitted = amount("remittedAmount");
    if (cod === null && remitted === null && !unreadAmount)
      problem(headerOf(columns.has("codAmount") ? "codAmount" : "remittedAmount"), remittanceMessages.amount);
    const codAmount = cod ?? (remitted ?? 0) + deductions;
    const remittedAmount = remitted ?? codAmount - deductions;
    if (remittedAmount < 0) problem(headerOf("deductions"), remittanceMessages.moreThanCollected);

    const utr = cell("utr").toUpperCase();
    if (!remittanceReferencePattern.test(utr)) problem(headerOf("utr"), remittanceMessages.utr);
    const remittedOn = parseReportDate(cell("remittedOn"));
    if (remittedOn === null) problem(headerOf("remittedOn"), remittanceMessages.date);

    lines.push({
      row,
      awb,
      orderRef,
      codAmount,
      remittedAmount,
      deductions,
      utr,
      remittedOn: remittedOn ?? "",
      crfId: cell("crfId") || null,
    });
  });
  if (problems.length > 0) throw new ReportRefused(problems);
  return lines;
}
