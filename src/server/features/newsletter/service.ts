// The newsletter's rules (DESIGN.md decision 10; issue 32 point 4): a sign-up proves nothing about
// who typed the address, so it only records a pending row (newsletter_signups) and mails a confirm
// link; the click gives the `newsletter` consent (source newsletter_confirmed, with the notice
// version) and adds the address to the list. Letters go only to live consents, so a pending address
// gets nothing but the confirm mail. The answer is the same whether the address is new, pending or
// already subscribed (no enumeration). Unconfirmed sign-ups expire (privacy settings) and are deleted
// by the privacy retention round. A member's own tick in My Account → Privacy still gives the consent
// directly (privacy/service.ts): they are signed in with their verified address. Knows nothing of HTTP.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import {
  type NewsletterSubscription,
  newsletterConsentText,
  newsletterMessages,
} from "../../../core/schemas/newsletter.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { consentRecords, newsletterSignups } from "../../db/schema.ts";
import { NotFound } from "../../http/errors.ts";
import { hashLinkToken, newLinkToken } from "../../http/link-tokens.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { queueMail, sendQueuedMail } from "../mail/service.ts";
import { giveConsent } from "../privacy/consents.ts";
import { readSettings } from "../settings/service.ts";
import { confirmSignupMail } from "./mail.ts";
import { insertSubscriber, resubscribe } from "./queries.ts";

/** Where a sign-up came from, kept with the row: the home page's form or the API. */
export type SubscriptionSource = "home" | "api";

const limits = {
  ip: { name: "newsletter:ip", max: 20, windowSeconds: 10 * 60, message: "Too many sign-ups from here." },
  address: {
    name: "newsletter:address",
    max: 5,
    windowSeconds: 10 * 60,
    message: "Too many sign-ups for this address.",
  },
} satisfies Record<string, Limit>;

/** A repeat sign-up of a pending address re-sends the confirm mail at most once in this many minutes. */
export const resendMinutes = 30;

const day = 86_400_000;

async function subscribed(exec: Executor, email: string): Promise<boolean> {
  const [live] = await exec
    .select({ id: consentRecords.id })
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.email, email),
        eq(consentRecords.purpose, "newsletter"),
        isNull(consentRecords.withdrawnAt),
      ),
    )
    .limit(1);
  return Boolean(live);
}

/**
 * POST /api/newsletter: records a pending sign-up and mails its confirm link. An address already
 * subscribed writes and sends nothing; a pending one gets a fresh link at most once per resendMinutes
 * (the older link stops working). The answer is always the same.
 */
export async function subscribe(
  ctx: AppContext,
  subscription: NewsletterSubscription,
  client: ClientInfo,
  source: SubscriptionSource,
): Promise<{ message: string }> {
  await enforceLimits(ctx, [
    [limits.ip, client.ip],
    [limits.address, subscription.email],
  ]);
  const email = subscription.email;
  const queued = await ctx.db.transaction(async (tx) => {
    if (await subscribed(tx, email)) return false;
    const { token, hash } = newLinkToken();
    const [made] = await tx
      .insert(newsletterSignups)
      .values({ email, tokenHash: hash, source })
      .onConflictDoUpdate({
        target: newsletterSignups.email,
        set: { tokenHash: hash, source, createdAt: sql`now()`, mailedAt: sql`now()` },
        setWhere: lt(newsletterSignups.mailedAt, sql`now() - make_interval(mins => ${resendMinutes})`),
      })
      .returning({ id: newsletterSignups.id });
    if (!made) return false;
    await queueMail(ctx, tx, email, (brand) => confirmSignupMail(brand, { token }));
    return true;
  });
  if (queued) {
    sendQueuedMail(ctx);
    ctx.log.info({ source }, "newsletter sign-up pending");
  }
  return { message: newsletterMessages.checkInbox };
}

/**
 * POST /api/newsletter/confirm: the confirm link's click. The consent is given (source
 * newsletter_confirmed), the address joins the list and the pending row goes, so a second click or an
 * expired link answers 404 and changes nothing.
 */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<{ message: string }> {
  const { privacy } = await readSettings(ctx);
  const since = new Date(Date.now() - privacy.newsletterSignupExpiryDays * day);
  await ctx.db.transaction(async (tx) => {
    const [signup] = await tx
      .delete(newsletterSignups)
      .where(and(eq(newsletterSignups.tokenHash, hashLinkToken(token)), gt(newsletterSignups.createdAt, since)))
      .returning();
    if (!signup) throw new NotFound(newsletterMessages.invalidLink);
    const subscriber = { email: signup.email, consentText: newsletterConsentText, source: signup.source };
    // the list and the consent record (with the notice version) change together
    (await insertSubscriber(tx, subscriber)) || (await resubscribe(tx, subscriber));
    await giveConsent(tx, { email: signup.email, userId: null, purpose: "newsletter", source: "newsletter_confirmed" });
  });
  ctx.log.info("newsletter subscription confirmed");
  return { message: newsletterMessages.confirmed };
}

/** The retention round: deletes sign-ups not confirmed within the expiry; answers how many. */
export async function deleteExpiredSignups(exec: Executor, expiryDays: number, now: Date): Promise<number> {
  const rows = await exec
    .delete(newsletterSignups)
    .where(lt(newsletterSignups.createdAt, new Date(now.getTime() - expiryDays * day)))
    .returning({ id: newsletterSignups.id });
  return rows.length;
}
