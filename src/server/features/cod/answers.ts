// COD remittances as the API answers them: rupees at the edge, outcomes with their names, dates as
// India dates (YYYY-MM-DD) or instants (ISO).
import { type RemittanceOutcome, remittanceOutcomeNames } from "../../../core/cod-remittance.ts";
import { toRupees } from "../../../core/money.ts";
import type { PlannedLine } from "./plan.ts";
import type { RemittanceLineRow, RemittanceRow } from "./queries.ts";

export interface LineAnswer {
  row: number | null;
  awb: string | null;
  orderRef: string | null;
  orderId: string | null;
  orderNumber: number | null;
  codAmount: number;
  remittedAmount: number;
  deductions: number;
  expected: number | null;
  shortfall: number;
  utr: string;
  remittedOn: string;
  crfId: string | null;
  outcome: RemittanceOutcome;
  outcomeName: string;
}

export function plannedLineAnswer(line: PlannedLine): LineAnswer {
  return {
    row: line.row,
    awb: line.awb,
    orderRef: line.orderRef,
    orderId: line.order?.id ?? null,
    orderNumber: line.order?.number ?? null,
    codAmount: toRupees(line.codAmount),
    remittedAmount: toRupees(line.remittedAmount),
    deductions: toRupees(line.deductions),
    expected: line.expected === null ? null : toRupees(line.expected),
    shortfall: toRupees(line.shortfall),
    utr: line.utr,
    remittedOn: line.remittedOn,
    crfId: line.crfId,
    outcome: line.outcome,
    outcomeName: remittanceOutcomeNames[line.outcome],
  };
}

export function storedLineAnswer(line: RemittanceLineRow, orderNumber: number | null): LineAnswer {
  return {
    row: line.row,
    awb: line.awb,
    orderRef: line.orderRef,
    orderId: line.orderId,
    orderNumber,
    codAmount: toRupees(line.codAmount),
    remittedAmount: toRupees(line.remittedAmount),
    deductions: toRupees(line.deductions),
    expected: line.expectedAmount === null ? null : toRupees(line.expectedAmount),
    shortfall: toRupees(line.shortfall),
    utr: line.utr,
    remittedOn: line.remittedOn,
    crfId: line.crfId,
    outcome: line.outcome,
    outcomeName: remittanceOutcomeNames[line.outcome],
  };
}

export function remittanceAnswer(row: RemittanceRow, by: { firstName: string | null; lastName: string | null }) {
  return {
    _id: row.id,
    source: row.source,
    fileName: row.fileName,
    utr: row.utr,
    remittedOn: row.remittedOn,
    lineCount: row.lineCount,
    recordedCount: row.recordedCount,
    totals: {
      codAmount: toRupees(row.codTotal),
      remittedAmount: toRupees(row.remittedTotal),
      deductions: toRupees(row.deductionsTotal),
      shortfall: toRupees(row.shortfallTotal),
    },
    importedBy: `${by.firstName ?? ""} ${by.lastName ?? ""}`.trim() || null,
    importedAt: row.createdAt.toISOString(),
  };
}

export type RemittanceAnswer = ReturnType<typeof remittanceAnswer>;

/** Counts by outcome and the money of a report's lines (all of them; recorded: the orders remitted now). */
export function reportSummary(lines: readonly PlannedLine[], recording: (line: PlannedLine) => boolean) {
  const counts = Object.fromEntries(Object.keys(remittanceOutcomeNames).map((outcome) => [outcome, 0])) as Record<
    RemittanceOutcome,
    number
  >;
  let cod = 0;
  let remitted = 0;
  let deductions = 0;
  let shortfall = 0;
  let recordedRemitted = 0;
  let recordedDeductions = 0;
  for (const line of lines) {
    counts[line.outcome] += 1;
    cod += line.codAmount;
    remitted += line.remittedAmount;
    deductions += line.deductions;
    shortfall += line.shortfall;
    if (recording(line)) {
      recordedRemitted += line.remittedAmount;
      recordedDeductions += line.deductions;
    }
  }
  return {
    lineCount: lines.length,
    counts,
    totals: {
      codAmount: toRupees(cod),
      remittedAmount: toRupees(remitted),
      deductions: toRupees(deductions),
      shortfall: toRupees(shortfall),
    },
    toRecord: {
      orders: lines.filter(recording).length,
      remittedAmount: toRupees(recordedRemitted),
      deductions: toRupees(recordedDeductions),
    },
  };
}
