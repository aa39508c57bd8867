// Cash on delivery to the bank (issue 31 point 3, docs/decisions/0040-cod-remittance.md). A delivered COD
// order's cash is "collected" by the courier (orders/transitions.ts writes cod_collected); the
// courier's remittance report is read (csv.ts), each line matched to its order (plan.ts), shown as a
// dry run, then imported in one transaction: each matched order's remittance recorded once (its
// cod_remitted and courier_deduction rows through the money module, payment "remitted", a history
// line). A manual courier's order is marked received by hand through the same recording. The
// differences (short remittances, overdue orders, unknown AWBs) are listed for the owner to chase.
import crypto from "node:crypto";
import { remittanceMessages } from "../../../core/cod-remittance.ts";
import { dateKeyOf, formatDateKey, indiaDayStart } from "../../../core/dates.ts";
import { formatRupees, fromRupees, toRupees } from "../../../core/money.ts";
import type { CodReceivedInput } from "../../../core/schemas/cod.ts";
import type { AppContext } from "../../context.ts";
import type { Executor, Transaction } from "../../db/connection.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import { recordMoney } from "../money/ledger.ts";
import { readSettings } from "../settings/service.ts";
import { plannedLineAnswer, remittanceAnswer, reportSummary, storedLineAnswer } from "./answers.ts";
import { readRemittanceReport } from "./csv.ts";
import { expectedOf, isRecording, lineKeyOf, type PlannedLine, planLines, settledOutcome } from "./plan.ts";
import {
  collectedAmounts,
  insertLines,
  insertRemittance,
  knownLineKeys,
  linesOf,
  linesToChase,
  lockedOrderWithParcel,
  lockOrders,
  markRemitted,
  noteOnOrder,
  overdueOrders,
  type RemittanceRow,
  recordedLinesOf,
  remittanceByHash,
  remittanceById,
  remittancePage,
} from "./queries.ts";

export interface UploadedReport {
  name: string;
  bytes: Buffer;
}

/** Lines a dry run or an import answers with (the counts and totals cover them all). */
const linesShown = 1000;

const hashOf = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** The report read and matched, nothing written: what an import would do, line by line. */
export async function dryRunReport(ctx: AppContext, upload: UploadedReport) {
  const lines = readRemittanceReport(upload.bytes);
  const [planned, earlier] = await Promise.all([
    planLines(ctx.db, lines),
    remittanceByHash(ctx.db, hashOf(upload.bytes)),
  ]);
  const known = await knownLineKeys(
    ctx.db,
    planned.map((line) => line.key),
  );
  return {
    dryRun: true,
    fileName: upload.name,
    alreadyImported: earlier ? { remittanceId: earlier.id, importedAt: earlier.createdAt.toISOString() } : null,
    nothingNew: earlier !== undefined || !planned.some((line) => isRecording(line) || !known.has(line.key)),
    ...reportSummary(planned, isRecording),
    lines: planned.slice(0, linesShown).map(plannedLineAnswer),
    moreLines: Math.max(0, planned.length - linesShown),
  };
}

type ImportOutcome =
  | { kind: "imported"; remittance: RemittanceRow; planned: PlannedLine[] }
  | { kind: "already_imported"; remittance: RemittanceRow }
  | { kind: "nothing_new"; planned: PlannedLine[] };

/**
 * Imports the report in one transaction: the orders it names locked and read again, every line kept
 * with its outcome, each matched order's remittance recorded. The same file again (its hash), or a
 * report whose every line an earlier one holds, writes nothing.
 */
export async function importReport(ctx: AppContext, upload: UploadedReport, actorId: string | null) {
  const lines = readRemittanceReport(upload.bytes);
  const fileHash = hashOf(upload.bytes);
  const outcome = await ctx.db.transaction(async (tx): Promise<ImportOutcome> => {
    const earlier = await remittanceByHash(tx, fileHash);
    if (earlier) return { kind: "already_imported", remittance: earlier };
    const first = await planLines(tx, lines);
    await lockOrders(tx, [...new Set(first.flatMap((line) => (line.order ? [line.order.id] : [])))]);
    const planned = await planLines(tx, lines);
    const known = await knownLineKeys(
      tx,
      planned.map((line) => line.key),
    );
    if (!planned.some((line) => isRecording(line) || !known.has(line.key))) return { kind: "nothing_new", planned };
    const remittance = await insertRemittance(tx, remittanceValues(planned, actorId, { fileHash, name: upload.name }));
    // the same file imported at this very moment by another admin: theirs stands
    if (!remittance)
      return { kind: "already_imported", remittance: (await remittanceByHash(tx, fileHash)) as RemittanceRow };
    await recordLines(tx, remittance, planned, actorId);
    return { kind: "imported", remittance, planned };
  });
  if (outcome.kind === "imported") {
    ctx.log.info(
      { remittance: outcome.remittance.id, lines: outcome.planned.length, recorded: outcome.remittance.recordedCount },
      "COD remittance report imported",
    );
  }
  const planned = outcome.kind === "already_imported" ? [] : outcome.planned;
  return {
    imported: outcome.kind === "imported",
    message:
      outcome.kind === "already_imported"
        ? remittanceMessages.alreadyImported
        : outcome.kind === "nothing_new"
          ? remittanceMessages.nothingNew
          : null,
    remittance: outcome.kind === "nothing_new" ? null : await remittanceOf(ctx, outcome.remittance.id),
    ...reportSummary(planned, isRecording),
    lines: planned.slice(0, linesShown).map(plannedLineAnswer),
    moreLines: Math.max(0, planned.length - linesShown),
  };
}

function remittanceValues(
  planned: readonly PlannedLine[],
  actorId: string | null,
  file: { fileHash: string; name: string } | null,
) {
  const sum = (pick: (line: PlannedLine) => number) => planned.reduce((total, line) => total + pick(line), 0);
  const utrs = new Set(planned.map((line) => line.utr));
  return {
    source: file ? ("report" as const) : ("manual" as const),
    fileHash: file?.fileHash ?? null,
    fileName: file?.name ?? null,
    utr: utrs.size === 1 ? [...utrs][0] : null,
    remittedOn:
      planned
        .map((line) => line.remittedOn)
        .sort()
        .at(-1) ?? null,
    lineCount: planned.length,
    recordedCount: planned.filter(isRecording).length,
    codTotal: sum((line) => line.codAmount),
    remittedTotal: sum((line) => line.remittedAmount),
    deductionsTotal: sum((line) => line.deductions),
    shortfallTotal: sum((line) => line.shortfall),
    importedBy: actorId,
  };
}

/** Keeps every line with its outcome and records each matched order's remittance. */
async function recordLines(
  tx: Transaction,
  remittance: RemittanceRow,
  planned: readonly PlannedLine[],
  actorId: string | null,
): Promise<void> {
  await insertLines(
    tx,
    planned.map((line) => ({
      remittanceId: remittance.id,
      row: line.row,
      awb: line.awb,
      orderRef: line.orderRef,
      orderId: line.order?.id ?? null,
      codAmount: line.codAmount,
      remittedAmount: line.remittedAmount,
      deductions: line.deductions,
      expectedAmount: line.expected,
      shortfall: line.shortfall,
      utr: line.utr,
      remittedOn: line.remittedOn,
      crfId: line.crfId,
      outcome: line.outcome,
      recorded: isRecording(line),
      lineKey: line.key,
    })),
  );
  for (const line of planned) if (isRecording(line)) await recordOrderRemittance(tx, remittance, line, actorId);
}

/**
 * One order's remittance, once: the bank's credit (cod_remitted, channel bank, reference the UTR) and
 * what the courier kept (courier_deduction) in the money ledger, the payment "remitted" (from
 * "collected" only: a refund's state stays) and a line in the order's history.
 */
async function recordOrderRemittance(
  tx: Transaction,
  remittance: RemittanceRow,
  line: PlannedLine,
  actorId: string | null,
): Promise<void> {
  const order = line.order;
  if (!order) return;
  const occurredAt = indiaDayStart(line.remittedOn);
  const wrote = await recordMoney(tx, {
    kind: "cod_remitted",
    channel: "bank",
    amount: line.remittedAmount,
    key: `cod_remitted:${order.id}`,
    orderId: order.id,
    reference: line.utr,
    occurredAt,
    note: line.awb ? `AWB ${line.awb}` : null,
  });
  // the order's row lock and the recorded line's unique index make this impossible; the ledger says so too
  if (!wrote && line.remittedAmount > 0) throw new Error(`order ${order.id}'s remittance is in the ledger already`);
  await recordMoney(tx, {
    kind: "courier_deduction",
    channel: "cod",
    amount: line.deductions,
    key: `courier_deduction:${order.id}`,
    orderId: order.id,
    reference: line.utr,
    occurredAt,
    note: line.awb ? `AWB ${line.awb}` : null,
  });
  await markRemitted(tx, order.id);
  const how =
    remittance.source === "manual"
      ? `Cash received by hand: ${formatRupees(line.remittedAmount)}, reference ${line.utr}`
      : `Cash remitted by the courier: ${formatRupees(line.remittedAmount)}, UTR ${line.utr}`;
  const kept = line.deductions > 0 ? `; ${formatRupees(line.deductions)} deducted` : "";
  const short = line.shortfall > 0 ? `; ${formatRupees(line.shortfall)} short` : "";
  await noteOnOrder(tx, order.id, order.orderStatus, `${how}${kept}${short}`, actorId);
}

/**
 * A delivered COD order's cash marked received by hand (a manual courier's, with the UTR or receipt
 * number): recorded as a remittance of one line, through the same recording as an imported report.
 */
export async function recordCashReceived(
  ctx: AppContext,
  orderId: string,
  input: CodReceivedInput,
  actorId: string | null,
) {
  const remittanceId = await ctx.db.transaction(async (tx) => {
    const found = await lockedOrderWithParcel(tx, orderId);
    if (!found) throw new NotFound("Order not found");
    const { order, parcel } = found;
    if (order.paymentMethod !== "COD") throw new Conflict(remittanceMessages.notCod);
    if (!order.deliveredAt) throw new Conflict(remittanceMessages.notDelivered);
    const before = (await recordedLinesOf(tx, [order.id])).get(order.id);
    if (before)
      throw new Conflict(remittanceMessages.alreadyRemitted(`${before.utr}, ${formatDateKey(before.remittedOn)}`));
    const expected = expectedOf(order, await collectedAmounts(tx, [order.id]));
    const received = {
      row: null,
      awb: parcel?.awb ?? null,
      orderRef: order.number === null ? null : String(order.number),
      codAmount: expected,
      remittedAmount: fromRupees(input.amount),
      deductions: fromRupees(input.deductions),
      utr: input.reference,
      remittedOn: input.receivedOn ?? dateKeyOf(new Date()),
      crfId: null,
    };
    const line: PlannedLine = {
      ...received,
      order,
      expected,
      ...settledOutcome(received, expected),
      key: lineKeyOf(received),
      recordedBefore: null,
    };
    const remittance = await insertRemittance(tx, remittanceValues([line], actorId, null));
    if (!remittance) throw new Error("a manual remittance has no hash to collide on");
    await recordLines(tx, remittance, [line], actorId);
    return remittance.id;
  });
  ctx.log.info({ order: orderId, remittance: remittanceId }, "COD cash received by hand");
  return remittanceOf(ctx, remittanceId);
}

/** One remittance with its lines. */
export async function remittanceOf(ctx: AppContext, remittanceId: string) {
  const found = await remittanceById(ctx.db, remittanceId);
  if (!found) throw new NotFound("Remittance not found");
  const lines = await linesOf(ctx.db, remittanceId);
  return {
    ...remittanceAnswer(found.remittance, found),
    lines: lines.map((entry) => storedLineAnswer(entry.line, entry.orderNumber)),
  };
}

/** The remittances recorded, newest first, a page at a time. */
export async function remittanceList(ctx: AppContext, query: { page: number; pageSize: number }) {
  const { rows, total } = await remittancePage(ctx.db, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    remittances: rows.map((row) => remittanceAnswer(row.remittance, row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** At most this many of each difference is listed (the overdue orders are counted whole). */
const differencesShown = 100;

/**
 * What the owner chases: short remittances (with the shortfall), delivered COD orders not remitted
 * after the settings' days, remittance lines for AWBs no order has, and lines for orders the shop
 * does not know delivered (their remittance not recorded since).
 */
export async function remittanceDifferences(ctx: AppContext, now = new Date()) {
  const { cod } = await readSettings(ctx);
  const before = new Date(now.getTime() - cod.remittanceDueDays * 24 * 60 * 60 * 1000);
  const [short, unknown, notDelivered, overdue] = await Promise.all([
    linesToChase(ctx.db, "short", differencesShown),
    linesToChase(ctx.db, "unknown_awb", differencesShown),
    linesToChase(ctx.db, "not_delivered", differencesShown),
    overdueOrders(ctx.db, before, differencesShown),
  ]);
  const chased = (rows: typeof short.rows) =>
    rows.map((row) => ({
      remittanceId: row.remittance_id,
      row: row.row,
      awb: row.awb,
      orderRef: row.order_ref,
      orderId: row.order_id,
      orderNumber: row.order_number,
      codAmount: toRupees(row.cod_amount),
      remittedAmount: toRupees(row.remitted_amount),
      deductions: toRupees(row.deductions),
      expected: row.expected_amount === null ? null : toRupees(row.expected_amount),
      shortfall: toRupees(row.shortfall),
      utr: row.utr,
      remittedOn: row.remitted_on,
    }));
  return {
    dueDays: cod.remittanceDueDays,
    short: chased(short.rows),
    overdue: {
      total: overdue.total,
      orders: overdue.rows.map((row) => ({
        orderId: row.id,
        orderNumber: row.number,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        daysSinceDelivery: row.deliveredAt
          ? Math.floor((now.getTime() - row.deliveredAt.getTime()) / (24 * 60 * 60 * 1000))
          : null,
        expected: toRupees(row.collected ?? row.totalAmount - row.storeCredit),
        awb: row.awb,
        courierName: row.courierName,
        provider: row.provider,
      })),
    },
    unknownAwbs: chased(unknown.rows),
    notDelivered: chased(notDelivered.rows),
  };
}

/** Each order's recorded remittance (UTR or reference, date, amounts), for the admin's order answers. */
export async function remittancesOfOrders(exec: Executor, orderIds: readonly string[]) {
  const recorded = await recordedLinesOf(exec, orderIds);
  return new Map(
    [...recorded].map(([orderId, line]) => [
      orderId,
      {
        utr: line.utr,
        remittedOn: line.remittedOn,
        remittedAmount: toRupees(line.remittedAmount),
        deductions: toRupees(line.deductions),
        shortfall: toRupees(line.shortfall),
        remittanceId: line.remittanceId,
      },
    ]),
  );
}

export type OrderRemittance = NonNullable<ReturnType<Awaited<ReturnType<typeof remittancesOfOrders>>["get"]>>;
