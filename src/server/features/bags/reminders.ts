// The abandoned-bag reminders, every few minutes under a job lease (db/leases.ts): members' carts
// with the consent become open bags; each open bag is closed when an order followed (recovered when
// it came after the reminder's link was opened), when the bag is empty or when the consent is gone;
// otherwise its first reminder goes `firstAfterMinutes` after the bag's last change and its second
// (the last) `secondAfterHours` after it. Each reminder shows the lines as they are now and carries a
// fresh restore link; it is written through the messaging outboxes at most once (bag + step).
import type { CartItem } from "../../../core/cart.ts";
import type { ReminderSettings } from "../../../core/schemas/settings-reminders.ts";
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { memberCart, priceGuestCart } from "../cart/service.ts";
import { sendMessage, sendQueuedMessages } from "../messaging/send.ts";
import { liveConsentOf } from "../privacy/consents.ts";
import { readSettings } from "../settings/service.ts";
import { bagReminderMessage } from "./bag-mail.ts";
import {
  type BagRow,
  closeBag,
  insertRestoreLink,
  memberFirstName,
  openBags,
  orderSince,
  stampReminder,
  syncMemberBags,
} from "./queries.ts";
import { newRestoreToken } from "./service.ts";

const minute = 60_000;

export interface ReminderRound {
  ran: boolean;
  sent: number;
  closed: number;
}

/** One round, unless another instance holds the lease. `now` is injectable: tests move time. */
export async function remindAbandonedBags(ctx: AppContext, now = new Date(), holder?: string): Promise<ReminderRound> {
  const round = await withLease(ctx.db, "bag-reminders", 10 * minute, () => runRound(ctx, now), holder);
  return round ? { ran: true, ...round } : { ran: false, sent: 0, closed: 0 };
}

async function runRound(ctx: AppContext, now: Date): Promise<{ sent: number; closed: number }> {
  const settings = (await readSettings(ctx)).reminders;
  await syncMemberBags(ctx.db);
  const firstDue = new Date(now.getTime() - settings.firstAfterMinutes * minute);
  let sent = 0;
  let closed = 0;
  for (const bag of await openBags(ctx.db, firstDue, 200)) {
    const outcome = await handleBag(ctx, bag, settings, now);
    if (outcome === "sent") sent += 1;
    if (outcome === "closed") closed += 1;
  }
  if (sent > 0) {
    sendQueuedMessages(ctx);
    ctx.log.info({ sent, closed }, "abandoned-bag reminders queued");
  }
  return { sent, closed };
}

async function handleBag(
  ctx: AppContext,
  bag: BagRow,
  settings: ReminderSettings,
  now: Date,
): Promise<"sent" | "closed" | "waiting"> {
  // an order since the bag's last change (or since its link was opened) ends it
  const since = bag.restoredAt && bag.restoredAt < bag.changedAt ? bag.restoredAt : bag.changedAt;
  const order = await orderSince(ctx.db, bag, since);
  if (order) {
    const fromLink = bag.restoredAt && order.createdAt >= bag.restoredAt;
    const recovered = fromLink ? { orderId: order.id, at: order.createdAt } : undefined;
    await closeBag(ctx.db, bag.id, "ordered", now, recovered);
    return "closed";
  }
  if (!(await liveConsentOf(ctx.db, bag.email, "bag_reminders"))) {
    await closeBag(ctx.db, bag.id, "withdrawn", now);
    return "closed";
  }
  const items = await linesNow(ctx, bag);
  if (items.length === 0) {
    await closeBag(ctx.db, bag.id, "emptied", now);
    return "closed";
  }
  if (!settings.bagReminders) return "waiting";
  const step = dueStep(bag, settings, now);
  if (!step) return "waiting";

  const restore = newRestoreToken();
  // read before the transaction: the embedded database's one connection is the transaction's
  const firstName = bag.userId ? await memberFirstName(ctx.db, bag.userId) : null;
  const queued = await ctx.db.transaction(async (tx) => {
    if (!(await stampReminder(tx, bag.id, step, now))) return false;
    await insertRestoreLink(tx, restore.hash, bag.id, new Date(now.getTime() + settings.linkDays * 86_400_000));
    await sendMessage(ctx, tx, {
      to: { email: bag.email },
      purpose: "bag_reminders",
      template: bagReminderMessage,
      data: { firstName, items, restoreToken: restore.token, step },
      dedupeKey: `bag-reminder:${bag.id}:${step}`,
    });
    return true;
  });
  return queued ? "sent" : "waiting";
}

/** Which reminder is due now, if any: at most two, the second never right after the first. */
function dueStep(bag: BagRow, settings: ReminderSettings, now: Date): 1 | 2 | null {
  const changed = bag.changedAt.getTime();
  if (!bag.firstReminderAt) return now.getTime() >= changed + settings.firstAfterMinutes * minute ? 1 : null;
  if (bag.secondReminderAt) return null;
  const secondAt = Math.max(
    changed + settings.secondAfterHours * 60 * minute,
    bag.firstReminderAt.getTime() + settings.firstAfterMinutes * minute,
  );
  return now.getTime() >= secondAt ? 2 : null;
}

/** The bag's lines as they are now: the member's cart, or the guest's saved lines priced again. */
async function linesNow(ctx: AppContext, bag: BagRow): Promise<CartItem[]> {
  if (bag.lines) return (await priceGuestCart(ctx, bag.lines)).items;
  if (!bag.userId) return [];
  return (await memberCart(ctx, bag.userId)).items;
}

export function startBagReminders(ctx: AppContext, everyMs = 5 * minute): Repeating {
  return repeatEvery(ctx, everyMs, "abandoned-bag reminders failed", () => remindAbandonedBags(ctx));
}
