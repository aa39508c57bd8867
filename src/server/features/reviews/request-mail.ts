// The review request, on every channel: some days after an order arrived, one message with a link per
// piece to review it without signing in (/review?token=). The WhatsApp template `review_request`
// (registered in WhatsApp Manager, see decision 0033) takes the first name and the pieces in its body,
// the first piece's token in its first URL button and the stop token in its second; its footer reads
// "Reply STOP to stop these messages". The e-mail carries every piece's link, in the order's language
// (decision 0064): its words are messages of mail/mail-hindi.ts.
import { type MessageValues, pathIn } from "../../../core/i18n.ts";
import { mediaUrl } from "../../../core/media.ts";
import { countOf } from "../../../core/plural.ts";
import { button, escapeHtml, heading, layout, paragraph, quiet, textFooter, words } from "../mail/templates.ts";
import type { MessageDefinition } from "../messaging/send.ts";

export interface ReviewRequestData {
  firstName: string;
  orderNumber: string;
  lines: { name: string; variantName: string; imageKey: string | null; token: string }[];
}

function summary(lines: ReviewRequestData["lines"]): string {
  const first = lines[0];
  if (!first) return "your order";
  return lines.length === 1 ? first.name : `${first.name} and ${countOf(lines.length - 1, "more piece")}`;
}

export const reviewRequestMessage: MessageDefinition<ReviewRequestData> = {
  mail(brand, data, stop) {
    // the review page in the mail's language (/hi/review for a Hindi order)
    const page = (token: string) => pathIn(brand.language ?? "en", `/review?token=${encodeURIComponent(token)}`);
    const link = (token: string) => (brand.publicUrl ? new URL(page(token), brand.publicUrl).toString() : page(token));
    const image = (key: string | null) =>
      key && brand.publicUrl ? new URL(mediaUrl(key, 240), brand.publicUrl).toString() : null;
    const w = (english: string, values?: MessageValues) => words(brand, english, values);
    const subject = w("How are you finding your pieces?");
    const hello = w("Hello {name},", { name: data.firstName });
    const intro = w(
      "your order {number} arrived a few days ago. A few words about each piece help other shoppers choose, and they help us too.",
      { number: data.orderNumber },
    );
    const rows = data.lines
      .map((line) => {
        const picture = image(line.imageKey);
        return (
          `<tr>${picture ? `<td style="padding:12px 12px 12px 0;width:72px;vertical-align:top;"><img src="${escapeHtml(picture)}" width="72" height="72" alt="" style="border-radius:8px;display:block;"></td>` : ""}` +
          `<td style="padding:12px 0;vertical-align:top;border-bottom:1px solid #EFE7DC;">${escapeHtml(line.name)}<br><span style="font-size:14px;color:#5C5563;">${escapeHtml(line.variantName)}</span><br>` +
          `<a href="${escapeHtml(link(line.token))}" style="color:#5B3F8C;font-weight:bold;">${escapeHtml(w("Review {name}", { name: line.name }))}</a></td></tr>`
        );
      })
      .join("");
    const only = data.lines[0];
    const why = w("You receive this because you asked us to ask you for reviews. No sign-in is needed.");
    const stopLink = (href: string) =>
      w("{link} (one click).", {
        link: `<a href="${escapeHtml(href)}" style="color:#5B3F8C;">${escapeHtml(w("Stop these e-mails"))}</a>`,
      });
    const body =
      heading(subject) +
      paragraph(`${escapeHtml(hello)} ${escapeHtml(intro)}`) +
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>` +
      (data.lines.length === 1 && only ? button(w("Write a review"), link(only.token)) : "") +
      quiet(`${escapeHtml(why)}${stop?.page ? ` ${stopLink(stop.page)}` : ""}`);
    const text =
      `${subject}\n\n${hello} ${intro}\n\n` +
      data.lines.map((line) => `- ${line.name} (${line.variantName}): ${link(line.token)}`).join("\n") +
      `\n\n${why}` +
      (stop?.page ? `\n${w("Stop these e-mails")}: ${stop.page}` : "") +
      textFooter(brand);
    return { template: "review-request", subject, html: layout(brand, subject, body), text };
  },
  whatsapp(_brand, data, stop) {
    const first = data.lines[0];
    return {
      name: "review_request",
      language: "en",
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: data.firstName },
            { type: "text", text: summary(data.lines) },
          ],
        },
        ...(first
          ? [{ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: first.token }] }]
          : []),
        ...(stop
          ? [{ type: "button", sub_type: "url", index: "1", parameters: [{ type: "text", text: stop.token }] }]
          : []),
      ],
    };
  },
};
