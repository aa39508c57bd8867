// Gift cards' SQL (decision 0062). The balance moves only through the store-credit ledger
// (refunds/store-credit.ts creditGiftCard / debitGiftCard); these read and change the card's own row.
import { and, desc, eq, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
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

/** The cards a person bought (by account or address) or was given (by address), oldest first. */
export function giftCardsOfPerson(exec: Executor, person: { userId: string; email: string }) {
  return exec
    .select()
    .from(giftCards)
    .where(
      or(
        eq(giftCards.buyerUserId, person.userId),
        eq(giftCards.buyerEmail, person.email),
        eq(giftCards.recipientEmail, person.email),
      ),
    )
    .orderBy(giftCards.createdAt);
}

/**
 * A person erased (decision 0062 addendum): as a buyer, their name, address and account link go
 * (the card stays the recipient's: its value is owed to whoever holds the code); as the recipient of
 * a card already sent, their name, address and the message go (the code, in their mail, still
 * spends it). A card not sent yet keeps what it needs to be delivered.
 */
export async function forgetGiftCardPerson(exec: Executor, person: { userId: string; email: string }) {
  const bought = await exec
    .update(giftCards)
    .set({ buyerUserId: null, buyerName: "Erased customer", buyerEmail: "", updatedAt: sql`now()` })
    .where(or(eq(giftCards.buyerUserId, person.userId), eq(giftCards.buyerEmail, person.email)))
    .returning({ id: giftCards.id });
  const received = await exec
    .update(giftCards)
    .set({ recipientName: "Erased recipient", recipientEmail: "", message: null, updatedAt: sql`now()` })
    .where(and(eq(giftCards.recipientEmail, person.email), inArray(giftCards.status, ["active", "disabled"])))
    .returning({ id: giftCards.id });
  return { bought: bought.length, received: received.length };
}

/**
 * Purchases never paid, started before `cutoff` (storage limitation, as guests' unfinished
 * checkouts): the buyer's and recipient's names, addresses and the message go; the row stays (its
 * number, amount and payment link), so a payment that reaches the provider late still finds it.
 */
export async function forgetUnpaidGiftCards(exec: Executor, cutoff: Date): Promise<number> {
  const forgotten = await exec
    .update(giftCards)
    .set({
      buyerUserId: null,
      buyerName: "Erased customer",
      buyerEmail: "",
      recipientName: "Erased recipient",
      recipientEmail: "",
      message: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(giftCards.status, "pending_payment"), lt(giftCards.createdAt, cutoff), ne(giftCards.buyerEmail, "")))
    .returning({ id: giftCards.id });
  return forgotten.length;
}
