// Gift cards' mails (decision 0062): the buyer's receipt when the card is paid (never the code: it is
// made on the day the card is sent), the card itself to its recipient with the code, the amount, the
// buyer's message and until when it works, and the buyer's copy of it (to print and hand over). The
// code appears in these two mails only; the shop keeps its hash. Each is in the card's language (the
// page it was bought on, decision 0064): `words` says the English message in it (mail-hindi.ts).
import type { MessageValues } from "../../../core/i18n.ts";
import { formatRupees, type Paise } from "../../../core/money.ts";
import {
  button,
  escapeHtml,
  heading,
  layout,
  type Mail,
  type MailBrand,
  pageLink,
  paragraph,
  quiet,
  textFooter,
  words,
} from "../mail/templates.ts";

/** The holder's page: the balance check, which also prints the card once the code is typed. */
export const giftCardBalancePath = "/gift-cards/balance";

const say = (brand: MailBrand) => (english: string, values?: MessageValues) => words(brand, english, values);

export function giftCardPaidMail(
  brand: MailBrand,
  /** sendOn: the day written in the mail's language ("12 Nov 2027", "12 नवंबर 2027"). */
  input: { buyerName: string; recipientName: string; amount: Paise; number: number; sendOn: string; today: boolean },
): Mail {
  const w = say(brand);
  const amount = formatRupees(input.amount);
  const names = { amount, buyer: input.buyerName, recipient: input.recipientName };
  const subject = w("Your {amount} {shop} gift card for {recipient} is paid", { ...names, shop: brand.shopName });
  const lines = [
    w("Hello {buyer}, thank you! Your {amount} gift card (G-{number}) for {recipient} is paid.", {
      ...names,
      number: String(input.number),
    }),
    input.today
      ? w(
          "We will e-mail it to {recipient} today, with your message, and send you a copy with the code to print or hand over.",
          names,
        )
      : w(
          "We will e-mail it to {recipient} on {date}, with your message, and send you a copy with the code to print or hand over.",
          { ...names, date: input.sendOn },
        ),
    w("Gift cards are not goods: no tax invoice is issued for the card. The GST is charged on what it buys."),
  ];
  const body = heading(w("Your gift card is paid")) + lines.map((line) => paragraph(escapeHtml(line))).join("");
  return {
    template: "gift-card-paid",
    subject,
    html: layout(brand, subject, body + quiet(w("Questions? Simply reply to this e-mail."))),
    text: `${lines.join("\n\n")}${textFooter(brand)}`,
  };
}

interface CardWords {
  recipientName: string;
  buyerName: string;
  amount: Paise;
  /** The whole code, grouped ("7KQM-2D9X-…"). */
  code: string;
  message: string | null;
  /** "12 Nov 2027" ("12 नवंबर 2027" in a Hindi mail): the last day it works. */
  expires: string;
  goodwill: boolean;
}

function cardBody(brand: MailBrand, input: CardWords, intro: string) {
  const w = say(brand);
  const amount = formatRupees(input.amount);
  // the holder's pages in the mail's language (/hi/gift-cards/balance, /hi/shop for a Hindi card)
  const balanceUrl = pageLink(brand, giftCardBalancePath);
  const shopUrl = pageLink(brand, "/shop");
  const html =
    paragraph(escapeHtml(intro)) +
    (input.message
      ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #b08d57;font-style:italic;">${escapeHtml(input.message).replaceAll("\n", "<br>")}</blockquote>`
      : "") +
    paragraph(
      w("{amount} to spend at {shop}, with this code:", {
        amount: `<strong>${escapeHtml(amount)}</strong>`,
        shop: escapeHtml(brand.shopName),
      }),
    ) +
    // a 19-character code: smaller and tighter than a sign-in code's block, so it fits a phone's width
    `<p style="margin:16px 0 24px;padding:14px 16px;border:1px solid #b08d57;border-radius:8px;font-family:'Courier New',Courier,monospace;font-size:20px;font-weight:700;letter-spacing:0.06em;white-space:nowrap;">${escapeHtml(input.code)}</p>` +
    paragraph(
      escapeHtml(
        w(
          "Valid until {date}. Enter the code at checkout: it pays what it can of your order, and what is left stays on the card for next time.",
          { date: input.expires },
        ),
      ),
    ) +
    (shopUrl ? button(w("Start shopping"), shopUrl) : "") +
    (balanceUrl
      ? quiet(
          w("Check the balance or print the card at {link}.", {
            link: `<a href="${escapeHtml(balanceUrl)}">${escapeHtml(balanceUrl)}</a>`,
          }),
        )
      : "") +
    quiet(w("Keep this code private: anyone who has it can spend the card."));
  const text = [
    intro,
    input.message ? `"${input.message}"` : "",
    `${w("{amount} to spend at {shop}, with this code:", { amount, shop: brand.shopName })} ${input.code}`,
    w("Valid until {date}. Enter the code at checkout.", { date: input.expires }),
    balanceUrl ? w("Check the balance or print the card: {link}", { link: balanceUrl }) : "",
    w("Keep this code private: anyone who has it can spend the card."),
  ]
    .filter(Boolean)
    .join("\n\n");
  return { html, text };
}

/** The card itself, to its recipient. */
export function giftCardRecipientMail(brand: MailBrand, input: CardWords): Mail {
  const w = say(brand);
  const amount = formatRupees(input.amount);
  const from = input.goodwill ? brand.shopName : input.buyerName;
  const subject = w("{from} sent you a {amount} {shop} gift card", { from, amount, shop: brand.shopName });
  const { html, text } = cardBody(
    brand,
    input,
    w("Hello {recipient}, {from} sent you a gift card.", { recipient: input.recipientName, from }),
  );
  return {
    template: "gift-card",
    subject,
    html: layout(brand, subject, heading(w("A gift card for you")) + html),
    text: `${text}${textFooter(brand)}`,
  };
}

/** The buyer's copy, sent as the card goes to its recipient. */
export function giftCardBuyerMail(brand: MailBrand, input: CardWords): Mail {
  const w = say(brand);
  const amount = formatRupees(input.amount);
  const subject = w("Your {amount} gift card for {recipient} is on its way", {
    amount,
    recipient: input.recipientName,
  });
  const { html, text } = cardBody(
    brand,
    input,
    w("Hello {buyer}, we have just e-mailed your gift card to {recipient}. Here is a copy, to print or hand over.", {
      buyer: input.buyerName,
      recipient: input.recipientName,
    }),
  );
  return {
    template: "gift-card-copy",
    subject,
    html: layout(brand, subject, heading(w("Your gift card is sent")) + html),
    text: `${text}${textFooter(brand)}`,
  };
}
