// Abandoned bags: the checkout's consent box saves the bag (a guest's lines, a member's cart), the
// reminder's link rebuilds it, and the dashboard counts reminders sent and bags recovered.
// Reminders themselves are sent by reminders.ts. Knows nothing of HTTP.
import crypto from "node:crypto";
import type { CartAnswer } from "../../../core/cart.ts";
import { type BagReminderConsentInput, bagMessages } from "../../../core/schemas/bags.ts";
import type { AppContext } from "../../context.ts";
import { HttpError, NotFound } from "../../http/errors.ts";
import { memberCart, mergeGuestCart, priceGuestCart } from "../cart/service.ts";
import { giveConsent, withdrawConsent } from "../privacy/consents.ts";
import { bagByLink, markRestored, reminderCounts, saveOpenBag } from "./queries.ts";

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new restore token: random, kept as its SHA-256 (the link's holder is the only one who knows it). */
export function newRestoreToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString("base64url");
  return { token, hash: hash(token) };
}

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
): Promise<{ message: string }> {
  // a member's reminders go to their account's address, whatever was typed
  const email = member?.email ?? input.email;
  await ctx.db.transaction(async (tx) => {
    if (!input.remind) {
      await withdrawConsent(tx, { emails: [email], purpose: "bag_reminders", source: "checkout" });
      return;
    }
    await giveConsent(tx, { email, userId: member?.id ?? null, purpose: "bag_reminders", source: "checkout" });
    if (member) return; // the member's cart is the bag: the round finds it (syncMemberBags)
    if (input.lines.length === 0) return;
    await saveOpenBag(tx, { email, userId: null, lines: input.lines, now });
  });
  return { message: input.remind ? bagMessages.remembered : bagMessages.forgotten };
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
