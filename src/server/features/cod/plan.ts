// What becomes of each line of a remittance: its order found by the parcel's AWB (a line without one:
// by the order id the report names), and its outcome (core/cod-remittance.ts): matched or short (recorded), or why
// not. The same reading serves the dry run and, under the orders' locks, the import.
import { type RemittanceOutcome, recordingOutcomes } from "../../../core/cod-remittance.ts";
import type { Paise } from "../../../core/money.ts";
import type { Executor } from "../../db/connection.ts";
import type { ReportLine } from "./csv.ts";
import {
  type CodOrder,
  collectedAmounts,
  ordersByAwb,
  ordersByReference,
  type RemittanceLineRow,
  recordedLinesOf,
} from "./queries.ts";

export interface PlannedLine extends ReportLine {
  outcome: RemittanceOutcome;
  order: CodOrder | null;
  /** What the courier collected at the door (the order's cod_collected), once the order is delivered. */
  expected: Paise | null;
  /** expected − (remitted + deductions), when above 0. */
  shortfall: Paise;
  /** The line's identity across reports: a report seen before writes nothing. */
  key: string;
  /** The line that recorded the order's remittance before, for an "already remitted" line. */
  recordedBefore: RemittanceLineRow | null;
}

export const isRecording = (line: Pick<PlannedLine, "outcome">) => recordingOutcomes.includes(line.outcome);

/** The same parcel's line in another report of the same remittance (UTR) is the same line. */
export function lineKeyOf(line: Pick<ReportLine, "utr" | "awb" | "orderRef">): string {
  return `${line.utr}|${line.awb ? `awb:${line.awb}` : `order:${line.orderRef ?? ""}`}`;
}

/** What the courier collected for a delivered order: its ledger row, else its total less store credit. */
export function expectedOf(order: CodOrder, collected: ReadonlyMap<string, number>): Paise {
  return collected.get(order.id) ?? order.totalAmount - order.storeCredit;
}

/** A delivered COD order's line: matched, or short of what the courier collected. */
export function settledOutcome(line: Pick<ReportLine, "remittedAmount" | "deductions">, expected: Paise) {
  const shortfall = Math.max(0, expected - line.remittedAmount - line.deductions);
  return { outcome: (shortfall > 0 ? "short" : "matched") as RemittanceOutcome, shortfall };
}

/**
 * The order each line names: by its AWB; a line without an AWB by its order id. A line whose AWB no
 * parcel has is not matched by its order id: the AWB is what the courier paid for, and an order id
 * that happens to be another order's number must not mark that order remitted.
 */
async function ordersOfLines(exec: Executor, lines: readonly ReportLine[]): Promise<(CodOrder | null)[]> {
  const awbs = [...new Set(lines.flatMap((line) => (line.awb ? [line.awb] : [])))];
  const refs = [...new Set(lines.flatMap((line) => (!line.awb && line.orderRef ? [line.orderRef] : [])))];
  const [byAwb, byRef] = await Promise.all([ordersByAwb(exec, awbs), ordersByReference(exec, refs)]);
  return lines.map(
    (line) => (line.awb ? byAwb.get(line.awb) : line.orderRef ? byRef.get(line.orderRef) : undefined) ?? null,
  );
}

export async function planLines(exec: Executor, lines: readonly ReportLine[]): Promise<PlannedLine[]> {
  const found = await ordersOfLines(exec, lines);
  const orderIds = [...new Set(found.flatMap((order) => (order ? [order.id] : [])))];
  const [collected, recorded] = await Promise.all([collectedAmounts(exec, orderIds), recordedLinesOf(exec, orderIds)]);
  const seen = new Set<string>();
  return lines.map((line, index) => {
    const order = found[index] ?? null;
    const planned: PlannedLine = {
      ...line,
      order,
      outcome: "unknown_awb",
      expected: null,
      shortfall: 0,
      key: lineKeyOf(line),
      recordedBefore: null,
    };
    if (!order) return planned;
    if (order.paymentMethod !== "COD") return { ...planned, outcome: "not_cod" };
    if (seen.has(order.id)) return { ...planned, outcome: "repeated" };
    seen.add(order.id);
    const before = recorded.get(order.id);
    if (before) return { ...planned, outcome: "already_remitted", recordedBefore: before };
    if (!order.deliveredAt) return { ...planned, outcome: "not_delivered" };
    const expected = expectedOf(order, collected);
    return { ...planned, expected, ...settledOutcome(line, expected) };
  });
}
