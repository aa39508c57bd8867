// The subscriptions' own mails (decision 0060): the pre-debit notice RBI's e-mandate rules ask at
// least 24 hours before each charge (amount, date, and links to skip or cancel), the note when a
// line could not be delivered this cycle, the ask to fix a payment method that failed, and the word
// that a subscription stopped. The receipt of each charge is the cycle's order confirmation. The
// shopper's mails are in the subscription's language (the subscribe page's, decision 0064): `words`
// says each English message in it (mail-hindi.ts); the owner's stays English.
import { formatDate, formatLongDate } from "../../../core/dates.ts";
import type { MessageValues } from "../../../core/i18n.ts";
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
  pageLink,
  paragraph,
  quiet,
  textFooter,
  words,
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
  // a shop page in the mail's language (/hi/userdashboard…); the provider's own link as it is
  const links = actions
    .map(([label, path]) => [label, path.startsWith("/") ? pageLink(brand, path) : link(brand, path)] as const)
    .filter(([, href]) => href);
  const body =
    heading(title) +
    paragraphs.map((line) => paragraph(escapeHtml(line))).join("") +
    links.map(([label, href]) => button(label, href as string)).join("") +
    quiet(words(brand, "Questions? Simply reply to this e-mail."));
  const text =
    `${title}\n\n${paragraphs.join("\n\n")}` +
    (links.length ? `\n\n${links.map(([label, href]) => `${label}: ${href}`).join("\n")}` : "") +
    textFooter(brand);
  return { template, subject, html: layout(brand, subject, body), text };
}

/** The English message in the mail's language. */
const say = (brand: MailBrand) => (english: string, values?: MessageValues) => words(brand, english, values);

/** A day as the mail's language writes it: "23 Nov 2026", "23 नवंबर 2026". */
const dayOf = (brand: MailBrand, at: Date) => (brand.language === "hi" ? formatLongDate(at, "hi") : formatDate(at));

/** The pre-debit notice: what will be charged, when, and how to skip or cancel before it. */
export function preDebitMail(
  brand: MailBrand,
  input: Shopper & { amount: Paise; chargeAt: Date; everyMonths: number; lines: string[] },
): Mail {
  const w = say(brand);
  const when = dayOf(brand, input.chargeAt);
  const page = subscriptionPagePath(input.id);
  const amount = formatRupees(input.amount);
  const number = String(input.number);
  return mail(
    brand,
    "subscription-pre-debit",
    w("{amount} will be charged on {date} for your {shop} subscription S-{number}", {
      amount,
      date: when,
      shop: brand.shopName,
      number,
    }),
    w("Your next delivery is coming"),
    [
      w(
        "Hello {name}, your subscription S-{number} ({cadence}) will charge {amount} to your UPI Autopay or card mandate on {date}, and we will send your delivery: {lines}.",
        {
          name: input.firstName,
          number,
          cadence: w(cadenceLabel(input.everyMonths)),
          amount,
          date: when,
          lines: input.lines.join(", "),
        },
      ),
      w(
        "Nothing to do if you want it. To skip this delivery, pause or cancel the subscription, use the links below before that date. Cancelling is one click and costs nothing.",
      ),
    ],
    [
      [w("Skip this delivery"), `${page}&do=skip`],
      [w("Cancel the subscription"), `${page}&do=cancel`],
    ],
  );
}

/** A charge's lines that were out of stock: refunded for this cycle, the rest on its way. */
export function unfilledMail(
  brand: MailBrand,
  input: Shopper & { orderNumber: number; lines: string[]; refunded: Paise },
): Mail {
  const w = say(brand);
  const values = {
    name: input.firstName,
    number: String(input.number),
    lines: input.lines.join(", "),
    amount: formatRupees(input.refunded),
    order: String(input.orderNumber),
  };
  return mail(
    brand,
    "subscription-unfilled",
    w("Part of your subscription delivery is out of stock (order #{order})", values),
    w("Part of this delivery is out of stock"),
    [
      input.lines.length === 1
        ? w(
            "Hello {name}, this cycle of your subscription S-{number} was charged, but {lines} was out of stock. We have refunded {amount} for it to your original payment; the rest of order #{order} is on its way.",
            values,
          )
        : w(
            "Hello {name}, this cycle of your subscription S-{number} was charged, but {lines} were out of stock. We have refunded {amount} for them to your original payment; the rest of order #{order} is on its way.",
            values,
          ),
      w("Your subscription goes on as before."),
    ],
    [[w("See your subscription"), subscriptionPagePath(input.id)]],
  );
}

/** A charge failed (Razorpay retries): the shopper may fix the payment method at the provider's link. */
export function paymentPendingMail(brand: MailBrand, input: Shopper & { fixUrl: string | null }): Mail {
  const w = say(brand);
  const values = { name: input.firstName, number: String(input.number), shop: brand.shopName };
  return mail(
    brand,
    "subscription-payment-pending",
    w("We could not charge your {shop} subscription S-{number}", values),
    w("Your payment did not go through"),
    [
      w(
        "Hello {name}, the charge for your subscription S-{number} did not go through. Your bank will try again over the next days.",
        values,
      ),
      input.fixUrl
        ? w("If your UPI id or card has changed, update the payment method with the link below.")
        : w(
            "If your UPI id or card has changed, cancel this subscription and start a new one with the new payment method.",
          ),
    ],
    [
      ...(input.fixUrl ? ([[w("Update the payment method"), input.fixUrl]] as Array<[string, string]>) : []),
      [w("See your subscription"), subscriptionPagePath(input.id)],
    ],
  );
}

/** Every retry failed: the subscription has stopped; no more charges. */
export function haltedMail(brand: MailBrand, input: Shopper): Mail {
  const w = say(brand);
  const values = { name: input.firstName, number: String(input.number), shop: brand.shopName };
  return mail(
    brand,
    "subscription-halted",
    w("Your {shop} subscription S-{number} has stopped", values),
    w("Your subscription has stopped"),
    [
      w(
        "Hello {name}, the charges for your subscription S-{number} failed every time the bank tried, so it has stopped. No further money will be taken and no further deliveries sent.",
        values,
      ),
      w("You can start a new subscription from the product page whenever you like."),
    ],
    [[w("See your subscription"), subscriptionPagePath(input.id)]],
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
  const w = say(brand);
  const values = { name: input.firstName, number: String(input.number), date: dayOf(brand, input.skipped) };
  return mail(
    brand,
    "subscription-late-notice",
    w("We skipped the {date} delivery of your subscription S-{number}", values),
    w("We skipped one delivery"),
    [
      w(
        "Hello {name}, we could not remind you 24 hours before the charge of {date}, so we skipped that delivery rather than charge you without notice. Nothing was charged for it.",
        values,
      ),
      w("Your subscription goes on with the delivery after it."),
    ],
    [[w("See your subscription"), subscriptionPagePath(input.id)]],
  );
}
