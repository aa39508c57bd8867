// The newsletter's rules (DESIGN.md decision 10): an address joins the list only with consent, and
// the consent wording and time are kept with it; a second sign-up is answered kindly and changes
// nothing; an address that had left joins again with fresh consent. Knows nothing of HTTP.
import {
  type NewsletterSubscription,
  newsletterConsentText,
  newsletterMessages,
} from "../../../core/schemas/newsletter.ts";
import type { AppContext } from "../../context.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { giveConsent } from "../privacy/consents.ts";
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

export interface SubscribeResult {
  /** true: the address joined (or joined again); false: it was already on the list. */
  joined: boolean;
  message: string;
}

export async function subscribe(
  ctx: AppContext,
  subscription: NewsletterSubscription,
  client: ClientInfo,
  source: SubscriptionSource,
): Promise<SubscribeResult> {
  await enforceLimits(ctx, [
    [limits.ip, client.ip],
    [limits.address, subscription.email],
  ]);
  const subscriber = { email: subscription.email, consentText: newsletterConsentText, source };
  // the list and the consent record (with the notice version) change together
  const joined = await ctx.db.transaction(async (tx) => {
    const added = (await insertSubscriber(tx, subscriber)) || (await resubscribe(tx, subscriber));
    await giveConsent(tx, { email: subscription.email, userId: null, purpose: "newsletter", source });
    return added;
  });
  if (joined) ctx.log.info({ source }, "newsletter subscription");
  return { joined, message: joined ? newsletterMessages.subscribed : newsletterMessages.alreadySubscribed };
}
