// The messaging channels behind one call: sendMessage(ctx, tx, message) writes the message to the
// e-mail outbox and, when WhatsApp is configured and the shopper agreed to it, to the WhatsApp outbox,
// inside the caller's transaction; each at most once per dedupe key, each only under the consent its
// purpose needs, each with its one-click stop (List-Unsubscribe headers for mail, a stop button and
// "reply STOP" footer for WhatsApp). Call sendQueuedMessages(ctx) after the commit. The mail is in the
// message's language (an order's), else the member's whose address it is, else English (decision 0064);
// WhatsApp's templates are registered in English and stay so.
import { type Language, pathIn } from "../../../core/i18n.ts";
import { normalizeIndianPhone } from "../../../core/phone.ts";
import type { ConsentPurpose } from "../../../core/schemas/privacy.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { memberLanguage } from "../accounts/service.ts";
import { mailBrand, queueMailOnce } from "../mail/service.ts";
import type { Mail, MailBrand } from "../mail/templates.ts";
import { liveConsentOf, whatsappConsentOf } from "../privacy/consents.ts";
import { oneClickHeaders } from "../privacy/mail.ts";
import { enqueueWhatsappOnce, type WhatsappTemplate } from "./whatsapp-outbox.ts";

/** How a shopper stops messages of a purpose: the consent's token and its /unsubscribe page. */
export interface StopLink {
  token: string;
  /** The page with the one button (/unsubscribe?token=); undefined before the shop knows its address. */
  page: string | undefined;
}

/**
 * One kind of message on every channel. `whatsapp` is the approved template's name, language and
 * parameters (its footer text and button addresses are fixed when the template is registered with
 * WhatsApp; see docs/decisions/0030-messaging-and-abandoned-bags.md); without it the message is
 * e-mail only.
 */
export interface MessageDefinition<Data> {
  mail(brand: MailBrand, data: Data, stop: StopLink | null): Mail;
  whatsapp?(brand: MailBrand, data: Data, stop: StopLink | null): WhatsappTemplate;
}

/** A message that goes on WhatsApp only: its mail, if any, is the caller's (sendWhatsappMessage). */
export interface WhatsappDefinition<Data> {
  whatsapp(brand: MailBrand, data: Data, stop: StopLink | null): WhatsappTemplate;
}

export interface OutgoingMessage<Data> {
  to: { email?: string | null; phone?: string | null };
  /** The consent it is sent under; null for a message the sale itself needs (no consent asked). */
  purpose: ConsentPurpose | null;
  template: MessageDefinition<Data>;
  data: Data;
  /** One message per key and channel, whoever asks again. */
  dedupeKey: string;
  /** The mail's language (an order's); without it, the language of the member with the address, else English. */
  language?: Language;
}

/** What was written now: false for a channel without consent, address or set-up, or already sent. */
export interface SendAnswer {
  email: boolean;
  whatsapp: boolean;
}

function stopLink(brand: MailBrand, token: string): StopLink {
  // the stop page in the mail's language (/hi/unsubscribe for a Hindi reader)
  const path = pathIn(brand.language ?? "en", `/unsubscribe?token=${encodeURIComponent(token)}`);
  const page = brand.publicUrl ? new URL(path, brand.publicUrl) : null;
  return { token, page: page?.toString() };
}

export async function sendMessage<Data>(
  ctx: AppContext,
  tx: Executor,
  message: OutgoingMessage<Data>,
): Promise<SendAnswer> {
  const email = message.to.email?.trim().toLowerCase() || null;
  const answer: SendAnswer = { email: false, whatsapp: false };

  // consent-based messages need a live consent of the address for the purpose: no address, no message
  const consent = message.purpose && email ? await liveConsentOf(tx, email, message.purpose) : undefined;
  if (message.purpose && !consent) return answer;
  const language = message.language ?? (email ? await memberLanguage(tx, email) : "en");
  const brand = mailBrand(ctx, language);
  const stop = consent ? stopLink(brand, consent.withdrawToken) : null;

  if (email) {
    const mail = message.template.mail(brand, message.data, stop);
    const marked: Mail = consent
      ? {
          ...mail,
          purpose: message.purpose ?? undefined,
          headers: { ...mail.headers, ...oneClickHeaders(brand, consent.withdrawToken) },
        }
      : mail;
    answer.email = await queueMailOnce(ctx, tx, `message:${message.dedupeKey}`, email, () => marked);
  }

  const whatsapp = message.template.whatsapp;
  if (whatsapp) answer.whatsapp = await queueWhatsapp(ctx, tx, email, message, (data) => whatsapp(brand, data, stop));
  return answer;
}

/**
 * The WhatsApp part of sendMessage alone, for a message whose mail the caller queues itself (the
 * shipping updates: their mail is the record, queued under its own key). The same rules: the
 * purpose's live consent (none asked for purpose null), WhatsApp configured, the shopper's `whatsapp`
 * consent with a number, at most once per dedupe key. Answers whether it wrote the message now.
 */
export async function sendWhatsappMessage<Data>(
  ctx: AppContext,
  tx: Executor,
  message: Omit<OutgoingMessage<Data>, "template"> & { template: WhatsappDefinition<Data> },
): Promise<boolean> {
  if (!ctx.config.whatsapp) return false;
  const brand = mailBrand(ctx);
  const email = message.to.email?.trim().toLowerCase() || null;
  const consent = message.purpose && email ? await liveConsentOf(tx, email, message.purpose) : undefined;
  if (message.purpose && !consent) return false;
  const stop = consent ? stopLink(brand, consent.withdrawToken) : null;
  return queueWhatsapp(ctx, tx, email, message, (data) => message.template.whatsapp(brand, data, stop));
}

// WhatsApp: configured, and the shopper's yes to WhatsApp (with their number)
async function queueWhatsapp<Data>(
  ctx: AppContext,
  tx: Executor,
  email: string | null,
  message: { purpose: ConsentPurpose | null; data: Data; dedupeKey: string },
  template: (data: Data) => WhatsappTemplate,
): Promise<boolean> {
  if (!ctx.config.whatsapp || !email) return false;
  const agreed = await whatsappConsentOf(tx, email);
  const phone = normalizeIndianPhone(agreed?.phone ?? "");
  if (!agreed || !/^\d{10}$/.test(phone)) return false;
  return enqueueWhatsappOnce(tx, {
    key: message.dedupeKey,
    to: `91${phone}`,
    email,
    purpose: message.purpose,
    template: template(message.data),
  });
}

/** After the transaction that queued messages has committed: wake the senders. */
export function sendQueuedMessages(ctx: AppContext): void {
  ctx.mailer.wake();
  ctx.whatsapp?.wake();
}
