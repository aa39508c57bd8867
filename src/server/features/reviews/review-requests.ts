// Review requests: a round every few minutes under a job lease (db/leases.ts) finds orders delivered
// `settings.reviews.requestAfterDays` ago whose shopper said yes to `review_requests`, and sends each
// ONE message (e-mail, and WhatsApp when agreed) with a review link per kept line: a random token kept
// hashed (http/link-tokens.ts), expiring after `requestLinkDays`. The order's request row, its links and
// the message are written in one transaction keyed by the order, so no round, retry or second instance
// sends it twice. Cancelled, returned or refused orders are never delivered-now; returned lines are left out.
import type { ReviewSettings } from "../../../core/schemas/settings-reviews.ts";
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { newLinkToken } from "../../http/link-tokens.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { sendMessage, sendQueuedMessages } from "../messaging/send.ts";
import { readSettings } from "../settings/service.ts";
import { reviewRequestMessage } from "./request-mail.ts";
import { type DueOrder, dueOrders, insertLinks, insertRequest, keptLines } from "./request-queries.ts";

const minute = 60_000;
const day = 86_400_000;
/**
 * An order delivered longer ago than the delay plus this is not asked any more: a shop turning the
 * requests on (or an instance down for a while) does not mail its whole history.
 */
export const catchUpDays = 30;

export interface RequestRound {
  ran: boolean;
  sent: number;
}

/** The message could not go on any channel (the consent went meanwhile): nothing is kept. */
class NothingSent extends Error {}

/** One round, unless another instance holds the lease. `now` is injectable: tests move time. */
export async function requestReviews(ctx: AppContext, now = new Date(), holder?: string): Promise<RequestRound> {
  const sent = await withLease(ctx.db, "review-requests", 10 * minute, () => runRound(ctx, now), holder);
  return sent === null ? { ran: false, sent: 0 } : { ran: true, sent };
}

async function runRound(ctx: AppContext, now: Date): Promise<number> {
  const settings = (await readSettings(ctx)).reviews;
  if (!settings.reviewRequests) return 0;
  const due = new Date(now.getTime() - settings.requestAfterDays * day);
  const oldest = new Date(due.getTime() - catchUpDays * day);
  let sent = 0;
  for (const order of await dueOrders(ctx.db, due, oldest, 200)) {
    if (await requestFor(ctx, order, settings, now)) sent += 1;
  }
  if (sent > 0) {
    sendQueuedMessages(ctx);
    ctx.log.info({ sent }, "review requests queued");
  }
  return sent;
}

async function requestFor(ctx: AppContext, order: DueOrder, settings: ReviewSettings, now: Date): Promise<boolean> {
  // read before the transaction: the embedded database's one connection is the transaction's
  const lines = await keptLines(ctx.db, order.id);
  const expiresAt = new Date(now.getTime() + settings.requestLinkDays * day);
  const links = lines.map((line) => ({ line, ...newLinkToken() }));
  try {
    return await ctx.db.transaction(async (tx) => {
      // the row is the "at most once": a second round finds it and sends nothing
      if (!(await insertRequest(tx, order.id, order.email, now))) return false;
      if (links.length === 0) return false; // every line went back: nothing to review, nothing sent
      await insertLinks(
        tx,
        links.map(({ line, hash }) => ({
          tokenHash: hash,
          orderItemId: line.orderItemId,
          orderId: order.id,
          expiresAt,
        })),
      );
      const answer = await sendMessage(ctx, tx, {
        to: { email: order.email },
        purpose: "review_requests",
        template: reviewRequestMessage,
        data: {
          firstName: order.firstName,
          orderNumber: order.number ? `#${order.number}` : "",
          lines: links.map(({ line, token }) => ({
            name: line.name,
            variantName: line.variantName,
            imageKey: line.imageKey,
            token,
          })),
        },
        dedupeKey: `review-request:${order.id}`,
        language: order.language,
      });
      if (!answer.email && !answer.whatsapp) throw new NothingSent();
      return true;
    });
  } catch (error) {
    if (error instanceof NothingSent) return false;
    throw error;
  }
}

export function startReviewRequests(ctx: AppContext, everyMs = 10 * minute): Repeating {
  return repeatEvery(ctx, everyMs, "review requests failed", () => requestReviews(ctx));
}
