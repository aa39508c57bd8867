// Gift cards' mails (decision 0062): the buyer's receipt when the card is paid (never the code: it is
// made on the day the card is sent), the card itself to its recipient with the code, the amount, the
// buyer's message and until when it works, and the buyer's copy of it (to print and hand over). The
// code appears in these two mails only; the shop keeps its hash.
import { formatRupees, type Paise } from "../../../core/money.ts";
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
} from "../mail/templates.ts";

/** The holder's page: the balance check, which also prints the card once the code is typed. */
export const giftCardBalancePath = "/gift-cards/balance";

export function giftCardPaidMail(
  brand: MailBrand,
  input: { buyerName: string; recipientName: string; amount: Paise; number: number; sendOn: string; today: boolean },
): Mail {
  const amount = formatRupees(input.amount);
  const when = input.today ? "today" : `on ${input.sendOn}`;
  const subject = `Your ${amount} ${brand.shopName} gift card for ${input.recipientName} is paid`;
  const lines = [
    `Hello ${input.buyerName}, thank you! Your ${amount} gift card (G-${input.number}) for ${input.recipientName} is paid.`,
    `We will e-mail it to ${input.recipientName} ${when}, with your message, and send you a copy with the code to print or hand over.`,
    "Gift cards are not goods: no tax invoice is issued for the card. The GST is charged on what it buys.",
  ];
  const body = heading("Your gift card is paid") + lines.map((words) => paragraph(escapeHtml(words))).join("");
  return {
    template: "gift-card-paid",
    subject,
    html: layout(brand, subject, body + quiet("Questions? Simply reply to this e-mail.")),
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
  /** "12 Nov 2027": the last day it works. */
  expires: string;
  goodwill: boolean;
}

function cardBody(brand: MailBrand, input: CardWords, intro: string) {
  const amount = formatRupees(input.amount);
  const balanceUrl = link(brand, giftCardBalancePath);
  const shopUrl = link(brand, "/shop");
  const html =
    paragraph(escapeHtml(intro)) +
    (input.message
      ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #b08d57;font-style:italic;">${escapeHtml(input.message).replaceAll("\n", "<br>")}</blockquote>`
      : "") +
    paragraph(`<strong>${escapeHtml(amount)}</strong> to spend at ${escapeHtml(brand.shopName)}, with this code:`) +
    // a 19-character code: smaller and tighter than a sign-in code's block, so it fits a phone's width
    `<p style="margin:16px 0 24px;padding:14px 16px;border:1px solid #b08d57;border-radius:8px;font-family:'Courier New',Courier,monospace;font-size:20px;font-weight:700;letter-spacing:0.06em;white-space:nowrap;">${escapeHtml(input.code)}</p>` +
    paragraph(
      escapeHtml(
        `Valid until ${input.expires}. Enter the code at checkout: it pays what it can of your order, and what is left stays on the card for next time.`,
      ),
    ) +
    (shopUrl ? button("Start shopping", shopUrl) : "") +
    (balanceUrl
      ? quiet(
          `Check the balance or print the card at <a href="${escapeHtml(balanceUrl)}">${escapeHtml(balanceUrl)}</a>.`,
        )
      : "") +
    quiet("Keep this code private: anyone who has it can spend the card.");
  const text = [
    intro,
    input.message ? `"${input.message}"` : "",
    `${amount} to spend at ${brand.shopName}, with this code: ${input.code}`,
    `Valid until ${input.expires}. Enter the code at checkout.`,
    balanceUrl ? `Check the balance or print the card: ${balanceUrl}` : "",
    "Keep this code private: anyone who has it can spend the card.",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { html, text };
}

/** The card itself, to its recipient. */
export function giftCardRecipientMail(brand: MailBrand, input: CardWords): Mail {
  const amount = formatRupees(input.amount);
  const from = input.goodwill ? brand.shopName : input.buyerName;
  const subject = `${from} sent you a ${amount} ${brand.shopName} gift card`;
  const { html, text } = cardBody(brand, input, `Hello ${input.recipientName}, ${from} sent you a gift card.`);
  return {
    template: "gift-card",
    subject,
    html: layout(brand, subject, heading("A gift card for you") + html),
    text: `${text}${textFooter(brand)}`,
  };
}

/** The buyer's copy, sent as the card goes to its recipient. */
export function giftCardBuyerMail(brand: MailBrand, input: CardWords): Mail {
  const amount = formatRupees(input.amount);
  const subject = `Your ${amount} gift card for ${input.recipientName} is on its way`;
  const { html, text } = cardBody(
    brand,
    input,
    `Hello ${input.buyerName}, we have just e-mailed your gift card to ${input.recipientName}. Here is a copy, to print or hand over.`,
  );
  return {
    template: "gift-card-copy",
    subject,
    html: layout(brand, subject, heading("Your gift card is sent") + html),
    text: `${text}${textFooter(brand)}`,
  };
}
