// The e-mails of the grievance desk and of consent-based mail. Every marketing letter carries its
// one-click withdrawal link (DPDP Act s.6(4): withdrawing as easy as giving).
import { type GrievanceStatus, grievanceStatusNames } from "../../../core/schemas/grievances.ts";
import { type ConsentPurpose, consentPurposes } from "../../../core/schemas/privacy.ts";
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
} from "../mail/templates.ts";

const indiaDate = (date: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);

const multiline = (text: string) => escapeHtml(text).replaceAll("\n", "<br>");

export interface GrievanceMailInput {
  ticket: string;
  name: string;
  email: string;
  resolveBy: Date;
  officer: { name: string; designation: string; email: string; phone: string };
}

function followLink(brand: MailBrand, ticket: string, email: string) {
  return link(brand, `/grievances?ticket=${encodeURIComponent(ticket)}&email=${encodeURIComponent(email)}`);
}

/** Sent the moment a complaint is stored: the ticket, the due date and who handles it. */
export function grievanceReceivedMail(brand: MailBrand, input: GrievanceMailInput): Mail {
  const follow = followLink(brand, input.ticket, input.email);
  const due = indiaDate(input.resolveBy);
  const officer = `${input.officer.name}, ${input.officer.designation}`;
  const subject = `We received your complaint ${input.ticket}`;
  const body =
    heading("We have your complaint") +
    paragraph(
      `Hello ${escapeHtml(input.name)}, thank you for writing to us. Your ticket number is <strong>${escapeHtml(input.ticket)}</strong>.`,
    ) +
    paragraph(
      `${escapeHtml(officer)} will look into it and reply by <strong>${escapeHtml(due)}</strong> at the latest (within one month of receipt).`,
    ) +
    (follow ? button("Follow your complaint", follow) : "") +
    quiet(
      `Our grievance officer: ${escapeHtml(officer)} · ${escapeHtml(input.officer.email)} · ${escapeHtml(input.officer.phone)}`,
    );
  const text =
    `We have your complaint\n\nHello ${input.name}, thank you for writing to us. Your ticket number is ${input.ticket}.\n\n` +
    `${officer} will look into it and reply by ${due} at the latest (within one month of receipt).` +
    (follow ? `\n\nFollow your complaint: ${follow}` : "") +
    `\n\nOur grievance officer: ${officer}, ${input.officer.email}, ${input.officer.phone}` +
    textFooter(brand);
  return { template: "grievance-received", subject, html: layout(brand, `Ticket ${input.ticket}`, body), text };
}

/** The officer's reply, with the complaint's new state. */
export function grievanceReplyMail(
  brand: MailBrand,
  input: GrievanceMailInput & { status: GrievanceStatus; reply: string },
): Mail {
  const follow = followLink(brand, input.ticket, input.email);
  const state = grievanceStatusNames[input.status];
  const subject = `Your complaint ${input.ticket}: ${state}`;
  const body =
    heading(`Complaint ${input.ticket}`) +
    paragraph(`Hello ${escapeHtml(input.name)}, your complaint is now: <strong>${escapeHtml(state)}</strong>.`) +
    paragraph(multiline(input.reply)) +
    (follow ? button("See your complaint", follow) : "") +
    quiet(
      `${escapeHtml(input.officer.name)}, ${escapeHtml(input.officer.designation)} · ${escapeHtml(input.officer.email)}`,
    );
  const text =
    `Complaint ${input.ticket}\n\nHello ${input.name}, your complaint is now: ${state}.\n\n${input.reply}` +
    (follow ? `\n\nSee your complaint: ${follow}` : "") +
    `\n\n${input.officer.name}, ${input.officer.designation}, ${input.officer.email}` +
    textFooter(brand);
  return { template: "grievance-reply", subject, html: layout(brand, state, body), text };
}

/** A letter sent under a consent; its footer says why it came and stops it in one click. */
export function letterMail(
  brand: MailBrand,
  input: { purpose: ConsentPurpose; subject: string; message: string; withdrawToken: string },
): Mail {
  const stop = pageLink(brand, `/unsubscribe?token=${encodeURIComponent(input.withdrawToken)}`);
  const why = `You receive this because you said yes to “${consentPurposes[input.purpose].label}”.`;
  const body =
    heading(input.subject) +
    paragraph(multiline(input.message)) +
    quiet(
      `${escapeHtml(why)}${stop ? ` <a href="${escapeHtml(stop)}" style="color:#5B3F8C;">Stop these e-mails</a> (one click).` : ""}`,
    );
  const text =
    `${input.subject}\n\n${input.message}\n\n${why}` +
    (stop ? `\nStop these e-mails: ${stop}` : "") +
    textFooter(brand);
  return {
    template: `letter-${input.purpose}`,
    subject: input.subject,
    html: layout(brand, input.subject, body),
    text,
    purpose: input.purpose,
    headers: oneClickHeaders(brand, input.withdrawToken),
  };
}

/** POST to this address withdraws the consent its token belongs to, without a page (RFC 8058). */
export function oneClickUrl(brand: MailBrand, withdrawToken: string): string | undefined {
  return link(brand, `/api/consents/one-click?token=${encodeURIComponent(withdrawToken)}`);
}

/**
 * The headers of every mail sent under a consent (RFC 2369 List-Unsubscribe, RFC 8058 one-click):
 * a mail program's "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the https address.
 */
export function oneClickHeaders(brand: MailBrand, withdrawToken: string): Record<string, string> | undefined {
  const url = oneClickUrl(brand, withdrawToken);
  if (!url) return undefined;
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
