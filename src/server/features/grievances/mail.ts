// The grievance desk's own mails beyond the complainant's (privacy/mail.ts): the alert the grievance
// officer gets when a complaint is filed, and the code that proves a guest's e-mail address.
import { formatDateTime } from "../../../core/dates.ts";
import {
  codeBlock,
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

export interface OfficerAlertInput {
  ticket: string;
  name: string;
  email: string;
  topicName: string;
  orderNumber: number | null;
  acknowledgeBy: Date;
  resolveBy: Date;
}

/** To the grievance officer (settings' contact), once per complaint: who, about what, and the clock. */
export function grievanceOfficerAlertMail(brand: MailBrand, input: OfficerAlertInput): Mail {
  const queue = link(brand, "/admin-grievances");
  const order = input.orderNumber === null ? "" : ` · order #${input.orderNumber}`;
  const acknowledge = formatDateTime(input.acknowledgeBy);
  const resolve = formatDateTime(input.resolveBy);
  const subject = `New complaint ${input.ticket}: acknowledge by ${acknowledge}`;
  const body =
    heading(`New complaint ${escapeHtml(input.ticket)}`) +
    paragraph(
      `${escapeHtml(input.name)} (${escapeHtml(input.email)}) wrote about: <strong>${escapeHtml(input.topicName)}</strong>${escapeHtml(order)}.`,
    ) +
    paragraph(
      `Acknowledge it by <strong>${escapeHtml(acknowledge)}</strong> and resolve it by <strong>${escapeHtml(resolve)}</strong> (Consumer Protection (E-Commerce) Rules 2020).`,
    ) +
    (queue ? paragraph(`<a href="${escapeHtml(queue)}" style="color:#5B3F8C;">Open the complaints queue</a>`) : "") +
    quiet("The complaint's text is in the queue, not in this e-mail.");
  const text =
    `New complaint ${input.ticket}\n\n${input.name} (${input.email}) wrote about: ${input.topicName}${order}.\n\n` +
    `Acknowledge it by ${acknowledge} and resolve it by ${resolve} (Consumer Protection (E-Commerce) Rules 2020).` +
    (queue ? `\n\nOpen the complaints queue: ${queue}` : "") +
    textFooter(brand);
  return { template: "grievance-officer-alert", subject, html: layout(brand, subject, body), text };
}

/** The code a guest types at the grievance desk to show the address is theirs (issue 32 point 8). */
export function grievanceCodeMail(brand: MailBrand, input: { code: string }): Mail {
  const subject = `Your ${brand.shopName} complaint code`;
  const body =
    heading("Confirm your e-mail") +
    paragraph("Enter this code on the complaint form at our grievance desk to send your complaint:") +
    codeBlock(input.code) +
    paragraph("The code is valid for 10 minutes.") +
    quiet("If you did not ask for it, you can ignore this e-mail: nothing is sent without the code.");
  const text =
    `Confirm your e-mail\n\nEnter this code on the complaint form at our grievance desk to send your complaint.\n\n` +
    `Your verification code: ${input.code}\n\nThe code is valid for 10 minutes.\n\n` +
    "If you did not ask for it, you can ignore this e-mail: nothing is sent without the code." +
    textFooter(brand);
  return { template: "grievance-code", subject, html: layout(brand, `Your code: ${input.code}`, body), text };
}
