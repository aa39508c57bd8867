// The two messages of a back-in-stock request: the confirm link (double opt-in, e-mail only; sent
// because the address was typed on the product page, so it carries no withdrawal link: nothing
// follows unless it is clicked) and the one notice when the piece is back, sent through the messaging
// channel (e-mail, and WhatsApp for a shopper who said yes to it) under the back_in_stock consent with
// its one-click stop. A withdrawal drops the notices still waiting in either outbox (privacy/consents.ts).
// Both mails are in the member's language where the address is a member's (decision 0064), their words
// messages of mail/mail-hindi.ts; the piece's name stays as the catalogue writes it.
import { type MessageValues, pathIn } from "../../../core/i18n.ts";
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
  words,
} from "../mail/templates.ts";
import type { MessageDefinition } from "../messaging/send.ts";

export interface PieceNamed {
  productName: string;
  variantName: string;
  /** /productdetails/{productId}-{index} */
  productPath: string;
}

const pieceName = (piece: PieceNamed) =>
  piece.variantName && piece.variantName !== piece.productName
    ? `${piece.productName} (${piece.variantName})`
    : piece.productName;

export function confirmRequestMail(brand: MailBrand, input: PieceNamed & { token: string }): Mail {
  const w = (english: string, values?: MessageValues) => words(brand, english, values);
  const confirm = link(
    brand,
    pathIn(brand.language ?? "en", `/back-in-stock?token=${encodeURIComponent(input.token)}`),
  );
  const name = pieceName(input);
  const subject = w("Confirm: tell me when {name} is back", { name });
  const title = w("Confirm your request");
  const asked = "Someone, we hope you, asked us to e-mail this address once when {name} is back in stock.";
  const askedHtml =
    "Someone, we hope you, asked us to e-mail this address once when <strong>{name}</strong> is back in stock.";
  const ignore = w("If it was not you, ignore this e-mail: without the click we will not write again.");
  const body =
    heading(title) +
    paragraph(w(askedHtml, { name: escapeHtml(name) })) +
    (confirm ? button(w("Yes, tell me"), confirm) : "") +
    quiet(ignore);
  const text =
    `${title}\n\n${w(asked, { name })}` +
    (confirm ? `\n\n${w("Yes, tell me")}: ${confirm}` : "") +
    `\n\n${ignore}` +
    textFooter(brand);
  return { template: "back-in-stock-confirm", subject, html: layout(brand, subject, body), text };
}

/**
 * The notice, on every channel (sent by sendMessage under the back_in_stock consent, which adds the
 * List-Unsubscribe headers to the mail). The WhatsApp template `back_in_stock` (registered in WhatsApp
 * Manager, see decision 0031) takes the piece's name in its body, the product's path after
 * /productdetails/ in its first URL button and the stop token in its second; its footer reads
 * "Reply STOP to stop WhatsApp messages".
 */
export const backInStockMessage: MessageDefinition<PieceNamed> = {
  mail(brand, input, stop) {
    const w = (english: string, values?: MessageValues) => words(brand, english, values);
    const piece = link(brand, pathIn(brand.language ?? "en", input.productPath));
    const name = pieceName(input);
    const subject = w("{name} is back in stock", { name });
    const title = w("It is back");
    const back = "{name} is back in stock. Pieces are few, so it may not stay long.";
    const backHtml = "<strong>{name}</strong> is back in stock. Pieces are few, so it may not stay long.";
    const why = w("You receive this because you asked to be told once when it is back.");
    const stopLink = (href: string) =>
      w("{link} (one click).", {
        link: `<a href="${escapeHtml(href)}" style="color:#5B3F8C;">${escapeHtml(w("Stop these e-mails"))}</a>`,
      });
    const body =
      heading(title) +
      paragraph(w(backHtml, { name: escapeHtml(name) })) +
      (piece ? button(w("See it now"), piece) : "") +
      quiet(`${escapeHtml(why)}${stop?.page ? ` ${stopLink(stop.page)}` : ""}`);
    const text =
      `${title}\n\n${w(back, { name })}` +
      (piece ? `\n\n${w("See it now")}: ${piece}` : "") +
      `\n\n${why}` +
      (stop?.page ? `\n${w("Stop these e-mails")}: ${stop.page}` : "") +
      textFooter(brand);
    return { template: "letter-back_in_stock", subject, html: layout(brand, subject, body), text };
  },
  whatsapp(_brand, input, stop) {
    return {
      name: "back_in_stock",
      language: "en",
      components: [
        { type: "body", parameters: [{ type: "text", text: pieceName(input) }] },
        {
          type: "button",
          sub_type: "url",
          index: "0",
          parameters: [{ type: "text", text: input.productPath.replace(/^\/productdetails\//, "") }],
        },
        ...(stop
          ? [{ type: "button", sub_type: "url", index: "1", parameters: [{ type: "text", text: stop.token }] }]
          : []),
      ],
    };
  },
};
