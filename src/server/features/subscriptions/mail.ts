// The subscriptions' own mails (decision 0060): the pre-debit notice RBI's e-mandate rules ask at
// least 24 hours before each charge (amount, date, and links to skip or cancel), the note when a
// line could not be delivered this cycle, the ask to fix a payment method that failed, and the word
// that a subscription stopped. The receipt of each charge is the cycle's order confirmation.
import { formatDate } from "../../../core/dates.ts";
import { formatRupees, type Paise } from "../../../core/money.ts";
import { cadenceLabel } from "../../../core/subscriptions.ts";
import {
  button,
  escapeHtml,
  heading,
  layout,
  link,
  type Mail,
  type MailBrand,
  paragraph,
  quiet,
  textFooter,
} from "../mail/templates.ts";

/** The shopper's page of one subscription (My Account → Subscriptions). */
export const subscriptionPagePath = (id: string) => `/userdashboard?tab=subscriptions&subscription=${id}`;

interface Shopper {
  firstName: string;
  number: number;
  id: string;
}

function mail(
  brand: MailBrand,
  template: string,
  subject: string,
  title: string,
  paragraphs: string[],
  actions: Array<[string, string]>,
): Mail {
  const links = actions.map(([label, path]) => [label, link(brand, path)] as const).filter(([, href]) => href);
  const body =
    heading(title) +
    paragraphs.map((words) => paragraph(escapeHtml(words))).join("") +
    links.map(([label, href]) => button(label, href as string)).join("") +
    quiet("Questions? Simply reply to this e-mail.");
  const text =
    `${title}\n\n${paragraphs.join("\n\n")}` +
    (links.length ? `\n\n${links.map(([label, href]) => `${label}: ${href}`).join("\n")}` : "") +
    textFooter(brand);
  return { template, subject, html: layout(brand, subject, body), text };
}

/** The pre-debit notice: what will be charged, when, and how to skip or cancel before it. */
export function preDebitMail(
  brand: MailBrand,
  input: Shopper & { amount: Paise; chargeAt: Date; everyMonths: number; lines: string[] },
): Mail {
  const when = formatDate(input.chargeAt);
  const page = subscriptionPagePath(input.id);
  return mail(
    brand,
    "subscription-pre-debit",
    `${formatRupees(input.amount)} will be charged on ${when} for your ${brand.shopName} subscription S-${input.number}`,
    "Your next delivery is coming",
    [
      `Hello ${input.firstName}, your subscription S-${input.number} (${cadenceLabel(input.everyMonths)}) will charge ${formatRupees(input.amount)} to your UPI Autopay or card mandate on ${when}, and we will send your delivery: ${input.lines.join(", ")}.`,
      "Nothing to do if you want it. To skip this delivery, pause or cancel the subscription, use the links below before that date. Cancelling is one click and costs nothing.",
    ],
    [
      ["Skip this delivery", `${page}&do=skip`],
      ["Cancel the subscription", `${page}&do=cancel`],
    ],
  );
}

/** A charge's lines that were out of stock: refunded for this cycle, the rest on its way. */
export function unfilledMail(
  brand: MailBrand,
  input: Shopper & { orderNumber: number; lines: string[]; refunded: Paise },
): Mail {
  return mail(
    brand,
    "subscription-unfilled",
    `Part of your subscription delivery is out of stock (order #${input.orderNumber})`,
    "Part of this delivery is out of stock",
    [
      `Hello ${input.firstName}, this cycle of your subscription S-${input.number} was charged, but ${input.lines.join(", ")} ${input.lines.length === 1 ? "was" : "were"} out of stock. We have refunded ${formatRupees(input.refunded)} for ${input.lines.length === 1 ? "it" : "them"} to your original payment; the rest of order #${input.orderNumber} is on its way.`,
      "Your subscription goes on as before.",
    ],
    [["See your subscription", subscriptionPagePath(input.id)]],
  );
}

/** A charge failed (Razorpay retries): the shopper may fix the payment method at the provider's link. */
export function paymentPendingMail(brand: MailBrand, input: Shopper & { fixUrl: string | null }): Mail {
  return mail(
    brand,
    "subscription-payment-pending",
    `We could not charge your ${brand.shopName} subscription S-${input.number}`,
    "Your payment did not go through",
    [
      `Hello ${input.firstName}, the charge for your subscription S-${input.number} did not go through. Your bank will try again over the next days.`,
      input.fixUrl
        ? "If your UPI id or card has changed, update the payment method with the link below."
        : "If your UPI id or card has changed, cancel this subscription and start a new one with the new payment method.",
    ],
    [
      ...(input.fixUrl ? ([["Update the payment method", input.fixUrl]] as Array<[string, string]>) : []),
      ["See your subscription", subscriptionPagePath(input.id)],
    ],
  );
}

/** Every retry failed: the subscription has stopped; no more charges. */
export function haltedMail(brand: MailBrand, input: Shopper): Mail {
  return mail(
    brand,
    "subscription-halted",
    `Your ${brand.shopName} subscription S-${input.number} has stopped`,
    "Your subscription has stopped",
    [
      `Hello ${input.firstName}, the charges for your subscription S-${input.number} failed every time the bank tried, so it has stopped. No further money will be taken and no further deliveries sent.`,
      "You can start a new subscription from the product page whenever you like.",
    ],
    [["See your subscription", subscriptionPagePath(input.id)]],
  );
}

/** The shop owner's word that a subscription stopped on failed payments. */
export function haltedOwnerMail(
  brand: MailBrand,
  input: { number: number; shopper: string; email: string; id: string },
): Mail {
  return mail(
    brand,
    "subscription-halted-owner",
    `Subscription S-${input.number} stopped: payments failed`,
    "A subscription stopped",
    [`Subscription S-${input.number} of ${input.shopper} (${input.email}) has stopped after its charges failed.`],
    [["Open the subscription", `/admin-subscriptions?subscription=${input.id}`]],
  );
}

/** The notice could not go out 24 hours before a charge: that delivery is skipped, never charged without notice. */
export function lateNoticeSkipMail(brand: MailBrand, input: Shopper & { skipped: Date }): Mail {
  return mail(
    brand,
    "subscription-late-notice",
    `We skipped the ${formatDate(input.skipped)} delivery of your subscription S-${input.number}`,
    "We skipped one delivery",
    [
      `Hello ${input.firstName}, we could not remind you 24 hours before the charge of ${formatDate(input.skipped)}, so we skipped that delivery rather than charge you without notice. Nothing was charged for it.`,
      "Your subscription goes on with the delivery after it.",
    ],
    [["See your subscription", subscriptionPagePath(input.id)]],
  );
}
