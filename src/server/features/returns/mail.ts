// The shopper's mails about a return, one per step: requested, approved (with the pickup), rejected
// (with the reason), received, refunded (how much, where it goes and when it arrives), and a refund
// that failed at the provider. Each is queued in the transaction that made the step, once
// per return and step (the outbox row's id is made from both), so a repeat writes nothing. In the
// order's language (decision 0064): the words are messages of mail/mail-hindi.ts.
import { type Language, type MessageValues, pathIn } from "../../../core/i18n.ts";
import { formatRupees } from "../../../core/money.ts";
import type { PaidWith } from "../../../core/refund-words.ts";
import { returnLabel } from "../../../core/schemas/returns.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { queueMailOnce } from "../mail/service.ts";
import {
  button,
  escapeHtml,
  heading,
  layout,
  link,
  type Mail,
  type MailBrand,
  mailWords,
  words as mailWordsOf,
  paragraph,
  quiet,
  textFooter,
} from "../mail/templates.ts";
import { returnRefundSentences } from "../refunds/words.ts";
import type { ReturnRow } from "./queries.ts";

export type ReturnMailKind =
  | "requested"
  | "approved"
  | "rejected"
  | "received"
  | "refunded"
  | "exchanged"
  | "refund_failed";

export interface ReturnMailInput {
  kind: ReturnMailKind;
  returnNumber: string;
  orderId: string;
  orderNumber: number | null;
  firstName: string;
  /** "Amethyst Tumble (Small) × 1" per line. */
  lines: string[];
  pickup: string | null;
  rejectReason: string | null;
  /** An exchange (decision 0034): the replacement order, the payment link and the money either way. */
  exchange?: { orderNumber: number | null; payLink: string | null; toPay: string | null; toRefund: string | null };
  /**
   * The refund's words, one sentence per refund (refunds/words.ts): how much, where it goes and when it
   * arrives. A return's refund, or an exchange's difference.
   */
  refunds?: string[];
}

const stepWords: Record<ReturnMailKind, { subject: string; heading: string; lead: string }> = {
  requested: {
    subject: "we have your return request",
    heading: "We have your return request",
    lead: "We will look at it within two working days and e-mail you when it is approved.",
  },
  approved: {
    subject: "your return is approved",
    heading: "Your return is approved",
    lead: "Please pack the items in their original packaging. The courier will collect them from your delivery address.",
  },
  rejected: {
    subject: "we could not accept your return",
    heading: "We could not accept your return",
    lead: "We are sorry: this return could not be accepted.",
  },
  received: {
    subject: "your return reached us",
    heading: "Your return reached us",
    lead: "The items are back at our studio. Your refund is on its way; we will e-mail you when it is sent.",
  },
  refunded: {
    subject: "your return is refunded",
    heading: "Your refund is sent",
    lead: "The refund for your return is on its way.",
  },
  exchanged: {
    subject: "your replacement order is placed",
    heading: "Your replacement order is placed",
    lead: "The items you sent back are exchanged for the ones you chose.",
  },
  refund_failed: {
    subject: "your refund did not go through",
    heading: "Your refund did not go through",
    lead: "The payment provider could not complete the refund for your return. We will send it again and e-mail you when it is on its way.",
  },
};

/** The lead of an exchange's mails where a return's would speak of a refund. */
const exchangeLeads: Partial<Record<ReturnMailKind, string>> = {
  requested: "We will look at your exchange within two working days and e-mail you when it is approved.",
  received: "The items are back at our studio. We are placing your replacement order.",
};

export function returnMail(brand: MailBrand, input: ReturnMailInput): Mail {
  const say = (english: string, values?: MessageValues) => mailWordsOf(brand, english, values);
  const english = { ...stepWords[input.kind] };
  const leadForExchange = input.exchange ? exchangeLeads[input.kind] : undefined;
  if (leadForExchange) english.lead = leadForExchange;
  const w = { subject: say(english.subject), heading: say(english.heading), lead: say(english.lead) };
  const order =
    input.orderNumber === null ? say("your order") : say("order #{number}", { number: String(input.orderNumber) });
  const ret = input.returnNumber;
  const subject = say("Return {ret} of {order}: {what}", { ret, order, what: w.subject });
  const account = link(brand, pathIn(brand.language ?? "en", `/userdashboard?tab=orderHistory&order=${input.orderId}`));
  const swap = input.kind === "exchanged" ? input.exchange : undefined;
  const refunds = input.refunds ?? [];
  const extra = [
    ...(input.kind === "refunded" ? refunds : []),
    input.pickup ? say("Pickup: {pickup}", { pickup: input.pickup }) : "",
    input.rejectReason ? say("Why: {reason}", { reason: input.rejectReason }) : "",
    swap ? say("Replacement order: #{number}", { number: String(swap.orderNumber ?? "") }) : "",
    swap?.toPay
      ? say("Please pay the difference of {amount}; your replacement ships once it is paid.", { amount: swap.toPay })
      : "",
    ...(swap?.toRefund
      ? refunds.length > 0
        ? refunds.map((sentence) => say("The difference: {sentence}", { sentence }))
        : [say("The difference of {amount} is refunded.", { amount: swap.toRefund })]
      : []),
    swap && !swap.toPay ? say("It ships as every order does; we will e-mail you the tracking.") : "",
  ].filter(Boolean);
  const payLink = swap?.toPay && swap.payLink ? link(brand, swap.payLink) : null;
  const body =
    heading(w.heading) +
    paragraph(
      say("Hello {name}, return <strong>{ret}</strong> of {order}.", {
        name: escapeHtml(input.firstName),
        ret: escapeHtml(ret),
        order: escapeHtml(order),
      }),
    ) +
    paragraph(escapeHtml(w.lead)) +
    extra.map((line) => paragraph(escapeHtml(line))).join("") +
    paragraph(input.lines.map(escapeHtml).join("<br>")) +
    (payLink ? button(say("Pay {amount}", { amount: swap?.toPay ?? "" }), payLink) : "") +
    (account ? button(say("See your return"), account) : "") +
    quiet(say("Questions? Simply reply to this e-mail."));
  const text =
    `${w.heading}\n\n${say("Hello {name}, return {ret} of {order}.", { name: input.firstName, ret, order })}\n\n${w.lead}` +
    extra.map((line) => `\n\n${line}`).join("") +
    `\n\n${input.lines.join("\n")}` +
    (payLink ? `\n\n${say("Pay the difference")}: ${payLink}` : "") +
    (account ? `\n\n${say("See your return")}: ${account}` : "") +
    textFooter(brand);
  return { template: `return-${input.kind}`, subject, html: layout(brand, subject, body), text };
}

/** Queues the step's mail unless this return had it already; answers whether it queued one. */
export async function queueReturnMail(
  ctx: AppContext,
  tx: Executor,
  kind: ReturnMailKind,
  row: ReturnRow,
  order: { number: number | null; email: string; firstName: string; paidWith: PaidWith | null; language: Language },
  lines: readonly { name: string; variantname: string; quantity: number; exchangeVariantId?: string | null }[],
  replacement: { number: number | null } | null = null,
): Promise<boolean> {
  // the refund's words in the order's language, read through this transaction (refunds/words.ts)
  const language = order.language;
  const refunds =
    kind === "refunded" || kind === "exchanged"
      ? await returnRefundSentences(
          ctx,
          tx,
          row.id,
          order.paidWith,
          kind === "exchanged" ? ":difference" : undefined,
          mailWords(language),
        )
      : [];
  const pickup = row.pickupCourierName
    ? `${row.pickupCourierName}${row.pickupAwb ? `, AWB ${row.pickupAwb}` : ""}`
    : null;
  return queueMailOnce(
    ctx,
    tx,
    `return-mail:${row.id}:${kind}`,
    order.email,
    (brand) =>
      returnMail(brand, {
        kind,
        returnNumber: returnLabel(row.number),
        orderId: row.orderId,
        orderNumber: order.number,
        firstName: order.firstName,
        lines: lines.map((line) => `${line.name} (${line.variantname}) × ${line.quantity}`),
        pickup: kind === "approved" ? pickup : null,
        rejectReason: kind === "rejected" ? row.rejectReason : null,
        refunds,
        exchange: lines.some((line) => line.exchangeVariantId)
          ? {
              orderNumber: replacement?.number ?? null,
              payLink: row.paymentLinkUrl,
              toPay: row.exchangeToPay ? formatRupees(row.exchangeToPay) : null,
              toRefund: row.exchangeToRefund ? formatRupees(row.exchangeToRefund) : null,
            }
          : undefined,
      }),
    language,
  );
}
