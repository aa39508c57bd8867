// Refunds in the shopper's words (issue 38 point 6): for each refund, how much, where it goes and
// when it arrives (core/refund-words.ts), with the days from the Returns settings. Read through the
// caller's executor: inside a transaction that is its handle (the embedded database has one
// connection, and a read outside the open transaction would wait for it forever).

import type { Said } from "../../../core/i18n.ts";
import {
  type PaidWith,
  type RefundDays,
  refundHeadline,
  refundTimelineSaid,
  refundWhereAndWhen,
  refundWhereAndWhenSaid,
  type Say,
  sayEnglish,
} from "../../../core/refund-words.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { readSettingsIn } from "../settings/service.ts";
import { liveRefundsOfReturn, type RefundRow, refundsOfOrder } from "./queries.ts";

type Refund = Pick<RefundRow, "amount" | "destination" | "upiId">;

/** The days each way of refunding takes, as the shop set them. */
export async function refundDays(ctx: AppContext, exec: Executor): Promise<RefundDays> {
  return (await readSettingsIn(ctx, exec)).returns;
}

/** One sentence per refund: "₹1,200 goes back to your UPI account …; it usually arrives in 1 to 3 working days." */
export function refundSentences(
  refunds: readonly Refund[],
  paidWith: PaidWith | null,
  days: RefundDays,
  say: Say = sayEnglish,
): string[] {
  return refunds.map((refund) =>
    refundWhereAndWhen(refund.amount, { destination: refund.destination, paidWith, upiId: refund.upiId }, days, say),
  );
}

/**
 * A refund's line on the shopper's timeline: "Refund of ₹1,200 sent to your UPI account …", in English,
 * and as Saids (`said`) a Hindi page says in Hindi (decision 0064's addendum).
 */
export function refundTimelineWords(refund: Refund, paidWith: PaidWith | null, days: RefundDays) {
  const where = { destination: refund.destination, paidWith, upiId: refund.upiId };
  return {
    title: refundHeadline(refund.amount, where),
    detail: refundWhereAndWhen(refund.amount, where, days),
    said: refundTimelineSaid(refund.amount, where, days),
  };
}

/**
 * What a return's refunds say to its shopper: every refund of it that did not fail, or only those whose
 * key ends with `part` (an exchange's ":difference", the money that goes back rather than pays the
 * replacement). In the reader's language when `say` is the mail's (decision 0064).
 */
export async function returnRefundSentences(
  ctx: AppContext,
  exec: Executor,
  returnId: string,
  paidWith: PaidWith | null,
  part?: string,
  say: Say = sayEnglish,
): Promise<string[]> {
  const rows = (await liveRefundsOfReturn(exec, returnId)).filter((row) => !part || row.idempotencyKey.endsWith(part));
  if (rows.length === 0) return [];
  return refundSentences(rows, paidWith, await refundDays(ctx, exec), say);
}

/**
 * The order's refunds on its shopper's timeline, each that did not fail: when it was made, its
 * headline and the sentence of where and when.
 */
export async function refundsOnTimeline(ctx: AppContext, exec: Executor, orderId: string, paidWith: PaidWith | null) {
  const rows = (await refundsOfOrder(exec, orderId)).filter((row) => row.status !== "failed");
  if (rows.length === 0) return [];
  const days = await refundDays(ctx, exec);
  return rows.map((row) => ({ at: row.createdAt, ...refundTimelineWords(row, paidWith, days) }));
}

/**
 * Every refund of the order that did not fail, in the shopper's words, as Saids (their values apart) for
 * an answer a page says in its language: the late payment's 409.
 */
export async function orderRefundSaids(
  ctx: AppContext,
  exec: Executor,
  orderId: string,
  paidWith: PaidWith | null,
): Promise<Said[]> {
  const rows = (await refundsOfOrder(exec, orderId)).filter((row) => row.status !== "failed");
  if (rows.length === 0) return [];
  const days = await refundDays(ctx, exec);
  return rows.map((row) =>
    refundWhereAndWhenSaid(row.amount, { destination: row.destination, paidWith, upiId: row.upiId }, days),
  );
}
