// Abandoned bags: the checkout's consent box saves the bag (a guest's lines, a member's cart), the
// reminder's link rebuilds it, and the dashboard counts reminders sent and bags recovered.
// Reminders themselves are sent by reminders.ts. Knows nothing of HTTP.
import type { CartAnswer } from "../../../core/cart.ts";
import { type BagLinesUpdateInput, type BagReminderConsentInput, bagMessages } from "../../../core/schemas/bags.ts";
import type { AppContext } from "../../context.ts";
import { HttpError, NotFound } from "../../http/errors.ts";
import { hashLinkToken as hash, newLinkToken } from "../../http/link-tokens.ts";
import { memberCart, mergeGuestCart, priceGuestCart } from "../cart/service.ts";
import { giveConsent, withdrawConsent } from "../privacy/consents.ts";
import {
  bagByLink,
  markRestored,
  openBagByGuestToken,
  orderSince,
  reminderCounts,
  saveOpenBag,
  updateGuestLines,
} from "./queries.ts";

/** A new restore token: random, kept as its SHA-256 (the link's holder is the only one who knows it). */
export const newRestoreToken = newLinkToken;

/**
 * The checkout's "Remind me about my bag": ticked, the consent is recorded and the bag saved (a
 * guest's lines; a member's bag is their cart); unticked, the consent is withdrawn (which stops the
 * reminders: the round closes the bag).
 */
export async function rememberBag(
  ctx: AppContext,
  input: BagReminderConsentInput,
  member: { id: string; email: string } | null,
  now = new Date(),
): Promise<{ message: string; bagToken?: string }> {
  // a member's reminders go to their account's address, whatever was typed
  const email = member?.email ?? input.email;
  const guest = input.remind && !member && input.lines.length > 0 ? newRestoreToken() : undefined;
  await ctx.db.transaction(async (tx) => {
    if (!input.remind) {
      await withdrawConsent(tx, { emails: [email], purpose: "bag_reminders", source: "checkout" });
      return;
    }
    await giveConsent(tx, { email, userId: member?.id ?? null, purpose: "bag_reminders", source: "checkout" });
    // the member's cart is the bag: the round finds it (syncMemberBags)
    if (!guest) return;
    await saveOpenBag(tx, { email, userId: null, lines: input.lines, now, guestTokenHash: guest.hash });
  });
  const message = input.remind ? bagMessages.remembered : bagMessages.forgotten;
  // the guest's browser keeps the token and tells the server when the bag changes or empties
  return guest ? { message, bagToken: guest.token } : { message };
}

/**
 * A guest's browser tells the server their saved bag changed (the lines now; none: emptied), so the
 * reminders show what is in the bag and stop when nothing is. `open: false` when the bag is closed,
 * unknown or already followed by an order (the round closes it as ordered): the browser forgets it.
 */
export async function updateGuestBag(
  ctx: AppContext,
  input: BagLinesUpdateInput,
  now = new Date(),
): Promise<{ open: boolean }> {
  const bag = await openBagByGuestToken(ctx.db, hash(input.token));
  if (!bag) return { open: false };
  const since = bag.restoredAt && bag.restoredAt < bag.changedAt ? bag.restoredAt : bag.changedAt;
  if (await orderSince(ctx.db, bag, since)) return { open: false };
  await updateGuestLines(ctx.db, bag.id, input.lines, now);
  return { open: input.lines.length > 0 };
}

export type RestoreAnswer =
  /** A guest's bag: the lines to put in the browser's bag, priced now. */
  | ({ kind: "guest" } & CartAnswer)
  /** A member's bag, restored into the signed-in member's cart. */
  | ({ kind: "member" } & CartAnswer)
  /** A member's bag opened while signed out: it waits in their account. */
  | { kind: "sign_in" };

/**
 * The reminder's link: a guest's lines come back priced now (for the browser's bag) or join the
 * signed-in visitor's cart; a member's bag is their cart already. Marks the bag restored, so an
 * order that follows counts as recovered.
 */
export async function restoreBag(
  ctx: AppContext,
  token: string,
  visitor: { id: string } | null,
  now = new Date(),
): Promise<RestoreAnswer> {
  const found = await bagByLink(ctx.db, hash(token));
  if (!found) throw new NotFound(bagMessages.linkInvalid);
  if (found.expiresAt <= now) throw new HttpError(410, "expired", bagMessages.linkExpired);
  const { bag } = found;
  await markRestored(ctx.db, bag.id, now);
  if (bag.lines) {
    if (visitor) {
      const merged = await mergeGuestCart(ctx, visitor.id, bag.lines);
      return { kind: "member", items: merged.items, count: merged.count };
    }
    return { kind: "guest", ...(await priceGuestCart(ctx, bag.lines)) };
  }
  if (visitor && visitor.id === bag.userId) return { kind: "member", ...(await memberCart(ctx, visitor.id)) };
  return { kind: "sign_in" };
}

/** The admin dashboard: reminders sent and bags recovered (orders after a reminder's link) in 30 days. */
export function reminderStats(ctx: AppContext, now = new Date()) {
  return reminderCounts(ctx.db, new Date(now.getTime() - 30 * 86_400_000));
}
