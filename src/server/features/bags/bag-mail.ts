// The reminder about a bag left without an order, on every channel: the lines as they are now (price
// and stock read again), a link that rebuilds the bag, and how to stop these reminders. The WhatsApp
// template `bag_reminder` (registered in WhatsApp Manager, see decision 0030) takes the first name and
// the bag's summary in its body, the restore token in its first URL button and the stop token in its
// second; its footer reads "Reply STOP to stop these reminders". The mail is in the member's language
// where the address is a member's (decision 0064): its words are messages of mail/mail-hindi.ts.
import type { CartItem } from "../../../core/cart.ts";
import { type MessageValues, pathIn } from "../../../core/i18n.ts";
import { formatRupees } from "../../../core/money.ts";
import { countOf } from "../../../core/plural.ts";
import {
  button,
  escapeHtml,
  heading,
  layout,
  type MailBrand,
  paragraph,
  quiet,
  textFooter,
  words,
} from "../mail/templates.ts";
import type { MessageDefinition } from "../messaging/send.ts";

export interface BagReminderData {
  firstName: string | null;
  items: CartItem[];
  /** The restore link's token (the mail's link is /bag/restore?token=). */
  restoreToken: string;
  /** 1 or 2: the second is the last. */
  step: 1 | 2;
}

const rupees = (price: number) => formatRupees(Math.round(price * 100));

function lineNote(brand: MailBrand, item: CartItem): string {
  if (item.stock <= 0) return words(brand, "Sold out just now");
  if (item.stock < item.quantity || item.stock <= 3) return words(brand, "Only {count} left", { count: item.stock });
  return "";
}

function summary(items: readonly CartItem[]): string {
  const first = items[0];
  if (!first) return "your bag";
  return items.length === 1 ? first.name : `${first.name} and ${countOf(items.length - 1, "more item")}`;
}

export const bagReminderMessage: MessageDefinition<BagReminderData> = {
  mail(brand, data, stop) {
    const w = (english: string, values?: MessageValues) => words(brand, english, values);
    const restore = brand.publicUrl
      ? new URL(
          pathIn(brand.language ?? "en", `/bag/restore?token=${encodeURIComponent(data.restoreToken)}`),
          brand.publicUrl,
        ).toString()
      : undefined;
    const hello = data.firstName ? w("Hello {name},", { name: data.firstName }) : w("Hello,");
    const subject = data.step === 1 ? w("You left something in your bag") : w("Your bag is still waiting");
    const waiting = w("these are waiting in your bag, at today's prices:");
    const rows = data.items
      .map((item) => {
        const note = lineNote(brand, item);
        return `<tr><td style="padding:8px 0;border-bottom:1px solid #EFE7DC;">${escapeHtml(item.name)}<br><span style="font-size:14px;color:#5C5563;">${escapeHtml(item.title)} · ${item.quantity} × ${escapeHtml(rupees(item.price))}${note ? ` · <strong>${escapeHtml(note)}</strong>` : ""}</span></td></tr>`;
      })
      .join("");
    const why = w("You receive this because you asked us to remind you about your bag.");
    const stopLink = (href: string) =>
      w("{link} (one click).", {
        link: `<a href="${escapeHtml(href)}" style="color:#5B3F8C;">${escapeHtml(w("Stop these reminders"))}</a>`,
      });
    const body =
      heading(subject) +
      paragraph(`${escapeHtml(hello)} ${waiting}`) +
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>` +
      (restore ? button(w("Return to my bag"), restore) : "") +
      quiet(`${escapeHtml(why)}${stop?.page ? ` ${stopLink(stop.page)}` : ""}`);
    const text =
      `${subject}\n\n${hello} ${waiting}\n\n` +
      data.items
        .map((item) => {
          const note = lineNote(brand, item);
          return `- ${item.name} (${item.title}): ${item.quantity} × ${rupees(item.price)}${note ? ` (${note})` : ""}`;
        })
        .join("\n") +
      (restore ? `\n\n${w("Return to your bag")}: ${restore}` : "") +
      `\n\n${why}` +
      (stop?.page ? `\n${w("Stop these reminders")}: ${stop.page}` : "") +
      textFooter(brand);
    return { template: "bag-reminder", subject, html: layout(brand, subject, body), text };
  },
  whatsapp(_brand, data, stop) {
    return {
      name: "bag_reminder",
      language: "en",
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: data.firstName ?? "there" },
            { type: "text", text: summary(data.items) },
          ],
        },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: data.restoreToken }] },
        ...(stop
          ? [{ type: "button", sub_type: "url", index: "1", parameters: [{ type: "text", text: stop.token }] }]
          : []),
      ],
    };
  },
};
