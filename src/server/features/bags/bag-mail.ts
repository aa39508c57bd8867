// The reminder about a bag left without an order, on every channel: the lines as they are now (price
// and stock read again), a link that rebuilds the bag, and how to stop these reminders. The WhatsApp
// template `bag_reminder` (registered in WhatsApp Manager, see decision 0030) takes the first name and
// the bag's summary in its body, the restore token in its first URL button and the stop token in its
// second; its footer reads "Reply STOP to stop these reminders".
import type { CartItem } from "../../../core/cart.ts";
import { formatRupees } from "../../../core/money.ts";
import { countOf } from "../../../core/plural.ts";
import { button, escapeHtml, heading, layout, paragraph, quiet, textFooter } from "../mail/templates.ts";
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

function lineNote(item: CartItem): string {
  if (item.stock <= 0) return "Sold out just now";
  if (item.stock < item.quantity) return `Only ${item.stock} left`;
  if (item.stock <= 3) return `Only ${item.stock} left`;
  return "";
}

function summary(items: readonly CartItem[]): string {
  const first = items[0];
  if (!first) return "your bag";
  return items.length === 1 ? first.name : `${first.name} and ${countOf(items.length - 1, "more item")}`;
}

export const bagReminderMessage: MessageDefinition<BagReminderData> = {
  mail(brand, data, stop) {
    const restore = brand.publicUrl
      ? new URL(`/bag/restore?token=${encodeURIComponent(data.restoreToken)}`, brand.publicUrl).toString()
      : undefined;
    const hello = data.firstName ? `Hello ${data.firstName},` : "Hello,";
    const subject = data.step === 1 ? "You left something in your bag" : "Your bag is still waiting";
    const rows = data.items
      .map((item) => {
        const note = lineNote(item);
        return `<tr><td style="padding:8px 0;border-bottom:1px solid #EFE7DC;">${escapeHtml(item.name)}<br><span style="font-size:14px;color:#5C5563;">${escapeHtml(item.title)} · ${item.quantity} × ${escapeHtml(rupees(item.price))}${note ? ` · <strong>${escapeHtml(note)}</strong>` : ""}</span></td></tr>`;
      })
      .join("");
    const why = "You receive this because you asked us to remind you about your bag.";
    const body =
      heading(subject) +
      paragraph(`${escapeHtml(hello)} these are waiting in your bag, at today's prices:`) +
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>` +
      (restore ? button("Return to my bag", restore) : "") +
      quiet(
        `${escapeHtml(why)}${stop?.page ? ` <a href="${escapeHtml(stop.page)}" style="color:#5B3F8C;">Stop these reminders</a> (one click).` : ""}`,
      );
    const text =
      `${subject}\n\n${hello} these are waiting in your bag, at today's prices:\n\n` +
      data.items
        .map((item) => {
          const note = lineNote(item);
          return `- ${item.name} (${item.title}): ${item.quantity} × ${rupees(item.price)}${note ? ` (${note})` : ""}`;
        })
        .join("\n") +
      (restore ? `\n\nReturn to your bag: ${restore}` : "") +
      `\n\n${why}` +
      (stop?.page ? `\nStop these reminders: ${stop.page}` : "") +
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
