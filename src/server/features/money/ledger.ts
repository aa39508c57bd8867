// The one money module (DESIGN.md point 22): every rupee that moves is written here, in the
// transaction of the state change that moved it, once per cause. The callers: an order's capture
// and its COD cash at the door (orders/transitions.ts), a refund processed (refunds/processed.ts),
// a courier's remittance and a gateway's settlement (this feature). Nothing else inserts into
// money_entries, so the money page, the GST documents and the shopper's receipts add up from the
// same rows.
import type { MoneyChannel, MoneyKind } from "../../../core/ledger.ts";
import type { Paise } from "../../../core/money.ts";
import type { Executor } from "../../db/connection.ts";
import { moneyEntries } from "../../db/schema.ts";

export interface MoneyMove {
  kind: MoneyKind;
  channel: MoneyChannel;
  amount: Paise;
  /** The cause, once: a second move with the same key writes nothing. */
  key: string;
  orderId?: string | null;
  refundId?: string | null;
  reference?: string | null;
  occurredAt?: Date;
  note?: string | null;
}

/** Writes the move (nothing for an amount of 0); answers false when its key was written before. */
export async function recordMoney(tx: Executor, move: MoneyMove): Promise<boolean> {
  if (!Number.isInteger(move.amount) || move.amount < 0) throw new Error(`a money move of ${move.amount} paise`);
  if (move.amount === 0) return false;
  const rows = await tx
    .insert(moneyEntries)
    .values({
      kind: move.kind,
      channel: move.channel,
      amount: move.amount,
      dedupeKey: move.key,
      orderId: move.orderId ?? null,
      refundId: move.refundId ?? null,
      reference: move.reference ?? null,
      occurredAt: move.occurredAt ?? new Date(),
      note: move.note ?? null,
    })
    .onConflictDoNothing({ target: moneyEntries.dedupeKey })
    .returning({ id: moneyEntries.id });
  return rows.length > 0;
}

/** An online payment the provider captured (the order's total less the store credit it spent). */
export function recordCapture(
  tx: Executor,
  order: { id: string; totalAmount: number; storeCredit: number },
  paymentId: string,
): Promise<boolean> {
  return recordMoney(tx, {
    kind: "captured",
    channel: "online",
    amount: order.totalAmount - order.storeCredit,
    key: `captured:${paymentId}`,
    orderId: order.id,
    reference: paymentId,
  });
}
