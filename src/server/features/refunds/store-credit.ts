// The store-credit ledger (issue 22 point 4): credits and debits of an account with the balance on one
// row. An account is a member's store credit (store_credit_balances) or a gift card (gift_cards,
// decision 0062). The balance never goes below zero (a CHECK on the row) and a debit is one conditional UPDATE
// (`balance >= amount`), so two spends of the last rupee at once succeed once: the second finds the
// row changed and takes nothing. Every move writes its ledger row in the same transaction, so the
// balance is always the sum of the entries.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Paise } from "../../../core/money.ts";
import type { Executor } from "../../db/connection.ts";
import { giftCards, storeCreditBalances, storeCreditEntries } from "../../db/schema.ts";

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

/** What an order spent of one account and has not had back. */
export interface Spend {
  userId: string | null;
  giftCardId: string | null;
  amount: Paise;
}

/**
 * What the order spent of store credit and gift cards and has not had back (what a cancellation
 * gives back), the gift card first.
 */
export async function unreturnedSpends(exec: Executor, orderId: string): Promise<Spend[]> {
  const rows = await exec
    .select({
      userId: storeCreditEntries.userId,
      giftCardId: storeCreditEntries.giftCardId,
      sum: sql<string>`sum(${storeCreditEntries.amount})`,
    })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), sql`${storeCreditEntries.kind} in ('spent', 'spend_reversed')`))
    .groupBy(storeCreditEntries.userId, storeCreditEntries.giftCardId);
  return rows
    .map((row) => ({ userId: row.userId, giftCardId: row.giftCardId, amount: -Number(row.sum ?? 0) }))
    .filter((spend) => spend.amount > 0)
    .sort((a, b) => Number(b.giftCardId !== null) - Number(a.giftCardId !== null));
}

/**
 * What the order's gift card paid and has not had back, by spend reversals or refunds (paise): what a
 * refund gives back to the card first. The card's moves are all in the ledger, at once.
 */
export async function giftCardOwed(exec: Executor, orderId: string): Promise<Paise> {
  const [row] = await exec
    .select({ sum: sql<string>`coalesce(sum(${storeCreditEntries.amount}), 0)` })
    .from(storeCreditEntries)
    .where(
      and(
        eq(storeCreditEntries.orderId, orderId),
        sql`${storeCreditEntries.giftCardId} is not null`,
        sql`${storeCreditEntries.kind} in ('spent', 'spend_reversed', 'refund')`,
      ),
    );
  return Math.max(-Number(row?.sum ?? 0), 0);
}

/** The sum of what the order spent and has not had back. */
export async function unreturnedSpendTotal(exec: Executor, orderId: string): Promise<Paise> {
  return (await unreturnedSpends(exec, orderId)).reduce((sum, spend) => sum + spend.amount, 0);
}

/**
 * Gives back up to `limit` of the order's unreturned spends, the gift card first, each to its account
 * (kind spend_reversed): answers what went back to each.
 */
export async function giveBackSpends(
  tx: Executor,
  orderId: string,
  note: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ toStoreCredit: Paise; toGiftCard: Paise }> {
  let left = limit;
  const back = { toStoreCredit: 0, toGiftCard: 0 };
  for (const spend of await unreturnedSpends(tx, orderId)) {
    const amount = Math.min(spend.amount, left);
    if (amount <= 0) break;
    left -= amount;
    const move = { amount, kind: "spend_reversed" as const, note, orderId };
    if (spend.giftCardId) {
      await creditGiftCard(tx, { ...move, giftCardId: spend.giftCardId });
      back.toGiftCard += amount;
    } else if (spend.userId) {
      await creditStoreCredit(tx, { ...move, userId: spend.userId });
      back.toStoreCredit += amount;
    }
  }
  return back;
}

// ── Gift cards (decision 0062): the same ledger, the balance on the card's row ─────────────────

export interface GiftCardMove {
  giftCardId: string;
  amount: Paise;
  kind: EntryKind;
  note: string;
  refundId?: string | null;
  orderId?: string | null;
}

/** Adds to a card's balance (its value as it is issued, a spend given back, a refund of what it paid). */
export async function creditGiftCard(tx: Executor, move: GiftCardMove): Promise<Paise> {
  if (!Number.isInteger(move.amount) || move.amount <= 0) throw new Error(`a credit of ${move.amount} paise`);
  const [row] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${move.amount}`, updatedAt: sql`now()` })
    .where(eq(giftCards.id, move.giftCardId))
    .returning({ balance: giftCards.balance });
  if (!row) throw new Error(`no gift card ${move.giftCardId}`);
  await insertEntry(tx, { ...move, amount: move.amount });
  return row.balance;
}

/**
 * Takes `amount` from an active, unexpired card, or nothing (answers whether it was taken): one
 * conditional statement, so two orders spending the same card at once cannot both pass the check.
 */
export async function debitGiftCard(tx: Executor, move: GiftCardMove): Promise<boolean> {
  if (!Number.isInteger(move.amount) || move.amount <= 0) throw new Error(`a debit of ${move.amount} paise`);
  const taken = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${move.amount}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(giftCards.id, move.giftCardId),
        eq(giftCards.status, "active"),
        sql`${giftCards.expiresAt} > now()`,
        gte(giftCards.balance, move.amount),
      ),
    )
    .returning({ balance: giftCards.balance });
  if (taken.length === 0) return false;
  await insertEntry(tx, { ...move, amount: -move.amount });
  return true;
}

async function insertEntry(tx: Executor, move: GiftCardMove) {
  await tx.insert(storeCreditEntries).values({
    giftCardId: move.giftCardId,
    amount: move.amount,
    kind: move.kind,
    note: move.note,
    refundId: move.refundId ?? null,
    orderId: move.orderId ?? null,
  });
}

/** A card's ledger, newest first (the admin's card page). */
export function giftCardEntriesOf(exec: Executor, giftCardId: string, limit = 100) {
  return exec
    .select({
      amount: storeCreditEntries.amount,
      kind: storeCreditEntries.kind,
      note: storeCreditEntries.note,
      orderId: storeCreditEntries.orderId,
      createdAt: storeCreditEntries.createdAt,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.giftCardId, giftCardId))
    .orderBy(desc(storeCreditEntries.createdAt))
    .limit(limit);
}
