// Gift cards' SQL (decision 0062). The balance moves only through the store-credit ledger
// (refunds/store-credit.ts creditGiftCard / debitGiftCard); these read and change the card's own row.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { GiftCardStatus } from "../../../core/gift-cards.ts";
import type { Executor } from "../../db/connection.ts";
import { giftCards } from "../../db/schema.ts";

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function insertGiftCard(exec: Executor, values: typeof giftCards.$inferInsert): Promise<GiftCardRow> {
  const [row] = await exec.insert(giftCards).values(values).returning();
  if (!row) throw new Error("the gift card was not written");
  return row;
}

export async function giftCardById(exec: Executor, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await exec.select().from(giftCards).where(eq(giftCards.id, id));
  return row;
}

export async function lockGiftCard(exec: Executor, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await exec.select().from(giftCards).where(eq(giftCards.id, id)).for("update");
  return row;
}

export async function giftCardByHash(exec: Executor, hash: string): Promise<GiftCardRow | undefined> {
  const [row] = await exec.select().from(giftCards).where(eq(giftCards.codeHash, hash));
  return row;
}

export async function lockGiftCardByLink(
  exec: Executor,
  provider: string,
  linkId: string,
): Promise<GiftCardRow | undefined> {
  const [row] = await exec
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.provider, provider), eq(giftCards.providerLinkId, linkId)))
    .for("update");
  return row;
}

export async function giftCardByLink(exec: Executor, provider: string, linkId: string) {
  const [row] = await exec
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.provider, provider), eq(giftCards.providerLinkId, linkId)));
  return row;
}

export async function updateGiftCard(
  exec: Executor,
  id: string,
  changes: Partial<typeof giftCards.$inferInsert>,
  from?: GiftCardStatus,
): Promise<GiftCardRow | undefined> {
  const [row] = await exec
    .update(giftCards)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(giftCards.id, id), from ? eq(giftCards.status, from) : undefined))
    .returning();
  return row;
}

/** Paid cards whose day (India) has come, oldest first. */
export function dueGiftCards(exec: Executor, today: string, limit = 50) {
  return exec
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, "scheduled"), lte(giftCards.sendOn, today)))
    .orderBy(giftCards.sendOn)
    .limit(limit);
}

/** The admin's list, newest first, optionally by status or by the last four of a code. */
export function listGiftCards(exec: Executor, filter: { status?: GiftCardStatus; last4?: string }, limit = 100) {
  return exec
    .select()
    .from(giftCards)
    .where(
      and(
        filter.status ? eq(giftCards.status, filter.status) : undefined,
        filter.last4 ? eq(giftCards.last4, filter.last4) : undefined,
      ),
    )
    .orderBy(desc(giftCards.createdAt))
    .limit(limit);
}

/** Outstanding balances of active cards (the owner's liability). */
export async function outstandingBalance(exec: Executor): Promise<number> {
  const [row] = await exec
    .select({ sum: sql<string>`coalesce(sum(${giftCards.balance}), 0)` })
    .from(giftCards)
    .where(and(eq(giftCards.status, "active"), sql`${giftCards.expiresAt} > now()`));
  return Number(row?.sum ?? 0);
}
