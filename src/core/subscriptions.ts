// Subscribe and save (issue 33, DESIGN.md point 23, decision 0060): what the browser and the server
// share. A subscription's states are Razorpay's (created → authenticated → active; pending → halted
// when charges fail; paused; cancelled; completed when every cycle was charged); the shop names each
// for the shopper and says which of the shopper's actions each state allows.
import { formatDate } from "./dates.ts";
import { formatRupees, type Paise } from "./money.ts";
import { countOf } from "./plural.ts";

export const subscriptionStatusNames = {
  created: "Waiting for authorisation",
  authenticated: "Authorised",
  active: "Active",
  pending: "Payment failed, retrying",
  halted: "Stopped: payment failed",
  paused: "Paused",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Expired",
} as const;

export type SubscriptionStatus = keyof typeof subscriptionStatusNames;
export const subscriptionStatuses = Object.keys(subscriptionStatusNames) as [
  SubscriptionStatus,
  ...SubscriptionStatus[],
];

/** States in which the mandate still charges (or will): the subscription is live. */
export const liveSubscriptionStatuses: readonly SubscriptionStatus[] = ["authenticated", "active", "pending", "paused"];
/** States that end it: no action but reading is left. */
export const endedSubscriptionStatuses: readonly SubscriptionStatus[] = ["halted", "cancelled", "completed", "expired"];

/** The cadences a variant may offer: every 1, 2 or 3 months. */
export const subscriptionCadences = [1, 2, 3] as const;
export type Cadence = (typeof subscriptionCadences)[number];

/** "every month", "every 2 months". */
export function cadenceLabel(everyMonths: number): string {
  return everyMonths === 1 ? "every month" : `every ${countOf(everyMonths, "month")}`;
}

/** The largest debit RBI lets an e-mandate take without the shopper's authentication each time (₹15,000). */
export const mandateLimitWithoutAuthentication: Paise = 1_500_000;

export const subscriptionMessages = {
  signIn: "Please sign in to subscribe, so you can skip, pause or cancel your deliveries from My Account.",
  notSubscribable: (name: string) => `${name} cannot be subscribed to.`,
  cadenceNotOffered: (name: string, everyMonths: number) => `${name} is not offered ${cadenceLabel(everyMonths)}.`,
  overLimit: (amount: Paise, limit: Paise) =>
    `Each delivery would charge ${formatRupees(amount)}. A subscription charges at most ${formatRupees(limit)} per delivery (above it, RBI's rules for automatic payments ask you to approve every charge). Please subscribe to fewer items, or buy them once.`,
  onlineOnly: "Subscriptions are paid by UPI Autopay or a card mandate; Pay on Delivery is not available for them.",
  notYours: "This subscription is not yours.",
  ended: "This subscription has ended.",
  cannotSkip: "Only an active subscription with a next delivery can skip it.",
  alreadySkipped: "The next delivery is already skipped.",
  cannotPause: "Only an active subscription can be paused.",
  cannotResume: "Only a paused subscription can be resumed.",
  verificationFailed: "We could not confirm the authorisation. If money left your account, it will be refunded.",
} as const;

/** The terms in plain words, as the product page and the checkout say them. */
export function subscriptionTerms(noticeHours: number): string {
  return `Cancel, pause or skip any time from My Account, with no fee. We remind you ${noticeHours >= 48 ? `${Math.round(noticeHours / 24)} days` : `${noticeHours} hours`} before each charge, with the amount and date.`;
}

/** "₹450 every month, next on 5 Dec 2026". */
export function chargeSentence(amount: Paise, everyMonths: number, next: Date | string | null): string {
  const base = `${formatRupees(amount)} ${cadenceLabel(everyMonths)}`;
  return next ? `${base}, next on ${formatDate(next)}` : base;
}

/** The date a cadence after `from` (the same day of the month, or its last day when shorter). */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
