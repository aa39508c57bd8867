// What other features use to send e-mail: queue a message inside their own transaction, then wake
// the sender once that transaction has committed.

import type { Language } from "../../../core/i18n.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { shopOrigin } from "../../http/origin.ts";
import { enqueueMail, enqueueMailOnce } from "./outbox.ts";
import type { Mail, MailBrand } from "./templates.ts";

/**
 * Links in mail point at PUBLIC_URL, else at the address this shop listens on; the reader's
 * language (an order's or a member's, decision 0064) picks the mail's words.
 */
export function mailBrand(ctx: AppContext, language: Language = "en"): MailBrand {
  return { shopName: "Sattva", publicUrl: shopOrigin(ctx), language };
}

/** Writes the message to the outbox with `db` (pass the transaction that caused it). */
export function queueMail(
  ctx: AppContext,
  db: Executor,
  to: string,
  build: (brand: MailBrand) => Mail,
  language: Language = "en",
): Promise<string> {
  return enqueueMail(db, to.trim().toLowerCase(), build(mailBrand(ctx, language)));
}

/** Like queueMail, at most once per key (a repeat answers false and writes nothing). */
export function queueMailOnce(
  ctx: AppContext,
  db: Executor,
  key: string,
  to: string,
  build: (brand: MailBrand) => Mail,
  language: Language = "en",
): Promise<boolean> {
  return enqueueMailOnce(db, key, to.trim().toLowerCase(), build(mailBrand(ctx, language)));
}

/** Call after the transaction that queued mail has committed. */
export function sendQueuedMail(ctx: AppContext): void {
  ctx.mailer.wake();
}
