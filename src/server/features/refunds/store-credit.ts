// A member's store credit (issue 22 point 4): a ledger of credits and debits with the balance on one
// row. The balance never goes below zero (a CHECK on the row) and a debit is one conditional UPDATE
// (`balance >= amount`), so two spends of the last rupee at once succeed once: the second finds the
// row changed and takes nothing. Every move writes its ledger row in the same transaction, so the
// balance is always the sum of the entries.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Paise } from "../../../core/money.ts";
import type { Executor } from "../../db/connection.ts";
import { storeCreditBalances, storeCreditEntries } from "../../db/schema.ts";

type EntryKind = (typeof storeCreditEntries.$inferInsert)["kind"];

export interface CreditMove {
  userId: string;
  amount: Paise;
  kind: EntryKind;
  note: string;
  refundId?: string | null;
  orderId?: string | null;
}

/** Adds to the member's balance (a refund to store credit, a spend given back). */
export async function creditStoreCredit(tx: Executor, move: CreditMove): Promise<Paise> {
  if (!Number.isInteger(move.amount) || move.amount <= 0) throw new Error(`a credit of ${move.amount} paise`);
  const [row] = await tx
    .insert(storeCreditBalances)
    .values({ userId: move.userId, balance: move.amount })
    .onConflictDoUpdate({
      target: storeCreditBalances.userId,
      set: { balance: sql`${storeCreditBalances.balance} + ${move.amount}`, updatedAt: sql`now()` },
    })
    .returning({ balance: storeCreditBalances.balance });
  await tx.insert(storeCreditEntries).values({
    userId: move.userId,
    amount: move.amount,
    kind: move.kind,
    note: move.note,
    refundId: move.refundId ?? null,
    orderId: move.orderId ?? null,
  });
  return row?.balance ?? move.amount;
}

/**
 * Takes `amount` from the member's balance, or nothing when the balance is short: answers whether it
 * was taken. One statement, so concurrent spends cannot both pass the check.
 */
export async function debitStoreCredit(tx: Executor, move: CreditMove): Promise<boolean> {
  if (!Number.isInteger(move.amount) || move.amount <= 0) throw new Error(`a debit of ${move.amount} paise`);
  const taken = await tx
    .update(storeCreditBalances)
    .set({ balance: sql`${storeCreditBalances.balance} - ${move.amount}`, updatedAt: sql`now()` })
    .where(and(eq(storeCreditBalances.userId, move.userId), gte(storeCreditBalances.balance, move.amount)))
    .returning({ balance: storeCreditBalances.balance });
  if (taken.length === 0) return false;
  await tx.insert(storeCreditEntries).values({
    userId: move.userId,
    amount: -move.amount,
    kind: move.kind,
    note: move.note,
    refundId: move.refundId ?? null,
    orderId: move.orderId ?? null,
  });
  return true;
}

export async function storeCreditBalance(exec: Executor, userId: string): Promise<Paise> {
  const [row] = await exec
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId));
  return row?.balance ?? 0;
}

/** The member's ledger, newest first (My Account). */
export function storeCreditEntriesOf(exec: Executor, userId: string, limit = 50) {
  return exec
    .select({
      amount: storeCreditEntries.amount,
      kind: storeCreditEntries.kind,
      note: storeCreditEntries.note,
      orderId: storeCreditEntries.orderId,
      createdAt: storeCreditEntries.createdAt,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt))
    .limit(limit);
}

/** What the order spent of store credit and has not had back: what a cancellation gives back. */
export async function unreturnedSpend(
  exec: Executor,
  orderId: string,
): Promise<{ userId: string; amount: Paise } | null> {
  const rows = await exec
    .select({ userId: storeCreditEntries.userId, sum: sql<string>`sum(${storeCreditEntries.amount})` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), sql`${storeCreditEntries.kind} in ('spent', 'spend_reversed')`))
    .groupBy(storeCreditEntries.userId);
  const row = rows[0];
  const owed = -Number(row?.sum ?? 0);
  return row && owed > 0 ? { userId: row.userId, amount: owed } : null;
}
